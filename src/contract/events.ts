/**
 * Live updates for a signed-in user: `GET /api/events` is a Server-Sent Events stream
 * of these, each sent as `event: <type>` with the JSON of the whole event as `data`.
 * Events are hints: a client that reconnects re-reads what it shows.
 */
import { z } from 'zod';
import { JobStateSchema } from './jobs';
import { MatrixMessageSchema, MatrixRoomSchema, MatrixSyncStateSchema } from './matrix';
import { ImportSchema } from './worlds';

export const EVENTS_PATH = '/api/events';

export const ActivityEntrySchema = z.object({
  id: z.string(),
  type: z.string(),
  /** Shortened for the stream when long (`truncated`); the full text is in the activity list. */
  message: z.string(),
  sharedWorkspaceId: z.string().nullable(),
  metadata: z.record(z.string(), z.unknown()),
  createdAt: z.string(),
  truncated: z.boolean().optional(),
  /** Seeded demo data. */
  demo: z.boolean().optional(),
});
export type ActivityEntry = z.infer<typeof ActivityEntrySchema>;

export const UserEventSchema = z.discriminatedUnion('type', [
  /** An activity entry was recorded for the user. */
  z.object({ type: z.literal('activity'), entry: ActivityEntrySchema }),
  /** A background job of the user moved on (a step, done, failed); GET /api/jobs/:id has the rest. */
  z.object({ type: z.literal('job'), id: z.string(), name: z.string(), state: JobStateSchema, progress: z.unknown() }),
  /** A data-world import moved on (progress, done, failed): the whole import as GET /api/imports/:id shows it. */
  z.object({ type: z.literal('import'), import: ImportSchema }),
  /** A new message in one of the user's connected Matrix rooms (the body shortened when long: re-read the room when `truncated`). */
  z.object({ type: z.literal('matrix_message'), message: MatrixMessageSchema, truncated: z.boolean().optional() }),
  /** A Matrix room changed (new message, name, unread count, joined). */
  z.object({ type: z.literal('matrix_room'), room: MatrixRoomSchema }),
  /** The Matrix sync loop's state changed (e.g. the homeserver is unreachable, the token was revoked). */
  z.object({ type: z.literal('matrix_status'), sync: MatrixSyncStateSchema, syncError: z.string().nullable() }),
  /** The session this stream belongs to ended (signed out, password changed, account deleted); the stream closes. */
  z.object({ type: z.literal('session_ended') }),
]);
export type UserEvent = z.infer<typeof UserEventSchema>;
export type UserEventType = UserEvent['type'];
