import { AlertTriangle, Loader2 } from 'lucide-react';
import { useInsights } from '../../hooks/use-insights';
import { useWorkspace } from '../../hooks/workspace-context';
import { leadOf } from '../../model/conversation';
import { EngineBadge } from '../../../../ui/engine-badge';
import { SpeakingBars } from '../speaking-indicator';

export function ThinkingLine() {
  return (
    <p className="flex items-center gap-2 text-[13px] text-violet-300" role="status">
      <Loader2 className="size-3.5 animate-spin" aria-hidden /> AI is thinking...
    </p>
  );
}

const listOf = (xs: string[]) => (xs.length <= 1 ? xs.join('') : `${xs.slice(0, -1).join(', ')} and ${xs[xs.length - 1]}`);
const plural = (n: number, one: string, many: string) => `${n} ${n === 1 ? one : many}`;

/** The session so far: what was asked about, the figures said, the decisions open, the latest advice. */
function SessionDigest() {
  const messages = useWorkspace((s) => s.doc.messages);
  const { data, loading } = useInsights();
  const questions = messages.filter((m) => m.role === 'user').length;
  const answered = messages.filter((m) => m.role === 'assistant');
  const latest = answered[answered.length - 1];
  const insights = data?.insights ?? [];
  const of = (kind: string) => insights.filter((i) => i.kind === kind);
  const topics = of('topic').slice(0, 4).map((i) => i.label);
  const metrics = of('metric').filter((i) => i.value).slice(0, 6);
  const decisions = of('decision').slice(0, 3);
  const names = [...of('person'), ...of('company')].slice(0, 5).map((i) => i.label);
  return (
    <div className="flex flex-col gap-2.5" data-testid="session-summary">
      <p className="text-[13px] leading-relaxed text-fg/90" data-testid="summary-headline">
        {plural(questions, 'question', 'questions')}, {plural(answered.length, 'answer', 'answers')}
        {topics.length > 0 ? ` about ${listOf(topics)}` : ''}.
        {names.length > 0 && <span className="text-muted"> With {listOf(names)}.</span>}
      </p>
      {metrics.length > 0 && (
        <ul className="flex flex-wrap gap-1.5" aria-label="Figures said" data-testid="summary-figures">
          {metrics.map((m) => (
            <li key={m.id} className="whitespace-nowrap rounded-md border border-cyan-700/40 bg-cyan-950/40 px-2 py-0.5 text-[12px] tabular-nums text-cyan-100">
              <span className="text-cyan-300/90">{m.label}</span> {m.value}
            </li>
          ))}
        </ul>
      )}
      {decisions.length > 0 && (
        <div>
          <p className="text-[10px] font-semibold uppercase tracking-wider text-muted">Open decisions</p>
          <ul className="mt-1 flex flex-col gap-0.5 text-[13px] text-fg/90" data-testid="summary-decisions">
            {decisions.map((d) => (
              <li key={d.id} className="flex gap-1.5">
                <span className="text-amber-300" aria-hidden>
                  ◆
                </span>
                {d.label}
              </li>
            ))}
          </ul>
        </div>
      )}
      {latest && (
        <div className="rounded-lg border border-border/60 bg-surface-2/50 p-2">
          <p className="text-[10px] font-semibold uppercase tracking-wider text-muted">Latest advice</p>
          <p className="mt-0.5 text-[13px] leading-relaxed text-fg/90" data-testid="summary-latest">
            {leadOf(latest.content)}
          </p>
          <EngineBadge label={latest.engineLabel} className="mt-1" />
        </div>
      )}
      {loading && insights.length === 0 && <p className="text-[11px] text-muted">Reading the session…</p>}
    </div>
  );
}

export function SummaryBlock() {
  const commentary = useWorkspace((s) => s.doc.commentary);
  const engineLabel = useWorkspace((s) => s.doc.commentaryEngineLabel);
  const asked = useWorkspace((s) => s.doc.messages.some((m) => m.role === 'user'));
  const pending = useWorkspace((s) => s.ui.pending);
  const preparing = useWorkspace((s) => s.ui.preparing);
  const speaking = useWorkspace((s) => s.ui.speaking);
  return (
    <div className="flex min-h-full flex-col gap-2 p-3" data-testid="commentary">
      {pending > 0 && <ThinkingLine />}
      {asked ? (
        <SessionDigest />
      ) : commentary ? (
        <>
          <p className="text-[13px] leading-relaxed text-fg/90" data-testid="commentary-text">
            {commentary}
          </p>
          <EngineBadge label={engineLabel} className="self-start" />
        </>
      ) : (
        pending === 0 && (
          <p className="text-[13px] text-muted">{preparing ? 'Setting up your workspace…' : 'A summary of the whole session appears here as you talk, type and upload.'}</p>
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
