/**
 * The stakeholders tab: people whose view of the deck matters, with the spec's §3
 * statuses (aligned, reviewing, pending, feedback-given), and the shareholder email
 * rows (§5: at least one row stays; a row is removed only when there are more; blank
 * ones are not used) that ask for feedback by email.
 */
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { Mail, Plus, Trash2, X } from 'lucide-react';
import { useState, type FormEvent } from 'react';
import {
  STAKEHOLDER_STATUSES,
  ShareDeckBodySchema,
  StakeholderBodySchema,
  type CoachState,
  type ShareDeckResponse,
  type Stakeholder,
  type StakeholderStatus,
} from '../../../../contract/julia';
import { errorMessage } from '../../../lib/api-client';
import { checkForm, maxLengthOf } from '../../../lib/form';
import { Button } from '../../../ui/button';
import { Input, Textarea } from '../../../ui/input';
import { addStakeholder, COACH_KEY, removeStakeholder, shareDeck, updateStakeholder } from './api';

const LABEL: Record<StakeholderStatus, string> = { aligned: 'Aligned', reviewing: 'Reviewing', pending: 'Pending', 'feedback-given': 'Feedback given' };
const DOT: Record<StakeholderStatus, string> = { aligned: 'bg-success', reviewing: 'bg-brand-2', pending: 'bg-warning', 'feedback-given': 'bg-brand' };

/** The forms' limits are the contract's. */
const fields = StakeholderBodySchema.shape;
const NOTE_MAX = maxLengthOf(fields.lastInput);
const firstError = (errors: Record<string, string>) => Object.values(errors)[0] ?? null;

function StatusSelect({ id, value, onChange, label }: { id: string; value: StakeholderStatus; onChange: (s: StakeholderStatus) => void; label: string }) {
  return (
    <select id={id} aria-label={label} value={value} onChange={(e) => onChange(e.target.value as StakeholderStatus)} className="h-8 rounded-lg border border-border bg-surface-2 px-2 text-xs">
      {STAKEHOLDER_STATUSES.map((s) => (
        <option key={s} value={s}>
          {LABEL[s]}
        </option>
      ))}
    </select>
  );
}

function StakeholderRow({ s }: { s: Stakeholder }) {
  const qc = useQueryClient();
  const [note, setNote] = useState(s.lastInput);
  const replace = (next: Stakeholder) => qc.setQueryData<CoachState>(COACH_KEY, (st) => (st ? { ...st, stakeholders: st.stakeholders.map((x) => (x.id === next.id ? next : x)) } : st));
  const patch = useMutation({ mutationFn: (p: Parameters<typeof updateStakeholder>[1]) => updateStakeholder(s.id, p), onSuccess: replace });
  const remove = useMutation({
    mutationFn: () => removeStakeholder(s.id),
    onSuccess: () => qc.setQueryData<CoachState>(COACH_KEY, (st) => (st ? { ...st, stakeholders: st.stakeholders.filter((x) => x.id !== s.id) } : st)),
  });
  return (
    <li className="rounded-xl border border-border bg-surface/80 p-4" data-testid="stakeholder">
      <div className="flex flex-wrap items-center gap-2">
        <span className={`size-2.5 rounded-full ${DOT[s.status]}`} aria-hidden />
        <div className="min-w-0 flex-1">
          <p className="truncate font-medium">{s.name}</p>
          <p className="truncate text-xs text-muted">
            {s.role || 'No role'}
            {s.email ? ` · ${s.email}` : ''}
          </p>
        </div>
        <StatusSelect id={`status-${s.id}`} label={`Status of ${s.name}`} value={s.status} onChange={(status) => patch.mutate({ status })} />
        <Button size="icon" variant="ghost" onClick={() => remove.mutate()} aria-label={`Remove ${s.name}`} disabled={remove.isPending}>
          <Trash2 aria-hidden />
        </Button>
      </div>
      <label htmlFor={`note-${s.id}`} className="sr-only">
        Last input from {s.name}
      </label>
      <Textarea
        id={`note-${s.id}`}
        rows={2}
        className="mt-3 text-sm"
        value={note}
        placeholder="Their last input…"
        maxLength={NOTE_MAX}
        onChange={(e) => setNote(e.target.value)}
        onBlur={() => note.trim() !== s.lastInput && patch.mutate({ lastInput: note.trim() })}
      />
      {(patch.isError || remove.isError) && <p className="mt-1 text-xs text-red-300">{errorMessage(patch.error ?? remove.error, 'Could not save. Please try again.')}</p>}
    </li>
  );
}

