import { CalendarDays, CheckCircle2, Clock, DollarSign, TrendingUp, UserRound } from 'lucide-react';
import { useState, type ReactNode } from 'react';
import { rerank, type DemoDecision, type DemoDecisionDone, type DemoOption } from '../../../../contract/demo';
import { saveErrorMessage } from '../model/errors';
import { cn } from '../../../lib/cn';
import { Button } from '../../../ui/button';
import { Dialog, DialogContent, DialogDescription, DialogTitle } from '../../../ui/dialog';
import { formatDue } from '../model/format';
import { RiskBadge, StatusBadge, UrgencyBadge } from './labels';
import { PriorityRanker } from './priority-ranker';

function Fact({ icon, label, value }: { icon: ReactNode; label: string; value: string }) {
  return (
    <div className="rounded-lg bg-surface/70 px-2.5 py-2">
      <p className="flex items-center gap-1 text-[11px] uppercase tracking-wide text-muted">
        {icon}
        {label}
      </p>
      <p className="mt-0.5 text-sm font-medium leading-snug">{value}</p>
    </div>
  );
}

function OptionCard({ option, name, checked, disabled, onSelect }: { option: DemoOption; name: string; checked: boolean; disabled: boolean; onSelect: () => void }) {
  const a = option.analysis;
  return (
    <label
      className={cn(
        'block cursor-pointer rounded-xl border p-4 transition-colors',
        checked ? 'border-brand bg-brand/10 ring-1 ring-brand/60' : 'border-border bg-surface-2/50 hover:border-brand/50',
        disabled && !checked && 'cursor-default opacity-60 hover:border-border',
      )}
    >
      <div className="flex items-start gap-3">
        <input type="radio" name={name} value={option.id} checked={checked} disabled={disabled} onChange={onSelect} className="mt-1 size-4 accent-[var(--color-brand)]" />
        <div className="min-w-0 flex-1">
          <div className="flex flex-wrap items-center justify-between gap-2">
            <span className="font-semibold">{option.title}</span>
            <RiskBadge level={a.riskLevel} />
          </div>
          <p className="mt-1 text-sm text-muted">{option.description}</p>
          <div className="mt-3 grid grid-cols-1 gap-2 sm:grid-cols-3">
            <Fact icon={<DollarSign className="size-3" aria-hidden />} label="Investment" value={a.investment} />
            <Fact icon={<Clock className="size-3" aria-hidden />} label="Timeline" value={a.timeline} />
            <Fact icon={<TrendingUp className="size-3" aria-hidden />} label="ROI" value={a.roi} />
          </div>
          <div className="mt-3 grid gap-3 text-sm sm:grid-cols-2">
            <div>
              <p className="text-xs font-medium text-green-300">Benefits</p>
              <ul className="mt-1 list-disc space-y-0.5 pl-4 text-muted">
                {a.benefits.map((b) => (
                  <li key={b}>{b}</li>
                ))}
              </ul>
            </div>
            <div>
              <p className="text-xs font-medium text-danger-fg">Risks</p>
              <ul className="mt-1 list-disc space-y-0.5 pl-4 text-muted">
                {a.risks.map((r) => (
                  <li key={r}>{r}</li>
                ))}
              </ul>
            </div>
          </div>
        </div>
      </div>
    </label>
  );
}

/** Spec §4: a choice needs an option before 'Mark Complete'; a priority decision is completed after reordering. */
export function DecisionDialog({
  decision,
  done,
  onOpenChange,
  onComplete,
}: {
  decision: DemoDecision | null;
  /** This person's completion of it, if any. */
  done: DemoDecisionDone | undefined;
  onOpenChange: (open: boolean) => void;
  onComplete: (body: { optionId?: string; ranking?: string[] }) => Promise<void>;
}) {
  return (
    <Dialog open={decision !== null} onOpenChange={onOpenChange}>
      <DialogContent className="max-w-2xl">{decision && <DecisionBody key={decision.id} decision={decision} done={done} onComplete={onComplete} />}</DialogContent>
    </Dialog>
  );
}

