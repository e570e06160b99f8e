/**
 * Token statistics (spec §2, §3): Last Turn and Cumulative (n Turns), from the AI
 * ledger; missing values are 0, durations '0s' and '0m 0s' (spec §8).
 */
import { Gauge, Info } from 'lucide-react';
import type { ActivityStats } from '../../../../contract/assistant';
import { Card, CardTitle } from '../../../ui/card';
import { Spinner } from '../../../ui/spinner';
import { Tooltip } from '../../../ui/tooltip';

const num = new Intl.NumberFormat('en-US');
const usd = new Intl.NumberFormat('en-US', { style: 'currency', currency: 'USD', minimumFractionDigits: 2, maximumFractionDigits: 4 });

function Row({ label, value, strong }: { label: string; value: string; strong?: boolean }) {
  return (
    <div className="flex items-baseline justify-between gap-3 py-1">
      <dt className="text-sm text-muted">{label}</dt>
      <dd className={strong ? 'font-semibold tabular-nums text-fg' : 'tabular-nums text-fg'}>{value}</dd>
    </div>
  );
}

export function StatsCard({ stats, isLoading }: { stats: ActivityStats | undefined; isLoading: boolean }) {
  const last = stats?.lastTurn;
  const cum = stats?.cumulative;
  const turns = cum?.turns ?? 0;
  return (
    <Card className="p-5">
      <div className="flex items-center justify-between gap-2">
        <CardTitle className="flex items-center gap-2 text-base">
          <Gauge className="size-4 text-brand-fg" aria-hidden /> Token statistics
        </CardTitle>
        {cum?.tokensEstimated && (
          <Tooltip content={`${cum.estimatedTurns} of ${turns} turns were counted by our tokenizer because no provider reported usage.`}>
            <span className="inline-flex items-center gap-1 text-xs text-muted">
              <Info className="size-3.5" aria-hidden /> Estimated
            </span>
          </Tooltip>
        )}
      </div>
      {isLoading && !stats ? (
        <Spinner className="mt-4" label="Loading statistics…" />
      ) : (
        <div className="mt-3 grid gap-4 sm:grid-cols-2 lg:grid-cols-1 xl:grid-cols-2">
          <section aria-labelledby="stats-last">
            <h3 id="stats-last" className="mb-1 text-xs font-semibold uppercase tracking-wide text-brand-fg">
              Last Turn
            </h3>
            <dl className="divide-y divide-border/60">
              <Row label="Input" value={num.format(last?.inputTokens ?? 0)} />
              <Row label="Output" value={num.format(last?.outputTokens ?? 0)} />
              <Row label="Thoughts" value={num.format(last?.thoughtsTokens ?? 0)} />
              <Row label="Total" value={num.format(last?.totalTokens ?? 0)} strong />
              <Row label="Duration" value={last?.duration ?? '0s'} />
            </dl>
          </section>
          <section aria-labelledby="stats-cum">
            <h3 id="stats-cum" className="mb-1 text-xs font-semibold uppercase tracking-wide text-brand-fg">
              Cumulative ({turns} {turns === 1 ? 'Turn' : 'Turns'})
            </h3>
            <dl className="divide-y divide-border/60">
              <Row label="Input" value={num.format(cum?.inputTokens ?? 0)} />
              <Row label="Output" value={num.format(cum?.outputTokens ?? 0)} />
              <Row label="Thoughts" value={num.format(cum?.thoughtsTokens ?? 0)} />
              <Row label="Total" value={num.format(cum?.totalTokens ?? 0)} strong />
              <Row label="Model time" value={cum?.totalDuration ?? '0s'} />
              <Row label="Wall time" value={cum?.totalDurationWell ?? '0m 0s'} />
              <Row label="Cost" value={usd.format(cum?.costUsd ?? 0)} />
            </dl>
          </section>
        </div>
      )}
    </Card>
  );
}
