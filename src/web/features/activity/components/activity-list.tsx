/**
 * The Activity History list: 500 px high (spec §9), virtualised with
 * @tanstack/react-virtual so thousands of entries scroll as smoothly as ten (only the
 * rows in view, plus a few, are in the DOM). Entries show their type, message, time,
 * workspace, author (when someone else), the metadata the spec names (voice duration,
 * model, file size in KB) and a Demo badge for seeded data.
 */
import { useVirtualizer } from '@tanstack/react-virtual';
import {
  Bot,
  FileText,
  Gavel,
  Inbox,
  MessageSquareText,
  Mic,
  Paperclip,
  Presentation,
  Settings2,
  type LucideIcon,
} from 'lucide-react';
import { useRef } from 'react';
import { ACTIVITY_LIST_HEIGHT_PX, type ActivityHistoryEntry } from '../../../../contract/activity';
import { formatFileSizeKb, formatVoiceDuration } from '../../../../contract/format';
import { cn } from '../../../lib/cn';
import { Badge } from '../../../ui/badge';

const TYPES: Record<string, { icon: LucideIcon; label: string; tint: string }> = {
  voice: { icon: Mic, label: 'Voice', tint: 'text-sky-300 bg-sky-500/10 border-sky-500/25' },
  ai_response: { icon: Bot, label: 'AI response', tint: 'text-violet-300 bg-violet-500/10 border-violet-500/25' },
  decision: { icon: Gavel, label: 'Decision', tint: 'text-amber-300 bg-amber-500/10 border-amber-500/25' },
  file: { icon: Paperclip, label: 'File', tint: 'text-emerald-300 bg-emerald-500/10 border-emerald-500/25' },
  text: { icon: MessageSquareText, label: 'Text', tint: 'text-slate-200 bg-slate-500/10 border-slate-500/25' },
  system: { icon: Settings2, label: 'System', tint: 'text-zinc-300 bg-zinc-500/10 border-zinc-500/25' },
  document: { icon: FileText, label: 'Document', tint: 'text-cyan-300 bg-cyan-500/10 border-cyan-500/25' },
  presentation: { icon: Presentation, label: 'Presentation', tint: 'text-pink-300 bg-pink-500/10 border-pink-500/25' },
};

const relative = new Intl.RelativeTimeFormat('en-US', { numeric: 'auto' });
const absolute = new Intl.DateTimeFormat('en-US', { dateStyle: 'medium', timeStyle: 'short' });

export function timeAgo(iso: string, now = Date.now()): string {
  const s = Math.round((new Date(iso).getTime() - now) / 1000);
  const a = Math.abs(s);
  if (a < 45) return 'just now';
  if (a < 3600) return relative.format(Math.round(s / 60), 'minute');
  if (a < 86_400) return relative.format(Math.round(s / 3600), 'hour');
  if (a < 7 * 86_400) return relative.format(Math.round(s / 86_400), 'day');
  return absolute.format(new Date(iso));
}

function details(e: ActivityHistoryEntry): string | null {
  const m = e.metadata;
  if (e.type === 'voice' && typeof m.duration === 'number') return formatVoiceDuration(m.duration);
  if (e.type === 'ai_response' && typeof m.model === 'string') return m.model;
  if (e.type === 'file' && typeof m.fileSize === 'number') return formatFileSizeKb(m.fileSize);
  return null;
}

function Entry({ entry, meId }: { entry: ActivityHistoryEntry; meId: string }) {
  const t = TYPES[entry.type] ?? TYPES.text!;
  const Icon = t.icon;
  const extra = details(entry);
  return (
    <div className="flex gap-3 px-4 py-3">
      <span className={cn('mt-0.5 flex size-9 shrink-0 items-center justify-center rounded-lg border', t.tint)} aria-hidden>
        <Icon className="size-4" />
      </span>
      <div className="min-w-0 flex-1">
        <p className="break-words text-sm leading-snug text-fg">{entry.message}</p>
        <div className="mt-1 flex flex-wrap items-center gap-x-2 gap-y-1 text-xs text-muted">
          <span className="font-medium text-fg/80">{t.label}</span>
          {extra && (
            <>
              <span aria-hidden>·</span>
              <span className="tabular-nums">{extra}</span>
            </>
          )}
          <span aria-hidden>·</span>
          <time dateTime={entry.createdAt} title={absolute.format(new Date(entry.createdAt))}>
            {timeAgo(entry.createdAt)}
          </time>
          {entry.author.id !== meId && (
            <>
              <span aria-hidden>·</span>
              <span>{entry.author.name}</span>
            </>
          )}
          {entry.workspaceName && <Badge className="px-2 py-0 text-[11px]">{entry.workspaceName}</Badge>}
          {entry.demo && (
            <Badge tone="warning" className="px-2 py-0 text-[11px]">
              Demo
            </Badge>
          )}
        </div>
      </div>
    </div>
  );
}

export function ActivityList({ entries, meId }: { entries: ActivityHistoryEntry[]; meId: string }) {
  const scrollRef = useRef<HTMLDivElement>(null);
  const virtualizer = useVirtualizer({
    count: entries.length,
    getScrollElement: () => scrollRef.current,
    estimateSize: () => 68,
    overscan: 8,
    getItemKey: (i) => entries[i]!.id,
  });

  return (
    <div
      ref={scrollRef}
      className="overflow-y-auto rounded-xl border border-border bg-bg/40"
      style={{ height: ACTIVITY_LIST_HEIGHT_PX }}
      data-testid="activity-list"
      tabIndex={0}
      role="region"
      aria-label="Activity entries"
    >
      {entries.length === 0 ? (
        <div className="flex h-full flex-col items-center justify-center gap-2 px-6 text-center">
          <Inbox className="size-8 text-muted" aria-hidden />
          <p className="font-medium text-fg">No activity yet</p>
          <p className="max-w-sm text-sm text-muted">
            Voice notes, AI answers, decisions and files from Business OS and your workspaces appear here as they happen.
          </p>
        </div>
      ) : (
        <ul className="relative w-full" style={{ height: virtualizer.getTotalSize() }} aria-label="Activity history">
          {virtualizer.getVirtualItems().map((row) => (
            <li
              key={row.key}
              data-index={row.index}
              ref={virtualizer.measureElement}
              className="absolute left-0 top-0 w-full border-b border-border/60"
              style={{ transform: `translateY(${row.start}px)` }}
              data-testid="activity-entry"
              aria-setsize={entries.length}
              aria-posinset={row.index + 1}
            >
              <Entry entry={entries[row.index]!} meId={meId} />
            </li>
          ))}
        </ul>
      )}
    </div>
  );
}
