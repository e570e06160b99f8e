import { ArrowRight, Lock } from 'lucide-react';
import { lazy, Suspense, useState } from 'react';
import { Button } from '../../../ui/button';
import { cn } from '../../../lib/cn';
import { Spinner } from '../../../ui/spinner';
import { useSiteConfig } from '../api';
import { restrictionText } from '../workspace-text';

const loadModal = () => import('./workspace-modal');
const WorkspaceModal = lazy(loadModal);
const prefetch = () => void loadModal();

/**
 * Shown to a signed-in user with an email (spec §2, §6): the private workspace, who
 * may enter it (the names come from the server's WORKSPACE_MEMBERS), and a modal.
 */
export function WorkspaceCard({ email, className }: { email: string; className?: string }) {
  const config = useSiteConfig({ enabled: true });
  const [open, setOpen] = useState(false);
  const members = config.data?.workspaceMembers ?? [];

  return (
    <section aria-labelledby="workspace-title" className={cn('mx-auto max-w-6xl px-6 pt-2 pb-6', className)}>
      <div className="flex flex-col gap-6 rounded-2xl border border-brand/40 bg-gradient-to-br from-brand/15 via-surface to-surface p-6 shadow-xl shadow-brand/10 sm:flex-row sm:items-center sm:justify-between sm:p-8">
        <div className="flex gap-4">
          <div className="flex size-12 shrink-0 items-center justify-center rounded-xl border border-brand/40 bg-brand/15">
            <Lock className="size-5 text-violet-200" aria-hidden />
          </div>
          <div>
            <h2 id="workspace-title" className="text-xl font-semibold">
              Your private workspace
            </h2>
            <p className="mt-1 text-sm leading-6 text-muted" data-testid="workspace-restriction">
              {config.isLoading ? (
                <Spinner label="Loading members…" />
              ) : config.isError ? (
                'The member list could not be loaded. Please refresh the page.'
              ) : (
                restrictionText(members, email)
              )}
            </p>
          </div>
        </div>
        <Button size="lg" className="shrink-0" onClick={() => setOpen(true)} onPointerEnter={prefetch} aria-haspopup="dialog">
          Access Workspace <ArrowRight />
        </Button>
        {open && (
          <Suspense fallback={null}>
            <WorkspaceModal members={members} email={email} onClose={() => setOpen(false)} />
          </Suspense>
        )}
      </div>
    </section>
  );
}
