/**
 * The relationship page's charts, drawn as SVG (fills are attributes so a PNG export
 * can serialise them): messages per month both ways (every month from the first to the
 * last, a quiet month drawn as nothing, not left out; the change points marked), mood per
 * month as a line, and the busiest hours of the day. Each names what it shows for screen readers.
 */
import { formatMonth, moodColor } from './social-format';

const W = 640;
const H = 220;
const PAD = { l: 40, r: 12, t: 14, b: 30 };
const THEM = '#22d3ee';
const YOU = '#a78bfa';
const GRID = '#2a2a40';
const AXIS = '#a3a3bc';

/** Nice upper bound and ticks for a count axis. */
function ticks(max: number): number[] {
  if (max <= 0) return [0, 1];
  const step = 10 ** Math.floor(Math.log10(max));
  const nice = [1, 2, 5, 10].map((f) => f * step).find((s) => max / s <= 5) ?? step * 10;
  const top = Math.ceil(max / nice) * nice;
  return Array.from({ length: top / nice + 1 }, (_, i) => i * nice);
}

/** Month labels, thinned so they do not overlap. */
const every = (n: number) => Math.max(1, Math.ceil(n / 8));

/** "2024-01" → the next month. */
function nextMonth(month: string): string {
  const [y, m] = month.split('-').map(Number);
  return m === 12 ? `${y! + 1}-01` : `${y}-${String(m! + 1).padStart(2, '0')}`;
}

/** The months from the first to the last of `rows`, the missing ones with nothing. */
export function fillMonths<T extends { month: string }>(rows: T[], empty: (month: string) => T): T[] {
  if (!rows.length) return rows;
  const byMonth = new Map(rows.map((r) => [r.month, r]));
  const out: T[] = [];
  for (let m = rows[0]!.month; m <= rows.at(-1)!.month && out.length < 1200; m = nextMonth(m)) out.push(byMonth.get(m) ?? empty(m));
  return out;
}

const WARM = '#34d399';
const COOL = '#f87171';

export function MonthlyMessagesChart({
  data: rows,
  name,
  marks = [],
  onlyYou = false,
}: {
  data: { month: string; fromThem: number; fromYou: number }[];
  name: string;
  /** Your own page: only your messages, no legend for the other. */
  onlyYou?: boolean;
  /** Change points to mark: a dashed line before their month, green where it warmed, red where it cooled. */
  marks?: { month: string; direction: 'warmed' | 'cooled' }[];
}) {
  const data = fillMonths(rows, (month) => ({ month, fromThem: 0, fromYou: 0 }));
  const max = Math.max(1, ...data.map((d) => d.fromThem + d.fromYou));
  const t = ticks(max);
  const top = t[t.length - 1]!;
  const iw = W - PAD.l - PAD.r;
  const ih = H - PAD.t - PAD.b;
  const bw = iw / Math.max(1, data.length);
  const y = (v: number) => PAD.t + ih - (v / top) * ih;
  const total = data.reduce((s, d) => s + d.fromThem + d.fromYou, 0);
  const shownMarks = marks.filter((m) => data.some((d) => d.month === m.month));
  const changes = shownMarks.length ? ` Changes marked: ${shownMarks.map((m) => `${m.direction} from ${formatMonth(m.month)}`).join(', ')}.` : '';
  return (
    <figure>
      <svg viewBox={`0 0 ${W} ${H}`} role="img" aria-label={`Messages per month, ${data.length} months, ${total} messages: ${onlyYou ? '' : `${name} in cyan, `}you in violet.${changes}`} className="w-full">
        {t.map((v) => (
          <g key={v}>
            <line x1={PAD.l} x2={W - PAD.r} y1={y(v)} y2={y(v)} stroke={GRID} />
            <text x={PAD.l - 6} y={y(v) + 4} textAnchor="end" fontSize={11} fill={AXIS}>
              {v}
            </text>
          </g>
        ))}
        {data.map((d, i) => {
          const x = PAD.l + i * bw + bw * 0.15;
          const w = Math.max(1, bw * 0.7);
          return (
            <g key={d.month}>
              <title>{`${formatMonth(d.month)}: ${name} ${d.fromThem}, you ${d.fromYou}`}</title>
              <rect x={x} y={y(d.fromThem)} width={w} height={ih + PAD.t - y(d.fromThem)} fill={THEM} rx={2} />
              <rect x={x} y={y(d.fromThem + d.fromYou)} width={w} height={y(d.fromThem) - y(d.fromThem + d.fromYou)} fill={YOU} rx={2} />
              {i % every(data.length) === 0 && (
                <text x={x + w / 2} y={H - 10} textAnchor="middle" fontSize={11} fill={AXIS}>
                  {formatMonth(d.month)}
                </text>
              )}
            </g>
          );
        })}
        {shownMarks.map((m) => {
          const x = PAD.l + data.findIndex((d) => d.month === m.month) * bw;
          const colour = m.direction === 'warmed' ? WARM : COOL;
          return (
            <g key={`${m.month}-${m.direction}`}>
              <line x1={x} x2={x} y1={PAD.t - 4} y2={H - PAD.b} stroke={colour} strokeWidth={1.5} strokeDasharray="4 3" />
              <text x={x + 4} y={PAD.t + 6} fontSize={11} fill={colour}>
                {m.direction === 'warmed' ? '▲' : '▼'}
              </text>
            </g>
          );
        })}
      </svg>
      <figcaption className="mt-2 flex flex-wrap gap-4 text-xs text-muted">
        {!onlyYou && (
          <span className="flex items-center gap-1.5">
            <span aria-hidden className="inline-block size-2.5 rounded-sm" style={{ background: THEM }} /> {name}
          </span>
        )}
        <span className="flex items-center gap-1.5">
          <span aria-hidden className="inline-block size-2.5 rounded-sm" style={{ background: YOU }} /> You
        </span>
        {shownMarks.length > 0 && (
          <span className="flex items-center gap-1.5">
            <span aria-hidden className="inline-block h-3 border-l-2 border-dashed" style={{ borderColor: COOL }} /> a change (see How it changed)
          </span>
        )}
      </figcaption>
    </figure>
  );
}

