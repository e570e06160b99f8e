/** Small Radix-based controls used only by the workspace (select, switch, meter). */
import * as SwitchPrimitive from '@radix-ui/react-switch';
import { ChevronDown } from 'lucide-react';
import { cn } from '../../../lib/cn';

export interface SelectOption<T extends string> {
  value: T;
  label: string;
  hint?: string;
}

/**
 * A native select, styled: accessible and touch-friendly for free, and it keeps Radix
 * Select with its popper and floating-ui (about 15 KB gzipped) out of the workspace chunk.
 */
export function SelectField<T extends string>({
  id,
  value,
  options,
  onChange,
  label,
}: {
  id: string;
  value: T;
  options: readonly SelectOption<T>[];
  onChange(value: T): void;
  label: string;
}) {
  const hint = options.find((o) => o.value === value)?.hint;
  return (
    <div className="flex flex-col gap-1">
      <div className="relative">
        <select
          id={id}
          aria-label={label}
          value={value}
          onChange={(e) => onChange(e.target.value as T)}
          className="h-9 w-full cursor-pointer appearance-none rounded-lg border border-border bg-surface-2 pl-3 pr-9 text-sm text-fg outline-none transition hover:border-brand/50 focus-visible:ring-2 focus-visible:ring-brand/40"
        >
          {options.map((o) => (
            <option key={o.value} value={o.value}>
              {o.label}
            </option>
          ))}
        </select>
        <ChevronDown className="pointer-events-none absolute right-3 top-1/2 size-4 -translate-y-1/2 text-muted" aria-hidden />
      </div>
      {hint && <p className="text-[11px] text-muted">{hint}</p>}
    </div>
  );
}

export function SwitchField({
  id,
  checked,
  onChange,
  label,
  disabled,
  describedBy,
}: {
  id: string;
  checked: boolean;
  onChange(v: boolean): void;
  label: string;
  disabled?: boolean;
  describedBy?: string;
}) {
  return (
    <SwitchPrimitive.Root
      id={id}
      disabled={disabled}
      aria-describedby={describedBy}
      checked={checked}
      onCheckedChange={onChange}
      aria-label={label}
      className="relative h-5 w-9 shrink-0 cursor-pointer rounded-full border border-border bg-surface-2 transition data-[state=checked]:border-brand data-[state=checked]:bg-brand disabled:cursor-not-allowed disabled:opacity-50"
    >
      <SwitchPrimitive.Thumb className="block size-4 translate-x-0.5 rounded-full bg-white shadow transition-transform data-[state=checked]:translate-x-4" />
    </SwitchPrimitive.Root>
  );
}

export function ProgressBar({ value, className, tone = 'brand' }: { value: number; className?: string; tone?: 'brand' | 'warning' | 'danger' }) {
  const pct = Math.max(0, Math.min(100, value));
  return (
    <div className={cn('h-1.5 w-full overflow-hidden rounded-full bg-surface-2', className)} role="progressbar" aria-valuenow={Math.round(pct)} aria-valuemin={0} aria-valuemax={100}>
      <div
        className={cn(
          'h-full rounded-full transition-[width] duration-500',
          tone === 'brand' && 'bg-gradient-to-r from-brand to-brand-2',
          tone === 'warning' && 'bg-warning',
          tone === 'danger' && 'bg-danger',
        )}
        style={{ width: `${pct}%` }}
      />
    </div>
  );
}
