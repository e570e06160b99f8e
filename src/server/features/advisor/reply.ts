/**
 * Writes the advisor's answer: the computed figure and what it means first, then one
 * recommendation; what is missing when the figures cannot answer; a short friendly
 * reply to small talk; a draft for "write a message"; three steps for "a plan"; a
 * recommendation for a decision without numbers. The four commentary styles change
 * the content (business: figure, risk, action; analytical: every figure with its
 * working and the benchmark; motivational: progress first, the next win; creative:
 * a reframing and one bold experiment), not just the adjectives. Never restates the
 * question. Returns undefined when it has nothing specific to say, so the caller
 * can fall back to commenting on the material.
 */
import type { CommentaryStyle } from '../../../contract/assistant';
import type { Analysis, Finding } from './compute';
import { labelOf } from '../../platform/ai/offline/reader/lexicon';
import type { Question, Topic } from './question';

const cap = (s: string) => s.charAt(0).toUpperCase() + s.slice(1);
const words = (s: string) => s.split(/\s+/).filter(Boolean).length;

/** Keeps whole sentences, in order, while they fit under `limit` words. */
function fit(parts: (string | false | undefined)[], limit: number): string {
  const out: string[] = [];
  let used = 0;
  for (const p of parts) {
    if (!p) continue;
    const n = words(p);
    if (used + n >= limit) continue;
    out.push(p);
    used += n;
  }
  return out.join(' ');
}

/* ---------- small talk ---------- */

function smalltalk(text: string): string {
  const t = text.toLowerCase();
  if (/\b(thanks?|thank you|thx|cheers|great|cool|nice|helps?|helpful)\b/.test(t)) {
    return 'Glad it helped. Want to check another number, like runway, churn or CAC, or talk through a decision?';
  }
  if (/\b(bye|goodbye|see you)\b/.test(t)) return 'Good luck this week. Come back with your numbers any time.';
  if (/how are you|how's it going|how are things|what's up|\bsup\b/.test(t)) {
    return 'Doing well, thanks! What are you working on: a number to check, a decision, or a message to write?';
  }
  if (/who are you|what can you do/.test(t)) {
    return 'I am the offline business advisor: give me your figures and I work out runway, burn, growth, unit economics or dilution. What should we look at?';
  }
  return 'Hi! I can check a number for you, like burn, growth or churn, or help with a decision. Where should we start?';
}

/* ---------- figures ---------- */

const CREATIVE: Partial<Record<Topic, string>> = {
  runway: 'run the next quarter as if you had half the runway and see what you would stop doing',
  fundraise: 'pre-sell a year of the product to five customers and raise on that proof',
  netBurn: 'give each team a monthly budget and let them keep half of what they save',
  defaultAlive: 'pick the one customer segment that pays fastest and build the next quarter around it',
  target: 'ask your ten happiest customers for one referral each this month',
  growthNeeded: 'launch an annual plan at a discount and pull revenue forward',
  burnMultiple: 'pause your most expensive channel for a month and measure what you lose',
  cac: 'turn customers into your channel with a referral credit',
  ltv: 'offer an annual plan: it locks in retention and cash',
  ltvCac: 'test a price 30% higher with new customers for two weeks',
  churn: 'make cancelling a conversation: a founder call for every exit',
  conversion: 'remove one step from the funnel and measure the difference',
  dilution: 'ask for a smaller round now and a second close at a higher price',
  concentration: 'turn your biggest customer into a case study that wins the next three',
  price: 'add a premium tier above the new price and let the best customers self-select',
  points: 'call the five unhappiest customers yourself this week',
  arr: 'put the ARR curve, not the number, on the first slide',
  arpu: 'bundle your two most-used features into a higher tier',
};

const IMAGES = ['a runway light', 'a fuel gauge', 'a compass bearing', 'a pulse reading'];

function findingLine(f: Finding, withBasis = true): string {
  return `${f.label}: ${f.display}${withBasis ? ` (${f.basis})` : ''}.`;
}

function missingLine(a: Analysis): string | undefined {
  const m = a.missing[0];
  if (!m) return undefined;
  return `${askLine(m.need)} Then I can add the ${topicName(m.topic)}.`;
}

