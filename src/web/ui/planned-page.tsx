import { ArrowLeft, LayoutDashboard, Mail, Sparkles } from 'lucide-react';
import { Link } from 'react-router';
import { COMING_SOON_LABEL } from '../lib/feature-status';
import { paths } from '../lib/paths';
import { buttonVariants } from './button';

/**
 * A page whose issue has not landed yet (contract/pages.ts PLANNED_PAGES): titled with
 * its spec name, says plainly that it is not built, never pretends to work, and offers
 * what does work today.
 */
export function PlannedPage({ title, description }: { title: string; description: string }) {
  return (
    <main className="mx-auto flex min-h-screen max-w-2xl flex-col items-center justify-center gap-6 px-6 text-center">
      <span className="inline-flex items-center gap-2 rounded-full border border-brand/40 bg-brand/10 px-3 py-1 text-xs text-fg">
        <Sparkles className="size-3.5" aria-hidden /> In development · {COMING_SOON_LABEL.toLowerCase()}
      </span>
      <h1 className="text-4xl font-bold tracking-tight">{title}</h1>
      <p className="text-muted">{description}</p>
      <p className="text-sm text-muted">This page is not built yet. Join the waitlist to hear when it opens, or try what works today.</p>
      <div className="flex flex-wrap justify-center gap-3">
        <Link to={paths.waitlist} className={buttonVariants()}>
          <Mail /> Join the waitlist
        </Link>
        <Link to={paths.businessOs} className={buttonVariants({ variant: 'secondary' })}>
          <LayoutDashboard /> Try Business OS
        </Link>
      </div>
      <Link to={paths.home} className="inline-flex items-center gap-2 text-sm text-brand-2 underline-offset-4 hover:underline">
        <ArrowLeft className="size-4" aria-hidden /> Back to Mnemo
      </Link>
    </main>
  );
}
