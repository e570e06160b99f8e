import type { PitchAnalysis } from '../../../../contract/pitch';
import { cn } from '../../../lib/cn';

/** The "shut up" meter: the share of talk time after the point the pitch should have stopped or moved on. */
export function ShutUpMeter({ shutUp }: { shutUp: PitchAnalysis['shutUp'] }) {
  // Coloured by the verdict: talk after the ask makes it "Tighten it" or "Shut up" even when its share is small.
  const level = shutUp.verdict === 'Shut up' ? 2 : shutUp.verdict === 'Tighten it' ? 1 : 0;
  const tone = ['text-green-300', 'text-yellow-300', 'text-red-300'][level];
  const bar = ['bg-success', 'bg-warning', 'bg-danger'][level];
  const after = shutUp.afterAsk;
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
      {after && (
        <p className="mt-1 text-sm leading-5" data-testid="after-ask">
          {!after.ask
            ? 'No ask found to measure from: end with the amount and what it buys.'
            : after.words === 0
              ? `Ends on the ${after.ask.kind === 'ask' ? 'ask' : 'closing line'}.`
              : `After the ${after.ask.kind === 'ask' ? 'ask' : 'closing line'}: ${after.words} word${after.words === 1 ? '' : 's'}, ${Math.max(1, Math.round(after.seconds))} s` +
                (after.trailing.length ? `, “${after.trailing.join('”, “')}”` : '') +
                (after.newTopics.length ? `, ${after.newTopics.length} new topic${after.newTopics.length === 1 ? '' : 's'}` : '') +
                '.'}
        </p>
      )}
      <p className="mt-1 text-sm leading-5 text-muted">
        {shutUp.moments.length === 0
          ? 'No moment where it should have stopped or moved on.'
          : `${shutUp.moments.length} moment${shutUp.moments.length === 1 ? '' : 's'} to stop or move on, marked on the timeline.`}
      </p>
    </section>
  );
}
