/**
 * The /demo command center (spec §2, §3, §4, §9): the sample company, its decisions,
 * tasks, team and token use (seed data served by GET /api/demo), and a person's own
 * progress through it (kept on the server for a signed-in user, in the browser session
 * for a visitor). The figures and the progress arithmetic live here so the server, the
 * page and the tests agree on them.
 */
import { z } from 'zod';
import { text } from './common';

export const DemoLevelSchema = z.enum(['high', 'medium', 'low']);
export type DemoLevel = z.infer<typeof DemoLevelSchema>;
export const DemoStatusSchema = z.enum(['pending', 'in-progress', 'completed']);
export type DemoStatus = z.infer<typeof DemoStatusSchema>;
export const DemoDecisionTypeSchema = z.enum(['choice', 'priority']);

export const DemoOptionAnalysisSchema = z.object({
  investment: z.string(),
  timeline: z.string(),
  roi: z.string(),
  riskLevel: DemoLevelSchema,
  benefits: z.array(z.string()),
  risks: z.array(z.string()),
});
export const DemoOptionSchema = z.object({
  id: z.string(),
  title: z.string(),
  description: z.string(),
  analysis: DemoOptionAnalysisSchema,
});
export type DemoOption = z.infer<typeof DemoOptionSchema>;

/** Feature priority item (spec §3): `priority` is the 1-based rank. */
export const DemoPriorityItemSchema = z.object({
  id: z.string(),
  name: z.string(),
  impact: z.string(),
  priority: z.number().int().min(1),
});
export type DemoPriorityItem = z.infer<typeof DemoPriorityItemSchema>;

export const DemoDecisionSchema = z.object({
  id: z.string(),
  title: z.string(),
  context: z.string(),
  urgency: DemoLevelSchema,
  status: DemoStatusSchema,
  type: DemoDecisionTypeSchema,
  /** ISO date (YYYY-MM-DD). */
  dueDate: z.string(),
  assignee: z.string(),
  /** Choice decisions: the options to pick from. */
  options: z.array(DemoOptionSchema),
  /** Priority decisions: the items to rank, in their current order. */
  items: z.array(DemoPriorityItemSchema),
});
export type DemoDecision = z.infer<typeof DemoDecisionSchema>;

export const DemoTaskSchema = z.object({
  id: z.string(),
  title: z.string(),
  description: z.string(),
  assignee: z.string(),
  status: DemoStatusSchema,
  priority: DemoLevelSchema,
  dueDate: z.string(),
});
export type DemoTask = z.infer<typeof DemoTaskSchema>;

export const DemoTeamMemberSchema = z.object({
  name: z.string(),
  role: z.string(),
  department: z.string(),
  location: z.string(),
});
export type DemoTeamMember = z.infer<typeof DemoTeamMemberSchema>;

export const DemoTokenCategorySchema = z.object({
  category: z.string(),
  tokens: z.number().int(),
  percentage: z.number(),
  description: z.string(),
});
export type DemoTokenCategory = z.infer<typeof DemoTokenCategorySchema>;

/** Figures of §2/§9, computed on the server from the seed (team size, tokens, cost). */
export const DemoFiguresSchema = z.object({
  teamMembers: z.number().int(),
  arrUsd: z.number(),
  contextTokens: z.number().int(),
  costPer1kTokensUsd: z.number(),
  monthlyBudgetUsd: z.number(),
  budgetUsedUsd: z.number(),
  usageTrendPercent: z.number(),
});
export type DemoFigures = z.infer<typeof DemoFiguresSchema>;

export const DemoCompanySchema = z.object({
  name: z.string(),
  tagline: z.string(),
  ceoName: z.string(),
  ceoTitle: z.string(),
  /** Further business metrics given to the advisor (burn, cash, growth…). */
  metrics: z.record(z.string(), z.union([z.string(), z.number()])),
});
export type DemoCompany = z.infer<typeof DemoCompanySchema>;

export const DemoOverviewSchema = z.object({
  company: DemoCompanySchema,
  figures: DemoFiguresSchema,
  decisions: z.array(DemoDecisionSchema),
  tasks: z.array(DemoTaskSchema),
  team: z.array(DemoTeamMemberSchema),
  tokenCategories: z.array(DemoTokenCategorySchema),
});
export type DemoOverview = z.infer<typeof DemoOverviewSchema>;

/* ---------- a person's progress ---------- */

