/**
 * "Which of these is you?" (#27): on the hub of your own world while Mnemo is unsure who the
 * owner is (GET /api/worlds/owner `ask`), the people who could be you with their messages;
 * one click answers (PUT /api/worlds/settings {selfPersonId}) and every world is read again,
 * since every relationship figure is computed between you and each person.
 */
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { Check, UserRound } from 'lucide-react';
import { useEffect } from 'react';
import { useLocation } from 'react-router';
import { worldsApi } from '../../../../contract/endpoints/worlds';
import type { OwnerCandidate, WorldOwner } from '../../../../contract/worlds-owner';
import { call } from '../../../lib/api';
import { errorMessage } from '../../../lib/api-client';
import { useWorldOwner, worldsKey } from '../../../lib/queries/worlds';
import { Badge } from '../../../ui/badge';
import { Card } from '../../../ui/card';
import { Spinner } from '../../../ui/spinner';

const NUMBER = new Intl.NumberFormat('en-US');
const count = (n: number, one: string, many = `${one}s`) => `${NUMBER.format(n)} ${n === 1 ? one : many}`;

/** PUT /api/worlds/settings {selfPersonId}; on success every world's queries (people, summary, relationships) are stale. */
export function useSetOwner() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (selfPersonId: string | null) => call(worldsApi.updateSettings, { body: { selfPersonId } }),
    onSuccess: () => client.invalidateQueries({ queryKey: worldsKey }),
  });
}

/** The hub's question; renders nothing once answered or when Mnemo is sure. */
export function OwnerQuestion() {
  const owner = useWorldOwner();
  const set = useSetOwner();
  // The notice after an import links here (#owner): scroll to the question once it shows.
  const { hash } = useLocation();
  const asking = Boolean(owner.data?.ask);
  useEffect(() => {
    if (hash === '#owner' && asking) document.getElementById('owner')?.scrollIntoView({ block: 'start' });
  }, [hash, asking]);
  if (!owner.data?.ask) return null;
  return <OwnerQuestionCard owner={owner.data} pending={set.isPending ? (set.variables ?? null) : undefined} error={set.error} onPick={(id) => set.mutate(id)} />;
}

function OwnerQuestionCard({
  owner,
  pending,
  error,
  onPick,
}: {
  owner: WorldOwner;
  /** The person being saved (undefined: nothing under way). */
  pending: string | null | undefined;
  error: Error | null;
  onPick: (personId: string) => void;
}) {
  const guess = owner.guess;
  return (
    <Card id="owner" aria-labelledby="owner-question-title" className="scroll-mt-24 border-brand/40 bg-gradient-to-br from-brand/10 to-transparent">
      <div className="flex items-start gap-4">
        <span className="hidden size-11 shrink-0 place-items-center rounded-2xl bg-brand/15 text-brand-2 sm:grid" aria-hidden>
          <UserRound className="size-5" />
        </span>
        <div className="min-w-0 flex-1">
          <h2 id="owner-question-title" className="text-xl font-semibold tracking-tight">
            Which of these is you?
          </h2>
          <p className="mt-1 max-w-2xl text-sm text-muted">
            Every relationship figure (messages exchanged, reply times, who starts, busiest hours) is counted between you and each person. Pick
            yourself once; you can change it later in World settings.
          </p>
          {guess && (
            <p className="mt-2 text-sm text-muted">
              Our guess is <span className="font-medium text-fg">{guess.name}</span>, but we are not sure: {lowerFirst(guess.reason)}.
            </p>
          )}
        </div>
      </div>
      <ul className="mt-5 grid gap-3 sm:grid-cols-2 lg:grid-cols-4" aria-label="People who could be you">
        {owner.candidates.map((c) => (
          <li key={c.personId}>
            <CandidateButton candidate={c} guessed={guess?.personId === c.personId} saving={pending === c.personId} disabled={pending !== undefined} onPick={onPick} />
          </li>
        ))}
      </ul>
      {error && (
        <p role="alert" className="mt-3 text-sm text-danger-fg">
          {errorMessage(error, 'Your answer could not be saved. Try again.')}
        </p>
      )}
    </Card>
  );
}

function CandidateButton({
  candidate,
  guessed,
  saving,
  disabled,
  onPick,
}: {
  candidate: OwnerCandidate;
  guessed: boolean;
  saving: boolean;
  disabled: boolean;
  onPick: (personId: string) => void;
}) {
  return (
    <button
      type="button"
      onClick={() => onPick(candidate.personId)}
      disabled={disabled}
      className="group flex h-full w-full cursor-pointer items-center gap-3 rounded-xl border border-border bg-surface p-3 text-left transition hover:border-brand/60 hover:bg-surface-2 focus-visible:outline-2 focus-visible:outline-brand disabled:cursor-default disabled:opacity-60"
    >
      <span className="grid size-10 shrink-0 place-items-center rounded-full bg-gradient-to-br from-brand to-brand-2 text-sm font-semibold text-white" aria-hidden>
        {saving ? <Spinner className="text-white" /> : initialsOf(candidate.name)}
      </span>
      <span className="min-w-0 flex-1">
        {/* The badge wraps below a long name rather than cutting it ("Sam R…" at four columns). */}
        <span className="flex flex-wrap items-center gap-x-2 gap-y-1">
          <span className="max-w-full truncate font-medium text-fg">{candidate.name}</span>
          {guessed && (
            <Badge tone="brand" className="whitespace-nowrap">
              Our guess
            </Badge>
          )}
        </span>
        <span className="block text-xs text-muted">
          {count(candidate.messageCount, 'message')} in all · {count(candidate.chatCount, 'chat')}
        </span>
      </span>
      <Check className="size-4 shrink-0 text-brand-2 opacity-0 transition group-hover:opacity-100" aria-hidden />
      <span className="sr-only">This is me</span>
    </button>
  );
}

export function initialsOf(name: string): string {
  const parts = name.replace(/[^\p{L}\p{N}\s]/gu, ' ').split(/\s+/).filter(Boolean);
  return ((parts[0]?.[0] ?? '') + (parts[1]?.[0] ?? '')).toUpperCase() || '?';
}

/** "Guessed: in 1 of 2 chats" reads "guessed: in 1 of 2 chats" inside a sentence. */
export function lowerFirst(s: string): string {
  return s ? s[0]!.toLowerCase() + s.slice(1) : s;
}
