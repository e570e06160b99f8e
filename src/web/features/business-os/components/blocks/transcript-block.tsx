import { useEffect, useRef } from 'react';
import { useWorkspace } from '../../hooks/workspace-context';

export function TranscriptBlock() {
  const transcript = useWorkspace((s) => s.doc.transcript);
  const interim = useWorkspace((s) => s.ui.interim);
  const mic = useWorkspace((s) => s.ui.mic);
  const transcribing = useWorkspace((s) => s.ui.transcribing);
  const end = useRef<HTMLDivElement>(null);

  // Keep the newest words in view by scrolling this block only (scrollIntoView would
  // also scroll the canvas, or on a phone the whole column, to this block).
  useEffect(() => {
    const scroller = end.current?.closest<HTMLElement>('[data-block-scroll]');
    if (scroller) scroller.scrollTop = scroller.scrollHeight;
  }, [transcript, interim]);

  const listening = mic === 'browser' || mic === 'server';
  return (
    <div className="flex min-h-full flex-col gap-2 p-3 text-[13px] leading-relaxed" data-testid="transcript">
      {transcript || interim ? (
        <p className="whitespace-pre-wrap break-words text-fg/90">
          {transcript.length > 6000 ? `…${transcript.slice(-6000)}` : transcript}
          {interim && <span className="text-muted italic"> {interim}</span>}
        </p>
      ) : (
        <p className="text-muted">
          {listening ? 'Listening… start talking about your business.' : 'Turn on the microphone and talk, or type a question below.'}
        </p>
      )}
      <div ref={end} className="mt-auto flex items-center gap-2 text-[11px] text-muted">
        {listening && (
          <>
            <span className="relative flex size-2">
              <span className="absolute inline-flex size-full animate-ping rounded-full bg-rose-400 opacity-60" />
              <span className="relative inline-flex size-2 rounded-full bg-rose-500" />
            </span>
            <span>{mic === 'server' ? 'Listening · server transcription' : 'Listening'}</span>
          </>
        )}
        {transcribing > 0 && <span>· Transcribing…</span>}
      </div>
    </div>
  );
}
