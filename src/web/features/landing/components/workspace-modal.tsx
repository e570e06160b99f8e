import { ArrowRight, ShieldCheck } from 'lucide-react';
import { Link } from 'react-router';
import { paths } from '../../../lib/paths';
import { buttonVariants } from '../../../ui/button';
import { Dialog, DialogContent, DialogDescription, DialogTitle } from '../../../ui/dialog';
import { initials, restrictionText } from '../workspace-text';

/** The private workspace modal; closed with its X (or Escape). Loaded on demand. */
export default function WorkspaceModal({
  members,
  email,
  onClose,
}: {
  members: readonly string[];
  email: string;
  onClose: () => void;
}) {
  const people = [...members.map((name) => ({ name, you: false })), { name: email, you: true }];
  return (
    <Dialog open onOpenChange={(open) => !open && onClose()}>
      <DialogContent>
        <DialogTitle className="flex items-center gap-2">
          <ShieldCheck className="size-5 text-brand-2" aria-hidden /> Private Workspace
        </DialogTitle>
        <DialogDescription>
          This Business OS workspace is private. {members.length > 0 && restrictionText(members, email)}
        </DialogDescription>
        <ul className="mt-5 space-y-2" aria-label="Members">
          {people.map((m) => (
            <li key={m.name} className="flex items-center gap-3 rounded-xl border border-border bg-surface-2/60 px-3 py-2.5">
              <span className="flex size-9 shrink-0 items-center justify-center rounded-full bg-gradient-to-br from-brand to-brand-2 text-xs font-semibold text-white">
                {m.you ? 'You' : initials(m.name)}
              </span>
              <span className="min-w-0 flex-1 truncate text-sm">{m.name}</span>
              <span className="text-xs text-muted">{m.you ? 'You' : 'Member'}</span>
            </li>
          ))}
        </ul>
        <Link to={paths.businessOs} className={buttonVariants({ size: 'lg', className: 'mt-6 w-full' })}>
          Open Business OS <ArrowRight />
        </Link>
      </DialogContent>
    </Dialog>
  );
}