export function ShareholderEmailRows() {
  const qc = useQueryClient();
  const [rows, setRows] = useState<string[]>(['']);
  const [note, setNote] = useState('');
  const [result, setResult] = useState<ShareDeckResponse | null>(null);
  /** What the contract says is wrong with the rows or the note (the server's own messages), before sending. */
  const [problem, setProblem] = useState<string | null>(null);
  const share = useMutation({
    mutationFn: () => shareDeck(rows, note),
    onSuccess: (r) => {
      setResult(r);
      setRows(['']);
      setNote('');
      qc.setQueryData<CoachState>(COACH_KEY, (st) => (st ? { ...st, stakeholders: r.stakeholders } : st));
    },
  });
  const used = rows.filter((r) => r.trim());
  const emailed = result?.shared.filter((s) => s.emailed).length ?? 0;
  return (
    <form
      className="h-fit rounded-2xl border border-border bg-surface/80 p-5"
      aria-label="Ask shareholders for feedback"
      onSubmit={(e: FormEvent) => {
        e.preventDefault();
        if (!used.length || share.isPending) return;
        const checked = checkForm(ShareDeckBodySchema, { emails: rows, note });
        setProblem(checked.ok ? null : firstError(checked.errors));
        if (checked.ok) share.mutate();
      }}
    >
      <h2 className="font-semibold">Ask shareholders for feedback</h2>
      <p className="mt-1 text-sm text-muted">Each gets your deck’s scores by email and joins the list as pending.</p>
      <ul className="mt-3 grid gap-2">
        {rows.map((value, i) => (
          <li key={i} className="flex gap-2" data-testid="shareholder-row">
            <label htmlFor={`shareholder-${i}`} className="sr-only">
              Shareholder email {i + 1}
            </label>
            <Input
              id={`shareholder-${i}`}
              type="text"
              inputMode="email"
              value={value}
              placeholder="investor@fund.com"
              onChange={(e) => setRows(rows.map((r, j) => (j === i ? e.target.value : r)))}
            />
            {rows.length > 1 && (
              <Button type="button" size="icon" variant="ghost" onClick={() => setRows(rows.filter((_, j) => j !== i))} aria-label={`Remove shareholder email ${i + 1}`}>
                <X aria-hidden />
              </Button>
            )}
          </li>
        ))}
      </ul>
      <Button type="button" size="sm" variant="ghost" className="mt-2" onClick={() => setRows([...rows, ''])}>
        <Plus aria-hidden /> Add email
      </Button>
      <label htmlFor="share-note" className="mt-3 block text-sm font-medium">
        Note <span className="font-normal text-muted">(optional)</span>
      </label>
      <Textarea id="share-note" rows={2} value={note} maxLength={maxLengthOf(ShareDeckBodySchema.shape.note)} onChange={(e) => setNote(e.target.value)} className="mt-1" />
      <Button type="submit" className="mt-3" disabled={!used.length || share.isPending}>
        <Mail aria-hidden />
        {share.isPending ? 'Sending…' : `Request feedback${used.length ? ` (${used.length})` : ''}`}
      </Button>
      {(problem || share.isError) && (
        <p role="alert" className="mt-2 text-sm text-red-300">
          {problem ?? errorMessage(share.error, 'The request could not be sent. Please try again.')}
        </p>
      )}
      {result && (
        <p role="status" className={emailed ? 'mt-2 text-sm text-green-300' : 'mt-2 text-sm text-yellow-200'}>
          {emailed === result.shared.length
            ? `Feedback requested: ${emailed} email${emailed === 1 ? '' : 's'} sent.`
            : result.emailEnabled
              ? `${emailed} of ${result.shared.length} emails sent; the others were refused by the mail server. They are on your list as pending.`
              : `Added ${result.shared.length} shareholder${result.shared.length === 1 ? '' : 's'} as pending. No email was sent: this server has no email set up, so send them your deck yourself.`}
        </p>
      )}
    </form>
  );
}

