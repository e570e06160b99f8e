/**
 * The connected account and its rooms in the database: sealed token, the sync's `since`,
 * and the room list kept current from each sync response (`applySync`).
 */
import { and, desc, eq, inArray, isNotNull, sql } from 'drizzle-orm';
import type { MatrixMessage, MatrixRoom } from '../../../contract/matrix';
import type { Db } from '../../db/client';
import { matrixAccounts, matrixRooms, worldImports } from '../../db/schema';
import type { SecretBox } from '../../platform/secret-box';
import type { SyncResponse } from './matrix-api';
import { applyJoinedRoom, emptyFacts, roomKind, roomName, type RoomFacts } from './matrix-rooms';

export interface AccountRow {
  userId: string;
  matrixUserId: string;
  homeserverUrl: string;
  token: string;
  since: string | null;
}

type RoomRow = typeof matrixRooms.$inferSelect;

export function toRoom(
  r: Pick<RoomRow, 'roomId' | 'name' | 'type' | 'bridge' | 'lastMessage' | 'lastAt' | 'unread' | 'facts'>,
  worldImportId: string | null,
): MatrixRoom {
  return {
    id: r.roomId,
    name: r.name,
    type: r.type as MatrixRoom['type'],
    bridge: (r.bridge as MatrixRoom['bridge']) ?? null,
    lastMessage: r.lastMessage,
    timestamp: r.lastAt ? r.lastAt.toISOString() : null,
    unread: r.unread,
    encrypted: (r.facts as RoomFacts | null)?.encrypted === true,
    worldImportId,
  };
}

/** The user's rooms that feed a worlds import (room id → import id). */
async function worldImportIds(db: Pick<Db, 'select'>, userId: string): Promise<Map<string, string>> {
  const rows = await db
    .select({ roomId: worldImports.externalId, id: worldImports.id })
    .from(worldImports)
    .where(and(eq(worldImports.userId, userId), isNotNull(worldImports.externalId)));
  return new Map(rows.map((r) => [r.roomId!, r.id]));
}

const PREVIEW_CHARS = 200;