export function SentimentChart({ data, name }: { data: { month: string; sentiment: number; messages: number }[]; name: string }) {
  // Room at the right for the last month's name.
  const iw = W - PAD.l - PAD.r - 24;
  const ih = H - PAD.t - PAD.b;
  const x = (i: number) => PAD.l + (data.length === 1 ? iw / 2 : (i / (data.length - 1)) * iw);
  const y = (v: number) => PAD.t + ih / 2 - v * (ih / 2);
  const path = data.map((d, i) => `${i ? 'L' : 'M'}${x(i).toFixed(1)},${y(d.sentiment).toFixed(1)}`).join(' ');
  return (
    <svg
      viewBox={`0 0 ${W} ${H}`}
      role="img"
      aria-label={`Mood of ${name}'s messages per month, from −1 (upset) to 1 (cheerful): ${data.map((d) => `${formatMonth(d.month)} ${d.sentiment.toFixed(2)}`).join(', ')}.`}
      className="w-full"
    >
      {[1, 0.5, 0, -0.5, -1].map((v) => (
        <g key={v}>
          <line x1={PAD.l} x2={W - PAD.r} y1={y(v)} y2={y(v)} stroke={GRID} strokeDasharray={v === 0 ? undefined : '3 5'} />
          <text x={PAD.l - 6} y={y(v) + 4} textAnchor="end" fontSize={11} fill={AXIS}>
            {v === 1 ? '+1' : v}
          </text>
        </g>
      ))}
      <path d={path} fill="none" stroke="#ececf4" strokeWidth={2} strokeLinejoin="round" />
      {data.map((d, i) => (
        <g key={d.month}>
          <title>{`${formatMonth(d.month)}: mood ${d.sentiment.toFixed(2)} over ${d.messages} messages`}</title>
          <circle cx={x(i)} cy={y(d.sentiment)} r={5} fill={moodColor(d.sentiment)} stroke="#0b0b14" strokeWidth={1.5} />
          {i % every(data.length) === 0 && (
            <text x={x(i)} y={H - 10} textAnchor="middle" fontSize={11} fill={AXIS}>
              {formatMonth(d.month)}
            </text>
          )}
        </g>
      ))}
    </svg>
  );
}

export function HoursChart({ hours }: { hours: number[] }) {
  const max = Math.max(1, ...hours);
  const iw = W - PAD.l - PAD.r;
  const ih = 140;
  const bw = iw / 24;
  const busiest = hours.indexOf(Math.max(...hours));
  return (
    <svg
      viewBox={`0 0 ${W} ${ih + 30}`}
      role="img"
      aria-label={`Messages by hour of the day; the busiest hour is ${String(busiest).padStart(2, '0')}:00 with ${hours[busiest]} messages.`}
      className="w-full"
    >
      {hours.map((n, h) => {
        const bh = (n / max) * (ih - 10);
        return (
          <g key={h}>
            <title>{`${String(h).padStart(2, '0')}:00–${String(h).padStart(2, '0')}:59: ${n} messages`}</title>
            <rect x={PAD.l + h * bw + 2} y={ih - bh} width={bw - 4} height={Math.max(n ? 2 : 0, bh)} rx={2} fill={h === busiest && n ? '#22d3ee' : '#7a4cf0'} />
            {h % 3 === 0 && (
              <text x={PAD.l + h * bw + bw / 2} y={ih + 18} textAnchor="middle" fontSize={11} fill={AXIS}>
                {String(h).padStart(2, '0')}
              </text>
            )}
          </g>
        );
      })}
      <line x1={PAD.l} x2={W - PAD.r} y1={ih} y2={ih} stroke={GRID} />
    </svg>
  );
}
