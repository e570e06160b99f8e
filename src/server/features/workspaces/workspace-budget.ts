/**
 * Shared-workspace token budgets (issue #14, ADR 027). An AI call of a signed-in user
 * is charged to the user's active workspace (one member row per user may be `active`);
 * the AI layer asks the gate app.ts hands it (`createWorkspaceBudgetGate`, the AI layer's
 * `WorkspaceBudgetGate`) before the call, which refuses with 429 once the workspace's
 * monthly budget is spent, and after the call, which warns the members, once a month,
 * when usage passes 80 %.
 *
 * Every token the workspace's calls record counts, the offline engine's estimated ones
 * included: the budget bounds what the usage table shows, so the two never disagree.
 * Concurrent calls may each pass the check before any is recorded, so the budget can
 * be overrun by the calls in flight (at most a few requests' worth).
 */
import { and, eq, gte, isNotNull, or, sql } from 'drizzle-orm';
import { BUDGET_WARNING_RATIO, type Budget } from '../../../contract/workspaces';
import type { Db } from '../../db/client';
import { aiUsage, sharedWorkspaceMembers, sharedWorkspaces } from '../../db/schema';
import { AppError } from '../../errors';
import type { ActivityLog } from '../../platform/activity';
import type { WorkspaceBudgetGate } from '../../platform/ai';

export class WorkspaceBudgetError extends AppError {
  constructor(name: string, budget: number, retryAfterSeconds: number) {
    super(
      429,
      'workspace_budget_exceeded',
      `The workspace "${name}" has used its monthly AI budget of ${budget.toLocaleString('en-US')} tokens. ` +
        'An admin of the workspace can raise it on the Activity page; it resets on the 1st of the month (UTC).',
      { 'retry-after': String(retryAfterSeconds) },
    );
  }
}

export function startOfUtcMonth(now: number): Date {
  const d = new Date(now);
  return new Date(Date.UTC(d.getUTCFullYear(), d.getUTCMonth(), 1));
}
export function nextUtcMonth(now: number): Date {
  const d = new Date(now);
  return new Date(Date.UTC(d.getUTCFullYear(), d.getUTCMonth() + 1, 1));
}
export const monthKey = (now: number) => new Date(now).toISOString().slice(0, 7);

export interface ActiveWorkspace {
  id: string;
  name: string;
  monthlyTokenBudget: number | null;
}

/** The workspace the user's AI calls are charged to, or null. */
export async function activeWorkspaceOf(db: Db, userId: string): Promise<ActiveWorkspace | null> {
  const rows = await db
    .select({ id: sharedWorkspaces.id, name: sharedWorkspaces.name, monthlyTokenBudget: sharedWorkspaces.monthlyTokenBudget })
    .from(sharedWorkspaceMembers)
    .innerJoin(sharedWorkspaces, eq(sharedWorkspaces.id, sharedWorkspaceMembers.workspaceId))
    .where(and(eq(sharedWorkspaceMembers.userId, userId), eq(sharedWorkspaceMembers.active, true)))
    .limit(1);
  return rows[0] ?? null;
}

/** Tokens (input + output + reasoning) the workspace's calls used since the start of this UTC month. */
export async function workspaceTokensThisMonth(db: Db, workspaceId: string, now: number): Promise<number> {
  const [row] = await db
    .select({ total: sql<string>`coalesce(sum(${aiUsage.inputTokens} + ${aiUsage.outputTokens} + ${aiUsage.reasoningTokens}), 0)` })
    .from(aiUsage)
    .where(and(eq(aiUsage.sharedWorkspaceId, workspaceId), gte(aiUsage.createdAt, startOfUtcMonth(now))));
  return Number(row?.total ?? 0);
}

export function budgetView(monthlyTokens: number | null, usedTokens: number, now: number): Budget {
  const percent = monthlyTokens ? Math.round((usedTokens / monthlyTokens) * 100) : null;
  return {
    monthlyTokens,
    usedTokens,
    percent,
    warning: monthlyTokens !== null && usedTokens >= monthlyTokens * BUDGET_WARNING_RATIO,
    exceeded: monthlyTokens !== null && usedTokens >= monthlyTokens,
    month: monthKey(now),
  };
}

/** Throws WorkspaceBudgetError when the workspace's budget for this month is spent. */
export async function ensureWorkspaceBudget(db: Db, ws: ActiveWorkspace, now: number): Promise<void> {
  if (ws.monthlyTokenBudget === null) return;
  const used = await workspaceTokensThisMonth(db, ws.id, now);
  if (used >= ws.monthlyTokenBudget) {
    throw new WorkspaceBudgetError(ws.name, ws.monthlyTokenBudget, Math.ceil((nextUtcMonth(now).getTime() - now) / 1000));
  }
}

/**
 * After a call: when the workspace has passed 80 % of its budget this month and its
 * members were not warned yet this month, records a system entry for each member (shown
 * live). The month is claimed with one conditional update, so of several instances or
 * concurrent calls exactly one sends the warning.
 */
export async function warnMembersIfNearBudget(
  deps: { db: Db; activity?: ActivityLog },
  ws: ActiveWorkspace,
  now: number,
): Promise<boolean> {
  const { db, activity } = deps;
  if (ws.monthlyTokenBudget === null) return false;
  const used = await workspaceTokensThisMonth(db, ws.id, now);
  if (used < ws.monthlyTokenBudget * BUDGET_WARNING_RATIO) return false;
  const month = monthKey(now);
  const claimed = await db
    .update(sharedWorkspaces)
    .set({ budgetWarnedMonth: month })
    .where(
      and(
        eq(sharedWorkspaces.id, ws.id),
        or(sql`${sharedWorkspaces.budgetWarnedMonth} is null`, sql`${sharedWorkspaces.budgetWarnedMonth} <> ${month}`),
        isNotNull(sharedWorkspaces.monthlyTokenBudget),
      ),
    )
    .returning({ id: sharedWorkspaces.id });
  if (!claimed.length || !activity) return claimed.length > 0;
  const members = await db
    .select({ userId: sharedWorkspaceMembers.userId })
    .from(sharedWorkspaceMembers)
    .where(eq(sharedWorkspaceMembers.workspaceId, ws.id));
  const pct = Math.round((used / ws.monthlyTokenBudget) * 100);
  const figures = `(${used.toLocaleString('en-US')} of ${ws.monthlyTokenBudget.toLocaleString('en-US')} tokens)`;
  const message =
    used >= ws.monthlyTokenBudget
      ? `Workspace "${ws.name}" has used all of its monthly AI budget ${figures}. AI calls charged to it are paused until the 1st.`
      : `Workspace "${ws.name}" has used ${pct}% of its monthly AI budget ${figures}.`;
  for (const m of members) {
    await activity.record({ userId: m.userId, type: 'system', message, metadata: { budgetWarning: true, workspaceId: ws.id } });
  }
  return true;
}

/** The AI layer's workspace budget (ADR 027): what app.ts hands createAiService. */
export function createWorkspaceBudgetGate(deps: { db: Db; activity?: ActivityLog }): WorkspaceBudgetGate {
  const { db } = deps;
  return {
    async admit(userId, now) {
      const ws = await activeWorkspaceOf(db, userId);
      if (ws) await ensureWorkspaceBudget(db, ws, now);
      return ws;
    },
    async afterCall(ws, now) {
      await warnMembersIfNearBudget(deps, ws, now);
    },
  };
}
