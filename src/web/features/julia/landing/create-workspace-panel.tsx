/**
 * The create-workspace panel (spec §2, §4, §8; issue #15): toggles open/closed and
 * creates a real files workspace. With collaborators it first creates a shared
 * workspace that invites them (an email each when the server sends email, else a link
 * to copy) and links the files workspace to it. The spec's success text is shown only
 * when an email really went out; otherwise the page says what happened.
 */
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { Check, Copy, FolderPlus, Plus, X } from 'lucide-react';
import { useState, type FormEvent } from 'react';
import { EmailSchema } from '../../../../contract/common';
import { CreateFilesWorkspaceFieldsSchema, JULIA_MESSAGES, type FilesWorkspace } from '../../../../contract/julia';
import type { SentInvite } from '../../../../contract/workspaces';
import { checkForm, fieldError, maxLengthOf } from '../../../lib/form';
import { Button } from '../../../ui/button';
import { Input } from '../../../ui/input';
import { createFilesWorkspace, createSharedWorkspace, filesWorkspacesQuery } from './api';

interface Outcome {
  tone: 'success' | 'info' | 'error';
  text: string;
  links?: SentInvite[];
}

function CopyLink({ invite }: { invite: SentInvite }) {
  const [copied, setCopied] = useState(false);
  return (
    <li className="flex items-center gap-2 rounded-lg border border-border bg-surface-2/60 px-3 py-2 text-xs">
      <span className="min-w-0 flex-1">
        <span className="block font-medium text-fg">{invite.email}</span>
        <span className="block truncate text-muted">{invite.link}</span>
      </span>
      <Button
        size="sm"
        variant="outline"
        type="button"
        onClick={() => {
          void navigator.clipboard?.writeText(invite.link).then(() => setCopied(true), () => undefined);
        }}
        aria-label={`${copied ? 'Copied' : 'Copy link'} for ${invite.email}`}
      >
        {copied ? <Check aria-hidden /> : <Copy aria-hidden />}
        {copied ? 'Copied' : 'Copy link'}
      </Button>
    </li>
  );
}

