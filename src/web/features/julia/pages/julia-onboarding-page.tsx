/**
 * /julia.ai/onboarding: the deck coach (spec §2, §3, §5, §9; issue #15 part A), signed
 * in. Tabs chat, deck, stakeholders, market; the deck score starts at 7/10 for the
 * sample deck every user is given and is recomputed from the sections of their own.
 */
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { AlertCircle, RotateCcw } from 'lucide-react';
import { useState } from 'react';
import type { CoachState } from '../../../../contract/julia';
import { errorMessage } from '../../../lib/api-client';
import { cn } from '../../../lib/cn';
import { useRequireUser } from '../../../lib/require-auth';
import { Button } from '../../../ui/button';
import { Spinner } from '../../../ui/spinner';
import { Tabs, TabsContent, TabsList, TabsTrigger } from '../../../ui/tabs';
import { COACH_KEY, coachQuery, resetCoach } from '../deck/api';
import { ChatTab } from '../deck/chat-tab';
import { DeckTab } from '../deck/deck-tab';
import { MarketTab } from '../deck/market-tab';
import { StakeholdersTab } from '../deck/stakeholders-tab';
import { JuliaHeader } from '../shared/julia-header';

function ScoreRing({ score }: { score: number }) {
  const r = 26;
  const c = 2 * Math.PI * r;
  const tone = score >= 8 ? 'text-success' : score >= 5 ? 'text-warning' : 'text-danger';
  return (
    <div className="flex items-center gap-3" data-testid="deck-score">
      <svg viewBox="0 0 64 64" className="size-16 -rotate-90" aria-hidden>
        <circle cx="32" cy="32" r={r} fill="none" stroke="currentColor" strokeWidth="6" className="text-surface-2" />
        <circle cx="32" cy="32" r={r} fill="none" stroke="currentColor" strokeWidth="6" strokeLinecap="round" strokeDasharray={`${(score / 10) * c} ${c}`} className={tone} />
      </svg>
      <div>
        <p className="text-xs text-muted">Deck quality score</p>
        <p className="text-2xl font-bold tabular-nums" aria-live="polite">
          {score}/10
        </p>
      </div>
    </div>
  );
}

function Coach() {
  const qc = useQueryClient();
  const state = useQuery(coachQuery());
  const [tab, setTab] = useState('deck');
  const reset = useMutation({ mutationFn: resetCoach, onSuccess: (s) => qc.setQueryData<CoachState>(COACH_KEY, s) });

  if (state.isError) {
    return (
      <div className="mx-auto mt-16 max-w-md rounded-2xl border border-border bg-surface p-6 text-center">
        <AlertCircle className="mx-auto size-8 text-danger-fg" aria-hidden />
        <p className="mt-3 font-semibold">The deck coach could not load</p>
        <p className="mt-1 text-sm text-muted">{errorMessage(state.error, 'Check your connection and try again.')}</p>
        <Button className="mt-4" onClick={() => void state.refetch()}>
          Try Again
        </Button>
      </div>
    );
  }
  if (!state.data) return <Spinner className="mt-16" label="Loading your deck…" />;
  const { deck, stakeholders, messages } = state.data;
  const counts = { complete: 0, 'in-progress': 0, 'needs-work': 0 };
  for (const s of deck.sections) counts[s.status]++;

  return (
    <>
      <section className="flex flex-wrap items-center gap-6 rounded-2xl border border-border bg-surface/80 p-5">
        <ScoreRing score={deck.score} />
        <dl className="flex gap-5 text-sm">
          {(
            [
              ['Complete', counts.complete, 'text-green-300'],
              ['In progress', counts['in-progress'], 'text-yellow-200'],
              ['Needs work', counts['needs-work'], 'text-red-300'],
            ] as const
          ).map(([label, n, c]) => (
            <div key={label}>
              <dt className="text-xs text-muted">{label}</dt>
              <dd className={cn('text-lg font-semibold tabular-nums', c)}>{n}</dd>
            </div>
          ))}
        </dl>
        <div className="ml-auto flex items-center gap-2">
          <span className="hidden text-xs text-muted sm:inline">{deck.source === 'sample' ? 'Sample deck' : deck.title}</span>
          <Button
            size="sm"
            variant="ghost"
            onClick={() => {
              if (window.confirm('Reset to the sample deck and stakeholders? Your deck, stakeholders and chat are removed.')) reset.mutate();
            }}
            disabled={reset.isPending}
          >
            <RotateCcw aria-hidden />
            Reset to sample
          </Button>
        </div>
      </section>
      <Tabs value={tab} onValueChange={setTab} className="mt-6">
        <TabsList aria-label="Deck coach">
          <TabsTrigger value="chat">Chat</TabsTrigger>
          <TabsTrigger value="deck">Deck</TabsTrigger>
          <TabsTrigger value="stakeholders">Stakeholders</TabsTrigger>
          <TabsTrigger value="market">Market</TabsTrigger>
        </TabsList>
        <TabsContent value="chat" className="mt-5">
          <ChatTab messages={messages} />
        </TabsContent>
        <TabsContent value="deck" className="mt-5">
          <DeckTab deck={deck} />
        </TabsContent>
        <TabsContent value="stakeholders" className="mt-5">
          <StakeholdersTab stakeholders={stakeholders} />
        </TabsContent>
        <TabsContent value="market" className="mt-5">
          <MarketTab deck={deck} />
        </TabsContent>
      </Tabs>
    </>
  );
}

export default function JuliaOnboardingPage() {
  const { user } = useRequireUser();
  return (
    <div className="relative min-h-screen overflow-x-clip">
      <div aria-hidden className="pointer-events-none absolute inset-0 -z-10">
        <div className="absolute -left-40 -top-40 size-[520px] rounded-full bg-brand/15 blur-[120px]" />
      </div>
      <JuliaHeader />
      <main className="mx-auto max-w-6xl px-4 pb-20 pt-8 sm:px-6">
        <h1 className="text-3xl font-bold tracking-tight">Deck coach</h1>
        <p className="mt-1 text-muted">Score your pitch deck section by section, fix what investors will ask about, and bring your stakeholders along.</p>
        <div className="mt-6">{user ? <Coach /> : <Spinner label="Checking your session…" />}</div>
      </main>
    </div>
  );
}
