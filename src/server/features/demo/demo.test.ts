import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { signUpUser } from '../../../../tests/support/auth';
import { createTestApp, json, type TestApp } from '../../../../tests/support/create-test-app';
import { startFakeAnthropic, type FakeAnthropic } from '../../../../tests/support/fake-anthropic';
import { startFakeOpenAi, type FakeOpenAi } from '../../../../tests/support/fake-openai';
import {
  advisorContext,
  demoProgressSummary,
  DEMO_MESSAGES,
  EMPTY_DEMO_PROGRESS,
  formatTokenCount,
  formatTrend,
  formatUsd,
  formatUsdShort,
  pendingDecisionCount,
  type DemoOverview,
  type DemoProgress,
} from '../../../contract/demo';
import { countWords } from '../../../contract/format';
import { aiUsage, demoCompany, demoDecisions, demoProgress } from '../../db/schema';
import { ensureDemoSeed } from './demo.service';
import { SEED_VERSION } from './demo.seed';

type Res = { statusCode: number; body: string };

describe('/api/demo: the sample company', () => {
  let t: TestApp;
  let overview: DemoOverview;
  beforeAll(async () => {
    t = await createTestApp();
    const res = await t.app.inject('/api/demo');
    expect(res.statusCode, res.body).toBe(200);
    overview = json<DemoOverview>(res);
  });
  afterAll(() => t.close());

  it('serves the seed with every figure of spec §2 and §9, signed out', () => {
    expect(overview.company).toMatchObject({ name: 'Northwind Labs', ceoName: 'Marcus Reed' });
    expect(overview.team).toHaveLength(47);
    expect(overview.figures.teamMembers).toBe(47);
    for (const m of overview.team) expect(m).toEqual({ name: expect.any(String), role: expect.any(String), department: expect.any(String), location: expect.any(String) });
    expect(formatUsdShort(overview.figures.arrUsd)).toBe('$847K');
    // Token categories sum to the 2.4M shown, and their percentages to 100.
    expect(overview.tokenCategories.reduce((n, c) => n + c.tokens, 0)).toBe(2_400_000);
    expect(formatTokenCount(overview.figures.contextTokens)).toBe('2.4M');
    expect(overview.tokenCategories.reduce((n, c) => n + c.percentage, 0)).toBeCloseTo(100, 5);
    expect(formatUsd(overview.figures.costPer1kTokensUsd)).toBe('$0.12');
    // $0.12 per 1K tokens × 2.4M tokens = $288 of the $2,400 budget.
    expect(formatUsd(overview.figures.budgetUsedUsd)).toBe('$288');
    expect(formatUsd(overview.figures.monthlyBudgetUsd)).toBe('$2,400');
    expect(formatTrend(overview.figures.usageTrendPercent)).toBe('+15%');
    // Six decisions still open (welcome modal: '6 pending decisions').
    expect(pendingDecisionCount(overview.decisions, EMPTY_DEMO_PROGRESS)).toBe(6);
  });

  it('has choice decisions with analysed options and priority decisions with ranked items', () => {
    const choice = overview.decisions.find((d) => d.type === 'choice' && d.status === 'pending')!;
    expect(choice.options.length).toBeGreaterThanOrEqual(2);
    for (const o of choice.options) {
      expect(o.analysis).toMatchObject({ investment: expect.any(String), timeline: expect.any(String), roi: expect.any(String), riskLevel: expect.stringMatching(/^(low|medium|high)$/) });
      expect(o.analysis.benefits.length).toBeGreaterThan(0);
      expect(o.analysis.risks.length).toBeGreaterThan(0);
    }
    const priority = overview.decisions.find((d) => d.type === 'priority')!;
    expect(priority.items.map((i) => i.priority)).toEqual(priority.items.map((_, k) => k + 1));
    expect(overview.tasks.some((x) => x.status === 'completed')).toBe(true);
    expect(overview.tasks.some((x) => x.status !== 'completed')).toBe(true);
    expect(overview.decisions.every((d) => /^\d{4}-\d\d-\d\d$/.test(d.dueDate))).toBe(true);
  });

  it('seeds from code once per version and rewrites the rows when the version changes', async () => {
    expect(await t.db.select().from(demoCompany)).toHaveLength(1);
    await ensureDemoSeed(t.database);
    expect(await t.db.select().from(demoDecisions)).toHaveLength(overview.decisions.length);
    // An older seed (say, an edited title) is replaced whole.
    await t.db.update(demoCompany).set({ seedVersion: SEED_VERSION - 1 });
    await t.db.update(demoDecisions).set({ title: 'Stale' }).where(eq(demoDecisions.id, overview.decisions[0]!.id));
    await ensureDemoSeed(t.database);
    const [row] = await t.db.select().from(demoDecisions).where(eq(demoDecisions.id, overview.decisions[0]!.id));
    expect(row!.title).toBe(overview.decisions[0]!.title);
    expect((await t.db.select().from(demoCompany))[0]!.seedVersion).toBe(SEED_VERSION);
  });
});

