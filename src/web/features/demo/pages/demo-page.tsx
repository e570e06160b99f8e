/**
 * /demo: the command center of a sample company (spec §2). Everything shown comes from
 * GET /api/demo (seed data in the database); the person's completions come from
 * /api/demo/progress when signed in, else from this browser session.
 */
import { useQuery } from '@tanstack/react-query';
import { AlertCircle, Building2, Coins, Gavel, RotateCcw, Users } from 'lucide-react';
import { useState, type ReactNode } from 'react';
import { Link } from 'react-router';
import {
  criticalDecisionsDueToday,
  demoProgressSummary,
  seedCompletedCount,
  demoToday,
  formatTokenCount,
  formatUsdShort,
  isTaskDone,
  pendingDecisionCount,
  type DemoDecision,
  type DemoTask,
} from '../../../../contract/demo';
import { cn } from '../../../lib/cn';
import { paths } from '../../../lib/paths';
import { BrandLogo } from '../../../ui/brand-logo';
import { Button } from '../../../ui/button';
import { Card } from '../../../ui/card';
import { ProgressBar } from '../../../ui/progress-bar';
import { Spinner } from '../../../ui/spinner';
import { toast } from '../../../ui/use-toast';
import { demoOverviewQuery } from '../api';
import { AdvisorChat } from '../components/advisor-chat';
import { DecisionDialog } from '../components/decision-dialog';
import { TaskDialog } from '../components/task-dialog';
import { TeamDialog } from '../components/team-dialog';
import { TokenDialog, TokenUsageCard } from '../components/token-views';
import { WelcomeDialog } from '../components/welcome-dialog';
import { DecisionList, TaskList } from '../components/work-lists';
import { useDemoProgress } from '../hooks/use-demo-progress';

const WELCOMED_KEY = 'mnemo.demo.welcomed';
const welcomedThisSession = () => {
  try {
    return window.sessionStorage.getItem(WELCOMED_KEY) === '1';
  } catch {
    return false;
  }
};

function greeting(hour = new Date().getHours()): string {
  return hour < 5 ? 'Good evening' : hour < 12 ? 'Good morning' : hour < 18 ? 'Good afternoon' : 'Good evening';
}

function Stat({ icon, value, label, onClick, testId }: { icon: ReactNode; value: string; label: string; onClick?: () => void; testId: string }) {
  const body = (
    <>
      <span aria-hidden className="grid size-10 shrink-0 place-items-center rounded-xl bg-brand/15 text-brand-fg">
        {icon}
      </span>
      <span className="min-w-0 text-left">
        <span className="block text-xl font-semibold tabular-nums leading-tight sm:text-2xl">{value}</span>{' '}
        <span className="block text-xs text-muted">{label}</span>
      </span>
    </>
  );
  const cls = 'flex items-center gap-3 rounded-2xl border border-border bg-surface/80 p-4 shadow-xl shadow-black/20';
  return onClick ? (
    <button type="button" onClick={onClick} className={cn(cls, 'transition-colors hover:border-brand/60 hover:bg-surface-2/70')} data-testid={testId} aria-haspopup="dialog">
      {body}
    </button>
  ) : (
    <div className={cls} data-testid={testId}>
      {body}
    </div>
  );
}