function DecisionBody({ decision, done, onComplete }: { decision: DemoDecision; done: DemoDecisionDone | undefined; onComplete: (body: { optionId?: string; ranking?: string[] }) => Promise<void> }) {
  const completed = decision.status === 'completed' || Boolean(done);
  const [optionId, setOptionId] = useState<string | null>(done?.optionId ?? null);
  const [order, setOrder] = useState<string[]>(done?.ranking ?? decision.items.map((i) => i.id));
  const [reordered, setReordered] = useState(false);
  const [saving, setSaving] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const ready = decision.type === 'choice' ? optionId !== null : reordered;
  const items = rerank(decision.items, order);

  const complete = async () => {
    setSaving(true);
    setError(null);
    try {
      await onComplete(decision.type === 'choice' ? { optionId: optionId ?? undefined } : { ranking: order });
    } catch (err) {
      setError(saveErrorMessage(err));
    } finally {
      setSaving(false);
    }
  };

  return (
    <>
      <div className="flex flex-wrap items-center gap-2 pr-8">
        <UrgencyBadge level={decision.urgency} />
        <StatusBadge status={completed ? 'completed' : decision.status} />
        <span className="text-xs text-muted">{decision.type === 'choice' ? 'Choose one option' : 'Rank by priority'}</span>
      </div>
      <DialogTitle className="mt-3">{decision.title}</DialogTitle>
      <DialogDescription className="text-sm leading-relaxed">{decision.context}</DialogDescription>
      <div className="mt-3 flex flex-wrap gap-x-5 gap-y-1 text-sm text-muted">
        <span className="inline-flex items-center gap-1.5">
          <UserRound className="size-4" aria-hidden /> {decision.assignee}
        </span>
        <span className="inline-flex items-center gap-1.5">
          <CalendarDays className="size-4" aria-hidden /> Due {formatDue(decision.dueDate)}
        </span>
      </div>

      <div className="mt-5">
        {decision.type === 'choice' ? (
          <fieldset>
            <legend className="mb-2 text-sm font-medium">{completed ? 'Options' : 'Select an option'}</legend>
            <div className="grid gap-3">
              {decision.options.map((o) => (
                <OptionCard key={o.id} option={o} name={`decision-${decision.id}`} checked={optionId === o.id} disabled={completed} onSelect={() => setOptionId(o.id)} />
              ))}
            </div>
          </fieldset>
        ) : (
          <div>
            <p className="mb-2 text-sm font-medium">{completed ? 'Final ranking' : 'Drag to set the order, most important first'}</p>
            <PriorityRanker
              items={items}
              disabled={completed}
              onReorder={(ids) => {
                setOrder(ids);
                setReordered(true);
              }}
            />
          </div>
        )}
      </div>

      {error && (
        <p role="alert" className="mt-4 text-sm text-danger-fg">
          {error}
        </p>
      )}
      {/* Sticky, so 'Mark Complete' stays in reach below a long list of options on a phone. */}
      <div className="sticky -bottom-6 -mx-6 -mb-6 mt-6 flex flex-wrap items-center justify-end gap-3 border-t border-border bg-surface/95 px-6 py-4 backdrop-blur">
        {completed ? (
          <p className="inline-flex items-center gap-2 text-sm text-green-300">
            <CheckCircle2 className="size-4" aria-hidden /> Decision completed
          </p>
        ) : (
          <>
            {!ready && (
              <p className="mr-auto text-xs text-muted">
                {decision.type === 'choice' ? 'Select an option to complete this decision.' : 'Move at least one item to confirm your ranking.'}
              </p>
            )}
            <Button onClick={complete} disabled={!ready || saving}>
              <CheckCircle2 aria-hidden />
              Mark Complete
            </Button>
          </>
        )}
      </div>
    </>
  );
}