export function StakeholdersTab({ stakeholders }: { stakeholders: Stakeholder[] }) {
  const qc = useQueryClient();
  const [name, setName] = useState('');
  const [role, setRole] = useState('');
  const [status, setStatus] = useState<StakeholderStatus>('pending');
  const [problem, setProblem] = useState<string | null>(null);
  const add = useMutation({
    mutationFn: () => addStakeholder({ name: name.trim(), role: role.trim(), status }),
    onSuccess: (s) => {
      qc.setQueryData<CoachState>(COACH_KEY, (st) => (st ? { ...st, stakeholders: [...st.stakeholders, s] } : st));
      setName('');
      setRole('');
      setStatus('pending');
    },
  });
  const counts = STAKEHOLDER_STATUSES.map((s) => [s, stakeholders.filter((x) => x.status === s).length] as const);
  return (
    <div className="grid gap-6 lg:grid-cols-[1fr_340px]">
      <div className="grid gap-4">
        <div className="flex flex-wrap gap-2" aria-label="Stakeholders by status">
          {counts.map(([s, n]) => (
            <span key={s} className="inline-flex items-center gap-1.5 rounded-full border border-border bg-surface-2 px-3 py-1 text-xs">
              <span className={`size-2 rounded-full ${DOT[s]}`} aria-hidden />
              {LABEL[s]} <strong className="tabular-nums">{n}</strong>
            </span>
          ))}
        </div>
        <ul className="grid gap-3 md:grid-cols-2" aria-label="Stakeholders">
          {stakeholders.map((s) => (
            <StakeholderRow key={s.id} s={s} />
          ))}
          {stakeholders.length === 0 && <li className="text-sm text-muted">No stakeholders yet.</li>}
        </ul>
        <form
          className="flex flex-wrap items-end gap-2 rounded-2xl border border-border bg-surface/80 p-4"
          aria-label="Add a stakeholder"
          onSubmit={(e) => {
            e.preventDefault();
            if (!name.trim() || add.isPending) return;
            const checked = checkForm(StakeholderBodySchema, { name, role, status });
            setProblem(checked.ok ? null : firstError(checked.errors));
            if (checked.ok) add.mutate();
          }}
        >
          <div className="grid min-w-40 flex-1 gap-1">
            <label htmlFor="sh-name" className="text-xs font-medium">
              Name
            </label>
            <Input id="sh-name" value={name} onChange={(e) => setName(e.target.value)} maxLength={maxLengthOf(fields.name)} required />
          </div>
          <div className="grid min-w-40 flex-1 gap-1">
            <label htmlFor="sh-role" className="text-xs font-medium">
              Role
            </label>
            <Input id="sh-role" value={role} onChange={(e) => setRole(e.target.value)} maxLength={maxLengthOf(fields.role)} placeholder="Lead investor" />
          </div>
          <div className="grid gap-1">
            <label htmlFor="sh-status" className="text-xs font-medium">
              Status
            </label>
            <StatusSelect id="sh-status" label="Status" value={status} onChange={setStatus} />
          </div>
          <Button type="submit" disabled={!name.trim() || add.isPending}>
            <Plus aria-hidden /> Add
          </Button>
          {(problem || add.isError) && <p className="w-full text-sm text-red-300">{problem ?? errorMessage(add.error, 'Could not add. Please try again.')}</p>}
        </form>
      </div>
      <ShareholderEmailRows />
    </div>
  );
}
