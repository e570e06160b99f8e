import { useWorkspace } from '../../hooks/workspace-context';
import { COUNTING_TEXT, formatCost, formatTokens, formatUsed, tokenCounting, tokenLimitState, usagePercent } from '../../model/token-math';
import { ProgressBar } from '../controls';
import { Metric } from './metric';

/** AI Metrics (a default block): responses and the tokens they used. */
export function AiMetricsBlock() {
  const usage = useWorkspace((s) => s.doc.tokenUsage);
  const responses = useWorkspace((s) => s.doc.stats.aiResponses);
  const pending = useWorkspace((s) => s.ui.pending);
  const avg = responses ? Math.round(usage.used / responses) : 0;
  const estimated = ['estimated', 'mixed'].includes(tokenCounting(usage));
  return (
    <div className="bos-metrics gap-2 p-3" data-testid="ai-metrics">
      <Metric label="AI responses" value={responses} hint={pending ? 'AI is thinking...' : 'this session'} />
      <Metric label="Avg tokens" value={`${estimated ? '≈ ' : ''}${formatTokens(avg)}`} hint={estimated ? 'est. per response' : 'per response'} />
      <Metric label="Input" value={formatTokens(usage.inputTokens)} hint="prompt tokens" />
      <Metric label="Output" value={formatTokens(usage.outputTokens)} hint="completion tokens" />
    </div>
  );
}

const COUNTING_NOTE = {
  provider: 'Counted by the AI provider · $0.00002 per token',
  estimated: 'Estimated · offline answers cost $0',
  mixed: 'Partly estimated · offline answers cost $0',
} as const;

/** Session Metrics (the Metrics button): budget, split and cost. */
export function TokensBlock() {
  const usage = useWorkspace((s) => s.doc.tokenUsage);
  const stats = useWorkspace((s) => s.doc.stats);
  const pct = usagePercent(usage);
  const limit = tokenLimitState(usage);
  const counting = tokenCounting(usage);
  return (
    <div className="flex flex-col gap-3 p-3" data-testid="session-metrics">
      <div>
        <div className="mb-1.5 flex items-baseline justify-between text-xs">
          <span className="text-muted">Token budget</span>
          <span className="tabular-nums text-fg">
            {formatUsed(usage)} / {formatTokens(usage.limit)}
          </span>
        </div>
        <ProgressBar value={pct} tone={limit === 'reached' ? 'danger' : limit === 'near' ? 'warning' : 'brand'} />
        <p className="mt-1 text-[11px] text-muted">
          {limit === 'reached' ? 'Limit reached: no further AI answers in this session' : `${formatTokens(usage.limit - usage.used)} tokens left`}
        </p>
        {counting !== 'none' && (
          <p className="mt-0.5 text-[11px] text-muted" title={COUNTING_TEXT[counting].long} data-testid="token-counting">
            {COUNTING_NOTE[counting]}
          </p>
        )}
      </div>
      <div className="bos-metrics gap-2">
        <Metric label="Cost" value={formatCost(usage.cost)} />
        <Metric label="Input" value={formatTokens(usage.inputTokens)} />
        <Metric label="Output" value={formatTokens(usage.outputTokens)} />
        <Metric label="Events" value={stats.events} />
        <Metric label="Responses" value={stats.aiResponses} />
        <Metric label="Voice" value={`${Math.round(stats.voiceSeconds)}s`} />
      </div>
    </div>
  );
}
