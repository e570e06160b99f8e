import { ArrowRight, MessagesSquare, Mic, Rocket, Search, Sparkles, Upload } from 'lucide-react';
import type { GoalId } from '../../../../contract/business-os';
import { Button } from '../../../ui/button';
import { Dialog, DialogContent, DialogDescription, DialogTitle } from '../../../ui/dialog';
import { useController, useWorkspace } from '../hooks/workspace-context';
import { GOALS } from '../model/goals';

const GOAL_ICONS: Record<GoalId, typeof Rocket> = {
  'founder-onboarding': Rocket,
  'communication-intelligence': MessagesSquare,
  'investor-research': Search,
};

export function WelcomeDialog() {
  const controller = useController();
  // A read-only session (an older version's document) is shown as it is, without onboarding.
  const welcomed = useWorkspace((s) => s.doc.welcomed || s.meta.readOnly === true);
  return (
    <Dialog open={!welcomed}>
      <DialogContent hideClose className="max-w-md" onEscapeKeyDown={(e) => e.preventDefault()} onPointerDownOutside={(e) => e.preventDefault()}>
        <div className="mb-4 grid size-11 place-items-center rounded-xl bg-gradient-to-br from-brand to-brand-2 shadow-lg shadow-brand/30">
          <Sparkles className="size-5 text-white" />
        </div>
        <DialogTitle>Welcome to Business OS</DialogTitle>
        <DialogDescription>Your private AI workspace. Think out loud and get short, sharp business commentary as you work.</DialogDescription>
        <ul className="mt-5 flex flex-col gap-3 text-sm">
          <li className="flex gap-3">
            <Mic className="mt-0.5 size-4 shrink-0 text-rose-300" /> <span>Talk or type; every segment gets commentary in under 50 words, read aloud.</span>
          </li>
          <li className="flex gap-3">
            <Upload className="mt-0.5 size-4 shrink-0 text-sky-300" /> <span>Add plans, notes and data files for the AI to consider.</span>
          </li>
          <li className="flex gap-3">
            <Sparkles className="mt-0.5 size-4 shrink-0 text-violet-300" /> <span>Arrange blocks, map your topics and export the whole session. It saves as you go.</span>
          </li>
        </ul>
        <Button className="mt-6 w-full" size="lg" onClick={() => controller.welcome()} autoFocus>
          Start Working <ArrowRight />
        </Button>
      </DialogContent>
    </Dialog>
  );
}

export function GoalOverlay() {
  const controller = useController();
  const show = useWorkspace((s) => s.doc.welcomed && s.doc.goal === null && s.meta.readOnly !== true);
  return (
    <Dialog open={show}>
      <DialogContent hideClose className="max-w-3xl" onEscapeKeyDown={(e) => e.preventDefault()} onPointerDownOutside={(e) => e.preventDefault()}>
        <DialogTitle>What do you want to work on first?</DialogTitle>
        <DialogDescription>Pick a goal. It sets your business OKRs and tunes the commentary; you can talk about anything afterwards.</DialogDescription>
        <div className="mt-6 grid gap-3 sm:grid-cols-3">
          {GOALS.map((g) => {
            const Icon = GOAL_ICONS[g.id];
            return (
              <button
                key={g.id}
                type="button"
                onClick={() => controller.chooseGoal(g.id)}
                data-goal={g.id}
                className="group flex flex-col gap-3 rounded-xl border border-border bg-surface-2/50 p-4 text-left transition hover:-translate-y-0.5 hover:border-brand/60 hover:bg-surface-2 focus-visible:border-brand"
              >
                <span className="grid size-9 place-items-center rounded-lg bg-brand/15 text-violet-300 transition group-hover:bg-brand group-hover:text-white">
                  <Icon className="size-4" />
                </span>
                <span className="font-semibold">{g.title}</span>
                <span className="text-xs leading-relaxed text-muted">{g.tagline}</span>
                <span className="mt-auto inline-flex items-center gap-1 text-xs font-medium text-brand-2 opacity-0 transition group-hover:opacity-100">
                  Choose <ArrowRight className="size-3" />
                </span>
              </button>
            );
          })}
        </div>
      </DialogContent>
    </Dialog>
  );
}
