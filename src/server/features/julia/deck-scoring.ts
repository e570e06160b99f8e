/**
 * The deck coach's rubric: a deck's text (extracted from a PDF or pasted) is split into
 * its slides by their titles, each title placed in the shared section taxonomy
 * (contract/coaching-sections.ts, ADR 064), and each slide is checked for the things a
 * partner asks about in the first meeting (who has the problem and how much it costs,
 * market size with a source, revenue and growth, the raise and its use...). A slide's
 * score is 2 for being there plus up to 8 for the checks it passes; a standard section
 * the deck lacks scores 0; the deck's score is the rounded mean of both. Deterministic,
 * so a founder sees exactly what moves the score; the offline review is written from the
 * same figures (reviewDeck), an AI engine may word it (ADR 032).
 */
import { cueScore, SECTION_LABELS, sectionDef, standardSections, strongSection, textWords, titleOf, type SectionId } from '../../../contract/coaching-sections';
import { sectionStatus, type SectionStatus } from '../../../contract/julia';

interface Check {
  test: RegExp;
  /** Said when the check passes. */
  good: string;
  /** Said when it fails: the concrete thing to add. */
  fix: string;
  /** The slide's first sentence rewritten with what is missing, placeholders in brackets. */
  rewrite: (first: string) => string;
}

