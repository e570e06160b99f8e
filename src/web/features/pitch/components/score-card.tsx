import type { PitchScore } from '../../../../contract/pitch';

/** One of the three scores (the landing page's demo card shows the same three bars). */
export function ScoreCard({ label, score, testId }: { label: string; score: PitchScore; testId: string }) {
  return (
    <section className="flex flex-col rounded-2xl border border-border bg-surface/80 p-5" data-testid={testId} aria-label={`${label} score`}>
      <div className="flex items-baseline justify-between gap-3">
        <h3 className="text-sm font-medium text-muted">{label}</h3>
        <p className="text-2xl font-semibold tabular-nums">
          {score.score.toFixed(1)}
          <span className="text-sm font-normal text-muted"> / 10</span>
        </p>
      </div>
      <div className="mt-3 h-1.5 overflow-hidden rounded-full bg-surface-2" aria-hidden>
        <div className="h-full rounded-full bg-gradient-to-r from-brand to-pink-400" style={{ width: `${score.score * 10}%` }} />
      </div>
      <ul className="mt-4 space-y-1.5 text-sm leading-5 text-muted">
        {score.evidence.map((e) => (
          <li key={e} className="flex gap-2">
            <span aria-hidden className="mt-2 size-1 shrink-0 rounded-full bg-muted" />
            <span>{e}</span>
          </li>
        ))}
      </ul>
    </section>
  );
}
