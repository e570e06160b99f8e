/**
 * The /demo advisor answers scenario questions against the demo's own numbers (issue 30):
 * the seed company's cash and burn, and the cost of the option a decision names, change the
 * runway; a decision without a price gets its cost asked for; a what-if on the burn and a
 * follow-up on the runway are answered from the metrics, not from the decision list.
 */
import { beforeAll, describe, expect, it } from 'vitest';
import { AI_WORD_LIMITS } from '../../../contract/assistant';
import { loadAnalyst } from '../../platform/ai/offline/analyst';
import type { AnalystDecision, AnalystInput } from '../../platform/ai/types';
import { decisionRunway, demoAdvisorOffline } from './demo-offline';

// The demo's figures and decisions as the page sends them (contract/demo.ts advisorContext); the
// API test in features/demo checks one scenario against the seed itself.
const METRICS = { arr: '$847K', mrrGrowth: '6% month over month', burnRate: '$140K/month', cash: '$2.1M', grossMargin: '78%', customers: 63, pendingDecisions: 6 };
const DECISIONS: AnalystDecision[] = [
  {
    title: 'Hire a VP of Sales',
    status: 'pending',
    urgency: 'high',
    options: [
      { title: 'Retained executive search', investment: '$85K search fee + $240K salary', roi: '310% over 18 months', riskLevel: 'medium' },
      { title: 'Promote Priya Natarajan', investment: '$40K raise + $25K coaching', roi: '220% over 12 months', riskLevel: 'low' },
    ],
  },
  {
    title: 'Expand into the European market',
    status: 'pending',
    urgency: 'high',
    options: [
      { title: 'Open a London office', investment: '$420K first year', roi: '180% over 24 months', riskLevel: 'high' },
      { title: 'Reseller partnership in DACH', investment: '$120K enablement', roi: '150% over 18 months', riskLevel: 'low' },
      { title: 'Wait until after the Series A', investment: '$0', roi: 'defers revenue', riskLevel: 'low' },
    ],
  },
  { title: 'Prioritize customer success hires', status: 'pending', urgency: 'medium', options: [] },
  { title: 'Consolidate cloud providers', status: 'completed', urgency: 'low', options: [{ title: 'Commit to AWS for one year', investment: '$60K migration' }] },
];

function demoInput(focus: string, earlier: string[] = []): AnalystInput {
  return {
    task: 'advisor',
    style: 'business',
    wordLimit: AI_WORD_LIMITS.advisor,
    focus,
    decisions: DECISIONS,
    tasks: [{ title: 'Update the 13-week cash forecast', status: 'pending', priority: 'high', assignee: 'Dana' }],
    metrics: METRICS,
    messages: [...earlier.map((content) => ({ role: 'user' as const, content })), { role: 'user' as const, content: focus }],
  };
}

const ask = (focus: string, earlier: string[] = []) => demoAdvisorOffline(demoInput(focus, earlier))!;

