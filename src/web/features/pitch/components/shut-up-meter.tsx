import type { PitchAnalysis } from '../../../../contract/pitch';
import { cn } from '../../../lib/cn';

/** The "shut up" meter: the share of talk time after the point the pitch should have stopped or moved on. */
export function ShutUpMeter({ shutUp }: { shutUp: PitchAnalysis['shutUp'] }) {
  const tone = shutUp.meter >= 30 ? 'text-red-300' : shutUp.meter >= 15 ? 'text-yellow-300' : 'text-green-300';
  const bar = shutUp.meter >= 30 ? 'bg-danger' : shutUp.meter >= 15 ? 'bg-warning' : 'bg-success';
  return (
    <section className="flex flex-col rounded-2xl border border-border bg-surface/80 p-5" data-testid="shut-up-meter" aria-label="Shut-up meter">
      <div className="flex items-baseline justify-between gap-3">
        <h3 className="text-sm font-medium text-muted">Shut-up meter</h3>
        <p className={cn('text-2xl font-semibold tabular-nums', tone)}>{shutUp.meter}%</p>
      </div>
      <div
        className="mt-3 h-1.5 overflow-hidden rounded-full bg-surface-2"
        role="meter"
        aria-label="Overtime share of the pitch"
        aria-valuemin={0}
        aria-valuemax={100}
        aria-valuenow={shutUp.meter}
      >
        <div className={cn('h-full rounded-full', bar)} style={{ width: `${Math.max(2, shutUp.meter)}%` }} />
      </div>
      <p className={cn('mt-4 text-lg font-semibold', tone)}>{shutUp.verdict}</p>
      <p className="mt-1 text-sm leading-5 text-muted">
        {shutUp.moments.length === 0
          ? 'No moment where it should have stopped or moved on.'
          : `${shutUp.moments.length} moment${shutUp.moments.length === 1 ? '' : 's'} to stop or move on, marked on the timeline.`}
      </p>
    </section>
  );
}
