/**
 * Series questions (#29): a question about the shape of messages over months with one
 * person or one chat — the first month that reached a number, the month most in touch, the
 * month the messages rose and stayed up, the month someone became the person written to
 * most. One classifier (readSeries, word tables per language, each row a way of saying the
 * operation), pure operations over a month series (tested without a database), and one
 * answer that reads its counts through tools/series.ts (the one place that counts months).
 */
import { DateTime } from 'luxon';
import type { Citation } from '../../../../../contract/worlds-ask';
import { foldLetters, type MessageFilter } from '../tools/common';
import { monthlyByPartner, monthlyCounts, type MonthCount } from '../tools/series';
import type { Period } from '../tools/types';
import { month, num, plural } from './format';
import { allowed, call, NotShownError, type Calls } from './tools';

export type SeriesAsk = { op: 'reach'; n: number } | { op: 'max' } | { op: 'top' } | { op: 'rise' };

const fold = (x: string) => foldLetters(x).replace(/[’']/g, "'");

/**
 * The month as a unit ("in a month", "par mois", "in un mese", "ek mahine mein"): a count
 * reached within one month. Rows: English, French, Spanish/Portuguese, Italian, Hindi in Latin letters.
 */
const ONE_MONTH = [
  /\b(?:in|during|within) (?:a |one |1 )?(?:single )?(?:month|calendar month)\b|\b(?:a|per|each|every) month\b|\bmonthly\b/,
  /\b(?:en|dans) un (?:seul )?mois\b|\bpar mois\b/,
  /\b(?:en|in) un (?:solo )?mes\b|\bal mes\b|\bpor mes\b|\bem um mes\b|\bpor mes\b/,
  /\bin un (?:solo )?mese\b|\bal mese\b|\bin un mese\b/,
  /\bek (?:hi )?mahin[ea]y? (?:mein|me|main)\b|\bmahine (?:mein|me|main)\b/,
];
/** "when … first", "which month": the question asks for a month. */
const WHEN = /^(?:when|which month|what month|in which month|in what month|quand|quel mois|en quel mois|cuando|cuándo|en que mes|quando|em que mes|in quale mese|quale mese|kab|kis mahine|kaunse mahine)\b|\b(?:when|quand|quando|cuando|kab)\b/;
/** Being most in touch, in each language ("talked the most", "le plus en contact", "più in contatto", "sabse zyada baat"). */
const MOST_TOUCH = [
  /\bmost in touch\b|\bin touch (?:the )?most\b|\b(?:talk|talked|text|texted|chat|chatted|write|wrote|message|messaged|speak|spoke)(?: to| with)?(?: each other)? (?:the )?most\b|\bmost (?:contact|messages)\b|\bclosest\b/,
  /\ble plus (?:en contact|parle|ecrit|echange)\b|\b(?:parle|ecrit|echange)(?: avec \S+)? le plus\b/,
  /\bmas en contacto\b|\bhablamos (?:lo )?mas\b|\bmais em contato\b|\bfalamos mais\b/,
  /\bpiu in contatto\b|\b(?:parlato|scritto|sentiti|chattato)(?: \S+)? di piu\b|\bdi piu (?:parlato|scritto)\b/,
  /\bsabse (?:zyada|jyada|jada) (?:baat|baatein|message|messages|chat|contact)\b/,
];
/** Becoming the one written to most ("became my top contact", "devenu la personne…", "diventata la persona…", "sabse zyada … ban gaya"). */
const BECAME_TOP = [
  /\b(?:become|became|turn into|turned into|get to be|got to be|end up as|ended up as|take over as|took over as|overtake\w*|overtook)\b.*\b(?:most|top|number one|#1|no\.? ?1|favou?rite)\b/,
  /\b(?:devenu|devenue|devient|passe|passee) (?:la personne|le contact|mon contact|mon interlocuteur|ma personne|celui|celle|numero un)\b.*\b(?:le plus|plus souvent|principal)\b/,
  /\b(?:se convirtio|se volvio|virou|se tornou|passou a ser)\b.*\b(?:mas|principal)\b/,
  /\b(?:diventat[oa]|divent[ao])\b.*\b(?:di piu|piu spesso|principale|numero uno)\b/,
  /\bsabse (?:zyada|jyada|jada)\b.*\b(?:ban|bana|bani|bane)\b|\b(?:ban|bana|bani|bane)\b.*\bsabse (?:zyada|jyada|jada)\b/,
];
/** Starting to write more ("started texting … way more", "a commencé à écrire plus", "iniziato a scrivere di più", "zyada baat karna shuru"). */
const ROSE = [
  /\b(?:start|started|starting|begin|began|begun)\b(?: \S+){0,5} (?:more|a lot|way more|much more|lots|so much|more often|all the time|every day|daily|constantly)\b|\b(?:pick|picked|ramp|ramped|step|stepped) up\b|\b(?:took|take) off\b/,
  /\b(?:commence|commencer|commencee|mis|mise)(?: \S+){0,5} (?:plus|beaucoup plus|bien plus|davantage)\b/,
  /\b(?:empece|empezo|comence|comenzo|comecei|comecou)(?: \S+){0,5} (?:mas|mucho mas|muito mais|mais)\b/,
  /\b(?:iniziato|cominciato|iniziata|cominciata)(?: \S+){0,5} (?:di piu|molto di piu|piu spesso)\b/,
  /\b(?:zyada|jyada|jada)\b(?: \S+){0,4} (?:shuru|start)\b/,
];
/** "How many … who …" and rankings are not series questions about one subject. */
const NOT_SERIES = /^(?:who|whom|qui|chi|quien|quem|kaun)\b|\bhow many\b|\bcombien\b|\bquant[ie]\b|\bkitne\b/;

/** A question without the marks and spaces around it ("¿…?"). */
function bare(q: string): string {
  let a = 0;
  let b = q.length;
  while (a < b && '¿¡ \t\n'.includes(q[a]!)) a += 1;
  while (b > a && '?!. \t\n'.includes(q[b - 1]!)) b -= 1;
  return q.slice(a, b);
}

/**
 * The series operation a question asks for, or null. Read on the question as written and
 * as read in English (both folded); a number is needed for "reach" ("first hit 50 in a month").
 */
export function readSeries(...questions: string[]): SeriesAsk | null {
  for (const raw of questions) {
    const q = bare(fold(raw));
    if (NOT_SERIES.test(q)) continue;
    const n = /\b(\d{1,5})\b(?!\s*(?:am|pm|h\b|:))/.exec(q.replace(/\b(?:19|20)\d\d\b/g, ' '));
    if (n && ONE_MONTH.some((re) => re.test(q)) && WHEN.test(q)) return { op: 'reach', n: Number(n[1]) };
    if (!WHEN.test(q)) continue;
    if (BECAME_TOP.some((re) => re.test(q))) return { op: 'top' };
    if (ROSE.some((re) => re.test(q))) return { op: 'rise' };
    if (MOST_TOUCH.some((re) => re.test(q))) return { op: 'max' };
  }
  return null;
}

/* ---------- operations over a month series (pure) ---------- */

/** 'YYYY-MM' plus `k` months. */
export function addMonth(ym: string, k = 1): string {
  return DateTime.fromISO(`${ym}-01`, { zone: 'UTC' }).plus({ months: k }).toFormat('yyyy-MM');
}

/** Every month from the first to the last of `rows` (a month without messages counts 0). */
export function fillMonths(rows: MonthCount[]): MonthCount[] {
  if (!rows.length) return [];
  const by = new Map(rows.map((r) => [r.month, r.count]));
  const sorted = [...by.keys()].sort();
  const out: MonthCount[] = [];
  for (let m = sorted[0]!; m <= sorted.at(-1)!; m = addMonth(m)) out.push({ month: m, count: by.get(m) ?? 0 });
  return out;
}

/** The first month with at least `n`. */
export function firstReaching(months: MonthCount[], n: number): MonthCount | null {
  return months.find((m) => m.count >= n) ?? null;
}

/** The busiest month (the earliest on a tie) and the runner-up. */
export function monthOfMax(months: MonthCount[]): { best: MonthCount; next: MonthCount | null } | null {
  const sorted = [...months].sort((a, b) => b.count - a.count || a.month.localeCompare(b.month));
  return sorted[0] && sorted[0].count > 0 ? { best: sorted[0], next: sorted[1] ?? null } : null;
}

/** Months compared on each side of a rise. */
export const RISE_WINDOW = 6;
/** Months of the step itself: the level just before against just after. */
const STEP_WINDOW = 3;
/** A rise keeps at least this times the level before it (the month itself and the median month after). */
const RISE_STEP = 1.5;

const mean = (xs: MonthCount[]) => xs.reduce((a, m) => a + m.count, 0) / Math.max(1, xs.length);
function median(xs: MonthCount[]): number {
  const v = xs.map((m) => m.count).sort((a, b) => a - b);
  const h = Math.floor(v.length / 2);
  return v.length % 2 ? v[h]! : (v[h - 1]! + v[h]!) / 2;
}

/**
 * The month the level rose and stayed up. A month qualifies when it and the median of the
 * RISE_WINDOW months from it hold at least RISE_STEP times the mean of the RISE_WINDOW months
 * before (a one-month spike does not lift a median); among those, the sharpest step: the
 * STEP_WINDOW months from it against the STEP_WINDOW before, as (after + 1) / (before + 1).
 * At least 3 months must come before. Null when no month qualifies.
 */
export function riseStart(months: MonthCount[]): { month: string; before: number; after: number } | null {
  let best: { month: string; before: number; after: number; score: number } | null = null;
  for (let i = 3; i < months.length; i += 1) {
    const prev = months.slice(Math.max(0, i - RISE_WINDOW), i);
    const next = months.slice(i, i + RISE_WINDOW);
    if (next.length < 2) break;
    const before = mean(prev);
    const floor = RISE_STEP * Math.max(before, 1);
    if (months[i]!.count < floor || median(next) < floor) continue;
    const score = (mean(months.slice(i, i + STEP_WINDOW)) + 1) / (mean(months.slice(Math.max(0, i - STEP_WINDOW), i)) + 1);
    if (!best || score > best.score) best = { month: months[i]!.month, before, after: mean(next), score };
  }
  return best ? { month: best.month, before: best.before, after: best.after } : null;
}

/** A person is "the one written to most" from a month when they top at least this share of the months from it. */
export const TOP_SHARE = 0.75;

/**
 * The month `personId` became the one-to-one contact with the most messages: the first month
 * they top, from which they top at least TOP_SHARE of the months with any messages.
 */
export function becameTop(
  rows: { month: string; personId: string; name: string; count: number }[],
  personId: string,
): { month: string; count: number; runnerUp: { name: string; count: number } | null; topped: number; of: number } | null {
  const per = new Map<string, { personId: string; name: string; count: number }[]>();
  for (const r of rows) per.set(r.month, [...(per.get(r.month) ?? []), r]);
  const months = [...per.keys()].sort();
  const leader = (m: string) => [...per.get(m)!].sort((a, b) => b.count - a.count)[0]!;
  const tops = months.map((m) => leader(m).personId === personId);
  for (let i = 0; i < months.length; i += 1) {
    if (!tops[i]) continue;
    const after = tops.slice(i);
    const topped = after.filter(Boolean).length;
    if (topped >= TOP_SHARE * after.length) {
      const list = [...per.get(months[i]!)!].sort((a, b) => b.count - a.count);
      const second = list[1];
      return { month: months[i]!, count: list[0]!.count, runnerUp: second ? { name: second.name, count: second.count } : null, topped, of: after.length };
    }
  }
  return null;
}

/* ---------- the answer ---------- */

export interface SeriesSubject {
  /** The messages counted (a one-to-one chat, an author, a chat). */
  filter: MessageFilter;
  /** "between you and Sara", "in Family", "you sent Sara". */
  words: string;
  /** The person, when one is asked about (needed for "became the one written to most"). */
  person?: { id: string; name: string };
  cite: Citation;
}

export interface SeriesMade {
  answer: string;
  citations: Citation[];
  answered?: boolean;
  explain: string;
}

/** A month's first messages, cited for the month an answer leads with. */
async function monthCites(calls: Calls, zone: string, ym: string, filter: MessageFilter): Promise<Citation[]> {
  const from = DateTime.fromISO(`${ym}-01`, { zone });
  const res = await call(calls, 'messages_in_period', { ...filter, period: { from: from.toUTC().toISO()!, to: from.plus({ months: 1 }).toUTC().toISO()! }, limit: 3 });
  return res.data.messages.map((m) => ({ kind: 'message' as const, ...m }));
}

const round = (v: number) => num(Math.round(v));

/** Answers a series question about one subject over the period (all time when none). */
export async function answerSeries(calls: Calls, ask: SeriesAsk, s: SeriesSubject, zone: string, period: Period | undefined, label: string): Promise<SeriesMade> {
  // Read through the counting functions, not a tool call: the caller must be allowed the trend tool.
  if (!allowed(calls, 'trend')) throw new NotShownError('trend');
  const within = label ? ` ${label}` : '';
  if (ask.op === 'top') {
    if (!s.person) return { answer: 'Who became the person you write to most is asked of a person: name one.', citations: [], answered: false, explain: 'No person was named.' };
    const got = becameTop(await monthlyByPartner(calls.ctx, period), s.person.id);
    if (!got) {
      return {
        answer: `${s.person.name} never became the person you write with most${within}: no month from which they top your one-to-one chats most of the time.`,
        citations: [s.cite],
        explain: 'I counted the messages of each one-to-one chat per month and looked for the month from which this person tops most months.',
      };
    }
    const cites = await monthCites(calls, zone, got.month, { withPersonId: s.person.id });
    return {
      answer: `${month(got.month)} — ${s.person.name} became the person you write with most: ${plural(got.count, 'message')} that month${got.runnerUp ? ` (next: ${got.runnerUp.name}, ${num(got.runnerUp.count)})` : ''}, and on top in ${num(got.topped)} of the ${num(got.of)} months since.`,
      citations: [s.cite, ...cites],
      explain: `I counted the messages of each one-to-one chat per month and took the first month from which ${s.person.name} tops at least ${Math.round(TOP_SHARE * 100)} % of the months.`,
    };
  }
  const months = fillMonths(await monthlyCounts(calls.ctx, { ...s.filter, period }));
  if (!months.length) return { answer: `There are no messages ${s.words}${within}.`, citations: [s.cite], answered: false, explain: `I counted the messages ${s.words} per month.` };
  if (ask.op === 'reach') {
    const hit = firstReaching(months, ask.n);
    if (!hit) {
      const top = monthOfMax(months)!;
      return {
        answer: `No month reached ${plural(ask.n, 'message')} ${s.words}${within}: the most in one month was ${num(top.best.count)}, in ${month(top.best.month)}.`,
        citations: [s.cite, ...(await monthCites(calls, zone, top.best.month, s.filter))],
        explain: `I counted the messages ${s.words} per month.`,
      };
    }
    return {
      answer: `${month(hit.month)} — the first month with ${num(ask.n)} or more messages ${s.words}: ${num(hit.count)} that month.`,
      citations: [s.cite, ...(await monthCites(calls, zone, hit.month, s.filter))],
      explain: `I counted the messages ${s.words} per month and took the first month with at least ${num(ask.n)}.`,
    };
  }
  if (ask.op === 'max') {
    const top = monthOfMax(months)!;
    return {
      answer: `${month(top.best.month)} — your busiest month ${s.words}${within}: ${plural(top.best.count, 'message')}${top.next && top.next.count ? ` (next: ${month(top.next.month)}, ${num(top.next.count)})` : ''}.`,
      citations: [s.cite, ...(await monthCites(calls, zone, top.best.month, s.filter))],
      explain: `I counted the messages ${s.words} per month and took the month with the most.`,
    };
  }
  const rise = riseStart(months);
  if (!rise) {
    return {
      answer: `The messages ${s.words} never clearly rose${within}: no month from which they stayed at about twice the level before.`,
      citations: [s.cite],
      explain: `I counted the messages ${s.words} per month and compared each month's next ${RISE_WINDOW} months with the ${RISE_WINDOW} before.`,
    };
  }
  return {
    answer: `${month(rise.month)} — messages ${s.words} rose from about ${round(rise.before)} a month to about ${round(rise.after)} a month (the ${RISE_WINDOW} months before and from then).`,
    citations: [s.cite, ...(await monthCites(calls, zone, rise.month, s.filter))],
    explain: `I counted the messages ${s.words} per month and took the month from which the next ${RISE_WINDOW} months most exceed the ${RISE_WINDOW} before it.`,
  };
}

/** Whether a value kept in a conversation's state is a series operation (a follow-up reuses it). */
export function isSeriesAsk(v: unknown): v is SeriesAsk {
  if (!v || typeof v !== 'object') return false;
  const op = (v as { op?: unknown }).op;
  return op === 'max' || op === 'top' || op === 'rise' || (op === 'reach' && typeof (v as { n?: unknown }).n === 'number');
}
