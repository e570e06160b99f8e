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
import { readQuestion, type Figure, type Metric, type Question } from './question';
import type { Analysis, Finding } from './compute';

type Analyse = (q: Question, earlier: Question[]) => Analysis;

/** The question asks how two answers given before differ. */
const GAP = /\bdifference\b|\bcompared?\s+(?:to|with)\b|\bversus\b|\bvs\.?\s|\bimprov\w*\s+(?:on|over)\b|\bbetween\s+(?:the|those|these|both)\s+(?:two\s+|2\s+)?(?:answers?|figures?|numbers?|results?|runways?|ones?|scenarios?)\b|\b(?:than|over|from)\s+(?:the\s+)?(?:first|original|earlier|previous|initial)\b/i;

export const asksGap = (text: string): boolean => GAP.test(text);

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
    const next = replaceAmount(text, from.raw, to);
    if (next !== undefined && next !== text) {
      text = next;
      changed = true;
    }
  };
  const said = [...prior.figures, ...prior.unlabelled.map((u) => ({ ...u, metric: undefined as Metric | undefined }))];
  // "N instead of M", "N rather than M": M is the figure said before, N its new value.
  const pivot = /\s(?:instead of|rather than)\s/i.exec(q.text);
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
    const same = prior.figures.filter((x) => family(x.metric) === family(f.metric) && x.unit === f.unit);
    if (same.length === 1 && same[0]!.value !== f.value) swap(same[0]!, f.raw);
  }
  // "and in 12?": an unlabelled amount after a preposition replaces the amount said after the same one.
  if (!q.figures.length) {
    for (const u of q.unlabelled) {
      const lead = new RegExp(`\\b(in|at|to|for|over|after|by|with)\\s+${escape(u.raw)}\\b`, 'i').exec(q.text)?.[1];
      if (!lead) continue;
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

export function followUpAnalysis(q: Question, earlier: Question[], analyse: Analyse, direct: () => Analysis): Analysis | undefined {
  if (!earlier.length) return undefined;
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
  const answer = direct();
  const found = priorQuestion(earlier);
  if (!found || (!q.refersBack && !/\binstead of\b|\brather than\b/i.test(q.text))) return answer;
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
