/**
 * /worlds/timeline: the 4D Timeline. Every message, photo, place and chat event on one
 * time axis (day, week or month buckets in the owner's zone); the brush sets the period
 * every other world is narrowed to (`?from=&to=` in the address); playback moves the
 * period forward; "on this day" recalls the same date in earlier years.
 */
import { Pause, Play } from 'lucide-react';
import { useCallback, useEffect, useMemo, useRef, useState } from 'react';
import { Link } from 'react-router';
import { BUCKETS, WORLD_LABELS, type Timeline, type WorldSummary } from '../../../../contract/worlds';
import { errorMessage } from '../../../lib/api-client';
import { Button } from '../../../ui/button';
import { Spinner } from '../../../ui/spinner';
import { useWorldData } from '../api';
import { SERIES, TimelineChart, addUnit, domainOf, type Bucket, type Range } from '../components/timeline-chart';
import { OnThisDayPanel } from '../components/timeline-on-this-day';
import { WorldShell } from '../components/world-shell';
import { describePeriod, periodSearch, useWorldPeriod } from '../period';
import { useWorldPng, useWorldSelection } from '../world-context';
import { worldPath, type WorldSource } from '../world-source';

const BUCKET_LABELS: Record<Bucket, string> = { day: 'Days', week: 'Weeks', month: 'Months' };
const SPEEDS = [0.5, 1, 2, 4] as const;

export default function TimelineWorldPage() {
  return (
    <WorldShell
      world="timeline"
      title={WORLD_LABELS.timeline}
      description="Everything on one time axis. Choose a period with the brush and every world follows it; press play to walk through time."
    >
      {(summary, source) => <TimelineWorld summary={summary} source={source} />}
    </WorldShell>
  );
}

/** Days for a short world, weeks up to two years, months beyond. */
function autoBucket(summary: WorldSummary): Bucket {
  if (!summary.firstAt || !summary.lastAt) return 'month';
  const days = (Date.parse(summary.lastAt) - Date.parse(summary.firstAt)) / 86_400_000;
  return days <= 92 ? 'day' : days <= 730 ? 'week' : 'month';
}

