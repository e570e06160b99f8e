import fc from 'fast-check';
import { beforeAll, describe, expect, it } from 'vitest';
import type { SessionMessage, SessionState } from '../../../contract/business-os';
import { nlpThread } from '../../platform/nlp-thread';
import { decisionIn, extractInsights, loadNlp, metricsIn } from './session-insights';

type Nlp = Awaited<ReturnType<typeof loadNlp>>;
let nlp: Nlp;
beforeAll(async () => {
  nlp = await loadNlp();
});

function conversation(turns: [string, string][]): Pick<SessionState, 'messages' | 'files'> {
  const messages: SessionMessage[] = [];
  turns.forEach(([q, a], i) => {
    messages.push({ id: `q${i}`, role: 'user', content: q, timestamp: `2026-11-23T09:0${i}:00.000Z`, source: 'typed' });
    messages.push({ id: `a${i}`, role: 'assistant', content: a, replyTo: `q${i}`, engineLabel: 'Offline analyst' });
  });
  return { messages, files: [] };
}

describe('metrics and their values', () => {
  it('pairs each metric with the value said beside it, before or after', () => {
    expect(metricsIn('We have $40k MRR growing 8% monthly, burn $90k, 14 months runway — should we raise now or wait?')).toEqual(
      expect.arrayContaining([
        { label: 'MRR', value: '$40k' },
        { label: 'Growth', value: '8%/month' },
        { label: 'Burn', value: '$90k' },
        { label: 'Runway', value: '14 months' },
      ]),
    );
  });

  it('reads a change "from X to Y" and leaves a metric without a figure bare', () => {
    expect(metricsIn('Our NPS dropped from 52 to 31 this quarter.')).toEqual([{ label: 'NPS', value: '52 → 31' }]);
    expect(metricsIn('How do we reduce churn?')).toEqual([{ label: 'Churn' }]);
    // A figure belongs to the name right after it, not to one a few words on.
    expect(metricsIn('NPS fell to 31 after the price increase.')).toEqual([{ label: 'NPS', value: '31' }, { label: 'Price' }]);
    expect(metricsIn('Net burn is $120k and our LTV:CAC is 2.5x.')).toEqual([
      { label: 'Net burn', value: '$120k' },
      { label: 'LTV:CAC', value: '2.5x' },
    ]);
  });
});

describe('decisions', () => {
  it('takes the clause a question puts on the table', () => {
    expect(decisionIn('We have 14 months runway — should we raise now or wait?')).toBe('Raise now or wait');
    expect(decisionIn('Should we take them or focus on self-serve SMB growth')).toBe('Take them or focus on self-serve SMB growth');
    expect(decisionIn("I can't decide whether to hire a head of sales, given our burn.")).toBe('Hire a head of sales');
    expect(decisionIn('Our NPS dropped from 52 to 31.')).toBeNull();
    expect(decisionIn('What should I do about customer concentration?')).toBeNull();
  });
});

