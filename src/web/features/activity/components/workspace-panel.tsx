/**
 * One shared workspace: members and pending invitations (admins invite, remove and
 * cancel; the owner changes roles), usage, and settings (invite code, monthly token
 * budget). What a role may not do is not offered here, and the server refuses it anyway.
 */
import { AlertTriangle, Crown, KeyRound, LogOut, RefreshCw, Shield, Trash2, UserPlus, Users, Wallet, Zap } from 'lucide-react';
import { useId, useState, type FormEvent } from 'react';
import { BudgetBodySchema, InviteBodySchema, type Budget, type InviteRole, type SentInvite, type WorkspaceDetail } from '../../../../contract/workspaces';
import { errorMessage } from '../../../lib/api-client';
import { checkForm } from '../../../lib/form';
import { cn } from '../../../lib/cn';
import { Badge } from '../../../ui/badge';
import { Button } from '../../../ui/button';
import { Card } from '../../../ui/card';
import { Input } from '../../../ui/input';
import { Label } from '../../../ui/label';
import { Spinner } from '../../../ui/spinner';
import { Tabs, TabsContent, TabsList, TabsTrigger } from '../../../ui/tabs';
import {
  useChangeRole,
  useDeleteWorkspace,
  useInvite,
  useRemoveMember,
  useRevokeInvite,
  useRotateCode,
  useSetActiveWorkspace,
  useSetBudget,
  useWorkspace,
} from '../api';
import { ConfirmAction } from './confirm-action';
import { CopyButton } from './copy-button';
import { SentInvites } from './sent-invites';
import { UsagePanel } from './usage-panel';

const num = new Intl.NumberFormat('en-US');
const joinedFmt = new Intl.DateTimeFormat('en-US', { dateStyle: 'medium' });

export function RoleBadge({ role }: { role: string }) {
  if (role === 'owner')
    return (
      <Badge tone="brand">
        <Crown className="size-3" aria-hidden /> Owner
      </Badge>
    );
  if (role === 'admin')
    return (
      <Badge tone="success">
        <Shield className="size-3" aria-hidden /> Admin
      </Badge>
    );
  return <Badge>Member</Badge>;
}

export function BudgetMeter({ budget, compact }: { budget: Budget; compact?: boolean }) {
  if (budget.monthlyTokens === null) {
    return <p className="text-xs text-muted">{num.format(budget.usedTokens)} tokens this month · no budget set</p>;
  }
  const pct = Math.min(100, budget.percent ?? 0);
  return (
    <div className={cn('space-y-1.5', compact && 'space-y-1')}>
      <div className="flex items-center justify-between gap-2 text-xs">
        <span className={cn('text-muted', budget.warning && 'text-yellow-300', budget.exceeded && 'text-red-300')}>
          {num.format(budget.usedTokens)} of {num.format(budget.monthlyTokens)} tokens this month
        </span>
        <span className="font-medium tabular-nums">{budget.percent}%</span>
      </div>
      <div
        className="h-2 overflow-hidden rounded-full bg-surface-2"
        role="progressbar"
        aria-valuemin={0}
        aria-valuemax={100}
        aria-valuenow={pct}
        aria-label="Monthly token budget used"
      >
        <div className={cn('h-full rounded-full bg-brand transition-all', budget.warning && 'bg-warning', budget.exceeded && 'bg-danger')} style={{ width: `${pct}%` }} />
      </div>
    </div>
  );
}

