import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { Clock, FolderOpen, Plus, Trash2 } from 'lucide-react';
import { errorMessage } from '../../../lib/api-client';
import { cn } from '../../../lib/cn';
import { Button } from '../../../ui/button';
import { Dialog, DialogContent, DialogDescription, DialogTitle } from '../../../ui/dialog';
import { Spinner } from '../../../ui/spinner';
import { toast } from '../../../ui/use-toast';
import { deleteSession, sessionKeys, sessionsQuery } from '../api';

function when(iso: string) {
  const d = new Date(iso);
  const diff = (Date.now() - d.getTime()) / 1000;
  if (diff < 60) return 'just now';
  if (diff < 3600) return `${Math.floor(diff / 60)} min ago`;
  if (diff < 86_400) return `${Math.floor(diff / 3600)} h ago`;
  return d.toLocaleDateString('en-US', { month: 'short', day: 'numeric', year: 'numeric' });
}

export function SessionsDialog({
  open,
  onOpenChange,
  currentId,
  onOpen,
  onNew,
  creating,
}: {
  open: boolean;
  onOpenChange(open: boolean): void;
  currentId: string;
  onOpen(id: string): void;
  onNew(): void;
  creating: boolean;
}) {
  const queryClient = useQueryClient();
  const sessions = useQuery({ ...sessionsQuery(), enabled: open });
  const remove = useMutation({
    mutationFn: deleteSession,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: sessionKeys.all }),
    onError: (err) => toast({ title: 'Error', description: errorMessage(err, 'Could not delete the session'), variant: 'destructive' }),
  });

  return (
    <Dialog open={open} onOpenChange={onOpenChange}>
      <DialogContent className="max-w-lg">
        <DialogTitle>Sessions</DialogTitle>
        <DialogDescription>Every session is saved as you work. Reopen one, or start fresh.</DialogDescription>
        <Button className="mt-4 w-full" onClick={onNew} disabled={creating}>
          <Plus /> New session
        </Button>
        <div className="mt-4 max-h-80 overflow-y-auto">
          {sessions.isLoading && <Spinner className="p-4" label="Loading sessions…" />}
          {sessions.isError && <p className="p-3 text-sm text-red-300">{errorMessage(sessions.error, 'Could not load your sessions.')}</p>}
          <ul className="flex flex-col gap-1" data-testid="session-list">
            {sessions.data?.map((s) => (
              <li key={s.id} className={cn('group flex items-center gap-2 rounded-lg border px-3 py-2', s.id === currentId ? 'border-brand/50 bg-brand/10' : 'border-transparent hover:bg-surface-2')}>
                <button type="button" className="flex min-w-0 flex-1 items-center gap-2.5 text-left" onClick={() => onOpen(s.id)}>
                  <FolderOpen className="size-4 shrink-0 text-muted" />
                  <span className="min-w-0 flex-1">
                    <span className="block truncate text-sm font-medium">{s.title}</span>
                    <span className="flex items-center gap-1 text-[11px] text-muted">
                      <Clock className="size-3" /> {when(s.updatedAt)}
                      {s.id === currentId && <span className="ml-1 text-violet-300">· open</span>}
                    </span>
                  </span>
                </button>
                {s.id !== currentId && (
                  <button
                    type="button"
                    aria-label={`Delete ${s.title}`}
                    className="rounded-md p-1.5 text-muted opacity-0 transition hover:bg-danger/20 hover:text-red-300 group-hover:opacity-100 focus-visible:opacity-100"
                    onClick={() => remove.mutate(s.id)}
                  >
                    <Trash2 className="size-3.5" />
                  </button>
                )}
              </li>
            ))}
          </ul>
        </div>
      </DialogContent>
    </Dialog>
  );
}