function TimelineWorld({ summary, source }: { summary: WorldSummary; source: WorldSource }) {
  const [period, setPeriod] = useWorldPeriod();
  const [chosen, setChosen] = useState<Bucket | null>(null);
  const bucket = chosen ?? autoBucket(summary);
  // The whole axis, whatever the period: the brush shows the period on it.
  const q = useWorldData(source, 'timeline', { query: { bucket } });
  const [, setSelection] = useWorldSelection();
  const [playing, setPlaying] = useState(false);
  const [speed, setSpeed] = useState<(typeof SPEEDS)[number]>(1);

  const domain = useMemo(() => (q.data ? domainOf(q.data) : null), [q.data]);
  const range: Range | null = useMemo(() => {
    if (!domain) return null;
    const a = period.from ? Math.max(domain[0], Date.parse(period.from)) : domain[0];
    const b = period.to ? Math.min(domain[1], Date.parse(period.to)) : domain[1];
    return [Math.min(a, b), Math.max(a, b)];
  }, [domain, period.from, period.to]);

  const setRange = useCallback(
    (r: Range) => {
      if (domain && r[0] <= domain[0] && r[1] >= domain[1]) setPeriod(null);
      else setPeriod({ from: new Date(r[0]).toISOString(), to: new Date(r[1]).toISOString() });
    },
    [domain, setPeriod],
  );

  useEffect(() => {
    if (period.from || period.to) {
      const from = period.from ?? summary.firstAt ?? '';
      const to = period.to ?? summary.lastAt ?? '';
      setSelection({ kind: 'period', from, to, label: describePeriod(period) });
    } else setSelection({ kind: 'world', world: 'timeline' });
  }, [period, summary.firstAt, summary.lastAt, setSelection]);

  // Playback: the period steps forward one bucket per tick until it reaches the end.
  const live = useRef({ range, domain, bucket, setRange });
  live.current = { range, domain, bucket, setRange };
  useEffect(() => {
    if (!playing) return;
    const tick = () => {
      const { range: r, domain: d, bucket: unit, setRange: set } = live.current;
      if (!r || !d) return;
      let [a, b] = r;
      if (a <= d[0] && b >= d[1]) {
        // No period yet: start with a window of about a tenth of the axis.
        b = Math.max(addUnit(d[0], unit, 1), d[0] + (d[1] - d[0]) / 10);
        a = d[0];
        set([a, b]);
        return;
      }
      const na = addUnit(a, unit, 1);
      const nb = addUnit(b, unit, 1);
      if (nb > d[1]) {
        setPlaying(false);
        return;
      }
      set([na, nb]);
    };
    const id = window.setInterval(tick, 900 / speed);
    return () => window.clearInterval(id);
  }, [playing, speed]);

  const png = useCallback(() => renderPng(q.data), [q.data]);
  useWorldPng(q.data?.buckets.length ? png : null);

  const inRange = useMemo(() => {
    const sums = { messages: 0, photos: 0, places: 0, events: 0 };
    if (!q.data || !range) return sums;
    for (const b of q.data.buckets) {
      const t = Date.parse(b.start);
      if (t >= range[0] && t < range[1]) for (const s of SERIES) sums[s.key] += b[s.key];
    }
    return sums;
  }, [q.data, range]);

  if (q.isPending) {
    return (
      <div className="flex min-h-[40vh] items-center justify-center">
        <Spinner />
      </div>
    );
  }
  if (q.isError) {
    return (
      <div role="alert" className="rounded-xl border border-danger/40 bg-danger/10 p-4 text-sm">
        {errorMessage(q.error, 'The time line could not be loaded.')}
      </div>
    );
  }

  const search = periodSearch(period);
  return (
    <div className="grid gap-6 xl:grid-cols-[minmax(0,1fr)_24rem]">
      <section aria-labelledby="axis-title" className="flex min-w-0 flex-col gap-4 rounded-xl border border-border bg-surface/80 p-4">
        <div className="flex flex-wrap items-center justify-between gap-3">
          <h2 id="axis-title" className="text-lg font-semibold">
            {describePeriod(period)}
          </h2>
          <div className="flex flex-wrap items-center gap-2">
            <div role="group" aria-label="Bucket size" className="flex rounded-lg border border-border p-0.5">
              {BUCKETS.map((b) => (
                <button
                  key={b}
                  type="button"
                  aria-pressed={bucket === b}
                  onClick={() => setChosen(b)}
                  className={`rounded-md px-2.5 py-1 text-xs font-medium ${bucket === b ? 'bg-brand text-white' : 'text-muted hover:text-fg'}`}
                >
                  {BUCKET_LABELS[b]}
                </button>
              ))}
            </div>
            <Button variant="secondary" size="sm" onClick={() => setPlaying((p) => !p)} aria-pressed={playing} disabled={!domain}>
              {playing ? <Pause /> : <Play />} {playing ? 'Pause' : 'Play'}
            </Button>
            <label className="flex items-center gap-1.5 text-xs text-muted">
              Speed
              <select
                value={speed}
                onChange={(e) => setSpeed(Number(e.target.value) as (typeof SPEEDS)[number])}
                className="rounded-md border border-border bg-surface-2 px-1.5 py-1 text-xs text-fg"
              >
                {SPEEDS.map((s) => (
                  <option key={s} value={s}>
                    {s}×
                  </option>
                ))}
              </select>
            </label>
          </div>
        </div>

        {domain && range && q.data ? (
          <TimelineChart timeline={q.data} domain={domain} range={range} onRange={setRange} />
        ) : (
          <p className="py-10 text-center text-muted">Nothing with a date in this world yet.</p>
        )}

        <div className="flex flex-wrap items-center gap-x-5 gap-y-2 text-xs text-muted" role="group" aria-label="Legend">
          {SERIES.map((s) => (
            <span key={s.key} className="flex items-center gap-2">
              <span aria-hidden className="h-3 w-3 rounded-sm" style={{ background: s.color }} />
              {s.label}
            </span>
          ))}
          <span>One bar per {bucket}, in {q.data.timeZone}</span>
        </div>

        <dl className="grid grid-cols-2 gap-3 sm:grid-cols-4" aria-label="In this period">
          {SERIES.map((s) => (
            <div key={s.key} className="rounded-lg bg-surface-2/70 px-3 py-2">
              <dt className="text-xs text-muted">{s.label}</dt>
              <dd className="text-xl font-semibold tabular-nums">{inRange[s.key].toLocaleString()}</dd>
            </div>
          ))}
        </dl>

        <p className="text-sm text-muted">
          Drag on the axis (or use the period sliders: arrow keys move an end by one {bucket}, Shift+arrows move the period) to choose a period. See
          it on the{' '}
          <Link className="text-brand-2 hover:underline" to={worldPath(source, 'map', search)}>
            map
          </Link>
          , among your{' '}
          <Link className="text-brand-2 hover:underline" to={worldPath(source, 'social', search)}>
            people
          </Link>{' '}
          or in the{' '}
          <Link className="text-brand-2 hover:underline" to={worldPath(source, 'network', search)}>
            network
          </Link>
          .
        </p>
      </section>

      <OnThisDayPanel source={source} period={period} onOpenDay={(from, to) => setPeriod({ from, to })} />
    </div>
  );
}

/** The time line as a PNG: the bars of every bucket, stacked like on the page. */
async function renderPng(t: Timeline | undefined): Promise<Blob> {
  const canvas = document.createElement('canvas');
  const [w, h] = [1200, 500];
  canvas.width = w;
  canvas.height = h;
  const ctx = canvas.getContext('2d');
  if (!ctx || !t) throw new Error('The time line could not be drawn.');
  ctx.fillStyle = '#0b0b14';
  ctx.fillRect(0, 0, w, h);
  ctx.fillStyle = '#ececf4';
  ctx.font = '600 22px system-ui, sans-serif';
  ctx.fillText(WORLD_LABELS.timeline, 32, 44);
  const d = domainOf(t);
  if (d) {
    const [t0, t1] = d;
    const max = Math.max(1, ...t.buckets.map((b) => b.messages + b.photos + b.places + b.events));
    const x = (v: number) => 32 + ((v - t0) / (t1 - t0)) * (w - 64);
    for (const b of t.buckets) {
      const bx = x(Date.parse(b.start));
      const bw = Math.max(1, x(addUnit(Date.parse(b.start), t.bucket, 1)) - bx - 1);
      let y = h - 40;
      for (const s of SERIES) {
        const v = (b[s.key] / max) * (h - 120);
        y -= v;
        ctx.fillStyle = s.color;
        ctx.fillRect(bx, y, bw, v);
      }
    }
  }
  return new Promise((resolve, reject) => canvas.toBlob((b) => (b ? resolve(b) : reject(new Error('No PNG'))), 'image/png'));
}
