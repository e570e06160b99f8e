import { Coins, TrendingUp, Wallet } from 'lucide-react';
import { formatTokenCount, formatTrend, formatUsd, type DemoFigures, type DemoTokenCategory } from '../../../../contract/demo';
import { Card, CardTitle } from '../../../ui/card';
import { Dialog, DialogContent, DialogDescription, DialogTitle } from '../../../ui/dialog';
import { ProgressBar } from '../../../ui/progress-bar';

const COLORS = ['bg-violet-400', 'bg-cyan-400', 'bg-emerald-400', 'bg-amber-400', 'bg-pink-400', 'bg-sky-400'];

/** One bar split by category; the list beside it carries the numbers, so colour is never the only cue. */
function StackedBar({ categories }: { categories: DemoTokenCategory[] }) {
  return (
    <div className="flex h-3 w-full overflow-hidden rounded-full bg-surface-2" aria-hidden>
      {categories.map((c, k) => (
        <div key={c.category} className={COLORS[k % COLORS.length]} style={{ width: `${c.percentage}%` }} />
      ))}
    </div>
  );
}

function CategoryList({ categories, detailed }: { categories: DemoTokenCategory[]; detailed: boolean }) {
  return (
    <ul className="grid gap-3">
      {categories.map((c, k) => (
        <li key={c.category} data-testid="token-category">
          <div className="flex items-center justify-between gap-3 text-sm">
            <span className="flex min-w-0 items-center gap-2">
              <span aria-hidden className={`size-2.5 shrink-0 rounded-full ${COLORS[k % COLORS.length]}`} />
              <span className="truncate font-medium">{c.category}</span>
            </span>
            <span className="shrink-0 tabular-nums text-muted">
              {formatTokenCount(c.tokens)} · {c.percentage}%
            </span>
          </div>
          {detailed && (
            <>
              <div className="mt-1.5 h-1.5 overflow-hidden rounded-full bg-surface-2" aria-hidden>
                <div className={`h-full rounded-full ${COLORS[k % COLORS.length]}`} style={{ width: `${c.percentage}%` }} />
              </div>
              <p className="mt-1 text-xs text-muted">{c.description}</p>
            </>
          )}
        </li>
      ))}
    </ul>
  );
}

/** The token distribution dialog (spec §2: opened by '2.4M Tokens'). */
export function TokenDialog({ open, onOpenChange, figures, categories }: { open: boolean; onOpenChange: (open: boolean) => void; figures: DemoFigures; categories: DemoTokenCategory[] }) {
  return (
    <Dialog open={open} onOpenChange={onOpenChange}>
      <DialogContent className="max-w-xl">
        <DialogTitle>Token distribution</DialogTitle>
        <DialogDescription>
          {formatTokenCount(figures.contextTokens)} context tokens this month across {categories.length} categories.
        </DialogDescription>
        <div className="mt-5">
          <StackedBar categories={categories} />
        </div>
        <div className="mt-5">
          <CategoryList categories={categories} detailed />
        </div>
        <p className="mt-5 rounded-xl border border-border bg-surface-2/60 p-3 text-sm text-muted">
          At {formatUsd(figures.costPer1kTokensUsd)} per 1K tokens, this month&rsquo;s usage costs {formatUsd(figures.budgetUsedUsd)} of the {formatUsd(figures.monthlyBudgetUsd)} budget.
        </p>
      </DialogContent>
    </Dialog>
  );
}

/** The token-usage view (spec §2, §9): cost per 1K tokens, budget used, usage trend. */
export function TokenUsageCard({ figures, categories, onOpenDistribution }: { figures: DemoFigures; categories: DemoTokenCategory[]; onOpenDistribution: () => void }) {
  const budgetPct = figures.monthlyBudgetUsd ? (figures.budgetUsedUsd / figures.monthlyBudgetUsd) * 100 : 0;
  return (
    <Card className="p-5" aria-labelledby="token-usage-title">
      <div className="flex items-center justify-between">
        <CardTitle id="token-usage-title" className="flex items-center gap-2 text-base">
          <Coins className="size-4 text-brand-fg" aria-hidden /> Token usage
        </CardTitle>
        <button type="button" onClick={onOpenDistribution} className="text-xs font-medium text-brand-fg hover:underline">
          View distribution
        </button>
      </div>
      <div className="mt-4 grid grid-cols-3 gap-2">
        <div className="rounded-xl bg-surface-2/60 p-3">
          <p className="text-[11px] uppercase tracking-wide text-muted">Cost</p>
          <p className="mt-1 text-lg font-semibold tabular-nums" data-testid="token-cost">
            {formatUsd(figures.costPer1kTokensUsd)}
          </p>
          <p className="text-[11px] text-muted">per 1K tokens</p>
        </div>
        <div className="rounded-xl bg-surface-2/60 p-3">
          <p className="flex items-center gap-1 text-[11px] uppercase tracking-wide text-muted">
            <Wallet className="size-3" aria-hidden /> Budget
          </p>
          <p className="mt-1 text-lg font-semibold tabular-nums" data-testid="token-budget">
            {formatUsd(figures.budgetUsedUsd)}
          </p>
          <p className="text-[11px] text-muted">of {formatUsd(figures.monthlyBudgetUsd)}</p>
        </div>
        <div className="rounded-xl bg-surface-2/60 p-3">
          <p className="flex items-center gap-1 text-[11px] uppercase tracking-wide text-muted">
            <TrendingUp className="size-3" aria-hidden /> Trend
          </p>
          <p className="mt-1 text-lg font-semibold tabular-nums text-green-300" data-testid="token-trend">
            {formatTrend(figures.usageTrendPercent)}
          </p>
          <p className="text-[11px] text-muted">vs last month</p>
        </div>
      </div>
      <div className="mt-4">
        <div className="mb-1.5 flex justify-between text-xs text-muted">
          <span>Monthly budget</span>
          <span className="tabular-nums">
            {formatUsd(figures.budgetUsedUsd)} of {formatUsd(figures.monthlyBudgetUsd)}
          </span>
        </div>
        <ProgressBar value={budgetPct} label="Monthly token budget used" />
      </div>
      <div className="mt-5">
        <StackedBar categories={categories} />
        <div className="mt-3">
          <CategoryList categories={categories} detailed={false} />
        </div>
      </div>
    </Card>
  );
}
