/**
 * Create Workspace (spec §5, §8): name required (the button is disabled while it is
 * blank after trimming), optional description, invitees (added only when non-empty and
 * not listed yet, role member by default), and an optional access code (upper-cased)
 * with an optional password, sent only when the option is on, else null. On success it
 * shows the invite code, the password if any, and each invitation's link or "email sent".
 */
import { CheckCircle2, KeyRound, Plus, Trash2, UserPlus } from 'lucide-react';
import { useId, useState, type FormEvent } from 'react';
import {
  ACCESS_CODE_MAX_LENGTH,
  CreateWorkspaceBodySchema,
  WORKSPACE_MESSAGES,
  type CreateWorkspaceResponse,
  type InviteRole,
} from '../../../../contract/workspaces';
import { ApiError } from '../../../lib/api-client';
import { checkForm, maxLengthOf } from '../../../lib/form';
import { Button } from '../../../ui/button';
import { Dialog, DialogContent, DialogDescription, DialogTitle } from '../../../ui/dialog';
import { Input, Textarea } from '../../../ui/input';
import { FieldError, Label } from '../../../ui/label';
import { useCreateWorkspace } from '../api';
import { CopyButton } from './copy-button';
import { SentInvites } from './sent-invites';

interface Invitee {
  email: string;
  role: InviteRole;
}

const selectClass =
  'h-10 rounded-lg border border-border bg-surface px-2 text-sm text-fg outline-none focus:border-brand focus:ring-2 focus:ring-brand/30';

