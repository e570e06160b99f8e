import { describe, expect, it } from 'vitest';
import {
  criticalDecisionsDueToday,
  decisionCompletionProblem,
  demoToday,
  demoProgressSummary,
  DEMO_MESSAGES,
  EMPTY_DEMO_PROGRESS,
  formatTokenCount,
  formatTrend,
  formatUsd,
  formatUsdShort,
  pendingDecisionCount,
  rerank,
  seedCompletedCount,
  type DemoDecision,
  type DemoProgress,
  type DemoTask,
} from './demo';

const decision = (id: string, status: DemoDecision['status'], type: DemoDecision['type'] = 'choice'): DemoDecision => ({
  id,
  title: id,
  context: '',
  urgency: 'high',
  status,
  type,
  dueDate: '2026-11-23',
  assignee: 'A',
  options: type === 'choice' ? [{ id: `${id}-a`, title: 'A', description: '', analysis: { investment: '', timeline: '', roi: '10%', riskLevel: 'low', benefits: [], risks: [] } }] : [],
  items: type === 'priority' ? [1, 2, 3].map((k) => ({ id: `${id}-${k}`, name: `Item ${k}`, impact: '', priority: k })) : [],
});
const task = (id: string, status: DemoTask['status']): DemoTask => ({ id, title: id, description: '', assignee: 'A', status, priority: 'low', dueDate: '2026-11-23' });

describe('demo progress (spec §4)', () => {
  const decisions = [decision('d1', 'completed'), decision('d2', 'pending'), decision('d3', 'in-progress', 'priority')];
  const tasks = [task('t1', 'completed'), task('t2', 'pending'), task('t3', 'pending')];
  it('counts the seed\'s completed items and the person\'s, rounding the percentage', () => {
    expect(demoProgressSummary({ decisions, tasks }, EMPTY_DEMO_PROGRESS)).toEqual({ completed: 2, total: 6, percent: 33 });
    const mine: DemoProgress = {
      completedDecisions: [{ decisionId: 'd2', optionId: 'd2-a', ranking: null, completedAt: '' }],
      completedTasks: [{ taskId: 't2', completedAt: '' }, { taskId: 't1', completedAt: '' }],
    };
    // t1 was already completed: counted once.
    expect(demoProgressSummary({ decisions, tasks }, mine)).toEqual({ completed: 4, total: 6, percent: 67 });
    expect(pendingDecisionCount(decisions, EMPTY_DEMO_PROGRESS)).toBe(2);
    expect(pendingDecisionCount(decisions, mine)).toBe(1);
    expect(demoProgressSummary({ decisions: [], tasks: [] }, EMPTY_DEMO_PROGRESS).percent).toBe(0);
  });

  it("says how many of the completed items the company had done before the visit", () => {
    // d1 and t1 come completed in the seed: the bar's 2 of 6 at the start are theirs, none the visitor's.
    expect(seedCompletedCount({ decisions, tasks })).toBe(2);
    expect(demoProgressSummary({ decisions, tasks }, EMPTY_DEMO_PROGRESS).completed - seedCompletedCount({ decisions, tasks })).toBe(0);
  });

  it('needs an option for a choice and a full ranking for a priority decision', () => {
    const choice = decision('c', 'pending');
    const priority = decision('p', 'pending', 'priority');
    expect(decisionCompletionProblem(choice, {})).toBe(DEMO_MESSAGES.optionRequired);
    expect(decisionCompletionProblem(choice, { optionId: 'c-a' })).toBeNull();
    expect(decisionCompletionProblem(choice, { optionId: 'x' })).toBe(DEMO_MESSAGES.unknownOption);
    expect(decisionCompletionProblem(priority, {})).toBe(DEMO_MESSAGES.rankingRequired);
    expect(decisionCompletionProblem(priority, { ranking: ['p-3', 'p-1', 'p-2'] })).toBeNull();
    expect(decisionCompletionProblem(priority, { ranking: ['p-3', 'p-1'] })).toBe(DEMO_MESSAGES.rankingMismatch);
    expect(decisionCompletionProblem(priority, { ranking: ['p-3', 'p-3', 'p-1'] })).toBe(DEMO_MESSAGES.rankingMismatch);
  });

  it('counts as critical today only the open high-urgency decisions due today or overdue', () => {
    const at = (id: string, urgency: DemoDecision['urgency'], dueDate: string, status: DemoDecision['status'] = 'pending'): DemoDecision => ({ ...decision(id, status), urgency, dueDate });
    const list = [
      at('due-today', 'high', '2026-03-10'),
      at('overdue', 'high', '2026-03-08', 'in-progress'),
      at('tomorrow', 'high', '2026-03-11'),
      at('medium-today', 'medium', '2026-03-10'),
      at('closed-today', 'high', '2026-03-10', 'completed'),
      at('mine-today', 'high', '2026-03-10'),
    ];
    const mine: DemoProgress = { completedDecisions: [{ decisionId: 'mine-today', optionId: null, ranking: null, completedAt: '' }], completedTasks: [] };
    expect(criticalDecisionsDueToday(list, mine, '2026-03-10').map((d) => d.id)).toEqual(['due-today', 'overdue']);
    // Everything still open counts once its day has come.
    expect(criticalDecisionsDueToday(list, EMPTY_DEMO_PROGRESS, '2026-03-11').map((d) => d.id)).toEqual(['due-today', 'overdue', 'tomorrow', 'mine-today']);
    expect(criticalDecisionsDueToday(list, EMPTY_DEMO_PROGRESS, '2026-03-07')).toEqual([]);
    // The UTC calendar day, as the server writes due dates.
    expect(demoToday(new Date('2026-03-10T23:30:00Z'))).toBe('2026-03-10');
  });

  it('renumbers ranks from 1 in the new order', () => {
    const items = decision('p', 'pending', 'priority').items;
    expect(rerank(items, ['p-3', 'p-1', 'p-2']).map((i) => [i.id, i.priority])).toEqual([
      ['p-3', 1],
      ['p-1', 2],
      ['p-2', 3],
    ]);
  });

  it('formats the §9 figures', () => {
    expect(formatTokenCount(2_400_000)).toBe('2.4M');
    expect(formatTokenCount(864_000)).toBe('864K');
    expect(formatUsdShort(847_000)).toBe('$847K');
    expect(formatUsd(0.12)).toBe('$0.12');
    expect(formatUsd(288)).toBe('$288');
    expect(formatUsd(2400)).toBe('$2,400');
    expect(formatTrend(15)).toBe('+15%');
    expect(formatTrend(-3)).toBe('-3%');
  });
});
