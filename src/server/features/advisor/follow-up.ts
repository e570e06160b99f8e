/**
 * Follow-ups that build on the answers already given in a conversation:
 * - a what-if that changes one input ("and with X at N?", "N instead of M", "and in N?",
 *   "and if X doubles?") re-runs the earlier question with that one figure replaced, so the
 *   whole chain (graph, shape branches, formulas) is computed again from the new input;
 * - a turn that asks for the gap between two earlier answers ("the difference between those",
 *   "how much does that add versus the first one") subtracts the answers computed for them;
 * - a judgement ("is that bad?") with no figure of its own judges the answer given before.
 * Every figure is recomputed from the user's words; none is read back from the advisor's text.
 */
import * as fmt from './format';
import { labelOf } from '../../platform/ai/offline/reader/lexicon';
import { readQuestion, type Figure, type Metric, type Question } from './question';
import type { Analysis, Finding } from './compute';

type Analyse = (q: Question, earlier: Question[]) => Analysis;

/** The question asks how two answers given before differ. */
const GAP = /\bdifference\b|\bcompared?\s+(?:to|with)\b|\bversus\b|\bvs\.?\s|\bimprov\w*\s+(?:on|over)\b|\bbetween\s+(?:the|those|these|both)\s+(?:two\s+|2\s+)?(?:answers?|figures?|numbers?|results?|runways?|ones?|scenarios?)\b|\b(?:than|over|from)\s+(?:the\s+)?(?:first|original|earlier|previous|initial)\b/i;

export const asksGap = (text: string): boolean => GAP.test(text);

/** "N instead of M", "N rather than M", "N, not M": the new value of a figure, then the old. */
const PIVOT = /\s(?:instead of|rather than)\s|(?<=\d(?:[kmb%]|bn)?),?\s+not\s+(?=[$€£]?\d)/i;
/** A turn that corrects a figure said before ("sorry, cash is 1.4m", "I meant 60k not 50k", "typo: …"). */
const CORRECTION = /^\s*(?:sorry|oops|correction|actually|my bad|wait|typo|i meant|scratch that|small correction)\b/i;

/** The turn corrects or replaces a figure said before: it re-runs the earlier question with the new value. */
export const corrects = (text: string): boolean => PIVOT.test(text) || (CORRECTION.test(text) && /\d/.test(text));

/** Metrics that name the same input in a conversation: a follow-up's "burn" replaces the "net burn" said before. */
const FAMILY: Partial<Record<Metric, string>> = {
  burn: 'burn',
  netBurn: 'burn',
  mrr: 'revenue',
  revenue: 'revenue',
  customers: 'customers',
  newCustomers: 'customers',
  arr: 'arr',
  netNewArr: 'arr',
  price: 'price',
  arpu: 'price',
};
const family = (m: Metric) => FAMILY[m] ?? m;

/** The most recent earlier turn that asked something (the one a what-if re-runs), with the turns before it. */
function priorQuestion(earlier: Question[]): { prior: Question; before: Question[] } | undefined {
  // The newest turn that stood on its own (a what-if before it leans on it in turn).
  const standalone = earlier.findIndex((e) => !e.refersBack && !asksGap(e.text));
  const i = standalone >= 0 ? standalone : earlier.findIndex((e) => !asksGap(e.text));
  return i >= 0 ? { prior: earlier[i]!, before: earlier.slice(i + 1) } : undefined;
}

const escape = (s: string) => s.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

/** Replaces the first standalone occurrence of the amount `raw` in `text` with `by`. */
function replaceAmount(text: string, raw: string, by: string): string | undefined {
  const re = new RegExp(`(?<![\\d.,])${escape(raw)}(?![\\d])`);
  return re.test(text) ? text.replace(re, by) : undefined;
}

/** A whole or scaled value written as the reader reads it back: 1200000 → "1.2M", 1100 → "1100". */
const written = (v: number) => (v >= 1e6 && (v / 1e6) * 1000 === Math.round((v / 1e6) * 1000) ? `${v / 1e6}M` : v >= 1e4 && Number.isInteger(v / 1e3) ? `${v / 1e3}k` : String(Math.round(v * 1e6) / 1e6));