function InviteForm({ workspaceId }: { workspaceId: string }) {
  const ids = useId();
  const invite = useInvite(workspaceId);
  const [email, setEmail] = useState('');
  const [role, setRole] = useState<InviteRole>('member');
  const [sent, setSent] = useState<SentInvite[]>([]);
  const [error, setError] = useState<string | null>(null);
  function submit(e: FormEvent) {
    e.preventDefault();
    if (!email.trim()) return;
    // The address is checked as the server checks it (contract), with its message.
    const checked = checkForm(InviteBodySchema, { invites: [{ email, role }] });
    if (!checked.ok) return setError(Object.values(checked.errors)[0] ?? 'Could not send the invitation.');
    setError(null);
    invite.mutate(checked.data.invites, {
      onSuccess: (res) => {
        setSent(res.invites);
        setEmail('');
        if (!res.invites.length) setError('That person is already a member.');
      },
      onError: (err) => setError(errorMessage(err, 'Could not send the invitation.')),
    });
  }
  return (
    <form onSubmit={submit} className="space-y-3 rounded-xl border border-border bg-bg/40 p-4" noValidate>
      <Label htmlFor={`${ids}-email`} className="flex items-center gap-1.5">
        <UserPlus className="size-4 text-brand-fg" aria-hidden /> Invite by email
      </Label>
      <div className="flex flex-col gap-2 sm:flex-row">
        <Input id={`${ids}-email`} type="email" value={email} onChange={(e) => setEmail(e.target.value)} placeholder="teammate@company.com" />
        <div className="flex gap-2">
          <select
            aria-label="Role"
            value={role}
            onChange={(e) => setRole(e.target.value as InviteRole)}
            className="h-10 rounded-lg border border-border bg-surface px-2 text-sm text-fg outline-none focus:border-brand focus:ring-2 focus:ring-brand/30"
          >
            <option value="member">Member</option>
            <option value="admin">Admin</option>
          </select>
          <Button type="submit" disabled={!email.trim() || invite.isPending}>
            {invite.isPending ? 'Inviting…' : 'Invite'}
          </Button>
        </div>
      </div>
      {error && (
        <p role="alert" className="text-sm text-danger-fg">
          {error}
        </p>
      )}
      <SentInvites invites={sent} />
    </form>
  );
}

function MembersTab({ detail, meId }: { detail: WorkspaceDetail; meId: string }) {
  const id = detail.workspace.id;
  const remove = useRemoveMember(id);
  const changeRole = useChangeRole(id);
  const revoke = useRevokeInvite(id);
  const reinvite = useInvite(id);
  const [relinked, setRelinked] = useState<SentInvite[]>([]);
  const canManage = detail.role !== 'member';
  return (
    <div className="space-y-4">
      <ul className="divide-y divide-border/60 rounded-xl border border-border" aria-label="Members">
        {detail.members.map((m) => {
          const self = m.userId === meId;
          const removable = m.role !== 'owner' && (self || (canManage && (m.role === 'member' || detail.role === 'owner')));
          return (
            <li key={m.userId} className="flex flex-wrap items-center gap-3 px-4 py-3">
              <span className="flex size-9 shrink-0 items-center justify-center rounded-full bg-brand/20 text-sm font-semibold text-violet-200" aria-hidden>
                {m.name.slice(0, 1).toUpperCase()}
              </span>
              <div className="min-w-[9rem] flex-1">
                <p className="truncate text-sm font-medium">
                  {m.name} {self && <span className="text-muted">(you)</span>}
                </p>
                <p className="truncate text-xs text-muted">
                  {m.email} · joined {joinedFmt.format(new Date(m.joinedAt))}
                </p>
              </div>
              {detail.role === 'owner' && m.role !== 'owner' ? (
                <select
                  aria-label={`Role of ${m.name}`}
                  value={m.role}
                  disabled={changeRole.isPending}
                  onChange={(e) => changeRole.mutate({ userId: m.userId, role: e.target.value as InviteRole })}
                  className="h-8 rounded-lg border border-border bg-surface px-2 text-xs text-fg"
                >
                  <option value="member">Member</option>
                  <option value="admin">Admin</option>
                </select>
              ) : (
                <RoleBadge role={m.role} />
              )}
              {removable && (
                <ConfirmAction
                  variant="ghost"
                  size="sm"
                  danger
                  title={self ? `Leave “${detail.workspace.name}”?` : `Remove ${m.name}?`}
                  description={
                    self
                      ? 'You will no longer see its activity or usage, and your AI calls stop being charged to it. You can join again with an invite code.'
                      : `${m.name} will no longer see this workspace, and their AI calls stop being charged to it.`
                  }
                  confirmLabel={self ? 'Leave workspace' : 'Remove member'}
                  disabled={remove.isPending}
                  onConfirm={() => remove.mutate(m.userId)}
                >
                  {self ? <LogOut /> : <Trash2 />} {self ? 'Leave' : 'Remove'}
                </ConfirmAction>
              )}
            </li>
          );
        })}
      </ul>
      {canManage && detail.invites.length > 0 && (
        <div>
          <h3 className="mb-2 text-sm font-medium">Pending invitations</h3>
          <ul className="divide-y divide-border/60 rounded-xl border border-border" aria-label="Pending invitations">
            {detail.invites.map((i) => (
              <li key={i.email} className="flex flex-wrap items-center gap-2 px-4 py-2.5">
                <span className="min-w-0 basis-full truncate text-sm sm:flex-1 sm:basis-auto">{i.email}</span>
                <Badge>{i.role === 'admin' ? 'Admin' : 'Member'}</Badge>
                <span className="text-xs text-muted">{i.emailed ? 'Email sent' : 'Link shared'}</span>
                <Button variant="ghost" size="sm" disabled={reinvite.isPending} onClick={() => reinvite.mutate([{ email: i.email, role: i.role }], { onSuccess: (r) => setRelinked(r.invites) })}>
                  <RefreshCw /> {detail.emailEnabled ? 'Resend' : 'New link'}
                </Button>
                <Button variant="ghost" size="sm" onClick={() => revoke.mutate(i.email)}>
                  Cancel
                </Button>
              </li>
            ))}
          </ul>
          <div className="mt-2">
            <SentInvites invites={relinked} />
          </div>
        </div>
      )}
      {canManage && <InviteForm workspaceId={id} />}
    </div>
  );
}

