import { AlertTriangle, Loader2 } from 'lucide-react';
import { useWorkspace } from '../../hooks/workspace-context';
import { EngineBadge } from '../engine-badge';
import { SpeakingBars } from '../speaking-indicator';

export function ThinkingLine() {
  return (
    <p className="flex items-center gap-2 text-[13px] text-violet-300" role="status">
      <Loader2 className="size-3.5 animate-spin" aria-hidden /> AI is thinking...
    </p>
  );
}

export function SummaryBlock() {
  const commentary = useWorkspace((s) => s.doc.commentary);
  const engineLabel = useWorkspace((s) => s.doc.commentaryEngineLabel);
  const pending = useWorkspace((s) => s.ui.pending);
  const preparing = useWorkspace((s) => s.ui.preparing);
  const speaking = useWorkspace((s) => s.ui.speaking);
  return (
    <div className="flex min-h-full flex-col gap-2 p-3" data-testid="commentary">
      {pending > 0 && <ThinkingLine />}
      {commentary ? (
        <>
          <p className="text-[13px] leading-relaxed text-fg/90" data-testid="commentary-text">
            {commentary}
          </p>
          <EngineBadge label={engineLabel} className="self-start" />
        </>
      ) : (
        pending === 0 && (
          <p className="text-[13px] text-muted">{preparing ? 'Setting up your workspace…' : 'AI commentary on what you say, type and upload appears here.'}</p>
        )
      )}
      {speaking && (
        <p className="mt-auto flex items-center gap-2 text-[11px] text-cyan-300" data-testid="speaking">
          <SpeakingBars /> Speaking
        </p>
      )}
    </div>
  );
}

export function AnalysisBlock({ content, engineLabel }: { content: string; engineLabel?: string }) {
  const analyzing = useWorkspace((s) => s.ui.analyzing);
  const error = useWorkspace((s) => s.ui.analysisError);
  return (
    <div className="flex flex-col gap-2 p-3 text-[13px] leading-relaxed" data-testid="analysis">
      {analyzing && (
        <p className="flex items-center gap-2 text-fuchsia-300" role="status">
          <Loader2 className="size-3.5 animate-spin" aria-hidden /> Analyzing the whole workspace…
        </p>
      )}
      {error && !analyzing && (
        <p className="flex items-start gap-2 rounded-md border border-danger/30 bg-danger/10 p-2 text-red-200" role="alert">
          <AlertTriangle className="mt-0.5 size-3.5 shrink-0" aria-hidden /> {error}
        </p>
      )}
      {content ? (
        <>
          <p className="whitespace-pre-wrap text-fg/90">{content}</p>
          <EngineBadge label={engineLabel} className="self-start" />
        </>
      ) : (
        !analyzing && !error && <p className="text-muted">Press Analyze Workspace for commentary over everything in this session.</p>
      )}
    </div>
  );
}
