/**
 * The period every world is narrowed to (the 4D Timeline's brush sets it), kept in the
 * address as `?from=&to=` (ISO instants, `from` inclusive, `to` exclusive) so it follows
 * the user from one world to the next and survives a reload or a shared link.
 */
import { useCallback, useMemo } from 'react';
import { useSearchParams } from 'react-router';

export type WorldPeriod = { from?: string; to?: string };

const valid = (s: string | null): string | undefined => (s && !Number.isNaN(Date.parse(s)) ? s : undefined);

export function useWorldPeriod(): [WorldPeriod, (next: WorldPeriod | null) => void] {
  const [params, setParams] = useSearchParams();
  const from = valid(params.get('from'));
  const to = valid(params.get('to'));
  const period = useMemo(() => ({ from, to }), [from, to]);
  const setPeriod = useCallback(
    (next: WorldPeriod | null) => {
      setParams(
        (prev) => {
          const p = new URLSearchParams(prev);
          p.delete('from');
          p.delete('to');
          if (next?.from) p.set('from', next.from);
          if (next?.to) p.set('to', next.to);
          return p;
        },
        { replace: true },
      );
    },
    [setParams],
  );
  return [period, setPeriod];
}

/** `?from=…&to=…` (or '') for links and API calls. */
export function periodSearch(period: WorldPeriod, extra?: Record<string, string>): string {
  const p = new URLSearchParams(extra);
  if (period.from) p.set('from', period.from);
  if (period.to) p.set('to', period.to);
  const s = p.toString();
  return s ? `?${s}` : '';
}

export function hasPeriod(period: WorldPeriod): boolean {
  return Boolean(period.from || period.to);
}

const DATE = new Intl.DateTimeFormat(undefined, { year: 'numeric', month: 'short', day: 'numeric' });

/** "12 Mar 2025 – 3 Jun 2025", "from 12 Mar 2025", "until 3 Jun 2025". */
export function describePeriod(period: WorldPeriod): string {
  const f = period.from ? DATE.format(new Date(period.from)) : null;
  // `to` is exclusive: show the last day inside the period.
  const t = period.to ? DATE.format(new Date(Date.parse(period.to) - 1)) : null;
  if (f && t) return `${f} – ${t}`;
  if (f) return `from ${f}`;
  if (t) return `until ${t}`;
  return 'All time';
}
