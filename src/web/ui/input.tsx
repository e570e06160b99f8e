import type { ComponentProps } from 'react';
import { cn } from '../lib/cn';

export function Input({ className, ...props }: ComponentProps<'input'>) {
  return (
    <input
      className={cn(
        'h-10 w-full rounded-lg border border-border bg-surface px-3 text-sm text-fg placeholder:text-muted outline-none transition focus:border-brand focus:ring-2 focus:ring-brand/30 disabled:opacity-50 aria-[invalid=true]:border-danger',
        className,
      )}
      {...props}
    />
  );
}

export function Textarea({ className, ...props }: ComponentProps<'textarea'>) {
  return (
    <textarea
      className={cn(
        'min-h-20 w-full rounded-lg border border-border bg-surface px-3 py-2 text-sm text-fg placeholder:text-muted outline-none transition focus:border-brand focus:ring-2 focus:ring-brand/30',
        className,
      )}
      {...props}
    />
  );
}