/** Every topic's name in a sentence ("I need it for your monthly growth"): a Record, so a new topic cannot show its key. */
const TOPIC_NAMES: Record<Topic, string> = {
  runway: 'runway',
  fundraise: 'fundraising start',
  netBurn: 'net burn',
  ltv: 'LTV',
  cac: 'CAC',
  ltvCac: 'LTV:CAC',
  churn: 'churn rate',
  target: 'months to your target',
  growthNeeded: 'growth you need',
  defaultAlive: 'default alive check',
  burnMultiple: 'burn multiple',
  dilution: 'dilution',
  conversion: 'conversion',
  concentration: 'concentration',
  arr: 'ARR',
  arpu: 'ARPU',
  payback: 'CAC payback',
  optionPool: 'option pool',
  safe: 'SAFE or note conversion',
  price: 'pricing',
  points: 'points',
  mrr: 'MRR',
  hiring: 'hiring plan',
  segment: 'segment choice',
  pivot: 'pivot decision',
  cofounder: 'co-founder question',
  growthRate: 'monthly growth',
  retention: 'retention',
  nrr: 'net revenue retention',
  grr: 'gross revenue retention',
  cohort: 'cohort figures',
  grossMargin: 'gross margin',
  contributionMargin: 'contribution margin',
  magicNumber: 'magic number',
  stickiness: 'DAU/MAU',
  breakEven: 'break-even',
  priceChange: 'price change',
  hiringCost: 'hiring cost',
  ruleOf40: 'Rule of 40',
};
const topicName = (t: Topic) => TOPIC_NAMES[t];

function figures(a: Analysis, style: CommentaryStyle, limit: number): string {
  const [f, g] = a.findings as [Finding, Finding | undefined];
  const second = g && g.topic !== f.topic ? g : undefined;
  switch (style) {
    case 'analytical':
      return fit(
        [
          `${f.label} = ${f.display}: ${f.basis}.`,
          second && `${second.label} = ${second.display}: ${second.basis}.`,
          `Benchmark: ${f.meaning}.`,
          missingLine(a),
          `Action: ${f.advice}.`,
        ],
        limit,
      );
    case 'motivational':
      return fit(
        f.tone === 'good'
          ? [`Good news: ${f.label.toLowerCase()} is ${f.display} (${f.basis}), ${f.meaning}.`, second && findingLine(second, false), `Next win: ${f.advice}.`, missingLine(a)]
          : [
              `${f.label} is ${f.display} (${f.basis}). ${cap(f.meaning)}, and you caught it early.`,
              `Next win: ${f.advice}.`,
              second && findingLine(second, false),
              'You can turn this around.',
            ],
        limit,
      );
    case 'creative': {
      const image = IMAGES[f.topic.length % IMAGES.length]!;
      return fit(
        [
          findingLine(f),
          `Read it as ${image}: ${f.meaning}.`,
          `Bold experiment: ${CREATIVE[f.topic] ?? f.advice}.`,
          second && findingLine(second, false),
        ],
        limit,
      );
    }
    default:
      return fit([findingLine(f), `${cap(f.meaning)}.`, `My advice: ${f.advice}.`, second && findingLine(second), missingLine(a)], limit);
  }
}

/** "Should we be worried?" after a figure: the verdict on that figure, with the figure, first. */
function judgement(a: Analysis, style: CommentaryStyle, limit: number): string {
  const f = a.findings[0]!;
  const verdict = f.tone === 'bad' ? 'Yes, act now' : f.tone === 'watch' ? 'It needs attention, not panic' : 'No, not at these numbers';
  return fit([`${verdict}: ${f.label.toLowerCase()} is ${f.display} (${f.basis}).`, `${cap(f.meaning)}.`, style === 'analytical' ? `Action: ${f.advice}.` : `My advice: ${f.advice}.`], limit);
}

/** "your monthly net burn" → "What is your monthly net burn?"; "how many customers it won" → "How many customers did it win?". */
export function askLine(need: string): string {
  // A need already worded as a question ("where do you start from…", "over how many months") is asked as it is.
  if (/^(?:how|what|which|when|where|who|whom|why|over|do|does|did|are|is|can|could)\b/i.test(need)) return `${cap(need)}${need.endsWith('?') ? '' : '?'}`;
  const plural = / and |\b(?:counts|figures)\b/.test(need);
  return `What ${plural ? 'are' : 'is'} ${need}?`;
}

