/**
 * A workspace's AI usage: tokens per day as a stacked bar chart (input / output), the
 * per-member × per-model × per-day table (tokens in/out, cost, requests) and a CSV
 * export of the same rows. Plain elements for the chart: one series of daily bars does
 * not need a charting library on this lazy page.
 */
import { Download } from 'lucide-react';
import { useMemo, useState } from 'react';
import { workspacesApi } from '../../../../contract/endpoints/workspaces';
import type { UsageResponse } from '../../../../contract/workspaces';
import { endpointUrl } from '../../../lib/api';
import { Button } from '../../../ui/button';
import { Spinner } from '../../../ui/spinner';
import { useUsage } from '../api';

const num = new Intl.NumberFormat('en-US');
const compact = new Intl.NumberFormat('en-US', { notation: 'compact', maximumFractionDigits: 1 });
const usd = new Intl.NumberFormat('en-US', { style: 'currency', currency: 'USD', minimumFractionDigits: 2, maximumFractionDigits: 4 });
const dayLabel = new Intl.DateTimeFormat('en-US', { month: 'short', day: 'numeric', timeZone: 'UTC' });
const RANGES = [7, 30, 90] as const;

function days(from: string, to: string): string[] {
  const out: string[] = [];
  for (let t = Date.parse(`${from}T00:00:00Z`); t <= Date.parse(`${to}T00:00:00Z`); t += 86_400_000) out.push(new Date(t).toISOString().slice(0, 10));
  return out;
}

function UsageChart({ usage }: { usage: UsageResponse }) {
  const series = useMemo(() => {
    const byDay = new Map<string, { input: number; output: number; requests: number }>();
    for (const r of usage.rows) {
      const d = byDay.get(r.day) ?? { input: 0, output: 0, requests: 0 };
      d.input += r.inputTokens;
      d.output += r.outputTokens;
      d.requests += r.requests;
      byDay.set(r.day, d);
    }
    return days(usage.from, usage.to).map((day) => ({ day, ...(byDay.get(day) ?? { input: 0, output: 0, requests: 0 }) }));
  }, [usage]);
  const max = Math.max(1, ...series.map((s) => s.input + s.output));
  const labelEvery = Math.ceil(series.length / 6);
  return (
    <figure className="rounded-xl border border-border bg-bg/40 p-4">
      <figcaption className="mb-3 flex flex-wrap items-center justify-between gap-2 text-xs text-muted">
        <span>Tokens per day (UTC)</span>
        <span className="flex items-center gap-3">
          <span className="flex items-center gap-1.5">
            <span className="size-2.5 rounded-sm bg-brand" aria-hidden /> Input
          </span>
          <span className="flex items-center gap-1.5">
            <span className="size-2.5 rounded-sm bg-brand-2" aria-hidden /> Output
          </span>
          <span>Peak {compact.format(max)}</span>
        </span>
      </figcaption>
      <div className="flex h-40 items-end gap-[2px]" role="img" aria-label={`Tokens per day from ${usage.from} to ${usage.to}: ${num.format(usage.totals.inputTokens)} in, ${num.format(usage.totals.outputTokens)} out`}>
        {series.map((s) => {
          const total = s.input + s.output;
          return (
            <div
              key={s.day}
              className="group relative flex h-full min-w-0 flex-1 flex-col justify-end"
              title={`${dayLabel.format(new Date(`${s.day}T00:00:00Z`))}: ${num.format(s.input)} in, ${num.format(s.output)} out, ${s.requests} requests`}
            >
              <div className="flex w-full flex-col justify-end overflow-hidden rounded-t-sm bg-surface-2/60 transition group-hover:opacity-90" style={{ height: `${Math.max(total ? 3 : 1, (total / max) * 100)}%` }}>
                <div className="w-full bg-brand-2" style={{ height: total ? `${(s.output / total) * 100}%` : 0 }} />
                <div className="w-full bg-brand" style={{ height: total ? `${(s.input / total) * 100}%` : 0 }} />
              </div>
            </div>
          );
        })}
      </div>
      <div className="mt-2 flex gap-[2px] text-[10px] text-muted" aria-hidden>
        {series.map((s, i) => (
          <span key={s.day} className="min-w-0 flex-1 overflow-visible whitespace-nowrap">
            {i % labelEvery === 0 ? dayLabel.format(new Date(`${s.day}T00:00:00Z`)) : ''}
          </span>
        ))}
      </div>
    </figure>
  );
}