describe('the demo advisor on scenarios', () => {
  beforeAll(() => loadAnalyst(), 30_000);

  it('prices the option a question names against the seed cash and burn', () => {
    // $2.1M cash, $140K a month: 15 months today.
    // Expansion's first priced option: $420K in the first year, $35K a month on the burn.
    expect(decisionRunway(demoInput('If we go into Europe, how does our runway change?'))).toMatch(/^New runway: 12 months with "Open a London office".*down from 15 months/);
    // An option named by its own words: a one-off $120K.
    expect(decisionRunway(demoInput('What would the runway be if we pick the reseller in DACH?'))).toMatch(/^New runway: 14\.1 months with "Reseller partnership in DACH"/);
    // A yearly raise adds to the burn, the coaching is spent once: (2.1M − 25K) ÷ (140K + 3,333).
    expect(decisionRunway(demoInput('How long does the cash last if we promote Priya instead?'))).toMatch(/^New runway: 14\.5 months with "Promote Priya Natarajan"/);
  });

  it('asks for the cost of a decision that has none', () => {
    expect(decisionRunway(demoInput('If we make the two customer success hires, what does that do to runway?'))).toMatch(/^What would "Prioritize customer success hires" cost a year\?/);
  });

  it('keeps the runway of a choice that costs nothing, and skips a decision already made', () => {
    expect(decisionRunway(demoInput('What happens to runway if we wait until after the Series A for Europe?'))).toMatch(/^Runway stays 15 months with "Wait until after the Series A"/);
    expect(decisionRunway(demoInput('If we consolidate cloud providers, what happens to runway?'))).toBeUndefined();
  });

  it('leaves a question with its own cost, or no what-if, to the advisor', () => {
    expect(decisionRunway(demoInput('If we hire two customer success managers at $90k a year each, what is our runway?'))).toBeUndefined();
    expect(decisionRunway(demoInput('What is our runway?'))).toBeUndefined();
    expect(ask('If we hire two customer success managers at $90k a year each, what is our runway?')).toMatch(/^New runway: 13\.5 months/);
  });

  it('answers a what-if on the growth rate with when revenue catches costs, from the demo metrics', () => {
    // MRR $847K ÷ 12 ≈ $70.6k against $140K net burn: costs ≈ $211k a month, $2.1M cash.
    const slower = ask('Suppose our growth fell to 3% a month, what then?');
    expect(slower).toMatch(/^Default dead: cash runs out in [\d.]+ months \(\$70\.6k growing 3% a month vs \$211k costs/);
    const faster = ask('What if we managed 9% a month growth?');
    expect(faster).toMatch(/^Default alive: break-even in [\d.]+ months \(\$70\.6k growing 9% a month/);
    expect(ask('And if we could grow 12% a month?')).toMatch(/^Default alive: break-even in/);
  });

  it('answers a cut or rise of the burn by an amount from the demo metrics', () => {
    // $2.1M ÷ ($140K − $40K) = 21 months; ÷ ($140K + $35K) = 12 months.
    expect(ask('If we reduce burn by $40k, how long is our runway?')).toMatch(/^New runway: 21 months \(\$2\.1M ÷ \$100k net burn a month\)/);
    expect(ask('What if our costs go up by 35k a month?')).toMatch(/^New runway: 12 months/);
  });

  it('answers a what-if on the burn and a follow-up from the metrics, not the decision list', () => {
    expect(ask('What if we trimmed burn by 25%?')).toMatch(/^New runway: 20 months/);
    const worried = ask('Is that a problem?', ['How many months of runway do we have?']);
    // The runway just computed, judged (15 months), not the decision list.
    expect(worried).toMatch(/\b15 months\b/);
    expect(worried).not.toMatch(/Most pressing|Focus:|Key numbers:/);
  });
});

describe('the demo advisor on what-ifs about its own figures', () => {
  beforeAll(() => loadAnalyst(), 30_000);
  const first = (s: string) => s.split(/(?<=[.!?])\s+(?=[A-Z])/)[0]!;
  const withChurn = (focus: string) => demoAdvisorOffline({ ...demoInput(focus), metrics: { ...METRICS, logoChurn: '3% monthly' } })!;

  it('takes a one-off spend off the cash, and a monthly one onto the burn', () => {
    // $2.1M − $350K = $1.75M over $140K a month: 12.5 months.
    expect(first(ask('Suppose we put $350K into a trade-show push, what does that do to us?'))).toMatch(/^New runway: 12\.5 months/);
    // $140K + $35K a month: $2.1M ÷ $175K = 12 months.
    expect(first(ask('What if we pay an agency $35K a month?'))).toMatch(/^New runway: 12 months/);
  });

  it('asks the pay of a hire the question does not price, and prices one it does', () => {
    expect(first(ask('What if we bring on three account executives?'))).toMatch(/^What would each of the 3 account executives cost a year, fully loaded\?/);
    // 2 × $96K a year = $16K a month: $2.1M ÷ $156K.
    expect(first(ask('and if we recruit 2 designers at $96K a year?'))).toMatch(/^New runway: 13\.5 months/);
  });

  it('prices a price change against the MRR the ARR implies', () => {
    // $847K ÷ 12 = $70.6K MRR; a 15% cut with nobody leaving: $60K.
    expect(first(ask('What happens if we lower our prices by 15%?'))).toMatch(/^New MRR: \$60k/);
  });

  it('projects revenue at the growth it reports, and without it', () => {
    // $847K × 1.06^6 = $1.2M.
    expect(first(ask('Where will our ARR be in 6 months?'))).toMatch(/^ARR in 6 months: \$1\.2M/);
    expect(first(ask('What happens if growth stalls?'))).toMatch(/^ARR stays at \$847k instead of \$1\.7M/);
  });

  it('asks for the churn when the metrics have none, and prices a change when they do', () => {
    expect(first(ask('What if our churn triples?'))).toBe('What is your monthly churn today?');
    // 3% → 6%: $70.6K × 3% = $2,118 more lost a month.
    expect(first(withChurn('What if churn doubles?'))).toMatch(/^Churn at 6% a month loses \$2,118 more MRR each month/);
  });

  it('never answers these with the decision list or the template', () => {
    for (const q of ['What if we spend $50K on ads?', 'What if we hire a designer?', 'What if we raise prices 5%?', 'What will MRR be in 9 months?', 'What if growth goes to zero?']) {
      const a = ask(q);
      expect(a).not.toMatch(/most pressing decision|Focus:|Key numbers:/);
      expect(a.split(/\s+/).length).toBeLessThanOrEqual(60);
    }
  });
});
