/**
 * Julia reads a founder's uploaded tables (issue #30, ADR 063): a CSV (papaparse: quotes,
 * commas inside quotes, CRLF, a BOM, `;`/tab/pipe separators), a JSON document (an array
 * of objects, `{rows: […]}`, an object keyed by month, or one object of figures) or a
 * markdown file (pipe tables, and "Burn: $80k" lines) becomes rows of figures whose
 * columns are recognised by their header (month/date/period, revenue, MRR, ARR, burn,
 * expenses, cash, customers, churn…), with amounts in any common writing ("$80,000",
 * "80k", "€1.2M", "(5,000)", "1.234,56" in a `;` file, "4.5%").
 *
 * Every figure keeps where it came from ("row for 2025-06", "row 3", "line 4"), so an
 * answer can cite it. A file that cannot be read as a table says why in one plain
 * sentence (`problem`). Runs in the user-text pool (user-text-worker.ts) with its CPU budget.
 */
import Papa from 'papaparse';
import { parseAmount, parsePeriod, type Amount, type MetricKind, type ReadTable, type TableRow } from './table-values';

export { METRIC_NAMES, parseAmount, parsePeriod, type Amount, type MetricKind, type Period, type ReadTable, type TableRow } from './table-values';

/** Rows kept per table (the newest): ten years of months. */
export const MAX_ROWS = 120;
/** Rows before the header a CSV may have (a title, a blank line, "Prepared by …"). */
const HEADER_SEARCH_ROWS = 10;

/* ---------- headers ---------- */

