/**
 * Julia's offline answers from uploaded tables and the investor database (issue #30), as
 * the NLP worker composes them (src/server/offline-analyst.ts, with the founder advisor's
 * math): runway from the latest cash and burn with the average said, growth between
 * months, the figures cited by file and row; "which investor first?" from the matches, or
 * what is missing; a file that cannot be read said plainly.
 */
import { beforeAll, describe, expect, it } from 'vitest';
import { writeOffline } from '../../offline-analyst';
import { loadAnalyst } from '../../platform/ai/offline/analyst';
import type { AnalystInput } from '../../platform/ai/types';
import { answerAboutInvestors, asksAboutInvestors, readAsk, type InvestorBrief, type JuliaFilesInput } from './files-answer';
import { readCsv, readMarkdown, type ReadTable } from './table-reader';

const METRICS = 'month,mrr,burn,cash\n2025-01,30000,70000,1750000\n2025-02,33000,72000,1678000\n2025-03,36000,75000,1603000\n2025-04,40000,90000,1513000\n2025-05,44000,85000,1428000\n2025-06,52000,80000,1348000\n';
const metrics = readCsv('metrics.csv', METRICS);

// The usual chat answer (a question the files do not answer) needs the NLP models.
beforeAll(() => loadAnalyst(), 30_000);

const ask = (focus: string, tables: ReadTable[], investors?: InvestorBrief): string => {
  const juliaFiles: JuliaFilesInput = { tables, investors, databasePath: '/julia.ai/database' };
  const input: AnalystInput = { task: 'juliaFiles', style: 'business', wordLimit: 90, focus, messages: [{ role: 'user', content: focus }], juliaFiles };
  return writeOffline(input);
};

describe('reading the question', () => {
  it('knows what is asked and the figures it gives', () => {
    expect([...readAsk("what's our runway?").wants]).toEqual(['runway']);
    expect(readAsk('How long will our cash last?').wants.has('runway')).toBe(true);
    expect(readAsk('What was our MRR growth in October?')).toMatchObject({ subject: 'mrr', month: { month: 10 } });
    expect(readAsk('MRR growth in 2025-06?').month).toEqual({ year: 2025, month: 6 });
    expect(readAsk('May I ask about churn?').month).toBeUndefined();
    expect(readAsk('Growth in May 2025?').month).toEqual({ month: 5, year: 2025 });
    const scenario = readAsk('And if we cut burn to $60k?');
    expect(scenario.given).toEqual({ burn: 60000 });
    expect(scenario.wants.has('runway')).toBe(true);
    expect(readAsk('What if we raise $2M?').given).toEqual({ raise: 2000000 });
  });

  it('tells an investor question from a timing question', () => {
    expect(asksAboutInvestors('Which investor should I talk to first?')).toBe(true);
    expect(asksAboutInvestors('Who are the best VCs for us?')).toBe(true);
    expect(asksAboutInvestors('When should we start talking to investors?')).toBe(false);
    expect(asksAboutInvestors('What is our runway?')).toBe(false);
    expect(asksAboutInvestors('Which angels fit our round?')).toBe(true);
    expect(asksAboutInvestors('Should I pitch Harbor Capital or Sol Partners first?')).toBe(true);
    // About investors, but not choosing among them.
    expect(asksAboutInvestors('What should I send investors this month?')).toBe(false);
    expect(asksAboutInvestors('How do I pitch investors on our churn?')).toBe(false);
  });
});

