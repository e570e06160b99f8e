import { cva, type VariantProps } from 'class-variance-authority';
import type { ComponentProps } from 'react';
import { cn } from '../lib/cn';

const badgeVariants = cva('inline-flex items-center gap-1 rounded-full px-2.5 py-0.5 text-xs font-medium', {
  variants: {
    tone: {
      neutral: 'bg-surface-2 text-muted border border-border',
      brand: 'bg-brand/15 text-violet-300 border border-brand/30',
      success: 'bg-success/15 text-green-300 border border-success/30',
      warning: 'bg-warning/15 text-yellow-300 border border-warning/30',
      danger: 'bg-danger/15 text-red-300 border border-danger/30',
    },
  },
  defaultVariants: { tone: 'neutral' },
});

export function Badge({ className, tone, ...props }: ComponentProps<'span'> & VariantProps<typeof badgeVariants>) {
  return <span className={cn(badgeVariants({ tone }), className)} {...props} />;
}
