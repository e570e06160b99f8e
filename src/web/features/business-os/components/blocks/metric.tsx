import type { ReactNode } from 'react';

export function Metric({ label, value, hint, testId }: { label: string; value: ReactNode; hint?: ReactNode; testId?: string }) {
  return (
    // Labels wrap and figures never shrink to "…": the grids around these size their
    // columns to fit the widest figure (see business-os.css, .bos-metrics).
    <div className="min-w-0 rounded-lg border border-border/60 bg-surface-2/50 px-2.5 py-1.5">
      <p className="break-words text-[10px] font-medium uppercase leading-tight tracking-wide text-muted">{label}</p>
      <p className="whitespace-nowrap text-[15px] font-semibold leading-6 tabular-nums text-fg" data-testid={testId}>
        {value}
      </p>
      {hint && <p className="break-words text-[10px] leading-tight text-muted">{hint}</p>}
    </div>
  );
}
