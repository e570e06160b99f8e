import { ArrowRight } from 'lucide-react';
import type { ReactNode } from 'react';
import { Link, NavLink } from 'react-router';
import { cn } from '../../../lib/cn';
import { paths } from '../../../lib/paths';
import { BrandLogo } from '../../../ui/brand-logo';
import { buttonVariants } from '../../../ui/button';
import { SiteFooter } from '../../../ui/site-footer';

const NAV = [
  { to: paths.examples, label: 'Examples' },
  { to: paths.pricing, label: 'Pricing' },
  { to: paths.alumni, label: 'Alumni' },
] as const;

/** Header and footer shared by the public pages other than the landing page. */
export function SiteLayout({ children }: { children: ReactNode }) {
  return (
    <div className="flex min-h-screen flex-col">
      <header className="sticky top-0 z-40 border-b border-border/60 bg-bg/80 backdrop-blur-md">
        <div className="mx-auto flex h-16 max-w-6xl items-center justify-between gap-4 px-6">
          <BrandLogo />
          <nav aria-label="Main" className="flex items-center gap-1 sm:gap-2">
            {NAV.map((item) => (
              <NavLink
                key={item.to}
                to={item.to}
                className={({ isActive }) =>
                  cn(
                    'hidden rounded-lg px-3 py-2 text-sm text-muted transition hover:text-fg sm:inline-flex',
                    isActive && item.to !== paths.examples && 'text-fg',
                  )
                }
              >
                {item.label}
              </NavLink>
            ))}
            <Link to={paths.onboarding} className={cn(buttonVariants({ size: 'sm' }), 'ml-1')}>
              Get Started <ArrowRight />
            </Link>
          </nav>
        </div>
      </header>
      <main className="flex-1">{children}</main>
      <SiteFooter />
    </div>
  );
}

/** The title block at the top of a public page. */
export function PageHeader({ eyebrow, title, children }: { eyebrow?: string; title: string; children?: ReactNode }) {
  return (
    <div className="relative overflow-hidden border-b border-border/60">
      <div
        aria-hidden
        className="pointer-events-none absolute inset-x-0 -top-40 mx-auto h-80 max-w-3xl rounded-full bg-brand/20 blur-3xl"
      />
      <div className="relative mx-auto max-w-6xl px-6 py-14 sm:py-20">
        {eyebrow && <p className="mb-3 text-sm font-medium tracking-wide text-brand-2 uppercase">{eyebrow}</p>}
        <h1 className="max-w-3xl text-4xl leading-[1.1] font-bold tracking-tight text-balance sm:text-5xl">{title}</h1>
        {children && <div className="mt-4 max-w-2xl text-lg text-muted">{children}</div>}
      </div>
    </div>
  );
}
