/**
 * The figures of Julia's tables (issue #30, ADR 063): what a column measures, a table's
 * rows with where each is, and amounts and periods as people write them. Kept apart from
 * the file reader (table-reader.ts, which loads papaparse in the user-text pool) so the
 * NLP worker's answers (files-answer.ts) load none of it.
 */
/** What a column measures. Money is in the file's currency, churn a fraction (0.03). */
export type MetricKind =
  | 'mrr'
  | 'arr'
  | 'revenue'
  | 'burn'
  | 'expenses'
  | 'cashFlow'
  | 'cash'
  | 'customers'
  | 'newCustomers'
  | 'lostCustomers'
  | 'churn';

export const METRIC_NAMES: Record<MetricKind, string> = {
  mrr: 'MRR',
  arr: 'ARR',
  revenue: 'revenue',
  burn: 'burn',
  expenses: 'expenses',
  cashFlow: 'cash flow',
  cash: 'cash',
  customers: 'customers',
  newCustomers: 'new customers',
  lostCustomers: 'customers lost',
  churn: 'churn',
};

export interface TableRow {
  /** The period as written in the file ("2025-06", "Jun 2025"), or null (no period column, or a "Burn: $80k" line). */
  label: string | null;
  /** Where the row is, for a citation: "row for 2025-06", "column for Jan 2025" (a sideways table), "row 3", "line 4"; empty for a single JSON object. */
  where: string;
  values: Partial<Record<MetricKind, number>>;
}

export interface ReadTable {
  file: string;
  /** 'series': rows in time order (oldest first); 'facts': figures stated once each ("Burn: $80k"), in file order. */
  shape: 'series' | 'facts';
  /** Recognised columns: the header as written and what it measures. */
  columns: { header: string; kind: MetricKind | 'period' }[];
  /** Headers not recognised. */
  ignored: string[];
  rows: TableRow[];
  /** Older rows left out (only the newest MAX_ROWS are kept). */
  dropped: number;
  /** Why the file could not be read as a table, in one sentence; rows is then empty. */
  problem?: string;
  /** The problem was the server's, not the file's (the parsers were busy): asking again may work. */
  retry?: boolean;
}


/* ---------- amounts ---------- */

export interface Amount {
  value: number;
  /** Written with a % sign: `value` is then the fraction (4.5% → 0.045). */
  percent: boolean;
}

const SCALE: Record<string, number> = { k: 1e3, thousand: 1e3, m: 1e6, mm: 1e6, mn: 1e6, million: 1e6, b: 1e9, bn: 1e9, billion: 1e9 };
const CURRENCY = /us\$|usd|eur|gbp|chf|cad|aud|[$€£¥]/g;
const MINUS = /^[-−–]/;

/**
 * A number written with separators: "80,000", "1.234.567", "1,5" (decimal comma), "1.2".
 * `decimalComma` (a `;`-separated file) reads "1.234" as 1234 and "1,500" as 1.5.
 */
function plainNumber(t: string, decimalComma: boolean): number | null {
  if (!/^(?:\d[\d.,]*|[.,]\d+)$/.test(t)) return null;
  const dot = t.lastIndexOf('.');
  const comma = t.lastIndexOf(',');
  let n: string | null;
  if (dot >= 0 && comma >= 0) {
    const [dec, thousands] = dot > comma ? ['.', ','] : [',', '.'];
    const whole = t.slice(0, t.lastIndexOf(dec)).split(thousands).join('');
    const frac = t.slice(t.lastIndexOf(dec) + 1);
    n = /^\d+$/.test(whole) && /^\d*$/.test(frac) ? `${whole}.${frac}` : null;
  } else if (comma >= 0) {
    if (!decimalComma && /^\d{1,3}(?:,\d{3})+$/.test(t)) n = t.replaceAll(',', '');
    else n = /^\d*,\d+$/.test(t) ? t.replace(',', '.') : null;
  } else if (dot >= 0) {
    if (/^\d{1,3}(?:\.\d{3}){2,}$/.test(t) || (decimalComma && /^\d{1,3}(?:\.\d{3})+$/.test(t))) n = t.replaceAll('.', '');
    else n = /^\d*\.\d*$/.test(t) && t !== '.' ? t : null;
  } else n = t;
  if (n === null) return null;
  const v = Number(n);
  return Number.isFinite(v) ? v : null;
}

