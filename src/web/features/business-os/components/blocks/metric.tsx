import type { ReactNode } from 'react';

export function Metric({ label, value, hint, testId }: { label: string; value: ReactNode; hint?: ReactNode; testId?: string }) {
  return (
    <div className="min-w-0 rounded-lg border border-border/60 bg-surface-2/50 px-2.5 py-1.5">
      <p className="truncate text-[10px] font-medium uppercase tracking-wider text-muted">{label}</p>
      <p className="truncate text-[15px] font-semibold leading-6 tabular-nums text-fg" data-testid={testId}>
        {value}
      </p>
      {hint && <p className="truncate text-[10px] text-muted">{hint}</p>}
    </div>
  );
}
