import { AlertTriangle, Building2, Coins, Gavel, Users } from 'lucide-react';
import { formatTokenCount, formatUsdShort, type DemoOverview } from '../../../../contract/demo';
import { Button } from '../../../ui/button';
import { Dialog, DialogContent, DialogDescription, DialogTitle } from '../../../ui/dialog';
import { initialsOf } from '../model/format';

/**
 * Spec §2: the invitation from the CEO, the company in four figures, and the way in. The alert
 * counts the critical decisions due today (`criticalDecisionsDueToday`), not every pending one:
 * the modal's figures agree with the decisions on the page (issue 30).
 */
export function WelcomeDialog({
  open,
  onEnter,
  overview,
  pending,
  dueToday,
}: {
  open: boolean;
  onEnter: () => void;
  overview: DemoOverview;
  /** Open decisions, whatever their date. */
  pending: number;
  /** Open high-urgency decisions due today or overdue. */
  dueToday: number;
}) {
  const { company, figures } = overview;
  const facts = [
    { icon: Users, value: String(figures.teamMembers), label: 'team members' },
    { icon: Building2, value: formatUsdShort(figures.arrUsd), label: 'ARR' },
    { icon: Coins, value: formatTokenCount(figures.contextTokens), label: 'context tokens' },
    { icon: Gavel, value: String(pending), label: 'pending decisions' },
  ];
  return (
    <Dialog open={open} onOpenChange={(next) => !next && onEnter()}>
      <DialogContent hideClose className="max-w-xl">
        <div className="flex items-center gap-3">
          <span aria-hidden className="grid size-12 shrink-0 place-items-center rounded-2xl bg-gradient-to-br from-brand to-brand-2 text-base font-semibold text-white">
            {initialsOf(company.ceoName)}
          </span>
          <div>
            <p className="text-xs font-medium uppercase tracking-wider text-brand-fg">You&rsquo;re invited</p>
            <DialogTitle className="text-2xl">Welcome to the {company.name} command center</DialogTitle>
          </div>
        </div>
        <DialogDescription className="mt-3 text-base leading-relaxed">
          {company.ceoName}, {company.ceoTitle} of {company.name}, invited you to help run the company this week. {company.tagline}.
        </DialogDescription>
        <ul className="mt-5 grid grid-cols-2 gap-3 sm:grid-cols-4">
          {facts.map(({ icon: Icon, value, label }) => (
            <li key={label} className="rounded-xl border border-border bg-surface-2/60 p-3">
              <Icon className="size-4 text-brand-fg" aria-hidden />
              <p className="mt-2 text-xl font-semibold tabular-nums">{value}</p>
              <p className="text-xs text-muted">{label}</p>
            </li>
          ))}
        </ul>
        {dueToday > 0 ? (
          <div role="alert" className="mt-5 flex items-start gap-3 rounded-xl border border-danger/40 bg-danger/10 p-3 text-sm" data-testid="welcome-due-today">
            <AlertTriangle className="mt-0.5 size-4 shrink-0 text-danger-fg" aria-hidden />
            <span>
              {dueToday} critical {dueToday === 1 ? 'decision requires' : 'decisions require'} your input today
            </span>
          </div>
        ) : (
          <p className="mt-5 rounded-xl border border-border bg-surface-2/60 p-3 text-sm text-muted" data-testid="welcome-due-today">
            No critical decision is due today
          </p>
        )}
        <Button size="lg" className="mt-6 w-full" onClick={onEnter} autoFocus>
          Enter Collaborative Workspace
        </Button>
      </DialogContent>
    </Dialog>
  );
}
