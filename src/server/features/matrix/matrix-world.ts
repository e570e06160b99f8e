/**
 * A connected Matrix room as a worlds source `matrix` (issue 16, ADR 039).
 *
 * The dependency is one way, matrix → worlds (features/worlds/index.ts, chat-sources.ts):
 * this file calls the worlds' chat imports; the worlds never call Matrix code.
 *
 * - Adding a room creates a worlds chat import (its external id is the room id) whose job,
 *   `chatImportJob('matrix')`, is defined here: it reads the room's history (`read`):
 *   /messages backwards, 100 events a page, at most MATRIX_HISTORY_CAP messages (a note
 *   says so when the room has more) and hands each batch to the import's attempt.
 *   Records go through the import writer like a file's, so de-duplication, counts,
 *   progress, retries and "delete removes what it brought" are the imports' own.
 * - Kept current: every sync response is shown to `onSync` before it is applied (so a crash
 *   in between replays it; the writer drops what it has). New m.room.message events of a
 *   room in the world are appended to its import, one writer call per room per sync. A
 *   `limited` timeline (more than the sync's 20 events arrived) is backfilled from its
 *   prev_batch down to the newest message the import holds.
 * - The job's own catch-up (`afterDone`) and a reconnect (`resume`) backfill the same way:
 *   what arrived while the history was read, or while no account was connected.
 * - People are the members' display names (a bridged sender's puppet name included); the
 *   connected account's name in the room is the chat's `self`, so the writer marks it as
 *   "me" when nothing is marked yet, as the WhatsApp and Telegram imports do.
 * - Encrypted events (m.room.encrypted) cannot be read: they are counted into a note.
 */
import { MATRIX_HISTORY_CAP } from '../../../contract/matrix';
import type { JobContext, Jobs } from '../../platform/jobs';
import { OutboundError } from '../../platform/outbound';
import {
  chatImportJob,
  RemoteSourceError,
  type ChatImportJobData,
  type ChatSourceImport,
  type RemoteChat,
  type RemoteChatBatch,
  type RemoteChatMessage,
  type WorldChatImports,
} from '../worlds';
import { MatrixError, roomMessages, type FetchFn, type MatrixEvent, type SyncResponse } from './matrix-api';
import { displayName, emptyFacts, roomName, toMessage, type RoomFacts } from './matrix-rooms';
import type { AccountRow, MatrixStore } from './matrix-store';

/** Events per /messages page while reading history. */
const PAGE = 100;
const CALL_TIMEOUT_MS = 30_000;

export interface MatrixWorldDeps {
  store: MatrixStore;
  imports: WorldChatImports;
  /** Where the room import job is defined. */
  jobs: Pick<Jobs, 'define'>;
  fetch?: FetchFn;
  log?: { warn(obj: object, msg: string): void };
  /** Most messages read back through a room (default MATRIX_HISTORY_CAP). */
  historyCap?: number;
}

interface RoomView {
  roomId: string;
  title: string;
  isGroup: boolean;
  names: Record<string, string>;
}

/** The messages among some events (any order), notices marked; encrypted ones counted. */
export function eventRecords(events: MatrixEvent[], room: RoomView, ownUserId: string) {
  const records: RemoteChatMessage[] = [];
  let messages = 0;
  let encrypted = 0;
  for (const ev of events) {
    if (ev.type === 'm.room.member' && ev.state_key && typeof ev.content.displayname === 'string' && ev.content.displayname.trim()) {
      room.names[ev.state_key] ??= ev.content.displayname.trim();
    }
    if (ev.type === 'm.room.encrypted') encrypted++;
    const m = toMessage(ev, room.roomId, ownUserId, room.names);
    if (!m) continue;
    if (m.type === 'system') records.push({ author: m.senderName, at: m.timestamp, text: m.content, notice: true });
    else {
      messages++;
      records.push({ author: m.senderName, at: m.timestamp, text: m.content });
    }
  }
  return { records, messages, encrypted };
}

function chatOf(room: RoomView, ownUserId: string): RemoteChat {
  return { key: room.roomId, title: room.title, isGroup: room.isGroup, self: displayName(ownUserId, room.names) };
}

