/**
 * The grammar of the one reader of quantities (issue 30): amounts, units and periods.
 * Quantities in founder sentences, read robustly: "$1.2M", "40k", "2,500", "8% monthly",
 * "15 months", "$9k a month each", "3x", "half a million", "two hires". Each quantity keeps
 * where it sits in the text so the question reader can find the words around it.
 * Money, percentages, counts and durations; periods (per month/quarter/year) when the
 * words right after the number say so.
 */

import { correctSpelling } from './spelling';

export type Unit = 'money' | 'percent' | 'count' | 'months' | 'ratio';
export type Period = 'week' | 'month' | 'quarter' | 'year';

export interface Quantity {
  /** Money in units (40k → 40000), percentages as fractions (8% → 0.08), durations in months. */
  value: number;
  unit: Unit;
  period?: Period;
  /** "each", "per person", "per customer" after the number. */
  each?: boolean;
  /** The currency written with an amount ("$", "€", "CHF"), before or after it. */
  currency?: string;
  /** Offsets in the normalised text: the number itself, then the number with its unit words. */
  start: number;
  end: number;
  /** Where the number and its unit end, before any period or "each" words ("$9k" of "$9k a month"). */
  numEnd: number;
  /** As written (normalised). */
  raw: string;
}

const SMALL: Record<string, number> = {
  zero: 0, one: 1, two: 2, three: 3, four: 4, five: 5, six: 6, seven: 7, eight: 8, nine: 9, ten: 10,
  eleven: 11, twelve: 12, thirteen: 13, fourteen: 14, fifteen: 15, sixteen: 16, seventeen: 17, eighteen: 18,
  nineteen: 19, twenty: 20, thirty: 30, forty: 40, fifty: 50, sixty: 60, seventy: 70, eighty: 80, ninety: 90,
  hundred: 100, dozen: 12,
};

/**
 * Writes number words as digits ("two key hires" → "2 key hires", "half a million" →
 * "500k", "a million" → "1M", "twenty-four" → "24") and unifies dashes and spaces,
 * so the rest of the reader sees one notation. "a"/"one" only become 1 before a scale
 * word or a unit: "a month" stays words.
 */
export function normalise(text: string): string {
  let t = text
    .replace(/[\u2012-\u2015\u2212]/g, (c) => (c === '\u2212' ? '-' : '–'))
    .replace(/\u00a0/g, ' ')
    .replace(/[’‘]/g, "'");
  t = correctSpelling(t);
  t = amountsInOneNotation(t);
  t = scaledWords(t);
  // "150 bps", "40 basis points": hundredths of a percent, read as a percentage.
  t = t.replace(/(?<![\d.,])(\d+(?:\.\d+)?)\s?(?:bps|bp|basis points?)\b/gi, (_m, n: string) => `${+(Number(n) / 100).toFixed(6)}%`);
  t = t.replace(/\bhalf (a|one) (million|billion|mil)\b/gi, (_m, _a, s: string) => (/^b/i.test(s) ? '500M' : '500k'));
  t = t.replace(/\b(a|one) (million|billion|thousand)\b/gi, (_m, _a, s: string) => `1 ${s}`);
  t = t.replace(/\b(twenty|thirty|forty|fifty|sixty|seventy|eighty|ninety)[- ](one|two|three|four|five|six|seven|eight|nine)\b/gi, (_m, a: string, b: string) =>
    String(SMALL[a.toLowerCase()]! + SMALL[b.toLowerCase()]!),
  );
  t = t.replace(/\b(a )?dozen\b/gi, '12');
  t = t.replace(
    /\b(two|three|four|five|six|seven|eight|nine|ten|eleven|twelve|thirteen|fourteen|fifteen|sixteen|seventeen|eighteen|nineteen|twenty|thirty|forty|fifty|sixty|seventy|eighty|ninety|hundred)\b/gi,
    (w: string) => String(SMALL[w.toLowerCase()]),
  );
  // "a quarter of our customers", "half of them": shares in words.
  t = t.replace(/\b(?:a|one) quarter of\b/gi, '25% of').replace(/\b(?:a|one) third of\b/gi, '33.3% of').replace(/\bhalf (?:of )?(?=our|the|all|them|its|their)/gi, '50% of ');
  // "within a year", "in a quarter": a horizon of one period.
  t = t.replace(/\b(in|within|over|inside|by|for|next|the next) (a|one) (year|quarter|month)\b/gi, (_m, p: string, _a, u: string) => `${p} 1 ${u}`);
  // "one" only as a number when a unit or noun of measure follows.
  t = t.replace(/\bone (?=(month|year|quarter|week|customer|client|hire|engineer|person|employee)s?\b)/gi, '1 ');
  return t;
}

