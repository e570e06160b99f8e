/**
 * Julia's table reader (issue #30): amounts and periods as people write them, header
 * synonyms, and CSV, JSON and markdown files as founders really export them — quotes,
 * commas inside quotes, CRLF, a BOM, `;` files with decimal commas, title lines, totals,
 * newest-first exports, sideways tables — with a plain sentence for a file it cannot read.
 */
import { describe, expect, it } from 'vitest';
import { classifyHeader, guessDelimiter, headerScale, parseAmount, parsePeriod, readCsv, readJson, readMarkdown, readTable, readTables } from './table-reader';

const values = (t: ReturnType<typeof readCsv>) => t.rows.map((r) => [r.label, r.values]);

describe('parseAmount', () => {
  it.each([
    ['80000', 80_000],
    ['$80,000', 80_000],
    ['80k', 80_000],
    ['80K', 80_000],
    ['$80 k', 80_000],
    ['€1.2M', 1_200_000],
    ['1.2 million', 1_200_000],
    ['1,200k', 1_200_000],
    ['£2.5bn', 2_500_000_000],
    ['(5,000)', -5_000],
    ['-$5k', -5_000],
    ['$-5,000', -5_000],
    ['−12.5', -12.5],
    ['USD 1,234.56', 1234.56],
    ['1.234.567', 1_234_567],
    ['1,234,567.89', 1_234_567.89],
    ['1.234,5', 1234.5],
    ['1 200 000', 1_200_000],
    ["1'000", 1000],
    ['+300', 300],
    [42, 42],
  ])('%s → %d', (raw, expected) => {
    expect(parseAmount(raw)?.value).toBeCloseTo(expected, 6);
  });

  it('reads percentages as fractions', () => {
    expect(parseAmount('4.5%')).toEqual({ value: 0.045, percent: true });
    expect(parseAmount('(2%)')).toEqual({ value: -0.02, percent: true });
  });

  it('reads a decimal comma when the file uses one (a ; separated file)', () => {
    expect(parseAmount('1,5', { decimalComma: true })?.value).toBe(1.5);
    expect(parseAmount('1.234', { decimalComma: true })?.value).toBe(1234);
    expect(parseAmount('1,500', { decimalComma: true })?.value).toBe(1.5);
    // Without the hint, a comma followed by three digits groups thousands.
    expect(parseAmount('1,500')?.value).toBe(1500);
    expect(parseAmount('1,5')?.value).toBe(1.5);
  });

  it.each(['', 'n/a', '—', '-', 'soon', '12 apples', '1.2.3,4,5', '$', '5%k', Number.NaN, null, undefined, {}])('%s is no amount', (raw) => {
    expect(parseAmount(raw)).toBeNull();
  });
});

describe('parsePeriod', () => {
  it.each([
    ['2025-06', 2025, 6],
    ['2025-06-30', 2025, 6],
    ['2025/06', 2025, 6],
    ['06/2025', 2025, 6],
    ['30/06/2025', 2025, 6],
    ['06/30/2025', 2025, 6],
    ['Jun 2025', 2025, 6],
    ['June 2025', 2025, 6],
    ['Jun-25', 2025, 6],
    ["Jun '25", 2025, 6],
    ['Sept 2025', 2025, 9],
    ['Q2 2025', 2025, 6],
    ['2025 Q4', 2025, 12],
    ['2025', 2025, 12],
  ])('%s → %d-%d', (label, year, month) => {
    expect(parsePeriod(label)).toMatchObject({ year, month });
  });

  it('reads a month without a year, and orders periods', () => {
    expect(parsePeriod('March')).toMatchObject({ month: 3, year: undefined });
    expect(parsePeriod('2025-12')!.key).toBeLessThan(parsePeriod('Jan 2026')!.key);
  });

  it.each(['Total', 'Acme', '2025-13', 'Marchy', '12345'])('%s is no period', (label) => {
    expect(parsePeriod(label)).toBeUndefined();
  });
});

