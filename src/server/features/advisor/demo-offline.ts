/**
 * The demo's advisor in the offline engine (task 'advisor', POST /api/demo's questions about
 * its decisions and tasks), handed to the offline analyst by the NLP worker's composition
 * (src/server/offline-analyst.ts, ADR 050; it lived in platform/ai/offline/analyst.ts until
 * #26). A founder question the figures answer gets the advisor's grounded answer
 * (offline.ts); otherwise the answer is written from the analyst's reading of the material:
 * what a person named owns, the open tasks, the decision or task the question is about
 * with its options (the best return for the risk), else the most pressing decisions.
 */
import type { AnalystDecision, AnalystInput, AnalystOption, AnalystTask, OfflineSkill } from '../../platform/ai/types';
import {
  analyse,
  cap,
  DONE,
  fit,
  fmtNumber,
  fmtNumbers,
  lemmas,
  listOf,
  mentionsMaterial,
  metricNumbers,
  nextStep,
  overlap,
  q,
  shorten,
  type Facts,
  type Line,
  type MaybeLine,
} from '../../platform/ai/offline/analyst';
import { readFigures } from '../../platform/ai/offline/reader/figures';
import * as fmt from './format';
import { advisorOffline } from './offline';

// The demo advisor's task: requests carry `{ task: 'advisor', focus, decisions, tasks, metrics }`,
// the analyst's own material, so the task adds no field of its own.
declare module '../../platform/ai/types' {
  interface OfflineSkillInputs {
    advisor: never;
  }
}

/** 'ROI 310% over 18 months' → 310; undefined when the return is not a percentage. */
function roiPercent(roi: string | undefined): number | undefined {
  const m = /(-?(?<!\d)\d+(?:\.\d+)?)\s*%/.exec(roi ?? '');
  return m ? Number(m[1]) : undefined;
}
const RISK_WEIGHT: Record<string, number> = { low: 1, medium: 1.5, high: 2.5 };

/** '"Retained executive search": ROI 310% over 18 months, medium risk' */
function optionLine(o: AnalystOption): string {
  const roi = o.roi?.replace(/^roi:?\s*/i, '').trim();
  // 'ROI 310% over 18 months', but a return that is not a figure reads as written: 'defers an estimated $310K of new ARR'.
  const ret = roi && (/^[-+~]?\$?\d/.test(roi) ? `ROI ${roi}` : roi.charAt(0).toLowerCase() + roi.slice(1));
  const parts = [ret, o.riskLevel && `${o.riskLevel.toLowerCase()} risk`].filter(Boolean);
  return `${q(o.title, 6)}${parts.length ? `: ${parts.join(', ')}` : ''}`;
}

/**
 * The option with the best return for its risk (ROI ÷ a risk weight: low 1, medium 1.5,
 * high 2.5), when at least two options state a percentage ROI.
 */
function bestOption(options: AnalystOption[]): AnalystOption | undefined {
  const scored = options
    .map((o) => ({ o, roi: roiPercent(o.roi) }))
    .filter((x): x is { o: AnalystOption; roi: number } => x.roi !== undefined)
    .map((x) => ({ ...x, score: x.roi / (RISK_WEIGHT[(x.o.riskLevel ?? '').toLowerCase()] ?? 1.5) }));
  if (scored.length < 2) return undefined;
  return scored.sort((a, b) => b.score - a.score)[0]!.o;
}

/** What the options of a decision offer, and the one that pays best for its risk. */
function optionLines(d: AnalystDecision): Line[] {
  const options = (d.options ?? []).filter((o) => o.title);
  if (!options.length) return [];
  const lines: Line[] = [{ text: `Options: ${options.slice(0, 3).map(optionLine).join('; ')}.`, priority: 0 }];
  const best = bestOption(options);
  if (best) {
    lines.push({
      text: `Best return for the risk: ${q(best.title, 6)}${best.riskLevel ? ` (${best.riskLevel.toLowerCase()} risk)` : ''}.`,
      priority: 1,
    });
  }
  return lines;
}