export function CreateWorkspaceDialog({ open, onOpenChange, onCreated }: { open: boolean; onOpenChange: (open: boolean) => void; onCreated?: (id: string) => void }) {
  const ids = useId();
  const create = useCreateWorkspace();
  const [name, setName] = useState('');
  const [description, setDescription] = useState('');
  const [email, setEmail] = useState('');
  const [invitees, setInvitees] = useState<Invitee[]>([]);
  const [useCode, setUseCode] = useState(false);
  const [accessCode, setAccessCode] = useState('');
  const [accessPassword, setAccessPassword] = useState('');
  const [created, setCreated] = useState<CreateWorkspaceResponse | null>(null);
  const [error, setError] = useState<string | null>(null);
  const [codeError, setCodeError] = useState<string | null>(null);

  function reset() {
    setName('');
    setDescription('');
    setEmail('');
    setInvitees([]);
    setUseCode(false);
    setAccessCode('');
    setAccessPassword('');
    setCreated(null);
    setError(null);
    setCodeError(null);
    create.reset();
  }

  function addInvitee() {
    const e = email.trim().toLowerCase();
    if (!e || invitees.some((i) => i.email === e)) return;
    setInvitees([...invitees, { email: e, role: 'member' }]);
    setEmail('');
  }

  function submit(e: FormEvent) {
    e.preventDefault();
    // A blank name sends nothing and says nothing, as the disabled button does (spec §8).
    if (!name.trim() || create.isPending) return;
    const body = {
      name: name.trim(),
      description: description.trim(),
      inviteUsers: invitees,
      accessCode: useCode ? accessCode.trim().toUpperCase() || null : null,
      accessPassword: useCode ? accessPassword || null : null,
    };
    // The server's rules (contract), with its messages: a chosen code is letters and digits, 8 to 32 of them.
    const checked = checkForm(CreateWorkspaceBodySchema, body);
    if (!checked.ok) {
      const { accessCode: codeMessage, ...others } = checked.errors;
      setCodeError(codeMessage ?? null);
      const other = Object.values(others)[0];
      setError(other ? `${WORKSPACE_MESSAGES.createFailed} ${other}` : null);
      return;
    }
    setError(null);
    setCodeError(null);
    create.mutate(
      body,
      {
        onSuccess: (res) => {
          setCreated(res);
          onCreated?.(res.workspace.id);
        },
        onError: (err) => {
          const detail = err instanceof ApiError && err.status >= 400 && err.status < 500 ? err.serverMessage : undefined;
          setError(detail ? `${WORKSPACE_MESSAGES.createFailed} ${detail}` : WORKSPACE_MESSAGES.createFailed);
        },
      },
    );
  }

  return (
    <Dialog
      open={open}
      onOpenChange={(o) => {
        onOpenChange(o);
        if (!o) reset();
      }}
    >
      <DialogContent className="max-w-xl">
        {created ? (
          <div className="space-y-5">
            <div className="flex items-start gap-3">
              <CheckCircle2 className="mt-1 size-6 shrink-0 text-green-400" aria-hidden />
              <div>
                <DialogTitle>Workspace created</DialogTitle>
                <DialogDescription>
                  “{created.workspace.name}” is ready. Share the invite code{created.accessPassword ? ' and password' : ''} with your team.
                </DialogDescription>
              </div>
            </div>
            <div role="status" className="grid gap-3 rounded-xl border border-brand/30 bg-brand/10 p-4 sm:grid-cols-2">
              <div>
                <p className="text-xs uppercase tracking-wide text-muted">Invite code</p>
                <div className="mt-1 flex items-center gap-2">
                  <code className="font-mono text-2xl font-semibold tracking-[0.2em] text-fg" data-testid="created-invite-code">
                    {created.inviteCode}
                  </code>
                  <CopyButton text={created.inviteCode} />
                </div>
              </div>
              {created.accessPassword && (
                <div>
                  <p className="text-xs uppercase tracking-wide text-muted">Password</p>
                  <div className="mt-1 flex items-center gap-2">
                    <code className="truncate font-mono text-lg text-fg">{created.accessPassword}</code>
                    <CopyButton text={created.accessPassword} />
                  </div>
                  <p className="mt-1 text-xs text-muted">Shown only now: it is stored hashed.</p>
                </div>
              )}
            </div>
            <SentInvites invites={created.invites} />
            <div className="flex justify-end">
              <Button
                onClick={() => {
                  onOpenChange(false);
                  reset();
                }}
              >
                Done
              </Button>
            </div>
          </div>
        ) : (
          <form onSubmit={submit} className="space-y-5" noValidate>
            <div>
              <DialogTitle>Create Workspace</DialogTitle>
              <DialogDescription>A shared space for your team’s AI activity, usage and budget.</DialogDescription>
            </div>
            <div className="space-y-1.5">
              <Label htmlFor={`${ids}-name`}>Workspace name</Label>
              <Input id={`${ids}-name`} value={name} onChange={(e) => setName(e.target.value)} placeholder="e.g. Launch team" maxLength={maxLengthOf(CreateWorkspaceBodySchema.shape.name)} autoFocus />
            </div>
            <div className="space-y-1.5">
              <Label htmlFor={`${ids}-desc`}>
                Description <span className="font-normal text-muted">(optional)</span>
              </Label>
              <Textarea id={`${ids}-desc`} value={description} onChange={(e) => setDescription(e.target.value)} maxLength={maxLengthOf(CreateWorkspaceBodySchema.shape.description)} rows={2} placeholder="What is this workspace for?" />
            </div>

            <fieldset className="space-y-2">
              <legend className="text-sm font-medium">Invite people</legend>
              <div className="flex gap-2">
                <Input
                  type="email"
                  aria-label="Invitee email"
                  value={email}
                  onChange={(e) => setEmail(e.target.value)}
                  onKeyDown={(e) => {
                    if (e.key === 'Enter') {
                      e.preventDefault();
                      addInvitee();
                    }
                  }}
                  placeholder="teammate@company.com"
                />
                <Button type="button" variant="secondary" onClick={addInvitee} disabled={!email.trim()}>
                  <UserPlus /> Add
                </Button>
              </div>
              {invitees.length > 0 && (
                <ul className="divide-y divide-border rounded-lg border border-border" aria-label="People to invite">
                  {invitees.map((inv) => (
                    <li key={inv.email} className="flex items-center gap-2 px-3 py-2">
                      <span className="min-w-0 flex-1 truncate text-sm">{inv.email}</span>
                      <select
                        aria-label={`Role for ${inv.email}`}
                        className={selectClass}
                        value={inv.role}
                        onChange={(e) => setInvitees(invitees.map((i) => (i.email === inv.email ? { ...i, role: e.target.value as InviteRole } : i)))}
                      >
                        <option value="member">Member</option>
                        <option value="admin">Admin</option>
                      </select>
                      <Button type="button" variant="ghost" size="icon" aria-label={`Remove ${inv.email}`} onClick={() => setInvitees(invitees.filter((i) => i.email !== inv.email))}>
                        <Trash2 />
                      </Button>
                    </li>
                  ))}
                </ul>
              )}
            </fieldset>

            <div className="rounded-xl border border-border bg-bg/50 p-4">
              <div className="flex items-start gap-3">
                <input
                  id={`${ids}-use-code`}
                  type="checkbox"
                  className="mt-1 size-4 cursor-pointer accent-[var(--color-brand)]"
                  checked={useCode}
                  onChange={(e) => setUseCode(e.target.checked)}
                  aria-describedby={`${ids}-use-code-help`}
                />
                <div>
                  <label htmlFor={`${ids}-use-code`} className="flex cursor-pointer items-center gap-1.5 text-sm font-medium">
                    <KeyRound className="size-4 text-brand-fg" aria-hidden /> Set an access code
                  </label>
                  <p id={`${ids}-use-code-help`} className="text-xs text-muted">
                    Choose the code people type to join, and a password if you like. Left empty, a code is generated.
                  </p>
                </div>
              </div>
              {useCode && (
                <div className="mt-3 grid gap-3 sm:grid-cols-2">
                  <div className="space-y-1.5">
                    <Label htmlFor={`${ids}-code`}>Access code</Label>
                    <Input
                      id={`${ids}-code`}
                      value={accessCode}
                      onChange={(e) => {
                        setAccessCode(e.target.value.toUpperCase());
                        setCodeError(null);
                      }}
                      placeholder="Generated if empty"
                      className="font-mono uppercase tracking-widest"
                      maxLength={ACCESS_CODE_MAX_LENGTH}
                      autoComplete="off"
                      aria-invalid={codeError ? true : undefined}
                      aria-describedby={codeError ? `${ids}-code-error` : undefined}
                    />
                    <FieldError id={`${ids}-code-error`}>{codeError ?? undefined}</FieldError>
                  </div>
                  <div className="space-y-1.5">
                    <Label htmlFor={`${ids}-password`}>
                      Password <span className="font-normal text-muted">(optional)</span>
                    </Label>
                    <Input id={`${ids}-password`} type="password" value={accessPassword} onChange={(e) => setAccessPassword(e.target.value)} autoComplete="new-password" maxLength={maxLengthOf(CreateWorkspaceBodySchema.shape.accessPassword)} />
                  </div>
                </div>
              )}
            </div>

            {error && (
              <p role="alert" className="rounded-lg border border-danger/40 bg-danger/10 px-3 py-2 text-sm text-red-200">
                {error}
              </p>
            )}
            <div className="flex justify-end gap-2">
              <Button type="button" variant="ghost" onClick={() => onOpenChange(false)}>
                Cancel
              </Button>
              <Button type="submit" disabled={!name.trim() || create.isPending}>
                <Plus /> {create.isPending ? 'Creating…' : 'Create Workspace'}
              </Button>
            </div>
          </form>
        )}
      </DialogContent>
    </Dialog>
  );
}