const UNITS_WORDS = 'zero|one|two|three|four|five|six|seven|eight|nine';
const SCALE_WORDS = '(million|mil|billion|bn|thousand|grand|k|m)';

/**
 * Amounts said in words around a scale: "one and a half million" → "1.5 million", "two point
 * four million" → "2.4 million", "a quarter million" / "a quarter of a million" → "250k",
 * "three quarters of a million" → "750k"; and the Indian scales, "₹4.5 crore" → "₹45M",
 * "30 lakh" → "3M".
 */
function scaledWords(text: string): string {
  const digit = (w: string) => (/^\d$/.test(w) ? w : String(SMALL[w.toLowerCase()]));
  // "three hundred thousand", "two hundred and fifty million": hundreds before a scale.
  const TENS = 'ten|eleven|twelve|thirteen|fourteen|fifteen|sixteen|seventeen|eighteen|nineteen|twenty|thirty|forty|fifty|sixty|seventy|eighty|ninety';
  let t = text.replace(new RegExp(`\\b(a|one|${UNITS_WORDS}|\\d) hundred(?:(?: and)? (${TENS})(?:[- ](${UNITS_WORDS}))?)? (thousand|million|billion|k)\\b`, 'gi'), (_m, h: string, tens: string | undefined, unit: string | undefined, s: string) =>
    `${(/^an?$/i.test(h) ? 1 : Number(digit(h))) * 100 + (tens ? SMALL[tens.toLowerCase()]! : 0) + (unit ? Number(digit(unit)) : 0)} ${s}`,
  );
  t = t.replace(new RegExp(`\\b(a|an|one|${UNITS_WORDS}|\\d+) and a half ${SCALE_WORDS}\\b`, 'gi'), (_m, n: string, s: string) => `${/^(a|an)$/i.test(n) ? 1 : /^\d+$/.test(n) ? n : digit(n)}.5 ${s}`);
  t = t.replace(new RegExp(`\\b(${UNITS_WORDS}) point (${UNITS_WORDS})(?: (${UNITS_WORDS}))? ${SCALE_WORDS}\\b`, 'gi'), (_m, a: string, b: string, c: string | undefined, s: string) => `${digit(a)}.${digit(b)}${c ? digit(c) : ''} ${s}`);
  t = t.replace(/\b(?:a|one) quarter(?: of a| of one)? (million|billion)\b/gi, (_m, s: string) => (/^b/i.test(s) ? '250M' : '250k'));
  t = t.replace(/\bthree quarters of (?:a|one) (million|billion)\b/gi, (_m, s: string) => (/^b/i.test(s) ? '750M' : '750k'));
  t = t.replace(/(?<![\d.])(\d+(?:\.\d+)?)\s?(crores?|cr|lakhs?|lacs?)\b/gi, (_m, n: string, s: string) => {
    const v = Number(n) * (/^c/i.test(s) ? 1e7 : 1e5);
    return v >= 1e6 ? `${+(v / 1e6).toFixed(4)}M` : `${+(v / 1e3).toFixed(3)}k`;
  });
  return t;
}

/** Currency codes read like a sign, before or after an amount ("CHF 45,000", "500 EUR"). */
const CODES = 'usd|eur|gbp|chf|cad|aud|nzd|sgd|hkd|inr|jpy|cny|sek|nok|dkk|pln|czk|zar|brl|mxn|ils|aed';
const SIGNS = '[$€£¥₹]|us\\$|a\\$|c\\$|r\\$|s\\$';
const CURRENCY_WORDS = 'euros?|dollars?|bucks|quid|pounds|francs|rupees';