describe('/api/demo/progress: a signed-in person\'s completions', () => {
  let t: TestApp;
  let overview: DemoOverview;
  beforeAll(async () => {
    t = await createTestApp();
    overview = json<DemoOverview>(await t.app.inject('/api/demo'));
  });
  afterAll(() => t.close());

  const call = (method: 'GET' | 'POST' | 'DELETE', url: string, cookie?: string, payload?: object) =>
    t.app.inject({ method, url, payload, headers: cookie ? { cookie } : {} }) as Promise<Res>;
  const choice = () => overview.decisions.find((d) => d.type === 'choice' && d.status === 'pending')!;
  const priority = () => overview.decisions.find((d) => d.type === 'priority' && d.status === 'pending')!;
  const openTask = () => overview.tasks.find((x) => x.status !== 'completed')!;

  it('needs sign-in: 401 before the body is looked at', async () => {
    for (const [method, url] of [['GET', '/api/demo/progress'], ['POST', '/api/demo/progress/decisions'], ['POST', '/api/demo/progress/tasks'], ['DELETE', '/api/demo/progress']] as const) {
      const res = await call(method, url, undefined, method === 'POST' ? { bogus: true } : undefined);
      expect(res.statusCode, `${method} ${url}`).toBe(401);
      expect(json(res)).toMatchObject({ code: 'unauthorized' });
    }
  });

  it('keeps completions on the server, counts them in the progress, and resets', async () => {
    const { cookie } = await signUpUser(t.app);
    expect(json(await call('GET', '/api/demo/progress', cookie))).toEqual(EMPTY_DEMO_PROGRESS);
    const before = demoProgressSummary(overview, EMPTY_DEMO_PROGRESS);

    const d = choice();
    const option = d.options[1]!;
    let res = await call('POST', '/api/demo/progress/decisions', cookie, { decisionId: d.id, optionId: option.id });
    expect(res.statusCode, res.body).toBe(200);
    expect(json<DemoProgress>(res).completedDecisions).toEqual([{ decisionId: d.id, optionId: option.id, ranking: null, completedAt: expect.any(String) }]);

    const p = priority();
    const reversed = p.items.map((i) => i.id).reverse();
    res = await call('POST', '/api/demo/progress/decisions', cookie, { decisionId: p.id, ranking: reversed });
    expect(res.statusCode, res.body).toBe(200);

    const task = openTask();
    res = await call('POST', '/api/demo/progress/tasks', cookie, { taskId: task.id });
    expect(res.statusCode, res.body).toBe(200);
    // Completing again is harmless: still one entry.
    res = await call('POST', '/api/demo/progress/tasks', cookie, { taskId: task.id });
    const progress = json<DemoProgress>(res);
    expect(progress.completedTasks).toEqual([{ taskId: task.id, completedAt: expect.any(String) }]);

    // Kept on the server: a later read (another tab, another day) sees the same.
    const read = json<DemoProgress>(await call('GET', '/api/demo/progress', cookie));
    expect(read.completedDecisions.map((c) => c.decisionId).sort()).toEqual([d.id, p.id].sort());
    expect(read.completedDecisions.find((c) => c.decisionId === p.id)!.ranking).toEqual(reversed);
    const after = demoProgressSummary(overview, read);
    expect(after.completed).toBe(before.completed + 3);
    expect(after.percent).toBe(Math.round(((before.completed + 3) / before.total) * 100));
    expect(pendingDecisionCount(overview.decisions, read)).toBe(4);

    res = await call('DELETE', '/api/demo/progress', cookie);
    expect(res.statusCode).toBe(200);
    expect(json(res)).toEqual(EMPTY_DEMO_PROGRESS);
    expect(json(await call('GET', '/api/demo/progress', cookie))).toEqual(EMPTY_DEMO_PROGRESS);
  });

  it('refuses what the page would not allow, with a clear 4xx', async () => {
    const { cookie } = await signUpUser(t.app);
    const d = choice();
    const p = priority();
    const cases: [object, number, string][] = [
      [{ decisionId: d.id }, 400, DEMO_MESSAGES.optionRequired],
      [{ decisionId: d.id, optionId: 'not-an-option' }, 400, DEMO_MESSAGES.unknownOption],
      [{ decisionId: d.id, ranking: [] }, 400, DEMO_MESSAGES.chooseNotRank],
      [{ decisionId: p.id }, 400, DEMO_MESSAGES.rankingRequired],
      [{ decisionId: p.id, optionId: 'x' }, 400, DEMO_MESSAGES.rankNotChoose],
      [{ decisionId: p.id, ranking: p.items.slice(1).map((i) => i.id) }, 400, DEMO_MESSAGES.rankingMismatch],
      [{ decisionId: p.id, ranking: p.items.map(() => p.items[0]!.id) }, 400, DEMO_MESSAGES.rankingMismatch],
      [{ decisionId: 'no-such-decision', optionId: 'x' }, 404, DEMO_MESSAGES.unknownDecision],
      [{ decisionId: '   ' }, 400, 'An id is required'],
      [{ decisionId: 'a'.repeat(101) }, 400, ''],
    ];
    for (const [payload, status, message] of cases) {
      const res = await call('POST', '/api/demo/progress/decisions', cookie, payload);
      expect(res.statusCode, JSON.stringify(payload)).toBe(status);
      expect(json(res)).toMatchObject({ code: expect.any(String), message: expect.stringContaining(message) });
    }
    const noTask = await call('POST', '/api/demo/progress/tasks', cookie, { taskId: 'nope' });
    expect(noTask.statusCode).toBe(404);
    expect(json(noTask).message).toBe(DEMO_MESSAGES.unknownTask);
    expect((await call('POST', '/api/demo/progress/tasks', cookie, {})).statusCode).toBe(400);
    // Nothing was recorded by the refused requests.
    expect(json(await call('GET', '/api/demo/progress', cookie))).toEqual(EMPTY_DEMO_PROGRESS);
  });

  it('puts the progress in the account export and deletes it with the account', async () => {
    const ann = await signUpUser(t.app);
    const d = choice();
    await call('POST', '/api/demo/progress/decisions', ann.cookie, { decisionId: d.id, optionId: d.options[0]!.id });
    const exported = json<{ demoProgress: unknown[] }>(await call('GET', '/api/auth/export', ann.cookie));
    expect(exported.demoProgress).toEqual([{ kind: 'decision', itemId: d.id, optionId: d.options[0]!.id, ranking: null, completedAt: expect.any(String) }]);
    const del = await call('DELETE', '/api/auth/account', ann.cookie, { confirmEmail: ann.user.email, password: ann.password });
    expect(del.statusCode, del.body).toBe(200);
    expect(await t.db.select().from(demoProgress).where(eq(demoProgress.userId, ann.user.id))).toEqual([]);
  });

  it('keeps each person\'s progress to themselves', async () => {
    const ann = await signUpUser(t.app);
    const bob = await signUpUser(t.app);
    const d = choice();
    await call('POST', '/api/demo/progress/decisions', ann.cookie, { decisionId: d.id, optionId: d.options[0]!.id });
    await call('POST', '/api/demo/progress/tasks', ann.cookie, { taskId: openTask().id });
    expect(json(await call('GET', '/api/demo/progress', bob.cookie))).toEqual(EMPTY_DEMO_PROGRESS);
    // Bob's reset leaves Ann's progress alone.
    await call('DELETE', '/api/demo/progress', bob.cookie);
    const annProgress = json<DemoProgress>(await call('GET', '/api/demo/progress', ann.cookie));
    expect(annProgress.completedDecisions).toHaveLength(1);
    expect(annProgress.completedTasks).toHaveLength(1);
  });
});

