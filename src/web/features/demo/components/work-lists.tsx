import { CheckCircle2, ChevronRight, Circle, ListOrdered, ListChecks, Gavel } from 'lucide-react';
import { isDecisionDone, isTaskDone, type DemoDecision, type DemoProgress, type DemoTask } from '../../../../contract/demo';
import { cn } from '../../../lib/cn';
import { Card, CardTitle } from '../../../ui/card';
import { formatDue } from '../model/format';
import { StatusBadge, UrgencyBadge } from './labels';

/** The decisions list (spec §2): a row opens the decision dialog. */
export function DecisionList({ decisions, progress, pending, onOpen }: { decisions: DemoDecision[]; progress: DemoProgress; pending: number; onOpen: (d: DemoDecision) => void }) {
  return (
    <Card className="p-0" aria-labelledby="decisions-title">
      <div className="flex items-center justify-between gap-3 border-b border-border px-5 py-4">
        <CardTitle id="decisions-title" className="flex items-center gap-2 text-base">
          <Gavel className="size-4 text-brand-fg" aria-hidden /> Decisions
        </CardTitle>
        <span className="rounded-full bg-danger/15 px-2.5 py-0.5 text-xs font-medium text-red-300" data-testid="pending-decisions">
          {pending} pending
        </span>
      </div>
      <ul className="divide-y divide-border">
        {decisions.map((d) => {
          const done = isDecisionDone(d, progress);
          return (
            <li key={d.id}>
              <button
                type="button"
                onClick={() => onOpen(d)}
                className="group flex w-full items-center gap-3 px-5 py-3.5 text-left transition-colors hover:bg-surface-2/60"
                data-testid="decision-row"
                data-decision-id={d.id}
              >
                {done ? <CheckCircle2 className="size-5 shrink-0 text-green-400" aria-hidden /> : d.type === 'priority' ? <ListOrdered className="size-5 shrink-0 text-muted" aria-hidden /> : <Circle className="size-5 shrink-0 text-muted" aria-hidden />}
                <span className="min-w-0 flex-1">
                  <span className={cn('block font-medium leading-snug', done && 'text-muted line-through decoration-muted/60')}>{d.title}</span>
                  <span className="mt-0.5 block truncate text-xs text-muted">
                    {d.assignee} · Due {formatDue(d.dueDate)} · {d.type === 'choice' ? `${d.options.length} options` : `Rank ${d.items.length} items`}
                  </span>
                </span>
                <span className="hidden shrink-0 items-center gap-1.5 sm:flex">
                  {!done && <UrgencyBadge level={d.urgency} />}
                  <StatusBadge status={done ? 'completed' : d.status} />
                </span>
                <ChevronRight className="size-4 shrink-0 text-muted transition-transform group-hover:translate-x-0.5" aria-hidden />
              </button>
            </li>
          );
        })}
      </ul>
    </Card>
  );
}

/** The task list (spec §2): a row opens the task detail dialog. */
export function TaskList({ tasks, progress, onOpen }: { tasks: DemoTask[]; progress: DemoProgress; onOpen: (t: DemoTask) => void }) {
  const open = tasks.filter((t) => !isTaskDone(t, progress)).length;
  return (
    <Card className="p-0" aria-labelledby="tasks-title">
      <div className="flex items-center justify-between gap-3 border-b border-border px-5 py-4">
        <CardTitle id="tasks-title" className="flex items-center gap-2 text-base">
          <ListChecks className="size-4 text-brand-fg" aria-hidden /> Tasks
        </CardTitle>
        <span className="text-xs text-muted">{open} open</span>
      </div>
      <ul className="divide-y divide-border">
        {tasks.map((t) => {
          const done = isTaskDone(t, progress);
          return (
            <li key={t.id}>
              <button type="button" onClick={() => onOpen(t)} className="group flex w-full items-center gap-3 px-5 py-3.5 text-left transition-colors hover:bg-surface-2/60" data-testid="task-row" data-task-id={t.id}>
                {done ? <CheckCircle2 className="size-5 shrink-0 text-green-400" aria-hidden /> : <Circle className="size-5 shrink-0 text-muted" aria-hidden />}
                <span className="min-w-0 flex-1">
                  <span className={cn('block font-medium leading-snug', done && 'text-muted line-through decoration-muted/60')}>{t.title}</span>
                  <span className="mt-0.5 block truncate text-xs text-muted">
                    {t.assignee} · Due {formatDue(t.dueDate)}
                  </span>
                </span>
                <span className="hidden shrink-0 items-center gap-1.5 sm:flex">
                  {!done && <UrgencyBadge level={t.priority} suffix="priority" />}
                  <StatusBadge status={done ? 'completed' : t.status} />
                </span>
                <ChevronRight className="size-4 shrink-0 text-muted transition-transform group-hover:translate-x-0.5" aria-hidden />
              </button>
            </li>
          );
        })}
      </ul>
    </Card>
  );
}