export function CreateWorkspacePanel({ onCreated }: { onCreated: (w: FilesWorkspace) => void }) {
  const [open, setOpen] = useState(false);
  const [name, setName] = useState('');
  const [email, setEmail] = useState('');
  const [emails, setEmails] = useState<string[]>([]);
  const [emailError, setEmailError] = useState<string | null>(null);
  const [outcome, setOutcome] = useState<Outcome | null>(null);
  const qc = useQueryClient();

  const addEmail = () => {
    const value = email.trim().toLowerCase();
    if (!value) return;
    const problem = fieldError(EmailSchema, value);
    if (problem) return setEmailError(problem);
    if (!emails.includes(value)) setEmails([...emails, value]);
    setEmail('');
    setEmailError(null);
  };

  const create = useMutation({
    mutationFn: async () => {
      const trimmed = name.trim();
      if (!emails.length) return { workspace: await createFilesWorkspace({ name: trimmed }), invites: [] as SentInvite[] };
      const shared = await createSharedWorkspace({
        name: trimmed,
        description: 'Julia files workspace: the conversation with Julia and the files it reads.',
        inviteUsers: emails.map((e) => ({ email: e, role: 'member' as const })),
        accessCode: null,
        accessPassword: null,
      });
      const workspace = await createFilesWorkspace({ sharedWorkspaceId: shared.workspace.id, name: trimmed });
      return { workspace, invites: shared.invites };
    },
    onSuccess: ({ workspace, invites }) => {
      void qc.invalidateQueries({ queryKey: filesWorkspacesQuery().queryKey });
      const emailed = invites.filter((i) => i.emailed);
      const notEmailed = invites.filter((i) => !i.emailed);
      if (emailed.length && !notEmailed.length) setOutcome({ tone: 'success', text: JULIA_MESSAGES.workspaceCreated });
      else if (emailed.length) {
        setOutcome({
          tone: 'info',
          text: `${JULIA_MESSAGES.workspaceCreated} Some emails could not be sent: copy those links below.`,
          links: notEmailed,
        });
      } else if (notEmailed.length) {
        setOutcome({
          tone: 'info',
          text: 'Workspace created. This server does not send email, so no invitation went out: copy each collaborator’s link below and send it to them.',
          links: notEmailed,
        });
      } else setOutcome({ tone: 'success', text: `Workspace “${workspace.name}” created.` });
      setName('');
      setEmails([]);
      onCreated(workspace);
    },
    onError: () => setOutcome({ tone: 'error', text: JULIA_MESSAGES.workspaceFailed }),
  });

  const submit = (e: FormEvent) => {
    e.preventDefault();
    if (!name.trim() || create.isPending) return;
    // The server's rules and messages for the name (contract), before anything is created.
    const checked = checkForm(CreateFilesWorkspaceFieldsSchema, { name });
    if (!checked.ok) return setOutcome({ tone: 'error', text: Object.values(checked.errors)[0] ?? JULIA_MESSAGES.workspaceFailed });
    setOutcome(null);
    create.mutate();
  };

  return (
    <div className="rounded-2xl border border-border bg-surface/80 p-5">
      <div className="flex flex-wrap items-center justify-between gap-3">
        <div>
          <h2 className="text-lg font-semibold">Create a workspace</h2>
          <p className="text-sm text-muted">A shared space where Julia reads your files and answers with your team.</p>
        </div>
        <Button variant={open ? 'outline' : 'primary'} onClick={() => setOpen(!open)} aria-expanded={open} aria-controls="julia-create-workspace">
          {open ? <X aria-hidden /> : <FolderPlus aria-hidden />}
          {open ? 'Close' : 'Create Workspace'}
        </Button>
      </div>
      {open && (
        <form id="julia-create-workspace" onSubmit={submit} className="mt-5 grid gap-4" aria-label="Create a workspace">
          <div className="grid gap-1.5">
            <label htmlFor="julia-ws-name" className="text-sm font-medium">
              Workspace name
            </label>
            <Input id="julia-ws-name" required maxLength={maxLengthOf(CreateFilesWorkspaceFieldsSchema.shape.name)} value={name} onChange={(e) => setName(e.target.value)} placeholder="Seed round 2026" />
          </div>
          <div className="grid gap-1.5">
            <label htmlFor="julia-ws-email" className="text-sm font-medium">
              Invite collaborators <span className="font-normal text-muted">(optional)</span>
            </label>
            <div className="flex gap-2">
              <Input
                id="julia-ws-email"
                type="email"
                value={email}
                onChange={(e) => setEmail(e.target.value)}
                onKeyDown={(e) => {
                  if (e.key === 'Enter') {
                    e.preventDefault();
                    addEmail();
                  }
                }}
                placeholder="cofounder@startup.com"
                aria-invalid={emailError ? true : undefined}
                aria-describedby={emailError ? 'julia-ws-email-error' : undefined}
              />
              <Button type="button" variant="secondary" onClick={addEmail} disabled={!email.trim()}>
                <Plus aria-hidden />
                Add
              </Button>
            </div>
            {emailError && (
              <p id="julia-ws-email-error" className="text-xs text-red-300">
                {emailError}
              </p>
            )}
            {emails.length > 0 && (
              <ul className="flex flex-wrap gap-2" aria-label="Invited collaborators">
                {emails.map((e) => (
                  <li key={e} className="inline-flex items-center gap-1 rounded-full border border-border bg-surface-2 py-1 pl-3 pr-1 text-xs">
                    {e}
                    <button
                      type="button"
                      className="grid size-5 cursor-pointer place-items-center rounded-full text-muted hover:bg-bg hover:text-fg"
                      onClick={() => setEmails(emails.filter((x) => x !== e))}
                      aria-label={`Remove ${e}`}
                    >
                      <X className="size-3" aria-hidden />
                    </button>
                  </li>
                ))}
              </ul>
            )}
          </div>
          <div>
            <Button type="submit" disabled={!name.trim() || create.isPending}>
              {create.isPending ? 'Creating…' : 'Create workspace'}
            </Button>
          </div>
        </form>
      )}
      {outcome && (
        <div
          role="status"
          data-testid="julia-workspace-message"
          className={
            outcome.tone === 'error'
              ? 'mt-4 rounded-lg border border-danger/40 bg-danger/10 p-3 text-sm text-red-300'
              : outcome.tone === 'success'
                ? 'mt-4 rounded-lg border border-success/40 bg-success/10 p-3 text-sm text-green-300'
                : 'mt-4 rounded-lg border border-warning/40 bg-warning/10 p-3 text-sm text-yellow-200'
          }
        >
          <p>{outcome.text}</p>
          {outcome.links && outcome.links.length > 0 && (
            <ul className="mt-3 grid gap-2">
              {outcome.links.map((i) => (
                <CopyLink key={i.email} invite={i} />
              ))}
            </ul>
          )}
        </div>
      )}
    </div>
  );
}
