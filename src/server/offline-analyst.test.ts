import { beforeAll, describe, expect, it } from 'vitest';
import { AI_WORD_LIMITS } from '../contract/assistant';
import { countWords } from '../contract/format';
import type { AnalystInput } from './platform/ai/types';
import { writeOffline as write } from './offline-analyst';
import { analyse, humanizeKey, loadAnalyst } from './platform/ai/offline/analyst';
import { createOfflineEngine, OFFLINE_MODEL } from './platform/ai/offline/offline-engine';
import { isTemplateAnswer } from './platform/ai/offline/template-shape';

const STYLES = ['business', 'motivational', 'analytical', 'creative'] as const;

beforeAll(() => loadAnalyst(), 30_000);

const chat = (focus: string, style: AnalystInput['style'] = 'business'): AnalystInput => ({
  task: 'chat',
  style,
  wordLimit: AI_WORD_LIMITS.chat,
  focus,
  messages: [{ role: 'user', content: focus }],
});

const workspace: AnalystInput = {
  task: 'commentary',
  style: 'business',
  wordLimit: AI_WORD_LIMITS.commentary,
  okrs: 'Grow ARR from $847K to $1.2M by December. Cut churn below 3%.',
  transcript:
    'Sequoia Capital wants the Series A deck by Friday. Marcus Reid thinks the pricing page confuses buyers. Should we raise prices for enterprise?',
  files: [{ name: 'pipeline.csv', excerpt: 'company,stage,value\nAcme Corp,proposal,120000\nGlobex,closed,45000' }],
};

const advisor: AnalystInput = {
  task: 'advisor',
  style: 'business',
  wordLimit: AI_WORD_LIMITS.advisor,
  focus: 'How is our burn rate looking?',
  decisions: [
    { title: 'Hire VP of Sales', context: 'Pipeline is stalling without a sales leader', status: 'pending', urgency: 'high' },
    { title: 'Choose a cloud provider', status: 'pending', urgency: 'medium' },
    { title: 'Pricing update', status: 'completed', urgency: 'low' },
  ],
  tasks: [
    { title: 'Draft the VP Sales job description', status: 'in-progress', priority: 'high', assignee: 'Sarah Chen' },
    { title: 'Migrate CI', status: 'completed', priority: 'low', assignee: 'Tom' },
  ],
  metrics: { arr: '$847K', teamMembers: 47, burnRate: '$120K/month' },
};

const FOCUS =
  'We closed Acme Corp at $120K ARR but churn rose to 4% and Priya Natarajan is worried about the Q3 hiring plan.';

