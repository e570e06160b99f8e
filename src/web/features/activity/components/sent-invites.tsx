import { MailCheck, Link2 } from 'lucide-react';
import type { SentInvite } from '../../../../contract/workspaces';
import { CopyButton } from './copy-button';

/**
 * The invitations just sent: "Email sent" only when the server says the SMTP server took
 * it; otherwise the link, for the inviter to copy and send themselves.
 */
export function SentInvites({ invites }: { invites: SentInvite[] }) {
  if (!invites.length) return null;
  return (
    <ul className="space-y-2" aria-label="Invitations">
      {invites.map((i) => (
        <li key={i.email} className="rounded-lg border border-border bg-bg/60 p-3">
          <div className="flex flex-wrap items-center justify-between gap-2">
            <span className="truncate text-sm font-medium">{i.email}</span>
            <span className="text-xs text-muted">{i.role === 'admin' ? 'Admin' : 'Member'}</span>
          </div>
          {i.emailed ? (
            <p className="mt-1 flex items-center gap-1.5 text-xs text-green-300">
              <MailCheck className="size-3.5" aria-hidden /> Invitation email sent
            </p>
          ) : (
            <div className="mt-2 space-y-1.5">
              <p className="flex items-center gap-1.5 text-xs text-muted">
                <Link2 className="size-3.5" aria-hidden /> No email was sent. Copy this invite link and send it to them:
              </p>
              <div className="flex items-center gap-2">
                <code className="min-w-0 flex-1 truncate rounded-md bg-surface-2 px-2 py-1.5 text-xs" data-testid="invite-link">
                  {i.link}
                </code>
                <CopyButton text={i.link} label="Copy link" />
              </div>
            </div>
          )}
        </li>
      ))}
    </ul>
  );
}