export default function DemoPage() {
  const overviewQuery = useQuery(demoOverviewQuery());
  const overview = overviewQuery.data;
  const demo = useDemoProgress(overview);
  const [welcomed, setWelcomed] = useState(welcomedThisSession);
  const [decision, setDecision] = useState<DemoDecision | null>(null);
  const [task, setTask] = useState<DemoTask | null>(null);
  const [teamOpen, setTeamOpen] = useState(false);
  const [tokensOpen, setTokensOpen] = useState(false);

  if (overviewQuery.isError) {
    return (
      <div className="flex min-h-screen items-center justify-center p-6">
        <Card className="max-w-md text-center">
          <AlertCircle className="mx-auto size-8 text-danger-fg" aria-hidden />
          <h1 className="mt-3 text-lg font-semibold">The command center could not load</h1>
          <p className="mt-1 text-sm text-muted">Check your connection and try again.</p>
          <Button className="mt-5" onClick={() => void overviewQuery.refetch()}>
            Try Again
          </Button>
        </Card>
      </div>
    );
  }
  if (!overview || demo.isLoading) {
    return (
      <div className="flex min-h-screen items-center justify-center">
        <Spinner label="Loading the command center…" />
      </div>
    );
  }

  const { progress } = demo;
  const summary = demoProgressSummary(overview, progress);
  const seeded = seedCompletedCount(overview);
  const pending = pendingDecisionCount(overview.decisions, progress);
  const dueToday = criticalDecisionsDueToday(overview.decisions, progress, demoToday()).length;
  const enter = () => {
    try {
      window.sessionStorage.setItem(WELCOMED_KEY, '1');
    } catch {
      /* storage disabled: the modal shows again next visit */
    }
    setWelcomed(true);
  };
  const doneDecision = decision ? progress.completedDecisions.find((c) => c.decisionId === decision.id) : undefined;
  const reset = async () => {
    await demo.reset();
    toast({ title: 'Demo reset', description: 'Every decision and task is back to where the company left it.' });
  };

  return (
    <div className="relative min-h-screen overflow-x-clip">
      <div aria-hidden className="pointer-events-none absolute inset-0 -z-10">
        <div className="absolute -left-40 -top-40 size-[520px] rounded-full bg-brand/15 blur-[120px]" />
        <div className="absolute -right-40 top-1/4 size-[460px] rounded-full bg-brand-2/10 blur-[120px]" />
      </div>

      <header className="sticky top-0 z-30 border-b border-border/70 bg-bg/85 backdrop-blur">
        <div className="mx-auto flex max-w-7xl flex-wrap items-center gap-x-3 gap-y-3 px-4 py-3 sm:gap-x-6 sm:px-6">
          <div className="flex min-w-0 items-center gap-3">
            <BrandLogo className="shrink-0" />
            <span aria-hidden className="hidden h-6 w-px bg-border sm:block" />
            <div className="hidden min-w-0 sm:block">
              <p className="truncate text-sm font-semibold leading-tight">{overview.company.name}</p>
              <p className="text-xs text-muted">Command Center</p>
            </div>
          </div>
          <span className="inline-flex items-center gap-1.5 rounded-full border border-success/40 bg-success/10 px-2.5 py-1 text-xs font-medium text-green-300" data-testid="live-badge">
            <span aria-hidden className="relative flex size-2">
              <span className="absolute inline-flex size-full animate-ping rounded-full bg-success opacity-60" />
              <span className="relative inline-flex size-2 rounded-full bg-success" />
            </span>
            Live Session
          </span>
          <span className="inline-flex items-center rounded-full border border-warning/40 bg-warning/10 px-2.5 py-1 text-xs font-medium text-yellow-300" title="A made-up company: its people, figures and decisions are sample data" data-testid="sample-badge">
            Sample company
          </span>
          <div className="order-last flex w-full min-w-0 items-center gap-3 sm:order-none sm:ml-auto sm:w-auto sm:min-w-[280px]">
            <div className="min-w-0 flex-1">
              <div className="mb-1 flex items-baseline justify-between gap-3 text-xs">
                <span className="font-medium" data-testid="progress-text">
                  {summary.completed} / {summary.total} Items Completed
                </span>
                <span className="tabular-nums text-muted" data-testid="progress-percent">
                  {summary.percent}%
                </span>
              </div>
              <ProgressBar value={summary.percent} label="Overall progress" />
              {seeded > 0 && (
                <p className="mt-1 text-[11px] leading-tight text-muted" data-testid="progress-seeded">
                  {seeded} done by the company before you arrived; {summary.completed - seeded} by you
                </p>
              )}
            </div>
          </div>
          <Button variant="outline" size="sm" onClick={() => void reset()} disabled={demo.isSaving} className="ml-auto sm:ml-0">
            <RotateCcw aria-hidden />
            <span className="sr-only sm:not-sr-only">Reset demo</span>
          </Button>
        </div>
      </header>

      <main className="mx-auto max-w-7xl px-4 pb-16 pt-6 sm:px-6">
        <div className="flex flex-wrap items-end justify-between gap-3">
          <div>
            <h1 className="text-2xl font-semibold tracking-tight sm:text-3xl">
              {greeting()}. Here&rsquo;s {overview.company.name} today.
            </h1>
            <p className="mt-1 text-sm text-muted">
              {overview.company.tagline}. Invited by {overview.company.ceoName}, {overview.company.ceoTitle}.
            </p>
          </div>
          <p className="text-xs text-muted">
            {demo.keptOn === 'server' ? (
              'Your progress is saved to your account.'
            ) : (
              <>
                Progress is kept for this browser session.{' '}
                <Link to={paths.login} className="text-brand-fg underline underline-offset-2">
                  Sign in
                </Link>{' '}
                to keep it.
              </>
            )}
          </p>
        </div>

        <section aria-label="Company at a glance" className="mt-5 grid grid-cols-2 gap-3 lg:grid-cols-4">
          <Stat testId="stat-team" icon={<Users className="size-5" />} value={String(overview.figures.teamMembers)} label="team members" onClick={() => setTeamOpen(true)} />
          <Stat testId="stat-arr" icon={<Building2 className="size-5" />} value={formatUsdShort(overview.figures.arrUsd)} label="ARR" />
          <Stat testId="stat-tokens" icon={<Coins className="size-5" />} value={formatTokenCount(overview.figures.contextTokens)} label="Tokens" onClick={() => setTokensOpen(true)} />
          <Stat testId="stat-pending" icon={<Gavel className="size-5" />} value={String(pending)} label="pending decisions" />
        </section>

        <div className="mt-6 grid gap-6 lg:grid-cols-[minmax(0,1fr)_400px]">
          <div className="grid content-start gap-6">
            <DecisionList decisions={overview.decisions} progress={progress} pending={pending} onOpen={setDecision} />
            <TaskList tasks={overview.tasks} progress={progress} onOpen={setTask} />
          </div>
          <div className="grid content-start gap-6 lg:sticky lg:top-24 lg:self-start">
            <AdvisorChat overview={overview} progress={progress} />
            <TokenUsageCard figures={overview.figures} categories={overview.tokenCategories} onOpenDistribution={() => setTokensOpen(true)} />
          </div>
        </div>
      </main>

      <WelcomeDialog open={!welcomed} onEnter={enter} overview={overview} pending={pending} dueToday={dueToday} />
      <DecisionDialog
        decision={decision}
        done={doneDecision}
        onOpenChange={(open) => !open && setDecision(null)}
        onComplete={async (body) => {
          if (!decision) return;
          await demo.completeDecision({ decisionId: decision.id, ...body });
          toast({ title: 'Decision completed', description: decision.title });
          setDecision(null);
        }}
      />
      <TaskDialog
        task={task}
        completed={task ? isTaskDone(task, progress) : false}
        onOpenChange={(open) => !open && setTask(null)}
        onComplete={async () => {
          if (!task) return;
          await demo.completeTask(task.id);
          toast({ title: 'Task completed', description: task.title });
          setTask(null);
        }}
      />
      <TeamDialog open={teamOpen} onOpenChange={setTeamOpen} team={overview.team} company={overview.company.name} />
      <TokenDialog open={tokensOpen} onOpenChange={setTokensOpen} figures={overview.figures} categories={overview.tokenCategories} />
    </div>
  );
}