describe('the offline analyst', () => {
  it('extracts named entities, key numbers with what they measure, and sentiment from the text', () => {
    const f = analyse(chat(FOCUS));
    expect(f.entities).toEqual(expect.arrayContaining(['Acme Corp', 'Priya Natarajan']));
    expect(f.numbers.map((n) => [n.label, n.value])).toEqual(
      expect.arrayContaining([
        ['ARR', '$120K'],
        ['churn', '4%'],
      ]),
    );
    expect(f.sentiment.strongNegative).toContain('worried');
    expect(f.concern).toBe('Priya Natarajan is worried about the Q3 hiring plan');
  });

  it('reads structured metrics, open decisions by urgency and open tasks', () => {
    const f = analyse(advisor);
    expect(f.numbers.map((n) => `${n.label} ${n.value}`)).toEqual(
      expect.arrayContaining(['ARR $847K', 'team members 47', 'burn rate $120K/month']),
    );
    expect(f.openDecisions.map((d) => d.title)).toEqual(['Hire VP of Sales', 'Choose a cloud provider']);
    expect(f.openTasks.map((t) => t.title)).toEqual(['Draft the VP Sales job description']);
    expect(f.relevant.metrics.map((m) => m.label)).toEqual(['burn rate']);
  });

  it('stays under the word limit for every task and style, however much it is given', () => {
    const long = Array.from({ length: 40 }, (_, i) => `Team ${i} at Globex Corp grew revenue ${i + 3}% to $${i + 1}M while Jordan Lee worried about churn.`).join(' ');
    const inputs: AnalystInput[] = [
      chat(FOCUS),
      chat(long),
      workspace,
      { ...workspace, transcript: long, lifeHistory: long, lifeSummary: long },
      advisor,
      { ...advisor, focus: long, decisions: Array.from({ length: 30 }, (_, i) => ({ title: `Decision ${i} about Globex`, status: 'pending', urgency: 'high' })) },
      { task: 'analysis', style: 'analytical', wordLimit: AI_WORD_LIMITS.analysis, focus: 'Analyze the pipeline', context: { notes: long, investors: 2847 } },
    ];
    for (const input of inputs) {
      for (const style of STYLES) {
        const text = write({ ...input, style });
        expect(countWords(text), `${input.task}/${style}: ${text}`).toBeLessThan(input.wordLimit);
        expect(countWords(text)).toBeGreaterThan(5);
      }
    }
  });

  it('refers to the data it was given, not generic advice', () => {
    // A chat message with figures and no question: the advisor notes the figures in the user's words (issue 30).
    const text = write(chat(FOCUS));
    expect(text).toContain('$120K');
    expect(text).toMatch(/churn 4%/);
    const commentary = write({ ...workspace, okrs: undefined, files: undefined, transcript: FOCUS });
    expect(commentary).toContain('Acme Corp');
    expect(commentary).toContain('Priya Natarajan');

    const ws = write(workspace);
    expect(ws).toContain('$847K');
    expect(ws).toMatch(/Should we raise prices for enterprise/);

    const adv = write(advisor);
    expect(adv).toContain('burn rate $120K/month');
    expect(adv).toContain('Hire VP of Sales');
  });

  it('answers the same input with the same words every time', () => {
    for (const input of [chat(FOCUS), workspace, advisor]) {
      for (const style of STYLES) {
        const a = write({ ...input, style });
        const b = write(structuredClone({ ...input, style }));
        expect(b).toBe(a);
      }
    }
  });

  it('changes its angle with the commentary style, in sentences about the material, never the labelled template', () => {
    const answers = STYLES.map((style) => write({ ...workspace, style, okrs: undefined, files: undefined, transcript: FOCUS }));
    expect(new Set(answers).size).toBe(4);
    const [business, motivational, analytical, creative] = answers as [string, string, string, string];
    for (const a of answers) expect(isTemplateAnswer(a), a).toBe(false);
    // Business: the figures read, where, and the worry voiced, quoted.
    expect(business).toMatch(/^I read ARR \$120K and churn 4% in the transcript\. /);
    expect(business).toContain('The most worried line, in the transcript, is "Priya Natarajan is worried about the Q3 hiring plan".');
    // Analytical: the sentiment as a score with its words.
    expect(analytical).toMatch(/Sentiment -2, from 1 positive and 1 negative word \(strongest "worried"\)/);
    // Creative: a figure seen another way, computed ($120K a year is $10K a month).
    expect(creative).toMatch(/^ARR \$120K is \$10K a month\. /);
    expect(motivational).not.toBe(business);
    // A chat never gets that commentary: it is an answer or a plain "cannot" (issue 30).
    for (const style of STYLES) expect(write(chat(FOCUS, style))).not.toMatch(/Focus:|Key numbers?:|Next step:/);
  });

  it('connects the OKRs with the rest of the workspace and computes the change they ask for', () => {
    const text = write({ ...workspace, style: 'analytical' });
    expect(text).toContain('ARR from $847K to $1.2M is a 42% rise.');
    expect(text).toContain('Settle "Should we raise prices for enterprise" with one number and a deadline.');
    const linked = write({ ...workspace, transcript: 'Our ARR is flat this quarter and Marcus Reid wants a pricing review.', style: 'business' });
    expect(linked).toContain("The OKRs' ARR comes up again in the transcript");
    // A file whose text never arrived is said to be unread, not commented on.
    const unread = write({ task: 'commentary', style: 'business', wordLimit: AI_WORD_LIMITS.commentary, okrs: 'Cut churn below 3%.', files: [{ name: 'board.pdf' }] });
    expect(unread).toContain('Only the name of board.pdf reached me, not the text.');
  });

  it('says in one sentence what it needs when the material holds nothing specific', () => {
    for (const transcript of ['hello', '42 17 3000', '???']) {
      expect(write({ task: 'commentary', style: 'business', wordLimit: AI_WORD_LIMITS.commentary, transcript })).toBe(
        'I read the transcript, but nothing in it gives me a named figure, a decision, a task, a question or a strong feeling to report.',
      );
    }
    expect(write({ task: 'commentary', style: 'creative', wordLimit: AI_WORD_LIMITS.commentary })).toMatch(/^Nothing to analyse yet/);
    // A dashboard request with no material: what its own figures are, and a plain "cannot".
    const asked = write({ task: 'analysis', style: 'analytical', wordLimit: AI_WORD_LIMITS.analysis, focus: 'Which five metrics should a seed-stage SaaS founder track weekly?', context: { window: { title: 'Key metrics', type: 'metrics' } } });
    expect(asked).toMatch(/^I cannot answer that offline: I compute runway, burn, growth/);
  });

  it('says plainly when there is nothing to analyse', () => {
    expect(write({ task: 'chat', style: 'business', wordLimit: 50 })).toMatch(/^Nothing to analyse yet/);
  });

  it('names metric keys the way people write them', () => {
    expect(humanizeKey('teamMembers')).toBe('team members');
    expect(humanizeKey('burn_rate')).toBe('burn rate');
    expect(humanizeKey('arr')).toBe('ARR');
  });

  it('is exposed as the offline engine, which never claims to be a large model', async () => {
    const engine = createOfflineEngine();
    expect(engine.name).toBe('offline');
    const req = { feature: 'assistant_chat' as const, system: 's', messages: [], maxOutputTokens: 100, data: chat(FOCUS) };
    const res = await engine.complete(req, new AbortController().signal);
    expect(res).toEqual({ text: write(chat(FOCUS)), model: OFFLINE_MODEL });
    let streamed = '';
    for await (const ev of engine.stream(req, new AbortController().signal)) if (ev.type === 'text') streamed += ev.text;
    expect(streamed).toBe(res.text);
  });
});