describe('POST /api/ai-chat with the demo context', () => {
  let t: TestApp;
  let overview: DemoOverview;
  beforeAll(async () => {
    t = await createTestApp();
    overview = json<DemoOverview>(await t.app.inject('/api/demo'));
  });
  afterAll(() => t.close());

  const ask = (message: string, progress: DemoProgress = EMPTY_DEMO_PROGRESS, extra: object = {}, cookie?: string) =>
    t.app.inject({
      method: 'POST',
      url: '/api/ai-chat',
      payload: { message, context: advisorContext(overview, progress), ...extra },
      headers: cookie ? { cookie } : {},
    }) as Promise<Res>;

  it('names the most pressing pending decision with its urgency and its options\' ROI and risk', async () => {
    const res = await ask('What should I focus on today?');
    expect(res.statusCode, res.body).toBe(200);
    const body = json<{ response: string; meta: { engine: string; engineLabel: string } }>(res);
    const top = overview.decisions.find((d) => d.id === 'vp-sales')!;
    expect(body.response).toContain(`"${top.title}" (high urgency`);
    for (const o of top.options) {
      expect(body.response).toContain(`"${o.title}": ROI ${o.analysis.roi}, ${o.analysis.riskLevel} risk`);
    }
    // 220% at low risk beats 310% at medium and 140% at high.
    expect(body.response).toContain('Best return for the risk: "Promote Priya Natarajan" (low risk).');
    expect(countWords(body.response)).toBeLessThan(90);
    expect(body.meta).toMatchObject({ engine: 'offline', engineLabel: 'Offline analyst' });
  });

  it('answers about the decision the question names, and drops one completed here', async () => {
    const eu = overview.decisions.find((d) => d.id === 'eu-expansion')!;
    const res = await ask('Should we expand into Europe now?');
    const { response } = json<{ response: string }>(res);
    expect(response).toContain(`"${eu.title}" is pending with high urgency`);
    expect(response).toContain(`"Reseller partnership in DACH": ROI 150% over 18 months, low risk`);

    // Once this person completed the VP of Sales decision, the next open one leads.
    const done: DemoProgress = { completedDecisions: [{ decisionId: 'vp-sales', optionId: 'vp-sales-promote', ranking: null, completedAt: new Date().toISOString() }], completedTasks: [] };
    const next = json<{ response: string }>(await ask('What should I focus on today?', done)).response;
    expect(next).not.toContain('Hire a VP of Sales');
    expect(next).toContain(`The most pressing decision is "${eu.title}" (high urgency`);
    expect(next).toContain('5 of 7 decisions are still open');
  });

  it("answers a scenario against the demo's own numbers: the option a decision names changes the runway", async () => {
    const said = async (q: string) => json<{ response: string }>(await ask(q)).response;
    // The seed: $2.1M cash at $140K a month is 15 months; the London office adds $420K a year.
    expect(await said('If we expand into Europe, what happens to our runway?')).toMatch(/^New runway: 12 months with "Open a London office" for "Expand into the European market", down from 15 months/);
    // A what-if on the burn: $2.1M ÷ ($140K × 0.8).
    expect(await said('What if we cut burn by 20%?')).toMatch(/^New runway: 18\.8 months/);
  });

  it('answers about a person, the open tasks, a task by name, and a figure from the metrics', async () => {
    const said = async (q: string) => json<{ response: string }>(await ask(q)).response;
    expect(await said('What is Priya working on?')).toMatch(/^Priya Natarajan owns task "Close the Acme Corp renewal" \(pending, high priority\)\. Priya is also an option in "Hire a VP of Sales"\./);
    const tasks = await said('Which tasks are open?');
    expect(tasks).toContain('The open tasks, most important first, are "Finalize the Q4 board deck" (Marcus Reed, in progress, high priority)');
    expect(tasks).toContain('6 of 8 tasks are open.');
    expect(await said('What is the status of the board deck?')).toMatch(/^Task "Finalize the Q4 board deck" \(Marcus Reed\) is in-progress, high priority\./);
    // Figures answer only what was asked: the runway from the metrics ($2.1M ÷ $140K a month)…
    expect(await said('How long is our runway?')).toMatch(/^Runway: 15 months/);
    // …a choice among options is answered from its decision, not with a runway nobody asked for…
    const pricing = await said('Which pricing model should we pick?');
    expect(pricing).toMatch(/^"Choose the Enterprise pricing model" is pending with medium urgency/);
    expect(pricing).not.toContain('Runway');
    // …and a figure that cannot be computed says what is missing.
    expect(await said('What is our burn multiple?')).toMatch(/net new ARR/);
  });

  it('takes at most the last 5 messages of history and validates the body', async () => {
    const history = (n: number) => Array.from({ length: n }, (_, k) => ({ text: `message ${k}`, isBot: k % 2 === 1 }));
    expect((await ask('What next?', EMPTY_DEMO_PROGRESS, { conversationHistory: history(5) })).statusCode).toBe(200);
    const six = await ask('What next?', EMPTY_DEMO_PROGRESS, { conversationHistory: history(6) });
    expect(six.statusCode).toBe(400);
    expect(json(six)).toMatchObject({ code: 'validation_error' });
    for (const payload of [{}, { message: '   ' }, { message: 'x'.repeat(4001) }, { message: 'Hi', context: { decisions: 'all' } }, { message: 'Hi', conversationHistory: [{ text: 'a' }] }]) {
      const res = (await t.app.inject({ method: 'POST', url: '/api/ai-chat', payload })) as Res;
      expect(res.statusCode, JSON.stringify(payload)).toBe(400);
      expect(json(res).message).toEqual(expect.any(String));
    }
  });

  it('records a signed-in person\'s answer in the token ledger', async () => {
    const { cookie, user } = await signUpUser(t.app);
    const res = await ask('What should I focus on today?', EMPTY_DEMO_PROGRESS, {}, cookie);
    expect(res.statusCode).toBe(200);
    const rows = await t.db.select().from(aiUsage).where(and(eq(aiUsage.userId, user.id), eq(aiUsage.feature, 'ai_chat')));
    expect(rows).toHaveLength(1);
    expect(rows[0]).toMatchObject({ engine: 'offline', ok: true });
  });
});

