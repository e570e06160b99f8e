import { ArrowLeft, Compass } from 'lucide-react';
import { Link } from 'react-router';
import { paths } from '../lib/paths';
import { BrandLogo } from '../ui/brand-logo';
import { buttonVariants } from '../ui/button';
import { SiteFooter } from '../ui/site-footer';

/** Any path the router does not know (spec §2). */
export default function NotFoundPage() {
  return (
    <div className="flex min-h-screen flex-col">
      <header className="border-b border-border/60">
        <div className="mx-auto flex h-16 max-w-6xl items-center px-6">
          <BrandLogo />
        </div>
      </header>
      <main className="mx-auto flex max-w-xl flex-1 flex-col items-center justify-center gap-5 px-6 py-24 text-center">
        <span className="flex size-16 items-center justify-center rounded-2xl border border-brand/30 bg-brand/10">
          <Compass className="size-8 text-brand-fg" aria-hidden />
        </span>
        <h1 className="text-4xl font-bold">Page Not Found</h1>
        <p className="text-muted">The page you are looking for does not exist or has moved.</p>
        <div className="mt-2 flex flex-wrap justify-center gap-3">
          <Link to={paths.home} className={buttonVariants()}>
            <ArrowLeft /> Go home
          </Link>
          <Link to={paths.examples} className={buttonVariants({ variant: 'secondary' })}>
            See examples
          </Link>
        </div>
      </main>
      <SiteFooter />
    </div>
  );
}