function SettingsTab({ detail }: { detail: WorkspaceDetail }) {
  const ids = useId();
  const rotate = useRotateCode(detail.workspace.id);
  const remove = useDeleteWorkspace(detail.workspace.id);
  const setBudget = useSetBudget(detail.workspace.id);
  const [value, setValue] = useState(detail.budget.monthlyTokens ? String(detail.budget.monthlyTokens) : '');
  const [error, setError] = useState<string | null>(null);
  function save(e: FormEvent) {
    e.preventDefault();
    setError(null);
    const n = value.trim() === '' ? null : Number(value.replace(/[,\s_]/g, ''));
    if (n !== null && !Number.isFinite(n)) return setError('Enter a number of tokens, or leave it empty for no limit.');
    const checked = checkForm(BudgetBodySchema, { monthlyTokens: n });
    if (!checked.ok) return setError(checked.errors.monthlyTokens ?? 'Could not save the budget.');
    setBudget.mutate(checked.data.monthlyTokens, { onError: (err) => setError(errorMessage(err, 'Could not save the budget.')) });
  }
  return (
    <div className="grid gap-4 md:grid-cols-2">
      <section className="space-y-3 rounded-xl border border-border bg-bg/40 p-4" aria-labelledby={`${ids}-code`}>
        <h3 id={`${ids}-code`} className="flex items-center gap-1.5 text-sm font-medium">
          <KeyRound className="size-4 text-brand-fg" aria-hidden /> Invite code
        </h3>
        <div className="flex flex-wrap items-center gap-2">
          <code className="font-mono text-xl font-semibold tracking-[0.2em]" data-testid="workspace-invite-code">
            {detail.inviteCode}
          </code>
          {detail.inviteCode && <CopyButton text={detail.inviteCode} />}
        </div>
        <p className="text-xs text-muted">
          {detail.hasPassword ? 'Joining also needs the workspace password.' : 'Anyone with the code can join as a member.'} A new code stops the old one from working.
        </p>
        <ConfirmAction
          variant="secondary"
          size="sm"
          disabled={rotate.isPending}
          title="Create a new invite code?"
          description="The current code stops working at once. Members who joined stay members."
          confirmLabel="New code"
          onConfirm={() => rotate.mutate()}
        >
          <RefreshCw /> New code
        </ConfirmAction>
      </section>
      <form onSubmit={save} className="space-y-3 rounded-xl border border-border bg-bg/40 p-4" noValidate>
        <Label htmlFor={`${ids}-budget`} className="flex items-center gap-1.5">
          <Wallet className="size-4 text-brand-fg" aria-hidden /> Monthly token budget
        </Label>
        <div className="flex gap-2">
          <Input id={`${ids}-budget`} inputMode="numeric" value={value} onChange={(e) => setValue(e.target.value)} placeholder="No limit" aria-describedby={`${ids}-budget-help`} />
          <Button type="submit" disabled={setBudget.isPending}>
            Save
          </Button>
        </div>
        <p id={`${ids}-budget-help`} className="text-xs text-muted">
          AI calls charged to this workspace stop with a clear message once the month’s tokens are used; members are warned at 80 %. Resets on the 1st (UTC).
        </p>
        {error && (
          <p role="alert" className="text-sm text-danger-fg">
            {error}
          </p>
        )}
        <BudgetMeter budget={detail.budget} />
      </form>
      {detail.role === 'owner' && (
        <section className="flex flex-col gap-3 rounded-xl border border-danger/40 bg-danger/5 p-4 md:col-span-2 sm:flex-row sm:items-center sm:justify-between" aria-label="Delete workspace">
          <div>
            <h3 className="text-sm font-medium">Delete this workspace</h3>
            <p className="text-xs text-muted">Members, invitations and the budget go. Activity entries and usage stay with the people who made them.</p>
          </div>
          <ConfirmAction
            variant="danger"
            size="sm"
            danger
            disabled={remove.isPending}
            title={`Delete “${detail.workspace.name}”?`}
            description="This cannot be undone. Every member loses access at once."
            confirmLabel="Delete workspace"
            onConfirm={() => remove.mutate()}
          >
            <Trash2 /> Delete workspace
          </ConfirmAction>
        </section>
      )}
    </div>
  );
}