describe('answers from the tables', () => {
  it('works out the runway from the latest cash and burn, citing the row, and says the recent average', () => {
    const a = ask("what's our runway?", [metrics]);
    // 1,348,000 ÷ 80,000 = 16.85; the last 3 months averaged (90k + 85k + 80k) / 3 = 85k → 15.86.
    expect(a).toContain('Runway is 16.9 months');
    expect(a).toContain('$1.35M cash (metrics.csv, row for 2025-06)');
    expect(a).toContain('$80k net burn a month in 2025-06');
    expect(a).toContain('At the average burn of the last 3 months ($85k, 2025-04 to 2025-06) it is 15.9 months.');
    expect(a).not.toMatch(/Focus:|Key numbers:|Next step:/);
  });

  it('writes amounts in the currency of the file headers, not a default dollar', () => {
    const rupees = readCsv('mis-inr.csv', 'month,revenue (INR),burn (INR),cash (INR)\n2025-05,900000,2500000,30000000\n2025-06,1000000,2400000,28000000\n');
    const text = ask('How many months of runway do we have?', [rupees]);
    expect(text).toMatch(/₹/);
    expect(text).not.toMatch(/\$/);
  });

  it('answers a scenario follow-up against the file', () => {
    const a = ask('And if we cut burn to $60k?', [metrics]);
    // 1,348,000 ÷ 60,000 = 22.47
    expect(a).toContain('Runway is 22.5 months');
    expect(a).toContain("$60k burn a month (your figure; the file's latest is $80k)");
  });

  it('works out MRR growth between two months and compounded over the file', () => {
    const a = ask('What was our MRR growth?', [metrics]);
    // 52,000 / 44,000 − 1 = 18.2 %; (52,000 / 30,000)^(1/5) − 1 = 11.6 % a month; under 10 % a percentage has two
    // decimals (36,000 / 33,000 − 1 = 9.09 %).
    expect(a).toContain('MRR grew 18.2% in 2025-06, from $44k to $52k (metrics.csv, rows for 2025-05 and 2025-06).');
    expect(a).toContain('From 2025-01 to 2025-06 it grew 11.6% a month compounded ($30k to $52k over 5 months).');
    const march = ask('How much did MRR grow in March?', [metrics]);
    expect(march).toContain('MRR grew 9.09% in 2025-03, from $33k to $36k (metrics.csv, rows for 2025-02 and 2025-03).');
    expect(ask('MRR growth in January?', [metrics])).toContain('the first month in the file');
  });

  it('gives the latest figures with what they imply', () => {
    expect(ask("What's our ARR?", [metrics])).toBe('ARR is $624k at the latest run rate: 12 × $52k MRR in 2025-06 (metrics.csv, row for 2025-06).');
    expect(ask('What is our burn?', [metrics])).toBe('Net burn was $80k in 2025-06 (metrics.csv, row for 2025-06). The last 3 months averaged $85k (2025-04 to 2025-06).');
    expect(ask('How much cash do we have?', [metrics])).toBe('Cash was $1.35M in 2025-06 (metrics.csv, row for 2025-06).');
  });

  it('nets costs against revenue when there is no burn column, and says so', () => {
    const t = readCsv('pnl.csv', 'Period,Revenue,Total costs,Cash balance\nMay 2025,"$34,000","$96,000","$1,340,000"\nJun 2025,"$39,000","$99,000","$1,280,000"\n');
    expect(ask('runway?', [t])).toContain('Runway is 21.3 months: $1.28M cash (pnl.csv, row for Jun 2025) ÷ $60k net burn ($99k costs − $39k revenue) a month in Jun 2025');
  });

  it('reads burn from "Burn: $80k" lines in a markdown note, citing the lines', () => {
    const t = readMarkdown('update.md', '# June\n\nCash in bank: $1.2M\nNet burn: $80k a month\n');
    expect(ask('What is our runway?', [t])).toContain('Runway is 15 months: $1.2M cash (update.md, line 3) ÷ $80k net burn a month (update.md, line 4).');
  });

  it('asks for exactly the missing figure', () => {
    const noCash = readCsv('burn.csv', 'month,burn\n2025-05,85000\n2025-06,80000\n');
    expect(ask("what's our runway?", [noCash])).toBe(
      'burn.csv has burn: net burn $80k a month in 2025-06 (burn.csv, row for 2025-06), but no cash balance. What is your cash in the bank today? With it I can work out the runway.',
    );
    // Given in the question, the cash completes it.
    expect(ask('We have $1.2M in the bank, what is our runway?', [noCash])).toContain('Runway is 15 months: $1.2M cash (as you said) ÷ $80k net burn a month in 2025-06 (burn.csv, row for 2025-06).');
  });

  it('says plainly when a file cannot be read, and what to do', () => {
    const bad = readCsv('metrics.csv', 'month,mrr,burn\n2025-06,"52000,80000\n');
    expect(ask("what's our runway?", [bad])).toBe(
      'metrics.csv could not be read as a table: a quote opened on line 2 is never closed. Fix it and upload it again, or tell me your cash and monthly burn.',
    );
    // The server busy is not the file's fault.
    const busy: ReadTable = { file: 'metrics.csv', shape: 'series', columns: [], ignored: [], rows: [], dropped: 0, problem: 'I could not read metrics.csv just now: the server is busy reading other files.', retry: true };
    expect(ask("what's our runway?", [busy])).toBe('I could not read metrics.csv just now: the server is busy reading other files. Ask again in a moment, or tell me your cash and monthly burn.');
    // Beside a readable file, the answer comes from that one and the problem follows it.
    expect(ask("What's our ARR?", [bad, metrics])).toMatch(/^ARR is \$624k .*\(metrics\.csv could not be read as a table: a quote opened on line 2 is never closed\.\)$/);
  });

  it('leaves other questions to the usual chat answer', () => {
    expect(ask('Draft a thank-you note to our angels.', [metrics])).not.toContain('metrics.csv');
    // A figure the tables do not hold is not answered with one they do ("burn" in "burn multiple").
    expect(ask("What's our burn multiple?", [metrics])).not.toContain('metrics.csv');
  });
});

