/**
 * Who is who (#27): under the Social world of your own data, "Is this the same person?"
 * cards (the reason, how sure, both people with their messages and sources) with Merge and
 * Not the same; the merges made without asking (the same phone number) with Undo; a merge
 * by hand (find two people by name); the merged people with Split. Every action offers an
 * Undo in its toast. A merge changes every world at once, so each refetches them all
 * (the worlds' key prefix).
 */
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { ArrowLeftRight, Check, GitMerge, Search, Split, Undo2, X } from 'lucide-react';
import { useEffect, useId, useState } from 'react';
import { worldsApi } from '../../../../contract/endpoints/worlds';
import { SOURCE_LABELS } from '../../../../contract/worlds';
import type { IdentityPerson, IdentitySuggestion } from '../../../../contract/worlds-identity';
import { call } from '../../../lib/api';
import { errorMessage } from '../../../lib/api-client';
import { worldsKey, type WorldSource } from '../../../lib/queries/worlds';
import { Badge } from '../../../ui/badge';
import { Button } from '../../../ui/button';
import { Card } from '../../../ui/card';
import { Input } from '../../../ui/input';
import { Label } from '../../../ui/label';
import { Spinner } from '../../../ui/spinner';
import { dismissToast, toast } from '../../../ui/use-toast';

/** Under the worlds' prefix: an import that finishes (new people) refreshes the inbox too. */
const identityKey = [...worldsKey, 'own', 'identity'] as const;
const NUMBER = new Intl.NumberFormat('en-US');
/** Cards shown before "Show all". */
const FIRST_CARDS = 6;
/** Long enough to reach the toast's Undo. */
const UNDO_MS = 10_000;

type Pair = { aId: string; bId: string };
type Action = 'accept' | 'reject' | 'undo' | 'split' | 'remerge';

const messages = (n: number) => `${NUMBER.format(n)} ${n === 1 ? 'message' : 'messages'}`;
const sources = (p: IdentityPerson) => p.sources.map((s) => SOURCE_LABELS[s]).join(' · ') || 'No chat';

/** The panel; only for your own world (the sample and shared links cannot be changed). */
export function IdentityInbox({ source }: { source: WorldSource }) {
  if (source.kind !== 'own') return null;
  return <Inbox />;
}

