import { useEffect, useState } from 'react';
import { BUSINESS_OS } from '../../../../../contract/business-os-defaults';
import { useWorkspaceContext } from '../../hooks/workspace-context';
import { formatCost, formatTokens } from '../../model/token-math';
import { Metric } from './metric';

function elapsed(fromIso: string, now: number): string {
  const s = Math.max(0, Math.floor((now - Date.parse(fromIso)) / 1000));
  const h = Math.floor(s / 3600);
  const m = Math.floor((s % 3600) / 60);
  return h > 0 ? `${h}h ${m}m` : `${m}m ${s % 60}s`;
}

/** Live key metrics (spec §2): re-read from the session every 2 s. */
export function KeyMetricsBlock() {
  const { store } = useWorkspaceContext();
  const [now, setNow] = useState(() => Date.now());
  useEffect(() => {
    const id = setInterval(() => setNow(Date.now()), BUSINESS_OS.keyMetricsRefreshMs);
    return () => clearInterval(id);
  }, []);
  const { doc, meta } = store.get();
  const words = doc.transcript ? doc.transcript.split(/\s+/).filter(Boolean).length : 0;
  const questions = doc.messages.filter((m) => m.role === 'user').length;
  return (
    <div className="flex flex-col gap-2 p-3" data-testid="key-metrics">
      <div className="bos-metrics gap-2">
        <Metric label="Session" value={elapsed(meta.createdAt, now)} testId="km-session" />
        <Metric label="Words spoken" value={formatTokens(words)} testId="km-words" />
        <Metric label="Questions" value={questions} testId="km-questions" />
        <Metric label="AI responses" value={doc.stats.aiResponses} testId="km-responses" />
        <Metric label="Files" value={doc.files.length} testId="km-files" />
        <Metric label="Cost" value={formatCost(doc.tokenUsage.cost)} testId="km-cost" />
      </div>
      <p className="flex items-center gap-1.5 text-[10px] text-muted">
        <span className="size-1.5 animate-pulse rounded-full bg-success" aria-hidden />
        Live · updated <time data-testid="km-updated">{new Date(now).toLocaleTimeString('en-US', { hour12: false })}</time>
      </p>
    </div>
  );
}
