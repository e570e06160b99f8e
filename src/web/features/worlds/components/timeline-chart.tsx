/**
 * The 4D Timeline's axis: every bucket (day, week or month in the user's zone) as a stacked
 * bar of messages, photos, places and events, and a brush over it that sets the period.
 * The brush is two sliders (start and end): arrow keys move an end by one bucket, Shift+arrow
 * moves the whole period, Home/End go to the first and last day; a pointer (mouse or touch)
 * drags an end, drags the period, or draws a new one on the axis.
 */
import { useEffect, useRef, useState, type PointerEvent as ReactPointerEvent } from 'react';
import type { BUCKETS, Timeline } from '../../../../contract/worlds';
import { timeTicks } from './timeline-ticks';

export type Bucket = (typeof BUCKETS)[number];
export type Range = [number, number];

export const SERIES = [
  { key: 'messages', label: 'Messages', color: '#a78bfa' },
  { key: 'photos', label: 'Photos', color: '#22d3ee' },
  // The bars count location points (shared locations, location history); the page's
  // "Places" figure counts distinct places, as the map does.
  { key: 'places', label: 'Location points', color: '#fbbf24' },
  { key: 'events', label: 'Chat events', color: '#94a3b8' },
] as const;

const HEIGHT = 220;
const M = { top: 12, right: 14, bottom: 30, left: 14 };
const DAY_FMT = new Intl.DateTimeFormat(undefined, { year: 'numeric', month: 'short', day: 'numeric' });

/** `t` moved by `n` buckets in the browser's calendar (a month is a calendar month). */
export function addUnit(t: number, unit: Bucket, n: number): number {
  const d = new Date(t);
  if (unit === 'month') d.setMonth(d.getMonth() + n);
  else d.setDate(d.getDate() + n * (unit === 'week' ? 7 : 1));
  return d.getTime();
}

/** The local midnight nearest to `t`. */
export function snapDay(t: number): number {
  const d = new Date(t + 12 * 3600_000);
  d.setHours(0, 0, 0, 0);
  return d.getTime();
}

/** The axis of a time line: the first bucket's start to the end of the last. */
export function domainOf(t: Timeline): Range | null {
  if (!t.buckets.length) return null;
  const first = Date.parse(t.buckets[0]!.start);
  const last = Date.parse(t.buckets[t.buckets.length - 1]!.start);
  return [first, addUnit(last, t.bucket, 1)];
}

type Props = {
  timeline: Timeline;
  domain: Range;
  /** The brushed period (the whole axis when none). */
  range: Range;
  onRange: (r: Range) => void;
};

