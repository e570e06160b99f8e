import { FileText, MessageSquare, Sparkles, X } from 'lucide-react';
import { lazy, Suspense, useState } from 'react';
import type { Insight } from '../../../../../contract/business-os';
import { Spinner } from '../../../../ui/spinner';
import { useInsights } from '../../hooks/use-insights';
import { useController } from '../../hooks/workspace-context';
import { clockTime } from '../../model/conversation';

// React Flow and dagre load only when a mind map is opened.
const MindMapBlock = lazy(() => import('./mind-map-block'));

const SOURCE_LABEL = { question: 'Question', answer: 'Answer', file: 'File' } as const;

function SourcePanel({ insight, onClose }: { insight: Insight; onClose(): void }) {
  const controller = useController();
  return (
    <div
      className="max-h-[45%] shrink-0 overflow-auto border-t border-border bg-surface-2/60 p-3"
      role="region"
      aria-label={`Where “${insight.label}” came from`}
      data-testid="mind-map-source"
    >
      <div className="mb-2 flex items-start gap-2">
        <p className="min-w-0 flex-1 text-[13px] font-semibold text-fg">
          {insight.label}
          {insight.value && <span className="ml-1.5 tabular-nums text-cyan-200">{insight.value}</span>}
          <span className="ml-2 text-[11px] font-normal text-muted">
            {insight.mentions === 1 ? 'mentioned once' : `mentioned ${insight.mentions} times`}
          </span>
        </p>
        <button type="button" aria-label="Close" className="rounded p-1 text-muted hover:bg-surface-2 hover:text-fg" onClick={onClose}>
          <X className="size-3.5" />
        </button>
      </div>
      <ul className="flex flex-col gap-1.5">
        {insight.sources.map((s) => {
          const Icon = s.kind === 'file' ? FileText : s.kind === 'answer' ? Sparkles : MessageSquare;
          const head = (
            <span className="flex items-center gap-1.5 text-[10px] font-medium uppercase tracking-wider text-muted">
              <Icon className="size-3" aria-hidden />
              {SOURCE_LABEL[s.kind]}
              {s.kind === 'file' ? ` · ${s.ref}` : s.at ? ` · ${clockTime(s.at)}` : ''}
            </span>
          );
          return (
            <li key={`${s.kind}:${s.ref}`}>
              {s.kind === 'file' ? (
                <div className="rounded-lg border border-border/60 bg-surface-2/50 px-2.5 py-1.5">
                  {head}
                  <p className="text-[12px] leading-snug text-fg/90">{s.excerpt}</p>
                </div>
              ) : (
                <button
                  type="button"
                  className="w-full rounded-lg border border-border/60 bg-surface-2/50 px-2.5 py-1.5 text-left transition hover:border-brand/60"
                  onClick={() => controller.showInConversation(s.ref)}
                  title="Show in the conversation"
                >
                  {head}
                  <span className="block text-[12px] leading-snug text-fg/90">{s.excerpt}</span>
                </button>
              )}
            </li>
          );
        })}
      </ul>
    </div>
  );
}

/** The Mind Map block: the map (lazy), and where a clicked node came from. */
export function MindMap({ aspect }: { aspect: number }) {
  const insights = useInsights();
  const [selected, setSelected] = useState<string | null>(null);
  const current = selected ? insights.data?.insights.find((i) => i.id === selected) : undefined;
  return (
    // The sources sit below the map (which shrinks and is fitted again), never over its nodes.
    <div className="flex h-full w-full flex-col">
      <div className="relative min-h-0 flex-1">
        <Suspense fallback={<Spinner className="m-4 text-xs" label="Drawing the mind map…" />}>
          <MindMapBlock {...insights} aspect={aspect} selected={current ? selected : null} onSelect={setSelected} />
        </Suspense>
      </div>
      {current && <SourcePanel insight={current} onClose={() => setSelected(null)} />}
    </div>
  );
}
