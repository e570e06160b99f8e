import { BarChart3, BrainCircuit, Network, X, type LucideIcon } from 'lucide-react';
import { useEffect } from 'react';
import type { MatrixInsightKind, MatrixInsightResponse } from '../../../../contract/matrix';
import { errorMessage } from '../../../lib/api-client';
import { EngineBadge } from '../../../ui/engine-badge';
import { Spinner } from '../../../ui/spinner';
import { useRoomInsight } from './api';

export const INSIGHTS: Record<MatrixInsightKind, { title: string; icon: LucideIcon }> = {
  analyze: { title: 'Analysis', icon: BrainCircuit },
  mindmap: { title: 'Mind map', icon: Network },
  metrics: { title: 'Metrics', icon: BarChart3 },
};

export interface InsightCardSpec {
  id: number;
  kind: MatrixInsightKind;
  roomId: string;
  roomName: string;
}

/** One floating card: asks the server to analyse the room's recent messages through the AI layer. */
function InsightCard({ card, onClose }: { card: InsightCardSpec; onClose: () => void }) {
  const insight = useRoomInsight();
  const { mutate } = insight;
  useEffect(() => {
    mutate({ roomId: card.roomId, kind: card.kind });
  }, [mutate, card.roomId, card.kind]);
  const { title, icon: Icon } = INSIGHTS[card.kind];
  const data: MatrixInsightResponse | undefined = insight.data;
  return (
    <section
      className="w-full rounded-2xl border border-border bg-surface/95 p-4 shadow-2xl backdrop-blur sm:w-80"
      aria-label={`${title} of ${card.roomName}`}
      data-testid={`insight-${card.kind}`}
    >
      <header className="mb-2 flex items-start justify-between gap-2">
        <div className="flex min-w-0 items-center gap-2">
          <Icon className="size-4 shrink-0 text-violet-300" aria-hidden />
          <h2 className="truncate text-sm font-semibold">
            {title} · <span className="font-normal text-muted">{card.roomName}</span>
          </h2>
        </div>
        <button type="button" onClick={onClose} className="rounded-md p-1 text-muted hover:bg-surface-2 hover:text-fg" aria-label={`Close ${title.toLowerCase()}`}>
          <X className="size-4" />
        </button>
      </header>
      {insight.isPending && <Spinner label="Analyzing..." className="text-sm" />}
      {insight.isError && <p className="text-sm text-red-300">{errorMessage(insight.error, 'The analysis failed.')}</p>}
      {data && (
        <div className="space-y-3">
          {card.kind === 'metrics' && (
            <dl className="grid grid-cols-3 gap-2 text-center">
              {[
                ['Messages', String(data.metrics.messages)],
                ['People', String(data.metrics.participants)],
                ['Yours', `${Math.round(data.metrics.ownShare * 100)}%`],
              ].map(([k, v]) => (
                <div key={k} className="rounded-lg bg-surface-2 px-2 py-1.5">
                  <dt className="text-[11px] text-muted">{k}</dt>
                  <dd className="text-base font-semibold">{v}</dd>
                </div>
              ))}
            </dl>
          )}
          {card.kind === 'metrics' && data.metrics.topSenders.length > 0 && (
            <ul className="space-y-1 text-xs">
              {data.metrics.topSenders.map((s) => (
                <li key={s.name} className="flex items-center gap-2">
                  <span className="w-20 truncate text-muted">{s.name}</span>
                  <span className="h-1.5 flex-1 overflow-hidden rounded-full bg-surface-2">
                    <span className="block h-full rounded-full bg-brand" style={{ width: `${(s.count / data.metrics.topSenders[0]!.count) * 100}%` }} />
                  </span>
                  <span className="w-6 text-right tabular-nums">{s.count}</span>
                </li>
              ))}
            </ul>
          )}
          <p className="max-h-56 overflow-y-auto whitespace-pre-line text-sm leading-relaxed text-fg/90">{data.text}</p>
          <EngineBadge label={data.meta.engineLabel} />
        </div>
      )}
    </section>
  );
}

export function InsightCards({ cards, onClose }: { cards: InsightCardSpec[]; onClose: (id: number) => void }) {
  if (!cards.length) return null;
  return (
    <div className="fixed bottom-28 right-4 z-40 flex max-h-[calc(100vh-9rem)] w-[calc(100%-2rem)] flex-col-reverse gap-3 overflow-y-auto sm:w-80">
      {cards.map((c) => (
        <InsightCard key={c.id} card={c} onClose={() => onClose(c.id)} />
      ))}
    </div>
  );
}