export function createMatrixStore(db: Db, box: SecretBox) {
  async function listRooms(userId: string): Promise<MatrixRoom[]> {
    const rows = await db
      .select()
      .from(matrixRooms)
      .where(eq(matrixRooms.userId, userId))
      .orderBy(sql`${matrixRooms.lastAt} desc nulls last`, desc(matrixRooms.updatedAt));
    const world = await worldImportIds(db, userId);
    return rows.map((r) => toRoom(r, world.get(r.roomId) ?? null));
  }

  return {
    listRooms,

    /** The account with its token opened, or null (not connected, or sealed under another secret). */
    async account(userId: string): Promise<AccountRow | null> {
      const [row] = await db.select().from(matrixAccounts).where(eq(matrixAccounts.userId, userId)).limit(1);
      if (!row) return null;
      try {
        return { userId, matrixUserId: row.matrixUserId, homeserverUrl: row.homeserverUrl, token: box.open(row.tokenSealed), since: row.since };
      } catch {
        return null;
      }
    },

    async statusRow(userId: string) {
      const [row] = await db.select().from(matrixAccounts).where(eq(matrixAccounts.userId, userId)).limit(1);
      return row ?? null;
    },

    /** The user's rooms that feed a worlds import (room id → import id). */
    worldRooms: (userId: string) => worldImportIds(db, userId),

    /** One room of the user's list, or null when they cannot see it. */
    async room(userId: string, roomId: string): Promise<(MatrixRoom & { facts: RoomFacts }) | null> {
      const [row] = await db
        .select()
        .from(matrixRooms)
        .where(and(eq(matrixRooms.userId, userId), eq(matrixRooms.roomId, roomId)));
      if (!row) return null;
      return { ...toRoom(row, (await worldImportIds(db, userId)).get(roomId) ?? null), facts: (row.facts as RoomFacts | null) ?? emptyFacts() };
    },

    async roomFacts(userId: string, roomId: string): Promise<RoomFacts | null> {
      const [row] = await db
        .select({ facts: matrixRooms.facts })
        .from(matrixRooms)
        .where(and(eq(matrixRooms.userId, userId), eq(matrixRooms.roomId, roomId)));
      return (row?.facts as RoomFacts | undefined) ?? null;
    },

    /** Stores a freshly connected account (replacing any earlier one and its rooms). */
    async saveAccount(a: { userId: string; matrixUserId: string; homeserverUrl: string; token: string }) {
      await db.transaction(async (tx) => {
        await tx.delete(matrixRooms).where(eq(matrixRooms.userId, a.userId));
        await tx.delete(matrixAccounts).where(eq(matrixAccounts.userId, a.userId));
        await tx.insert(matrixAccounts).values({
          userId: a.userId,
          matrixUserId: a.matrixUserId,
          homeserverUrl: a.homeserverUrl,
          tokenSealed: box.seal(a.token),
          syncState: 'starting',
        });
      });
    },

    async forget(userId: string): Promise<boolean> {
      const gone = await db.delete(matrixAccounts).where(eq(matrixAccounts.userId, userId)).returning({ userId: matrixAccounts.userId });
      await db.delete(matrixRooms).where(eq(matrixRooms.userId, userId));
      return gone.length > 0;
    },

    async setUnread(userId: string, roomId: string, unread: number): Promise<MatrixRoom | null> {
      const [row] = await db
        .update(matrixRooms)
        .set({ unread })
        .where(and(eq(matrixRooms.userId, userId), eq(matrixRooms.roomId, roomId)))
        .returning();
      return row ? toRoom(row, (await worldImportIds(db, userId)).get(roomId) ?? null) : null;
    },

    /**
     * Applies a sync response to the stored rooms and moves `since` on, in one
     * transaction, but only while `owner` still holds the user's loop (or `owner` is
     * null: the connect call's first sync). Returns the rooms that changed and the new
     * messages, or null when the lease was lost (another instance or a disconnect).
     */
    async applySync(account: AccountRow, res: SyncResponse, owner: string | null): Promise<{ rooms: MatrixRoom[]; messages: MatrixMessage[] } | null> {
      const { userId, matrixUserId } = account;
      const joined = res.rooms?.join ?? {};
      const left = Object.keys(res.rooms?.leave ?? {});
      let direct: Set<string> | undefined;
      for (const ev of res.account_data?.events ?? []) {
        if (ev.type === 'm.direct') direct = new Set(Object.values(ev.content).flatMap((v) => (Array.isArray(v) ? v.map(String) : [])));
      }
      return db.transaction(async (tx) => {
        const guard = owner
          ? and(eq(matrixAccounts.userId, userId), eq(matrixAccounts.syncOwner, owner))
          : eq(matrixAccounts.userId, userId);
        const moved = await tx
          .update(matrixAccounts)
          .set({ since: res.next_batch, syncState: 'syncing', syncError: null })
          .where(guard)
          .returning({ userId: matrixAccounts.userId });
        if (!moved.length) return null;
        if (left.length) await tx.delete(matrixRooms).where(and(eq(matrixRooms.userId, userId), inArray(matrixRooms.roomId, left)));
        const ids = Object.keys(joined);
        const known = new Map<string, RoomRow>();
        if (direct || ids.length) {
          const rows = await tx.select().from(matrixRooms).where(eq(matrixRooms.userId, userId));
          for (const r of rows) known.set(r.roomId, r);
        }
        const rooms: MatrixRoom[] = [];
        const messages: MatrixMessage[] = [];
        const world = ids.length || direct ? await worldImportIds(tx, userId) : new Map<string, string>();
        const touched = new Set<string>(ids);
        if (direct) for (const id of known.keys()) touched.add(id);
        for (const roomId of touched) {
          const prev = known.get(roomId);
          const facts: RoomFacts = structuredClone((prev?.facts as RoomFacts | undefined) ?? emptyFacts());
          if (direct) facts.direct = direct.has(roomId);
          const room = joined[roomId];
          const fresh = room ? applyJoinedRoom(facts, roomId, room, matrixUserId) : [];
          const last = fresh.at(-1);
          const kind = roomKind(facts);
          const values = {
            name: roomName(facts, matrixUserId),
            type: kind.type,
            bridge: kind.bridge,
            lastMessage: last ? last.content.slice(0, PREVIEW_CHARS) : (prev?.lastMessage ?? null),
            lastAt: last ? new Date(last.timestamp) : (prev?.lastAt ?? null),
            unread: room?.unread_notifications?.notification_count ?? prev?.unread ?? 0,
            facts,
            updatedAt: new Date(),
          };
          const unchanged =
            prev &&
            !fresh.length &&
            prev.name === values.name &&
            prev.type === values.type &&
            prev.bridge === values.bridge &&
            prev.unread === values.unread &&
            JSON.stringify(prev.facts) === JSON.stringify(facts);
          if (unchanged) continue;
          await tx
            .insert(matrixRooms)
            .values({ userId, roomId, ...values })
            .onConflictDoUpdate({ target: [matrixRooms.userId, matrixRooms.roomId], set: values });
          rooms.push(toRoom({ roomId, ...values }, world.get(roomId) ?? null));
          messages.push(...fresh);
        }
        return { rooms, messages };
      });
    },

    /** Takes the loops of accounts whose lease ran out (or is ours); returns their user ids. */
    async claim(owner: string, leaseMs: number, max: number, onlyUserId?: string): Promise<string[]> {
      const only = onlyUserId ? sql`and user_id = ${onlyUserId}` : sql``;
      const res = await db.execute<{ user_id: string }>(sql`
        update matrix_accounts set sync_owner = ${owner}, sync_lease_until = now() + (${leaseMs} * interval '1 millisecond')
        where user_id in (
          select user_id from matrix_accounts
          where sync_state <> 'token_invalid' ${only}
            and (sync_lease_until is null or sync_lease_until < now() or sync_owner = ${owner})
          order by user_id limit ${max}
          for update skip locked
        )
        returning user_id`);
      const rows = (Array.isArray(res) ? res : (res as { rows: { user_id: string }[] }).rows) as { user_id: string }[];
      return rows.map((r) => r.user_id);
    },

    /** Extends the lease; false when it is no longer ours. */
    async renew(userId: string, owner: string, leaseMs: number): Promise<boolean> {
      const res = await db
        .update(matrixAccounts)
        .set({ syncLeaseUntil: sql`now() + (${leaseMs} * interval '1 millisecond')` })
        .where(and(eq(matrixAccounts.userId, userId), eq(matrixAccounts.syncOwner, owner)))
        .returning({ userId: matrixAccounts.userId });
      return res.length > 0;
    },

    async release(owner: string, userIds?: string[]) {
      if (userIds && !userIds.length) return;
      await db
        .update(matrixAccounts)
        .set({ syncOwner: null, syncLeaseUntil: null })
        .where(and(eq(matrixAccounts.syncOwner, owner), userIds ? inArray(matrixAccounts.userId, userIds) : undefined));
    },

    async setSyncState(userId: string, owner: string, state: 'backing_off' | 'token_invalid' | 'syncing', error: string | null) {
      await db
        .update(matrixAccounts)
        .set({ syncState: state, syncError: error, ...(state === 'token_invalid' ? { syncOwner: null, syncLeaseUntil: null } : {}) })
        .where(and(eq(matrixAccounts.userId, userId), eq(matrixAccounts.syncOwner, owner)));
    },
  };
}
export type MatrixStore = ReturnType<typeof createMatrixStore>;