function askFor(a: Analysis, style: CommentaryStyle): string {
  const m = a.missing[0]!;
  const lead = `${askLine(m.need)} I need it for your ${topicName(m.topic)}.`;
  const how: Partial<Record<Topic, string>> = {
    runway: 'Runway is cash divided by monthly net burn; under 12 months means start raising.',
    fundraise: 'A raise takes about 6 months, so start when runway hits 12.',
    ltv: 'LTV is monthly revenue per customer times margin, divided by monthly churn.',
    cac: 'CAC is sales and marketing spend divided by the customers it won.',
    ltvCac: 'Aim for LTV at least 3 times CAC.',
    churn: 'Churn is customers lost over customers at the start.',
    target: 'With those I can give the months to your target.',
    growthNeeded: 'With those I can give the monthly growth you need.',
    defaultAlive: 'Then I can tell you whether revenue catches costs before the cash runs out.',
    dilution: 'Dilution is the round divided by the post-money valuation.',
  };
  return fit(
    [
      style === 'analytical' ? `Missing input: ${m.need}.` : lead,
      how[m.topic],
      style === 'analytical' ? `Send it and I will show the ${topicName(m.topic)} with its working.` : undefined,
    ],
    50,
  );
}

/* ---------- decisions, plans, messages ---------- */

const DECISIONS: { topic: Topic | 'raise' | 'pricing' | 'generic'; test: RegExp; advice: string; check: string }[] = [
  {
    topic: 'cofounder',
    test: /co-?founder/i,
    advice: 'I would settle it with numbers, not opinions: raise early if runway is under 12 months or growth is strong; wait if a milestone is weeks away.',
    check: 'Share your runway and monthly growth and I will say which case you are in.',
  },
  {
    topic: 'raise',
    // "raise prices" is pricing, not a round.
    test: /\b(?:fundrais\w*|round|investors?|vcs?)\b|\brais(?:e|ing)\b(?!\s+(?:our\s+|the\s+|my\s+)?(?:prices?|pricing|fees?|rates?|salar\w*|wages?|pay)\b)/i,
    advice: 'I would raise when runway drops to about 12 months or right after a strong growth quarter, whichever comes first: a raise takes about 6 months.',
    check: 'Tell me your cash, monthly burn and growth and I will put a date on it.',
  },
  {
    topic: 'hiring',
    test: /\b(hire|hiring|salesperson|sales rep|engineer|recruit|headcount)\b/i,
    advice: 'I would hire for the bottleneck: if customers ask for things you cannot build, an engineer; if demos convert but you lack pipeline, a salesperson. Founders should sell until the process is repeatable.',
    check: 'Tell me your conversion from demo to paid and I can be more specific.',
  },
  {
    topic: 'segment',
    test: /enterprise|self[- ]serve|smb|mid[- ]market|plg|product[- ]led/i,
    advice: 'I would pick the segment where you already win fastest: if three enterprise deals are close, pursue them with a pilot price; otherwise stay self-serve and move up-market once you pass $1M ARR.',
    check: 'Compare the sales cycle and revenue per customer of each and the answer usually shows.',
  },
  {
    topic: 'pivot',
    test: /pivot|different market|new market|change direction/i,
    advice: 'I would decide with a test, not a debate: talk to 15 buyers in the new market in two weeks and pivot only if five of them would pay now.',
    check: 'Keep your current customers served while you test.',
  },
  {
    topic: 'dilution',
    test: /equity|stock options?|esop|option pool|shares/i,
    advice: 'I would give the first employees meaningful equity, often 0.5–2% each for the first five, vesting over four years with a one-year cliff, from a 10–15% option pool.',
    check: 'Write the policy down once so every offer is consistent.',
  },
  {
    topic: 'pricing',
    test: /pric(e|es|ing)|charge/i,
    advice: 'I would raise prices for new customers first and grandfather existing ones for six months, then watch churn and conversion for a month.',
    check: 'If churn stays within a point, extend it to everyone.',
  },
  {
    topic: 'generic',
    test: /./,
    advice: 'I would write down the one number each option should move, run the cheaper option as a two-week test, and decide on the result.',
    check: 'Share the figures you have and I will work them out.',
  },
];

/** "When should we raise?", "is it too early to fundraise?": the timing the raise advice is about (not "which investor first?"). */
const RAISE_TIMING = /\b(?:when|now|wait|yet|time|timing|ready|soon|later|early|late|this (?:year|quarter|month)|next (?:year|quarter|month))\b|\bshould (?:we|i) (?:raise|fundraise|start raising)\b(?! (?:on|with|from|via|through|using)\b)/i;

