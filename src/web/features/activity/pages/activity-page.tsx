/**
 * /beta/activity (spec §2): signed-out visitors go to /login. Buttons Join Workspace,
 * Create Workspace, Seed Demo Data; 'Filter by workspace' ('All Workspaces' or one);
 * the token statistics (Last Turn, Cumulative (n Turns)); the Activity History list
 * (500 px, virtualised, 'No activity yet'), updated live. Beyond the spec (issue #14):
 * invite links (accepted only with the link's token, #25), the workspace's members,
 * usage and budget, and one-click removal of the demo data. No sample entries are
 * shown: a new account's history is empty until something happens.
 */
import { AlertTriangle, Database, Inbox, LogIn, Mail, Plus, Radio, Sparkles, Trash2, Users } from 'lucide-react';
import { useEffect, useId, useMemo, useState } from 'react';
import { useSearchParams } from 'react-router';
import type { PublicUser } from '../../../../contract/auth';
import { AcceptInvitationBodySchema, WORKSPACE_MESSAGES } from '../../../../contract/workspaces';
import { AccountActions } from '../../../lib/account-actions';
import { ApiError, errorMessage } from '../../../lib/api-client';
import { RequireAuth } from '../../../lib/require-auth';
import { cn } from '../../../lib/cn';
import { maxLengthOf } from '../../../lib/form';
import { useWorkspaces } from '../../../lib/queries/workspaces';
import { Badge } from '../../../ui/badge';
import { Button } from '../../../ui/button';
import { Card, CardDescription, CardTitle } from '../../../ui/card';
import { Input } from '../../../ui/input';
import { Label } from '../../../ui/label';
import { PageFrame } from '../../../ui/page-frame';
import { Spinner } from '../../../ui/spinner';
import { TooltipProvider } from '../../../ui/tooltip';
import { toast } from '../../../ui/use-toast';
import {
  useAcceptInvitation,
  useActivityEvents,
  useActivityHistory,
  useActivityStats,
  useRemoveDemo,
  useSeedActivity,
} from '../api';
import { ActivityList } from '../components/activity-list';
import { CreateWorkspaceDialog } from '../components/create-workspace-dialog';
import { JoinWorkspaceDialog } from '../components/join-workspace-dialog';
import { StatsCard } from '../components/stats-card';
import { RoleBadge, WorkspacePanel } from '../components/workspace-panel';

const num = new Intl.NumberFormat('en-US');

function InviteLinkBanner({ token, onDone }: { token: string; onDone: (workspaceId: string | null) => void }) {
  const accept = useAcceptInvitation();
  const ids = useId();
  // The workspace's access password is asked after the link, as at a join by code (#25).
  const [needsPassword, setNeedsPassword] = useState(false);
  const [password, setPassword] = useState('');
  const [error, setError] = useState<string | null>(null);
  const submit = () =>
    accept.mutate(
      { token, ...(needsPassword ? { password } : {}) },
      {
        onSuccess: (res) => {
          toast({ title: WORKSPACE_MESSAGES.joined(res.workspace.name), variant: 'success' });
          onDone(res.workspace.id);
        },
        onError: (err) => {
          const code = err instanceof ApiError ? err.code : undefined;
          if (code === 'password_required' || code === 'wrong_password') {
            setNeedsPassword(true);
            setError(code === 'wrong_password' ? errorMessage(err, WORKSPACE_MESSAGES.joinFailed) : null);
            return;
          }
          toast({ title: 'Error', description: errorMessage(err, WORKSPACE_MESSAGES.joinFailed), variant: 'destructive' });
          onDone(null);
        },
      },
    );
  return (
    <Card className="flex flex-col gap-3 border-brand/40 bg-brand/10 p-4">
      <form
        className="flex flex-col gap-3 sm:flex-row sm:items-end sm:justify-between"
        onSubmit={(e) => {
          e.preventDefault();
          submit();
        }}
      >
        <div className="space-y-2">
          <p className="flex items-center gap-2 text-sm">
            <Mail className="size-4 text-brand-fg" aria-hidden /> You opened an invitation link to a shared workspace.
          </p>
          {needsPassword && (
            <div className="space-y-1.5">
              <Label htmlFor={`${ids}-password`}>This workspace has a password. Ask the person who invited you for it.</Label>
              <Input
                id={`${ids}-password`}
                type="password"
                value={password}
                onChange={(e) => setPassword(e.target.value)}
                autoComplete="off"
                maxLength={maxLengthOf(AcceptInvitationBodySchema.shape.password)}
                autoFocus
                className="max-w-xs"
              />
            </div>
          )}
          {error && (
            <p role="alert" className="text-sm text-red-200">
              {error}
            </p>
          )}
        </div>
        <div className="flex gap-2">
          <Button type="button" variant="ghost" size="sm" onClick={() => onDone(null)}>
            Not now
          </Button>
          <Button type="submit" size="sm" disabled={accept.isPending || (needsPassword && !password)}>
            <LogIn /> Join workspace
          </Button>
        </div>
      </form>
    </Card>
  );
}

