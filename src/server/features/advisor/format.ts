/** How the advisor writes figures: "$1.2M", "$85k", "$1,500", "7.5%", "14.1 months", "2.75:1". */

const trim = (s: string) => s.replace(/\.0+$/, '').replace(/(\.(?:\d*[1-9])?)0+$/, '$1');

export function money(n: number): string {
  const sign = n < 0 ? '-' : '';
  const a = Math.abs(n);
  if (a >= 1e9) return `${sign}$${trim((a / 1e9).toFixed(2))}B`;
  if (a >= 1e6) return `${sign}$${trim((a / 1e6).toFixed(a >= 1e7 ? 1 : 2))}M`;
  if (a >= 1e4) return `${sign}$${trim((a / 1e3).toFixed(a >= 1e5 ? 0 : 1))}k`;
  if (a >= 100) return `${sign}$${Math.round(a).toLocaleString('en-US')}`;
  return `${sign}$${trim(a.toFixed(2))}`;
}

/** A fraction as a percentage: 0.075 → "7.5%", 0.3125 → "31.3%", 0.2 → "20%". */
export function percent(fraction: number): string {
  const p = fraction * 100;
  const a = Math.abs(p);
  // Two decimals under 10% ("1.84%"), where one would be off by more than a rounding of the figure.
  const digits = a < 10 ? 2 : a < 100 ? 1 : 0;
  return `${trim(p.toFixed(digits))}%`;
}

export function months(n: number): string {
  const v = trim(n.toFixed(n < 10 ? 1 : n < 100 ? 1 : 0));
  return `${v} month${v === '1' ? '' : 's'}`;
}

/** The unit a question asks a span in: "how many weeks", "in quarters", "how many years until". */
export function askedSpanUnit(text: string): 'week' | 'quarter' | 'year' | undefined {
  const m = /\bhow many (weeks|quarters|years)\b|\b(?:in|as) (weeks|quarters|years)\b|\b(weeks|quarters|years) (?:to|until|till|of runway|left)\b/i.exec(text);
  const w = (m?.[1] ?? m?.[2] ?? m?.[3])?.toLowerCase();
  return w === 'weeks' ? 'week' : w === 'quarters' ? 'quarter' : w === 'years' ? 'year' : undefined;
}

/** A span of months written in the unit asked for: 2.88 months asked in weeks → "12.5 weeks". */
export function span(monthsValue: number, unit?: 'week' | 'month' | 'quarter' | 'year'): string {
  if (!unit || unit === 'month') return months(monthsValue);
  const v = unit === 'week' ? (monthsValue * 52) / 12 : unit === 'quarter' ? monthsValue / 3 : monthsValue / 12;
  const s = trim(v.toFixed(v < 100 ? 1 : 0));
  return `${s} ${unit}${s === '1' ? '' : 's'}`;
}

export function ratio(n: number): string {
  return `${trim(n.toFixed(n < 10 ? 2 : 1))}`;
}

export function points(n: number): string {
  const v = trim(Math.abs(n).toFixed(1));
  return `${n < 0 ? '−' : '+'}${v} point${v === '1' ? '' : 's'}`;
}

export function count(n: number): string {
  return Number.isInteger(n) ? n.toLocaleString('en-US') : trim(n.toFixed(1));
}

/** The one currency a conversation writes its amounts in, when it is not the dollar: "€", "£", "CHF ". */
export function currencyOf(texts: readonly string[]): string | undefined {
  const all = texts.join(' ');
  if (/\$|\busd\b|\bdollars?\b/i.test(all)) return undefined;
  const found = [
    /€|\beur\b|\beuros?\b/i.test(all) && '€',
    /£|\bgbp\b|\bpounds? sterling\b|\bquid\b/i.test(all) && '£',
    /\bchf\b|\bswiss francs?\b/i.test(all) && 'CHF ',
    // "Rs 8 lakh", "₹90L", "INR 2 crore": lakh and crore are said of rupees.
    /₹|\binr\b|\brupees?\b|\brs\.?\s?\d|\blakhs?\b|\blacs?\b|\bcrores?\b|\bcr\b(?=[\s.,;?!]|$)/i.test(all) && '₹',
    /\bsek\b|\bswedish kronor\b/i.test(all) && 'SEK ',
  ].filter((c): c is string => Boolean(c));
  return found.length === 1 ? found[0] : undefined;
}

/** An answer's amounts in the user's currency: "$1.2M" → "€1.2M" when they wrote euros only. */
export function inCurrency(answer: string, texts: readonly string[]): string {
  const c = currencyOf(texts);
  return c ? answer.replace(/\$(?=\d)/g, c) : answer;
}
