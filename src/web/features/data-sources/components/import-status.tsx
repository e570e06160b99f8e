import { CheckCircle2, CircleAlert, Loader2 } from 'lucide-react';
import { SOURCE_LABELS, type Import } from '../../../../contract/worlds';
import { Badge } from '../../../ui/badge';
import { ProgressBar } from '../../../ui/progress-bar';

const n = (v: number) => v.toLocaleString('en-US');
const count = (v: number, one: string, many = `${one}s`) => `${n(v)} ${v === 1 ? one : many}`;

export function importPercent(imp: Import): number | null {
  if (imp.status === 'done') return 100;
  if (imp.status === 'queued' || !imp.progress.total) return null;
  return (imp.progress.done / imp.progress.total) * 100;
}

/**
 * The line under a running import's bar, from the server's progress (the same numbers as the
 * bar): what has been read so far by kind ("Read 1,234 messages · 12 photos") and the percent
 * of the file read ("· 37%"). Before the first record (a WhatsApp chat is first surveyed) it
 * says "Reading the file"; a percent above 0 never reads "0%" and never 100% before the end.
 */
export function progressLine(imp: Import): string {
  const p = imp.progress;
  const read = [
    p.messages && count(p.messages, 'message'),
    p.photos && count(p.photos, 'photo'),
    p.places && count(p.places, 'location point'),
  ].filter(Boolean);
  const head = read.length ? `Read ${read.join(' · ')}` : 'Reading the file';
  const pct = importPercent(imp);
  if (pct === null) return head;
  const shown = pct <= 0 ? '0%' : pct < 1 ? '<1%' : pct >= 100 ? '99%' : `${Math.floor(pct)}%`;
  return `${head} · ${shown}`;
}

/** "1,234 messages · 5 people · 2 places" (what the import brought in). */
export function countsLine(imp: Import): string {
  const c = imp.counts;
  const parts = [
    c.messages && count(c.messages, 'message'),
    c.people && count(c.people, 'person', 'people'),
    c.photos && count(c.photos, 'photo'),
    c.places && count(c.places, 'place'),
    c.duplicates && `${n(c.duplicates)} already imported`,
  ].filter(Boolean);
  return parts.length ? parts.join(' · ') : 'Nothing new';
}

export function StatusBadge({ status }: { status: Import['status'] }) {
  if (status === 'done') return <Badge tone="success">Done</Badge>;
  if (status === 'failed') return <Badge tone="danger">Failed</Badge>;
  if (status === 'running') return <Badge tone="brand">Importing</Badge>;
  return <Badge tone="neutral">Queued</Badge>;
}

/** One import as it goes: status, live progress (records read so far), then counts or the error. */
export function ImportStatus({ imp }: { imp: Import }) {
  const pct = importPercent(imp);
  return (
    <div className="grid grid-cols-1 gap-2">
      <div className="flex min-w-0 items-center justify-between gap-3">
        <span className="flex min-w-0 items-center gap-2 text-sm font-medium">
          {imp.status === 'done' ? (
            <CheckCircle2 className="size-4 shrink-0 text-green-400" aria-hidden />
          ) : imp.status === 'failed' ? (
            <CircleAlert className="size-4 shrink-0 text-red-400" aria-hidden />
          ) : (
            <Loader2 className="size-4 shrink-0 animate-spin text-brand-2" aria-hidden />
          )}
          <span className="truncate">{imp.fileName}</span>
        </span>
        <span className="flex shrink-0 items-center gap-2 text-xs text-muted">
          <span className="hidden sm:inline">{SOURCE_LABELS[imp.source]}</span> <StatusBadge status={imp.status} />
        </span>
      </div>
      {imp.status !== 'failed' && <ProgressBar value={pct} label={`Importing ${imp.fileName}`} />}
      <p className="text-xs text-muted" aria-live="polite">
        {imp.status === 'failed'
          ? imp.error
          : imp.status === 'done'
            ? countsLine(imp)
            : imp.status === 'queued'
              ? 'Waiting to start…'
              : progressLine(imp)}
      </p>
      {imp.status === 'done' && imp.notes.length > 0 && (
        <ul className="grid gap-1 text-xs text-muted">
          {imp.notes.map((note) => (
            <li key={note}>Note: {note}</li>
          ))}
        </ul>
      )}
    </div>
  );
}