/**
 * The number notations of other countries, written the one way the grammar reads:
 * Swiss thousands "900'000" → "900,000"; a decimal comma before a scale, a percent or a
 * currency "1,2 Mio" → "1.2 Mio", "2,5 %" → "2.5 %"; dotted thousands "1.200.000 €" →
 * "1,200,000 €" (one dotted group only beside a currency: "€4.500"); spaced thousands
 * beside a currency "900 000 €" → "900,000 €" or before a word "2 500 seats"; "Mio."/"Mrd." before more words lose the
 * point that would end the clause.
 */
export function amountsInOneNotation(text: string): string {
  const cur = `(?:${SIGNS}|\\b(?:${CODES})\\b|\\b(?:${CURRENCY_WORDS})\\b)`;
  let t = text.replace(/(?<![\d,.'])(\d{1,3})((?:'\d{3})+)(?![\d'])/g, (_m, a: string, rest: string) => a + rest.replace(/'/g, ','));
  t = t.replace(/(?<![\d,.])(\d{1,3}(?:\.\d{3}){2,})(?![\d.]|,\d)/g, (m) => m.replace(/\./g, ','));
  t = t.replace(/(?<![\d,.])(\d{1,3}(?:\.\d{3})+),(\d{1,2})(?!\d)/g, (_m, a: string, b: string) => `${a.replace(/\./g, ',')}.${b}`);
  t = t.replace(new RegExp(`(?<![\\d,.])(\\d{1,3}),(\\d{1,2})(?![\\d,])(?=\\s?(?:%|(?:mio|mrd|mill|million|billion|mn|bn|m|k|tsd)\\b|${cur}))`, 'gi'), '$1.$2');
  t = t.replace(new RegExp(`(${cur}\\s?)(\\d{1,3})\\.(\\d{3})(?![\\d.,]|\\s?(?:k|m|mio|mn|bn|million|billion)\\b)`, 'gi'), '$1$2,$3');
  t = t.replace(new RegExp(`(?<![\\d,.])(\\d{1,3})\\.(\\d{3})(?![\\d.,])(?=\\s?${cur})`, 'gi'), '$1,$2');
  t = t.replace(new RegExp(`(?<![\\d,.])(\\d{1,3})((?: \\d{3})+)(?![\\d,.])(?=\\s?${cur})`, 'gi'), (_m, a: string, rest: string) => a + rest.replace(/ /g, ','));
  t = t.replace(new RegExp(`(${cur}\\s?)(\\d{1,3})((?: \\d{3})+)(?![\\d,.])`, 'gi'), (_m, c: string, a: string, rest: string) => c + a + rest.replace(/ /g, ','));
  // Spaced thousands without a currency: two groups or more ("10 000 000"), or one before a counted noun
  // ("1 200 seats"); once a message spaces its thousands so, its other spaced numbers are read the same way.
  const spaced = /(?<![\d,.])\d{1,3}(?: \d{3}){2,}(?![\d,.])/.test(t);
  const counted = '(?=\\s(?:seats?|shares|options|users|customers|clients|accounts|subscribers|signups|sign-ups|employees|units|licen[cs]es)\\b)';
  t = t.replace(new RegExp(`(?<![\\d,.]|\\b(?:months?|weeks?|days?|years?|q|no\\.?)\\s)(\\d{1,3})((?: \\d{3})${spaced ? '+' : `{2,}|(?: \\d{3})${counted}`})(?!\\d|[,.]\\d)`, 'gi'), (_m, a: string, rest: string) => a + rest.replace(/ /g, ','));
  // …and before the noun they count: "2 500 seats", "4 800 weekly users" (a group of exactly three digits).
  t = t.replace(/(?<![\d,.])(?<!\d )(?<!\b(?:months?|weeks?|days?|years?|q|no\.?)\s)(\b\d{1,3})((?: \d{3})+)(?![\d,.%])(?= [a-z])/gi, (_m, a: string, rest: string) => a + rest.replace(/ /g, ','));
  // Accounting negatives in a pasted sheet or statement: "(45,000)", "(€12.5k)", "$(8,000)" standing alone in a
  // cell (after a line start, tab, pipe, comma, colon or "=") are minus amounts; "burn (€45,000)" after a word stays an aside.
  t = t.replace(
    new RegExp(`(^|[\\t|,:=]| {2})( {0,2})(${SIGNS}|\\b(?:${CODES})\\s?)?\\((${SIGNS}|(?:${CODES})\\s?)?(\\d{1,3}(?:,\\d{3})+(?:\\.\\d+)?|\\d+(?:\\.\\d+)?\\s?(?:k|m|mio|mn|bn|million|thousand)?)\\)(?![\\w%])`, 'gim'),
    (m, pre: string, sp: string, c1: string | undefined, c2: string | undefined, n: string) => {
      const c = (c1 ?? c2 ?? '').trim();
      // A bare number needs thousands separators or a scale to be read as an amount ("(3)" is a list marker).
      if (!c && !/,\d{3}|[a-z]$/i.test(n)) return m;
      return `${pre}${sp}-${c}${/^[a-z]/i.test(c) ? ' ' : ''}${n}`;
    },
  );
  t = t.replace(/\b([Mm]io|[Mm]rd|[Mm]ill|[Tt]sd)\.(?=\s*(?:[$€£]|EUR|CHF|USD|GBP|Euro|euro|[a-z]))/g, '$1');
  return t;
}

const MULTIPLIERS: Record<string, number> = {
  k: 1e3, thousand: 1e3, grand: 1e3, tsd: 1e3, m: 1e6, mm: 1e6, mil: 1e6, mn: 1e6, million: 1e6, mio: 1e6, mill: 1e6, b: 1e9, bn: 1e9, billion: 1e9, mrd: 1e9,
};

// A number not glued to a word before it ("Q3", "B2B" are not quantities).
const NUMBER = new RegExp(
  `(?<![A-Za-z0-9.,])(?<neg>-(?=(?:${SIGNS}|(?:${CODES})\\s?)?\\d))?(?<cur>(?:${SIGNS}|\\b(?:${CODES})\\b)\\s?)?(?<num>\\d{1,3}(?:,\\d{3})+(?:\\.\\d+)?|\\d+(?:\\.\\d+)?|\\.\\d+)` +
    `(?:[ \\t\\u00a0]?(?<mult>thousand|million|billion|grand|mil|mn|mm|bn|mio|mrd|mill|tsd|k|m|b)(?![a-z]))?` +
    // A currency after the amount: "110k €", "2.2 Mio EUR", "45,000 CHF", "2 million euros".
    `(?:\\s?(?<tcur>${SIGNS}|\\b(?:${CODES}|${CURRENCY_WORDS})\\b)(?!\\s?\\d))?` +
    `(?:\\s?(?<pct>%|percent\\b|per cent\\b|pct\\b|pp\\b|points?\\b|pts?\\b)|(?<x>x|×)(?![a-z])|(?::1\\b))?`,
  'gi',
);

// "12 months", "a 12-month horizon".
const DURATION = /^(?:\s*|-)(?:more |extra |full )?(?<u>months?|mos?\b|years?|yrs?\b|weeks?|wks?\b|quarters?)\b/i;
// "/mo", "per month", "p.a.", "pcm", "/yr", "/q": the period a flow is quoted in.
const PERIOD_AFTER =
  /^\s*(?:(?:\/\s*|per\s+|a\s+|an\s+|each\s+|every\s+|in\s+a\s+|per\s+calendar\s+)(?<p1>week|wk|month|mth|mo|quarter|qtr|year|yr|annum)\b|\/\s*(?<p3>m|y|q|w)\b|(?<p2>weekly|monthly|quarterly|yearly|annually|annual|wow|mom|qoq|yoy|week[- ]over[- ]week|month[- ]over[- ]month|quarter[- ]over[- ]quarter|year[- ]over[- ]year|a\s+week|a\s+month|a\s+year|p\.\s?a\b\.?|pa\b|p\.\s?m\b\.?|pcm\b|per\s+annum)\b)/i;
const RATE_WORD_PERIOD = /^\s*(?:(?:mom|wow|qoq|yoy|net|gross|logo|revenue|compound(?:ed)?|average)\s+)?(?:growth|churn|decline|increase|attrition|retention|drop)\s+(?:rate\s+)?(?:per|a|an|each|every)\s+(week|month|quarter|year)\b/i;
const EACH_AFTER = /^\s*(?:each|apiece|per (?:person|head|employee|customer|user|seat|account|hire))\b/i;

export function periodOf(word: string): Period {
  const w = word.toLowerCase();
  if (/^(week|wk|weekly|wow|a\s+week|w$)/.test(w)) return 'week';
  if (/^(quarter|qtr|quarterly|qoq|q$)/.test(w)) return 'quarter';
  if (/^(year|yr|annum|yearly|annual|yoy|a\s+year|y$|p\.\s?a|pa$|per\s+annum)/.test(w)) return 'year';
  return 'month';
}

/** Every quantity in `text` (already normalised), in order. */
export function findQuantities(text: string): Quantity[] {
  const out: Quantity[] = [];
  for (const m of text.matchAll(NUMBER)) {
    const g = m.groups ?? {};
    let value = Number((g.num ?? '').replace(/,/g, '')) * (g.neg ? -1 : 1);
    if (!Number.isFinite(value)) continue;
    const start = m.index;
    let end = start + m[0].length;
    const mult = g.mult?.toLowerCase();
    // "m" right after a number without a currency sign is months in "3m runway"? Too rare: read as million only with money context.
    if (mult) value *= MULTIPLIERS[mult] ?? 1;
    const currency = (g.cur ?? g.tcur)?.trim();
    let unit: Unit = currency || mult ? 'money' : 'count';
    if (g.pct) unit = /^(pp|points?|pts?)$/i.test(g.pct) ? 'count' : 'percent';
    if (g.x || /:1$/.test(m[0])) unit = 'ratio';
    if (unit === 'percent') value /= 100;
    let rest = text.slice(end);
    let numEnd = end;
    let period: Period | undefined;
    let each = false;
    const dur = unit === 'count' ? DURATION.exec(rest) : null;
    if (dur) {
      const u = dur.groups!.u!.toLowerCase();
      unit = 'months';
      if (/^y/.test(u)) value *= 12;
      else if (/^w/.test(u)) value = (value * 12) / 52;
      else if (/^q/.test(u)) value *= 3;
      end += dur[0].length;
      numEnd = end;
      rest = text.slice(end);
    }
    // "$9k a month each", "8% monthly", "$85k/mo": up to two trailing qualifiers in any order.
    for (let i = 0; i < 2 && unit !== 'months'; i++) {
      const p = PERIOD_AFTER.exec(rest);
      if (p && !period) {
        period = periodOf((p.groups!.p1 ?? p.groups!.p2 ?? p.groups!.p3)!);
        end += p[0].length;
        rest = text.slice(end);
        continue;
      }
      const e = EACH_AFTER.exec(rest);
      if (e && !each) {
        each = true;
        end += e[0].length;
        rest = text.slice(end);
        continue;
      }
      break;
    }
    // "20% growth per quarter", "3% churn a month": a rate's period after the word it measures.
    if (unit === 'percent' && !period) {
      const m = RATE_WORD_PERIOD.exec(rest);
      if (m) period = periodOf(m[1]!);
    }
    out.push({ value, unit, period, each: each || undefined, currency: unit === 'money' ? currency : undefined, start, end, numEnd, raw: text.slice(start, end).trim() });
  }
  return out;
}

/** One number as written in a sentence ("40k", "$1.2M", "2,500", "8%"), or undefined. */
export function parseQuantity(text: string): Quantity | undefined {
  return findQuantities(normalise(text))[0];
}