export const DemoDecisionDoneSchema = z.object({
  decisionId: z.string(),
  /** The option chosen (choice decisions). */
  optionId: z.string().nullable(),
  /** Item ids, rank 1 first (priority decisions). */
  ranking: z.array(z.string()).nullable(),
  completedAt: z.string(),
});
export type DemoDecisionDone = z.infer<typeof DemoDecisionDoneSchema>;
export const DemoTaskDoneSchema = z.object({ taskId: z.string(), completedAt: z.string() });
export type DemoTaskDone = z.infer<typeof DemoTaskDoneSchema>;

export const DemoProgressSchema = z.object({
  completedDecisions: z.array(DemoDecisionDoneSchema),
  completedTasks: z.array(DemoTaskDoneSchema),
});
export type DemoProgress = z.infer<typeof DemoProgressSchema>;
export const EMPTY_DEMO_PROGRESS: DemoProgress = { completedDecisions: [], completedTasks: [] };

const demoId = () => text().trim().min(1, 'An id is required').max(100);

export const CompleteDemoDecisionBodySchema = z.object({
  decisionId: demoId(),
  optionId: demoId().optional(),
  ranking: z.array(demoId()).max(50).optional(),
});
export type CompleteDemoDecisionBody = z.infer<typeof CompleteDemoDecisionBodySchema>;
export const CompleteDemoTaskBodySchema = z.object({ taskId: demoId() });
export type CompleteDemoTaskBody = z.infer<typeof CompleteDemoTaskBodySchema>;

export const DEMO_MESSAGES = {
  unknownDecision: 'There is no such decision in the demo.',
  unknownTask: 'There is no such task in the demo.',
  optionRequired: 'Select an option before completing this decision.',
  unknownOption: 'That option does not belong to this decision.',
  rankingRequired: 'Rank every item of this decision before completing it.',
  rankingMismatch: 'The ranking must list each item of this decision exactly once.',
  rankNotChoose: 'This decision is completed by ranking its items, not by choosing an option.',
  chooseNotRank: 'This decision is completed by choosing an option, not by ranking items.',
  voiceFailed: 'Voice input failed. Please type your message.',
  micDenied: 'Microphone access denied. Please type your message.',
  chatFailed: "I'm having trouble connecting. Please try again or check your internet connection.",
} as const;

/**
 * Why a completion is refused, or null when it is acceptable: a choice decision needs
 * one of its options; a priority decision needs a ranking listing each item once.
 * Shared by the server (the authority) and the page (a visitor's browser-session state).
 */
export function decisionCompletionProblem(
  decision: Pick<DemoDecision, 'type' | 'options' | 'items'>,
  body: Pick<CompleteDemoDecisionBody, 'optionId' | 'ranking'>,
): string | null {
  if (decision.type === 'choice') {
    if (body.ranking !== undefined) return DEMO_MESSAGES.chooseNotRank;
    if (!body.optionId) return DEMO_MESSAGES.optionRequired;
    return decision.options.some((o) => o.id === body.optionId) ? null : DEMO_MESSAGES.unknownOption;
  }
  if (body.optionId !== undefined) return DEMO_MESSAGES.rankNotChoose;
  if (!body.ranking) return DEMO_MESSAGES.rankingRequired;
  const ids = decision.items.map((i) => i.id);
  const given = new Set(body.ranking);
  return body.ranking.length === ids.length && given.size === ids.length && ids.every((id) => given.has(id))
    ? null
    : DEMO_MESSAGES.rankingMismatch;
}

/** Items renumbered from 1 in the given order (spec §4). */
export function rerank(items: readonly DemoPriorityItem[], order: readonly string[]): DemoPriorityItem[] {
  const byId = new Map(items.map((i) => [i.id, i]));
  const ranked = order.map((id) => byId.get(id)).filter((i): i is DemoPriorityItem => Boolean(i));
  const rest = items.filter((i) => !order.includes(i.id));
  return [...ranked, ...rest].map((item, k) => ({ ...item, priority: k + 1 }));
}

export function isDecisionDone(d: Pick<DemoDecision, 'id' | 'status'>, progress: DemoProgress): boolean {
  return d.status === 'completed' || progress.completedDecisions.some((c) => c.decisionId === d.id);
}
export function isTaskDone(t: Pick<DemoTask, 'id' | 'status'>, progress: DemoProgress): boolean {
  return t.status === 'completed' || progress.completedTasks.some((c) => c.taskId === t.id);
}

/**
 * Spec §4: completed items (decisions plus tasks, the seed's completed ones and the
 * person's own) over all items, as a rounded percentage.
 */
