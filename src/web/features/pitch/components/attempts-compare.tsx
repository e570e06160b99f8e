import { X } from 'lucide-react';
import type { ReactNode } from 'react';
import { PITCH_STANDARD_SECTIONS, type PitchAnalysis } from '../../../../contract/pitch';
import { cn } from '../../../lib/cn';
import { Button } from '../../../ui/button';
import { clock, sectionLabel } from '../format';

interface Side {
  title: string;
  analysis: PitchAnalysis;
}

type Row = { label: string; get: (a: PitchAnalysis) => number | null; show: (v: number | null) => ReactNode; better: 'higher' | 'lower' | 'none' };

const ROWS: Row[] = [
  { label: 'Clarity', get: (a) => a.scores.clarity.score, show: (v) => v?.toFixed(1), better: 'higher' },
  { label: 'Story', get: (a) => a.scores.story.score, show: (v) => v?.toFixed(1), better: 'higher' },
  { label: 'Ask', get: (a) => a.scores.ask.score, show: (v) => v?.toFixed(1), better: 'higher' },
  { label: 'Shut-up meter', get: (a) => a.shutUp.meter, show: (v) => `${v}%`, better: 'lower' },
  { label: 'Words after the ask', get: (a) => (a.shutUp.afterAsk?.ask ? a.shutUp.afterAsk.words : null), show: (v) => (v === null ? '—' : v), better: 'lower' },
  { label: 'Speaking time', get: (a) => a.speakingSec, show: (v) => clock(v ?? 0), better: 'none' },
  { label: 'Pace (wpm)', get: (a) => Math.round(a.wpm), show: (v) => v, better: 'none' },
  { label: 'Fillers', get: (a) => a.fillers.total, show: (v) => v, better: 'lower' },
  { label: 'Long pauses', get: (a) => (a.timesEstimated ? null : a.pauses.length), show: (v) => (v === null ? '—' : v), better: 'lower' },
  { label: 'Run-on sentences', get: (a) => a.runOns.length, show: (v) => v, better: 'lower' },
  { label: 'First number', get: (a) => a.firstNumber?.at ?? null, show: (v) => (v === null ? 'none' : clock(v)), better: 'lower' },
];

/** Two attempts side by side; the better figure of each row is marked. */
export function AttemptsCompare({ left, right, onClose }: { left: Side; right: Side; onClose: () => void }) {
  const mark = (row: Row, mine: PitchAnalysis, other: PitchAnalysis) => {
    const a = row.get(mine);
    const b = row.get(other);
    if (row.better === 'none' || a === null || b === null || a === b) return false;
    return row.better === 'higher' ? a > b : a < b;
  };
  return (
    <section className="rounded-2xl border border-brand/40 bg-surface/90 p-5" aria-labelledby="compare-h" data-testid="pitch-compare">
      <div className="flex items-center justify-between gap-3">
        <h2 id="compare-h" className="text-lg font-semibold">
          Side by side
        </h2>
        <Button type="button" variant="ghost" size="icon" onClick={onClose} aria-label="Close the comparison">
          <X />
        </Button>
      </div>
      <div className="mt-4 overflow-x-auto">
        <table className="w-full min-w-[480px] text-sm">
          <thead>
            <tr className="text-left text-muted">
              <th scope="col" className="py-2 pr-3 font-medium">
                Figure
              </th>
              <th scope="col" className="py-2 pr-3 font-medium text-fg">
                {left.title}
              </th>
              <th scope="col" className="py-2 font-medium text-fg">
                {right.title}
              </th>
            </tr>
          </thead>
          <tbody className="divide-y divide-border">
            {ROWS.map((row) => (
              <tr key={row.label}>
                <th scope="row" className="py-2 pr-3 text-left font-normal text-muted">
                  {row.label}
                </th>
                {[left, right].map((side, i) => {
                  const better = mark(row, side.analysis, (i === 0 ? right : left).analysis);
                  return (
                    <td key={i} className={cn('py-2 pr-3 tabular-nums', better && 'font-semibold text-green-300')}>
                      {row.show(row.get(side.analysis))}
                      {better && <span className="sr-only"> (better)</span>}
                    </td>
                  );
                })}
              </tr>
            ))}
            <tr>
              <th scope="row" className="py-2 pr-3 text-left align-top font-normal text-muted">
                Parts, in order
              </th>
              {[left, right].map((side, i) => (
                <td key={i} className="py-2 pr-3 align-top">
                  {side.analysis.structure.found.map((f) => `${sectionLabel(f.kind)} ${Math.round(f.seconds)} s`).join(' → ') || 'none'}
                  {side.analysis.structure.missing.length > 0 && side.analysis.structure.missing.length < PITCH_STANDARD_SECTIONS.length && (
                    <span className="block text-xs text-muted">missing {side.analysis.structure.missing.map(sectionLabel).join(', ')}</span>
                  )}
                </td>
              ))}
            </tr>
          </tbody>
        </table>
      </div>
    </section>
  );
}
