/**
 * Every surface whose offline text reaches a user (issue 30, "No template answers"), run over
 * one corpus of inputs a new user might give, sparse and odd ones included: one word, only
 * numbers, punctuation, another language, a rambling paragraph, real founder figures. No
 * output may have the template shape (template-shape.ts, the definition the advisor's scorer
 * uses too), and each either mentions something of its input or says in one sentence what it
 * needs. The surfaces: the assistant chat, the Business OS commentary in every style, the AI
 * dashboard's analysis, a chat room's insight, Julia's files answers and deck coach (review
 * and chat), the pitch coach, the outliner, the worlds' narration and the /demo advisor.
 */
import { readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { beforeAll, describe, expect, it } from 'vitest';
import { AI_WORD_LIMITS } from '../contract/assistant';
import { countWords } from '../contract/format';
import { scoreDeck } from './features/julia/deck-scoring';
import { readCsv } from './features/julia/table-reader';
import { writeOutline } from './features/outline/outline-offline';
import { analyzePitch } from './features/pitch/pitch-analysis';
import { offlineFeedback } from './features/pitch/pitch-feedback';
import { wordsFromText } from './features/pitch/pitch-words';
import { writeOffline } from './offline-analyst';
import { loadAnalyst } from './platform/ai/offline/analyst';
import { isTemplateAnswer, TEMPLATE_LABELS, templateLabels } from './platform/ai/offline/template-shape';
import type { AnalystInput } from './platform/ai/types';

beforeAll(() => loadAnalyst(), 30_000);

/** What people type, say or upload, from nothing much to a founder's real figures. */
const CORPUS = [
  'hello',
  '42',
  '12 45 300 7',
  '???',
  '🙂🚀',
  'ok thanks',
  'Should we be worried?',
  'Nuestro MRR pasó de 40k a 52k en 3 meses y estamos preocupados por el churn.',
  'Wir haben 1,2 Mio. € auf dem Konto und verbrennen 95.000 € im Monat.',
  '売上は月に500万円です',
  'Our MRR went from 40k to 52k in 3 months, what is monthly growth?',
  'We closed Acme Corp at $120K ARR but churn rose to 4% and Priya Natarajan is worried about the Q3 hiring plan.',
  'We have $1.2M in the bank and spend $95k a month. Marcus Reid wants to hire two engineers at $150k each.',
  'so um I guess the thing is we were kind of thinking maybe about pricing but also the website and then there is the team offsite and I do not know really what to do first honestly',
  'Revenue: 30000, 33000, 36000. Customers: 120, 131, 150. Churn 2.5% monthly. CAC $900, ARPA $250.',
];

/** A small company's decisions and tasks, as /demo hands them to its advisor. */
const DEMO_DECISIONS: AnalystInput['decisions'] = [
  {
    title: 'Hire a VP of Sales',
    status: 'pending',
    urgency: 'high',
    dueDate: '2026-11-27',
    options: [{ title: 'External VP of Sales', roi: '220% over 24 months', riskLevel: 'medium', investment: '$250K a year' }, { title: 'Promote Priya' }],
  },
  { title: 'Expand into the European market', status: 'pending', urgency: 'medium', context: 'Two German prospects asked for local support.' },
];
const DEMO_TASKS: AnalystInput['tasks'] = [
  { title: 'Finalize the Q4 board deck', status: 'in-progress', priority: 'high', assignee: 'Marcus Reed' },
  { title: 'Close the Acme Corp renewal', status: 'pending', priority: 'high', assignee: 'Priya Natarajan' },
];

const STYLES = ['business', 'motivational', 'analytical', 'creative'] as const;

/** Words of the input an output may quote back: a figure, a name, or a word of four letters or more. */
function mentions(output: string, input: string): boolean {
  const words = input.match(/[\p{L}\p{N}$€£¥%.,]+/gu) ?? [];
  const lower = output.toLowerCase();
  return words.some((w) => {
    let t = w.toLowerCase();
    while (t.endsWith('.') || t.endsWith(',')) t = t.slice(0, -1);
    return (/\d/.test(t) || t.length >= 4) && lower.includes(t);
  });
}

/** What a surface says, in one sentence, when its input gives it nothing to work with. */
const SAYS_WHAT_IT_NEEDS = [
  /^Nothing (?:to analyse yet|here gives me a named figure)[^.]*\.$/,
  /^I read .*?, but nothing in (?:it|them) gives me [^.]*\.$/,
  /^(?:I read .*?, but )?I cannot answer (?:this|that) offline: [^.]*\.$/,
  /^- Summary: This branch has no points under it yet\.$/,
  /^- \[ \] Write the first task of this branch$/,
  /^No slide titles were recognised, so no section could be scored\. Start each slide with its title/,
  /^- Offline I cannot add new ideas to [^\n]*$/,
];
const saysWhatItNeeds = (text: string) => SAYS_WHAT_IT_NEEDS.some((re) => re.test(text));

interface Case {
  surface: string;
  input: string;
  output: string;
  /** Whether the surface may answer with what it needs instead of quoting the input. */
  mayAsk: boolean;
}

const cases: Case[] = [];
const add = (surface: string, input: string, output: string, mayAsk = true) => cases.push({ surface, input, output, mayAsk });

function runAll() {
  const metrics = readCsv('metrics.csv', 'month,mrr,burn,cash\n2025-05,44000,85000,1428000\n2025-06,52000,80000,1348000\n');
  const deckContext = { deck: 'Seed deck', score: '6/10', sections: [{ name: 'Traction', score: '4/10', status: 'weak', rubric: 'No figure for growth.' }] };
  for (const text of CORPUS) {
    const chat = (style: AnalystInput['style']): AnalystInput => ({ task: 'chat', style, wordLimit: AI_WORD_LIMITS.chat, focus: text, messages: [{ role: 'user', content: text }] });
    for (const style of STYLES) {
      add(`assistant chat (${style})`, text, writeOffline(chat(style)));
      add(`commentary: transcript (${style})`, text, writeOffline({ task: 'commentary', style, wordLimit: AI_WORD_LIMITS.commentary, transcript: text }));
      add(
        `commentary: OKRs, messages and a file (${style})`,
        text,
        writeOffline({
          task: 'commentary',
          style,
          wordLimit: AI_WORD_LIMITS.commentary,
          okrs: text,
          messages: [{ role: 'user', content: text }],
          files: [{ name: 'notes.md', excerpt: text }],
        }),
      );
    }
    add(
      'AI dashboard analysis',
      text,
      writeOffline({
        task: 'analysis',
        style: 'analytical',
        wordLimit: AI_WORD_LIMITS.analysis,
        focus: text,
        context: { dashboard: 'Julia AI founder dashboard', window: { title: 'Analysis', type: 'analysis' } },
      }),
    );
    const room = [`Ada: ${text}`, 'Ben: noted'];
    add(
      'chat room insight',
      text,
      writeOffline({
        task: 'analysis',
        style: 'analytical',
        wordLimit: 120,
        focus: 'Summarise the recent conversation in #general: topics, decisions, open questions, sentiment and one next step.',
        messages: room.map((content) => ({ role: 'assistant', content })),
        context: { room: '#general', transcript: room.join('\n') },
      }),
    );
    add(
      '/demo advisor',
      text,
      writeOffline({
        task: 'advisor',
        style: 'business',
        wordLimit: AI_WORD_LIMITS.advisor,
        focus: text,
        messages: [{ role: 'user', content: text }],
        decisions: DEMO_DECISIONS,
        tasks: DEMO_TASKS,
        metrics: { cash: 2_100_000, monthlyBurn: 140_000, arr: 1_200_000, customers: 63 },
      }),
    );
    add(
      'Julia files answer',
      text,
      writeOffline({
        task: 'juliaFiles',
        style: 'business',
        wordLimit: 90,
        focus: text,
        messages: [{ role: 'user', content: text }],
        juliaFiles: { tables: [metrics], databasePath: '/julia.ai/database' },
      }),
    );
    add('deck coach chat', text, writeOffline({ task: 'chat', style: 'business', wordLimit: 90, focus: text, messages: [{ role: 'user', content: text }], context: deckContext }));
    add('deck coach review', text, scoreDeck(text).review);
    // The pitch service refuses a pitch with no words before any analysis (400 empty_pitch).
    const words = wordsFromText(text, 150);
    if (words.length) add('pitch coach', text, offlineFeedback(analyzePitch({ source: 'text', words, timesEstimated: true, assumedWpm: 150 })));
    for (const action of ['summarise', 'expand', 'tasks'] as const) {
      add(`outline ${action}`, text, writeOutline({ action, title: text, items: [{ depth: 1, text, checked: null }] }));
    }
    add(
      'worlds narration',
      text,
      writeOffline({ task: 'narration', style: 'creative', wordLimit: 80, narration: { subject: 'person', title: text.slice(0, 40), facts: [{ label: 'messages', value: 12 }], notes: [] } }),
    );
  }
}

describe('every offline surface, over a corpus of inputs', () => {
  beforeAll(() => {
    runAll();
    // DUMP_SURFACES=<file> writes every output, to read them as a new user would.
    if (process.env.DUMP_SURFACES) writeFileSync(process.env.DUMP_SURFACES, cases.map((c) => `${c.surface} [${c.input}]\n   ${c.output.replace(/\n/g, ' | ')}`).join('\n'));
  }, 120_000);

  it('covers every surface and every input', () => {
    expect(new Set(cases.map((c) => c.surface)).size).toBeGreaterThanOrEqual(20);
    expect(cases.length).toBeGreaterThan(CORPUS.length * 20);
  });

  it('never answers with the template shape', () => {
    const templated = cases.filter((c) => isTemplateAnswer(c.output)).map((c) => `${c.surface} [${c.input}]: ${templateLabels(c.output).join(', ')} in "${c.output}"`);
    expect(templated).toEqual([]);
  });

  it('says something of its input, or in one sentence what it needs', () => {
    const empty = cases.filter((c) => !c.output.trim()).map((c) => `${c.surface} [${c.input}]`);
    expect(empty).toEqual([]);
    const neither = cases
      .filter((c) => !mentions(c.output, c.input) && !(c.mayAsk && saysWhatItNeeds(c.output)))
      // The chat, the files and the deck chat answer with the founder advisor (features/advisor), whose own tests
      // hold its wording; the pitch coach's advice rests on its computed figures; the /demo advisor answers a vague
      // question from the demo company's own decisions and tasks (demo.test.ts holds those); all are checked for shape above.
      .filter((c) => !/^(assistant chat|Julia files|deck coach chat|pitch coach|worlds narration|\/demo advisor)/.test(c.surface))
      .map((c) => `${c.surface} [${c.input}]: ${c.output}`);
    expect(neither).toEqual([]);
  });

  it('keeps the commentary and the analysis under their word limits', () => {
    for (const c of cases.filter((x) => x.surface.startsWith('commentary'))) expect(countWords(c.output), c.output).toBeLessThan(AI_WORD_LIMITS.commentary);
    for (const c of cases.filter((x) => x.surface === 'AI dashboard analysis')) expect(countWords(c.output), c.output).toBeLessThan(AI_WORD_LIMITS.analysis);
  });
});

describe('the template shape', () => {
  it('is what the issue quoted, and not a sentence that merely holds a colon', () => {
    expect(isTemplateAnswer('Focus: MRR, month and growth. Key numbers: k 40 and 52, MRR 3 months. Next step: set a weekly target for k.')).toBe(true);
    expect(isTemplateAnswer('Named: Business Model, Review, Good and Problem. Tone: positive (score 2).')).toBe(true);
    expect(templateLabels('Runway is 14 months. Next step: cut burn.')).toEqual(['Next step']);
    expect(isTemplateAnswer('Runway is 14 months ($1.2M ÷ $85K a month): start the raise by March.')).toBe(false);
    expect(isTemplateAnswer('I read ARR $847K in the OKRs.')).toBe(false);
  });

  it("does not come back in the offline analyst's source as a labelled line", () => {
    // The analyst's sentences are written in template literals and strings: none may open with a label and a colon.
    // So are the /demo advisor's (features/advisor/demo-offline.ts), which writes from the same facts.
    const labelled = new RegExp(`[\`'"](?:${TEMPLATE_LABELS.join('|')}):\\s`, 'g');
    for (const file of ['platform/ai/offline/analyst.ts', 'features/advisor/demo-offline.ts']) {
      const source = readFileSync(path.join(__dirname, file), 'utf8');
      expect(source.match(labelled) ?? [], file).toEqual([]);
    }
  });
});
