// @vitest-environment jsdom
/**
 * The /demo welcome modal's alert counts the critical decisions actually due today, from the
 * demo's own decisions (issue 30: it showed every pending decision as "critical today").
 */
import { cleanup, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { criticalDecisionsDueToday, EMPTY_DEMO_PROGRESS, pendingDecisionCount, type DemoDecision, type DemoOverview } from '../../../../contract/demo';
import { WelcomeDialog } from './welcome-dialog';

afterEach(cleanup);

const TODAY = '2026-05-04';

const decision = (id: string, urgency: DemoDecision['urgency'], dueDate: string, status: DemoDecision['status'] = 'pending'): DemoDecision => ({
  id,
  title: id,
  context: '',
  urgency,
  status,
  type: 'choice',
  dueDate,
  assignee: 'Someone',
  options: [],
  items: [],
});

function overviewWith(decisions: DemoDecision[]): DemoOverview {
  return {
    company: { name: 'Sample Co', tagline: 'A made-up company', ceoName: 'Ada Lane', ceoTitle: 'CEO', metrics: {} },
    figures: { teamMembers: 12, arrUsd: 500_000, contextTokens: 1_000_000, costPer1kTokensUsd: 0.1, monthlyBudgetUsd: 1000, budgetUsedUsd: 100, usageTrendPercent: 5 },
    decisions,
    tasks: [],
    team: [],
    tokenCategories: [],
  };
}

/** The modal as the page mounts it: both counts computed from the overview's decisions. */
function mount(decisions: DemoDecision[]) {
  const overview = overviewWith(decisions);
  render(
    <WelcomeDialog
      open
      onEnter={() => undefined}
      overview={overview}
      pending={pendingDecisionCount(overview.decisions, EMPTY_DEMO_PROGRESS)}
      dueToday={criticalDecisionsDueToday(overview.decisions, EMPTY_DEMO_PROGRESS, TODAY).length}
    />,
  );
}

describe('demo welcome modal', () => {
  it('says how many critical decisions are due today, not how many are pending', () => {
    mount([
      decision('hire', 'high', TODAY),
      decision('expand', 'high', '2026-05-05'),
      decision('pricing', 'medium', TODAY),
      decision('roadmap', 'high', '2026-05-06', 'in-progress'),
      decision('cloud', 'low', '2026-04-29', 'completed'),
    ]);
    expect(screen.getByTestId('welcome-due-today').textContent).toBe('1 critical decision requires your input today');
    // The pending figure still counts every open decision.
    expect(screen.getByText('pending decisions').previousElementSibling?.textContent).toBe('4');
  });

  it('counts an overdue critical decision, in the plural', () => {
    mount([decision('a', 'high', TODAY), decision('b', 'high', '2026-05-01', 'in-progress')]);
    expect(screen.getByTestId('welcome-due-today').textContent).toBe('2 critical decisions require your input today');
  });

  it('raises no alarm when nothing critical is due today', () => {
    mount([decision('later', 'high', '2026-05-09'), decision('soon', 'medium', TODAY)]);
    expect(screen.getByTestId('welcome-due-today').textContent).toBe('No critical decision is due today');
    expect(screen.queryByRole('alert')).toBeNull();
  });
});