describe('headers', () => {
  it.each([
    ['Month', 'period'],
    ['date', 'period'],
    ['Reporting period', 'period'],
    ['MRR', 'mrr'],
    ['MRR ($)', 'mrr'],
    ['Monthly Recurring Revenue', 'mrr'],
    ['ARR', 'arr'],
    ['Run rate', 'arr'],
    ['Revenue', 'revenue'],
    ['Total revenue (USD)', 'revenue'],
    ['Net Burn', 'burn'],
    ['burn_rate', 'burn'],
    ['Cash burn', 'burn'],
    ['Gross burn', 'expenses'],
    ['Expenses', 'expenses'],
    ['Total costs', 'expenses'],
    ['OpEx', 'expenses'],
    ['Net cash flow', 'cashFlow'],
    ['Cash', 'cash'],
    ['Cash balance', 'cash'],
    ['Bank balance', 'cash'],
    ['Cash on hand', 'cash'],
    ['Customers', 'customers'],
    ['Paying customers', 'customers'],
    ['Active users', 'customers'],
    ['# accounts', 'customers'],
    ['New customers', 'newCustomers'],
    ['Churned customers', 'lostCustomers'],
    ['Churn %', 'churn'],
    ['Logo churn', 'churn'],
  ])('%s → %s', (header, kind) => {
    expect(classifyHeader(header)).toBe(kind);
  });

  it.each(['Target MRR', 'Budgeted expenses', 'Forecast revenue', 'Marketing spend', 'Net income', 'Notes', 'Cost of goods sold', 'Company'])('%s is not recognised', (header) => {
    expect(classifyHeader(header)).toBeNull();
  });

  it('reads a unit in the header', () => {
    expect(headerScale('MRR ($k)')).toBe(1000);
    expect(headerScale("Burn ('000)")).toBe(1000);
    expect(headerScale('Revenue (in thousands)')).toBe(1000);
    expect(headerScale('ARR ($M)')).toBe(1_000_000);
    expect(headerScale('MRR')).toBe(1);
  });
});