describe('which investor first', () => {
  const brief: InvestorBrief = {
    profile: 'Seed · B2B SaaS · $2M round · United States',
    total: 3,
    top: [
      { name: 'Maya Chen', firm: 'Northwind Ventures', score: 100, reasons: ['Invests at Seed', 'B2B SaaS', 'cheques $500K – $2M fit your $2M round', 'San Francisco, CA'], sample: false },
      { name: 'Leo Park', firm: 'Harbor Capital', score: 75, reasons: [], sample: false },
      { name: 'Ana Ruiz', firm: 'Sol Partners', score: 60, reasons: [], sample: false },
    ],
  };

  it('names the best match with its reasons and the next two', () => {
    const a = ask('Which investor should I talk to first?', [metrics], brief);
    expect(a).toBe(
      'Talk to Maya Chen (Northwind Ventures) first: 100% match with your profile (Seed · B2B SaaS · $2M round · United States): Invests at Seed; B2B SaaS; cheques $500K – $2M fit your $2M round; San Francisco, CA. Then Leo Park (Harbor Capital, 75%) and Ana Ruiz (Sol Partners, 60%).',
    );
    expect(a).not.toMatch(/timing|months before/i);
  });

  it('says it needs the founder profile, and where to add it', () => {
    expect(answerAboutInvestors({ profile: null, total: 2847, top: [] }, '/julia.ai/database')).toBe(
      'To say who to talk to first I need your founder profile (stage, sectors, round size and geography): add it on the investor database page, /julia.ai/database, and I will rank your investors by fit.',
    );
    expect(answerAboutInvestors({ profile: 'Seed · AI · $1M round · Europe', total: 0, top: [] }, '/julia.ai/database')).toMatch(/^Your investor database is empty/);
  });

  it('says when the matches are sample data or weak', () => {
    const sample = answerAboutInvestors({ ...brief, top: brief.top.map((i) => ({ ...i, sample: true })) }, '/julia.ai/database');
    expect(sample).toContain('These are sample investors (made-up people and firms), not real ones');
    expect(answerAboutInvestors({ ...brief, top: [{ ...brief.top[0]!, score: 40 }] }, '/p')).toMatch(/^No strong match yet; the closest is Maya Chen/);
  });
});
