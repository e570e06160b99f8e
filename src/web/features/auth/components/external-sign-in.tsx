import { KeyRound } from 'lucide-react';
import { useAuthProviders, useGoogleSignIn } from '../../../lib/session';
import { Button } from '../../../ui/button';
import { GoogleIcon } from './google-icon';

/**
 * 'Continue with Google' navigates to /api/auth/google (spec §2). When the server says
 * Google is not configured, the button explains instead of leaving the app for an error.
 * A second button appears when a generic OpenID provider is configured.
 */
export function ExternalSignIn({ next }: { next?: string | null }) {
  const providers = useAuthProviders();
  const startGoogle = useGoogleSignIn();
  const google = () => startGoogle(next);
  return (
    <div className="grid gap-2">
      <Button type="button" variant="secondary" size="lg" className="w-full bg-white text-[#1f1f1f] hover:bg-zinc-200 border-0" onClick={google}>
        <GoogleIcon className="size-5!" />
        Continue with Google
      </Button>
      {providers.data?.oidc && (
        <Button
          type="button"
          variant="outline"
          size="lg"
          className="w-full"
          onClick={() =>
            window.location.assign(next && next !== '/' ? `/api/replit/login?next=${encodeURIComponent(next)}` : '/api/replit/login')
          }
        >
          <KeyRound />
          Continue with single sign-on
        </Button>
      )}
    </div>
  );
}

export function OrDivider({ label = 'or continue with email' }: { label?: string }) {
  return (
    <div className="flex items-center gap-3 text-xs uppercase tracking-wider text-muted" role="separator">
      <span className="h-px flex-1 bg-border" />
      {label}
      <span className="h-px flex-1 bg-border" />
    </div>
  );
}
