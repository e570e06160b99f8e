import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import {
  CONTACT_STATUSES,
  CreateInteractionBodySchema,
  INTENT_LEVELS,
  INTERACTION_CHANNELS,
  PIPELINE_STAGE_LABELS,
  WARMTH_LEVELS,
  type Contact,
  type ContactStatus,
} from '../../../../contract/julia-crm';
import { errorMessage } from '../../../lib/api-client';
import { checkForm, maxLengthOf } from '../../../lib/form';
import { Badge } from '../../../ui/badge';
import { Button } from '../../../ui/button';
import { Dialog, DialogContent, DialogDescription, DialogTitle } from '../../../ui/dialog';
import { Input, Textarea } from '../../../ui/input';
import { Label } from '../../../ui/label';
import { toast } from '../../../ui/use-toast';
import { selectClass } from '../shared/julia-section-nav';
import { contactRoundsQuery, interactionsQuery, useDeleteContact, useLogInteraction, useUpdateContact } from './api';
import { SampleBadge } from './sample-bits';

/** The form's length limits are the contract's. */
const interactionFields = CreateInteractionBodySchema.shape;

const todayIso = () => {
  const d = new Date();
  return `${d.getFullYear()}-${String(d.getMonth() + 1).padStart(2, '0')}-${String(d.getDate()).padStart(2, '0')}`;
};

/** A contact opened by click: its §3 fields, its interaction log and its place in each round. */
export function ContactDetailDialog({ contact, onClose }: { contact: Contact | null; onClose: () => void }) {
  return (
    <Dialog open={!!contact} onOpenChange={(open) => !open && onClose()}>
      <DialogContent className="max-w-2xl">{contact && <ContactDetail contact={contact} onClose={onClose} />}</DialogContent>
    </Dialog>
  );
}

function ContactDetail({ contact: c, onClose }: { contact: Contact; onClose: () => void }) {
  const update = useUpdateContact();
  const remove = useDeleteContact();
  const log = useQuery(interactionsQuery(c.id));
  const rounds = useQuery(contactRoundsQuery(c.id));
  return (
    <div className="space-y-5">
      <div>
        <DialogTitle className="flex flex-wrap items-center gap-2">
          {c.name}
          <SampleBadge source={c.source} />
        </DialogTitle>
        <DialogDescription className="text-muted">
          {c.company}
          {c.email && ` · ${c.email}`} · last contact {c.lastContact ?? 'never'}
        </DialogDescription>
      </div>
      <div className="grid grid-cols-2 gap-3 sm:grid-cols-4">
        <Field label="Status">
          <select aria-label="Status" className={selectClass} value={c.status} onChange={(e) => update.mutate({ id: c.id, status: e.target.value as ContactStatus })}>
            {CONTACT_STATUSES.map((s) => (
              <option key={s}>{s}</option>
            ))}
          </select>
        </Field>
        <Field label="Trust (out of 10)">
          <select aria-label="Trust" className={selectClass} value={c.trust} onChange={(e) => update.mutate({ id: c.id, trust: Number(e.target.value) })}>
            {Array.from({ length: 11 }, (_, i) => (
              <option key={i} value={i}>
                {i}/10
              </option>
            ))}
          </select>
        </Field>
        <Field label="Intent">
          <select aria-label="Intent" className={selectClass} value={c.intent} onChange={(e) => update.mutate({ id: c.id, intent: e.target.value as Contact['intent'] })}>
            {INTENT_LEVELS.map((s) => (
              <option key={s}>{s}</option>
            ))}
          </select>
        </Field>
        <Field label="Warmth">
          <select aria-label="Warmth" className={selectClass} value={c.warmth} onChange={(e) => update.mutate({ id: c.id, warmth: e.target.value as Contact['warmth'] })}>
            {WARMTH_LEVELS.map((s) => (
              <option key={s}>{s}</option>
            ))}
          </select>
        </Field>
      </div>

      {rounds.data && rounds.data.items.length > 0 && (
        <section className="space-y-2">
          <h3 className="text-sm font-semibold">Rounds</h3>
          <ul className="flex flex-wrap gap-2">
            {rounds.data.items.map((r) => (
              <li key={r.roundId}>
                <Badge tone={r.stage === 'committed' ? 'success' : r.stage === 'passed' ? 'danger' : 'brand'}>
                  {r.roundName}: {PIPELINE_STAGE_LABELS[r.stage]}
                  {r.passReason ? ` (${r.passReason})` : ''}
                </Badge>
              </li>
            ))}
          </ul>
        </section>
      )}

      <section className="space-y-3">
        <h3 className="text-sm font-semibold">Interaction log</h3>
        <InteractionForm contactId={c.id} />
        {log.data?.items.length ? (
          <ol className="space-y-2" aria-label="Interactions">
            {log.data.items.map((i) => (
              <li key={i.id} className="rounded-lg border border-border bg-surface-2 p-3 text-sm">
                <div className="flex flex-wrap items-center gap-2 text-xs text-muted">
                  <span className="font-medium text-fg">{i.date}</span>
                  <Badge>{i.channel}</Badge>
                  <SampleBadge source={i.source} />
                  {i.reminderDate && <span>Reminder {i.reminderDate}</span>}
                </div>
                <p className="mt-1">{i.summary}</p>
                {i.nextStep && <p className="mt-1 text-xs text-muted">Next step: {i.nextStep}</p>}
              </li>
            ))}
          </ol>
        ) : (
          <p className="text-sm text-muted">{log.isLoading ? 'Loading…' : 'Nothing logged yet.'}</p>
        )}
      </section>

      <div className="flex justify-end">
        <Button
          variant="ghost"
          className="text-red-300"
          onClick={() => {
            if (!window.confirm(`Delete ${c.name} and their interaction log?`)) return;
            remove.mutate(c.id, { onSuccess: onClose });
          }}
        >
          Delete contact
        </Button>
      </div>
    </div>
  );
}