function Inbox() {
  const client = useQueryClient();
  const suggestions = useQuery({
    queryKey: [...identityKey, 'suggestions'],
    queryFn: () => call(worldsApi.identitySuggestions),
    staleTime: 30_000,
  });
  const [showAll, setShowAll] = useState(false);

  const act = useMutation({
    mutationFn: async ({ action, pair }: { action: Action; pair: Pair; label: string }) => {
      switch (action) {
        case 'accept':
          return call(worldsApi.acceptIdentity, { body: pair });
        case 'reject':
          return call(worldsApi.rejectIdentity, { body: pair });
        case 'undo':
          return call(worldsApi.undoIdentity, { body: pair });
        case 'split':
          // pair.bId was merged into pair.aId: it gets its own entry back.
          return call(worldsApi.splitPerson, { params: { id: pair.bId } });
        case 'remerge':
          return call(worldsApi.mergePeople, { body: { into: pair.aId, from: pair.bId } });
      }
    },
    onSuccess: (_data, { action, pair, label }) => {
      // A merge or a split changes every world at once.
      void client.invalidateQueries({ queryKey: worldsKey });
      const undo: Action | null = action === 'accept' || action === 'reject' ? 'undo' : action === 'split' ? 'remerge' : null;
      const shown = toast({
        title: label,
        variant: 'success',
        duration: undo ? UNDO_MS : undefined,
        description: undo ? (
          <Button
            type="button"
            size="sm"
            variant="secondary"
            className="mt-2"
            onClick={() => {
              dismissToast(shown.id);
              act.mutate({ action: undo, pair, label: 'Undone' });
            }}
          >
            <Undo2 aria-hidden /> Undo
          </Button>
        ) : undefined,
      });
    },
    onError: (err) => toast({ title: 'Not changed', description: errorMessage(err, 'Could not reach the server.'), variant: 'destructive' }),
  });
  const busy = act.isPending;

  return (
    <Card aria-labelledby="identity-title" className="mt-8 p-0" data-testid="identity-inbox">
      <div className="border-b border-border p-6">
        <div className="flex flex-wrap items-center gap-2">
          <h2 id="identity-title" className="text-xl font-semibold tracking-tight">
            Who is who
          </h2>
          {suggestions.isSuccess && suggestions.data.suggestions.length > 0 && (
            <Badge tone="brand">{NUMBER.format(suggestions.data.suggestions.length)} to check</Badge>
          )}
        </div>
        <p className="mt-1 max-w-2xl text-sm text-muted">
          The same person can appear under several names or numbers across your chats. Merging them makes one person in every world; nothing is
          merged on a name alone without asking you, and every merge can be split again.
        </p>
      </div>

      {suggestions.isPending ? (
        <div className="flex justify-center p-8">
          <Spinner />
        </div>
      ) : suggestions.isError ? (
        <p role="alert" className="p-6 text-sm text-danger-fg">
          {errorMessage(suggestions.error, 'The suggestions could not be loaded.')}
        </p>
      ) : (
        <div className="flex flex-col gap-8 p-6">
          {suggestions.data.automatic.length > 0 && (
            <section aria-labelledby="identity-auto-title">
              <h3 id="identity-auto-title" className="mb-2 text-sm font-semibold tracking-wide text-muted uppercase">
                Merged without asking
              </h3>
              <ul className="flex flex-col gap-2">
                {suggestions.data.automatic.map((s) => (
                  <li key={s.id} className="flex flex-wrap items-center gap-3 rounded-xl border border-border bg-surface-2/60 px-4 py-3 text-sm">
                    <GitMerge className="size-4 shrink-0 text-brand-2" aria-hidden />
                    {/* At least 12rem of text: on a phone the Undo wraps below it. */}
                    <span className="min-w-[12rem] flex-1">
                      <span className="block font-medium">Merged automatically: {lowerFirst(s.reason)}</span>
                      <span className="block text-xs text-muted">
                        {s.people[0].name} and {s.people[1].name} are one person in every world.
                      </span>
                    </span>
                    <Button
                      type="button"
                      size="sm"
                      variant="outline"
                      disabled={busy}
                      onClick={() => act.mutate({ action: 'undo', pair: { aId: s.people[0].id, bId: s.people[1].id }, label: `${s.people[1].name} is separate again` })}
                    >
                      <Undo2 aria-hidden /> Undo
                    </Button>
                  </li>
                ))}
              </ul>
            </section>
          )}

          <section aria-labelledby="identity-suggestions-title">
            <h3 id="identity-suggestions-title" className="mb-3 text-base font-semibold">
              Is this the same person?
            </h3>
            {suggestions.data.suggestions.length === 0 ? (
              <p className="rounded-xl border border-dashed border-border p-6 text-center text-sm text-muted">
                Nothing to check: no two people look alike. You can still merge two people by hand below.
              </p>
            ) : (
              <>
                <ul className="grid gap-4 md:grid-cols-2">
                  {(showAll ? suggestions.data.suggestions : suggestions.data.suggestions.slice(0, FIRST_CARDS)).map((s) => (
                    <SuggestionCard
                      key={s.id}
                      suggestion={s}
                      busy={busy}
                      onMerge={() =>
                        act.mutate({ action: 'accept', pair: { aId: s.people[0].id, bId: s.people[1].id }, label: `Merged ${s.people[1].name} into ${s.people[0].name}` })
                      }
                      onReject={() =>
                        act.mutate({ action: 'reject', pair: { aId: s.people[0].id, bId: s.people[1].id }, label: `${s.people[0].name} and ${s.people[1].name} stay apart` })
                      }
                    />
                  ))}
                </ul>
                {suggestions.data.suggestions.length > FIRST_CARDS && (
                  <Button type="button" variant="link" className="mt-3" onClick={() => setShowAll((v) => !v)}>
                    {showAll ? 'Show fewer' : `Show all ${NUMBER.format(suggestions.data.suggestions.length)}`}
                  </Button>
                )}
              </>
            )}
          </section>

          <div className="grid gap-8 lg:grid-cols-2">
            <ManualMerge busy={busy} onMerge={(a, b) => act.mutate({ action: 'accept', pair: { aId: a.id, bId: b.id }, label: `Merged ${b.name} into ${a.name}` })} />
            <MergedPeople
              busy={busy}
              onSplit={(root, member) => act.mutate({ action: 'split', pair: { aId: root.id, bId: member.id }, label: `${member.name} is separate again` })}
            />
          </div>
        </div>
      )}
    </Card>
  );
}

