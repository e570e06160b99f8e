import { TriangleAlert } from 'lucide-react';
import { OAUTH_ERROR_MESSAGES } from '../../../../contract/auth';

/** Explains `?error=<code>` left by a failed Google / OpenID sign-in. */
export function OAuthError({ code }: { code: string | null }) {
  if (!code) return null;
  const message = OAUTH_ERROR_MESSAGES[code] ?? OAUTH_ERROR_MESSAGES.oauth_failed;
  return (
    <div role="alert" className="flex items-start gap-3 rounded-xl border border-danger/40 bg-danger/10 px-4 py-3 text-sm text-red-200">
      <TriangleAlert className="mt-0.5 size-4 shrink-0" aria-hidden />
      {message}
    </div>
  );
}