export function UsagePanel({ workspaceId }: { workspaceId: string }) {
  const [range, setRange] = useState<(typeof RANGES)[number]>(30);
  const usage = useUsage(workspaceId, range);
  const u = usage.data;
  return (
    <div className="space-y-4">
      <div className="flex flex-wrap items-center justify-between gap-3">
        <div className="inline-flex rounded-lg border border-border bg-surface p-1" role="group" aria-label="Period">
          {RANGES.map((r) => (
            <button
              key={r}
              type="button"
              aria-pressed={range === r}
              onClick={() => setRange(r)}
              className="cursor-pointer rounded-md px-3 py-1 text-xs font-medium text-muted transition aria-pressed:bg-brand aria-pressed:text-white"
            >
              {r} days
            </button>
          ))}
        </div>
        <Button asChild variant="outline" size="sm">
          <a href={endpointUrl(workspacesApi.usageCsv, { params: { id: workspaceId }, query: { days: range } })} download>
            <Download /> Export CSV
          </a>
        </Button>
      </div>
      {!u ? (
        <Spinner label="Loading usage…" />
      ) : (
        <>
          <dl className="grid grid-cols-2 gap-3 sm:grid-cols-4">
            {[
              ['Tokens in', num.format(u.totals.inputTokens)],
              ['Tokens out', num.format(u.totals.outputTokens)],
              ['Cost', usd.format(u.totals.costUsd)],
              ['Requests', num.format(u.totals.requests)],
            ].map(([k, v]) => (
              <div key={k} className="rounded-xl border border-border bg-bg/40 px-3 py-2">
                <dt className="text-xs text-muted">{k}</dt>
                <dd className="text-lg font-semibold tabular-nums">{v}</dd>
              </div>
            ))}
          </dl>
          <UsageChart usage={u} />
          {u.rows.length === 0 ? (
            <p className="rounded-xl border border-dashed border-border px-4 py-6 text-center text-sm text-muted">
              No AI usage charged to this workspace in the last {range} days. Members choose “Charge my AI usage here” to bill their calls to it.
            </p>
          ) : (
            <div className="overflow-x-auto rounded-xl border border-border">
              <table className="w-full min-w-[560px] text-sm">
                <caption className="sr-only">Usage per member, model and day</caption>
                <thead className="bg-surface-2/70 text-left text-xs uppercase tracking-wide text-muted">
                  <tr>
                    <th scope="col" className="px-3 py-2 font-medium">Day</th>
                    <th scope="col" className="px-3 py-2 font-medium">Member</th>
                    <th scope="col" className="px-3 py-2 font-medium">Model</th>
                    <th scope="col" className="px-3 py-2 text-right font-medium">In</th>
                    <th scope="col" className="px-3 py-2 text-right font-medium">Out</th>
                    <th scope="col" className="px-3 py-2 text-right font-medium">Cost</th>
                    <th scope="col" className="px-3 py-2 text-right font-medium">Requests</th>
                  </tr>
                </thead>
                <tbody className="divide-y divide-border/60">
                  {u.rows.map((r) => (
                    <tr key={`${r.day}-${r.userId}-${r.model}`} className="hover:bg-surface-2/40">
                      <td className="whitespace-nowrap px-3 py-2 text-muted">{dayLabel.format(new Date(`${r.day}T00:00:00Z`))}</td>
                      <td className="px-3 py-2">{r.member}</td>
                      <td className="px-3 py-2 font-mono text-xs">{r.model}</td>
                      <td className="px-3 py-2 text-right tabular-nums">{num.format(r.inputTokens)}</td>
                      <td className="px-3 py-2 text-right tabular-nums">{num.format(r.outputTokens)}</td>
                      <td className="px-3 py-2 text-right tabular-nums">{usd.format(r.costUsd)}</td>
                      <td className="px-3 py-2 text-right tabular-nums">{num.format(r.requests)}</td>
                    </tr>
                  ))}
                </tbody>
              </table>
            </div>
          )}
        </>
      )}
    </div>
  );
}