describe('session insights', () => {
  it('finds topics, people, companies, metrics and decisions, never bare numbers or fragments', async () => {
    const state = conversation([
      [
        'We have $40k MRR growing 8% monthly, burn $90k, 14 months runway — should we raise now or wait?',
        'Runway is 14 months at $90k net burn. Start fundraising by month 8, since a raise takes about 6 months.',
      ],
      [
        'Our NPS dropped from 52 to 31 after the pricing change. Sarah Chen thinks the onboarding flow is the problem; Acme Corp complained too.',
        'NPS fell 21 points. Fix the onboarding flow first and call Acme Corp this week.',
      ],
      ['We sell SaaS to logistics companies. Should we hire a head of sales?', 'Hire once the sales playbook works for two reps.'],
    ]);
    const { insights, questions, answers } = await extractInsights(nlp, state);
    expect(questions).toBe(3);
    expect(answers).toBe(3);
    const of = (kind: string) => insights.filter((i) => i.kind === kind).map((i) => i.label);
    expect(of('metric')).toEqual(expect.arrayContaining(['MRR', 'Burn', 'Runway', 'NPS', 'Growth']));
    expect(insights.find((i) => i.id === 'metric:mrr')?.value).toBe('$40k');
    expect(insights.find((i) => i.id === 'metric:nps')?.value).toBe('52 → 31');
    expect(of('decision')).toEqual(expect.arrayContaining(['Raise now or wait', 'Hire a head of sales']));
    expect(of('person')).toContain('Sarah Chen');
    expect(of('company')).toContain('Acme Corp');
    expect(of('topic')).toEqual(expect.arrayContaining(['onboarding flow', 'logistics companies', 'head of sales', 'pricing change']));
    expect(of('topic')).not.toContain('wait');
    for (const i of insights) {
      // A label is words: never a bare number, a unit or a two-letter fragment.
      expect(i.label).toMatch(/\p{L}{2,}/u);
      expect(i.label).not.toMatch(/^[\d$%.,\s]+$/);
      expect(i.label.length).toBeLessThanOrEqual(80);
    }
  });

  it('says where each insight came from: the question or answer, newest first', async () => {
    const state = conversation([
      ['How do we fix the onboarding flow?', 'Start with the first session.'],
      ['Is the onboarding flow why churn rose to 5%?', 'Churn of 5% a month is high; the onboarding flow is a likely cause.'],
    ]);
    const flow = (await extractInsights(nlp, state)).insights.find((i) => i.id === 'topic:onboarding flow')!;
    expect(flow.mentions).toBe(3);
    expect(flow.sources.map((s) => `${s.kind}:${s.ref}`)).toEqual(['answer:a1', 'question:q1', 'question:q0']);
    expect(flow.sources[1]!.excerpt).toBe('Is the onboarding flow why churn rose to 5%?');
    expect(flow.sources[1]!.at).toBe('2026-11-23T09:01:00.000Z');
  });

  it('reads uploaded files but not the upload prompt that repeats them; a topic only an answer used is left out', async () => {
    const state: Pick<SessionState, 'messages' | 'files'> = {
      messages: [
        { id: 'u', role: 'user', content: 'I uploaded plan.md. Here is how it begins:\n\n--- plan.md ---\nWe sell through channel partners.', source: 'file' },
        { id: 'a', role: 'assistant', content: 'Your channel partners need a partner enablement kit.' },
      ],
      files: [{ name: 'plan.md', size: 40, type: 'text/markdown', preview: '', excerpt: 'We sell through channel partners.' }],
    };
    const { insights } = await extractInsights(nlp, state);
    const partners = insights.find((i) => i.id === 'topic:channel partner')!;
    expect(partners.sources.map((s) => s.kind)).toEqual(['file', 'answer']);
    expect(insights.some((i) => i.label === 'partner enablement kit')).toBe(false);
  });

  it('never fails and never labels an insight with a bare number, whatever was typed', async () => {
    const words = fc.constantFrom('MRR', '$40k', 'burn', '8%', 'should we', 'hire', 'Acme Corp', 'Sarah', 'from 52 to 31', '\u0000', '—', '?', '.', 'the', 'onboarding flow', '🙂', '1,200', 'k');
    await fc.assert(
      fc.asyncProperty(fc.array(fc.oneof(fc.string(), fc.array(words, { maxLength: 12 }).map((w) => w.join(' '))), { minLength: 1, maxLength: 4 }), async (texts) => {
        const { insights } = await extractInsights(nlp, conversation(texts.map((t) => [t, t])));
        for (const i of insights) expect(i.label).toMatch(/\p{L}{2,}/u);
      }),
      { seed: 11, numRuns: 60 },
    );
  });

  it('has nothing to say about small talk or an empty session', async () => {
    expect((await extractInsights(nlp, { messages: [], files: [] })).insights).toEqual([]);
    const hello = await extractInsights(nlp, conversation([['hello', 'Hi! Ask me about your runway, growth or a decision you are weighing.']]));
    expect(hello.insights.filter((i) => i.kind !== 'metric')).toEqual([]);
  });
});

describe('in the NLP worker thread (where the server runs it, ADR 025)', () => {
  it('session insights: the same topics, people, metrics and decisions', async () => {
    const state = conversation([
      ['We have $40k MRR growing 8% monthly and Priya Natarajan from Sequoia wants a call. Should we raise now or wait?', 'Runway is 14 months.'],
      ['Our churn rose to 4% after the pricing change.', 'Look at the cohort from March.'],
    ]);
    const inWorker = await nlpThread.call<Awaited<ReturnType<typeof extractInsights>>>('sessionInsights', state);
    expect(inWorker).toEqual(await extractInsights(nlp, state));
    expect(inWorker.insights.map((i) => i.kind)).toEqual(expect.arrayContaining(['metric', 'decision']));
  });
});
