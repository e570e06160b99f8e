/**
 * What a room is, worked out from the state a sync shows: its name (m.room.name, else
 * the canonical alias, else the other members' names), its kind (a bridge when a bridge
 * bot or puppet is a member or the room carries bridge state; a DM when m.direct says so
 * or it is an unnamed room of two), and which network a bridge connects. Syncs are
 * incremental, so what was seen is kept as `RoomFacts` and updated event by event.
 */
import type { MatrixBridge, MatrixMessage, MatrixRoom } from '../../../contract/matrix';
import type { JoinedRoom, MatrixEvent } from './matrix-api';

export interface RoomFacts {
  name?: string;
  alias?: string;
  heroes?: string[];
  joined?: number;
  invited?: number;
  /** Set when bridge state or a bridge bot/puppet was seen. */
  bridge?: MatrixBridge;
  direct?: boolean;
  /** m.room.encryption was seen: new messages arrive as m.room.encrypted, which we cannot read. */
  encrypted?: boolean;
  /** Display names of members seen (bounded). */
  names: Record<string, string>;
  /** Members currently joined or invited (bounded), for the two-person test and DM names. */
  members: string[];
}

const MAX_NAMES = 200;
const NETWORKS: MatrixBridge[] = ['whatsapp', 'telegram', 'discord'];

export function emptyFacts(): RoomFacts {
  return { names: {}, members: [] };
}

/** `@whatsappbot:server`, `@whatsapp_4915…:server`, `@telegram_123:…`, `@_discord_…`: a bridge's bot or puppet. */
export function bridgeOfUser(userId: string): MatrixBridge | undefined {
  const local = userId.slice(1).split(':')[0]!.toLowerCase().replace(/^_+/, '');
  return NETWORKS.find((n) => local === `${n}bot` || local === n || local.startsWith(`${n}_`) || local.startsWith(`${n}bot_`));
}

function bridgeOfState(ev: MatrixEvent): MatrixBridge | undefined {
  if (ev.type !== 'm.bridge' && ev.type !== 'uk.half-shot.bridge') return undefined;
  const protocol = ev.content.protocol as { id?: unknown; displayname?: unknown } | undefined;
  const candidates = [protocol?.id, protocol?.displayname, (ev.content.bridgebot as string | undefined) ?? ''].map((v) =>
    typeof v === 'string' ? v.toLowerCase() : '',
  );
  return NETWORKS.find((n) => candidates.some((c) => c.includes(n)));
}

function applyState(facts: RoomFacts, ev: MatrixEvent) {
  if (ev.state_key === undefined) return;
  switch (ev.type) {
    case 'm.room.name':
      facts.name = typeof ev.content.name === 'string' && ev.content.name.trim() ? ev.content.name.trim() : undefined;
      break;
    case 'm.room.encryption':
      facts.encrypted = typeof ev.content.algorithm === 'string';
      break;
    case 'm.room.canonical_alias':
      facts.alias = typeof ev.content.alias === 'string' ? ev.content.alias : undefined;
      break;
    case 'm.room.member': {
      const who = ev.state_key;
      const membership = ev.content.membership;
      const inRoom = membership === 'join' || membership === 'invite';
      facts.members = facts.members.filter((m) => m !== who);
      if (inRoom && facts.members.length < MAX_NAMES) facts.members.push(who);
      if (typeof ev.content.displayname === 'string' && ev.content.displayname.trim() && Object.keys(facts.names).length < MAX_NAMES) {
        facts.names[who] = ev.content.displayname.trim();
      }
      if (inRoom) facts.bridge ??= bridgeOfUser(who);
      break;
    }
    default: {
      const b = bridgeOfState(ev);
      if (b) facts.bridge = b;
    }
  }
}

/** Applies one sync's view of a joined room to `facts`; returns the new text messages, oldest first. */
export function applyJoinedRoom(facts: RoomFacts, roomId: string, room: JoinedRoom, ownUserId: string): MatrixMessage[] {
  const s = room.summary;
  if (s?.['m.heroes']) facts.heroes = s['m.heroes'];
  if (s?.['m.joined_member_count'] !== undefined) facts.joined = s['m.joined_member_count'];
  if (s?.['m.invited_member_count'] !== undefined) facts.invited = s['m.invited_member_count'];
  for (const ev of room.state?.events ?? []) applyState(facts, ev);
  const messages: MatrixMessage[] = [];
  for (const ev of room.timeline?.events ?? []) {
    applyState(facts, ev);
    const m = toMessage(ev, roomId, ownUserId, facts.names);
    if (m) messages.push(m);
  }
  return messages;
}

export function displayName(userId: string, names: Record<string, string>): string {
  return names[userId] ?? userId.slice(1).split(':')[0]!;
}

/** A timeline event as a message of the page, or null when it is not one people read. */
export function toMessage(ev: MatrixEvent, roomId: string, ownUserId: string, names: Record<string, string>): MatrixMessage | null {
  if (ev.type !== 'm.room.message' || !ev.event_id || !ev.sender) return null;
  const body = typeof ev.content.body === 'string' ? ev.content.body : '';
  if (!body) return null; // redacted
  const msgtype = ev.content.msgtype;
  const content =
    msgtype === 'm.emote'
      ? `* ${displayName(ev.sender, names)} ${body}`
      : msgtype === 'm.image' || msgtype === 'm.file' || msgtype === 'm.video' || msgtype === 'm.audio'
        ? `[${String(msgtype).slice(2)}] ${body}`
        : body;
  return {
    id: ev.event_id,
    roomId,
    sender: ev.sender,
    senderName: displayName(ev.sender, names),
    content,
    timestamp: new Date(ev.origin_server_ts ?? Date.now()).toISOString(),
    type: msgtype === 'm.notice' ? 'system' : 'text',
    own: ev.sender === ownUserId,
  };
}

export function roomKind(facts: RoomFacts): Pick<MatrixRoom, 'type' | 'bridge'> {
  if (facts.bridge) return { type: 'bridge', bridge: facts.bridge };
  const people = (facts.joined ?? 0) + (facts.invited ?? 0) || facts.members.length;
  if (facts.direct || (!facts.name && !facts.alias && people > 0 && people <= 2)) return { type: 'dm', bridge: null };
  return { type: 'room', bridge: null };
}

export function roomName(facts: RoomFacts, ownUserId: string): string {
  if (facts.name) return facts.name;
  if (facts.alias) return facts.alias;
  const others = (facts.heroes?.length ? facts.heroes : facts.members).filter((m) => m !== ownUserId);
  if (others.length) {
    const shown = others.slice(0, 3).map((m) => displayName(m, facts.names));
    return others.length > 3 ? `${shown.join(', ')} and ${others.length - 3} others` : shown.join(', ');
  }
  return 'Empty room';
}
