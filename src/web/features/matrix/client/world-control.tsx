/**
 * The room header's "Add to my world" (ADR 039): the room's history becomes a worlds
 * import (source Matrix) that the server's sync loop keeps current; the import's status
 * and counts are shown, and "Remove from my world" takes out what it brought in. An
 * encrypted room says plainly that its encrypted messages cannot be read.
 */
import { Globe, Loader2, Lock, X } from 'lucide-react';
import type { MatrixRoom } from '../../../../contract/matrix';
import type { Import } from '../../../../contract/worlds';
import { errorMessage } from '../../../lib/api-client';
import { useImport } from '../../../lib/queries/imports';
import { Button } from '../../../ui/button';
import { useAddRoomToWorld, useRemoveRoomFromWorld } from './api';

const n = (v: number) => v.toLocaleString('en-US');

/** "6 messages · 2 people" (counted rows, not estimated). */
function countsOf(imp: Import): string {
  const { messages, people } = imp.counts;
  return `${n(messages)} ${messages === 1 ? 'message' : 'messages'} · ${n(people)} ${people === 1 ? 'person' : 'people'}`;
}

export function WorldControl({ room }: { room: MatrixRoom }) {
  const add = useAddRoomToWorld();
  const remove = useRemoveRoomFromWorld();
  const imp = useImport(room.worldImportId);
  const busy = add.isPending || remove.isPending;

  if (!room.worldImportId) {
    return (
      <Button variant="outline" size="sm" onClick={() => add.mutate(room.id)} disabled={busy} title="Import this room's messages into your data world and keep adding new ones">
        {add.isPending ? <Loader2 className="animate-spin" aria-hidden /> : <Globe aria-hidden />}
        Add to my world
      </Button>
    );
  }
  const data = imp.data;
  const status =
    !data || data.status === 'queued'
      ? 'Waiting to import…'
      : data.status === 'running'
        ? `Importing… read ${n(data.progress.messages ?? 0)} messages`
        : data.status === 'failed'
          ? (data.error ?? 'The import failed.')
          : `In your world: ${countsOf(data)}${data.notes.length ? ` · ${data.notes.join(' ')}` : ''}`;
  return (
    <div className="flex min-w-0 items-center gap-2">
      <span className="flex min-w-0 items-center gap-1.5 text-xs text-muted" data-testid="world-status" aria-live="polite">
        <Globe className="size-3.5 shrink-0 text-brand-2" aria-hidden />
        <span className="truncate">{status}</span>
      </span>
      <Button variant="ghost" size="sm" onClick={() => remove.mutate(room.id)} disabled={busy} title="Remove this room and what it brought from your world">
        {remove.isPending ? <Loader2 className="animate-spin" aria-hidden /> : <X aria-hidden />}
        Remove from my world
      </Button>
      {(add.isError || remove.isError) && <span className="text-xs text-red-300">{errorMessage(add.error ?? remove.error, 'That did not work.')}</span>}
    </div>
  );
}

export function EncryptedNotice({ room }: { room: MatrixRoom }) {
  if (!room.encrypted) return null;
  return (
    <p className="flex items-start gap-2 border-b border-border bg-amber-500/10 px-4 py-2 text-xs text-amber-200" role="note">
      <Lock className="mt-0.5 size-3.5 shrink-0" aria-hidden />
      This room is end-to-end encrypted. Mnemo has no keys for it, so its encrypted messages cannot be read here or added to your world; only
      messages sent without encryption are.
    </p>
  );
}
