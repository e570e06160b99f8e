import { ArrowRight, LogIn, Menu, X } from 'lucide-react';
import { authApi } from '../../../../contract/endpoints/auth';
import { useState, type ComponentType } from 'react';
import { endpointUrl } from '../../../lib/api';
import { cn } from '../../../lib/cn';
import { paths } from '../../../lib/paths';
import { BrandLogo } from '../../../ui/brand-logo';
import { Button, buttonVariants } from '../../../ui/button';
import { ComingSoonTag } from '../../../ui/coming-soon';
import { Link } from '../../../ui/link';

const LINKS = [
  { label: 'Sample world', to: paths.sampleWorld },
  { label: 'Examples', href: '#examples' },
  { label: 'Business OS', to: paths.businessOs },
  { label: 'Matrix', to: paths.matrixTest },
  { label: 'Pricing', to: paths.pricing },
] as const;

function NavLinks({ className, onNavigate }: { className?: string; onNavigate?: () => void }) {
  const cls = 'rounded-lg px-3 py-2 text-sm text-muted transition hover:bg-surface-2/60 hover:text-fg';
  return (
    <div className={className}>
      {LINKS.map((l) =>
        'to' in l ? (
          <Link key={l.label} to={l.to} className={cn(cls, 'inline-flex items-center gap-1.5')} onClick={onNavigate}>
            {l.label}
            <ComingSoonTag to={l.to} className="px-1.5 text-[10px]" />
          </Link>
        ) : (
          <a key={l.label} href={l.href} className={cls} onClick={onNavigate}>
            {l.label}
          </a>
        ),
      )}
    </div>
  );
}

/** Where the header's account actions go (twice: the wide header and the phone menu). */
export interface AccountSlotProps {
  className?: string;
  onNavigate?: () => void;
}

/**
 * The ways in for a visitor: the waitlist, Sign In, Get Started, and Google sign-in when the
 * server says it works here (#25). Without `onGoogle` the Google link is a plain navigation to
 * the server's Google flow, which is what `onGoogle` does too once the server has said yes.
 */
export function VisitorActions({
  className,
  onNavigate,
  google,
  onGoogle,
}: AccountSlotProps & { google: boolean; onGoogle?: () => void }) {
  return (
    <div className={cn('items-center gap-2', className)}>
      {/* A full navigation, not a client route: the server starts the Google flow. */}
      {google && (
        <a
          href={endpointUrl(authApi.googleStart)}
          className={buttonVariants({ variant: 'ghost', size: 'sm' })}
          onClick={
            onGoogle &&
            ((e) => {
              e.preventDefault();
              onGoogle();
            })
          }
        >
          <GoogleMark /> Sign in with Google
        </a>
      )}
      <a href="#waitlist" className={buttonVariants({ variant: 'ghost', size: 'sm' })} onClick={onNavigate}>
        Join Waitlist
      </a>
      <Link to={paths.login} className={buttonVariants({ variant: 'outline', size: 'sm' })}>
        <LogIn /> Sign In
      </Link>
      <Link to={paths.onboarding} className={buttonVariants({ size: 'sm' })}>
        Get Started <ArrowRight />
      </Link>
    </div>
  );
}

function GoogleMark() {
  return (
    <svg viewBox="0 0 24 24" aria-hidden className="size-4">
      <path fill="#4285F4" d="M22.5 12.3c0-.8-.1-1.5-.2-2.2H12v4.2h5.9a5 5 0 0 1-2.2 3.3v2.7h3.5c2.1-1.9 3.3-4.7 3.3-8Z" />
      <path fill="#34A853" d="M12 23c3 0 5.4-1 7.2-2.7l-3.5-2.7c-1 .7-2.2 1-3.7 1-2.9 0-5.3-1.9-6.2-4.5H2.2v2.8A11 11 0 0 0 12 23Z" />
      <path fill="#FBBC05" d="M5.8 14.1a6.6 6.6 0 0 1 0-4.2V7.1H2.2a11 11 0 0 0 0 9.8l3.6-2.8Z" />
      <path fill="#EA4335" d="M12 5.4c1.6 0 3.1.6 4.2 1.7l3.1-3.1A11 11 0 0 0 2.2 7.1l3.6 2.8C6.7 7.3 9.1 5.4 12 5.4Z" />
    </svg>
  );
}

/**
 * The public site's header on the landing page. `Account` shows who is here: in the app, the
 * signed-in person's email and Logout or the ways in (SessionAccountActions); on the prerendered
 * landing's island, the ways in (a visitor; someone signed in gets the app instead).
 */
export function LandingNav({ Account }: { Account: ComponentType<AccountSlotProps> }) {
  const [open, setOpen] = useState(false);
  return (
    <header className="sticky top-0 z-40 border-b border-border/60 bg-bg/75 backdrop-blur-md">
      <nav aria-label="Main" className="mx-auto flex h-16 max-w-6xl items-center justify-between gap-4 px-6">
        <div className="flex items-center gap-6">
          <BrandLogo />
          <NavLinks className="hidden items-center gap-1 lg:flex" />
        </div>
        <Account className="hidden lg:flex" />
        <Button
          variant="ghost"
          size="icon"
          className="lg:hidden"
          aria-expanded={open}
          aria-controls="mobile-menu"
          aria-label={open ? 'Close menu' : 'Open menu'}
          onClick={() => setOpen((o) => !o)}
        >
          {open ? <X /> : <Menu />}
        </Button>
      </nav>
      {open && (
        <div id="mobile-menu" className="border-t border-border/60 bg-bg/95 px-6 pb-6 pt-3 lg:hidden">
          <NavLinks className="flex flex-col" onNavigate={() => setOpen(false)} />
          <Account className="mt-4 flex flex-wrap" onNavigate={() => setOpen(false)} />
        </div>
      )}
    </header>
  );
}