function lowerFirst(s: string) {
  return s ? s[0]!.toLowerCase() + s.slice(1) : s;
}

function SuggestionCard({ suggestion: s, busy, onMerge, onReject }: { suggestion: IdentitySuggestion; busy: boolean; onMerge: () => void; onReject: () => void }) {
  const percent = Math.round(s.confidence * 100);
  const tone = percent >= 75 ? 'success' : percent >= 50 ? 'warning' : 'neutral';
  return (
    <li className="flex flex-col gap-4 rounded-2xl border border-border bg-surface-2/40 p-4" data-testid="identity-suggestion">
      <div className="flex items-start justify-between gap-3">
        <p className="min-w-0 text-sm">{s.reason}</p>
        <Badge tone={tone} className="shrink-0" title="How sure Mnemo is that these are one person">
          {percent}% sure
        </Badge>
      </div>
      {/* Side by side; stacked on a phone, where two chips would cut their names. */}
      <div className="flex flex-col items-stretch gap-2 sm:grid sm:grid-cols-[minmax(0,1fr)_auto_minmax(0,1fr)] sm:items-center">
        <PersonChip person={s.people[0]} />
        <ArrowLeftRight className="size-4 self-center text-muted max-sm:rotate-90" aria-label="and" />
        <PersonChip person={s.people[1]} />
      </div>
      <div className="flex flex-wrap gap-2">
        <Button type="button" size="sm" disabled={busy} onClick={onMerge}>
          <Check aria-hidden /> Merge
        </Button>
        <Button type="button" size="sm" variant="ghost" disabled={busy} onClick={onReject}>
          <X aria-hidden /> Not the same
        </Button>
      </div>
    </li>
  );
}

function PersonChip({ person }: { person: IdentityPerson }) {
  return (
    <div className="min-w-0 rounded-xl border border-border bg-surface px-3 py-2">
      <p className="truncate font-medium" title={person.name}>
        {person.name}
      </p>
      <p className="text-xs text-muted">
        {messages(person.messageCount)} · {sources(person)}
      </p>
    </div>
  );
}

/** How long typing pauses before the people search asks the server (one request per pause, not per key). */
export const SEARCH_DEBOUNCE_MS = 250;

/** `value`, once it has stayed the same for `ms`. */
function useDebounced<T>(value: T, ms: number): T {
  const [settled, setSettled] = useState(value);
  useEffect(() => {
    const timer = setTimeout(() => setSettled(value), ms);
    return () => clearTimeout(timer);
  }, [value, ms]);
  return settled;
}

