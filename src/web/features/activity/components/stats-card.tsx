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

export function StatsCard({ stats, isLoading }: { stats: ActivityStats | undefined; isLoading: boolean }) {
  const last = stats?.lastTurn;
  const cum = stats?.cumulative;
  const turns = cum?.turns ?? 0;
  const dash = '—';
  const rows: [string, string, string, boolean?][] = [
    ['Input', num.format(last?.inputTokens ?? 0), num.format(cum?.inputTokens ?? 0)],
    ['Output', num.format(last?.outputTokens ?? 0), num.format(cum?.outputTokens ?? 0)],
    ['Thoughts', num.format(last?.thoughtsTokens ?? 0), num.format(cum?.thoughtsTokens ?? 0)],
    ['Total', num.format(last?.totalTokens ?? 0), num.format(cum?.totalTokens ?? 0), true],
    ['Duration', last?.duration ?? '0s', cum?.totalDuration ?? '0s'],
    ['Wall time', dash, cum?.totalDurationWell ?? '0m 0s'],
    ['Cost', dash, usd.format(cum?.costUsd ?? 0)],
  ];
  return (
    <Card className="p-5" data-testid="stats-card">
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
        <table className="mt-3 w-full text-sm">
          <caption className="sr-only">Tokens of the last AI turn and of all turns</caption>
          <thead>
            <tr className="text-left text-xs text-brand-fg">
              <th scope="col" className="pb-2 font-medium">
                <span className="sr-only">Figure</span>
              </th>
              <th scope="col" className="pb-2 text-right font-semibold">
                Last Turn
              </th>
              <th scope="col" className="pb-2 pl-3 text-right font-semibold">
                Cumulative ({turns} {turns === 1 ? 'Turn' : 'Turns'})
              </th>
            </tr>
          </thead>
          <tbody className="divide-y divide-border/60 tabular-nums">
            {rows.map(([label, a, b, strong]) => (
              <tr key={label}>
                <th scope="row" className="py-1.5 text-left font-normal text-muted">
                  {label}
                </th>
                <td className={strong ? 'py-1.5 text-right font-semibold' : 'py-1.5 text-right'}>{a}</td>
                <td className={strong ? 'py-1.5 pl-3 text-right font-semibold' : 'py-1.5 pl-3 text-right'}>{b}</td>
              </tr>
            ))}
          </tbody>
        </table>
      )}
    </Card>
  );
}