const words = (s: string) => s.toLowerCase().replace(/[^a-z0-9%#]+/g, ' ').trim().split(' ').filter(Boolean);
const has = (w: string[], ...any: string[]) => any.some((x) => w.includes(x));

const UNIT_WORDS = new Set(['usd', 'eur', 'gbp', 'chf', 'k', 'm', 'mm', 'in', 'thousands', 'thousand', 'millions', 'million', '000', '000s', '%', '#', 'pct', 'percent', 'amount', 'value', 'total', 'monthly', 'per', 'month', 'mo', 'the', 'of', 'number', 'no', 'count']);
const PLANNED = ['target', 'goal', 'plan', 'planned', 'budget', 'budgeted', 'forecast', 'projected', 'projection', 'estimate', 'estimated', 'variance'];
const CUSTOMER_WORDS = ['customers', 'customer', 'users', 'user', 'accounts', 'clients', 'subscribers', 'logos', 'members', 'seats'];
const COST_WORDS = ['expenses', 'expense', 'costs', 'cost', 'opex', 'spend', 'spending', 'outflows', 'outflow', 'outgoings'];

/** How much a header's unit multiplies its values by: "MRR ($k)" → 1,000, "ARR (in millions)" → 1,000,000. */
export function headerScale(header: string): number {
  const h = header.toLowerCase().replace(/\s+/g, '');
  if (/\((?:[$€£]?k|k[$€£]|'?000s?)\)|[$€£]k$|'000|thousands/.test(h)) return 1e3;
  if (/\((?:[$€£]?mm?|mm?[$€£])\)|[$€£]mm?$|millions/.test(h)) return 1e6;
  return 1;
}

/** What a header measures, or null when it is not one of the recognised columns. */
export function classifyHeader(header: string): MetricKind | 'period' | null {
  const w = words(header);
  if (!w.length || has(w, ...PLANNED)) return null;
  const rest = w.filter((x) => !UNIT_WORDS.has(x));
  if (has(w, 'month', 'date', 'period', 'week', 'quarter', 'year', 'fy') && rest.every((x) => ['date', 'period', 'week', 'quarter', 'year', 'fy', 'as', 'ending', 'end', 'reporting', 'fiscal', 'start', 'starting'].includes(x))) {
    return 'period';
  }
  if (has(w, 'churned', 'lost', 'cancelled', 'canceled', 'cancellations') && has(w, ...CUSTOMER_WORDS, 'cancellations')) return 'lostCustomers';
  if (has(w, 'churn', 'churned')) return 'churn';
  if (has(w, 'burn')) return has(w, 'gross') ? 'expenses' : 'burn';
  if (has(w, 'flow', 'cashflow')) return has(w, 'cash', 'cashflow') ? 'cashFlow' : null;
  if (has(w, 'mrr') || (has(w, 'recurring') && has(w, 'monthly'))) return 'mrr';
  if (has(w, 'arr') || (has(w, 'recurring') && has(w, 'annual', 'annualized', 'annualised', 'yearly')) || (has(w, 'run') && has(w, 'rate'))) return 'arr';
  if (has(w, ...CUSTOMER_WORDS)) {
    if (has(w, 'new', 'added', 'acquired', 'gained', 'won')) return 'newCustomers';
    return rest.every((x) => [...CUSTOMER_WORDS, 'paying', 'active', 'closing', 'ending', 'end'].includes(x)) ? 'customers' : null;
  }
  if (has(w, 'cash', 'bank', 'balance', 'treasury')) return rest.every((x) => ['cash', 'bank', 'balance', 'treasury', 'on', 'hand', 'at', 'ending', 'closing', 'end', 'available', 'eom'].includes(x)) ? 'cash' : null;
  if (has(w, ...COST_WORDS)) return rest.every((x) => [...COST_WORDS, 'operating', 'net', 'all', 'opex'].includes(x)) ? 'expenses' : null;
  if (has(w, 'revenue', 'revenues', 'sales', 'turnover', 'income')) {
    if (has(w, 'net') && has(w, 'income')) return null;
    return rest.every((x) => ['revenue', 'revenues', 'sales', 'turnover', 'income', 'net', 'gross', 'recognized', 'recognised'].includes(x)) ? 'revenue' : null;
  }
  return null;
}

/* ---------- rows to a table ---------- */

const TOTAL_ROW = /^(?:total|totals|sum|average|avg|mean|ytd|grand total|median)\b/i;

/** A cell's figure for a column: percentages as fractions, churn written "3" read as 3 %, burn as a positive outflow. */
function figure(kind: MetricKind, a: Amount, scale: number): number {
  if (kind === 'churn') return a.percent || Math.abs(a.value) <= 1 ? Math.abs(a.value) : Math.abs(a.value) / 100;
  const v = a.percent ? a.value : a.value * scale;
  // A burn or cost written as a negative outflow ("(80,000)", "-80k") is the same burn.
  return kind === 'burn' || kind === 'expenses' ? Math.abs(v) : v;
}

interface Grid {
  header: string[];
  /** A sideways table's periods are its columns. */
  periodsAcross?: boolean;
  body: { cells: unknown[]; line: number }[];
  decimalComma: boolean;
}

/** The table a header and its rows make, or the reason they make none. */
function fromGrid(file: string, grid: Grid): ReadTable {
  const kinds = grid.header.map((h) => classifyHeader(String(h ?? '')));
  const base = { file, shape: 'series' as const, dropped: 0 };
  const columns: ReadTable['columns'] = [];
  const seen = new Set<string>();
  const useAt: (MetricKind | 'period' | null)[] = kinds.map((k, i) => {
    // The first column of a kind counts; a second "Cash" is ignored.
    if (!k || seen.has(k)) return null;
    seen.add(k);
    columns.push({ header: String(grid.header[i]).trim(), kind: k });
    return k;
  });
  // An unnamed or foreign-named first column ("", "Monat") whose cells are periods is the period column.
  if (!useAt.includes('period') && !useAt[0] && grid.body.length) {
    const periods = grid.body.filter((r) => parsePeriod(String(r.cells[0] ?? ''))).length;
    if (periods >= Math.max(1, (grid.body.length * 2) / 3)) {
      useAt[0] = 'period';
      columns.unshift({ header: String(grid.header[0] ?? '').trim(), kind: 'period' });
    }
  }
  const ignored = grid.header.filter((h, i) => !useAt[i] && String(h ?? '').trim()).map((h) => String(h).trim());
  const metrics = columns.filter((c) => c.kind !== 'period');
  if (!metrics.length) {
    const found = grid.header.map((h) => String(h ?? '').trim()).filter(Boolean);
    return {
      ...base,
      columns,
      ignored,
      rows: [],
      problem: `${file} has no column I recognise${found.length ? ` (its header: ${found.slice(0, 6).join(', ')}${found.length > 6 ? ', …' : ''})` : ''}: name the columns month, revenue, MRR, burn, cash, customers or churn.`,
    };
  }
  const periodAt = useAt.indexOf('period');
  const scales = grid.header.map((h) => headerScale(String(h ?? '')));
  let rows: (TableRow & { key?: number })[] = [];
  let dataRow = 0;
  for (const { cells, line } of grid.body) {
    const rawLabel = periodAt >= 0 ? String(cells[periodAt] ?? '').trim() : '';
    const first = String(cells[0] ?? '').trim();
    if (TOTAL_ROW.test(rawLabel) || TOTAL_ROW.test(first)) continue;
    const values: TableRow['values'] = {};
    useAt.forEach((k, i) => {
      if (!k || k === 'period') return;
      const a = parseAmount(cells[i], { decimalComma: grid.decimalComma });
      if (a) values[k] = figure(k, a, scales[i]!);
    });
    if (!Object.keys(values).length) continue;
    dataRow += 1;
    const label = rawLabel || null;
    rows.push({ label, where: label ? `${grid.periodsAcross ? 'column' : 'row'} for ${label}` : line > 0 ? `line ${line}` : `row ${dataRow}`, values, key: label ? parsePeriod(label)?.key : undefined });
  }
  if (!rows.length) {
    return { ...base, columns, ignored, rows: [], problem: `${file} has a ${metrics.map((c) => c.header).join(', ')} column but no figure I can read in it.` };
  }
  // Newest first in the file (a common export): put it in time order.
  const keyed = rows.filter((r) => r.key !== undefined);
  if (keyed.length >= 2 && keyed[0]!.key! > keyed[keyed.length - 1]!.key!) rows.reverse();
  const dropped = Math.max(0, rows.length - MAX_ROWS);
  rows = rows.slice(dropped);
  return { ...base, shape: periodAt >= 0 ? 'series' : 'facts', columns, ignored, rows: rows.map(({ key: _key, ...r }) => r), dropped };
}

/**
 * A table written sideways (metrics down the first column, periods across the header:
 * "Metric, Jan 2025, Feb 2025…") turned the usual way round; undefined when it is not one.
 */
function transposed(rows: string[][], decimalComma: boolean): Grid | undefined {
  const header = rows[0] ?? [];
  const periods = header.slice(1).filter((h) => parsePeriod(String(h)));
  if (periods.length < 2 || periods.length < (header.length - 1) / 2) return undefined;
  const metricRows = rows.slice(1).filter((r) => classifyHeader(String(r[0] ?? '')));
  if (!metricRows.length) return undefined;
  const body = header.slice(1).map((label, j) => ({ cells: [label, ...metricRows.map((r) => r[j + 1])], line: 0 }));
  return { header: ['Month', ...metricRows.map((r) => String(r[0]))], body, decimalComma, periodsAcross: true };
}

/* ---------- CSV ---------- */

const DELIMITERS = [',', ';', '\t', '|'] as const;

/**
 * The separator of a CSV: the one that splits the most of its first lines into the same
 * number of fields (quoted text left out). Papaparse's own guess gives up when a title
 * line comes before the header.
 */
export function guessDelimiter(text: string): string {
  const lines = text
    .split('\n', 40)
    .map((l) => l.replace(/"[^"]*"/g, ''))
    .filter((l) => l.trim())
    .slice(0, 20);
  let best: { d: string; lines: number; fields: number } = { d: ',', lines: 0, fields: 0 };
  for (const d of DELIMITERS) {
    const counts = new Map<number, number>();
    for (const l of lines) {
      const n = l.split(d).length - 1;
      if (n > 0) counts.set(n, (counts.get(n) ?? 0) + 1);
    }
    for (const [fields, n] of counts) {
      if (n > best.lines || (n === best.lines && fields > best.fields)) best = { d, lines: n, fields };
    }
  }
  return best.d;
}

/** Line number (1-based) of each character offset of `text`. */
function lineCounter(text: string) {
  const starts = [0];
  for (let i = text.indexOf('\n'); i >= 0; i = text.indexOf('\n', i + 1)) starts.push(i + 1);
  return (offset: number) => {
    let lo = 0;
    let hi = starts.length - 1;
    while (lo < hi) {
      const mid = (lo + hi + 1) >> 1;
      if (starts[mid]! <= offset) lo = mid;
      else hi = mid - 1;
    }
    return lo + 1;
  };
}

export function readCsv(file: string, input: string): ReadTable {
  const text = input.replace(/^\uFEFF/, '').replace(/\r\n?/g, '\n');
  const none = (problem: string): ReadTable => ({ file, shape: 'series', columns: [], ignored: [], rows: [], dropped: 0, problem });
  if (!text.trim()) return none(`${file} is empty.`);
  const delimiter = guessDelimiter(text);
  const lineOf = lineCounter(text);
  const rows: string[][] = [];
  const lines: number[] = [];
  let unclosed: number | undefined;
  let cursor = 0;
  Papa.parse<string[]>(text, {
    delimiter,
    skipEmptyLines: 'greedy',
    step: (r) => {
      // The row starts after the previous row's end and any blank lines.
      let o = cursor;
      while (o < text.length && /\s/.test(text[o]!)) o++;
      cursor = r.meta.cursor;
      const quote = r.errors.find((e) => e.code === 'MissingQuotes');
      if (quote && unclosed === undefined) unclosed = lineOf(o);
      rows.push(r.data.map((c) => String(c ?? '').trim()));
      lines.push(lineOf(o));
    },
  });
  if (unclosed !== undefined) return none(`${file} could not be read as a table: a quote opened on line ${unclosed} is never closed.`);
  if (rows.every((r) => r.length < 2)) return none(`${file} could not be read as a table: I found no separator (comma, semicolon or tab) between values.`);
  const decimalComma = delimiter === ';';
  const sideways = transposed(rows, decimalComma);
  if (sideways) return fromGrid(file, sideways);
  // The header is the first row with a recognised column (a title line or two may come before it).
  const headerAt = rows.slice(0, HEADER_SEARCH_ROWS).findIndex((r) => r.length >= 2 && r.some((c) => classifyHeader(c) && classifyHeader(c) !== 'period'));
  const at = headerAt >= 0 ? headerAt : rows.findIndex((r) => r.length >= 2);
  const body = rows.slice(at + 1).map((cells, i) => ({ cells, line: lines[at + 1 + i]! }));
  return fromGrid(file, { header: rows[at]!, body, decimalComma });
}

/* ---------- JSON ---------- */

const isRecord = (v: unknown): v is Record<string, unknown> => typeof v === 'object' && v !== null && !Array.isArray(v);

export function readJson(file: string, text: string): ReadTable {
  const none = (problem: string): ReadTable => ({ file, shape: 'series', columns: [], ignored: [], rows: [], dropped: 0, problem });
  let doc: unknown;
  try {
    doc = JSON.parse(text.replace(/^\uFEFF/, ''));
  } catch {
    return none(`${file} is not valid JSON.`);
  }
  let list: unknown[] | undefined;
  if (Array.isArray(doc)) list = doc;
  else if (isRecord(doc)) {
    // {rows: […]}, {data: […]}, {months: […]}: the first array of objects in it.
    const inner = Object.values(doc).find((v) => Array.isArray(v) && v.some(isRecord));
    if (inner) list = inner as unknown[];
    else if (Object.keys(doc).length >= 2 && Object.entries(doc).every(([k, v]) => parsePeriod(k) && isRecord(v))) {
      // {"2025-05": {mrr: …}, "2025-06": {…}}: one object per period.
      list = Object.entries(doc).map(([k, v]) => ({ month: k, ...(v as object) }));
    } else list = [doc];
  }
  const objects = (list ?? []).filter(isRecord);
  if (!objects.length) return none(`${file} could not be read as a table: it holds no objects with named figures (an array of rows, or {"rows": […]}).`);
  const header: string[] = [];
  for (const o of objects) for (const k of Object.keys(o)) if (!header.includes(k)) header.push(k);
  const grid: Grid = { header, body: objects.map((o) => ({ cells: header.map((k) => (isRecord(o[k]) || Array.isArray(o[k]) ? undefined : o[k])), line: 0 })), decimalComma: false };
  const table = fromGrid(file, grid);
  // A single object of figures is stated facts, not a series.
  return objects.length === 1 && !table.problem ? { ...table, shape: 'facts', rows: table.rows.map((r) => ({ ...r, where: r.label ? r.where : '' })) } : table;
}

/* ---------- markdown ---------- */

const cellsOf = (line: string) =>
  line
    .trim()
    .replace(/^\|/, '')
    .replace(/\|$/, '')
    .split('|')
    .map((c) => c.replace(/\*\*/g, '').trim());
/** A pipe table's separator line: "|---|--:|", "--- | :---:". */
const isSeparator = (line: string) => line.includes('-') && cellsOf(line).every((c) => /^:?-{2,}:?$/.test(c));
/** The first amount written in a line's value: "$80k/month" → "$80k", "about €1.2M (June)" → "€1.2M". */
const AMOUNT_IN = /\(?[-−]?\s?(?:us\$|usd|eur|gbp|[$€£])?\s?\d[\d.,]*(?:\s?(?:k|m|mm|bn|b|thousand|million|billion)\b)?%?\)?/i;

export function readMarkdown(file: string, text: string): ReadTable {
  const lines = text.replace(/^\uFEFF/, '').split(/\r?\n/);
  // A pipe table: header, separator, rows.
  for (let i = 0; i + 1 < lines.length; i++) {
    if (!lines[i]!.includes('|') || !isSeparator(lines[i + 1]!)) continue;
    const header = cellsOf(lines[i]!);
    const body: Grid['body'] = [];
    for (let j = i + 2; j < lines.length && lines[j]!.includes('|'); j++) body.push({ cells: cellsOf(lines[j]!), line: j + 1 });
    const table = fromGrid(file, { header, body, decimalComma: false });
    if (!table.problem) return table;
  }
  // "Burn: $80k" lines: one figure each, cited by line.
  const rows: TableRow[] = [];
  const columns: ReadTable['columns'] = [];
  lines.forEach((line, i) => {
    const colon = line.indexOf(':');
    if (colon < 1) return;
    const key = line
      .slice(0, colon)
      .replace(/^[\s>*+#-]+/, '')
      .replace(/[*_`]/g, '')
      .trim();
    if (!key || key.length > 40) return;
    const kind = classifyHeader(key);
    if (!kind || kind === 'period') return;
    const raw = AMOUNT_IN.exec(line.slice(colon + 1).replace(/[*_`]/g, ''))?.[0];
    const a = raw ? parseAmount(raw.replace(/\s+/g, '')) : null;
    if (!a) return;
    if (!columns.some((c) => c.kind === kind)) columns.push({ header: key, kind });
    rows.push({ label: null, where: `line ${i + 1}`, values: { [kind]: figure(kind, a, headerScale(key)) } });
  });
  if (!rows.length) {
    return { file, shape: 'facts', columns: [], ignored: [], rows: [], dropped: 0, problem: `${file} has no table or "Burn: $80k" style line with a figure I recognise.` };
  }
  return { file, shape: 'facts', columns, ignored: [], rows: rows.slice(-MAX_ROWS), dropped: Math.max(0, rows.length - MAX_ROWS) };
}

/** The file types read as tables, by extension. */
export const TABLE_EXTENSIONS = ['.csv', '.json', '.md'] as const;

export function isTableFile(name: string): boolean {
  const n = name.toLowerCase();
  return TABLE_EXTENSIONS.some((e) => n.endsWith(e));
}

/** A workspace file read as a table by its extension; undefined for other kinds of file. */
export function readTable(file: string, text: string): ReadTable | undefined {
  const n = file.toLowerCase();
  if (n.endsWith('.csv')) return readCsv(file, text);
  if (n.endsWith('.json')) return readJson(file, text);
  if (n.endsWith('.md')) return readMarkdown(file, text);
  return undefined;
}

/** Several files at once (one call into the user-text pool). */
export function readTables(files: { name: string; text: string }[]): ReadTable[] {
  return files.map((f) => readTable(f.name, f.text)).filter((t): t is ReadTable => Boolean(t));
}