/**
 * An amount as people write it: "$80,000", "80k", "€1.2M", "1.2 million", "(5,000)",
 * "-$5k", "4.5%", "USD 1,200". Null for anything else ("n/a", "—", "soon").
 */
export function parseAmount(input: unknown, opts: { decimalComma?: boolean } = {}): Amount | null {
  if (typeof input === 'number') return Number.isFinite(input) ? { value: input, percent: false } : null;
  if (typeof input !== 'string') return null;
  let s = input.trim().toLowerCase();
  if (!s || s.length > 40) return null;
  let sign = 1;
  if (s.startsWith('(') && s.endsWith(')')) {
    sign = -1;
    s = s.slice(1, -1).trim();
  }
  s = s.replace(CURRENCY, '').replace(/[\s\u00a0\u202f']+/g, '');
  if (MINUS.test(s)) {
    sign = -sign;
    s = s.slice(1);
  } else if (s.startsWith('+')) s = s.slice(1);
  // "$-5,000" and "-$5,000" both lose their currency above.
  const percent = s.endsWith('%');
  if (percent) s = s.slice(0, -1);
  const m = /^([\d.,]+)([a-z]*)$/.exec(s);
  if (!m) return null;
  const unit = m[2]!;
  if (unit && (percent || !(unit in SCALE))) return null;
  const n = plainNumber(m[1]!, opts.decimalComma ?? false);
  if (n === null) return null;
  const value = sign * n * (unit ? SCALE[unit]! : 1);
  return { value: percent ? value / 100 : value, percent };
}

/* ---------- periods ---------- */

const MONTHS = ['jan', 'feb', 'mar', 'apr', 'may', 'jun', 'jul', 'aug', 'sep', 'oct', 'nov', 'dec'];

export interface Period {
  year?: number;
  /** 1–12. */
  month?: number;
  /** A sort key: later periods have larger keys. */
  key: number;
}

const fullYear = (y: string) => (y.length === 2 ? 2000 + Number(y) : Number(y));
const monthOf = (word: string) => {
  const i = MONTHS.indexOf(word.slice(0, 3));
  return i >= 0 && (word.length === 3 || 'january february march april may june july august september october november december sept'.includes(word)) ? i + 1 : undefined;
};
const at = (year: number | undefined, month: number): Period => ({ year, month, key: (year ?? 0) * 12 + month - 1 });

/** A period label: "2025-06", "2025-06-30", "06/2025", "Jun 2025", "June", "Jun-25", "Q2 2025", "2025". Undefined when it is none. */
export function parsePeriod(label: string): Period | undefined {
  const s = label.trim().toLowerCase();
  let m = /^(\d{4})[-/.](\d{1,2})(?:[-/.]\d{1,2})?(?:[t ][\d:.]+z?)?$/.exec(s);
  if (m && Number(m[2]) >= 1 && Number(m[2]) <= 12) return at(Number(m[1]), Number(m[2]));
  m = /^(\d{1,2})[-/.](\d{4})$/.exec(s);
  if (m && Number(m[1]) >= 1 && Number(m[1]) <= 12) return at(Number(m[2]), Number(m[1]));
  m = /^(\d{1,2})[-/.](\d{1,2})[-/.](\d{4})$/.exec(s);
  if (m) {
    const [a, b] = [Number(m[1]), Number(m[2])];
    // 31/05/2025 is day-first; 05/31/2025 and 05/06/2025 are read month-first.
    const month = a > 12 ? b : a;
    if (month >= 1 && month <= 12) return at(Number(m[3]), month);
  }
  m = /^([a-z]{3,9})\.?(?:[\s\-'’,]+(\d{4}|\d{2}))?$/.exec(s);
  if (m) {
    const month = monthOf(m[1]!);
    if (month) return at(m[2] ? fullYear(m[2]) : undefined, month);
  }
  m = /^(?:q([1-4])[\s\-/]*(\d{4}|\d{2})|(\d{4})[\s\-/]*q([1-4]))$/.exec(s);
  if (m) {
    const q = Number(m[1] ?? m[4]);
    return at(fullYear(m[2] ?? m[3]!), q * 3);
  }
  m = /^(?:fy)?(\d{4})$/.exec(s);
  if (m && Number(m[1]) > 1900 && Number(m[1]) < 2200) return at(Number(m[1]), 12);
  return undefined;
}
