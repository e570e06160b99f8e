/**
 * The ai_usage table: one row per AI call (successful or not), the source of truth for
 * budgets and the activity statistics of spec §3.
 */
import { and, desc, eq, gte, ne, sql } from 'drizzle-orm';
import type { ActivityStats } from '../../../contract/assistant';
import { formatDurationSeconds, formatWallDuration } from '../../../contract/format';
import type { Db } from '../../db/client';
import { aiUsage } from '../../db/schema';
import type { AiEngineName, AiFeature, Attribution, TokenCounts } from './types';

export interface UsageRow extends TokenCounts {
  who: Attribution;
  feature: AiFeature;
  engine: AiEngineName;
  model: string;
  durationMs: number;
  costUsd: number;
  ok: boolean;
  /** Counted by our tokenizer because no provider reported usage. */
  estimated: boolean;
  /** When the call started; with durationMs it gives the call's wall-clock interval. */
  startedAt: Date;
}

export async function recordUsage(db: Db, row: UsageRow): Promise<void> {
  await db.insert(aiUsage).values({
    userId: row.who.userId,
    clientKey: row.who.userId ? null : row.who.clientKey,
    workspaceId: row.who.workspaceId ?? null,
    sharedWorkspaceId: row.who.sharedWorkspaceId ?? null,
    feature: row.feature,
    engine: row.engine,
    model: row.model,
    inputTokens: row.inputTokens,
    outputTokens: row.outputTokens,
    reasoningTokens: row.reasoningTokens,
    durationMs: Math.round(row.durationMs),
    costUsd: row.costUsd,
    ok: row.ok,
    estimated: row.estimated,
    createdAt: row.startedAt,
  });
}

function owner(who: Attribution) {
  if (who.userId) return eq(aiUsage.userId, who.userId);
  if (who.clientKey) return eq(aiUsage.clientKey, who.clientKey);
  return sql`false`;
}

/**
 * Tokens charged to `who` since `since` (input + output + reasoning) by paid engines:
 * the offline engine costs nothing, so its (estimated) usage never spends the budget.
 */
export async function tokensUsedSince(db: Db, who: Attribution, since: Date): Promise<number> {
  const [row] = await db
    .select({
      total: sql<string>`coalesce(sum(${aiUsage.inputTokens} + ${aiUsage.outputTokens} + ${aiUsage.reasoningTokens}), 0)`,
    })
    .from(aiUsage)
    .where(and(owner(who), gte(aiUsage.createdAt, since), ne(aiUsage.engine, 'offline')));
  return Number(row?.total ?? 0);
}

export function startOfUtcDay(now: number): Date {
  const d = new Date(now);
  return new Date(Date.UTC(d.getUTCFullYear(), d.getUTCMonth(), d.getUTCDate()));
}

/**
 * Spec §3 activity stats over the user's successful calls. `duration` and
 * `totalDuration` are model time (the sum of call durations); `totalDurationWell` is
 * wall-clock time with at least one call in flight, so overlapping calls count once.
 */
/** Tokens a user's successful calls for one workspace (a Business OS session) have used. */
export async function workspaceTokensUsed(db: Db, userId: string, workspaceId: string): Promise<number> {
  const [row] = await db
    .select({
      total: sql<string>`coalesce(sum(${aiUsage.inputTokens} + ${aiUsage.outputTokens} + ${aiUsage.reasoningTokens}), 0)`,
    })
    .from(aiUsage)
    .where(and(eq(aiUsage.userId, userId), eq(aiUsage.workspaceId, workspaceId), eq(aiUsage.ok, true)));
  return Number(row?.total ?? 0);
}

export async function activityStats(db: Db, userId: string): Promise<ActivityStats> {
  const mine = and(eq(aiUsage.userId, userId), eq(aiUsage.ok, true));
  const [totals] = await db
    .select({
      turns: sql<string>`count(*)`,
      inputTokens: sql<string>`coalesce(sum(${aiUsage.inputTokens}), 0)`,
      outputTokens: sql<string>`coalesce(sum(${aiUsage.outputTokens}), 0)`,
      reasoningTokens: sql<string>`coalesce(sum(${aiUsage.reasoningTokens}), 0)`,
      durationMs: sql<string>`coalesce(sum(${aiUsage.durationMs}), 0)`,
      costUsd: sql<string>`coalesce(sum(${aiUsage.costUsd}), 0)`,
      estimatedTurns: sql<string>`count(*) filter (where ${aiUsage.estimated})`,
    })
    .from(aiUsage)
    .where(mine);
  const [last] = await db.select().from(aiUsage).where(mine).orderBy(desc(aiUsage.createdAt)).limit(1);
  // Union of the [start, start + duration] intervals: "gaps and islands" with window functions.
  const wall = await db.execute<{ wall_ms: string | number | null }>(sql`
    with iv as (
      select created_at as s, created_at + duration_ms * interval '1 millisecond' as e
      from ai_usage where user_id = ${userId} and ok
    ), marked as (
      select s, e, max(e) over (order by s, e rows between unbounded preceding and 1 preceding) as prev_end from iv
    ), grouped as (
      select s, e, sum(case when prev_end is null or s > prev_end then 1 else 0 end) over (order by s, e rows unbounded preceding) as g
      from marked
    )
    select coalesce(sum(extract(epoch from (ge - gs)) * 1000), 0) as wall_ms
    from (select g, min(s) as gs, max(e) as ge from grouped group by g) islands`);
  const wallRows = (Array.isArray(wall) ? wall : (wall as { rows: { wall_ms: unknown }[] }).rows) as { wall_ms: unknown }[];
  const wallMs = Number(wallRows[0]?.wall_ms ?? 0);

  const n = (v: unknown) => Number(v ?? 0) || 0;
  const input = n(totals?.inputTokens);
  const output = n(totals?.outputTokens);
  const thoughts = n(totals?.reasoningTokens);
  return {
    lastTurn: {
      inputTokens: last?.inputTokens ?? 0,
      outputTokens: last?.outputTokens ?? 0,
      thoughtsTokens: last?.reasoningTokens ?? 0,
      totalTokens: last ? last.inputTokens + last.outputTokens + last.reasoningTokens : 0,
      duration: formatDurationSeconds(last?.durationMs),
      tokensEstimated: last?.estimated ?? false,
    },
    cumulative: {
      inputTokens: input,
      outputTokens: output,
      thoughtsTokens: thoughts,
      totalTokens: input + output + thoughts,
      totalDuration: formatDurationSeconds(n(totals?.durationMs)),
      totalDurationWell: formatWallDuration(wallMs),
      turns: n(totals?.turns),
      costUsd: Math.round(n(totals?.costUsd) * 1e6) / 1e6,
      tokensEstimated: n(totals?.estimatedTurns) > 0,
      estimatedTurns: n(totals?.estimatedTurns),
    },
  };
}