/** Find two people by name and merge them (the first picked stays). */
function ManualMerge({ busy, onMerge }: { busy: boolean; onMerge: (a: IdentityPerson, b: IdentityPerson) => void }) {
  const id = useId();
  const [q, setQ] = useState('');
  const deferred = useDebounced(q.trim(), SEARCH_DEBOUNCE_MS);
  const [picked, setPicked] = useState<IdentityPerson[]>([]);
  const found = useQuery({
    queryKey: [...identityKey, 'people', deferred],
    queryFn: () => call(worldsApi.identitySearch, { query: { q: deferred } }),
    enabled: deferred.length > 0,
    staleTime: 30_000,
  });
  const pick = (p: IdentityPerson) =>
    setPicked((prev) => (prev.some((x) => x.id === p.id) ? prev.filter((x) => x.id !== p.id) : [...prev, p].slice(-2)));

  return (
    <section aria-labelledby={`${id}-title`}>
      <h3 id={`${id}-title`} className="mb-1 text-base font-semibold">
        Merge by hand
      </h3>
      <p className="mb-3 text-sm text-muted">Pick two people: the first you pick stays, the second joins them.</p>
      <Label htmlFor={`${id}-q`} className="sr-only">
        Find a person by name
      </Label>
      <div className="relative">
        <Search className="pointer-events-none absolute top-1/2 left-3 size-4 -translate-y-1/2 text-muted" aria-hidden />
        <Input id={`${id}-q`} type="search" value={q} onChange={(e) => setQ(e.target.value)} placeholder="Find a person by name" className="pl-9" maxLength={100} />
      </div>
      {deferred && (
        <ul className="mt-2 flex max-h-56 flex-col gap-1 overflow-y-auto" aria-label="People found">
          {found.isPending ? (
            <li className="p-2">
              <Spinner />
            </li>
          ) : found.isError ? (
            <li role="alert" className="p-2 text-sm text-danger-fg">
              {errorMessage(found.error, 'The search failed.')}
            </li>
          ) : found.data.people.length === 0 ? (
            <li className="p-2 text-sm text-muted">No one by that name.</li>
          ) : (
            found.data.people.map((p) => {
              const on = picked.some((x) => x.id === p.id);
              return (
                <li key={p.id}>
                  <button
                    type="button"
                    aria-pressed={on}
                    onClick={() => pick(p)}
                    className={`flex w-full items-center gap-2 rounded-lg px-3 py-2 text-left text-sm hover:bg-surface-2 ${on ? 'bg-brand/15 ring-1 ring-brand/40' : ''}`}
                  >
                    <span className="min-w-0 flex-1 truncate font-medium">{p.name}</span>
                    <span className="shrink-0 text-xs text-muted">{messages(p.messageCount)}</span>
                  </button>
                </li>
              );
            })
          )}
        </ul>
      )}
      <div className="mt-3 flex flex-wrap items-center gap-2">
        <p className="min-w-0 flex-1 text-sm text-muted" aria-live="polite">
          {picked.length === 0 ? 'No one picked yet.' : picked.map((p) => p.name).join(' ← ')}
        </p>
        <Button
          type="button"
          size="sm"
          disabled={busy || picked.length !== 2}
          onClick={() => {
            onMerge(picked[0]!, picked[1]!);
            setPicked([]);
          }}
        >
          <GitMerge aria-hidden /> Merge these two
        </Button>
      </div>
    </section>
  );
}

/** People others were merged into, each merged name with Split. */
function MergedPeople({ busy, onSplit }: { busy: boolean; onSplit: (root: IdentityPerson, member: { id: string; name: string }) => void }) {
  const merged = useQuery({
    queryKey: [...identityKey, 'people', ''],
    queryFn: () => call(worldsApi.identitySearch, { query: { q: '' } }),
    staleTime: 30_000,
  });
  return (
    <section aria-labelledby="identity-merged-title">
      <h3 id="identity-merged-title" className="mb-1 text-base font-semibold">
        Merged people
      </h3>
      <p className="mb-3 text-sm text-muted">Split gives a name its own person back, in every world.</p>
      {merged.isPending ? (
        <Spinner />
      ) : merged.isError ? (
        <p role="alert" className="text-sm text-danger-fg">
          {errorMessage(merged.error, 'The merged people could not be loaded.')}
        </p>
      ) : merged.data.people.length === 0 ? (
        <p className="rounded-xl border border-dashed border-border p-4 text-sm text-muted">No one is merged yet.</p>
      ) : (
        <ul className="flex flex-col gap-2">
          {merged.data.people.map((p) => (
            <li key={p.id} className="rounded-xl border border-border px-4 py-3">
              <p className="text-sm">
                <strong className="font-medium">{p.name}</strong> <span className="text-xs text-muted">· {messages(p.messageCount)}</span>
              </p>
              <ul className="mt-2 flex flex-wrap gap-2">
                {p.mergedWith.map((m) => (
                  <li key={m.id} className="flex items-center gap-1 rounded-full border border-border bg-surface-2 py-0.5 pr-1 pl-3 text-xs">
                    {m.name}
                    <Button type="button" size="sm" variant="ghost" className="h-6 px-2" disabled={busy} onClick={() => onSplit(p, m)} aria-label={`Split ${m.name} from ${p.name}`}>
                      <Split aria-hidden /> Split
                    </Button>
                  </li>
                ))}
              </ul>
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}