/** The amounts of a text, as written, with their values (for "60k instead of 52k"). */
function amountsOf(q: Question): { raw: string; value: number }[] {
  return [...q.figures, ...q.unlabelled].map((f) => ({ raw: f.raw, value: f.value }));
}

/**
 * The earlier question with one input replaced by what the follow-up says, or undefined when
 * the follow-up names no input the earlier question gave.
 */
export function rewritten(q: Question, prior: Question): string | undefined {
  let text = prior.text;
  let changed = false;
  const swap = (from: Pick<Figure, 'raw' | 'value'>, to: string) => {
    // A bare amount takes the currency the old one was written with ("€1,800" → "€900").
    const sign = /^[$€£]/.exec(from.raw)?.[0];
    const next = replaceAmount(text, from.raw, sign && /^\d/.test(to) ? `${sign}${to}` : to);
    if (next !== undefined && next !== text) {
      text = next;
      changed = true;
    }
  };
  const said = [...prior.figures, ...prior.unlabelled.map((u) => ({ ...u, metric: undefined as Metric | undefined }))];
  // "N instead of M", "N rather than M": M is the figure said before, N its new value.
  // A correction: "cash is 1.05m, not 900k" names the new value before the old one too.
  const pivot = PIVOT.exec(q.text);
  if (pivot) {
    const amounts = amountsOf(q);
    const newWord = q.text.slice(0, pivot.index).split(/\s+/).at(-1) ?? '';
    const oldWord = q.text.slice(pivot.index + pivot[0].length).split(/\s+/)[0] ?? '';
    const to = amounts.find((a) => newWord.includes(a.raw));
    const from = amounts.find((a) => oldWord.includes(a.raw));
    const old = from && said.find((f) => f.value === from.value);
    if (to && old) swap(old, to.raw);
    return changed ? text : undefined;
  }
  // A labelled figure replaces the one figure of its family said before ("and with burn at 60k?").
  for (const f of q.figures) {
    // "and if CAC drops to 1,200?": an amount said bare replaces the same metric's amount said with a currency.
    const same = prior.figures.filter((x) => family(x.metric) === family(f.metric) && (x.unit === f.unit || (x.unit !== 'percent' && f.unit !== 'percent' && x.unit !== 'months' && f.unit !== 'months')));
    if (same.length === 1 && same[0]!.value !== f.value) swap(same[0]!, f.raw);
  }
  // "and in 12?": an unlabelled amount after a preposition replaces the amount said after the same one.
  if (!q.figures.length) {
    for (const u of q.unlabelled) {
      const lead = new RegExp(`\\b(in|at|to|for|over|after|by|with)\\s+${escape(u.raw)}\\b`, 'i').exec(q.text)?.[1];
      if (!lead) {
        // "what if the CAC were 900?": the metric the follow-up names, said once before, takes the amount.
        const named = said.filter((f) => f.metric !== undefined && (q.asks as string[]).includes(f.metric) && f.unit !== 'percent' && u.unit !== 'percent' && f.value !== u.value);
        if (named.length === 1) swap(named[0]!, u.raw);
        continue;
      }
      const m = new RegExp(`\\b${lead}\\s+(?:the\\s+next\\s+|another\\s+)?(\\d[\\d.,]*)(?![\\d.,]*\\s?%)`, 'i').exec(text);
      if (m && Number(m[1]!.replace(/,/g, '')) !== u.value) {
        text = text.slice(0, m.index) + m[0].replace(m[1]!, u.raw) + text.slice(m.index + m[0].length);
        changed = true;
        continue;
      }
      // "price 50 … and at 60?": else the one earlier amount of the same unit and size (within 3×) is the one it replaces.
      const near = said.filter((f) => (f.unit === u.unit || (f.unit === 'money' && u.unit === 'count')) && f.value > 0 && u.value / f.value <= 3 && f.value / u.value <= 3 && f.value !== u.value);
      if (!m && near.length === 1) swap(near[0]!, u.raw);
    }
  }
  // "and if X doubles / falls 20%?": the one figure of that family said before, scaled.
  for (const a of q.adjustments) {
    if (a.factor === undefined) continue;
    const same = prior.figures.filter((x) => family(x.metric) === family(a.metric));
    if (same.length === 1) swap(same[0]!, written(same[0]!.value * a.factor));
  }
  return changed ? text : undefined;
}

