/**
 * The 4D Timeline's axis labels (on the page and in the PNG export): grid lines at the
 * calendar's boundaries (years, months or days, in the browser's zone like the buckets)
 * and one label per period between them, so no year is ever skipped:
 *
 * - over about 18 months: every year is labelled ("2016", or "’16" when a year is narrow);
 * - over 60 days: months ("Jan 2021" for January and the first month, "Feb", …), every
 *   second, third or sixth month when they are narrow, but every January (and so every
 *   year) always;
 * - shorter: days ("3 Jun", the first one with its year), every second or seventh day when
 *   they are narrow.
 *
 * Pure (no DOM): tested on its own (timeline-ticks.test.ts).
 */

export type TickLabel = { t: number; label: string; anchor: 'start' | 'middle' | 'end' };
export type Ticks = { unit: 'year' | 'month' | 'day'; lines: number[]; labels: TickLabel[] };

const DAY_MS = 86_400_000;
/** About the width of "2016" / "Jan 2021" / "13 Jun" at 11 px. */
const YEAR_PX = 34;
const MONTH_PX = 34;
const DAY_PX = 44;

const MONTH = new Intl.DateTimeFormat('en-GB', { month: 'short' });
const DAY = new Intl.DateTimeFormat('en-GB', { day: 'numeric', month: 'short' });

/**
 * Ticks for the axis from `t0` to `t1` (ms) drawn `width` px wide. Each label sits in the
 * middle of its period's visible part, or at the axis' end for a period cut by it.
 */
export function timeTicks(t0: number, t1: number, width: number): Ticks {
  const span = Math.max(1, t1 - t0);
  const px = (ms: number) => (ms / span) * width;
  const days = span / DAY_MS;
  const unit = days > 540 ? 'year' : days > 60 ? 'month' : 'day';

  // The boundaries of every period that overlaps [t0, t1].
  const starts: Date[] = [];
  const first = new Date(t0);
  let d = unit === 'year' ? new Date(first.getFullYear(), 0, 1) : unit === 'month' ? new Date(first.getFullYear(), first.getMonth(), 1) : new Date(first.getFullYear(), first.getMonth(), first.getDate());
  while (d.getTime() < t1) {
    starts.push(d);
    d = unit === 'year' ? new Date(d.getFullYear() + 1, 0, 1) : unit === 'month' ? new Date(d.getFullYear(), d.getMonth() + 1, 1) : new Date(d.getFullYear(), d.getMonth(), d.getDate() + 1);
  }
  const ends = starts.map((s, i) => (starts[i + 1] ?? d).getTime());

  const lines = starts.map((s) => s.getTime()).filter((t) => t > t0 && t < t1);
  const typical = unit === 'year' ? 365.25 * DAY_MS : unit === 'month' ? 30.4 * DAY_MS : DAY_MS;
  const perPeriod = px(typical);

  // Which periods get a label: every year; months and days by a step that fits (January and the first always).
  const step =
    unit === 'year' ? 1 : unit === 'month' ? ([1, 2, 3, 6].find((k) => perPeriod * k >= MONTH_PX) ?? 12) : ([1, 2, 7, 14].find((k) => perPeriod * k >= DAY_PX) ?? 14);
  const labels: TickLabel[] = [];
  starts.forEach((s, i) => {
    const a = Math.max(t0, s.getTime());
    const b = Math.min(t1, ends[i]!);
    if (b <= a) return;
    const isFirst = i === 0;
    let text: string;
    if (unit === 'year') {
      text = perPeriod >= YEAR_PX ? String(s.getFullYear()) : `’${String(s.getFullYear()).slice(2)}`;
    } else if (unit === 'month') {
      const january = s.getMonth() === 0;
      if (!isFirst && !january && s.getMonth() % step !== 0) return;
      text = january || isFirst ? `${MONTH.format(s)} ${s.getFullYear()}` : MONTH.format(s);
      // Narrow months: January shows its year alone.
      if (january && perPeriod * step < 2 * MONTH_PX) text = String(s.getFullYear());
    } else {
      const dayIndex = Math.round((s.getTime() - starts[0]!.getTime()) / DAY_MS);
      if (!isFirst && dayIndex % step !== 0) return;
      text = isFirst ? `${DAY.format(s)} ${s.getFullYear()}` : DAY.format(s);
    }
    // A period cut by the axis' start or end is labelled at that end, inside the axis.
    const anchor: TickLabel['anchor'] = a === t0 && s.getTime() < t0 ? 'start' : b === t1 && ends[i]! > t1 ? 'end' : 'middle';
    const t = anchor === 'start' ? t0 : anchor === 'end' ? t1 : unit === 'year' || (unit === 'month' && step === 1) ? (a + b) / 2 : a;
    labels.push({ t, label: text, anchor: unit !== 'year' && anchor === 'middle' && !(unit === 'month' && step === 1) ? 'start' : anchor });
  });
  // Drop a label that would overlap the one before it (an edge period a few pixels wide), never a year's only label.
  const kept: TickLabel[] = [];
  for (const l of labels) {
    const prev = kept[kept.length - 1];
    const isYear = /^(’?\d{2,4})$|\d{4}$/.test(l.label);
    if (prev && px(l.t - prev.t) < 14 && !isYear) continue;
    kept.push(l);
  }
  return { unit, lines, labels: kept };
}