describe('readCsv', () => {
  it('reads a plain metrics file in time order, each row cited by its month', () => {
    const t = readCsv('metrics.csv', 'month,mrr,burn,cash\n2025-04,40000,90000,1500000\n2025-05,44000,85000,1415000\n2025-06,52000,80000,1335000\n');
    expect(t.problem).toBeUndefined();
    expect(t.shape).toBe('series');
    expect(t.columns.map((c) => c.kind)).toEqual(['period', 'mrr', 'burn', 'cash']);
    expect(values(t)).toEqual([
      ['2025-04', { mrr: 40000, burn: 90000, cash: 1500000 }],
      ['2025-05', { mrr: 44000, burn: 85000, cash: 1415000 }],
      ['2025-06', { mrr: 52000, burn: 80000, cash: 1335000 }],
    ]);
    expect(t.rows[2]!.where).toBe('row for 2025-06');
  });

  it('reads quotes, commas inside quotes, CRLF line ends and a BOM', () => {
    const csv = '\uFEFF"Month","MRR","Net Burn","Cash, end of month","Notes"\r\n"Jan 2025","$40,000","$80,000","$1,200,000","hired ""Sam"", our CTO"\r\n"Feb 2025","$44,000","$82,500","$1,117,500","a note, with a comma"\r\n';
    const t = readCsv('metrics.csv', csv);
    expect(t.problem).toBeUndefined();
    expect(t.ignored).toEqual(['Notes']);
    expect(values(t)).toEqual([
      ['Jan 2025', { mrr: 40000, burn: 80000, cash: 1200000 }],
      ['Feb 2025', { mrr: 44000, burn: 82500, cash: 1117500 }],
    ]);
  });

  it('reads a ; separated file with decimal commas and euro amounts', () => {
    const t = readCsv('kpi.csv', 'Monat;Revenue;Expenses;Cash\n01.2025;"12.500,50";€ 40.000;1.200.000\n02.2025;13.100;41.250,75;1.172.000\n');
    expect(t.problem).toBeUndefined();
    expect(values(t)).toEqual([
      ['01.2025', { revenue: 12500.5, expenses: 40000, cash: 1200000 }],
      ['02.2025', { revenue: 13100, expenses: 41250.75, cash: 1172000 }],
    ]);
  });

  it('reads a tab separated export', () => {
    const t = readCsv('export.csv', 'date\tcustomers\tchurn\n2025-05-31\t120\t3.1%\n2025-06-30\t131\t2.4%\n');
    expect(values(t)).toEqual([
      ['2025-05-31', { customers: 120, churn: 0.031 }],
      ['2025-06-30', { customers: 131, churn: 0.024 }],
    ]);
  });

  it('skips title lines, blank lines, totals and empty cells; reads (5,000) and n/a', () => {
    const csv = [
      'Acme Inc. — monthly metrics',
      'Prepared by finance, July 2025',
      '',
      'Period,Revenue,Costs,Net cash flow,Cash balance',
      'Apr 2025,"$30,000","$95,000","(65,000)","$1,400,000"',
      '',
      'May 2025,"$34,000","$96,000","(62,000)",n/a',
      'Jun 2025,"$39,000","$99,000","(60,000)","$1,278,000"',
      'Total,"$103,000","$290,000","(187,000)",',
    ].join('\n');
    const t = readCsv('acme.csv', csv);
    expect(t.problem).toBeUndefined();
    expect(values(t)).toEqual([
      ['Apr 2025', { revenue: 30000, expenses: 95000, cashFlow: -65000, cash: 1400000 }],
      ['May 2025', { revenue: 34000, expenses: 96000, cashFlow: -62000 }],
      ['Jun 2025', { revenue: 39000, expenses: 99000, cashFlow: -60000, cash: 1278000 }],
    ]);
  });

  it('puts a newest-first export in time order', () => {
    const t = readCsv('m.csv', 'month,mrr\n2025-06,52000\n2025-05,44000\n2025-04,40000\n');
    expect(t.rows.map((r) => r.label)).toEqual(['2025-04', '2025-05', '2025-06']);
  });

  it('scales a column by the unit in its header, and reads burn written as a negative outflow', () => {
    const t = readCsv('m.csv', 'Month,MRR ($k),Burn ($k),Cash ($M)\n2025-06,52.5,-80,1.3\n');
    expect(values(t)).toEqual([['2025-06', { mrr: 52500, burn: 80000, cash: 1300000 }]]);
  });

  it('cites rows by line when there is no period column', () => {
    const t = readCsv('snapshot.csv', 'cash,burn\n\n1200000,85000\n');
    expect(t.shape).toBe('facts');
    expect(t.rows[0]).toMatchObject({ label: null, where: 'line 3', values: { cash: 1200000, burn: 85000 } });
  });

  it('reads a sideways table (metrics down, months across)', () => {
    const t = readCsv('board.csv', 'Metric,Jan 2025,Feb 2025,Mar 2025\nMRR,"40,000","44,000","52,000"\nBurn,80k,82k,85k\nHeadcount,10,11,12\n');
    expect(t.problem).toBeUndefined();
    expect(values(t)).toEqual([
      ['Jan 2025', { mrr: 40000, burn: 80000 }],
      ['Feb 2025', { mrr: 44000, burn: 82000 }],
      ['Mar 2025', { mrr: 52000, burn: 85000 }],
    ]);
    expect(t.rows[2]!.where).toBe('column for Mar 2025');
  });

  it('says plainly why a file cannot be read', () => {
    expect(readCsv('bad.csv', 'month,mrr\n2025-01,"40000\n2025-02,44000\n').problem).toBe('bad.csv could not be read as a table: a quote opened on line 2 is never closed.');
    expect(readCsv('notes.csv', 'just some notes\nabout the raise\n').problem).toMatch(/^notes\.csv could not be read as a table: I found no separator/);
    expect(readCsv('people.csv', 'name,email\nAda,ada@example.com\n').problem).toBe(
      'people.csv has no column I recognise (its header: name, email): name the columns month, revenue, MRR, burn, cash, customers or churn.',
    );
    expect(readCsv('empty.csv', '\uFEFF \n').problem).toBe('empty.csv is empty.');
    expect(readCsv('blank.csv', 'month,mrr\n2025-01,n/a\n').problem).toBe('blank.csv has a mrr column but no figure I can read in it.');
  });

  it('guesses the separator even after a title line', () => {
    expect(guessDelimiter('Report\nmonth;mrr;burn\n2025-01;1,5;2\n2025-02;1,7;2\n')).toBe(';');
    expect(guessDelimiter('a,b,c\n1,"2;3",4\n')).toBe(',');
    expect(guessDelimiter('a|b\n1|2\n')).toBe('|');
  });

  it('keeps the newest rows of a long file', () => {
    const lines = ['month,mrr'];
    for (let i = 0; i < 150; i++) lines.push(`${2000 + Math.floor(i / 12)}-${String((i % 12) + 1).padStart(2, '0')},${1000 + i}`);
    const t = readCsv('long.csv', lines.join('\n'));
    expect(t.rows).toHaveLength(120);
    expect(t.dropped).toBe(30);
    expect(t.rows.at(-1)!.values.mrr).toBe(1149);
  });
});

