import { useQuery } from '@tanstack/react-query';
import { useEffect, useState } from 'react';
import {
  CreateRoundBodySchema,
  PIPELINE_STAGE_LABELS,
  PIPELINE_STAGES,
  SetRoundEntryBodySchema,
  formatUsd,
  type Contact,
  type PipelineStage,
  type RoundEntry,
} from '../../../../contract/julia-crm';
import { checkForm, maxLengthOf } from '../../../lib/form';
import { Button } from '../../../ui/button';
import { Input } from '../../../ui/input';
import { toast } from '../../../ui/use-toast';
import { selectClass } from '../shared/julia-section-nav';
import { roundEntriesQuery, roundsQuery, useCreateRound, useRemoveRoundEntry, useSetRoundEntry } from './api';
import { SampleBadge } from './sample-bits';
import { refused } from './refused';

/** The forms' rules and messages are the contract's: a round needs a name; a pass needs a reason. */
const ROUND_NAME_MAX = maxLengthOf(CreateRoundBodySchema.shape.name);
const PASS_REASON_MAX = maxLengthOf(SetRoundEntryBodySchema.shape.passReason);

/** One pipeline per round (identified → … → committed | passed): each round keeps its own stages. */
export function RoundPipeline({ contacts, onOpen }: { contacts: Contact[]; onOpen: (c: Contact) => void }) {
  const rounds = useQuery(roundsQuery());
  const [roundId, setRoundId] = useState('');
  const [newName, setNewName] = useState('');
  const create = useCreateRound();
  useEffect(() => {
    const first = rounds.data?.items[0];
    if (first && !rounds.data?.items.some((r) => r.id === roundId)) setRoundId(first.id);
  }, [rounds.data, roundId]);
  const round = rounds.data?.items.find((r) => r.id === roundId);

  return (
    <div className="space-y-4">
      <div className="flex flex-wrap items-end gap-3">
        <label className="flex flex-col gap-1 text-xs text-muted">
          Round
          <select aria-label="Round" className={selectClass} value={roundId} onChange={(e) => setRoundId(e.target.value)}>
            {rounds.data?.items.map((r) => (
              <option key={r.id} value={r.id}>
                {r.source === 'sample' ? `${r.name} (sample)` : r.name}
              </option>
            ))}
          </select>
        </label>
        {round && (
          <p className="flex items-center gap-2 pb-2 text-sm text-muted">
            <SampleBadge source={round.source} />
            {round.targetUsd ? `Target ${formatUsd(round.targetUsd)} · ` : ''}
            {round.entries} investors · {round.committed} committed
          </p>
        )}
        <form
          className="ml-auto flex items-end gap-2"
          onSubmit={(e) => {
            e.preventDefault();
            if (!newName.trim() || refused(checkForm(CreateRoundBodySchema, { name: newName }))) return;
            create.mutate(
              { name: newName.trim() },
              {
                onSuccess: (r) => {
                  setNewName('');
                  setRoundId(r.id);
                  toast({ title: `Round “${r.name}” created`, variant: 'success' });
                },
              },
            );
          }}
        >
          <Input aria-label="New round name" placeholder="New round, e.g. Series A 2027" value={newName} onChange={(e) => setNewName(e.target.value)} className="w-64" maxLength={ROUND_NAME_MAX} />
          <Button type="submit" variant="outline" disabled={!newName.trim() || create.isPending}>
            Add round
          </Button>
        </form>
      </div>
      {round && <RoundBoard roundId={round.id} contacts={contacts} onOpen={onOpen} />}
    </div>
  );
}