interface SectionRubric {
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

/** The checks of each section of the taxonomy. */
export const RUBRIC: Record<SectionId, SectionRubric> = {
  problem: {
    missing: 'Add a Problem slide: who has the problem, what it costs them today, and how they cope now.',
    checks: [
      {
        test: /\b(founders?|teams?|companies|customers?|users?|businesses|smbs?|enterprises?|managers?|clinics?|retailers?|owners?|parents|patients|doctors|nurses|engineers|developers|students|teachers|landlords|tenants|farmers|drivers|restaurants|shops|stores|brands|agencies|firms|hospitals|schools)\b/i,
        good: 'names who has the problem',
        fix: 'Say exactly who has the problem (role, company size).',
        rewrite: (s) => `${s}, for [role] at [kind and size of company]`,
      },
      {
        test: new RegExp(String.raw`(${NUMBER_RUN}\s*(%|hours?|hrs|days?|weeks?|minutes|[kmb]\b|million|billion)|\$\s?${NUMBER})`, 'i'),
        good: 'quantifies the pain',
        fix: 'Quantify the pain: hours lost, money wasted or a rate, with a number.',
        rewrite: (s) => `${s}, costing each of them [N hours or $N] a [week or month]`,
      },
      {
        test: /\b(today|currently|spreadsheets?|manual(ly)?|workarounds?|still use|instead|by hand|on paper|by phone|email)\b/i,
        good: 'shows how it is solved today',
        fix: 'Show how people cope today (spreadsheets, manual work, a competitor) and why it fails.',
        rewrite: (s) => `${s}; today they [cope with spreadsheets, phone calls or a competitor], which [fails how]`,
      },
    ],
  },
  solution: {
    missing: 'Add a Solution slide: what the product does, for whom, and the measurable result.',
    checks: [
      {
        test: /\b(we|our|platform|app|product|tool|software|service)\b/i,
        good: 'describes the product',
        fix: 'Describe the product in one sentence a customer would use.',
        rewrite: (s) => `[Product] is a [kind of product] for [who]: ${s}`,
      },
      {
        test: new RegExp(String.raw`(${NUMBER_RUN}\s*(%|x\b|times|hours?|minutes|days?))`, 'i'),
        good: 'gives a measurable result',
        fix: 'Give one measurable result for the customer (e.g. "cuts reporting from 6 hours to 20 minutes").',
        rewrite: (s) => `${s}, cutting [task] from [N hours] to [N minutes]`,
      },
      {
        test: /\b(only|unique|patent\w*|proprietary|unlike|first|automat\w*|ai\b|machine learning)\b/i,
        good: 'says what is new about it',
        fix: 'Say what is new about it: the insight or technology others do not have.',
        rewrite: (s) => `${s}, using [the insight or technology others do not have]`,
      },
    ],
  },
  'why-now': {
    missing: 'Add a Why now slide: what changed (technology, regulation, cost) that makes this possible now.',
    checks: [
      {
        test: /\b(regulation|law|rule|api|cost|price|adoption|shift|changed?|new|since|until recently|for the first time)\b/i,
        good: 'names what changed',
        fix: 'Name what changed: a technology, a regulation, a cost that fell.',
        rewrite: (s) => `${s}: since [year], [what changed] makes it possible`,
      },
      {
        test: /\b(?:19|20)\d\d\b|(?<!\d)\d+\s*%|(?<!\d)\d+x\b/i,
        good: 'dates or sizes the change',
        fix: 'Date or size the change (a year, a cost drop in %).',
        rewrite: (s) => `${s} ([cost fell N%] since [year])`,
      },
    ],
  },
  product: {
    missing: 'Add a Product slide: what the customer sees and does, step by step.',
    checks: [
      {
        test: /\b(step|upload|connect|click|dashboard|screen|integrat\w*|workflow|feature|api|mobile|web)\b|→|->/i,
        good: 'shows how it works',
        fix: 'Show how it works in three steps the customer takes.',
        rewrite: (s) => `${s}: 1. [customer does X] 2. [product does Y] 3. [customer gets Z]`,
      },
      {
        test: /\b(live|launched|in production|beta|available|shipping|released|version|v\d)\b/i,
        good: 'says what is live',
        fix: 'Say what is live today and what is still to build.',
        rewrite: (s) => `${s} — live since [month]; [next feature] ships in [quarter]`,
      },
    ],
  },
  market: {
    missing: 'Add a Market slide with TAM, SAM and SOM in dollars, how they were computed, and the source.',
    checks: [
      { test: /\bTAM\b|total addressable/i, good: 'states the TAM', fix: 'State the TAM in dollars.', rewrite: (s) => `${s}: TAM $[N]B ([N] [customers] × $[price] a year)` },
      {
        test: /\b(SAM|SOM)\b|serviceable/i,
        good: 'narrows to SAM/SOM',
        fix: 'Narrow the TAM to the SAM and SOM you can reach in 3–5 years.',
        rewrite: (s) => `${s}; SAM $[N]M in [the segment you sell to first], SOM $[N]M in 3–5 years`,
      },
      {
        test: /\bCAGR\b|growing|growth of|per year|annually|\byoy\b/i,
        good: 'gives the market growth',
        fix: 'Give the market growth rate (CAGR) — investors want a market that grows.',
        rewrite: (s) => `${s}, growing [N]% a year (CAGR)`,
      },
      {
        test: /\b(source|according to|report|gartner|statista|forrester|mckinsey|census|bottom-up|bottom up)\b/i,
        good: 'cites a source or method',
        fix: 'Cite the source of the figures, or show the bottom-up calculation (customers × price).',
        rewrite: (s) => `${s} (source: [report, year] — or [N] customers × $[price] a year)`,
      },
    ],
  },
  traction: {
    missing: 'Add a Traction slide: revenue or usage with its growth, and the names of paying customers.',
    checks: [
      { test: /\b(ARR|MRR|revenue|GMV|bookings|sales)\b/i, good: 'states revenue', fix: 'State revenue (ARR or MRR) — or, before revenue, the usage that predicts it.', rewrite: (s) => `${s}: $[N]K MRR` },
      {
        test: new RegExp(String.raw`${NUMBER_RUN}\s*%\s*(month|mom|week|wow|year|yoy|growth|a month|a week)|(month|week)[- ]over[- ](month|week)|\bmom\b|\bwow\b|\bfrom\s+\$?${NUMBER_RUN}[kmb]?\s+to\s+\$?\d`, 'i'),
        good: 'shows the growth rate',
        fix: 'Show the growth rate (month over month) and over how many months.',
        rewrite: (s) => `${s}, growing [N]% month over month for [N] months`,
      },
      {
        test: new RegExp(String.raw`${NUMBER_RUN}\s*(\+\s*)?(paying\s+|active\s+)?(customers|clients|users|teams|companies|pilots|clinics|stores|schools|brands)`, 'i'),
        good: 'counts customers',
        fix: 'Count customers or active users.',
        rewrite: (s) => `${s}, from [N] paying customers`,
      },
      {
        test: /\b(pilots?|LOIs?|letters? of intent|logos?|customers include|signed|contracts?)\b/i,
        good: 'names customers, pilots or LOIs',
        fix: 'Name customers, pilots or letters of intent — logos make traction believable.',
        rewrite: (s) => `${s}; customers include [name] and [name]`,
      },
    ],
  },
  'business-model': {
    missing: 'Add a Business Model slide: who pays, how much, how often, and the unit economics.',
    checks: [
      {
        test: /\$\s?\d|€\s?\d|£\s?\d|per (seat|user|month|year|clinic|store|transaction)|\/(mo|month|yr|year)\b|subscription|fee\b|commission/i,
        good: 'shows the pricing',
        fix: 'Show the price: who pays, how much and how often.',
        rewrite: (s) => `${s}: $[price] per [seat or month], paid by [who]`,
      },
      {
        test: /\b(CAC|LTV|payback|gross margin|margin|unit economics|contribution)\b/i,
        good: 'shows unit economics',
        fix: 'Add unit economics: CAC, LTV (or LTV:CAC) and gross margin.',
        rewrite: (s) => `${s}; CAC $[N], LTV $[N], gross margin [N]%`,
      },
      {
        test: /\b(upsell|expansion|net revenue retention|NRR|churn|retention)\b/i,
        good: 'covers retention or expansion',
        fix: 'Say how revenue per customer grows or is kept (churn, net revenue retention, upsell).',
        rewrite: (s) => `${s}; net revenue retention [N]%, monthly churn [N]%`,
      },
    ],
  },
  'go-to-market': {
    missing: 'Add a Go-to-market slide: the channels that bring customers and what one costs.',
    checks: [
      {
        test: /\b(channels?|outbound|inbound|partners?(hips)?|resellers?|sales team|seo|ads|content|referrals?|community|marketplace|direct sales)\b/i,
        good: 'names the channels',
        fix: 'Name the one or two channels that bring customers today.',
        rewrite: (s) => `${s}: [channel] first, then [channel]`,
      },
      {
        test: /\b(CAC|cost per|conversion|payback|pipeline)\b|\$\s?\d/i,
        good: 'gives what a customer costs',
        fix: 'Give what a customer costs through each channel (CAC, conversion).',
        rewrite: (s) => `${s}; CAC $[N] through [channel], [N]% trial conversion`,
      },
    ],
  },
  competition: {
    missing: 'Add a Competition slide: the alternatives customers use today and why you win against each.',
    checks: [
      {
        test: /\b(vs\.?|versus|competitors?|incumbents?|alternatives?|compared)\b/i,
        good: 'names the alternatives',
        fix: 'Name the main competitors and alternatives, including "do nothing".',
        rewrite: (s) => `${s}: versus [competitor], [competitor] and doing nothing`,
      },
      {
        test: /\b(unlike|only we|better|faster|cheaper|advantage|moat|defensib\w*|network effects?|switching costs?)\b/i,
        good: 'says why you win',
        fix: 'Say why you win and what keeps it that way (the moat).',
        rewrite: (s) => `${s}; unlike them we [advantage], and [what keeps it that way]`,
      },
    ],
  },
  team: {
    missing: 'Add a Team slide: the founders, their roles and why they are the ones to build this.',
    checks: [
      { test: /\b(CEO|CTO|COO|CPO|CFO|founder|co-founder|cofounder)\b/i, good: 'gives roles', fix: 'Give each founder’s role (CEO, CTO…).', rewrite: (s) => `${s} ([name], CEO; [name], CTO)` },
      {
        test: /\b(ex-|former(ly)?|previously|years|built|led|scaled|exited|phd)\b/i,
        good: 'shows relevant experience',
        fix: 'Show the experience that makes this team right: what each built, led or sold before.',
        rewrite: (s) => `${s}; [name] previously [built, led or sold what]`,
      },
      {
        test: /\b(advisors?|hiring|hire|board|angel|mentors?)\b/i,
        good: 'covers advisors or hiring',
        fix: 'Add advisors or the key hires the round pays for.',
        rewrite: (s) => `${s}; advised by [name, relevant role]; this round hires a [key role]`,
      },
    ],
  },
  financials: {
    missing: 'Add a Financials slide: revenue for the next 3 years, burn, and when you break even.',
    checks: [
      {
        test: /\b(20\d\d|year\s*[1-5]|y[1-5])\b/i,
        good: 'projects by year',
        fix: 'Project revenue by year (3 to 5 years) with the main assumption.',
        rewrite: (s) => `${s}: revenue $[N]M in [year 1], $[N]M in [year 3], assuming [main driver]`,
      },
      {
        test: /\b(burn|runway|break[- ]?even|profitab\w*|ebitda|cash)\b/i,
        good: 'covers burn or break-even',
        fix: 'Give the burn and when you break even.',
        rewrite: (s) => `${s}; burn $[N]K a month, break-even in [year]`,
      },
    ],
  },
  ask: {
    missing: 'Add an Ask slide: how much you raise, what it pays for, and the milestones it reaches.',
    checks: [
      {
        test: /(raising|raise|seeking|round of|pre-seed|seed|series [a-c])\b[^.\n]*[$€£]\s?\d|[$€£]\s?\d[\d.,]*\s*(k|m|mm|million)\b[^.\n]*(round|raise|seed|pre-seed|series)/i,
        good: 'states the amount',
        fix: 'State the amount you raise (and the round).',
        rewrite: (s) => `${s}: raising $[N]M [pre-seed or seed]`,
      },
      {
        test: /use of funds|(?<!\d)\d+\s*%\s*(?:(to|for|on)\s*)?(product|engineering|sales|marketing|hiring|go-to-market|r&d)/i,
        good: 'breaks down the use of funds',
        fix: 'Break down the use of funds in percentages (product, sales, hiring).',
        rewrite: (s) => `${s}: [N]% engineering, [N]% sales, [N]% hiring`,
      },
      {
        test: /\b(runway|months|milestones?|reach|until|series [a-c] metrics)\b/i,
        good: 'ties the money to milestones',
        fix: 'Say how many months of runway it buys and which milestone it reaches.',
        rewrite: (s) => `${s}, giving [N] months of runway to reach [milestone, e.g. $1M ARR]`,
      },
    ],
  },
};

/**
 * Words that sound like a claim and say nothing measurable. Flagged only in a sentence
 * without a digit ("huge market" is vague, "a huge $4B market" gives the figure).
 */
const VAGUE =
  /\b(huge|massive|enormous|lots of|a lot of|tons of|significant(?:ly)?|growing fast|fast[- ]growing|rapidly growing|best[- ]in[- ]class|world[- ]class|revolutionary|disruptive|cutting[- ]edge|seamless(?:ly)?|industry[- ]leading|innovative|game[- ]chang\w*|next[- ]gen\w*|strong interest|great team|many (?:customers|users|companies|people)|several (?:customers|pilots)|everyone)\b/gi;

export interface ScoredSection {
  /** The section's label in the taxonomy ("Business model"). */
  name: string;
  score: number;
  status: SectionStatus;
  feedback: string;
  excerpt: string;
}

export interface DeckSlide {
  section: SectionId;
  /** How the slide was placed: its title, or strong cues in an untitled block. */
  by: 'title' | 'content';
  text: string;
}

export interface ScoredDeck {
  score: number;
  /** Sections present in the deck's order, then the missing standard ones. */
  sections: ScoredSection[];
  present: { id: SectionId; name: string; score: number; by: 'title' | 'content' }[];
  missing: { id: SectionId; name: string }[];
  /** The review in sentences, from the figures above (the offline coach's; an AI engine may reword it). */
  review: string;
}

const EXCERPT_CHARS = 600;

/**
 * The deck's slides: a title line (contract/coaching-sections.ts titleOf: "Traction",
 * "2. Meet the Team", "Market: $4B") opens a slide; the lines until the next title belong
 * to it. An untitled block (lines between blank lines, e.g. a PDF page) before any title,
 * or one whose strong cues point clearly at another section than the slide it follows,
 * is placed by those cues ("TAM … SAM" is the market). Text no title or cue places is not
 * counted as any section. Two slides of the same section are read as one.
 */
export function splitSlides(text: string): DeckSlide[] {
  const slides: DeckSlide[] = [];
  let current: DeckSlide | null = null;
  const blocks = text.split(/\r?\n\s*\r?\n/);
  for (const block of blocks) {
    const lines = block.split(/\r?\n/);
    const firstTitle = titleOf(lines.find((l) => l.trim()) ?? '');
    if (!firstTitle) {
      const cue = strongSection(block);
      if (cue && (!current || (cue !== current.section && cueScore(textWords(block), current.section, 'strong') === 0))) {
        current = { section: cue, by: 'content', text: '' };
        slides.push(current);
      }
    }
    for (const raw of lines) {
      const title = titleOf(raw);
      if (title) {
        current = { section: title.id, by: 'title', text: title.rest };
        slides.push(current);
      } else if (current && raw.trim()) {
        current.text = current.text ? `${current.text}\n${raw.trim()}` : raw.trim();
      }
    }
  }
  return slides;
}

/** Slides merged per section, in the order each section first appears. */
export function splitSections(text: string): Map<SectionId, { text: string; by: 'title' | 'content' }> {
  const found = new Map<SectionId, { text: string; by: 'title' | 'content' }>();
  for (const s of splitSlides(text)) {
    const had = found.get(s.section);
    if (had) found.set(s.section, { text: [had.text, s.text].filter(Boolean).join('\n'), by: had.by === 'title' ? 'title' : s.by });
    else found.set(s.section, { text: s.text.trim(), by: s.by });
  }
  return found;
}

const firstSentence = (body: string) =>
  (body
    .split(/(?<=[.!?])\s+|\n/)
    .map((l) => l.trim())
    .find((l) => /[A-Za-z]/.test(l)) ?? '')
    .slice(0, 160)
    .replace(/[.!?;:,]$/, '')
    .replace(/[.!?;:,]$/, '');

/** The vague phrases of a slide, each once, from sentences that give no figure. */
export function vaguePhrases(body: string): string[] {
  const out = new Set<string>();
  for (const sentence of body.split(/(?<=[.!?])\s+|\n/)) {
    if (/\d/.test(sentence)) continue;
    for (const m of sentence.matchAll(VAGUE)) out.add(m[0].toLowerCase());
  }
  return [...out].slice(0, 3);
}

function scoreSection(id: SectionId, body: string): ScoredSection {
  const rubric = RUBRIC[id];
  const name = SECTION_LABELS[id];
  if (!body.trim()) {
    return { name, score: 1, status: sectionStatus(1), feedback: `The ${name} slide has a title and no text. ${rubric.missing.replace(/^Add an? [^:]+: /, 'Say ')}`, excerpt: '' };
  }
  const passed = rubric.checks.filter((c) => c.test.test(body));
  const failed = rubric.checks.filter((c) => !c.test.test(body));
  const score = Math.round(2 + (8 * passed.length) / rubric.checks.length);
  const parts: string[] = [];
  if (passed.length) parts.push(`Good: ${passed.map((c) => c.good).join(', ')}.`);
  const vague = vaguePhrases(body);
  if (vague.length) parts.push(`Vague: ${vague.map((v) => `“${v}”`).join(', ')} — give the figure instead.`);
  if (failed.length) {
    parts.push(failed.map((c) => c.fix).join(' '));
    const first = firstSentence(body);
    if (first) parts.push(`For example: “${failed[0]!.rewrite(first)}.”`);
  } else {
    parts.push('Nothing missing here: keep it to one slide.');
  }
  return { name, score, status: sectionStatus(score), feedback: parts.join(' '), excerpt: body.slice(0, EXCERPT_CHARS) };
}

const listOf = (xs: string[]) => (xs.length <= 1 ? (xs[0] ?? '') : `${xs.slice(0, -1).join(', ')} and ${xs.at(-1)}`);

export function scoreDeck(text: string): ScoredDeck {
  const parts = splitSections(text);
  const present = [...parts.entries()].map(([id, p]) => ({ id, by: p.by, scored: scoreSection(id, p.text) }));
  const has = (id: SectionId) => parts.has(id) || (sectionDef(id).coveredBy ?? []).some((c) => parts.has(c));
  const missing = standardSections('deck').filter((id) => !has(id));
  const sections: ScoredSection[] = [
    ...present.map((p) => p.scored),
    ...missing.map((id): ScoredSection => ({ name: SECTION_LABELS[id], score: 0, status: 'needs-work', feedback: RUBRIC[id].missing, excerpt: '' })),
  ];
  const score = sections.length ? Math.round(sections.reduce((s, x) => s + x.score, 0) / sections.length) : 0;
  const scored: Omit<ScoredDeck, 'review'> = {
    score,
    sections,
    present: present.map((p) => ({ id: p.id, name: p.scored.name, score: p.scored.score, by: p.by })),
    missing: missing.map((id) => ({ id, name: SECTION_LABELS[id] })),
  };
  return { ...scored, review: reviewDeck(scored, parts) };
}

/**
 * The review in a founder's words: the sections found (by their slides) and the standard
 * ones missing, then each weak slide (below 8/10, weakest first, at most three) with its
 * first fix and a rewrite of its own first sentence, then the one change that lifts the
 * score most. Every name and figure comes from the scoring above.
 */
function reviewDeck(d: Omit<ScoredDeck, 'review'>, parts: Map<SectionId, { text: string; by: 'title' | 'content' }>): string {
  if (d.present.length === 0) {
    return (
      'No slide titles were recognised, so no section could be scored. Start each slide with its title on its own line ' +
      `(${standardSections('deck').map((id) => SECTION_LABELS[id]).join(', ')}).`
    );
  }
  const lines: string[] = [];
  const untitled = d.present.filter((p) => p.by === 'content').map((p) => p.name);
  lines.push(
    `Deck score ${d.score}/10. Found ${d.present.length} section${d.present.length === 1 ? '' : 's'}: ${listOf(d.present.map((p) => `${p.name} ${p.score}/10`))}.` +
      (untitled.length ? ` ${listOf(untitled)} ${untitled.length === 1 ? 'has' : 'have'} no slide title; give ${untitled.length === 1 ? 'it one' : 'each one'}.` : ''),
  );
  if (d.missing.length) lines.push(`Missing: ${listOf(d.missing.map((m) => m.name))}.`);
  const weak = d.present.filter((p) => p.score < 8).sort((a, b) => a.score - b.score || 0);
  for (const w of weak.slice(0, 3)) {
    const body = parts.get(w.id)?.text ?? '';
    const failed = RUBRIC[w.id].checks.filter((c) => !c.test.test(body));
    const vague = vaguePhrases(body);
    const first = firstSentence(body);
    if (!body.trim()) {
      lines.push(`${w.name} (${w.score}/10): the slide has a title and no text.`);
      continue;
    }
    const fix = failed[0];
    lines.push(
      `${w.name} (${w.score}/10): ${fix ? fix.fix : 'tighten it.'}` +
        (vague.length ? ` “${vague[0]}” is vague without a figure.` : '') +
        (fix && first ? ` Try: “${fix.rewrite(first)}.”` : ''),
    );
  }
  if (weak.length === 0 && d.missing.length === 0) lines.push('Every section passes its checks: rehearse it, and keep each slide to one point.');
  const lift = d.missing[0]
    ? `First change: ${RUBRIC[d.missing[0].id].missing.charAt(0).toLowerCase()}${RUBRIC[d.missing[0].id].missing.slice(1)}`
    : weak[0]
      ? `First change: the ${weak[0].name} slide, the weakest.`
      : '';
  if (lift) lines.push(lift);
  return lines.join('\n');
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