export function WorkspacePanel({ workspaceId, meId }: { workspaceId: string; meId: string }) {
  const { data: detail, error } = useWorkspace(workspaceId);
  const setActive = useSetActiveWorkspace();
  // The choice shows at once, while it is saved and the lists are re-read.
  const [choice, setChoice] = useState<boolean | null>(null);
  if (error) return <Card className="p-5 text-sm text-danger-fg">{errorMessage(error, 'Could not load the workspace.')}</Card>;
  if (!detail)
    return (
      <Card className="p-5">
        <Spinner label="Loading workspace…" />
      </Card>
    );
  const admin = detail.role !== 'member';
  return (
    <Card className="p-0" aria-label={`Workspace ${detail.workspace.name}`}>
      <div className="flex flex-col gap-4 border-b border-border p-5 md:flex-row md:items-start md:justify-between">
        <div className="min-w-0">
          <div className="flex flex-wrap items-center gap-2">
            <h2 className="truncate text-lg font-semibold">{detail.workspace.name}</h2>
            <RoleBadge role={detail.role} />
            <Badge>
              <Users className="size-3" aria-hidden /> {detail.members.length}
            </Badge>
          </div>
          {detail.workspace.description && <p className="mt-1 text-sm text-muted">{detail.workspace.description}</p>}
        </div>
        <div className="w-full space-y-2 md:w-72">
          <label className="flex cursor-pointer items-center justify-between gap-3 rounded-lg border border-border bg-bg/40 px-3 py-2">
            <span className="flex items-center gap-2 text-sm">
              <Zap className="size-4 text-brand-2" aria-hidden /> Charge my AI usage here
            </span>
            <input
              type="checkbox"
              className="size-4 accent-[var(--color-brand)]"
              checked={choice ?? detail.active}
              disabled={setActive.isPending}
              onChange={(e) => {
                setChoice(e.target.checked);
                setActive.mutate(e.target.checked ? workspaceId : null, { onSettled: () => setChoice(null) });
              }}
            />
          </label>
          <BudgetMeter budget={detail.budget} compact />
          {detail.budget.warning && (
            <p className={cn('flex items-center gap-1.5 text-xs', detail.budget.exceeded ? 'text-red-300' : 'text-yellow-300')}>
              <AlertTriangle className="size-3.5" aria-hidden />
              {detail.budget.exceeded ? 'Budget used up: AI calls charged here are paused until the 1st.' : 'Over 80 % of this month’s budget is used.'}
            </p>
          )}
        </div>
      </div>
      <Tabs defaultValue="members" className="p-5">
        <TabsList aria-label="Workspace sections">
          <TabsTrigger value="members">Members</TabsTrigger>
          <TabsTrigger value="usage">Usage</TabsTrigger>
          {admin && <TabsTrigger value="settings">Settings</TabsTrigger>}
        </TabsList>
        <TabsContent value="members" className="mt-4">
          <MembersTab detail={detail} meId={meId} />
        </TabsContent>
        <TabsContent value="usage" className="mt-4">
          <UsagePanel workspaceId={workspaceId} />
        </TabsContent>
        {admin && (
          <TabsContent value="settings" className="mt-4">
            <SettingsTab key={String(detail.budget.monthlyTokens)} detail={detail} />
          </TabsContent>
        )}
      </Tabs>
    </Card>
  );
}