export function TimelineChart({ timeline, domain, range, onRange }: Props) {
  const frame = useRef<HTMLDivElement>(null);
  const svg = useRef<SVGSVGElement>(null);
  const [width, setWidth] = useState(640);
  const [draft, setDraft] = useState<Range | null>(null);
  const drag = useRef<{ mode: 'start' | 'end' | 'move' | 'new'; anchor: number; grab: number; base: Range } | null>(null);

  useEffect(() => {
    const el = frame.current;
    if (!el || typeof ResizeObserver === 'undefined') return;
    const observer = new ResizeObserver(([entry]) => entry && setWidth(Math.max(280, entry.contentRect.width)));
    observer.observe(el);
    return () => observer.disconnect();
  }, []);

  const [t0, t1] = domain;
  const innerW = width - M.left - M.right;
  const innerH = HEIGHT - M.top - M.bottom;
  const x = (t: number) => M.left + ((t - t0) / Math.max(1, t1 - t0)) * innerW;
  const tAt = (px: number) => t0 + ((px - M.left) / innerW) * (t1 - t0);
  const clamp = (t: number) => Math.min(t1, Math.max(t0, t));
  const shown = draft ?? range;

  const totals = timeline.buckets.map((b) => b.messages + b.photos + b.places + b.events);
  const max = Math.max(1, ...totals);
  const unitPx = (b: { start: string }) => x(addUnit(Date.parse(b.start), timeline.bucket, 1)) - x(Date.parse(b.start));

  const pointerT = (e: ReactPointerEvent) => {
    const rect = svg.current!.getBoundingClientRect();
    return clamp(tAt(((e.clientX - rect.left) / rect.width) * width));
  };
  const onPointerDown = (e: ReactPointerEvent<SVGSVGElement>) => {
    if (e.button !== 0) return;
    const target = e.target as Element;
    const mode = (target.getAttribute('data-brush') as 'start' | 'end' | 'move' | null) ?? 'new';
    const t = pointerT(e);
    drag.current = { mode, anchor: t, grab: t, base: shown };
    svg.current?.setPointerCapture(e.pointerId);
    if (mode === 'new') setDraft([t, t]);
  };
  const onPointerMove = (e: ReactPointerEvent<SVGSVGElement>) => {
    const d = drag.current;
    if (!d) return;
    const t = pointerT(e);
    const [a, b] = d.base;
    if (d.mode === 'new') setDraft([Math.min(d.anchor, t), Math.max(d.anchor, t)]);
    else if (d.mode === 'start') setDraft([Math.min(t, b), b]);
    else if (d.mode === 'end') setDraft([a, Math.max(t, a)]);
    else {
      const shift = Math.min(t1 - b, Math.max(t0 - a, t - d.grab));
      setDraft([a + shift, b + shift]);
    }
  };
  const onPointerUp = () => {
    const d = drag.current;
    drag.current = null;
    if (!d || !draft) return setDraft(null);
    let [a, b] = [snapDay(draft[0]), snapDay(draft[1])];
    if (b - a < 86_400_000 / 2) {
      // A tap: the bucket under it.
      const hit = timeline.buckets.find((bk) => Date.parse(bk.start) <= draft[0] && draft[0] < addUnit(Date.parse(bk.start), timeline.bucket, 1));
      if (d.mode !== 'new' || !hit) return setDraft(null);
      a = Date.parse(hit.start);
      b = addUnit(a, timeline.bucket, 1);
    }
    setDraft(null);
    onRange([clamp(a), clamp(b)]);
  };

  const onKey = (end: 'start' | 'end') => (e: React.KeyboardEvent) => {
    const [a, b] = range;
    const unit = timeline.bucket;
    const step = (n: number): Range => {
      if (e.shiftKey) {
        const na = addUnit(a, unit, n);
        const nb = addUnit(b, unit, n);
        return na < t0 || nb > t1 ? [a, b] : [na, nb];
      }
      if (end === 'start') return [clamp(Math.min(addUnit(a, unit, n), addUnit(b, unit, -1))), b];
      return [a, clamp(Math.max(addUnit(b, unit, n), addUnit(a, unit, 1)))];
    };
    const keys: Record<string, () => Range> = {
      ArrowLeft: () => step(-1),
      ArrowDown: () => step(-1),
      ArrowRight: () => step(1),
      ArrowUp: () => step(1),
      PageDown: () => step(-10),
      PageUp: () => step(10),
      Home: () => (end === 'start' ? [t0, b] : [a, addUnit(a, unit, 1)]),
      End: () => (end === 'start' ? [addUnit(b, unit, -1), b] : [a, t1]),
    };
    const run = keys[e.key];
    if (!run) return;
    e.preventDefault();
    const next = run();
    if (next[0] !== a || next[1] !== b) onRange(next);
  };

  const ticks = timeTicks(t0, t1, innerW);
  const [sa, sb] = shown;
  const full = sa <= t0 && sb >= t1;
  const handle = (end: 'start' | 'end', t: number) => (
    <g key={end}>
      <rect
        data-brush={end}
        role="slider"
        tabIndex={0}
        aria-label={end === 'start' ? 'Period start' : 'Period end'}
        aria-valuemin={t0}
        aria-valuemax={t1}
        aria-valuenow={Math.round(t)}
        aria-valuetext={DAY_FMT.format(new Date(end === 'end' ? t - 1 : t))}
        aria-orientation="horizontal"
        onKeyDown={onKey(end)}
        x={x(t) - 9}
        y={M.top}
        width={18}
        height={innerH}
        rx={4}
        className="cursor-ew-resize fill-transparent outline-none focus-visible:fill-[#a78bfa]/30 focus-visible:stroke-[#a78bfa]"
      />
      <line x1={x(t)} x2={x(t)} y1={M.top} y2={M.top + innerH} stroke="#ececf4" strokeWidth={2} pointerEvents="none" />
      <rect x={x(t) - 4} y={M.top + innerH / 2 - 14} width={8} height={28} rx={3} fill="#ececf4" pointerEvents="none" />
    </g>
  );

  return (
    <div ref={frame} className="w-full select-none" data-testid="timeline-chart">
      <svg
        ref={svg}
        width="100%"
        height={HEIGHT}
        viewBox={`0 0 ${width} ${HEIGHT}`}
        preserveAspectRatio="none"
        className="touch-none"
        role="group"
        aria-label="Events over time; drag on the axis or use the period sliders to choose a period"
        onPointerDown={onPointerDown}
        onPointerMove={onPointerMove}
        onPointerUp={onPointerUp}
        onPointerCancel={() => {
          drag.current = null;
          setDraft(null);
        }}
      >
        <rect x={M.left} y={M.top} width={innerW} height={innerH} fill="#12121f" />
        {ticks.lines.map((t) => (
          <line key={t} x1={x(t)} x2={x(t)} y1={M.top} y2={M.top + innerH + 4} stroke="#2a2b44" />
        ))}
        <g data-testid="timeline-axis-labels">
          {ticks.labels.map((l) => (
            <text key={`${l.t}-${l.label}`} x={x(l.t) + (l.anchor === 'start' ? 3 : l.anchor === 'end' ? -3 : 0)} y={HEIGHT - 10} textAnchor={l.anchor} fontSize={11} fill="#a3a3bc">
              {l.label}
            </text>
          ))}
        </g>
        <g pointerEvents="none">
          {timeline.buckets.map((b, i) => {
            const bx = x(Date.parse(b.start));
            const bw = Math.max(1, unitPx(b) - (unitPx(b) > 4 ? 1 : 0));
            let y = M.top + innerH;
            return (
              <g key={b.start}>
                {SERIES.map((s) => {
                  const v = b[s.key];
                  if (!v) return null;
                  const h = (v / max) * (innerH - 4);
                  y -= h;
                  return <rect key={s.key} x={bx} y={y} width={bw} height={Math.max(h, 0.75)} fill={s.color} />;
                })}
                <title>{`${DAY_FMT.format(new Date(b.start))}: ${totals[i]} items`}</title>
              </g>
            );
          })}
        </g>
        {!full && (
          <g pointerEvents="none" fill="#0b0b14" fillOpacity={0.72}>
            <rect x={M.left} y={M.top} width={Math.max(0, x(sa) - M.left)} height={innerH} />
            <rect x={x(sb)} y={M.top} width={Math.max(0, M.left + innerW - x(sb))} height={innerH} />
          </g>
        )}
        <rect
          data-brush={full ? undefined : 'move'}
          x={x(sa)}
          y={M.top}
          width={Math.max(0, x(sb) - x(sa))}
          height={innerH}
          fill={full ? 'transparent' : '#7a4cf0'}
          fillOpacity={full ? 0 : 0.12}
          stroke={full ? 'none' : '#a78bfa'}
          className={full ? 'cursor-crosshair' : 'cursor-grab'}
        />
        {handle('start', sa)}
        {handle('end', sb)}
      </svg>
    </div>
  );
}
