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
import { timeTicks } from '../components/timeline-ticks';
import { OnThisDayPanel } from '../components/timeline-on-this-day';
import { WorldShell } from '../components/world-shell';
import { describePeriod, periodSearch, useWorldPeriod } from '../period';
import { useWorldPng, useWorldSelection } from '../world-context';
import { worldPath, type WorldSource } from '../world-source';

const BUCKET_LABELS: Record<Bucket, string> = { day: 'Days', week: 'Weeks', month: 'Months' };
/** The period's figures: places are distinct places, as the map counts them (not the location points of the bars). */
const FIGURES = [
  { key: 'messages', label: 'Messages' },
  { key: 'photos', label: 'Photos' },
  { key: 'places', label: 'Places' },
  { key: 'events', label: 'Chat events' },
] as const;
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

  // "Places" is the number of distinct places of the period, read from the map's own
  // endpoint (the same query key as the map's): the two never disagree.
  const places = useWorldData(source, 'places', { period });

  const png = useCallback(() => renderPng(q.data, describePeriod(period), range), [q.data, period, range]);
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
          {FIGURES.map((f) => {
            const value = f.key === 'places' ? places.data?.places.length : inRange[f.key];
            return (
              <div key={f.key} className="rounded-lg bg-surface-2/70 px-3 py-2">
                <dt className="text-xs text-muted">{f.label}</dt>
                <dd className="text-xl font-semibold tabular-nums">{value === undefined ? '…' : value.toLocaleString()}</dd>
              </div>
            );
          })}
        </dl>
        {q.data.undatedPhotos ? (
          <p className="text-sm text-muted" data-testid="undated-photos">
            {q.data.undatedPhotos.toLocaleString()} undated {q.data.undatedPhotos === 1 ? 'photo' : 'photos'}: no taken-at time in the file, so not on the time line
            (never the day they were imported).
          </p>
        ) : null}

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

/**
 * The time line as a PNG: a title with the period, the stacked bars of every bucket with a
 * count axis (0, half and the highest bucket) and the time axis's labels (timeline-ticks.ts,
 * every year on a long span), the brushed period shaded, and a legend.
 */
async function renderPng(t: Timeline | undefined, title: string, range: Range | null): Promise<Blob> {
  const canvas = document.createElement('canvas');
  const [w, h] = [1200, 560];
  canvas.width = w;
  canvas.height = h;
  const ctx = canvas.getContext('2d');
  if (!ctx || !t) throw new Error('The time line could not be drawn.');
  const font = (size: number, weight = 400) => `${weight} ${size}px system-ui, -apple-system, "Segoe UI", sans-serif`;
  ctx.fillStyle = '#0b0b14';
  ctx.fillRect(0, 0, w, h);
  ctx.fillStyle = '#ececf4';
  ctx.font = font(24, 600);
  ctx.textBaseline = 'alphabetic';
  ctx.fillText(WORLD_LABELS.timeline, 40, 48);
  ctx.fillStyle = '#a3a3bc';
  ctx.font = font(15);
  const sub = `${title} · one bar per ${t.bucket}, in ${t.timeZone}${t.coverage ? ` · ${t.coverage.text}` : ''}`;
  ctx.fillText(sub, 40, 74);

  // The plot: left margin for the count axis, bottom for the time labels.
  const plot = { left: 76, right: w - 32, top: 104, bottom: h - 96 };
  const pw = plot.right - plot.left;
  const ph = plot.bottom - plot.top;
  ctx.fillStyle = '#12121f';
  ctx.fillRect(plot.left, plot.top, pw, ph);
  const d = domainOf(t);
  if (d) {
    const [t0, t1] = d;
    const max = Math.max(1, ...t.buckets.map((b) => b.messages + b.photos + b.places + b.events));
    const x = (v: number) => plot.left + ((v - t0) / Math.max(1, t1 - t0)) * pw;
    const y = (v: number) => plot.bottom - (v / max) * (ph - 8);
    // Count axis: 0, half, max, with grid lines.
    ctx.font = font(13);
    ctx.textAlign = 'right';
    ctx.textBaseline = 'middle';
    for (const v of [...new Set([0, Math.round(max / 2), max])]) {
      ctx.strokeStyle = '#23243a';
      ctx.beginPath();
      ctx.moveTo(plot.left, y(v) + 0.5);
      ctx.lineTo(plot.right, y(v) + 0.5);
      ctx.stroke();
      ctx.fillStyle = '#a3a3bc';
      ctx.fillText(v.toLocaleString('en-US'), plot.left - 10, y(v));
    }
    // Time axis: boundaries and labels.
    const ticks = timeTicks(t0, t1, pw);
    ctx.strokeStyle = '#2a2b44';
    for (const lt of ticks.lines) {
      ctx.beginPath();
      ctx.moveTo(Math.round(x(lt)) + 0.5, plot.top);
      ctx.lineTo(Math.round(x(lt)) + 0.5, plot.bottom + 6);
      ctx.stroke();
    }
    ctx.fillStyle = '#a3a3bc';
    ctx.textBaseline = 'top';
    for (const l of ticks.labels) {
      ctx.textAlign = l.anchor === 'middle' ? 'center' : l.anchor === 'start' ? 'left' : 'right';
      ctx.fillText(l.label, x(l.t) + (l.anchor === 'start' ? 3 : l.anchor === 'end' ? -3 : 0), plot.bottom + 10);
    }
    // Bars.
    for (const b of t.buckets) {
      const bx = x(Date.parse(b.start));
      const bw = Math.max(1, x(addUnit(Date.parse(b.start), t.bucket, 1)) - bx - 1);
      let top = plot.bottom;
      for (const s of SERIES) {
        const v = (b[s.key] / max) * (ph - 8);
        top -= v;
        ctx.fillStyle = s.color;
        ctx.fillRect(bx, top, bw, v);
      }
    }
    // The chosen period, when it is not the whole axis.
    if (range && (range[0] > t0 || range[1] < t1)) {
      ctx.fillStyle = 'rgba(11, 11, 20, 0.65)';
      ctx.fillRect(plot.left, plot.top, x(range[0]) - plot.left, ph);
      ctx.fillRect(x(range[1]), plot.top, plot.right - x(range[1]), ph);
      ctx.strokeStyle = '#a78bfa';
      ctx.strokeRect(x(range[0]) + 0.5, plot.top + 0.5, x(range[1]) - x(range[0]) - 1, ph - 1);
    }
  }
  // Legend.
  ctx.font = font(14);
  ctx.textAlign = 'left';
  ctx.textBaseline = 'middle';
  let lx = plot.left;
  const ly = h - 36;
  for (const s of SERIES) {
    ctx.fillStyle = s.color;
    ctx.fillRect(lx, ly - 7, 14, 14);
    ctx.fillStyle = '#ececf4';
    ctx.fillText(s.label, lx + 22, ly);
    lx += 22 + ctx.measureText(s.label).width + 28;
  }
  if (t.undatedPhotos) {
    ctx.fillStyle = '#a3a3bc';
    ctx.fillText(`${t.undatedPhotos.toLocaleString('en-US')} undated ${t.undatedPhotos === 1 ? 'photo' : 'photos'} not shown`, lx + 8, ly);
  }
  ctx.textAlign = 'right';
  ctx.fillStyle = '#6b6b85';
  ctx.fillText('Mnemo', w - 32, ly);
  return new Promise((resolve, reject) => canvas.toBlob((b) => (b ? resolve(b) : reject(new Error('No PNG'))), 'image/png'));
}
