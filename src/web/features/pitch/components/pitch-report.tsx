import { Copy, Scissors } from 'lucide-react';
import { useEffect, useRef, useState } from 'react';
import type { PitchResult } from '../../../../contract/pitch';
import { Button } from '../../../ui/button';
import { EngineBadge } from '../../../ui/engine-badge';
import { toast } from '../../../ui/use-toast';
import { clock, SECTION_COLORS, sectionLabel } from '../format';
import { PitchTimeline } from './pitch-timeline';
import { PitchTranscript } from './pitch-transcript';
import { ScoreCard } from './score-card';
import { ShutUpMeter } from './shut-up-meter';

function Figure({ label, value, note }: { label: string; value: string; note?: string }) {
  return (
    <div className="rounded-xl border border-border bg-surface-2/40 px-4 py-3">
      <dt className="text-xs text-muted">{label}</dt>
      <dd className="mt-0.5 text-lg font-semibold tabular-nums">{value}</dd>
      {note && <dd className="text-xs text-muted">{note}</dd>}
    </div>
  );
}

/** Everything measured about one pitch, with playback when there is a recording. */
export function PitchReport({ result, audio }: { result: PitchResult; audio?: Blob }) {
  const { analysis: a, feedback } = result;
  const audioRef = useRef<HTMLAudioElement>(null);
  const [url, setUrl] = useState<string>();
  const [current, setCurrent] = useState<number>();

  useEffect(() => {
    if (!audio) return setUrl(undefined);
    const u = URL.createObjectURL(audio);
    setUrl(u);
    return () => URL.revokeObjectURL(u);
  }, [audio]);

  useEffect(() => {
    const el = audioRef.current;
    if (!el || !url) return;
    let raf = 0;
    const tick = () => {
      setCurrent(el.currentTime);
      if (!el.paused) raf = requestAnimationFrame(tick);
    };
    const onPlay = () => (raf = requestAnimationFrame(tick));
    el.addEventListener('play', onPlay);
    el.addEventListener('seeked', tick);
    return () => {
      cancelAnimationFrame(raf);
      el.removeEventListener('play', onPlay);
      el.removeEventListener('seeked', tick);
    };
  }, [url]);

  const seek = url
    ? (sec: number) => {
        const el = audioRef.current;
        if (!el) return;
        el.currentTime = Math.max(0, sec);
        setCurrent(sec);
      }
    : undefined;

  const copyCut = async () => {
    try {
      await navigator.clipboard.writeText(a.cut.text);
      toast({ title: 'The 60-second cut is copied.' });
    } catch {
      toast({ title: 'Copying is not allowed here; select the text instead.', variant: 'destructive' });
    }
  };

  return (
    <div className="space-y-6" data-testid="pitch-report">
      <div className="grid gap-4 md:grid-cols-2 xl:grid-cols-4">
        <ScoreCard label="Clarity" score={a.scores.clarity} testId="score-clarity" />
        <ScoreCard label="Story" score={a.scores.story} testId="score-story" />
        <ScoreCard label="Ask" score={a.scores.ask} testId="score-ask" />
        <ShutUpMeter shutUp={a.shutUp} />
      </div>

      {feedback.text && (
        <section className="rounded-2xl border border-brand/30 bg-brand/5 p-5" aria-label="Coach's advice" data-testid="pitch-feedback">
          <div className="flex flex-wrap items-center gap-2">
            <h2 className="text-lg font-semibold">The coach says</h2>
            <EngineBadge label={feedback.engineLabel} />
          </div>
          <div className="mt-3 space-y-1.5 text-sm leading-6">
            {feedback.text.split('\n').map((line, i) => (
              <p key={i} className={i === 0 ? 'font-medium' : 'text-fg/90'}>
                {line}
              </p>
            ))}
          </div>
        </section>
      )}

      <section className="rounded-2xl border border-border bg-surface/80 p-5" aria-labelledby="timeline-h">
        <div className="flex flex-wrap items-baseline justify-between gap-2">
          <h2 id="timeline-h" className="text-lg font-semibold">
            Timeline
          </h2>
          <p className="text-xs text-muted">
            {a.timesEstimated
              ? `Times estimated from ${a.assumedWpm ?? ''} words a minute (pasted text).`
              : `Times measured from the recording${a.recognizer ? ` (${a.recognizer}, offline)` : ''}.`}
          </p>
        </div>
        <div className="mt-4">
          <PitchTimeline analysis={a} current={current} onSeek={seek} />
        </div>
        {url && (
          <audio ref={audioRef} src={url} controls className="mt-5 w-full" data-testid="pitch-audio">
            <track kind="captions" />
          </audio>
        )}
        <h3 className="mt-6 text-sm font-medium text-muted">Transcript</h3>
        {/* Focusable so the keyboard can scroll it (axe: scrollable-region-focusable). */}
        <div className="mt-2 max-h-80 overflow-y-auto rounded-xl border border-border bg-bg/40 p-4 focus:outline-none focus-visible:ring-2 focus-visible:ring-brand/50" tabIndex={0} role="region" aria-label="Transcript">
          <PitchTranscript analysis={a} current={current} onSeek={seek} />
        </div>
      </section>

      <div className="grid gap-6 lg:grid-cols-2">
        <section className="rounded-2xl border border-border bg-surface/80 p-5" aria-labelledby="figures-h">
          <h2 id="figures-h" className="text-lg font-semibold">
            The figures
          </h2>
          <dl className="mt-4 grid grid-cols-2 gap-3 sm:grid-cols-3">
            <Figure label="Speaking time" value={clock(a.speakingSec)} note={`${a.wordCount} words`} />
            <Figure label="Pace" value={`${Math.round(a.wpm)} wpm`} note={a.timesEstimated ? 'as stated' : 'measured'} />
            <Figure label="Fillers" value={String(a.fillers.total)} note={`${a.fillers.perMinute} a minute`} />
            <Figure label="Long pauses" value={a.timesEstimated ? '—' : String(a.pauses.length)} note={a.timesEstimated ? 'not measured' : `≥ ${a.longPauseSec} s`} />
            <Figure label="Run-on sentences" value={String(a.runOns.length)} note={`over ${a.runOnWords} words`} />
            <Figure label="First number" value={a.firstNumber ? clock(a.firstNumber.at) : 'none'} note={a.firstNumber ? `“${a.firstNumber.text}”` : 'say one early'} />
          </dl>
          {a.fillers.items.length > 0 && (
            <>
              <h3 className="mt-5 text-sm font-medium text-muted">Fillers</h3>
              <ul className="mt-2 flex flex-wrap gap-1.5 text-xs" aria-label="Fillers with their times">
                {a.fillers.items.map((f, i) => (
                  <li key={i}>
                    <button type="button" onClick={() => seek?.(f.at)} disabled={!seek} className="rounded-full border border-amber-300/40 bg-amber-300/10 px-2 py-0.5 text-amber-200">
                      {f.filler} <span className="tabular-nums text-muted">{clock(f.at - (a.words[0]?.start ?? 0))}</span>
                    </button>
                  </li>
                ))}
              </ul>
            </>
          )}
        </section>

        <section className="rounded-2xl border border-border bg-surface/80 p-5" aria-labelledby="structure-h" data-testid="pitch-structure">
          <h2 id="structure-h" className="text-lg font-semibold">
            Structure
          </h2>
          <p className="mt-1 text-sm text-muted">{a.structure.inOrder ? 'In the usual order.' : 'Out of the usual order (problem → solution → market → traction → business model → team → ask).'}</p>
          <ol className="mt-4 space-y-2">
            {a.structure.found.map((f, i) => (
              <li key={f.kind} className="flex items-center gap-3 text-sm">
                <span className="w-5 text-right tabular-nums text-muted">{i + 1}.</span>
                <span aria-hidden className={`size-2.5 rounded-sm ${SECTION_COLORS[f.kind].split(' ')[1]}`} />
                <span className="flex-1 font-medium">{sectionLabel(f.kind)}</span>
                <span className="tabular-nums text-muted">
                  from {clock(f.first - (a.words[0]?.start ?? 0))}, {Math.round(f.seconds)} s
                </span>
              </li>
            ))}
          </ol>
          {a.structure.missing.length > 0 && (
            <p className="mt-4 text-sm">
              <span className="text-muted">Missing: </span>
              {a.structure.missing.map(sectionLabel).join(', ')}
            </p>
          )}
        </section>
      </div>

      <section className="rounded-2xl border border-border bg-surface/80 p-5" aria-labelledby="cut-h" data-testid="pitch-cut">
        <div className="flex flex-wrap items-center justify-between gap-3">
          <h2 id="cut-h" className="flex items-center gap-2 text-lg font-semibold">
            <Scissors aria-hidden className="size-5 text-brand-2" /> Your 60-second cut
          </h2>
          <div className="flex items-center gap-3">
            <span className="text-sm tabular-nums text-muted">about {clock(a.cut.seconds)} at your pace</span>
            <Button type="button" variant="secondary" size="sm" onClick={() => void copyCut()}>
              <Copy /> Copy
            </Button>
          </div>
        </div>
        <p className="mt-3 text-sm leading-6 text-fg/90">{a.cut.text || 'Nothing to keep yet: add a problem, a number and an ask.'}</p>
        <p className="mt-2 text-xs text-muted">The strongest sentence of each part, in the pitch’s order, fillers removed; repeats and the talk after the ask left out.</p>
      </section>
    </div>
  );
}
