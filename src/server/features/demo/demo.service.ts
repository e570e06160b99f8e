/**
 * The /demo command center: the sample company read from its seed tables, and a
 * signed-in person's progress through it (completed decisions with the option chosen
 * or the ranking given, completed tasks). A visitor's progress stays in their browser
 * session; the rules it follows are the same (contract/demo.ts).
 */
import { asc, eq } from 'drizzle-orm';
import {
  decisionCompletionProblem,
  DEMO_MESSAGES,
  type CompleteDemoDecisionBody,
  type DemoDecision,
  type DemoOption,
  type DemoOverview,
  type DemoPriorityItem,
  type DemoProgress,
  type DemoTask,
} from '../../../contract/demo';
import type { Database, Db } from '../../db/client';
import { demoCompany, demoDecisions, demoProgress, demoTasks, demoTeamMembers, demoTokenCategories } from '../../db/schema';
import { BadRequestError, NotFoundError } from '../../errors';
import { SEED_COMPANY, SEED_DECISIONS, SEED_TASKS, SEED_TEAM, SEED_TOKEN_CATEGORIES, SEED_VERSION } from './demo.seed';

/** The advisory lock under which one instance at a time (re)writes the seed. */
const DEMO_SEED_LOCK = 727_001_000_000_028n;

/** 'YYYY-MM-DD' of `today` plus `days` (UTC). */
function dayFrom(today: Date, days: number): string {
  const d = new Date(Date.UTC(today.getUTCFullYear(), today.getUTCMonth(), today.getUTCDate() + days));
  return d.toISOString().slice(0, 10);
}

/**
 * Writes the seed unless the tables already hold this version: everything in one
 * transaction, under an advisory lock so instances starting together do it once.
 */
export async function ensureDemoSeed(database: Pick<Database, 'db' | 'exclusive'>): Promise<void> {
  const { db } = database;
  const current = async () => (await db.select({ v: demoCompany.seedVersion }).from(demoCompany).where(eq(demoCompany.id, SEED_COMPANY.id)))[0]?.v;
  if ((await current()) === SEED_VERSION) return;
  await database.exclusive(DEMO_SEED_LOCK, async () => {
    if ((await current()) === SEED_VERSION) return;
    await db.transaction(async (tx) => {
      await tx.delete(demoCompany);
      await tx.delete(demoDecisions);
      await tx.delete(demoTasks);
      await tx.delete(demoTeamMembers);
      await tx.delete(demoTokenCategories);
      await tx.insert(demoCompany).values({ ...SEED_COMPANY, seedVersion: SEED_VERSION });
      await tx.insert(demoDecisions).values(SEED_DECISIONS.map((d, position) => ({ ...d, position })));
      await tx.insert(demoTasks).values(SEED_TASKS.map((t, position) => ({ ...t, position })));
      await tx.insert(demoTeamMembers).values(SEED_TEAM.map((m, position) => ({ ...m, position })));
      await tx.insert(demoTokenCategories).values(SEED_TOKEN_CATEGORIES.map((c, position) => ({ ...c, position })));
    });
  });
}