function Field({ label, children }: { label: string; children: React.ReactNode }) {
  return (
    <div className="flex flex-col gap-1 text-xs text-muted">
      <span>{label}</span>
      {children}
    </div>
  );
}

function InteractionForm({ contactId }: { contactId: string }) {
  const [date, setDate] = useState(todayIso);
  const [channel, setChannel] = useState<(typeof INTERACTION_CHANNELS)[number]>('Email');
  const [summary, setSummary] = useState('');
  const [nextStep, setNextStep] = useState('');
  const [reminderDate, setReminderDate] = useState('');
  const [error, setError] = useState('');
  const logIt = useLogInteraction(contactId);
  return (
    <form
      aria-label="Log an interaction"
      className="space-y-2 rounded-lg border border-border p-3"
      onSubmit={(e) => {
        e.preventDefault();
        setError('');
        const body = { date, channel, summary, nextStep, reminderDate: reminderDate || null };
        // The server's rules and messages (contract): a summary, a date, a reminder that is a date.
        const checked = checkForm(CreateInteractionBodySchema, body);
        if (!checked.ok) return setError(Object.values(checked.errors)[0] ?? '');
        logIt.mutate(body, {
          onSuccess: () => {
            setSummary('');
            setNextStep('');
            setReminderDate('');
            toast({ title: 'Interaction logged', variant: 'success' });
          },
          onError: (err) => setError(errorMessage(err, 'Could not log the interaction.')),
        });
      }}
    >
      <div className="grid gap-2 sm:grid-cols-3">
        <div>
          <Label htmlFor="ix-date" className="text-xs">Date</Label>
          <Input id="ix-date" type="date" value={date} max={todayIso()} onChange={(e) => setDate(e.target.value)} required />
        </div>
        <div>
          <Label htmlFor="ix-channel" className="text-xs">Channel</Label>
          <select id="ix-channel" className={`${selectClass} w-full`} value={channel} onChange={(e) => setChannel(e.target.value as typeof channel)}>
            {INTERACTION_CHANNELS.map((ch) => (
              <option key={ch}>{ch}</option>
            ))}
          </select>
        </div>
        <div>
          <Label htmlFor="ix-reminder" className="text-xs">Reminder</Label>
          <Input id="ix-reminder" type="date" value={reminderDate} min={date} onChange={(e) => setReminderDate(e.target.value)} />
        </div>
      </div>
      <div>
        <Label htmlFor="ix-summary" className="text-xs">Summary</Label>
        <Textarea id="ix-summary" rows={2} value={summary} onChange={(e) => setSummary(e.target.value)} placeholder="What happened?" maxLength={maxLengthOf(interactionFields.summary)} />
      </div>
      <div className="flex flex-wrap items-end gap-2">
        <div className="min-w-48 flex-1">
          <Label htmlFor="ix-next" className="text-xs">Next step</Label>
          <Input id="ix-next" value={nextStep} onChange={(e) => setNextStep(e.target.value)} placeholder="e.g. Send the data room" maxLength={maxLengthOf(interactionFields.nextStep)} />
        </div>
        <Button type="submit" disabled={logIt.isPending}>
          {logIt.isPending ? 'Logging…' : 'Log interaction'}
        </Button>
      </div>
      {error && (
        <p role="alert" className="text-sm text-red-300">
          {error}
        </p>
      )}
    </form>
  );
}
