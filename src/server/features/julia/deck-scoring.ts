/**
 * The deck coach's rubric: a deck's text (extracted from a PDF or pasted) is split into
 * the eight sections investors look for, and each section is checked for the things a
 * partner asks about in the first meeting (who has the problem and how much it costs,
 * market size with a source, revenue and growth, the raise and its use...). A section's
 * score is 2 for being there plus up to 8 for the checks it passes; the deck's score is
 * the rounded mean. Deterministic, so a founder sees exactly what moves the score; the
 * AI layer writes the review on top (ADR 032).
 */
import { sectionStatus, type SectionStatus } from '../../../contract/julia';

interface Check {
  test: RegExp;
  /** Said when the check passes. */
  good: string;
  /** Said when it fails: the concrete thing to add. */
  fix: string;
}

interface SectionRubric {
  name: string;
  /** Heading words that start this section in a deck. */
  headings: RegExp;
  checks: Check[];
  /** What to add when the section is missing. */
  missing: string;
}

const NUMBER = String.raw`\d[\d,.]*`;
/**
 * NUMBER tried only where a run of digits, commas and dots starts. The checks only ask
 * whether a match exists, and a number matched inside a run matches from the run's first
 * digit too (what follows it never starts with a digit, comma or dot): same answers,
 * without retrying every digit of a long run (quadratic, #25).
 */
const NUMBER_RUN = String.raw`(?<![\d,.])[,.]*${NUMBER}`;