export function demoProgressSummary(
  overview: Pick<DemoOverview, 'decisions' | 'tasks'>,
  progress: DemoProgress,
): { completed: number; total: number; percent: number } {
  const total = overview.decisions.length + overview.tasks.length;
  const completed =
    overview.decisions.filter((d) => isDecisionDone(d, progress)).length + overview.tasks.filter((t) => isTaskDone(t, progress)).length;
  return { completed, total, percent: total === 0 ? 0 : Math.round((completed / total) * 100) };
}

/**
 * The items the sample company had completed before the visit (the seed's own 'completed'
 * ones): the progress bar counts them, so it says how many of its completions are theirs and
 * a first visit does not read as progress the visitor made.
 */
export function seedCompletedCount(overview: Pick<DemoOverview, 'decisions' | 'tasks'>): number {
  return overview.decisions.filter((d) => d.status === 'completed').length + overview.tasks.filter((t) => t.status === 'completed').length;
}

/** Spec §4: the decisions card's pending count leaves out the ones completed here. */
export function pendingDecisionCount(decisions: readonly DemoDecision[], progress: DemoProgress): number {
  return decisions.filter((d) => !isDecisionDone(d, progress)).length;
}

/** Today as the demo's due dates are written: the UTC calendar day (YYYY-MM-DD), as the server dates them. */
export function demoToday(now: Date = new Date()): string {
  return now.toISOString().slice(0, 10);
}

/**
 * The critical decisions that need an answer today (spec §2's welcome modal): still open,
 * high urgency, and due today or already overdue. A decision due tomorrow, a medium one
 * due today, or one completed here is not counted.
 */
export function criticalDecisionsDueToday(decisions: readonly DemoDecision[], progress: DemoProgress, today: string): DemoDecision[] {
  return decisions.filter((d) => !isDecisionDone(d, progress) && d.urgency === 'high' && d.dueDate <= today);
}

/* ---------- figures as the page shows them (§2, §9) ---------- */

/** 2_400_000 → '2.4M'; 847 → '847'; 12_500 → '12.5K'. */
export function formatTokenCount(n: number): string {
  const short = (v: number) => String(Number(v.toFixed(1)));
  if (n >= 1_000_000) return `${short(n / 1_000_000)}M`;
  if (n >= 1_000) return `${short(n / 1_000)}K`;
  return String(n);
}

/** 847_000 → '$847K'; 1_250_000 → '$1.3M'. */
export function formatUsdShort(n: number): string {
  return `$${formatTokenCount(n)}`;
}

/** 2400 → '$2,400'; 0.12 → '$0.12'; 288 → '$288'. */
export function formatUsd(n: number): string {
  const cents = Math.round(n * 100) % 100 !== 0;
  return `$${n.toLocaleString('en-US', { minimumFractionDigits: cents ? 2 : 0, maximumFractionDigits: 2 })}`;
}

/** 15 → '+15%'; -3 → '-3%'. */
export function formatTrend(percent: number): string {
  return `${percent > 0 ? '+' : ''}${percent}%`;
}

/* ---------- what the AI Business Advisor is given (spec §7 POST /api/ai-chat) ---------- */

/** Spec §9: the chat sends the last 5 messages as history. */
export const DEMO_CHAT_HISTORY = 5;

/**
 * The context of POST /api/ai-chat: decisions (title, context, status, urgency, and the
 * options with their ROI and risk), tasks (title, status, priority, assignee) and the
 * company's metrics, with this person's completions applied.
 */
export function advisorContext(overview: DemoOverview, progress: DemoProgress) {
  const summary = demoProgressSummary(overview, progress);
  return {
    decisions: overview.decisions.map((d) => ({
      title: d.title,
      context: d.context,
      status: isDecisionDone(d, progress) ? 'completed' : d.status,
      urgency: d.urgency,
      type: d.type,
      assignee: d.assignee,
      dueDate: d.dueDate,
      options: d.options.map((o) => ({
        title: o.title,
        roi: o.analysis.roi,
        riskLevel: o.analysis.riskLevel,
        investment: o.analysis.investment,
        timeline: o.analysis.timeline,
      })),
    })),
    tasks: overview.tasks.map((t) => ({
      title: t.title,
      status: isTaskDone(t, progress) ? 'completed' : t.status,
      priority: t.priority,
      assignee: t.assignee,
    })),
    metrics: {
      ...overview.company.metrics,
      arr: formatUsdShort(overview.figures.arrUsd),
      teamMembers: overview.figures.teamMembers,
      contextTokens: formatTokenCount(overview.figures.contextTokens),
      pendingDecisions: pendingDecisionCount(overview.decisions, progress),
      itemsCompleted: `${summary.completed} of ${summary.total}`,
    },
  };
}
