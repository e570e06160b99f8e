/**
 * Julia's offline answers from what the founder uploaded and entered (issue #30, ADR 063):
 * runway from the latest cash and burn, growth between months, the latest MRR, ARR,
 * customers or churn, each figure cited by file and row ("metrics.csv, row for 2025-06");
 * and "which investor first?" from the investor database ranked against the founder
 * profile. The arithmetic and the number formats are the founder advisor's, handed in
 * by the composition root (src/server/offline-analyst.ts) as `FounderMath`.
 *
 * Pure: no I/O, no NLP. Undefined means "not a question the files or the investors
 * answer", and the usual chat answer is given instead.
 */
import { METRIC_NAMES, parseAmount, parsePeriod, type MetricKind, type ReadTable, type TableRow } from './table-values';

/** The founder advisor's math and formats this needs (features/advisor/founder-math.ts, format.ts). */
export interface FounderMath {
  runwayMonths(cash: number, monthlyNetBurn: number): number | undefined;
  /** The compound monthly rate that takes `current` to `target` in `months`. */
  growthNeeded(current: number, target: number, months: number): number | undefined;
  annualize(monthly: number): number | undefined;
  monthsUntilFundraise(runway: number, raiseMonths?: number): number | undefined;
  money(n: number): string;
  percent(fraction: number): string;
  months(n: number): string;
  count(n: number): string;
  /** An answer's "$" amounts in the one other currency the texts are written in ("Revenue (INR)" → ₹). */
  inCurrency(answer: string, texts: readonly string[]): string;
}

/** The investor database as far as "who first?" needs it (the julia-crm service's best matches). */
export interface InvestorBrief {
  /** The founder profile in one line ("Seed · B2B SaaS · $2M round · United States"), or null without one. */
  profile: string | null;
  /** Investors in the database. */
  total: number;
  /** The best matches, best first. */
  top: { name: string; firm: string; score: number; reasons: string[]; sample: boolean }[];
}

/** What the files workspace hands the offline engine besides the chat (task 'juliaFiles'). */
export interface JuliaFilesInput {
  /** The workspace's tables, newest file first (unreadable ones carry their `problem`). */
  tables: ReadTable[];
  /** Present when the message asks about investors. */
  investors?: InvestorBrief;
  /** Where the founder profile and the investor database are (a page path). */
  databasePath: string;
}

/* ---------- reading the question ---------- */

type Want = 'runway' | 'burn' | 'cash' | 'growth' | 'value' | 'summary';
type Subject = 'mrr' | 'arr' | 'revenue' | 'customers' | 'churn';

export interface Ask {
  wants: Set<Want>;
  /** The revenue-like figure asked about, if named. */
  subject?: Subject;
  /** A month the question names ("in October", "2025-06"). */
  month?: { month: number; year?: number };
  /** Figures the question gives ("if burn drops to $60k", "we have $900k in the bank"). */
  given: { cash?: number; burn?: number; raise?: number };
  investor: boolean;
}

const MONTH_NAMES = /\b(jan(?:uary)?|feb(?:ruary)?|mar(?:ch)?|apr(?:il)?|may|june?|july?|aug(?:ust)?|sep(?:t(?:ember)?)?|oct(?:ober)?|nov(?:ember)?|dec(?:ember)?)\b\.?(?:\s+(\d{4}))?/i;
const AMOUNT = /\(?[-−]?(?:us\$|usd|eur|gbp|[$€£])?\s?\d[\d.,]*(?:\s?(?:k|m|mm|bn|b|thousand|million|billion)\b)?%?\)?/gi;

/** Whether a message asks which investors to approach (not when to raise). */
export function asksAboutInvestors(text: string): boolean {
  const t = text.toLowerCase();
  // Investors by kind, or by a firm's usual name ("Harbor Capital", "Northwind Ventures").
  if (!/\b(?:investors?|vcs?|angels?|backers?|funds?|firms?|ventures|capital|partners)\b/.test(t)) return false;
  if (/\bwhen\b|\bhow long\b|\btiming\b/.test(t) && !/\bwho\b|\bwhich\b/.test(t)) return false;
  // Choosing among them ("which", "who", "first", "best match"), not what to send them or how to pitch.
  return (
    /\bwho\b|\bwhich\b|\bfirst\b|\bbest\b|\btop\b|\bmatch|\bprioriti|\brank|\bfit\b|\bright (?:ones?|investors?|vcs?|angels?|funds?)\b/.test(t) ||
    /\bshould (?:i|we) (?:talk to|pitch|approach|contact|reach out to|email|meet|call)\b(?! (?:them|investors|vcs|angels|funds|firms) (?:about|with|when))/.test(t)
  );
}