describe('readJson', () => {
  it('reads an array of objects', () => {
    const t = readJson('m.json', JSON.stringify([{ month: '2025-05', mrr: 44000, burn: '$85k' }, { month: '2025-06', mrr: 52000, burn: '$80k', note: { x: 1 } }]));
    expect(values(t)).toEqual([
      ['2025-05', { mrr: 44000, burn: 85000 }],
      ['2025-06', { mrr: 52000, burn: 80000 }],
    ]);
  });

  it('reads {rows: […]} and an object keyed by month', () => {
    expect(values(readJson('a.json', '{"company":"Acme","rows":[{"date":"2025-06","cash":"1.2M"}]}'))).toEqual([['2025-06', { cash: 1200000 }]]);
    expect(values(readJson('b.json', '{"2025-05":{"mrr":44000},"2025-06":{"mrr":52000}}'))).toEqual([
      ['2025-05', { mrr: 44000 }],
      ['2025-06', { mrr: 52000 }],
    ]);
  });

  it('reads one object of figures as facts', () => {
    const t = readJson('now.json', '{"cash": 1200000, "monthly_burn": "85k", "name": "Acme"}');
    expect(t.shape).toBe('facts');
    expect(t.rows).toEqual([{ label: null, where: '', values: { cash: 1200000, burn: 85000 } }]);
  });

  it('says why it cannot read one', () => {
    expect(readJson('x.json', '{"a":').problem).toBe('x.json is not valid JSON.');
    expect(readJson('y.json', '[1,2,3]').problem).toMatch(/^y\.json could not be read as a table/);
    expect(readJson('z.json', '{"arr_target": 1000000}').problem).toMatch(/^z\.json has no column I recognise/);
  });
});

describe('readMarkdown', () => {
  it('reads a pipe table', () => {
    const md = '# Board update\n\n| Month | MRR | Burn |\n|---|--:|--:|\n| 2025-05 | $44k | $85k |\n| **2025-06** | $52k | $80k |\n\nMore text.';
    const t = readMarkdown('update.md', md);
    expect(values(t)).toEqual([
      ['2025-05', { mrr: 44000, burn: 85000 }],
      ['2025-06', { mrr: 52000, burn: 80000 }],
    ]);
  });

  it('reads "Burn: $80k" lines, each cited by its line', () => {
    const md = '# Numbers\n\n- **Cash:** $1.2M (end of June)\n- Monthly burn: $80k/month\n- Target MRR: $100k\n- MRR: 52,000\nWe spoke to: 12 investors';
    const t = readMarkdown('notes.md', md);
    expect(t.shape).toBe('facts');
    expect(t.rows).toEqual([
      { label: null, where: 'line 3', values: { cash: 1200000 } },
      { label: null, where: 'line 4', values: { burn: 80000 } },
      { label: null, where: 'line 6', values: { mrr: 52000 } },
    ]);
  });

  it('says when there is nothing to read', () => {
    expect(readMarkdown('plan.md', '# Plan\n\nRaise a seed round.').problem).toBe('plan.md has no table or "Burn: $80k" style line with a figure I recognise.');
  });
});

describe('readTable', () => {
  it('reads by extension and leaves other files alone', () => {
    expect(readTable('m.CSV', 'month,mrr\n2025-01,1\n')?.rows).toHaveLength(1);
    expect(readTable('notes.txt', 'Burn: $80k')).toBeUndefined();
    expect(readTables([{ name: 'a.py', text: 'x' }, { name: 'b.md', text: 'Cash: $1M' }]).map((t) => t.file)).toEqual(['b.md']);
  });
});
