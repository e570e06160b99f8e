import { Columns2, FolderOpen, Mic, Trash2, Type } from 'lucide-react';
import type { PitchAttemptSummary } from '../../../../contract/pitch';
import { cn } from '../../../lib/cn';
import { Button } from '../../../ui/button';
import { clock } from '../format';

/** Saved attempts: open one, delete one, or tick two to compare them side by side. */
export function AttemptsPanel({
  attempts,
  signedIn,
  selected,
  onToggle,
  onOpen,
  onDelete,
  onCompare,
}: {
  attempts: PitchAttemptSummary[];
  signedIn: boolean;
  selected: string[];
  onToggle: (id: string) => void;
  onOpen: (id: string) => void;
  onDelete: (id: string) => void;
  onCompare: () => void;
}) {
  return (
    <section className="rounded-2xl border border-border bg-surface/80 p-5" aria-labelledby="attempts-h" data-testid="pitch-attempts">
      <div className="flex flex-wrap items-center justify-between gap-3">
        <div>
          <h2 id="attempts-h" className="text-lg font-semibold">
            Your attempts
          </h2>
          <p className="text-xs text-muted">{signedIn ? 'Saved to your account.' : 'Kept in this browser; they move to your account when you sign in.'}</p>
        </div>
        <Button type="button" variant="secondary" size="sm" disabled={selected.length !== 2} onClick={onCompare}>
          <Columns2 /> Compare {selected.length}/2
        </Button>
      </div>
      {attempts.length === 0 ? (
        <p className="mt-4 text-sm text-muted">No attempts yet. Analyse a pitch and save it to track your progress.</p>
      ) : (
        <ul className="mt-4 divide-y divide-border">
          {attempts.map((a) => {
            const checked = selected.includes(a.id);
            return (
              <li key={a.id} className={cn('flex flex-wrap items-center gap-3 py-2.5', checked && 'bg-brand/5')}>
                <input
                  type="checkbox"
                  className="size-4 accent-[var(--color-brand,#7c3aed)]"
                  checked={checked}
                  onChange={() => onToggle(a.id)}
                  aria-label={`Compare ${a.title}`}
                />
                {a.source === 'text' ? <Type aria-hidden className="size-4 text-muted" /> : <Mic aria-hidden className="size-4 text-muted" />}
                <div className="min-w-0 flex-1">
                  <p className="truncate text-sm font-medium">{a.title}</p>
                  <p className="text-xs tabular-nums text-muted">
                    {new Date(a.createdAt).toLocaleString()} · {clock(a.speakingSec)} · {Math.round(a.wpm)} wpm · {a.fillers} fillers · meter {a.meter}%
                  </p>
                </div>
                <p className="text-xs tabular-nums text-muted" aria-label={`Scores: clarity ${a.scores.clarity}, story ${a.scores.story}, ask ${a.scores.ask}`}>
                  C {a.scores.clarity.toFixed(1)} · S {a.scores.story.toFixed(1)} · A {a.scores.ask.toFixed(1)}
                </p>
                <Button type="button" variant="ghost" size="sm" onClick={() => onOpen(a.id)} aria-label={`Open ${a.title}`}>
                  <FolderOpen /> Open
                </Button>
                <Button type="button" variant="ghost" size="icon" onClick={() => onDelete(a.id)} aria-label={`Delete ${a.title}`}>
                  <Trash2 />
                </Button>
              </li>
            );
          })}
        </ul>
      )}
    </section>
  );
}