/** The people of the material the question names, by first or last name ('What is Priya working on?'). */
function peopleAskedAbout(input: AnalystInput): string[] {
  const words = new Set((input.focus ?? '').toLowerCase().match(/[a-z\u00c0-\u024f']+/g) ?? []);
  const people = new Set<string>();
  for (const name of [...(input.tasks ?? []).map((t) => t.assignee), ...(input.decisions ?? []).map((d) => d.assignee)]) {
    if (name && name.toLowerCase().split(/\s+/).some((part) => part.length > 2 && words.has(part))) people.add(name);
  }
  return [...people];
}

const ASKS_ABOUT_TASKS = /\b(tasks?|to-?dos?|action items?|workload|assignments?)\b/i;

function taskLine(t: AnalystTask, withOwner = true): string {
  const bits = [withOwner && t.assignee, t.status && t.status.replace('-', ' '), t.priority && `${t.priority} priority`].filter(Boolean);
  return `${q(t.title, 7)}${bits.length ? ` (${bits.join(', ')})` : ''}`;
}

function writeAdvisor(input: AnalystInput, f: Facts, next: string, limit: number): string {
  const lines: MaybeLine[] = [];
  const open = (status?: string) => !DONE.test(status ?? '');

  // Someone named: what they own, tasks first.
  const people = peopleAskedAbout(input);
  if (people.length) {
    for (const person of people.slice(0, 2)) {
      const tasks = (input.tasks ?? []).filter((t) => t.assignee === person && open(t.status));
      const decisions = (input.decisions ?? []).filter((d) => d.assignee === person && open(d.status));
      const owns = [...tasks.map((t) => `task ${taskLine(t, false)}`), ...decisions.map((d) => `decision ${q(d.title, 7)} (${d.urgency ? `${d.urgency} urgency` : d.status ?? 'open'})`)];
      const doneCount = (input.tasks ?? []).filter((t) => t.assignee === person && !open(t.status)).length;
      lines.push({
        text: owns.length ? `${person} owns ${listOf(owns)}.` : `${person} has nothing open${doneCount ? ` (${doneCount} task${doneCount > 1 ? 's' : ''} completed)` : ''}.`,
        priority: 0,
      });
      const inOption = (input.decisions ?? []).find((d) => open(d.status) && d.options?.some((o) => o.title.toLowerCase().includes(person.toLowerCase().split(' ')[0]!)));
      if (inOption) lines.push({ text: `${person.split(' ')[0]} is also an option in ${q(inOption.title, 7)}.`, priority: 1 });
    }
    const first = people[0]!;
    const theirs = f.openTasks.find((t) => t.assignee === first);
    lines.push({ text: `${cap(theirs ? `finish ${q(theirs.title)} with ${first}` : next)}.`, priority: 0 });
    return fit(lines, limit);
  }

  // Asked about the tasks: the open ones, most important first.
  if (input.focus && ASKS_ABOUT_TASKS.test(input.focus) && f.taskCount) {
    const tasks = f.openTasks.slice(0, 4).map((t) => taskLine(t));
    lines.push({ text: tasks.length ? `The open tasks, most important first, are ${tasks.join('; ')}.` : 'Every task is completed.', priority: 0 });
    lines.push({ text: `${f.openTasks.length} of ${f.taskCount} tasks are open.`, priority: 1 });
    const task = f.openTasks[0];
    lines.push({ text: `${cap(task ? `finish ${q(task.title)}${task.assignee ? ` with ${task.assignee}` : ''}` : next)}.`, priority: 0 });
    return fit(lines, limit);
  }

  const topic = input.focus ? [...lemmas(input.focus)].filter((l) => f.keywords.includes(l))[0] : undefined;
  const t = f.relevant.tasks[0];
  // A task the question names more closely than any decision leads alone ("the board deck").
  const focusLemmas = lemmas(input.focus ?? '');
  const score = (text: string) => overlap(focusLemmas, text);
  const top = f.relevant.decisions[0];
  const taskFirst = Boolean(t && (!top || score(`${t.title} ${t.assignee ?? ''}`) > score(`${top.title} ${top.context ?? ''} ${(top.options ?? []).map((o) => o.title).join(' ')}`)));
  const d = taskFirst ? undefined : top;
  if (taskFirst && t) next = DONE.test(t.status ?? '') ? next : `finish ${q(t.title)}${t.assignee ? ` with ${t.assignee}` : ''}`;
  const m = f.relevant.metrics.slice(0, 2).map(fmtNumber);
  if (d || t || m.length) {
    if (d) {
      // A context cut short ends with its ellipsis, not a full stop after it.
      const context = d.context ? ` ${cap(shorten(d.context, 18))}` : '';
      lines.push({
        text: `${topic && !d.options?.length ? `On ${topic}: ` : ''}${q(d.title)} is ${d.status ?? 'open'}${d.urgency ? ` with ${d.urgency} urgency` : ''}.${context}${!context || context.endsWith('…') || /[.!?]$/.test(context) ? '' : '.'}`,
        priority: 0,
      });
      if (open(d.status)) lines.push(...optionLines(d));
    }
    if (t) {
      lines.push({
        text: `Task ${q(t.title)}${t.assignee ? ` (${t.assignee})` : ''} is ${t.status ?? 'open'}${t.priority ? `, ${t.priority} priority` : ''}.`,
        priority: d ? 1 : 0,
      });
    }
    if (m.length) lines.push({ text: `The figures that bear on it are ${listOf(m)}.`, priority: 1 });
  } else {
    const [first, second] = f.openDecisions;
    if (first) {
      const urgency = (x: AnalystDecision) => (x.urgency ? ` (${x.urgency} urgency)` : '');
      lines.push({
        text: `The most pressing decision is ${q(first.title, 8)}${urgency(first)}${second ? `, then ${q(second.title, 6)}${second.urgency ? ` (${second.urgency})` : ''}` : ''}.`,
        priority: 0,
      });
      lines.push(...optionLines(first));
    }
    const tasks = f.openTasks.slice(0, 2).map((x) => `${q(x.title, 6)}${x.assignee ? ` (${x.assignee})` : ''}`);
    if (tasks.length) lines.push({ text: `Open tasks include ${listOf(tasks)}.`, priority: 2 });
    // The company's own metrics when given: numbers mined from decision texts lose their context.
    const given = metricNumbers(input, 0);
    const nums = fmtNumbers(given.length ? given : f.numbers, 2);
    if (nums.length) lines.push({ text: `Your latest figures are ${listOf(nums)}.`, priority: 3 });
  }
  if (f.decisionCount) {
    lines.push({ text: `${f.openDecisions.length} of ${f.decisionCount} decisions are still open.`, priority: 2 });
  }
  lines.push({ text: `${cap(next)}.`, priority: 0 });
  return fit(lines, limit);
}


/** Words of a question or a title that say nothing about which decision is meant. */
const GENERIC_WORDS = new Set([
  'runway', 'burn', 'cash', 'happens', 'happen', 'what', 'would', 'could', 'should', 'afford', 'months', 'month', 'much', 'does',
  'with', 'that', 'this', 'will', 'then', 'into', 'from', 'money', 'left', 'change', 'changes', 'when', 'after', 'were', 'how',
  'long', 'last', 'have', 'make', 'take', 'mean', 'means', 'impact', 'affect', 'effect', 'new', 'the', 'our', 'and',
]);
const contentWords = (s: string) => (s.toLowerCase().match(/[a-z]{3,}/g) ?? []).filter((w) => w.length >= 4 && !GENERIC_WORDS.has(w));
/** "hire" ~ "hires", "europe" ~ "european", "expand" ~ "expansion": a shared stem of at least 4–5 letters. */
function sameStem(a: string, b: string): boolean {
  const n = Math.min(5, a.length, b.length);
  return a.slice(0, n) === b.slice(0, n);
}
const matches = (words: string[], text: string) => contentWords(text).filter((w) => words.some((x) => sameStem(x, w))).length;

/**
 * "What happens to runway if we hire the VP of Sales?", "…if we expand into Europe?": the
 * decision of the material the question names, priced from its option (the one the question
 * names, else the first with a cost in money) against the cash and burn of the metrics. A
 * salary, a raise or a cost "a year" or "first year" adds to the monthly burn; the rest is
 * spent once ("$85K search fee", "$90K for 6 months" while the runway outlasts them). A
 * decision without a priced option gets the one figure missing asked for. Undefined when
 * the question is not about a decision's effect on the runway, or gives its own cost.
 */
export function decisionRunway(input: AnalystInput): string | undefined {
  const focus = input.focus ?? '';
  if (!/\brunway|\bburn\b|\bcash\b|\bafford|\bmonths? (?:left|of cash)|\bhow long\b/i.test(focus) || !/\bif\b|what happens|what would|\bwhen we\b|\bafter we\b|\bsuppose|\bassum/i.test(focus)) return undefined;
  const words = contentWords(focus);
  const decision = (input.decisions ?? [])
    .filter((d) => !DONE.test(d.status ?? ''))
    .map((d) => ({ d, n: matches(words, d.title) * 2 + matches(words, (d.options ?? []).map((o) => o.title).join(' ')) }))
    .filter((x) => x.n >= 2)
    .sort((a, b) => b.n - a.n)[0]?.d;
  if (!decision) return undefined;
  // A cost of its own ("hire two at $90k each") is the advisor's scenario; an amount the decision names ("raise at $1.5M ARR") is not.
  const named0 = `${decision.title} ${(decision.options ?? []).map((o) => o.title).join(' ')}`.toLowerCase();
  if (readFigures(focus).figures.some((f) => f.unit === 'money' && !named0.includes(f.raw.toLowerCase().replace(/^\$/, '')))) return undefined;
  const metrics = readFigures(metricsText(input.metrics));
  const cash = metrics.figures.find((f) => f.metric === 'cash');
  const burn = metrics.figures.find((f) => f.metric === 'burn' || f.metric === 'netBurn');
  if (!cash || !burn) return undefined;
  const priced = (decision.options ?? []).filter((o) => o.investment && readFigures(o.investment).figures.some((f) => f.unit === 'money'));
  const named = priced.map((o) => ({ o, n: matches(words, o.title) })).sort((a, b) => b.n - a.n)[0];
  const option = named && named.n > 0 ? named.o : priced[0];
  if (!option?.investment) {
    if (decision.options?.length) return undefined;
    return `What would ${q(decision.title, 6)} cost a year? I need it for the runway: ${fmt.money(cash.value)} cash ÷ ${fmt.money(perMonthOf(burn))} burn a month is ${fmt.months(cash.value / perMonthOf(burn))} today.`;
  }
  const cost = readFigures(option.investment);
  const money = cost.figures.filter((f) => f.unit === 'money');
  const yearly = money.filter((f) => f.period === 'year' || /^\s*(?:a year\s+|per year\s+)?(?:base\s+)?(?:salary|salaries|base|raise|a year|per year|annual|yearly|first year|in the first year|each year|\/\s*y(?:ea)?r)/i.test(cost.text.slice(f.numEnd, f.numEnd + 24)));
  const oneOff = money.filter((f) => !yearly.includes(f));
  const monthlyBurn = perMonthOf(burn);
  const addMonthly = yearly.reduce((t, f) => t + f.value, 0) / 12;
  const spentOnce = oneOff.reduce((t, f) => t + f.value, 0);
  const before = cash.value / monthlyBurn;
  const after = (cash.value - spentOnce) / (monthlyBurn + addMonthly);
  const what = `${q(option.title, 6)} for ${q(decision.title, 6)}`;
  if (!spentOnce && !addMonthly) return `Runway stays ${fmt.months(before)} with ${what}: it costs nothing up front, so ${fmt.money(cash.value)} ÷ ${fmt.money(monthlyBurn)} a month is unchanged.`;
  const basis = `${spentOnce ? `(${fmt.money(cash.value)} − ${fmt.money(spentOnce)} one-off)` : fmt.money(cash.value)} ÷ ${addMonthly ? `(${fmt.money(monthlyBurn)} + ${fmt.money(addMonthly)} a month)` : `${fmt.money(monthlyBurn)} a month`}`;
  const verdict = after < 6 ? 'Under 6 months: do not commit before new money is signed.' : after < 12.5 ? 'A year or less: start the raise before committing.' : 'Still over a year, so it fits if it pays back within two quarters.';
  return `New runway: ${fmt.months(after)} with ${what}, down from ${fmt.months(before)}: ${basis}. ${verdict}`;
}

/** The hire's runway, as #30 first named it: any decision's runway now. */
export const hireRunway = decisionRunway;

const perMonthOf = (f: { value: number; period?: string }) => (f.period === 'year' ? f.value / 12 : f.period === 'quarter' ? f.value / 3 : f.value);

/** "arr $847K. burn rate $140K/month. cash $2.1M": the metrics as sentences the reader labels. */
function metricsText(metrics: AnalystInput['metrics']): string {
  return Object.entries(metrics ?? {})
    .filter(([, v]) => typeof v === 'string' || typeof v === 'number')
    .map(([k, v]) => `${k.replace(/([a-z0-9])([A-Z])/g, '$1 $2').replace(/[_-]+/g, ' ').toLowerCase()} ${String(v)}`)
    .join('. ');
}

/** The demo company's figures, read from its metrics: cash, monthly burn, MRR (from ARR), monthly growth and churn. */
interface DemoFigures {
  cash?: number;
  burn?: number;
  mrr?: number;
  growth?: number;
  churn?: number;
}

function demoFigures(metrics: AnalystInput['metrics']): DemoFigures {
  const figs = readFigures(metricsText(metrics)).figures;
  const get = (...m: string[]) => figs.find((f) => f.metric !== undefined && m.includes(f.metric));
  const arr = get('arr');
  const mrr = get('mrr');
  const growth = get('growth');
  const churn = get('churn');
  const monthlyRate = (f: typeof growth) => (f ? (f.period === 'year' ? (1 + f.value) ** (1 / 12) - 1 : f.period === 'quarter' ? (1 + f.value) ** (1 / 3) - 1 : f.value) : undefined);
  const burn = get('netBurn', 'burn');
  return {
    cash: get('cash')?.value,
    burn: burn && perMonthOf(burn),
    mrr: mrr ? perMonthOf(mrr) : arr ? arr.value / 12 : undefined,
    growth: monthlyRate(growth),
    churn: churn && (churn.period === 'year' ? 1 - (1 - churn.value) ** (1 / 12) : churn.value),
  };
}

const WORD_COUNTS: Record<string, number> = { a: 1, an: 1, one: 1, two: 2, three: 3, four: 4, five: 5, six: 6, seven: 7, eight: 8, nine: 9, ten: 10 };
const FACTORS: Record<string, number> = { doubles: 2, double: 2, doubled: 2, triples: 3, triple: 3, tripled: 3, halves: 0.5, halved: 0.5, halve: 0.5 };

/**
 * A what-if on the demo company's own figures (issue 30): a one-off or monthly spend, a hire
 * (its salary asked when the question gives none), a price change, revenue in N months, growth
 * stopping, churn multiplied. The figure comes first, computed from the metrics, or the one
 * input missing is asked for. Undefined when the question is none of these.
 */
export function demoWhatIf(input: AnalystInput): string | undefined {
  const focus = (input.focus ?? '').trim();
  const t = focus.toLowerCase();
  const d = demoFigures(input.metrics);
  const runwayToday = d.cash !== undefined && d.burn ? d.cash / d.burn : undefined;
  const today = runwayToday !== undefined ? `${fmt.money(d.cash!)} ÷ ${fmt.money(d.burn!)} a month is ${fmt.months(runwayToday)} today` : undefined;
  const read = readFigures(focus);
  const moneys = read.figures.filter((f) => f.unit === 'money');
  const pcts = read.figures.filter((f) => f.unit === 'percent');
  const scenario = /\bwhat if\b|\bif we\b|\bwhat happens\b|\bsuppose\b|\bassum|\bwhat would\b|\bwhat will\b|\bwhere will\b|\bhow (?:much|big)\b/.test(t);
  if (!scenario) return undefined;
  const horizonMatch = /\b(?:in|after|within|over) (?:the next )?(\d+) (months?|years?)\b|\bnext year\b|\bin a year\b/.exec(t);
  const horizon = horizonMatch ? (horizonMatch[1] ? Number(horizonMatch[1]) * (horizonMatch[2]!.startsWith('year') ? 12 : 1) : 12) : undefined;

  // Churn multiplied or set: the extra MRR lost each month, and what it does to net growth.
  const churnWord = /\bchurn\b/.test(t) ? Object.keys(FACTORS).find((w) => new RegExp(`\\b${w}\\b`).test(t)) : undefined;
  const churnTo = /\bchurn\b/.test(t) ? pcts.find((p) => /\b(?:to|at|hits?|reaches?|becomes?)\s+$/.test(read.text.slice(Math.max(0, p.start - 12), p.start).toLowerCase())) : undefined;
  if (churnWord || churnTo) {
    if (d.churn === undefined) return 'What is your monthly churn today? I need it to work out what a change in churn costs.';
    if (d.mrr === undefined) return 'What is your MRR today? I need it to price the change in churn.';
    const next = churnTo ? churnTo.value : d.churn * FACTORS[churnWord!]!;
    const extra = d.mrr * (next - d.churn);
    const g = d.growth !== undefined ? d.growth - (next - d.churn) : undefined;
    const arr12 = g !== undefined ? d.mrr * 12 * (1 + g) ** 12 : undefined;
    return `Churn at ${fmt.percent(next)} a month loses ${fmt.money(Math.abs(extra))} ${extra >= 0 ? 'more' : 'less'} MRR each month (${fmt.money(d.mrr)} MRR × ${fmt.percent(Math.abs(next - d.churn))}).${g !== undefined ? ` Net growth becomes ${fmt.percent(g)} a month, so ARR in 12 months is ${fmt.money(arr12!)} instead of ${fmt.money(d.mrr * 12 * (1 + d.growth!) ** 12)}.` : ''}`;
  }

  // Growth stopping: revenue stays flat, and what it forgoes.
  if (/\bstop(?:s|ped)? growing\b|\bno (?:more )?growth\b|\bgrowth (?:stops|stalls|goes (?:to )?(?:0|zero)|is (?:0|zero|flat))|\b(?:revenue|arr|mrr) (?:stays |goes )?flat\b|\bflatline/.test(t)) {
    if (d.mrr === undefined) return 'What is your MRR today? I need it to show what flat revenue means.';
    const n = horizon ?? 12;
    const grown = d.growth !== undefined ? d.mrr * 12 * (1 + d.growth) ** n : undefined;
    return `ARR stays at ${fmt.money(d.mrr * 12)}${grown !== undefined ? ` instead of ${fmt.money(grown)} in ${n} months at ${fmt.percent(d.growth!)} a month` : ''}.${today ? ` Runway: ${fmt.months(runwayToday!)} (${fmt.money(d.cash!)} ÷ ${fmt.money(d.burn!)} a month) if costs stay where they are, with no revenue growth to shrink the burn.` : ''}`;
  }

  // Revenue in N months at the current growth.
  if (/\b(?:arr|mrr|revenue)\b/.test(t) && horizon !== undefined && !/\bprice|\bpricing\b/.test(t)) {
    if (d.mrr === undefined) return 'What is your MRR today? I need it to project revenue.';
    if (d.growth === undefined) return 'What is your monthly growth rate? I need it to project revenue.';
    const g = pcts.find((p) => /\bgrow|\bgrowth/.test(read.text.slice(Math.max(0, p.start - 25), p.end + 25).toLowerCase()));
    const rate = g ? g.value : d.growth;
    const mrrThen = d.mrr * (1 + rate) ** horizon;
    const arr = /\bmrr\b/.test(t) ? undefined : mrrThen * 12;
    return arr !== undefined
      ? `ARR in ${horizon} months: ${fmt.money(arr)} (${fmt.money(d.mrr * 12)} × (1 + ${fmt.percent(rate)})^${horizon}), if growth holds at ${fmt.percent(rate)} a month.`
      : `MRR in ${horizon} months: ${fmt.money(mrrThen)} (${fmt.money(d.mrr)} × (1 + ${fmt.percent(rate)})^${horizon}), if growth holds at ${fmt.percent(rate)} a month.`;
  }

  // A price change: the MRR it adds (customers kept unless a share lost is said), which the burn is net of.
  const priceRise = /\bpric|\bcharge\b/.test(t) ? pcts.find((p) => !LEAVE.test(clause(read.text.toLowerCase(), p.start, p.end))) : undefined;
  if (priceRise) {
    if (d.mrr === undefined) return 'What is your MRR today? I need it to price the change.';
    const down = /\b(?:cut|lower|drop|reduce|decrease|discount)/.test(t);
    const change = down ? -priceRise.value : priceRise.value;
    const lost = pcts.find((p) => p !== priceRise && LEAVE.test(clause(read.text.toLowerCase(), p.start, p.end)));
    const after = d.mrr * (1 + change) * (1 - (lost?.value ?? 0));
    const delta = after - d.mrr;
    const runway = d.cash !== undefined && d.burn && d.burn - delta > 0 ? d.cash / (d.burn - delta) : undefined;
    return `New MRR: ${fmt.money(after)} (${fmt.money(d.mrr)} × ${fmt.ratio(1 + change)}${lost ? ` × ${fmt.percent(1 - lost.value)} kept` : ', if no customer leaves'}), ${delta >= 0 ? '+' : '−'}${fmt.money(Math.abs(delta))} a month.${runway !== undefined ? ` Runway ${fmt.months(runway)} (${fmt.money(d.cash!)} ÷ ${fmt.money(d.burn! - delta)} net burn), from ${fmt.months(runwayToday!)}.` : ''}`;
  }

  // A hire: its pay changes the burn; without a pay said, ask for it.
  const hire = /\b(?:hire|hiring|add|adding|bring on|recruit)\b[^?.]*\b(?:engineers?|developers?|devs?|people|reps?|salespeople|designers?|marketers?|managers?|staff|hires?|employees?|heads?|recruiters?|analysts?|pms?|account executives?|sdrs?|aes?|support agents?|csms?|data scientists?)\b/.exec(t);
  if (hire) {
    if (runwayToday === undefined) return undefined;
    const countWord = /\b(\d+|an?|one|two|three|four|five|six|seven|eight|nine|ten)\s+(?:more\s+|new\s+|extra\s+|additional\s+)?(?:[a-z-]+\s+){0,2}?(engineers?|developers?|devs?|people|reps?|salespeople|designers?|marketers?|managers?|staff|hires?|employees?|heads?|recruiters?|analysts?|pms?|account executives?|sdrs?|aes?|support agents?|csms?|data scientists?)\b/.exec(t);
    const people = countWord ? (Number.isFinite(Number(countWord[1])) ? Number(countWord[1]) : WORD_COUNTS[countWord[1]!] ?? 1) : 1;
    const pay = moneys[0];
    const role = countWord?.[2] ?? 'hire';
    if (!pay) return `What would ${people > 1 ? `each of the ${people} ${role.endsWith('s') ? role : `${role}s`}` : `the ${role.replace(/s$/, '')}`} cost a year, fully loaded? I need it for the runway: ${today}.`;
    const monthly = people * (pay.period === 'month' || (pay.period === undefined && pay.value < 15_000) ? pay.value : perMonthOf({ value: pay.value, period: pay.period ?? 'year' }));
    const after = d.cash! / (d.burn! + monthly);
    return `New runway: ${fmt.months(after)} (${fmt.money(d.cash!)} ÷ (${fmt.money(d.burn!)} + ${fmt.money(monthly)} a month for ${people > 1 ? `${people} hires` : 'the hire'})), down from ${fmt.months(runwayToday)}.`;
  }

  // A spend: once unless said a month or a year.
  const spend = moneys.find((f) => !f.metric || ['costs', 'otherCosts', 'fixedCosts', 'price', 'spend'].includes(f.metric));
  if (spend && /\bspend|\bspent|\binvest|\bbuy|\bpay|\bcampaign|\bcost|\bput\b|\bone[- ]off\b|\bonce\b/.test(t)) {
    if (runwayToday === undefined) return undefined;
    const every = spend.period ?? (/\b(?:a|per|each|every) month\b|\bmonthly\b/.test(t) ? 'month' : /\b(?:a|per|each|every) year\b|\byearly\b|\bannual/.test(t) ? 'year' : undefined);
    if (every) {
      const monthly = perMonthOf({ value: spend.value, period: every });
      const after = d.cash! / (d.burn! + monthly);
      return `New runway: ${fmt.months(after)} (${fmt.money(d.cash!)} ÷ (${fmt.money(d.burn!)} + ${fmt.money(monthly)} a month)), down from ${fmt.months(runwayToday)}.`;
    }
    const after = (d.cash! - spend.value) / d.burn!;
    return `New runway: ${fmt.months(after)} ((${fmt.money(d.cash!)} − ${fmt.money(spend.value)} spent once) ÷ ${fmt.money(d.burn!)} a month), down from ${fmt.months(runwayToday)}.`;
  }
  return undefined;
}

const LEAVE = /\blos[et]\b|\blosing\b|\bleave|\bchurn|\bcancel|\bdrop off\b/;
/** The clause of a text around [start, end): between commas, semicolons, full stops and "and"/"but". */
function clause(text: string, start: number, end: number): string {
  const head = text.slice(0, start);
  const b = [...head.matchAll(/[,;?!]\s|\.(?!\d)|\s(?:and|but|while)\s/g)].at(-1);
  const tail = /[,;?!]\s|\.(?!\d)|\s(?:and|but|while)\s|$/.exec(text.slice(end))!;
  return text.slice(b ? b.index + b[0].length : 0, end + tail.index);
}

/**
 * The demo advisor's answer: the grounded one when the figures answer the question, else one
 * written from the material; undefined when there is no material (the analyst then says so).
 */
export const demoAdvisorOffline: OfflineSkill = (input: AnalystInput) => {
  const scenario = decisionRunway(input) ?? demoWhatIf(input);
  if (scenario) return scenario;
  const advice = advisorOffline(input, { mentionsMaterial });
  if (advice) return advice;
  const f = analyse(input);
  if (!f.hasInput) return undefined;
  return writeAdvisor(input, f, nextStep(f, true), input.wordLimit);
};