const leadOf = (a: Analysis | undefined): Finding | undefined => a?.findings[0];

/** A finding's value in the unit of its display: 0.72 shown as "72%" is 72. */
function shown(f: Finding): number {
  const n = /-?\d[\d,]*(?:\.\d+)?/.exec(f.display.replace(/−/g, '-'));
  const d = n ? Number(n[0].replace(/,/g, '')) : NaN;
  if (/%/.test(f.display) && Number.isFinite(d) && Math.abs(f.value) > 0 && Math.abs(d / f.value - 100) < 5) return f.value * 100;
  return f.value;
}

/** The gap between two answers, written in their unit. */
function gapFinding(newer: Finding, older: Finding): Finding | undefined {
  const a = shown(newer);
  const b = shown(older);
  if (!Number.isFinite(a) || !Number.isFinite(b)) return undefined;
  const d = a - b;
  const unit = /%/.test(newer.display) ? 'points' : /\bmonths?\b/.test(newer.display) ? 'months' : /\$/.test(newer.display) ? 'money' : 'number';
  const size = Math.abs(d);
  const display = unit === 'points' ? `${fmt.count(Math.round(size * 10) / 10)} percentage points` : unit === 'months' ? fmt.months(size) : unit === 'money' ? fmt.money(size) : fmt.count(Math.round(size * 100) / 100);
  return {
    topic: newer.topic,
    label: d >= 0 ? 'Difference' : 'Difference (lower)',
    display,
    value: d,
    basis: `${newer.display} − ${older.display}`,
    meaning: d >= 0 ? 'the later answer is the higher one' : 'the later answer is the lower one',
    advice: 'plan against the lower of the two until the change is real',
    tone: 'good',
  };
}

/**
 * The answer to a follow-up that builds on earlier answers, or undefined for the usual path.
 * `earlier` is most recent first; `direct` is what the usual path answers.
 */
/**
 * "…and two more engineers at 10k a month each?" after a runway: people and their pay said in a
 * what-if with no hiring verb the reader turns into a burn change; their monthly cost on the burn.
 */
export function hireOnTop(q: Question): Question {
  if (!q.refersBack || q.adjustments.length) return q;
  // The pay: labelled as a cost per person, or any amount said "each" (whatever the role's word).
  const pay = q.figures.find((f) => f.metric === 'costPerPerson' && f.unit === 'money') ?? [...q.figures, ...q.unlabelled].find((u) => u.unit === 'money' && /\beach\b|\bper (?:head|person)\b/.test(u.raw));
  if (!pay) return q;
  const people = q.figures.find((f) => f.metric === 'headcount')?.value ?? q.unlabelled.find((u) => u.unit === 'count' && Number.isInteger(u.value) && u.value >= 1 && u.value < 50)?.value ?? 1;
  const monthly = pay.period === 'month' ? pay.value : pay.period === 'quarter' ? pay.value / 3 : pay.period === 'year' || pay.value >= 15_000 ? pay.value / 12 : pay.value;
  return { ...q, adjustments: [{ metric: 'burn', add: people * monthly }] };
}

