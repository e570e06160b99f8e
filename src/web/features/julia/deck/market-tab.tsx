/** The market tab: the deck's market section, the figures found in it, and an AI analysis of it. */
import { useMutation } from '@tanstack/react-query';
import { Globe2 } from 'lucide-react';
import type { Deck } from '../../../../contract/julia';
import { errorMessage } from '../../../lib/api-client';
import { Button } from '../../../ui/button';
import { EngineBadge } from '../../../ui/engine-badge';
import { analyzeMarket } from './api';

/** "TAM: $4.2B" → [['TAM', '$4.2B']]: the sizes named in the market section. */
export function marketFigures(text: string): [string, string][] {
  const out: [string, string][] = [];
  for (const key of ['TAM', 'SAM', 'SOM', 'CAGR'] as const) {
    const m = new RegExp(`\\b${key}\\b[^$\\d]{0,20}(\\$?\\s?\\d[\\d.,]*\\s?(?:%|[KMBT]\\b|million|billion|trillion)?)`, 'i').exec(text);
    if (m?.[1]) out.push([key, m[1].trim()]);
  }
  return out;
}

export function MarketTab({ deck }: { deck: Deck }) {
  const market = deck.sections.find((s) => s.name === 'Market');
  const figures = marketFigures(market?.excerpt ?? '');
  const run = useMutation({
    mutationFn: () =>
      analyzeMarket('Assess this startup market slide: is the market large and growing enough for venture returns, and what figure or source is missing?', {
        deck: deck.title,
        market: market?.excerpt ?? '',
        score: market ? `${market.score}/10` : 'missing',
      }),
  });
  return (
    <div className="grid gap-6 lg:grid-cols-[1fr_340px]">
      <div className="rounded-2xl border border-border bg-surface/80 p-5">
        <div className="flex items-center gap-2">
          <Globe2 className="size-5 text-violet-300" aria-hidden />
          <h2 className="text-lg font-semibold">Market</h2>
          {market && <span className="ml-auto text-sm font-semibold tabular-nums">{market.score}/10</span>}
        </div>
        {figures.length > 0 ? (
          <dl className="mt-4 grid grid-cols-2 gap-3 sm:grid-cols-4">
            {figures.map(([k, v]) => (
              <div key={k} className="rounded-xl border border-border bg-surface-2/60 p-3">
                <dt className="text-xs text-muted">{k}</dt>
                <dd className="text-xl font-semibold">{v}</dd>
              </div>
            ))}
          </dl>
        ) : (
          <p className="mt-4 text-sm text-muted">No TAM, SAM, SOM or growth figure found in the deck’s market section.</p>
        )}
        <h3 className="mt-5 text-sm font-semibold">What the deck says</h3>
        <p className="mt-1 whitespace-pre-wrap text-sm text-muted">{market?.excerpt || 'The deck has no market section yet.'}</p>
        {market && (
          <>
            <h3 className="mt-5 text-sm font-semibold">Feedback</h3>
            <p className="mt-1 text-sm text-muted">{market.feedback}</p>
          </>
        )}
      </div>
      <aside className="h-fit rounded-2xl border border-border bg-surface/80 p-5">
        <h2 className="font-semibold">Market analysis</h2>
        <p className="mt-3 text-sm leading-relaxed" aria-live="polite" data-testid="market-analysis">
          {run.isPending ? 'Analyzing...' : run.data ? run.data.analysis : 'Julia reads your market slide and says what an investor will push on.'}
        </p>
        {run.isError && <p className="mt-2 text-sm text-red-300">{errorMessage(run.error, 'Failed to load analysis. Please try again.')}</p>}
        {run.data && <EngineBadge className="mt-3" label={run.data.meta.engineLabel} />}
        <Button className="mt-4" onClick={() => run.mutate()} disabled={run.isPending}>
          Analyze market
        </Button>
      </aside>
    </div>
  );
}