export const RUBRIC: SectionRubric[] = [
  {
    name: 'Problem',
    headings: /^(the\s+)?(problem|pain|challenge)s?\b/i,
    missing: 'Add a Problem slide: who has the problem, what it costs them today, and how they cope now.',
    checks: [
      { test: /\b(founders?|teams?|companies|customers?|users?|businesses|smbs?|enterprises?|managers?|clinics?|retailers?)\b/i, good: 'names who has the problem', fix: 'Say exactly who has the problem (role, company size).' },
      { test: new RegExp(String.raw`(${NUMBER_RUN}\s*(%|hours?|hrs|days?|minutes|[kmb]\b|million|billion)|\$\s?${NUMBER})`, 'i'), good: 'quantifies the pain', fix: 'Quantify the pain: hours lost, money wasted or a rate, with a number.' },
      { test: /\b(today|currently|spreadsheets?|manual(ly)?|workarounds?|still use|instead)\b/i, good: 'shows how it is solved today', fix: 'Show how people cope today (spreadsheets, manual work, a competitor) and why it fails.' },
    ],
  },
  {
    name: 'Solution',
    headings: /^(the\s+|our\s+)?(solution|product|how it works)\b/i,
    missing: 'Add a Solution slide: what the product does, for whom, and the measurable result.',
    checks: [
      { test: /\b(we|our|platform|app|product|tool|software|service)\b/i, good: 'describes the product', fix: 'Describe the product in one sentence a customer would use.' },
      { test: new RegExp(String.raw`(${NUMBER_RUN}\s*(%|x\b|times|hours?|minutes|days?))`, 'i'), good: 'gives a measurable result', fix: 'Give one measurable result for the customer (e.g. "cuts reporting from 6 hours to 20 minutes").' },
      { test: /\b(only|unique|patent\w*|proprietary|unlike|first|automat\w*|ai\b|machine learning)\b/i, good: 'says what is new about it', fix: 'Say what is new about it: the insight or technology others do not have.' },
    ],
  },
  {
    name: 'Market',
    headings: /^(the\s+)?(market|market size|opportunity|market opportunity)\b/i,
    missing: 'Add a Market slide with TAM, SAM and SOM in dollars, how they were computed, and the source.',
    checks: [
      { test: /\bTAM\b|total addressable/i, good: 'states the TAM', fix: 'State the TAM in dollars.' },
      { test: /\b(SAM|SOM)\b|serviceable/i, good: 'narrows to SAM/SOM', fix: 'Narrow the TAM to the SAM and SOM you can reach in 3–5 years.' },
      { test: /\bCAGR\b|growing|growth of|per year|annually|\byoy\b/i, good: 'gives the market growth', fix: 'Give the market growth rate (CAGR) — investors want a market that grows.' },
      { test: /\b(source|according to|report|gartner|statista|forrester|mckinsey|census|bottom-up|bottom up)\b/i, good: 'cites a source or method', fix: 'Cite the source of the figures, or show the bottom-up calculation (customers × price).' },
    ],
  },
  {
    name: 'Business Model',
    headings: /^(the\s+)?(business model|revenue model|pricing|monetization|monetisation)\b/i,
    missing: 'Add a Business Model slide: who pays, how much, how often, and the unit economics.',
    checks: [
      { test: /\$\s?\d|per (seat|user|month|year)|\/(mo|month|yr|year)\b|subscription|fee\b|commission/i, good: 'shows the pricing', fix: 'Show the price: who pays, how much and how often.' },
      { test: /\b(CAC|LTV|payback|gross margin|margin|unit economics|contribution)\b/i, good: 'shows unit economics', fix: 'Add unit economics: CAC, LTV (or LTV:CAC) and gross margin.' },
      { test: /\b(upsell|expansion|net revenue retention|NRR|churn|retention)\b/i, good: 'covers retention or expansion', fix: 'Say how revenue per customer grows or is kept (churn, net revenue retention, upsell).' },
    ],
  },
  {
    name: 'Traction',
    headings: /^(the\s+)?(traction|milestones|progress|metrics|results)\b/i,
    missing: 'Add a Traction slide: revenue or usage with its growth, and the names of paying customers.',
    checks: [
      { test: /\b(ARR|MRR|revenue|GMV|bookings)\b/i, good: 'states revenue', fix: 'State revenue (ARR or MRR) — or, before revenue, the usage that predicts it.' },
      { test: new RegExp(String.raw`${NUMBER_RUN}\s*%\s*(month|mom|week|wow|year|yoy|growth)|(month|week)[- ]over[- ](month|week)|\bmom\b|\bwow\b`, 'i'), good: 'shows the growth rate', fix: 'Show the growth rate (month over month) and over how many months.' },
      { test: new RegExp(String.raw`${NUMBER_RUN}\s*(\+\s*)?(paying\s+)?(customers|clients|users|teams|companies|pilots)`, 'i'), good: 'counts customers', fix: 'Count customers or active users.' },
      { test: /\b(pilots?|LOIs?|letters? of intent|logos?|customers include|signed|contracts?)\b/i, good: 'names customers, pilots or LOIs', fix: 'Name customers, pilots or letters of intent — logos make traction believable.' },
    ],
  },
  {
    name: 'Competition',
    headings: /^(the\s+)?(competition|competitors|competitive landscape|landscape|alternatives)\b/i,
    missing: 'Add a Competition slide: the alternatives customers use today and why you win against each.',
    checks: [
      { test: /\b(vs\.?|versus|competitors?|incumbents?|alternatives?|compared)\b/i, good: 'names the alternatives', fix: 'Name the main competitors and alternatives, including "do nothing".' },
      { test: /\b(unlike|only we|better|faster|cheaper|advantage|moat|defensib\w*|network effects?|switching costs?)\b/i, good: 'says why you win', fix: 'Say why you win and what keeps it that way (the moat).' },
    ],
  },
  {
    name: 'Team',
    headings: /^(the\s+|our\s+)?(team|founders|founding team|leadership)\b/i,
    missing: 'Add a Team slide: the founders, their roles and why they are the ones to build this.',
    checks: [
      { test: /\b(CEO|CTO|COO|CPO|founder|co-founder|cofounder)\b/i, good: 'gives roles', fix: 'Give each founder’s role (CEO, CTO…).' },
      { test: /\b(ex-|former(ly)?|previously|years|built|led|scaled|exited|phd)\b/i, good: 'shows relevant experience', fix: 'Show the experience that makes this team right: what each built, led or sold before.' },
      { test: /\b(advisors?|hiring|hire|board|angel|mentors?)\b/i, good: 'covers advisors or hiring', fix: 'Add advisors or the key hires the round pays for.' },
    ],
  },
  {
    name: 'Ask',
    headings: /^(the\s+)?(ask|the raise|raise|funding|investment|use of funds|financials)\b/i,
    missing: 'Add an Ask slide: how much you raise, what it pays for, and the milestones it reaches.',
    checks: [
      { test: /(raising|raise|seeking|round of|pre-seed|seed|series [a-c])\b[^.\n]*\$\s?\d|\$\s?\d[\d.,]*\s*(k|m|mm|million)\b[^.\n]*(round|raise|seed|pre-seed|series)/i, good: 'states the amount', fix: 'State the amount you raise (and the round).' },
      { test: /use of funds|(?<!\d)\d+\s*%\s*(?:(to|for|on)\s*)?(product|engineering|sales|marketing|hiring|go-to-market|r&d)/i, good: 'breaks down the use of funds', fix: 'Break down the use of funds in percentages (product, sales, hiring).' },
      { test: /\b(runway|months|milestones?|reach|until|series [a-c] metrics)\b/i, good: 'ties the money to milestones', fix: 'Say how many months of runway it buys and which milestone it reaches.' },
    ],
  },
];