describe('POST /api/ai-chat with the demo context and a provider', () => {
  let openai: FakeOpenAi;
  let anthropic: FakeAnthropic;
  beforeAll(async () => {
    [openai, anthropic] = await Promise.all([startFakeOpenAi(), startFakeAnthropic()]);
  });
  afterAll(async () => {
    await Promise.all([openai.close(), anthropic.close()]);
  });

  const history = [
    { text: 'We are thinking about the VP of Sales hire.', isBot: false },
    { text: 'The retained search has the highest ROI.', isBot: true },
    { text: 'What does it cost?', isBot: false },
    { text: '$85K search fee plus salary.', isBot: true },
    { text: 'And the promotion?', isBot: false },
  ];

  for (const provider of ['openai', 'anthropic'] as const) {
    it(`gives ${provider} the decisions with their options, the tasks, the metrics and the recent history, and labels its answer`, async () => {
      const fake = provider === 'openai' ? openai : anthropic;
      const env: Record<string, string> =
        provider === 'openai' ? { OPENAI_API_KEY: 'sk-test', OPENAI_BASE_URL: openai.url, AI_MODEL: 'gpt-4o-mini' } : { ANTHROPIC_API_KEY: 'sk-ant', ANTHROPIC_BASE_URL: anthropic.url };
      const t = await createTestApp({ env });
      try {
        const overview = json<DemoOverview>(await t.app.inject('/api/demo'));
        const { cookie, user } = await signUpUser(t.app);
        const res = (await t.app.inject({
          method: 'POST',
          url: '/api/ai-chat',
          headers: { cookie },
          payload: { message: 'What about the other options then?', context: advisorContext(overview, EMPTY_DEMO_PROGRESS), conversationHistory: history },
        })) as Res;
        expect(res.statusCode, res.body).toBe(200);
        const body = json<{ response: string; meta: { engine: string; engineLabel: string; model: string } }>(res);
        expect(body.response).toBe(fake.state.text);
        expect(body.meta.engine).toBe(provider);
        expect(body.meta.engineLabel).toBe(`${body.meta.model} (${provider === 'openai' ? 'OpenAI-compatible' : 'Anthropic'})`);
        const sent = JSON.stringify(fake.requests.at(-1)!.json);
        expect(sent).toContain('AI Business Advisor');
        expect(sent).toContain('Hire a VP of Sales');
        expect(sent).toContain('Retained executive search');
        expect(sent).toContain('310% over 18 months');
        expect(sent).toContain('Close the Acme Corp renewal');
        expect(sent).toContain('$140K/month');
        // A follow-up: the earlier turns go along (at most the last 4 before it).
        expect(sent).toContain('And the promotion?');
        const rows = await t.db.select().from(aiUsage).where(and(eq(aiUsage.userId, user.id), eq(aiUsage.feature, 'ai_chat')));
        expect(rows).toHaveLength(1);
        expect(rows[0]).toMatchObject({ engine: provider, ok: true });
        expect(rows[0]!.inputTokens + rows[0]!.outputTokens).toBeGreaterThan(0);
      } finally {
        await t.close();
      }
    });
  }
});
