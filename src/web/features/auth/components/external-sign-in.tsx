import { KeyRound } from 'lucide-react';
import { authApi } from '../../../../contract/endpoints/auth';
import { endpointUrl } from '../../../lib/api';
import { useAuthProviders, useGoogleSignIn } from '../../../lib/session';
import { Button } from '../../../ui/button';
import { GoogleIcon } from './google-icon';

/**
 * 'Continue with Google' navigates to /api/auth/google (spec §2); a second button appears
 * when a generic OpenID provider is configured. Each shows only once GET
 * /api/auth/providers says it works here (#25: a Google button on a server without
 * Google only produced an error toast), and the divider to the email form comes with
 * them: with neither, nothing renders.
 */
export function ExternalSignIn({ next }: { next?: string | null }) {
  const providers = useAuthProviders();
  const startGoogle = useGoogleSignIn();
  if (!providers.data?.google && !providers.data?.oidc) return null;
  return (
    <>
      <div className="grid gap-2">
        {providers.data.google && (
          <Button
            type="button"
            variant="secondary"
            size="lg"
            className="w-full bg-white text-[#1f1f1f] hover:bg-zinc-200 border-0"
            onClick={() => startGoogle(next)}
          >
            <GoogleIcon className="size-5!" />
            Continue with Google
          </Button>
        )}
        {providers.data.oidc && (
          <Button
            type="button"
            variant="outline"
            size="lg"
            className="w-full"
            onClick={() =>
              window.location.assign(endpointUrl(authApi.oidcStart, { query: { next: next && next !== '/' ? next : undefined } }))
            }
          >
            <KeyRound />
            Continue with single sign-on
          </Button>
        )}
      </div>
      <OrDivider />
    </>
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