function namesFromState(names: Record<string, string>, state: MatrixEvent[] | undefined) {
  for (const ev of state ?? []) {
    if (ev.type === 'm.room.member' && ev.state_key && typeof ev.content.displayname === 'string' && ev.content.displayname.trim()) {
      names[ev.state_key] = ev.content.displayname.trim();
    }
  }
}

export function historyNote(cap: number): string {
  return `Only the newest ${cap.toLocaleString('en-US')} messages of this room were imported; older ones were left out.`;
}

export function encryptedNote(n: number): string {
  return `${n.toLocaleString('en-US')} end-to-end encrypted ${n === 1 ? 'message' : 'messages'} could not be read: Mnemo has no keys for encrypted rooms.`;
}

export function createMatrixWorld(deps: MatrixWorldDeps) {
  const { store, imports, jobs, log } = deps;
  const cap = deps.historyCap ?? MATRIX_HISTORY_CAP;
  const opts = (signal?: AbortSignal) => ({
    fetch: deps.fetch,
    signal: signal ? AbortSignal.any([signal, AbortSignal.timeout(CALL_TIMEOUT_MS)]) : AbortSignal.timeout(CALL_TIMEOUT_MS),
  });

  async function roomView(userId: string, roomId: string, fallbackTitle: string, account: AccountRow): Promise<RoomView> {
    const room = await store.room(userId, roomId);
    const facts: RoomFacts = room?.facts ?? emptyFacts();
    return {
      roomId,
      title: room ? room.name : fallbackTitle || roomName(facts, account.matrixUserId),
      isGroup: room ? room.type !== 'dm' : true,
      names: { ...facts.names },
    };
  }

  /** A homeserver answer that no retry changes fails the import at once. */
  function historyError(err: unknown): never {
    if (err instanceof OutboundError && err.refused) {
      throw new RemoteSourceError("The homeserver's address is not allowed on this server. Connect again with another homeserver.");
    }
    if (err instanceof MatrixError && err.kind === 'too_large') throw new RemoteSourceError(`${err.message} This room's history cannot be imported.`);
    if (err instanceof MatrixError && err.kind === 'http' && (err.tokenRejected || err.errcode === 'M_FORBIDDEN' || err.status === 404)) {
      throw new RemoteSourceError(
        err.tokenRejected ? 'The homeserver no longer accepts your access token. Connect again, then add the room again.' : 'You can no longer read this room.',
      );
    }
    throw err;
  }

  async function* read(imp: ChatSourceImport, signal: AbortSignal): AsyncIterable<RemoteChatBatch> {
    const account = await store.account(imp.userId);
    if (!account) throw new RemoteSourceError('Connect your Matrix account, then add the room again.');
    const roomId = imp.externalId;
    const room = await roomView(imp.userId, roomId, imp.fileName, account);
    const chat = chatOf(room, account.matrixUserId);
    let from: string | undefined;
    let read = 0;
    let encrypted = 0;
    let capped = false;
    for (;;) {
      const page = await roomMessages(account.homeserverUrl, account.token, roomId, { from, limit: PAGE }, opts(signal)).catch(historyError);
      namesFromState(room.names, page.state);
      let events = page.chunk;
      const messageCount = events.filter((e) => e.type === 'm.room.message').length;
      if (read + messageCount > cap) {
        // Newest first: keep events up to the cap-th message.
        let left = cap - read;
        const kept: MatrixEvent[] = [];
        for (const e of events) {
          if (e.type === 'm.room.message') {
            if (left === 0) break;
            left--;
          }
          kept.push(e);
        }
        events = kept;
        capped = true;
      }
      const r = eventRecords(events, room, account.matrixUserId);
      read += events.filter((e) => e.type === 'm.room.message').length;
      encrypted += r.encrypted;
      yield { chat, messages: r.records, read };
      if (capped || page.chunk.length === 0 || !page.end || page.end === from) break;
      from = page.end;
    }
    const notes: string[] = [];
    if (capped) notes.push(historyNote(cap));
    if (encrypted) notes.push(encryptedNote(encrypted));
    if (notes.length) yield { chat, messages: [], notes, read };
  }

  /**
   * Appends the room's messages from `from` (or the newest) backwards, page by page, down
   * to the newest one the import holds (what is older was read before, or left out by the
   * cap), the start of the room, or the cap.
   */
  async function backfill(account: AccountRow, importId: string, roomId: string, from?: string) {
    const room = await roomView(account.userId, roomId, '', account);
    const known = (await imports.latestAt(importId))?.getTime() ?? null;
    let read = 0;
    for (;;) {
      const page = await roomMessages(account.homeserverUrl, account.token, roomId, { from, limit: PAGE }, opts());
      namesFromState(room.names, page.state);
      const fresh = known === null ? page.chunk : page.chunk.filter((e) => (e.origin_server_ts ?? 0) >= known);
      const r = eventRecords(fresh, room, account.matrixUserId);
      read += r.messages;
      if (r.records.length && !(await imports.append(importId, { chat: chatOf(room, account.matrixUserId), messages: r.records }))) return;
      if (fresh.length < page.chunk.length || page.chunk.length < PAGE || !page.end || read >= cap) return;
      from = page.end;
    }
  }

  /** The homeserver refused one room's history (left, forbidden) or sent a page over the cap: that room waits, the sync goes on. */
  function skipRoomRefusal(err: unknown) {
    if (err instanceof MatrixError && ((err.kind === 'http' && !err.tokenRejected && err.status < 500) || err.kind === 'too_large')) {
      log?.warn({ err: err.message }, 'a Matrix room of the world could not be read back');
      return;
    }
    throw err;
  }

  /**
   * The job of a room's import: its history through the import's attempt, then (the import
   * done) what arrived while it was read.
   */
  async function importJob(data: ChatImportJobData, ctx: JobContext) {
    const attempt = await imports.begin(data, ctx);
    if (!attempt) return { skipped: true };
    let counts;
    try {
      for await (const batch of read(attempt.import, ctx.signal)) await attempt.write(batch);
      counts = await attempt.finish();
    } catch (err) {
      return await attempt.failed(err);
    }
    const imp = attempt.import;
    try {
      const account = await store.account(imp.userId);
      if (account) await backfill(account, imp.id, imp.externalId);
    } catch (err) {
      log?.warn({ err, import: imp.id }, 'could not catch up a remote import');
    }
    return { counts };
  }
  jobs.define<ChatImportJobData, unknown>(chatImportJob('matrix'), importJob, imports.jobOptions);

  return {
    read,
    backfill,

    /**
     * A sync response about to be applied: the new messages of the rooms in the user's
     * world go to their imports. Throws on a database or homeserver error, so the sync
     * loop backs off and replays the same response.
     */
    async onSync(account: AccountRow, res: SyncResponse) {
      const joined = res.rooms?.join ?? {};
      const ids = Object.keys(joined);
      if (!ids.length) return;
      const world = await store.worldRooms(account.userId);
      for (const roomId of ids) {
        const importId = world.get(roomId);
        if (!importId) continue;
        const synced = joined[roomId]!;
        // The first sync after connecting shows only the newest events: read back to what the import has.
        if (!account.since) {
          await backfill(account, importId, roomId).catch(skipRoomRefusal);
          continue;
        }
        const room = await roomView(account.userId, roomId, '', account);
        namesFromState(room.names, synced.state?.events);
        const r = eventRecords(synced.timeline?.events ?? [], room, account.matrixUserId);
        if (!r.records.length) continue;
        const counts = await imports.append(importId, { chat: chatOf(room, account.matrixUserId), messages: r.records });
        if (counts && synced.timeline?.limited && synced.timeline.prev_batch) {
          await backfill(account, importId, roomId, synced.timeline.prev_batch).catch(skipRoomRefusal);
        }
      }
    },

    /** After (re)connecting: every room in the world catches up with what it missed meanwhile. */
    async resume(userId: string) {
      const account = await store.account(userId);
      if (!account) return;
      for (const [roomId, importId] of await store.worldRooms(userId)) {
        await backfill(account, importId, roomId).catch((err: unknown) => log?.warn({ err, roomId }, 'could not catch up a Matrix room of the world'));
      }
    },
  };
}
export type MatrixWorld = ReturnType<typeof createMatrixWorld>;