/** The hiring advice weighs an engineer against a salesperson; other roles get no canned answer. */
const HIRING_CHOICE = /\b(?:engineers?|developers?|devs?|cto|sales\w*|reps?|account executives?|aes?|sdrs?|bdrs?)\b/i;

/** Decisions about a person's place in the company (firing, parting ways): no figure of the engine's decides them. */
const PEOPLE_CALL = /\b(?:fire|firing|sack|let (?:\w+ )?go|remove|kick (?:\w+ )?out|part ways|split up|break up)\b/i;

function decision(q: Question, style: CommentaryStyle): string {
  const d = DECISIONS.find((x) => x.test.test(q.text))!;
  if (d.topic === 'cofounder' && PEOPLE_CALL.test(q.text)) return outOfScope(q);
  // A choice no figure of the engine's decides (one option or another, where to be, what to focus on):
  // the can't sentence and what it would compute for each option, not advice written for no question in particular.
  if (d.topic === 'generic') {
    return fit(['That call is outside what I compute offline: no figure of mine decides it.', 'I would put each option in numbers, what it costs a month and what it should bring in, and then I can work out the runway, burn and payback of each.'], 50);
  }
  // Advice written for one question must not answer another ("which investor first?" is not the
  // raise's timing, "a CFO or an accountant?" not engineer vs sales): one sentence on what it computes.
  if (d.topic === 'raise' && !RAISE_TIMING.test(q.text)) return outOfScope(q);
  if (d.topic === 'hiring' && !HIRING_CHOICE.test(q.text)) {
    // Another role: what the engine can say is what the hire costs.
    return fit(['I would make the hire only if it unlocks a milestone before your next raise, and price it fully loaded: salary plus about 20% for taxes and benefits.', 'Tell me the salary, your cash and your monthly burn and I will show how many months it costs.'], 50);
  }
  const lead = style === 'motivational' ? 'Good question to be asking now.' : style === 'creative' ? 'Treat it as an experiment, not a verdict.' : style === 'analytical' ? 'Decision criteria first.' : '';
  return fit([lead, d.advice, d.check], 50);
}

const PLANS: { test: RegExp; title: string; steps: [string, string, string] }[] = [
  {
    test: /churn|retention|cancel/i,
    title: 'churn',
    steps: [
      'Week 1: call every customer who left last month and list the top three reasons.',
      'Weeks 2–6: fix the biggest reason and add a save offer at cancellation.',
      'By quarter end: track monthly churn by cohort; aim for one point lower.',
    ],
  },
  {
    test: /burn|cost|spend|runway/i,
    title: 'burn',
    steps: [
      'Week 1: list every cost over $1k a month and its owner.',
      'Weeks 2–4: cut or renegotiate anything not tied to revenue or product.',
      'Monthly: review net burn against plan and runway with the team.',
    ],
  },
  {
    test: /grow|revenue|mrr|arr|sales|customers/i,
    title: 'growth',
    steps: [
      'Week 1: find the channel that brought your best customers.',
      'Weeks 2–6: double the effort there with a weekly new-revenue target.',
      'By quarter end: drop what did not pay back and hire for what did.',
    ],
  },
  {
    test: /rais|fundrais|investor|round/i,
    title: 'the raise',
    steps: [
      'First: update the deck with growth, runway and the milestone the money buys.',
      'Weeks 2–4: build a list of 50 investors and get warm intros.',
      'Weeks 5–12: run meetings in a tight window to create momentum.',
    ],
  },
];

function plan(q: Question): string {
  const p = PLANS.find((x) => x.test.test(q.text));
  if (!p) {
    return fit(
      [
        'A plan in three steps.',
        'First: pick the one number this plan must move and its target.',
        'Weeks 2–6: run the two cheapest actions that could move it, one owner each.',
        'Then: review weekly and keep what worked.',
      ],
      50,
    );
  }
  return fit([`A plan for ${p.title}:`, ...p.steps], 50);
}

/** What kind of prose a request asks for, in the user's word: "an investor update" → "updates". */
function proseKind(t: string): string {
  if (/\bpitch/i.test(t)) return 'pitches';
  if (/\bannounc/i.test(t)) return 'announcements';
  if (/\b(?:e-?mails?|mails?)\b/i.test(t)) return 'emails';
  if (/\bupdates?\b/i.test(t)) return 'updates';
  if (/\b(?:posts?|tweets?|blogs?)\b/i.test(t)) return 'posts';
  return 'messages';
}

