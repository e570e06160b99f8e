import { CalendarDays, CheckCircle2, UserRound } from 'lucide-react';
import { useState } from 'react';
import type { DemoTask } from '../../../../contract/demo';
import { Button } from '../../../ui/button';
import { Dialog, DialogContent, DialogDescription, DialogTitle } from '../../../ui/dialog';
import { formatDue } from '../model/format';
import { saveErrorMessage } from '../model/errors';
import { StatusBadge, UrgencyBadge } from './labels';

/** Spec §4: 'Mark Complete' only while the task is not completed. */
export function TaskDialog({
  task,
  completed,
  onOpenChange,
  onComplete,
}: {
  task: DemoTask | null;
  completed: boolean;
  onOpenChange: (open: boolean) => void;
  onComplete: () => Promise<void>;
}) {
  const [saving, setSaving] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const complete = async () => {
    setSaving(true);
    setError(null);
    try {
      await onComplete();
    } catch (err) {
      setError(saveErrorMessage(err));
    } finally {
      setSaving(false);
    }
  };
  return (
    <Dialog
      open={task !== null}
      onOpenChange={(open) => {
        if (!open) setError(null);
        onOpenChange(open);
      }}
    >
      <DialogContent>
        {task && (
          <>
            <div className="flex flex-wrap items-center gap-2 pr-8">
              <UrgencyBadge level={task.priority} suffix="priority" />
              <StatusBadge status={completed ? 'completed' : task.status} />
            </div>
            <DialogTitle className="mt-3">{task.title}</DialogTitle>
            <DialogDescription className="text-sm leading-relaxed">{task.description}</DialogDescription>
            <dl className="mt-5 grid grid-cols-2 gap-3 text-sm">
              <div className="rounded-xl border border-border bg-surface-2/60 p-3">
                <dt className="flex items-center gap-1.5 text-xs text-muted">
                  <UserRound className="size-3.5" aria-hidden /> Assignee
                </dt>
                <dd className="mt-1 font-medium">{task.assignee}</dd>
              </div>
              <div className="rounded-xl border border-border bg-surface-2/60 p-3">
                <dt className="flex items-center gap-1.5 text-xs text-muted">
                  <CalendarDays className="size-3.5" aria-hidden /> Due
                </dt>
                <dd className="mt-1 font-medium">{formatDue(task.dueDate)}</dd>
              </div>
            </dl>
            {error && (
              <p role="alert" className="mt-4 text-sm text-danger-fg">
                {error}
              </p>
            )}
            <div className="mt-6 flex justify-end">
              {completed ? (
                <p className="inline-flex items-center gap-2 text-sm text-green-300">
                  <CheckCircle2 className="size-4" aria-hidden /> Task completed
                </p>
              ) : (
                <Button onClick={complete} disabled={saving}>
                  <CheckCircle2 aria-hidden />
                  Mark Complete
                </Button>
              )}
            </div>
          </>
        )}
      </DialogContent>
    </Dialog>
  );
}
