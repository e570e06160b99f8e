/**
 * /business-os: the workspace for signed-in (invited) members. A signed-out visitor
 * goes to /login and comes back here after signing in. `?s=<id>` names the open
 * session; without it the most recent session opens (or a new one is created), so
 * reloading or signing in elsewhere finds the work as it was left.
 */
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { AlertTriangle } from 'lucide-react';
import { useEffect, useState } from 'react';
import { useSearchParams } from 'react-router';
import { SESSION_LIMITS, type Session, type SessionState } from '../../../../contract/business-os';
import { ApiError, errorMessage } from '../../../lib/api-client';
import { RequireAuth } from '../../../lib/require-auth';
import { Button } from '../../../ui/button';
import { Spinner } from '../../../ui/spinner';
import { toast } from '../../../ui/use-toast';
import { createSession, fetchSession, listSessions, sessionKeys } from '../api';
import { SessionsDialog } from '../components/sessions-dialog';
import { Workspace } from '../components/workspace';

const openKey = (id: string | null) => ['business-os', 'open', id ?? 'latest'] as const;

async function openLatest(): Promise<Session> {
  const [latest] = await listSessions();
  return latest ? fetchSession(latest.id) : createSession({});
}

function FullScreen({ children }: { children: React.ReactNode }) {
  return <div className="flex h-dvh items-center justify-center bg-bg p-6">{children}</div>;
}

function SessionHost() {
  const [params, setParams] = useSearchParams();
  const id = params.get('s');
  const queryClient = useQueryClient();
  const [sessionsOpen, setSessionsOpen] = useState(false);

  const open = useQuery({
    queryKey: openKey(id),
    queryFn: () => (id ? fetchSession(id) : openLatest()),
    // Seeded when the address gains ?s=; dropped on leaving, so coming back refetches.
    staleTime: Number.POSITIVE_INFINITY,
    gcTime: 0,
    retry: false,
  });

  // Name the session in the address so a reload or a shared link reopens exactly it.
  useEffect(() => {
    if (!id && open.data) {
      queryClient.setQueryData(openKey(open.data.id), open.data);
      setParams({ s: open.data.id }, { replace: true });
    }
  }, [id, open.data, queryClient, setParams]);

  // A session's document is loaded fresh every time it is opened: forget any copy
  // cached from an earlier visit (it may predate edits saved since).
  // (The open one is kept: removing it would refetch it just before it is left.)
  const forgetOpened = () =>
    queryClient.removeQueries({ queryKey: ['business-os', 'open'], predicate: (q) => q.queryKey[2] !== open.data?.id });

  const switchTo = (session: Session) => {
    forgetOpened();
    queryClient.setQueryData(openKey(session.id), session);
    setSessionsOpen(false);
    setParams({ s: session.id });
  };

  const create = useMutation({
    mutationFn: () => createSession({}),
    onSuccess: (s) => {
      void queryClient.invalidateQueries({ queryKey: sessionKeys.all });
      switchTo(s);
    },
    onError: (err) => toast({ title: 'Error', description: errorMessage(err, 'Could not start a new session'), variant: 'destructive' }),
  });

  const saveCopy = useMutation({
    mutationFn: ({ title, state }: { title: string; state: SessionState }) =>
      createSession({ title: `Copy of ${title}`.slice(0, SESSION_LIMITS.titleChars), state }),
    onSuccess: (s) => {
      void queryClient.invalidateQueries({ queryKey: sessionKeys.all });
      toast({ title: 'Copy saved', description: 'This new session holds what could be read. The original is kept unchanged.' });
      switchTo(s);
    },
    onError: (err) => toast({ title: 'Error', description: errorMessage(err, 'Could not save a copy'), variant: 'destructive' }),
  });

  if (open.isError) {
    const notFound = open.error instanceof ApiError && open.error.status === 404;
    return (
      <FullScreen>
        <div className="flex max-w-sm flex-col items-center gap-4 text-center" role="alert">
          <AlertTriangle className="size-8 text-yellow-300" />
          <h1 className="text-xl font-semibold">{notFound ? 'Session not found' : 'Could not open Business OS'}</h1>
          <p className="text-sm text-muted">
            {notFound ? 'It may have been deleted, or it belongs to another account.' : errorMessage(open.error, 'Check your connection and try again.')}
          </p>
          <Button onClick={() => (notFound ? setParams({}, { replace: true }) : void open.refetch())}>
            {notFound ? 'Open my latest session' : 'Try again'}
          </Button>
        </div>
      </FullScreen>
    );
  }
  if (!open.data || (id && open.data.id !== id)) {
    return (
      <FullScreen>
        <Spinner label="Opening your workspace…" />
      </FullScreen>
    );
  }
  return (
    <>
      <Workspace
        key={open.data.id}
        session={open.data}
        onOpenSessions={() => setSessionsOpen(true)}
        actions={{
          onNewSession: () => create.mutate(),
          onSaveCopy: (title, state) => saveCopy.mutate({ title, state }),
          busy: create.isPending || saveCopy.isPending,
        }}
      />
      <SessionsDialog
        open={sessionsOpen}
        onOpenChange={setSessionsOpen}
        currentId={open.data.id}
        creating={create.isPending}
        onNew={() => create.mutate()}
        onOpen={(sid) => {
          setSessionsOpen(false);
          if (sid === open.data?.id) return;
          forgetOpened();
          setParams({ s: sid });
        }}
      />
    </>
  );
}

export default function BusinessOsPage() {
  useEffect(() => {
    document.title = 'Business OS · Mnemo';
  }, []);
  return <RequireAuth>{() => <SessionHost />}</RequireAuth>;
}
