import { useMemo } from 'react';
import type { PitchAnalysis } from '../../../../contract/pitch';
import { cn } from '../../../lib/cn';

/**
 * The transcript, word by word: fillers marked, the talk after the "stop here" moment
 * struck through, the word being played highlighted; a word clicked seeks there.
 */
export function PitchTranscript({ analysis, current, onSeek }: { analysis: PitchAnalysis; current?: number; onSeek?: (sec: number) => void }) {
  const fillerWords = useMemo(() => {
    const s = new Set<number>();
    for (const f of analysis.fillers.items) {
      s.add(f.word);
      if (f.filler.includes(' ')) s.add(f.word + 1);
    }
    return s;
  }, [analysis]);
  const stopAt = analysis.shutUp.moments.find((m) => m.kind === 'stop')?.at;
  // The last word started by now, while it is still being said (or within a breath after it).
  const playing = current === undefined ? -1 : analysis.words.findLastIndex((w) => current >= w.start - 0.001 && current < w.end + 0.3);
  return (
    <p className="text-base leading-8" data-testid="pitch-transcript">
      {analysis.words.map((w, i) => {
        const cls = cn(
          'rounded px-0.5 transition-colors',
          fillerWords.has(i) && 'bg-amber-300/20 text-amber-200 underline decoration-amber-300 decoration-wavy underline-offset-4',
          stopAt !== undefined && w.start >= stopAt && 'text-muted line-through decoration-red-400/70',
          i === playing && 'bg-brand text-white no-underline',
        );
        return (
          <span key={i}>
            {onSeek ? (
              <button type="button" className={cls} onClick={() => onSeek(w.start)} data-current={i === playing || undefined} tabIndex={-1}>
                {w.w}
              </button>
            ) : (
              <span className={cls} data-current={i === playing || undefined}>
                {w.w}
              </span>
            )}{' '}
          </span>
        );
      })}
    </p>
  );
}