function RoundBoard({ roundId, contacts, onOpen }: { roundId: string; contacts: Contact[]; onOpen: (c: Contact) => void }) {
  const entries = useQuery(roundEntriesQuery(roundId));
  const set = useSetRoundEntry();
  const [adding, setAdding] = useState('');
  const inRound = new Set(entries.data?.items.map((e) => e.contactId));
  const available = contacts.filter((c) => !inRound.has(c.id));
  const byStage = (s: PipelineStage) => entries.data?.items.filter((e) => e.stage === s) ?? [];
  return (
    <div className="space-y-3">
      <form
        className="flex flex-wrap items-center gap-2"
        onSubmit={(e) => {
          e.preventDefault();
          if (!adding) return;
          set.mutate({ roundId, contactId: adding, stage: 'identified' }, { onSuccess: () => setAdding('') });
        }}
      >
        <select aria-label="Add a contact to this round" className={selectClass} value={adding} onChange={(e) => setAdding(e.target.value)}>
          <option value="">Add a contact to this round…</option>
          {available.map((c) => (
            <option key={c.id} value={c.id}>
              {c.name} · {c.company}
            </option>
          ))}
        </select>
        <Button type="submit" variant="outline" size="sm" disabled={!adding}>
          Add
        </Button>
      </form>
      <div className="grid gap-3 overflow-x-auto pb-2 [grid-template-columns:repeat(7,minmax(190px,1fr))]">
        {PIPELINE_STAGES.map((s) => (
          <section key={s} aria-label={`${PIPELINE_STAGE_LABELS[s]} stage`} className="rounded-xl border border-border bg-surface/70 p-2">
            <h3 className="mb-2 flex items-center justify-between px-1 text-xs font-semibold uppercase tracking-wide text-muted">
              {PIPELINE_STAGE_LABELS[s]}
              <span>{byStage(s).length}</span>
            </h3>
            <ul className="space-y-2">
              {byStage(s).map((e) => (
                <EntryCard key={e.contactId} entry={e} sample={contacts.find((x) => x.id === e.contactId)?.source === 'sample'} onOpen={() => { const c = contacts.find((x) => x.id === e.contactId); if (c) onOpen(c); }} />
              ))}
            </ul>
          </section>
        ))}
      </div>
    </div>
  );
}

function EntryCard({ entry: e, sample, onOpen }: { entry: RoundEntry; sample: boolean; onOpen: () => void }) {
  const set = useSetRoundEntry();
  const remove = useRemoveRoundEntry();
  const [passing, setPassing] = useState(false);
  const [reason, setReason] = useState('');
  return (
    <li className="rounded-lg border border-border bg-surface-2 p-2 text-sm">
      <button type="button" className="block w-full truncate text-left font-medium hover:underline" onClick={onOpen}>
        {e.contactName}
      </button>
      <div className="flex items-center gap-1.5 text-xs text-muted">
        <span className="min-w-0 truncate">{e.company}</span>
        {sample && <SampleBadge source="sample" className="shrink-0 px-1.5 py-0 text-[10px]" />}
      </div>
      {e.passReason && <div className="mt-1 text-xs text-red-300">Passed: {e.passReason}</div>}
      <select
        aria-label={`Stage of ${e.contactName}`}
        className={`${selectClass} mt-2 h-8 w-full text-xs`}
        value={passing ? 'passed' : e.stage}
        onChange={(ev) => {
          const stage = ev.target.value as PipelineStage;
          if (stage === 'passed') return setPassing(true);
          setPassing(false);
          set.mutate({ roundId: e.roundId, contactId: e.contactId, stage });
        }}
      >
        {PIPELINE_STAGES.map((s) => (
          <option key={s} value={s}>
            {PIPELINE_STAGE_LABELS[s]}
          </option>
        ))}
      </select>
      {passing && (
        <form
          className="mt-2 space-y-1"
          onSubmit={(ev) => {
            ev.preventDefault();
            if (refused(checkForm(SetRoundEntryBodySchema, { stage: 'passed', passReason: reason }))) return;
            set.mutate({ roundId: e.roundId, contactId: e.contactId, stage: 'passed', passReason: reason }, { onSuccess: () => setPassing(false) });
          }}
        >
          <Input aria-label="Why they passed" placeholder="Why they passed" value={reason} onChange={(ev) => setReason(ev.target.value)} className="h-8 text-xs" required maxLength={PASS_REASON_MAX} autoFocus />
          <div className="flex gap-1">
            <Button type="submit" size="sm" disabled={!reason.trim()}>Save</Button>
            <Button type="button" size="sm" variant="ghost" onClick={() => setPassing(false)}>Cancel</Button>
          </div>
        </form>
      )}
      <button type="button" className="mt-1 text-xs text-muted hover:text-fg" onClick={() => remove.mutate({ roundId: e.roundId, contactId: e.contactId })}>
        Remove from round
      </button>
    </li>
  );
}
