import { Gamepad2, Globe, Hash, Lock, MessageCircle, Send, UserRound, type LucideIcon } from 'lucide-react';
import type { MatrixBridge, MatrixRoom } from '../../../../contract/matrix';
import { cn } from '../../../lib/cn';

export const BRIDGES: Record<MatrixBridge, { label: string; icon: LucideIcon; tint: string }> = {
  whatsapp: { label: 'WhatsApp', icon: MessageCircle, tint: 'text-green-400 bg-green-500/10 border-green-500/25' },
  telegram: { label: 'Telegram', icon: Send, tint: 'text-sky-400 bg-sky-500/10 border-sky-500/25' },
  discord: { label: 'Discord', icon: Gamepad2, tint: 'text-indigo-300 bg-indigo-500/10 border-indigo-500/25' },
};

export function RoomIcon({ room, className }: { room: Pick<MatrixRoom, 'type' | 'bridge'>; className?: string }) {
  const bridge = room.bridge ? BRIDGES[room.bridge] : null;
  const Icon = bridge ? bridge.icon : room.type === 'dm' ? UserRound : Hash;
  return (
    <span
      className={cn(
        'flex size-9 shrink-0 items-center justify-center rounded-xl border',
        bridge ? bridge.tint : room.type === 'dm' ? 'border-amber-500/25 bg-amber-500/10 text-amber-300' : 'border-brand/30 bg-brand/10 text-violet-300',
        className,
      )}
      aria-hidden
    >
      <Icon className="size-4" />
    </span>
  );
}

export function kindLabel(room: Pick<MatrixRoom, 'type' | 'bridge'>): string {
  if (room.bridge) return `${BRIDGES[room.bridge].label} bridge`;
  return room.type === 'dm' ? 'Direct message' : 'Room';
}

const timeFormat = new Intl.DateTimeFormat('en-US', { hour: 'numeric', minute: '2-digit' });
const dayFormat = new Intl.DateTimeFormat('en-US', { month: 'short', day: 'numeric' });

export function shortTime(iso: string | null): string {
  if (!iso) return '';
  const d = new Date(iso);
  return d.toDateString() === new Date().toDateString() ? timeFormat.format(d) : dayFormat.format(d);
}

export function RoomList({ rooms, selected, onSelect }: { rooms: MatrixRoom[]; selected: string | null; onSelect: (id: string) => void }) {
  if (!rooms.length) {
    return <p className="px-4 py-6 text-sm text-muted">No rooms yet. Rooms you join on your homeserver appear here.</p>;
  }
  return (
    <ul className="space-y-1 p-2" aria-label="Rooms">
      {rooms.map((room) => (
        <li key={room.id}>
          <button
            type="button"
            onClick={() => onSelect(room.id)}
            aria-current={room.id === selected ? 'true' : undefined}
            className={cn(
              'flex w-full items-center gap-3 rounded-xl px-3 py-2.5 text-left transition',
              room.id === selected ? 'bg-brand/15 ring-1 ring-brand/40' : 'hover:bg-surface-2',
            )}
          >
            <RoomIcon room={room} />
            <span className="min-w-0 flex-1">
              <span className="flex items-baseline justify-between gap-2">
                <span className="flex min-w-0 items-center gap-1.5">
                  <span className="truncate text-sm font-medium text-fg">{room.name}</span>
                  {room.worldImportId && (
                    <span title="In your world" className="shrink-0 text-brand-2">
                      <Globe className="size-3" aria-hidden />
                      <span className="sr-only">, in your world</span>
                    </span>
                  )}
                  {room.encrypted && (
                    <span title="End-to-end encrypted" className="shrink-0 text-muted">
                      <Lock className="size-3" aria-hidden />
                      <span className="sr-only">, encrypted</span>
                    </span>
                  )}
                  {room.bridge ? (
                    <span className="shrink-0 rounded border border-border px-1 text-[10px] leading-4 text-muted">{BRIDGES[room.bridge].label}</span>
                  ) : (
                    <span className="sr-only">, {kindLabel(room)}</span>
                  )}
                </span>
                <span className="shrink-0 text-[11px] text-muted">{shortTime(room.timestamp)}</span>
              </span>
              <span className="flex items-center justify-between gap-2">
                <span className="truncate text-xs text-muted">{room.lastMessage ?? kindLabel(room)}</span>
                {room.unread > 0 && (
                  <span className="shrink-0 rounded-full bg-brand px-1.5 text-[11px] font-semibold leading-5 text-white" aria-label={`${room.unread} unread`}>
                    {room.unread > 99 ? '99+' : room.unread}
                  </span>
                )}
              </span>
            </span>
          </button>
        </li>
      ))}
    </ul>
  );
}
