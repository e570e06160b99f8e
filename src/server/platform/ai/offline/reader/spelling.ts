/**
 * Misspelt metric words, read as the word meant (issue 30, round 2): a founder types fast,
 * and a head noun one or two keystrokes off ("retnetion", "margni") should still name its
 * metric. Only words of five letters or more are corrected, within Damerau–Levenshtein
 * distance 1 (2 for words of nine letters or more), and only to the metric vocabulary
 * below; a word that is itself in the vocabulary, or one of its inflections, is left alone.
 */

/** The head nouns and modifiers the lexicon and the asked-metric reader match on. */
const VOCABULARY = [
  'churn', 'churned', 'growth', 'payback', 'retention', 'revenue', 'runway', 'margin', 'contribution', 'customers', 'customer',
  'conversion', 'activation', 'acquisition', 'lifetime', 'expenses', 'valuation', 'dilution', 'monthly', 'quarterly', 'annual',
  'multiple', 'expansion', 'contraction', 'turnover', 'salaries', 'compound', 'compounded', 'average', 'recurring', 'gross',
  'burning', 'profit', 'discount', 'option', 'subscribers', 'signups',
];
const KNOWN = new Set(VOCABULARY);
/** Real words one keystroke from a vocabulary word: never corrected ("revenue grows 5%"). */
const REAL = new Set(['grows', 'grown', 'quarter', 'quarters', 'months', 'options', 'annually', 'annuals', 'marine', 'margot', 'customs', 'profits', 'average', 'averages', 'discounts', 'multiples', 'signup']);

/** Damerau–Levenshtein distance (optimal string alignment), stopping early past `max`. */
export function editDistance(a: string, b: string, max = 2): number {
  if (Math.abs(a.length - b.length) > max) return max + 1;
  const d: number[][] = Array.from({ length: a.length + 1 }, (_, i) => [i, ...Array<number>(b.length).fill(0)]);
  for (let j = 0; j <= b.length; j++) d[0]![j] = j;
  for (let i = 1; i <= a.length; i++) {
    let rowMin = Infinity;
    for (let j = 1; j <= b.length; j++) {
      const cost = a[i - 1] === b[j - 1] ? 0 : 1;
      let v = Math.min(d[i - 1]![j]! + 1, d[i]![j - 1]! + 1, d[i - 1]![j - 1]! + cost);
      if (i > 1 && j > 1 && a[i - 1] === b[j - 2] && a[i - 2] === b[j - 1]) v = Math.min(v, d[i - 2]![j - 2]! + 1);
      d[i]![j] = v;
      rowMin = Math.min(rowMin, v);
    }
    if (rowMin > max) return max + 1;
  }
  return d[a.length]![b.length]!;
}

/** An inflection of a vocabulary word ("margins", "churning", "customer's"): not a typo. */
function inflected(w: string): boolean {
  return [...KNOWN].some((k) => w.startsWith(k) || k.startsWith(w));
}

/** The vocabulary word a misspelt word means, if exactly one is near enough. */
export function corrected(word: string): string | undefined {
  const w = word.toLowerCase();
  if (w.length < 5 || KNOWN.has(w) || REAL.has(w) || inflected(w)) return undefined;
  const max = w.length >= 9 ? 2 : 1;
  let best: { word: string; dist: number } | undefined;
  let tie = false;
  for (const k of VOCABULARY) {
    if (Math.abs(k.length - w.length) > max || k[0] !== w[0]) continue;
    const dist = editDistance(w, k, max);
    if (dist > max) continue;
    if (!best || dist < best.dist) {
      best = { word: k, dist };
      tie = false;
    } else if (dist === best.dist && k !== best.word) tie = true;
  }
  return best && !tie ? best.word : undefined;
}

/** The text with misspelt metric words corrected; case of the first letter kept. */
export function correctSpelling(text: string): string {
  return text.replace(/(?<![a-z-])[a-z]{5,}(?![a-z-])/gi, (w) => {
    const c = corrected(w);
    if (!c) return w;
    return /^[A-Z]/.test(w) ? c[0]!.toUpperCase() + c.slice(1) : c;
  });
}
