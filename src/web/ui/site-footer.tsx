import { Link } from './link';
import { BRAND } from '../../contract/brand';
import { paths } from '../lib/paths';
import { BrandLogo } from './brand-logo';

const LINKS = [
  { to: paths.pricing, label: 'Pricing' },
  { to: paths.terms, label: 'Terms' },
  { to: paths.privacy, label: 'Privacy' },
  { to: paths.refund, label: 'Refund' },
  { to: paths.alumni, label: 'Alumni' },
] as const;

/** The footer every public page shares (spec §2): legal and pricing links and the copyright line. */
export function SiteFooter() {
  return (
    <footer className="border-t border-border/70 bg-bg">
      <div className="mx-auto flex max-w-6xl flex-col gap-6 px-6 py-10 sm:flex-row sm:items-center sm:justify-between">
        <div className="space-y-2">
          <BrandLogo />
          <p className="max-w-xs text-sm text-muted">Your messages, photos and timelines, rebuilt as worlds you can explore.</p>
        </div>
        <nav aria-label="Footer" className="flex flex-wrap gap-x-6 gap-y-2 text-sm">
          {LINKS.map((l) => (
            <Link key={l.to} to={l.to} className="text-muted transition hover:text-fg">
              {l.label}
            </Link>
          ))}
        </nav>
      </div>
      <div className="border-t border-border/50">
        {/* The landing's HTML is prerendered at build time (ADR 060): a new year since is not a hydration error. */}
        <p className="mx-auto max-w-6xl px-6 py-5 text-xs text-muted" suppressHydrationWarning>
          © {new Date().getFullYear()} {BRAND.name}. All rights reserved. ·{' '}
          <a href={`mailto:${BRAND.contactEmail}`} className="hover:text-fg">
            {BRAND.contactEmail}
          </a>
        </p>
      </div>
    </footer>
  );
}