export function createDemoService(deps: { database: Pick<Database, 'db' | 'exclusive'>; /** Wall clock in ms. */ now?: () => number }) {
  const db: Db = deps.database.db;
  const now = () => new Date(deps.now ? deps.now() : Date.now());
  let seeded: Promise<void> | undefined;
  /** Seeds on first use; a failure is not remembered, so the next request tries again. */
  const ready = () =>
    (seeded ??= ensureDemoSeed(deps.database).catch((err: unknown) => {
      seeded = undefined;
      throw err;
    }));

  async function decisions(): Promise<DemoDecision[]> {
    await ready();
    const today = now();
    const rows = await db.select().from(demoDecisions).orderBy(asc(demoDecisions.position));
    return rows.map((r) => ({
      id: r.id,
      title: r.title,
      context: r.context,
      urgency: r.urgency as DemoDecision['urgency'],
      status: r.status as DemoDecision['status'],
      type: r.type as DemoDecision['type'],
      dueDate: dayFrom(today, r.dueInDays),
      assignee: r.assignee,
      options: r.options as DemoOption[],
      items: r.items as DemoPriorityItem[],
    }));
  }

  async function tasks(): Promise<DemoTask[]> {
    await ready();
    const today = now();
    const rows = await db.select().from(demoTasks).orderBy(asc(demoTasks.position));
    return rows.map((r) => ({
      id: r.id,
      title: r.title,
      description: r.description,
      assignee: r.assignee,
      status: r.status as DemoTask['status'],
      priority: r.priority as DemoTask['priority'],
      dueDate: dayFrom(today, r.dueInDays),
    }));
  }

  async function progress(userId: string): Promise<DemoProgress> {
    const rows = await db.select().from(demoProgress).where(eq(demoProgress.userId, userId)).orderBy(asc(demoProgress.completedAt));
    return {
      completedDecisions: rows
        .filter((r) => r.kind === 'decision')
        .map((r) => ({ decisionId: r.itemId, optionId: r.optionId, ranking: r.ranking, completedAt: r.completedAt.toISOString() })),
      completedTasks: rows.filter((r) => r.kind === 'task').map((r) => ({ taskId: r.itemId, completedAt: r.completedAt.toISOString() })),
    };
  }

  async function save(userId: string, kind: 'decision' | 'task', itemId: string, choice: { optionId?: string | null; ranking?: string[] | null }) {
    const values = { optionId: choice.optionId ?? null, ranking: choice.ranking ?? null, completedAt: now() };
    // Completing again records the newer choice: harmless, never a duplicate.
    await db
      .insert(demoProgress)
      .values({ userId, kind, itemId, ...values })
      .onConflictDoUpdate({ target: [demoProgress.userId, demoProgress.kind, demoProgress.itemId], set: values });
  }

  return {
    /** Writes the seed now rather than on the first request. */
    warmUp: ready,

    async overview(): Promise<DemoOverview> {
      await ready();
      const [company] = await db.select().from(demoCompany).where(eq(demoCompany.id, SEED_COMPANY.id));
      if (!company) throw new NotFoundError('The demo company is missing.');
      const [ds, ts, team, categories] = await Promise.all([
        decisions(),
        tasks(),
        db.select().from(demoTeamMembers).orderBy(asc(demoTeamMembers.position)),
        db.select().from(demoTokenCategories).orderBy(asc(demoTokenCategories.position)),
      ]);
      const contextTokens = categories.reduce((n, c) => n + c.tokens, 0);
      return {
        company: { name: company.name, tagline: company.tagline, ceoName: company.ceoName, ceoTitle: company.ceoTitle, metrics: company.metrics },
        figures: {
          teamMembers: team.length,
          arrUsd: company.arrUsd,
          contextTokens,
          costPer1kTokensUsd: company.costPer1kTokensUsd,
          monthlyBudgetUsd: company.monthlyBudgetUsd,
          budgetUsedUsd: Math.round((contextTokens / 1000) * company.costPer1kTokensUsd * 100) / 100,
          usageTrendPercent: company.usageTrendPercent,
        },
        decisions: ds,
        tasks: ts,
        team: team.map(({ name, role, department, location }) => ({ name, role, department, location })),
        tokenCategories: categories.map((c) => ({
          category: c.category,
          tokens: c.tokens,
          percentage: contextTokens ? Math.round((c.tokens / contextTokens) * 1000) / 10 : 0,
          description: c.description,
        })),
      };
    },

    progress,

    async completeDecision(userId: string, body: CompleteDemoDecisionBody): Promise<DemoProgress> {
      const decision = (await decisions()).find((d) => d.id === body.decisionId);
      if (!decision) throw new NotFoundError(DEMO_MESSAGES.unknownDecision);
      const problem = decisionCompletionProblem(decision, body);
      if (problem) throw new BadRequestError(problem);
      await save(userId, 'decision', decision.id, { optionId: body.optionId, ranking: body.ranking });
      return progress(userId);
    },

    async completeTask(userId: string, taskId: string): Promise<DemoProgress> {
      const task = (await tasks()).find((t) => t.id === taskId);
      if (!task) throw new NotFoundError(DEMO_MESSAGES.unknownTask);
      await save(userId, 'task', task.id, {});
      return progress(userId);
    },

    async reset(userId: string): Promise<DemoProgress> {
      await db.delete(demoProgress).where(eq(demoProgress.userId, userId));
      return progress(userId);
    },
  };
}

export type DemoService = ReturnType<typeof createDemoService>;