/**
 * A request to write prose (an email, an update, a pitch, an announcement): the offline engine
 * writes no drafts, because a draft it cannot fill is a template with blanks (issue 30). One
 * sentence says so, and what it can compute: the first figure worked out from the numbers given,
 * or the numbers themselves with the figures they lead to.
 */
function message(q: Question, a: Analysis): string {
  const t = q.text;
  // What the text is about, in the user's words: "announcing our seed round" → "our seed round".
  const about = /\b(?:announcing|announce|announcement that|announcement of|about|regarding|telling (?:\w+ )?(?:that|about)?)\s+([^.?!,;:]{3,60})/i
    .exec(t)?.[1]
    ?.trim()
    .replace(/^(?:that\s+)?(?:we're|we are|we've|we have|we will|we'll)\s+/i, '');
  const head = `I cannot write ${proseKind(t)} or other prose offline${about ? `, so no draft on ${about}` : ''}`;
  const given = q.figures.slice(0, 4).map((f) => `${labelOf(f.metric).toLowerCase().replace(/^(mrr|arr|cac|ltv|arpu|nps|nrr|grr|dau|mau)\b/, (m) => m.toUpperCase())} ${f.raw}`);
  if (!given.length) {
    if (/\bpitch/i.test(t)) return `${head}: I only know the figures you give me, not your story. Send me your MRR, growth and runway and I will work out the numbers it should lead with.`;
    if (/pric/i.test(t)) return `${head}. What I can compute is the price change itself: give me the current price, the new price and your customers, and I will work out the new MRR.`;
    return `${head}. What I compute are founder figures from numbers you give me, such as runway, growth, churn or dilution.`;
  }
  const first = a.findings[0];
  const computed = first && `${first.label}: ${first.display} (${first.basis}).`;
  return fit([`${head}; from your figures: ${given.join(', ')}.`, computed, !first && 'Ask me for runway, burn, growth or unit economics from them and I will work them out.'], 60);
}

/* ---------- outside what the engine computes ---------- */

/** What the offline advisor computes, for the one sentence that says a question is outside it. */
export const CAN_COMPUTE =
  'runway, burn, burn multiple, growth, churn, NRR, CAC, payback, LTV:CAC, margins, Rule of 40, magic number, DAU/MAU, conversion, hiring costs, dilution, SAFEs and break-even';

/**
 * The answer when nothing the engine computes fits: figures given without a question are
 * acknowledged in the user's own words; anything else is said to be outside what it computes,
 * in one sentence with the list of what it does. Never a template of labelled sections.
 */
export function outOfScope(q: Question): string {
  const given = q.figures.slice(0, 2).map((f) => `${labelOf(f.metric).toLowerCase().replace(/^(mrr|arr|cac|ltv|arpu|nps|nrr|grr|dau|mau)\b/, (m) => m.toUpperCase())} ${f.raw}`);
  if (q.intent === 'statement' && given.length) return `Noted: ${given.join(', ')}. Ask me for a figure from it, such as runway, growth, churn or unit economics.`;
  return `That is outside what I compute offline; from your figures I can work out ${CAN_COMPUTE}.`;
}

/* ---------- entry ---------- */

export interface AdviceInput {
  question: Question;
  analysis: Analysis;
  style: CommentaryStyle;
  wordLimit: number;
}

/** The advisor's answer, or undefined when it has nothing specific to add to the material. */
export function advise(input: AdviceInput): string | undefined {
  const text = write(input);
  // Nothing that fits the limit is nothing to say: the caller comments on the material instead.
  return text?.trim() ? text : undefined;
}

function write({ question: q, analysis: a, style, wordLimit }: AdviceInput): string | undefined {
  const limit = Math.min(wordLimit, 50);
  if (q.intent === 'smalltalk') return smalltalk(q.text);
  if (q.intent === 'message') return message(q, a);
  if (q.intent === 'plan' && !a.findings.length) return plan(q);
  if (a.findings.length && q.judges) return judgement(a, style, limit);
  if (a.findings.length) return figures(a, style, limit);
  // "Should we give equity to early employees?" is a decision, not a request for a figure.
  if (q.intent === 'decision' && q.figures.length === 0 && q.unlabelled.length === 0) return decision(q, style);
  if (a.missing.length) return askFor(a, style);
  if (q.intent === 'decision') return decision(q, style);
  return undefined;
}