export function readAsk(text: string): Ask {
  const t = text.toLowerCase();
  const wants = new Set<Want>();
  let subject: Subject | undefined;
  if (/\bmrr\b|monthly recurring/.test(t)) subject = 'mrr';
  else if (/\barr\b|annual recurring|run[- ]rate/.test(t)) subject = 'arr';
  else if (/\brevenue|\bsales\b|\bincome\b|\btopline\b/.test(t)) subject = 'revenue';
  else if (/\bcustomers?\b|\busers?\b|\baccounts?\b|\bclients?\b|\bsubscribers?\b|\blogos?\b/.test(t)) subject = 'customers';
  if (/\bchurn|\bretention\b|\bcancel/.test(t)) subject = subject && subject !== 'customers' ? subject : 'churn';
  if (/\brunway\b|\brun(?:ning)? out\b|\bhow long\b.*\b(?:cash|money|last|survive)|\bmonths? (?:left|of cash|of runway)\b|\bsurviv|\bdefault (?:alive|dead)\b|\bzero cash\b|\bout of (?:cash|money)\b/.test(t)) wants.add('runway');
  if (/\bburn|\bspend(?:ing)?\b|\bexpenses?\b|\bcosts?\b|\bopex\b/.test(t)) wants.add('burn');
  if (/\bcash\b|\bbank\b|\bbalance\b/.test(t)) wants.add('cash');
  if (/\bgr[eo]w|\bgrowth\b|\bincreas|\bup (?:from|by)\b|\bmom\b|month[- ]over[- ]month|\bcagr\b|\bcompound|\bchange[ds]?\b|\btrend/.test(t)) wants.add('growth');
  if (subject) wants.add('value');
  if (/\bsummar|\boverview\b|\bhow are we doing\b|\bhow(?:'s| is) (?:it|the business|business|the company) (?:going|doing)\b|\bmetrics\b|\bnumbers\b|\bkpis?\b|\bhealth\b|\b(?:the|my|our|this|that) (?:file|csv|spreadsheet|sheet|data|table|upload)\b/.test(t)) {
    wants.add('summary');
  }
  const given: Ask['given'] = {};
  for (const m of text.matchAll(AMOUNT)) {
    const a = parseAmount(m[0].replace(/\s+/g, ''));
    if (!a || a.percent || a.value <= 0 || !/[$€£k]|\d{4,}|\b(?:m|mm|bn|b|thousand|million|billion)\b/i.test(m[0])) continue;
    const before = t.slice(Math.max(0, (m.index ?? 0) - 40), m.index).split(/[.;!?]/).pop() ?? '';
    if (/\b(?:burn|spend|spending|costs?|expenses)\b/.test(before)) given.burn = Math.abs(a.value);
    else if (/\braise[sd]?\b|\braising\b|\bround\b/.test(before)) given.raise = Math.abs(a.value);
    else if (/\bcash\b|\bbank\b|\bhave\b|\bbalance\b/.test(before)) given.cash = Math.abs(a.value);
  }
  // "and if we cut burn to $60k?": a scenario on the runway.
  if ((given.burn !== undefined || given.cash !== undefined || given.raise !== undefined) && /\bif\b|\bwhat about\b|\bsuppose\b|\bsay\b/.test(t)) wants.add('runway');
  let month: Ask['month'];
  const iso = /\b(\d{4})-(\d{2})\b/.exec(t);
  if (iso && Number(iso[2]) >= 1 && Number(iso[2]) <= 12) month = { year: Number(iso[1]), month: Number(iso[2]) };
  else {
    const named = MONTH_NAMES.exec(text);
    // "may" is a month only with a year or after a word that introduces one ("in May"), not "may I".
    const before = named ? text.slice(0, named.index).trimEnd().split(/\s+/).pop()?.toLowerCase() ?? '' : '';
    if (named && (named[1]!.toLowerCase() !== 'may' || named[2] || /^(?:in|of|for|since|from|to|during|last|this|until|through|between|and|by|early|late|mid)$/.test(before))) {
      const p = parsePeriod(named[1]! + (named[2] ? ` ${named[2]}` : ''));
      if (p?.month) month = { month: p.month, year: p.year };
    }
  }
  return { wants, subject, month, given, investor: asksAboutInvestors(text) };
}

/* ---------- figures from the tables ---------- */

interface Point {
  table: ReadTable;
  row: TableRow;
  value: number;
}

const readable = (tables: ReadTable[]) => tables.filter((t) => !t.problem && t.rows.length);

/** Every value of `kind` in the newest file that has one, in time order. */
function series(tables: ReadTable[], kind: MetricKind): Point[] {
  for (const table of readable(tables)) {
    const points = table.rows.filter((r) => r.values[kind] !== undefined).map((row) => ({ table, row, value: row.values[kind]! }));
    if (points.length) return points;
  }
  return [];
}

const latest = (tables: ReadTable[], kind: MetricKind) => series(tables, kind).at(-1);
const cite = (p: Point) => (p.row.where ? `${p.table.file}, ${p.row.where}` : p.table.file);
/** One citation for several points: "metrics.csv, rows for 2025-05 and 2025-06". */
function citeAll(points: Point[]): string {
  const unique = points.filter((p, i) => points.findIndex((q) => q.row === p.row) === i);
  if (unique.length === 1) return cite(unique[0]!);
  const files = new Set(unique.map((p) => p.table.file));
  if (files.size > 1) return unique.map(cite).join('; ');
  const labels = unique.map((p) => p.row.label);
  const kind = unique[0]!.row.where.split(' ')[0];
  if (labels.every(Boolean)) return `${unique[0]!.table.file}, ${kind}s for ${joinAnd(labels as string[])}`;
  return `${unique[0]!.table.file}, ${joinAnd(unique.map((p) => p.row.where))}`;
}
const joinAnd = (items: string[]) => (items.length <= 1 ? (items[0] ?? '') : `${items.slice(0, -1).join(', ')} and ${items.at(-1)}`);
/** "in 2025-06" for a labelled row, "" otherwise. */
const when = (p: Point) => (p.row.label ? ` in ${p.row.label}` : '');

interface Burn {
  value: number;
  /** "net burn", "expenses (gross burn: no revenue in the file)", … */
  what: string;
  points: Point[];
  /** The same burn over the last up to 3 periods, when there are 3. */
  average?: { value: number; from: string; to: string; n: number };
}

/** The monthly burn the files give: a burn column, else a cash-flow column, else expenses less revenue, else the fall in cash. */
function burnFrom(tables: ReadTable[], m: FounderMath): Burn | undefined {
  const averageOf = (points: Point[], value: (p: Point) => number): Burn['average'] => {
    const last = points.slice(-3);
    if (last.length < 3 || last[0]!.table.shape !== 'series' || !last.every((p) => p.row.label)) return undefined;
    return { value: last.reduce((a, p) => a + value(p), 0) / last.length, from: last[0]!.row.label!, to: last.at(-1)!.row.label!, n: last.length };
  };
  const burn = series(tables, 'burn');
  if (burn.length) return { value: burn.at(-1)!.value, what: 'net burn', points: [burn.at(-1)!], average: averageOf(burn, (p) => p.value) };
  const flow = series(tables, 'cashFlow');
  if (flow.length) return { value: -flow.at(-1)!.value, what: 'net burn (cash flow)', points: [flow.at(-1)!], average: averageOf(flow, (p) => -p.value) };
  const costs = series(tables, 'expenses');
  if (costs.length) {
    const income = (p: Point) => p.row.values.revenue ?? p.row.values.mrr;
    const withIncome = costs.filter((p) => income(p) !== undefined);
    if (withIncome.length) {
      const last = withIncome.at(-1)!;
      return {
        value: last.value - income(last)!,
        what: `net burn (${m.money(last.value)} costs − ${m.money(income(last)!)} ${last.row.values.revenue !== undefined ? 'revenue' : 'MRR'})`,
        points: [last],
        average: averageOf(withIncome, (p) => p.value - income(p)!),
      };
    }
    return { value: costs.at(-1)!.value, what: 'gross burn (costs; the file has no revenue to net off)', points: [costs.at(-1)!], average: averageOf(costs, (p) => p.value) };
  }
  const cash = series(tables, 'cash');
  if (cash.length >= 2 && cash[0]!.table.shape === 'series') {
    const [a, b] = cash.slice(-2) as [Point, Point];
    return { value: a.value - b.value, what: `net burn (cash fell from ${m.money(a.value)} to ${m.money(b.value)})`, points: [a, b] };
  }
  return undefined;
}

/** The columns a file has, for "it has X but no Y". */
function describeColumns(tables: ReadTable[]): string {
  const t = readable(tables)[0];
  if (!t) return '';
  const kinds = t.columns.filter((c) => c.kind !== 'period').map((c) => METRIC_NAMES[c.kind as MetricKind]);
  return `${t.file} has ${joinAnd(kinds)}`;
}

function meaningOf(months: number, m: FounderMath): string {
  if (months < 6) return 'That is critical: there is no time for a normal raise, so cut burn now.';
  const start = m.monthsUntilFundraise(months) ?? 0;
  const by = start <= 0 ? 'start raising now, since a round takes about 6 months' : `start raising by month ${m.count(Math.floor(start))}, since a round takes about 6 months`;
  return `${months < 12 ? 'That is tight' : months < 18 ? 'That is workable, not comfortable' : 'That is comfortable'}: ${by}.`;
}

function runwayAnswer(tables: ReadTable[], ask: Ask, m: FounderMath): string {
  const cashPoint = latest(tables, 'cash');
  const burn = burnFrom(tables, m);
  const cash = ask.given.cash ?? cashPoint?.value;
  const monthly = ask.given.burn ?? burn?.value;
  if (cash === undefined) {
    const have = burn ? `${describeColumns(tables)}: ${burn.what} ${m.money(burn.value)} a month${when(burn.points.at(-1)!)} (${citeAll(burn.points)}), but no cash balance.` : `${describeColumns(tables)}, but no cash balance or burn.`;
    return `${have} What is your cash in the bank today? With it I can work out the runway.`;
  }
  if (monthly === undefined) {
    return `${describeColumns(tables)}, with cash of ${m.money(cash)}${cashPoint && ask.given.cash === undefined ? ` (${cite(cashPoint)})` : ''}, but no burn, costs or second month of cash. What is your monthly net burn? With it I can work out the runway.`;
  }
  const raised = ask.given.raise ?? 0;
  const cashText = `${m.money(cash + raised)} cash${raised ? ` (${m.money(cash)} plus the ${m.money(raised)} raise)` : ''}${cashPoint && ask.given.cash === undefined ? ` (${cite(cashPoint)})` : ' (as you said)'}`;
  if (monthly <= 0) {
    return `Runway is not limited: ${burn && ask.given.burn === undefined ? `${burn.what.replace(/^net burn/, 'cash flow')} was positive by ${m.money(-monthly)}${when(burn.points.at(-1)!)} (${citeAll(burn.points)})` : 'you are not burning cash'}, so the ${m.money(cash)} is not running down.`;
  }
  const months = m.runwayMonths(cash + raised, monthly)!;
  const burnText =
    ask.given.burn !== undefined
      ? `${m.money(monthly)} burn a month (your figure${burn ? `; the file's latest is ${m.money(burn.value)}` : ''})`
      : `${m.money(monthly)} ${burn!.what} a month${when(burn!.points.at(-1)!)} (${citeAll(burn!.points)})`;
  const parts = [`Runway is ${m.months(months)}: ${cashText} ÷ ${burnText}.`];
  const avg = burn?.average;
  if (ask.given.burn === undefined && avg && avg.value > 0 && Math.abs(avg.value - monthly) / monthly >= 0.05) {
    parts.push(`At the average burn of the last ${avg.n} months (${m.money(avg.value)}, ${avg.from} to ${avg.to}) it is ${m.months(m.runwayMonths(cash + raised, avg.value)!)}.`);
  }
  parts.push(meaningOf(months, m));
  return parts.join(' ');
}

/** The revenue-like series a growth or value question is about: the one named, else MRR, revenue, ARR, customers. */
function subjectSeries(tables: ReadTable[], ask: Ask): { kind: MetricKind; points: Point[] } | undefined {
  const order: MetricKind[] = ask.subject && ask.subject !== 'churn' ? [ask.subject] : ['mrr', 'revenue', 'arr', 'customers'];
  for (const kind of order) {
    const points = series(tables, kind);
    if (points.length) return { kind, points };
  }
  return undefined;
}

const amount = (kind: MetricKind, v: number, m: FounderMath) => (kind === 'customers' || kind === 'newCustomers' || kind === 'lostCustomers' ? m.count(v) : kind === 'churn' ? m.percent(v) : m.money(v));
const nameOf = (kind: MetricKind) => (kind === 'mrr' || kind === 'arr' ? METRIC_NAMES[kind] : METRIC_NAMES[kind].charAt(0).toUpperCase() + METRIC_NAMES[kind].slice(1));

function growthAnswer(tables: ReadTable[], ask: Ask, m: FounderMath): string {
  const s = subjectSeries(tables, ask);
  if (!s) {
    const named = ask.subject && ask.subject !== 'churn' ? METRIC_NAMES[ask.subject] : 'MRR or revenue';
    return `${describeColumns(tables)}, but no ${named} column. What were your ${named} figures for the last two months?`;
  }
  if (s.points.length < 2) {
    const p = s.points[0]!;
    return `${p.table.file} has one ${nameOf(s.kind)} figure (${amount(s.kind, p.value, m)}${when(p)}, ${cite(p)}): growth needs two. What was it the month before?`;
  }
  return growthParts(s, ask, m).join(' ');
}

/** The change into the month asked about (else the latest), then the compound rate over the whole file. */
function growthParts({ kind, points }: { kind: MetricKind; points: Point[] }, ask: Ask, m: FounderMath): string[] {
  const name = nameOf(kind);
  let i = points.length - 1;
  if (ask.month) {
    const found = points.findLastIndex((p) => {
      const period = p.row.label ? parsePeriod(p.row.label) : undefined;
      return period?.month === ask.month!.month && (ask.month!.year === undefined || period.year === undefined || period.year === ask.month!.year);
    });
    if (found === 0) {
      const p = points[0]!;
      return [`${name}${when(p)} was ${amount(kind, p.value, m)} (${cite(p)}), the first month in the file, so there is no month before it to grow from.`];
    }
    if (found > 0) i = found;
  }
  const a = points[i - 1]!;
  const b = points[i]!;
  const parts: string[] = [];
  if (a.value > 0) {
    const g = b.value / a.value - 1;
    parts.push(`${name} ${g >= 0 ? 'grew' : 'fell'} ${m.percent(Math.abs(g))}${when(b)}, from ${amount(kind, a.value, m)} to ${amount(kind, b.value, m)} (${citeAll([a, b])}).`);
  } else parts.push(`${name} went from ${amount(kind, a.value, m)} to ${amount(kind, b.value, m)} (${citeAll([a, b])}).`);
  const first = points[0]!;
  const last = points.at(-1)!;
  if (points.length >= 3 && first.table.shape === 'series') {
    const k1 = first.row.label ? parsePeriod(first.row.label)?.key : undefined;
    const k2 = last.row.label ? parsePeriod(last.row.label)?.key : undefined;
    const span = k1 !== undefined && k2 !== undefined && k2 > k1 ? k2 - k1 : points.length - 1;
    const g = m.growthNeeded(first.value, last.value, span);
    if (g !== undefined) {
      parts.push(
        `${first.row.label && last.row.label ? `From ${first.row.label} to ${last.row.label}` : `Over the ${m.count(points.length)} rows`} it ${g >= 0 ? 'grew' : 'shrank'} ${m.percent(Math.abs(g))} a month compounded (${amount(kind, first.value, m)} to ${amount(kind, last.value, m)} over ${m.months(span)}).`,
      );
    }
  }
  return parts;
}

/** The latest figure of what was asked, with what it implies (ARR from MRR, ARPU). */
function valueAnswer(tables: ReadTable[], ask: Ask, m: FounderMath): string | undefined {
  if (ask.subject === 'churn') {
    const c = latest(tables, 'churn');
    if (c) return `Churn was ${m.percent(c.value)}${when(c)} (${cite(c)}).${average(tables, 'churn', m)}`;
    const lost = latest(tables, 'lostCustomers');
    const customers = series(tables, 'customers');
    if (lost && customers.length >= 2 && lost.row.label) {
      const before = customers[customers.findIndex((p) => p.row === lost.row) - 1];
      if (before && before.value > 0) return `Churn was ${m.percent(lost.value / before.value)}${when(lost)}: ${m.count(lost.value)} customers lost of ${m.count(before.value)} at the start (${citeAll([before, lost])}).`;
    }
    return `${describeColumns(tables)}, but no churn column. How many customers did you start the month with, and how many left?`;
  }
  const kind: MetricKind | undefined = ask.subject;
  if (kind === 'arr') {
    const arr = latest(tables, 'arr');
    if (arr) return `ARR was ${m.money(arr.value)}${when(arr)} (${cite(arr)}).`;
    const mrr = latest(tables, 'mrr');
    if (mrr) return `ARR is ${m.money(m.annualize(mrr.value)!)} at the latest run rate: 12 × ${m.money(mrr.value)} MRR${when(mrr)} (${cite(mrr)}).`;
  }
  if (kind) {
    const p = latest(tables, kind);
    if (!p) return `${describeColumns(tables)}, but no ${METRIC_NAMES[kind]} column. What is your ${METRIC_NAMES[kind]}?`;
    const extra =
      kind === 'mrr'
        ? ` That is ${m.money(m.annualize(p.value)!)} ARR.`
        : kind === 'customers' && p.row.values.mrr
          ? ` ARPU ${m.money(p.row.values.mrr / p.value)} a month (MRR ÷ customers).`
          : '';
    return `${nameOf(kind)} was ${amount(kind, p.value, m)}${when(p)} (${cite(p)}).${extra}`;
  }
  return undefined;
}

function average(tables: ReadTable[], kind: MetricKind, m: FounderMath): string {
  const pts = series(tables, kind).slice(-3);
  if (pts.length < 3) return '';
  return ` The last 3 months averaged ${amount(kind, pts.reduce((a, p) => a + p.value, 0) / 3, m)}.`;
}

function burnAnswer(tables: ReadTable[], m: FounderMath): string {
  const burn = burnFrom(tables, m);
  if (!burn) return `${describeColumns(tables)}, but no burn, costs or cash over two months. What is your monthly net burn?`;
  const last = burn.points.at(-1)!;
  const avg = burn.average ? ` The last ${burn.average.n} months averaged ${m.money(burn.average.value)} (${burn.average.from} to ${burn.average.to}).` : '';
  if (burn.value <= 0) return `No burn${when(last)}: cash flow was positive by ${m.money(-burn.value)} (${citeAll(burn.points)}).${avg}`;
  return `${burn.what.charAt(0).toUpperCase() + burn.what.slice(1)} was ${m.money(burn.value)}${when(last)} (${citeAll(burn.points)}).${avg}`;
}

function cashAnswer(tables: ReadTable[], m: FounderMath): string {
  const c = latest(tables, 'cash');
  if (!c) return `${describeColumns(tables)}, but no cash balance. What is your cash in the bank today?`;
  return `Cash was ${m.money(c.value)}${when(c)} (${cite(c)}).`;
}

/** Every latest figure, the runway and the growth, as far as the files go. */
function summaryAnswer(tables: ReadTable[], ask: Ask, m: FounderMath): string {
  const t = readable(tables)[0]!;
  const kinds = t.columns.map((c) => c.kind).filter((k): k is MetricKind => k !== 'period');
  const lastRow = t.rows.at(-1)!;
  const figures = kinds.filter((k) => lastRow.values[k] !== undefined).map((k) => `${METRIC_NAMES[k]} ${amount(k, lastRow.values[k]!, m)}`);
  const parts = [`${t.file}: ${m.count(t.rows.length)} row${t.rows.length === 1 ? '' : 's'}${t.rows[0]!.label && t.rows.length > 1 ? ` from ${t.rows[0]!.label} to ${lastRow.label}` : ''}. Latest (${lastRow.where || t.file}): ${joinAnd(figures)}.`];
  const growing = subjectSeries(tables, { ...ask, subject: undefined });
  if (growing && growing.points.length >= 2) parts.push(growthParts(growing, { ...ask, month: undefined }, m)[0]!);
  const cash = latest(tables, 'cash');
  const burn = burnFrom(tables, m);
  if (cash && burn && burn.value > 0) parts.push(`Runway ${m.months(m.runwayMonths(cash.value, burn.value)!)} at that cash and ${m.money(burn.value)} ${burn.what.split(' (')[0]} a month.`);
  return parts.join(' ');
}

/** Figures the tables do not hold (the founder advisor computes them from what is said): not answered from the files. */
const ELSEWHERE = /\bburn multiple\b|\bltv\b|\bcac\b|\bpayback\b|\bdilution\b|\bvaluation\b|\b(?:pre|post)[- ]money\b|\bcap table\b|\bsafes?\b|\boption pool\b|\bmargin\b|\brule of 40\b|\bmagic number\b/i;

/** What the files say about the question, or undefined when they do not bear on it. */
export function answerFromTables(question: string, tables: ReadTable[], m: FounderMath): string | undefined {
  const ask = readAsk(question);
  if (!tables.length || !ask.wants.size || ELSEWHERE.test(question)) return undefined;
  const ok = readable(tables);
  const problems = tables.filter((t) => t.problem).map((t) => t.problem!);
  if (!ok.length) {
    const first = tables.every((t) => t.retry) ? 'Ask again in a moment' : 'Fix it and upload it again';
    const need = ask.wants.has('runway') ? ` ${first}, or tell me your cash and monthly burn.` : ` ${first}, or type the figures here.`;
    return `${problems.slice(0, 2).join(' ')}${need}`;
  }
  let answer: string;
  if (ask.wants.has('runway')) answer = runwayAnswer(tables, ask, m);
  else if (ask.wants.has('growth') && ask.subject !== 'churn') answer = growthAnswer(tables, ask, m);
  else if (ask.wants.has('value') && ask.subject) answer = valueAnswer(tables, ask, m) ?? summaryAnswer(tables, ask, m);
  else if (ask.wants.has('burn')) answer = burnAnswer(tables, m);
  else if (ask.wants.has('cash')) answer = cashAnswer(tables, m);
  else answer = summaryAnswer(tables, ask, m);
  // A file that could not be read is said plainly, once, after the answer.
  return problems.length ? `${answer} (${problems[0]})` : answer;
}

/* ---------- investors ---------- */

export function answerAboutInvestors(brief: InvestorBrief, databasePath: string): string {
  if (!brief.profile) {
    return (
      `To say who to talk to first I need your founder profile (stage, sectors, round size and geography): add it on the investor database page, ${databasePath}, and I will rank your investors by fit.` +
      (brief.total === 0 ? ' Your investor database is empty too: import your list there.' : '')
    );
  }
  const [best, ...next] = brief.top;
  if (!best || brief.total === 0) {
    return `Your investor database is empty, so there is no one to rank yet: add or import investors at ${databasePath} and I will rank them against your profile (${brief.profile}).`;
  }
  const sample = brief.top.some((i) => i.sample) ? ' These are sample investors (made-up people and firms), not real ones: import your own list to rank real investors.' : '';
  const others = next.slice(0, 2).map((i) => `${i.name} (${i.firm}, ${i.score}%)`);
  const why = best.reasons.slice(0, 4).join('; ');
  const lead = best.score >= 50 ? `Talk to ${best.name} (${best.firm}) first` : `No strong match yet; the closest is ${best.name} (${best.firm})`;
  return `${lead}: ${best.score}% match with your profile (${brief.profile})${why ? `: ${why}` : ''}.${others.length ? ` Then ${joinAnd(others)}.` : ''}${sample}`;
}

/* ---------- the answer ---------- */

/**
 * Julia's offline answer to the latest message from the workspace's tables and investor
 * brief, or undefined to leave it to the usual chat answer. A scenario follow-up gives
 * its own figure ("and if burn drops to $60k?") and is answered against the files.
 */
export function answerFromFiles(input: { focus?: string; juliaFiles?: JuliaFilesInput }, m: FounderMath): string | undefined {
  const material = input.juliaFiles;
  const focus = input.focus?.trim();
  if (!material || !focus) return undefined;
  if (material.investors && asksAboutInvestors(focus)) return answerAboutInvestors(material.investors, material.databasePath);
  return answerFromTables(focus, material.tables, m);
}
