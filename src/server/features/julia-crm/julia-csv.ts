/**
 * Investors to and from CSV with papaparse: an export is read back by an import (same
 * columns); an import reports problems per row and never stores a row it could not read.
 * A match score column is not read (issue #30): the score is computed from the user's
 * founder profile, so a file's "Match score" is listed among the ignored columns.
 */
import Papa from 'papaparse';
import {
  CSV_LIST_SEPARATOR,
  IMPORT_MAX_ROWS,
  INVESTOR_CSV_COLUMNS,
  InvestorInputSchema,
  readAmount,
  type Investor,
  type InvestorInput,
} from '../../../contract/julia-crm';

type Column = (typeof INVESTOR_CSV_COLUMNS)[number];
const LIST_COLUMNS = new Set<Column>(['focus', 'stages', 'recentInvestments']);
const NUMBER_COLUMNS = new Set<Column>(['checkMinUsd', 'checkMaxUsd', 'totalPortfolio']);
const REQUIRED: Column[] = ['name', 'firm'];

const squash = (s: string) => s.toLowerCase().replace(/[^a-z0-9]/g, '');
/** Header spellings we accept besides the column names ("Check min (USD)", "Match score", "Fund"). */
const ALIASES: Record<string, Column> = {
  ...Object.fromEntries(INVESTOR_CSV_COLUMNS.map((c) => [squash(c), c])),
  investor: 'name',
  fullname: 'name',
  fund: 'firm',
  company: 'firm',
  focusareas: 'focus',
  sectors: 'focus',
  checkmin: 'checkMinUsd',
  checkmax: 'checkMaxUsd',
  checkminusd: 'checkMinUsd',
  checkmaxusd: 'checkMaxUsd',
  stage: 'stages',
  portfolio: 'totalPortfolio',
  portfoliosize: 'totalPortfolio',
  news: 'recentNews',
  note: 'privateNote',
  notes: 'privateNote',
  investments: 'recentInvestments',
};

export interface CsvRow {
  line: number;
  name: string;
  firm: string;
  errors: string[];
  value?: InvestorInput;
}

export function readInvestorCsv(csv: string): { columns: string[]; ignoredColumns: string[]; rows: CsvRow[]; fileErrors: string[] } {
  const parsed = Papa.parse<string[]>(csv.replace(/^\uFEFF/, ''), { skipEmptyLines: 'greedy' });
  const [header, ...body] = parsed.data;
  if (!header || header.every((h) => h.trim() === '')) return { columns: [], ignoredColumns: [], rows: [], fileErrors: ['The file has no header row.'] };
  const mapped = header.map((h) => ALIASES[squash(h)] ?? null);
  const columns = [...new Set(mapped.filter((c): c is Column => c !== null))];
  const ignoredColumns = header.filter((_, i) => mapped[i] === null).map((h) => h.trim()).filter(Boolean);
  const fileErrors: string[] = [];
  const missing = REQUIRED.filter((c) => !columns.includes(c));
  if (missing.length) fileErrors.push(`Missing required column${missing.length > 1 ? 's' : ''}: ${missing.join(', ')}.`);
  if (body.length === 0) fileErrors.push('The file has no investor rows.');
  if (body.length > IMPORT_MAX_ROWS) fileErrors.push(`The file has ${body.length} rows; at most ${IMPORT_MAX_ROWS} can be imported at once.`);
  // Papa reports field-count problems by data row (0 = the header).
  const rowErrors = new Map<number, string[]>();
  for (const e of parsed.errors) {
    if (e.row === undefined) continue;
    const list = rowErrors.get(e.row) ?? [];
    list.push(e.code === 'TooManyFields' ? 'More cells than the header has columns' : e.code === 'TooFewFields' ? 'Fewer cells than the header has columns' : e.message);
    rowErrors.set(e.row, list);
  }
  const rows: CsvRow[] = [];
  if (fileErrors.length === 0 || !missing.length) {
    body.slice(0, IMPORT_MAX_ROWS).forEach((cells, k) => {
      const errors = [...(rowErrors.get(k + 1) ?? []).filter((m) => !m.startsWith('Fewer'))];
      const raw: Record<string, unknown> = {};
      mapped.forEach((col, i) => {
        if (!col) return;
        const cell = (cells[i] ?? '').trim();
        if (cell === '') return;
        if (LIST_COLUMNS.has(col)) raw[col] = cell.split(CSV_LIST_SEPARATOR).map((x) => x.trim()).filter(Boolean);
        else if (NUMBER_COLUMNS.has(col)) {
          const n = readAmount(cell);
          if (Number.isNaN(n)) errors.push(`${col} "${cell}" is not a number`);
          else raw[col] = n;
        } else raw[col] = cell;
      });
      const result = InvestorInputSchema.safeParse(raw);
      if (!result.success) errors.push(...result.error.issues.map((i) => i.message));
      rows.push({
        line: k + 2,
        name: typeof raw.name === 'string' ? raw.name : '',
        firm: typeof raw.firm === 'string' ? raw.firm : '',
        errors: [...new Set(errors)],
        value: result.success && errors.length === 0 ? result.data : undefined,
      });
    });
  }
  return { columns, ignoredColumns, rows, fileErrors };
}

/** The investors as CSV, with the columns an import reads (lists joined by ';'). */
export function investorsCsv(investors: Investor[]): string {
  return Papa.unparse(
    {
      fields: [...INVESTOR_CSV_COLUMNS],
      data: investors.map((v) =>
        INVESTOR_CSV_COLUMNS.map((c) => {
          const x = v[c];
          return Array.isArray(x) ? x.join(`${CSV_LIST_SEPARATOR} `) : String(x);
        }),
      ),
    },
    // Cells starting with = + - @ are prefixed so a spreadsheet never runs them as formulas.
    { escapeFormulae: true },
  );
}

export { readAmount };