/** Words of a period a short follow-up may ask in ("and quarterly?", "monthly?", "per year?"). */
const PERIOD_WORD = /\b(?:weekly|monthly|quarterly|yearly|annual(?:ly|i[sz]ed)?|per (?:week|month|quarter|year)|a (?:week|month|quarter|year)|(?:each|every) (?:week|month|quarter|year)|mom|qoq|yoy)\b/i;
/** The lead-in of a short follow-up: "and", "what about", "how about", "so", "ok". */
const LEAD_IN = /^\s*(?:(?:and|so|ok(?:ay)?|also|then|now)\b[\s,]*)?(?:(?:what|how) about|what's|what is|and)?\s*/i;
/** Currency words, by code. */
const CURRENCY: Record<string, string> = { euro: 'EUR', euros: 'EUR', eur: 'EUR', '€': 'EUR', dollar: 'USD', dollars: 'USD', usd: 'USD', $: 'USD', pound: 'GBP', pounds: 'GBP', gbp: 'GBP', '£': 'GBP', franc: 'CHF', francs: 'CHF', chf: 'CHF' };
const SYMBOL: Record<string, string> = { EUR: '€', USD: '$', GBP: '£', CHF: 'CHF ' };
const CUR = '(euros?|eur|€|dollars?|usd|\\$|pounds?|gbp|£|francs?|chf)';
/** "… in euros?", "to USD?": a currency asked at the end of a turn. */
const IN_CURRENCY = new RegExp(`\\b(?:in|to|into|as)\\s+${CUR}\\s*(?:\\?\\s*)?$`, 'i');

/** Money figures a short follow-up may name, with the metrics they were said as. */
const NAMED: Record<string, RegExp> = { 'Net burn': /\bburn\b/i, Cash: /\bcash\b|\bbank\b|\bbalance\b/i, MRR: /\bmrr\b/i, ARR: /\barr\b/i, Revenue: /\brevenue\b|\bsales\b|\bturnover\b/i, Costs: /\bcosts?\b|\bspend\b|\bexpenses?\b|\bopex\b/i };
const NAMED_METRICS: Record<string, (Metric | undefined)[]> = { 'Net burn': ['netBurn', 'burn'], Cash: ['cash'], MRR: ['mrr'], ARR: ['arr'], Revenue: ['revenue', 'mrr'], Costs: ['costs', 'grossBurn'] };

/** An exchange rate said in the conversation as "N A per B" or "1 B = N A": how many A one B buys. */
function rateOf(text: string, to: string): { from: string; rate: number } | undefined {
  const per = new RegExp(`(?<![\\d.])(\\d+(?:\\.\\d+)?)\\s*${CUR}\\s*(?:per|to the|for each|for one|for 1|a|an|/)\\s*(?:1\\s*)?${CUR}`, 'i').exec(text);
  const eq = new RegExp(`(?<![\\d.])1\\s*${CUR}\\s*(?:=|is|equals|buys|gets)\\s*(\\d+(?:\\.\\d+)?)\\s*${CUR}`, 'i').exec(text);
  const pairs: { a: string; b: string; n: number }[] = [];
  if (per) pairs.push({ a: CURRENCY[per[2]!.toLowerCase()]!, b: CURRENCY[per[3]!.toLowerCase()]!, n: Number(per[1]) });
  if (eq) pairs.push({ a: CURRENCY[eq[3]!.toLowerCase()]!, b: CURRENCY[eq[1]!.toLowerCase()]!, n: Number(eq[2]) });
  for (const p of pairs) {
    if (p.a === to && p.b !== to && p.n > 0) return { from: p.b, rate: p.n };
    if (p.b === to && p.a !== to && p.n > 0) return { from: p.a, rate: 1 / p.n };
  }
  return undefined;
}

/** An exchange rate written out ("1 USD = 0.92 EUR", "0.92 euros per dollar"), to take out of the turn that gives it. */
const RATE_SAID = new RegExp(`(?:[,;(] ?)?(?:at |rate:? )?(?:(?<![\\d.])1\\s*${CUR}\\s*(?:=|is|equals|buys|gets)\\s*\\d+(?:\\.\\d+)?\\s*${CUR}|(?<![\\d.])\\d+(?:\\.\\d+)?\\s*${CUR}\\s*(?:per|to the|for each|for one|for 1|a|an|/)\\s*(?:1\\s*)?${CUR})\\s*[)]?`, 'gi');

/** The numbers of a text as written, for comparing what a turn says again. */
const numbersOf = (text: string) => [...text.matchAll(/\d+(?:[.,]\d+)?/g)].map((m) => m[0]);

/** "a quarter? same 3% monthly, compounded": what follows the question only says again figures said before, so the ask is the question. */
function restatedOff(text: string, before: string): string {
  const i = text.indexOf('?');
  if (i < 0 || i === text.length - 1) return text;
  const tail = text.slice(i + 1);
  const said = new Set(numbersOf(before));
  return numbersOf(tail).every((n) => said.has(n)) ? text.slice(0, i + 1) : text;
}

/** The turn without the exchange rate it gives: "in euros? 1 USD = 0.92 EUR" → "in euros?". */
const withoutRate = (text: string) => text.replace(RATE_SAID, ' ').replace(/\s+/g, ' ').trim();

/**
 * A short follow-up that asks something new of the figures said before: "and retention?" after a churn,
 * "and quarterly?" after an annual churn, "burn in euros?" after a runway in dollars. The earlier message is
 * asked again with this turn's ask in place of its own (a period word swapped for the one said now), so every
 * figure is computed again from the user's words.
 */
function askedAgain(q: Question, earlier: Question[], analyse: Analyse): Analysis | undefined {
  const found = priorQuestion(earlier);
  if (!found) return undefined;
  const { prior, before } = found;
  const ask = restatedOff(withoutRate(q.text), prior.text).replace(LEAD_IN, '').trim();
  if (!ask || ask.split(/\s+/).length > 6) return undefined;
  // "burn in euros?": the earlier figure in dollars, at the rate the conversation gives.
  const currency = IN_CURRENCY.exec(ask);
  if (currency) {
    const to = CURRENCY[currency[1]!.toLowerCase()]!;
    const rate = rateOf([q.text, prior.text, ...earlier.map((e) => e.text)].join(' '), to);
    if (!rate) return undefined;
    const named0 = ask.slice(0, currency.index).replace(/^(?:what(?:'s| is| are)?|and|the|our|my)\s+/gi, '').trim();
    // "in euros?", "what's that in dollars?": the figure answered before, or the one amount said before.
    const metric = /^(?:that|it|this|those|these)?$/i.test(named0) ? '' : named0;
    if (!metric) {
      const before1 = leadOf(analyse(prior, before));
      const money = [prior.figures.filter((f) => f.unit === 'money')].find((l) => l.length === 1)?.[0];
      const value = before1 && /[$€£]|CHF/.test(before1.display) && !/\bmonths?\b/.test(before1.display) ? before1.value : money?.value;
      if (value === undefined) return undefined;
      const label = before1 && value === before1.value ? before1.label : labelOf(money!.metric);
      const period = before1 && value === before1.value ? (/\ba month\b/.test(before1.display) ? ' a month' : /\ba year\b/.test(before1.display) ? ' a year' : '') : money?.period === 'month' ? ' a month' : money?.period === 'year' ? ' a year' : '';
      const v = value * rate.rate;
      return { findings: [{ topic: before1?.topic ?? 'arr', label: `${label} in ${to}`, display: `${fmt.money(v).replace('$', SYMBOL[to]!)}${period}`, value: v, basis: `${fmt.money(value).replace('$', SYMBOL[rate.from]!)}${period} × ${Math.round(rate.rate * 1e4) / 1e4} ${to} per ${rate.from}`, meaning: 'at the rate you gave', advice: 'check the rate on the day you convert', tone: 'good' }], missing: [] };
    }
    // The figure named: one said before (its own metric), else the one the earlier figures compute.
    const named = Object.entries(NAMED).find(([, re]) => re.test(metric));
    const said = named ? [prior, ...earlier].flatMap((e) => e.figures).find((f) => f.unit === 'money' && NAMED_METRICS[named[0]]!.includes(f.metric)) : undefined;
    const lead = said ? undefined : leadOf(analyse(readQuestion(reasked(prior.text, `${metric}?`)), before));
    if (!said && (!lead || !/[$€£]|CHF/.test(lead.display) || /\bmonths?\b/.test(lead.display))) return undefined;
    const from = said ? said.value : lead!.value;
    const v = from * rate.rate;
    const period = said ? (said.period === 'month' ? ' a month' : said.period === 'year' ? ' a year' : '') : /\ba month\b/.test(lead!.display) ? ' a month' : /\ba year\b/.test(lead!.display) ? ' a year' : '';
    const display = `${fmt.money(v).replace('$', SYMBOL[to]!)}${period}`;
    const label = `${named ? named[0] : lead!.label} in ${to}`;
    const fromSaid = `${fmt.money(from).replace('$', SYMBOL[rate.from]!)}${period}`;
    return { findings: [{ topic: lead?.topic ?? (named?.[0] === 'Cash' ? 'runway' : 'netBurn'), label, display, value: v, basis: `${fromSaid} × ${Math.round(rate.rate * 1e4) / 1e4} ${to} per ${rate.from}`, meaning: 'at the rate you gave', advice: lead?.advice ?? 'check the rate on the day you convert', tone: 'good' }], missing: [] };
  }
  if (/\d/.test(ask)) return undefined;
  // "and quarterly?": the earlier question in that period.
  const period = PERIOD_WORD.exec(ask);
  const earlierPeriod = PERIOD_WORD.exec(asked(prior.text));
  const onlyPeriod = period && ask.replace(PERIOD_WORD, '').replace(/[?\s]/g, '') === '';
  // "and churn?" after "retention 94% a month: annual retention?": the same ask with the other side of the rate.
  const side = /^(churn|retention)(?: rate)?\s*\??$/i.exec(ask)?.[1]?.toLowerCase();
  const other = side && new RegExp(`\\b${side === 'churn' ? 'retention' : 'churn'}\\b(?![\\s\\S]*\\b${side === 'churn' ? 'retention' : 'churn'}\\b)`, 'i');
  const swapped = other && other.test(asked(prior.text)) ? prior.text.replace(other, side!) : undefined;
  // "monthly?" after a rate said per quarter and a question with no period ("is that a lot?"): the rate asked per month.
  const text = swapped ?? (onlyPeriod && earlierPeriod ? prior.text.replace(new RegExp(`${escape(earlierPeriod[0])}(?![\\s\\S]*${escape(earlierPeriod[0])})`, 'i'), period[0]) : onlyPeriod ? `${prior.text.trim()} ${ask.endsWith('?') ? ask : `${ask}?`}` : reasked(prior.text, ask.endsWith('?') ? ask : `${ask}?`));
  if (!text) return undefined;
  const a = analyse(readQuestion(text), before);
  return leadOf(a) ? { findings: [a.findings[0]!], missing: [] } : undefined;
}

/** A short turn that only makes sense on the figures before it: "burn in euros?", "quarterly?", "and retention?". */
export function asksAgain(text: string): boolean {
  const t = withoutRate(text);
  if (/\d/.test(t) || t.split(/\s+/).length > 6) return false;
  const ask = t.replace(LEAD_IN, '').trim();
  return IN_CURRENCY.test(ask) || (PERIOD_WORD.test(ask) && ask.replace(PERIOD_WORD, '').replace(/[?\s]/g, '') === '') || /^(?:and|what about|how about)\b/i.test(t);
}

/** The sentence of a message that asks (the last with a question mark), or all of it. */
const asked = (text: string) => [...text.split(/(?<=[.?!])\s+/)].reverse().find((x) => x.includes('?')) ?? text;

/** The earlier message with its ask (the last clause before "?", when it gives no figure) replaced by `ask`. */
function reasked(prior: string, ask: string): string {
  const t = prior.trim();
  if (!t.endsWith('?')) return `${t} ${ask}`;
  const body = t.slice(0, -1);
  const cut = Math.max(...['.', '?', '!', ',', ';', ':', '\n'].map((c) => body.lastIndexOf(c)));
  if (/\d/.test(body.slice(cut + 1))) return `${body}. ${ask}`;
  let head = body.slice(0, Math.max(0, cut + 1));
  while (head && /[,;:\s]/.test(head.at(-1)!)) head = head.slice(0, -1);
  return `${head}. ${ask}`;
}

export function followUpAnalysis(q: Question, earlier: Question[], analyse: Analyse, direct: () => Analysis): Analysis | undefined {
  if (!earlier.length) return undefined;
  // A gap asked beside a what-if ("and if we also cut burn by 20k, how much more than the first answer?"): this turn's answer less the one referred to.
  if (asksGap(q.text) && (q.adjustments.length || q.figures.some((f) => f.unit === 'money' || f.unit === 'percent'))) {
    const now = leadOf(direct());
    const answers = earlier.map((e, i) => leadOf(analyse(e, earlier.slice(i + 1)))).filter((f): f is Finding => f !== undefined && Number.isFinite(f.value));
    const pool = now ? answers.filter((f) => f.topic === now.topic) : [];
    const older = /\b(?:first|original|initial)\b/i.test(q.text) ? pool.at(-1) : pool[0];
    const gap = now && older && gapFinding(now, older);
    if (gap) return { findings: [gap], missing: [] };
  }
  if (asksGap(q.text) && !q.adjustments.length && !q.figures.some((f) => f.unit === 'money' || f.unit === 'percent')) {
    // The answers given so far, newest first; the gap is between the newest and the one referred to.
    const answers = earlier.map((e, i) => leadOf(analyse(e, earlier.slice(i + 1)))).filter((f): f is Finding => f !== undefined && Number.isFinite(f.value));
    if (answers.length >= 2) {
      const newer = answers[0]!;
      const pool = answers.slice(1).filter((f) => f.topic === newer.topic || f.display.replace(/[\d.,\s−+-]/g, '') === newer.display.replace(/[\d.,\s−+-]/g, ''));
      const older = /\b(?:first|original|initial)\b/i.test(q.text) ? pool.at(-1) : pool[0];
      const gap = older && gapFinding(newer, older);
      if (gap) return { findings: [gap], missing: [] };
    }
  }
  // "burn in euros?": a currency asked with a rate in the conversation is a conversion, whatever else the turn reads as.
  // The rate may come with the turn itself ("in euros? 1 USD = 0.92 EUR"): its amounts are the rate's, not new figures.
  const fx = withoutRate(q.text);
  if (!q.adjustments.length && IN_CURRENCY.test(fx) && (!q.figures.length || (fx !== q.text.trim() && !/\d/.test(fx)))) {
    const converted = askedAgain(q, earlier, analyse);
    if (converted) return converted;
  }
  const answer = direct();
  // A short turn with no figure of its own that the usual path cannot answer: the earlier figures, asked again.
  // Figures it only says again ("same 3% monthly") are not figures of its own.
  const priorText = priorQuestion(earlier)?.prior.text ?? '';
  const onlyRestated = q.figures.length > 0 && restatedOff(q.text, priorText) !== q.text && !/\d/.test(restatedOff(q.text, priorText));
  if (!leadOf(answer) && (!q.figures.length || onlyRestated) && !q.adjustments.length) {
    const again = askedAgain(q, earlier, analyse);
    if (again) return again;
  }
  const found = priorQuestion(earlier);
  if (!found || (!q.refersBack && !corrects(q.text))) return answer;
  const { prior, before } = found;
  const priorLead = leadOf(analyse(prior, before));
  const lead = leadOf(answer);
  // A judgement with nothing of its own to compute judges the answer given before.
  if (q.judges && !lead && priorLead) return { findings: [priorLead], missing: [] };
  // A what-if whose change did not reach the answer (the same figure, or none): re-run the earlier question with it.
  const unchanged = !lead || (priorLead !== undefined && lead.topic === priorLead.topic && lead.value === priorLead.value);
  // A topic the follow-up names only as the input it changes ("if net new ARR doubles") is not a new question.
  const changes = new Set<string>([...q.figures.map((f) => f.metric), ...q.adjustments.map((a) => a.metric)]);
  if (!unchanged || q.asked.some((t) => !prior.asked.includes(t) && !changes.has(t))) return answer;
  const text = rewritten(q, prior);
  if (!text) return answer;
  const rerun = leadOf(analyse(readQuestion(text), before));
  if (!rerun || (priorLead && rerun.value === priorLead.value)) return answer;
  return { findings: [rerun], missing: [] };
}
