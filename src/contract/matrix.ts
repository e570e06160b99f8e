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

const matrixUserId = () =>
  text()
    .trim()
    .min(1, 'A Matrix user id is required')
    .max(300)
    .regex(MATRIX_USER_ID_RE, 'A Matrix user id looks like @name:example.org');

/** The server name of a Matrix user id (`example.org`, `localhost:8448`): what discovery starts from. */
export function matrixServerName(userId: string): string {
  return userId.slice(userId.indexOf(':') + 1);
}

/**
 * A homeserver address as a person types it (`matrix.example.org`, `https://matrix.example.org/`)
 * as the base the server calls (`https://matrix.example.org`), or null when it is not one:
 * http(s) only, a host, no user name, query or fragment. No scheme means https.
 */
export function homeserverBase(input: string): string | null {
  const raw = input.trim();
  if (!raw) return null;
  const withScheme = /^[a-z][a-z0-9+.-]*:\/\//i.test(raw) ? raw : `https://${raw}`;
  let url: URL;
  try {
    url = new URL(withScheme);
  } catch {
    return null;
  }
  if ((url.protocol !== 'http:' && url.protocol !== 'https:') || !url.hostname || url.username || url.password || /[?#]/.test(raw)) return null;
  let path = url.pathname;
  while (path.endsWith('/')) path = path.slice(0, -1);
  return url.origin + path;
}

/**
 * Optional; empty means "find it". The server uses a typed address only when it is
 * authoritative for the user id's domain (its /.well-known/matrix/client names the same
 * origin, or it has none and the address is the domain itself): else a 400
 * (`homeserver_not_authoritative` / `homeserver_not_verified`).
 */
const homeserverUrl = () =>
  text()
    .trim()
    .max(500)
    .refine((s) => s === '' || homeserverBase(s) !== null, 'A homeserver address looks like https://matrix.example.org')
    .optional();

export const MatrixConnectBodySchema = z.object({
  accessToken: text().trim().min(1, 'An access token is required').max(2000),
  userId: matrixUserId(),
  homeserverUrl: homeserverUrl(),
});
export type MatrixConnectBody = z.infer<typeof MatrixConnectBodySchema>;

/**
 * POST /api/matrix/login (issue 31): a Matrix account's user id and password. The server
 * finds the homeserver (MATRIX_HOMESERVER_URL, the field, or the user id's domain's
 * well-known; never an http:// one on the public internet: 400 `homeserver_not_https`), signs in with `m.login.password` and keeps the access token it gets (sealed,
 * like a connected token). The password is used for that one request: never stored or logged.
 */
export const MatrixLoginBodySchema = z.object({
  userId: matrixUserId(),
  // Not trimmed: a password's spaces are part of it.
  password: text().min(1, 'A password is required').max(1024, 'A password is at most 1024 characters'),
  homeserverUrl: homeserverUrl(),
});
export type MatrixLoginBody = z.infer<typeof MatrixLoginBodySchema>;

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

/** Where a sign-in stopped: finding the homeserver, checking it, signing in, or the first sync. */
export const MatrixLoginStepSchema = z.enum(['discovery', 'homeserver', 'login', 'sync']);
export type MatrixLoginStep = z.infer<typeof MatrixLoginStepSchema>;

export const MatrixLoginResponseSchema = z.discriminatedUnion('success', [
  z.object({ success: z.literal(true), message: z.string(), rooms: z.array(MatrixRoomSchema) }),
  z.object({ success: z.literal(false), message: z.string(), step: MatrixLoginStepSchema }),
]);
export type MatrixLoginResponse = z.infer<typeof MatrixLoginResponseSchema>;

/** The §8-style answer to a refused user name or password (M_FORBIDDEN). */
export const MATRIX_WRONG_PASSWORD = 'Wrong user name or password.';

export const MatrixDisconnectResponseSchema = z.object({ success: z.literal(true), message: z.string() });

export const MatrixSyncStateSchema = z.enum(['starting', 'syncing', 'backing_off', 'token_invalid']);
export type MatrixSyncState = z.infer<typeof MatrixSyncStateSchema>;

export const MatrixStatusSchema = z.discriminatedUnion('connected', [
  z.object({
    connected: z.literal(false),
    /** MATRIX_HOMESERVER_URL when the operator set one: every account signs in there (the page then asks for no address). */
    homeserverUrl: z.string().optional(),
  }),
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
