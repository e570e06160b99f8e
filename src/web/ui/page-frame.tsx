import type { ReactNode } from 'react';
import { useInAppShell } from '../lib/app-shell-context';
import { cn } from '../lib/cn';
import { BrandLogo } from './brand-logo';

/** Page frame for the account and data pages: brand bar, soft glow backdrop, content. */
export function PageFrame({ children, actions, className }: { children: ReactNode; actions?: ReactNode; className?: string }) {
  // Inside the signed-in app shell its header carries the brand: the frame's bar keeps only the actions.
  const inShell = useInAppShell();
  return (
    <div className="relative min-h-screen overflow-hidden">
      <div aria-hidden className="pointer-events-none absolute inset-0 -z-10">
        <div className="absolute -left-40 -top-40 size-[520px] rounded-full bg-brand/20 blur-[120px]" />
        <div className="absolute -right-40 top-1/3 size-[460px] rounded-full bg-brand-2/10 blur-[120px]" />
      </div>
      {!(inShell && !actions) && (
        <header className={cn('mx-auto flex max-w-6xl items-center gap-4 px-6 py-5', inShell ? 'justify-end' : 'justify-between')}>
          {!inShell && <BrandLogo />}
          {actions && <div className="flex items-center gap-2">{actions}</div>}
        </header>
      )}
      <main className={cn('mx-auto max-w-6xl px-6 pb-16', className)}>{children}</main>
    </div>
  );
}