export interface ScoredSection {
  name: string;
  score: number;
  status: SectionStatus;
  feedback: string;
  excerpt: string;
}

const EXCERPT_CHARS = 600;

/**
 * The deck's text split by section heading: a line (or a PDF page's first line) that
 * starts with one of a section's heading words opens that section; the text until the
 * next heading belongs to it. A deck without headings at all is read as one block each
 * section searches.
 */
/** A heading alone on its line ("Traction"), or followed by a colon or dash ("Market: $4B"); not a sentence starting with the word. */
function isHeading(line: string, heading: RegExp): boolean {
  const m = heading.exec(line);
  if (!m) return false;
  const rest = line.slice(m[0].length);
  return rest.trim() === '' || /^\s*[:—–|-]/.test(rest);
}

export function splitSections(text: string): Map<string, string> {
  const found = new Map<string, string>();
  let current: string | null = null;
  let buffer: string[] = [];
  const flush = () => {
    if (current) found.set(current, [found.get(current) ?? '', buffer.join('\n')].filter(Boolean).join('\n').trim());
    buffer = [];
  };
  for (const raw of text.split(/\r?\n/)) {
    const line = raw.trim().replace(/^[#*\-\d.)\s]+(?=[A-Za-z])/, '');
    const section = line.length <= 120 ? RUBRIC.find((r) => isHeading(line, r.headings)) : undefined;
    if (section) {
      flush();
      current = section.name;
      // A heading like "Problem: founders lose 20 hours" keeps its text.
      const rest = line.replace(section.headings, '').replace(/^[\s:—–-]+/, '');
      if (rest) buffer.push(rest);
    } else if (current) {
      buffer.push(raw);
    }
  }
  flush();
  return found;
}

export function scoreDeck(text: string): { score: number; sections: ScoredSection[] } {
  const parts = splitSections(text);
  const sections = RUBRIC.map((rubric): ScoredSection => {
    const body = parts.get(rubric.name);
    if (body === undefined) return { name: rubric.name, score: 0, status: 'needs-work', feedback: rubric.missing, excerpt: '' };
    const passed = rubric.checks.filter((c) => c.test.test(body));
    const failed = rubric.checks.filter((c) => !c.test.test(body));
    const score = body.trim() ? Math.round(2 + (8 * passed.length) / rubric.checks.length) : 1;
    const strengths = passed.length ? `Good: ${passed.map((c) => c.good).join(', ')}.` : '';
    const fixes = failed.map((c) => c.fix).join(' ');
    const feedback = [strengths, fixes || 'Nothing missing here: keep it to one slide.'].filter(Boolean).join(' ');
    return { name: rubric.name, score, status: sectionStatus(score), feedback, excerpt: body.slice(0, EXCERPT_CHARS) };
  });
  const score = Math.round(sections.reduce((s, x) => s + x.score, 0) / sections.length);
  return { score, sections };
}

/**
 * The sample deck every user starts with (spec §9: its score is 7/10). A seed-stage
 * founder tool, with the gaps such decks usually have: scored by the same rubric as the
 * user's own deck, not given a number.
 */
export const SAMPLE_DECK = {
  title: 'Northwind Labs — Seed deck (sample)',
  text: `Northwind Labs
Investor updates and fundraising on autopilot

Problem
Seed-stage founders spend 12 hours a month on investor updates and tracking their pipeline.
Today they still use spreadsheets and scattered email threads, so warm leads go cold.

Solution
Our platform drafts the monthly update from the founder's own metrics and keeps every investor conversation in one place.
Founders cut update time by 80% and follow up with every lead.

Market
TAM: $4.2B spent each year on investor relations and fundraising tools.
SAM: $900M across 60,000 venture-backed startups in North America and Europe.

Business Model
Subscription at $49 per seat per month, billed annually.
Gross margin 82%.

Traction
$18K MRR from 140 paying customers, growing 14% month over month for 6 months.

Competition
Founders compare us with generic CRMs and spreadsheets.
Unlike them, we write the update from live metrics.

Team
Maya Chen, CEO — former head of product at a fintech.
Leo Park, CTO — built data pipelines for 8 years.

The Ask
Raising a $1.5M seed round.
`,
};
