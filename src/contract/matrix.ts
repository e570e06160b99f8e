/**
 * The Matrix client connection (issue 16, spec §2/§4/§7): connect a Matrix account with
 * an access token, list its rooms, read and send messages, and follow new ones live
 * (`matrix_message` / `matrix_rooms` / `matrix_status` events on /api/events).
 */
import { z } from 'zod';
import { AiMetaSchema } from './assistant';
import { text } from './common';
import { ImportSchema } from './worlds';

/** Matrix user ids: `@localpart:server` (the server part may carry a port). */
export const MATRIX_USER_ID_RE = /^@[^\s:]{1,255}:[A-Za-z0-9.-]{1,253}(:\d{1,5})?$/;

export const MatrixConnectBodySchema = z.object({
  accessToken: text().trim().min(1, 'An access token is required').max(2000),
  userId: text()
    .trim()
    .min(1, 'A Matrix user id is required')
    .max(300)
    .regex(MATRIX_USER_ID_RE, 'A Matrix user id looks like @name:example.org'),
});
export type MatrixConnectBody = z.infer<typeof MatrixConnectBodySchema>;

export const MatrixRoomTypeSchema = z.enum(['room', 'bridge', 'dm']);
export const MatrixBridgeSchema = z.enum(['whatsapp', 'telegram', 'discord']);
export type MatrixBridge = z.infer<typeof MatrixBridgeSchema>;

export const MatrixRoomSchema = z.object({
  /** Opaque: room version 12 ids have no `:server` part. */
  id: z.string(),
  name: z.string(),
  type: MatrixRoomTypeSchema,
  bridge: MatrixBridgeSchema.nullable(),
  lastMessage: z.string().nullable(),
  /** ISO time of the last message (or of joining when there is none). */
  timestamp: z.string().nullable(),
  /** Messages from others since the user last read the room (the homeserver's count). */
  unread: z.number().int().min(0),
  /** The room is end-to-end encrypted (m.room.encryption): its encrypted messages cannot be read here. */
  encrypted: z.boolean(),
  /** The worlds import this room feeds (added with "Add to my world"), or null. */
  worldImportId: z.string().nullable(),
});
export type MatrixRoom = z.infer<typeof MatrixRoomSchema>;

export const MatrixConnectResponseSchema = z.discriminatedUnion('success', [
  z.object({ success: z.literal(true), message: z.string(), rooms: z.array(MatrixRoomSchema) }),
  z.object({ success: z.literal(false), message: z.string() }),
]);
export type MatrixConnectResponse = z.infer<typeof MatrixConnectResponseSchema>;

export const MatrixDisconnectResponseSchema = z.object({ success: z.literal(true), message: z.string() });

export const MatrixSyncStateSchema = z.enum(['starting', 'syncing', 'backing_off', 'token_invalid']);
export type MatrixSyncState = z.infer<typeof MatrixSyncStateSchema>;

export const MatrixStatusSchema = z.discriminatedUnion('connected', [
  z.object({ connected: z.literal(false) }),
  z.object({
    connected: z.literal(true),
    userId: z.string(),
    homeserverUrl: z.string(),
    sync: MatrixSyncStateSchema,
    /** The last problem the sync loop met, for people; null when healthy. */
    syncError: z.string().nullable(),
    connectedAt: z.string(),
  }),
]);
export type MatrixStatus = z.infer<typeof MatrixStatusSchema>;

export const MatrixRoomsResponseSchema = z.object({ rooms: z.array(MatrixRoomSchema) });

export const MatrixRoomParamsSchema = z.object({ roomId: text().min(2).max(255).startsWith('!', 'A room id starts with !') });

export const MatrixMessageSchema = z.object({
  /** The event id. */
  id: z.string(),
  roomId: z.string(),
  /** The sender's Matrix id. */
  sender: z.string(),
  /** The sender's display name in the room, when known. */
  senderName: z.string(),
  content: z.string(),
  timestamp: z.string(),
  type: z.enum(['text', 'system']),
  /** Sent by the connected account itself. */
  own: z.boolean(),
});
export type MatrixMessage = z.infer<typeof MatrixMessageSchema>;

export const MatrixMessagesQuerySchema = z.object({
  /** The `next` of a previous page: older messages. */
  from: text().max(500).optional(),
  limit: z.coerce.number().int().min(1).max(100).default(30),
});
export const MatrixMessagesResponseSchema = z.object({
  /** Oldest first. */
  messages: z.array(MatrixMessageSchema),
  /** Pass as `from` for the page before these; null at the start of the room. */
  next: z.string().nullable(),
});
export type MatrixMessagesResponse = z.infer<typeof MatrixMessagesResponseSchema>;

export const MATRIX_MAX_MESSAGE_CHARS = 4000;
export const MatrixSendBodySchema = z.object({
  body: text().trim().min(1, 'A message cannot be empty').max(MATRIX_MAX_MESSAGE_CHARS),
  /** The client's id for this send: sending again with the same id does not post twice. */
  txnId: z
    .string()
    .regex(/^[A-Za-z0-9._~-]{8,64}$/, 'A transaction id is 8–64 letters, digits or ._~-')
    .optional(),
});
export type MatrixSendBody = z.infer<typeof MatrixSendBodySchema>;
export const MatrixSendResponseSchema = z.object({ eventId: z.string(), txnId: z.string() });

/** POST /api/matrix/rooms/:roomId/read: the newest event the page shows. */
export const MatrixReadBodySchema = z.object({ eventId: text().min(2).max(255).startsWith('$', 'An event id starts with $') });
export const MatrixReadResponseSchema = z.object({ success: z.literal(true) });

export const MatrixInsightKindSchema = z.enum(['analyze', 'mindmap', 'metrics']);
export type MatrixInsightKind = z.infer<typeof MatrixInsightKindSchema>;
export const MatrixInsightBodySchema = z.object({ kind: MatrixInsightKindSchema });
export const MatrixInsightResponseSchema = z.object({
  kind: MatrixInsightKindSchema,
  /** The AI's text (analyze, mindmap). */
  text: z.string(),
  /** Counted from the messages, not written by the AI. */
  metrics: z.object({
    messages: z.number().int(),
    participants: z.number().int(),
    ownShare: z.number(),
    firstAt: z.string().nullable(),
    lastAt: z.string().nullable(),
    topSenders: z.array(z.object({ name: z.string(), count: z.number().int() })),
  }),
  meta: AiMetaSchema,
});
export type MatrixInsightResponse = z.infer<typeof MatrixInsightResponseSchema>;

export const MatrixElementResponseSchema = z.object({
  /** ELEMENT_URL preset with our homeserver, or null when ELEMENT_URL is not set. */
  url: z.string().nullable(),
  homeserverUrl: z.string().nullable(),
});

/** Most messages "Add to my world" reads back through a room's history (ADR 039). */
export const MATRIX_HISTORY_CAP = 5000;

/** POST /api/matrix/rooms/:roomId/world: the room's worlds import (new, or the one already there). */
export const MatrixWorldResponseSchema = z.object({ roomId: z.string(), import: ImportSchema });
export type MatrixWorldResponse = z.infer<typeof MatrixWorldResponseSchema>;

/** The §4 system message once connected. */
export function roomsFoundMessage(count: number): string {
  return `Connected to Matrix. Found ${count} ${count === 1 ? 'room' : 'rooms'}.`;
}