function ActivityDashboard({ user }: { user: PublicUser }) {
  const filterId = useId();
  const [params, setParams] = useSearchParams();
  const inviteToken = params.get('invite');
  const selected = params.get('workspace');
  const [dialog, setDialog] = useState<'create' | 'join' | null>(null);
  const workspaces = useWorkspaces();
  const list = useMemo(() => workspaces.data ?? [], [workspaces.data]);
  // A filter naming a workspace the user is not in (left, removed) falls back to all.
  const filter = selected && list.some((w) => w.id === selected) ? selected : null;
  const history = useActivityHistory(filter);
  const stats = useActivityStats();
  const seed = useSeedActivity();
  const removeDemo = useRemoveDemo();
  useActivityEvents();

  const setFilter = (id: string | null) =>
    setParams(
      (p) => {
        const next = new URLSearchParams(p);
        if (id) next.set('workspace', id);
        else next.delete('workspace');
        return next;
      },
      { replace: true },
    );
  const clearInvite = (joinedId: string | null) =>
    setParams(
      (p) => {
        const next = new URLSearchParams(p);
        next.delete('invite');
        if (joinedId) next.set('workspace', joinedId);
        return next;
      },
      { replace: true },
    );

  useEffect(() => {
    // Not while the list is being re-read: a workspace just created or joined is not in the old one.
    if (selected && workspaces.isSuccess && !workspaces.isFetching && !list.some((w) => w.id === selected)) setFilter(null);
    // eslint-disable-next-line react-hooks/exhaustive-deps -- only when the list or the selection changes
  }, [selected, workspaces.isSuccess, workspaces.isFetching, list]);

  const entries = history.data ?? [];
  const hasDemo = entries.some((e) => e.demo);
  const warnings = list.filter((w) => w.budget.warning);
  const current = list.find((w) => w.id === filter);

  return (
    <PageFrame actions={<AccountActions user={user} current="dashboard" />} className="space-y-6">
      <section className="flex flex-col gap-4 pt-2 lg:flex-row lg:items-end lg:justify-between">
        <div className="min-w-0">
          <div className="mb-2 flex items-center gap-2">
            <Badge tone="brand">Beta</Badge>
            <span className="flex items-center gap-1.5 text-xs text-muted">
              <Radio className="size-3.5 text-green-400" aria-hidden /> Live
            </span>
          </div>
          <h1 className="text-3xl font-bold tracking-tight sm:text-4xl">Activity Dashboard</h1>
          <p className="mt-1 max-w-xl text-muted">AI token usage, your activity history and the workspaces you share with your team.</p>
        </div>
        <div className="grid grid-cols-2 gap-2 sm:flex sm:flex-wrap lg:max-w-[600px] lg:shrink-0 lg:justify-end">
          <Button variant="outline" onClick={() => setDialog('join')}>
            <LogIn /> Join Workspace
          </Button>
          <Button onClick={() => setDialog('create')}>
            <Plus /> Create Workspace
          </Button>
          <Button
            variant="secondary"
            disabled={seed.isPending}
            onClick={() =>
              seed.mutate(filter, {
                onSuccess: (r) =>
                  toast({
                    title: 'Demo data added',
                    description: `${r.created} entries, marked “Demo”, added to ${current ? `“${current.name}”` : 'your own history'}. Remove them with one click.`,
                    variant: 'success',
                  }),
              })
            }
          >
            <Database /> {seed.isPending ? 'Seeding…' : 'Seed Demo Data'}
          </Button>
          {hasDemo && (
            <Button
              variant="ghost"
              disabled={removeDemo.isPending}
              onClick={() => removeDemo.mutate(undefined, { onSuccess: (r) => toast({ title: 'Demo data removed', description: `${r.removed} demo entries removed.` }) })}
            >
              <Trash2 /> Remove demo data
            </Button>
          )}
        </div>
      </section>

      {inviteToken && <InviteLinkBanner token={inviteToken} onDone={clearInvite} />}
      {warnings.map((w) => (
        <div
          key={w.id}
          role="status"
          className={cn(
            'flex items-start gap-3 rounded-xl border px-4 py-3 text-sm',
            w.budget.exceeded ? 'border-danger/40 bg-danger/10 text-red-100' : 'border-warning/40 bg-warning/10 text-yellow-100',
          )}
        >
          <AlertTriangle className="mt-0.5 size-4 shrink-0" aria-hidden />
          <span>
            {w.budget.exceeded
              ? `“${w.name}” has used its monthly AI budget (${num.format(w.budget.usedTokens)} of ${num.format(w.budget.monthlyTokens ?? 0)} tokens). AI calls charged to it are paused until the 1st.`
              : `“${w.name}” has used ${w.budget.percent}% of its monthly AI budget (${num.format(w.budget.usedTokens)} of ${num.format(w.budget.monthlyTokens ?? 0)} tokens).`}
          </span>
        </div>
      ))}

      <div className="grid gap-6 lg:grid-cols-3">
        <Card className="p-5 lg:col-span-2">
          <div className="mb-4 flex flex-col gap-3 sm:flex-row sm:items-center sm:justify-between">
            <div>
              <CardTitle className="flex items-center gap-2 text-base">
                <Inbox className="size-4 text-brand-fg" aria-hidden /> Activity History
              </CardTitle>
              <CardDescription>
                {history.isFetching && !history.isLoading ? 'Updating…' : `${num.format(entries.length)} ${entries.length === 1 ? 'entry' : 'entries'}${current ? ` in ${current.name}` : ''}`}
              </CardDescription>
            </div>
            <div className="flex items-center gap-2">
              <label htmlFor={filterId} className="whitespace-nowrap text-sm text-muted">
                Filter by workspace
              </label>
              <select
                id={filterId}
                value={filter ?? ''}
                onChange={(e) => setFilter(e.target.value || null)}
                className="h-9 min-w-0 max-w-[220px] rounded-lg border border-border bg-surface px-2 text-sm text-fg outline-none focus:border-brand focus:ring-2 focus:ring-brand/30"
              >
                <option value="">All Workspaces</option>
                {list.map((w) => (
                  <option key={w.id} value={w.id}>
                    {w.name}
                  </option>
                ))}
              </select>
            </div>
          </div>
          {history.error ? (
            <p role="alert" className="flex h-[500px] items-center justify-center text-sm text-danger-fg">
              {errorMessage(history.error, 'Could not load the activity history.')}
            </p>
          ) : history.isLoading ? (
            <div className="flex h-[500px] items-center justify-center">
              <Spinner label="Loading activity…" />
            </div>
          ) : (
            <ActivityList entries={entries} meId={user.id} />
          )}
        </Card>

        <div className="space-y-6">
          <StatsCard stats={stats.data} isLoading={stats.isLoading} />
          <Card className="p-5">
            <div className="mb-3 flex items-center justify-between">
              <CardTitle className="flex items-center gap-2 text-base">
                <Users className="size-4 text-brand-fg" aria-hidden /> Workspaces
              </CardTitle>
              <span className="text-xs text-muted">{list.length}</span>
            </div>
            {workspaces.isLoading ? (
              <Spinner label="Loading workspaces…" />
            ) : list.length === 0 ? (
              <div className="rounded-xl border border-dashed border-border p-4 text-center">
                <Sparkles className="mx-auto size-5 text-brand-fg" aria-hidden />
                <p className="mt-2 text-sm font-medium">No shared workspaces yet</p>
                <p className="mt-1 text-xs text-muted">Create one for your team, or join with an invite code.</p>
              </div>
            ) : (
              <ul className="space-y-2" aria-label="Your workspaces">
                {list.map((w) => (
                  <li key={w.id}>
                    <button
                      type="button"
                      onClick={() => setFilter(filter === w.id ? null : w.id)}
                      aria-pressed={filter === w.id}
                      className={cn(
                        'w-full cursor-pointer rounded-xl border px-3 py-2.5 text-left transition',
                        filter === w.id ? 'border-brand/60 bg-brand/10' : 'border-border bg-bg/40 hover:bg-surface-2',
                      )}
                    >
                      <span className="flex items-center justify-between gap-2">
                        <span className="truncate text-sm font-medium">{w.name}</span>
                        <RoleBadge role={w.role} />
                      </span>
                      <span className="mt-1 flex items-center gap-2 text-xs text-muted">
                        <span>
                          {w.memberCount} {w.memberCount === 1 ? 'member' : 'members'}
                        </span>
                        {w.active && (
                          <>
                            <span aria-hidden>·</span>
                            <span className="text-brand-2">AI usage charged here</span>
                          </>
                        )}
                        {w.budget.percent !== null && (
                          <>
                            <span aria-hidden>·</span>
                            <span className={cn(w.budget.warning && 'text-yellow-300')}>{w.budget.percent}% of budget</span>
                          </>
                        )}
                      </span>
                    </button>
                  </li>
                ))}
              </ul>
            )}
          </Card>
        </div>
      </div>

      {filter && <WorkspacePanel key={filter} workspaceId={filter} meId={user.id} />}

      <CreateWorkspaceDialog open={dialog === 'create'} onOpenChange={(o) => setDialog(o ? 'create' : null)} onCreated={(id) => setFilter(id)} />
      <JoinWorkspaceDialog open={dialog === 'join'} onOpenChange={(o) => setDialog(o ? 'join' : null)} onJoined={(id) => setFilter(id)} />
    </PageFrame>
  );
}

/** Spec §2/§6: /beta/activity sends a signed-out visitor to /login. */
export default function Page() {
  return (
    <TooltipProvider>
      <RequireAuth>{(user) => <ActivityDashboard user={user} />}</RequireAuth>
    </TooltipProvider>
  );
}
