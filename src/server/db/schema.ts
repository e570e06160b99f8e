/**
 * One PostgreSQL schema for the whole product, shared by PGlite (embedded) and
 * node-postgres. Migrations are generated from this file with `npm run db:generate`
 * and applied at start-up.
 */
import { sql } from 'drizzle-orm';
import {
  type AnyPgColumn,
  bigint,
  customType,
  date,
  boolean,
  doublePrecision,
  index,
  integer,
  jsonb,
  pgTable,
  primaryKey,
  real,
  text,
  timestamp,
  unique,
  uniqueIndex,
  uuid,
} from 'drizzle-orm/pg-core';

const createdAt = () => timestamp('created_at', { withTimezone: true }).notNull().defaultNow();
const id = () => uuid('id').primaryKey().defaultRandom();

/* ---------- accounts ---------- */

export const users = pgTable(
  'users',
  {
    id: id(),
    /** Stored lower-cased; uniqueness is on the stored value. */
    email: text('email').notNull(),
    username: text('username'),
    name: text('name'),
    /** 'local' | 'google' | 'oidc' — the provider the account was created with. */
    provider: text('provider').notNull().default('local'),
    passwordHash: text('password_hash'),
    /** 'basic' | 'pro' (SPEC §9): how many data points the worlds show. Changed by `npm run admin -- plan`. */
    plan: text('plan').notNull().default('basic'),
    /** IANA zone in which times written without a zone (WhatsApp exports) are read; null until set or sent by the browser. */
    timeZone: text('time_zone'),
    createdAt: createdAt(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('users_email_key').on(t.email),
    uniqueIndex('users_username_key').on(sql`lower(${t.username})`),
  ],
);

/** Links an external identity (Google, an OIDC issuer) to a user. */
export const oauthAccounts = pgTable(
  'oauth_accounts',
  {
    provider: text('provider').notNull(),
    subject: text('subject').notNull(),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    email: text('email'),
    createdAt: createdAt(),
  },
  (t) => [primaryKey({ columns: [t.provider, t.subject] }), index('oauth_accounts_user_idx').on(t.userId)],
);

/** Server-side sessions. `id` is the SHA-256 of the cookie token, never the token itself. */
export const sessions = pgTable(
  'sessions',
  {
    id: text('id').primaryKey(),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    createdAt: createdAt(),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    userAgent: text('user_agent'),
    ip: text('ip'),
  },
  (t) => [index('sessions_user_idx').on(t.userId), index('sessions_expires_idx').on(t.expiresAt)],
);

/* ---------- public site ---------- */

export const waitlist = pgTable(
  'waitlist',
  {
    id: id(),
    email: text('email').notNull(),
    source: text('source').notNull().default('landing'),
    createdAt: createdAt(),
  },
  (t) => [uniqueIndex('waitlist_email_key').on(t.email)],
);

/* ---------- files workspace (Julia line, "i2sf") ---------- */

export const fileWorkspaces = pgTable(
  'file_workspaces',
  {
    id: id(),
    ownerId: uuid('owner_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    name: text('name').notNull().default('i2sf'),
    /** The user's default workspace: what `POST /api/workspaces/i2sf` without a body returns (at most one per owner). */
    isDefault: boolean('is_default').notNull().default(false),
    /**
     * Created with collaborators from the Julia panel: the shared workspace they were
     * invited to; its members may use this files workspace too (ADR 032).
     */
    sharedWorkspaceId: uuid('shared_workspace_id').references((): AnyPgColumn => sharedWorkspaces.id, { onDelete: 'set null' }),
    createdAt: createdAt(),
  },
  (t) => [
    index('file_workspaces_owner_idx').on(t.ownerId),
    uniqueIndex('file_workspaces_default_idx').on(t.ownerId).where(sql`${t.isDefault}`),
    index('file_workspaces_shared_idx').on(t.sharedWorkspaceId),
  ],
);

export const conversationMessages = pgTable(
  'conversation_messages',
  {
    id: id(),
    workspaceId: uuid('workspace_id')
      .notNull()
      .references(() => fileWorkspaces.id, { onDelete: 'cascade' }),
    userId: uuid('user_id').references(() => users.id, { onDelete: 'set null' }),
    role: text('role').notNull().default('user'),
    message: text('message').notNull(),
    /** Who wrote an AI reply ("Offline analyst", a provider's model); null for people's messages. */
    engineLabel: text('engine_label'),
    createdAt: createdAt(),
  },
  (t) => [index('conversation_messages_ws_idx').on(t.workspaceId, t.createdAt)],
);

export const workspaceFiles = pgTable(
  'workspace_files',
  {
    id: id(),
    workspaceId: uuid('workspace_id')
      .notNull()
      .references(() => fileWorkspaces.id, { onDelete: 'cascade' }),
    fileName: text('file_name').notNull(),
    fileType: text('file_type').notNull(),
    size: integer('size').notNull(),
    /** Who uploaded it (a collaborator's upload stays with the workspace). */
    userId: uuid('user_id').references(() => users.id, { onDelete: 'set null' }),
    /** The text's first 500 characters: what the AI reads (spec §5), and the preview's source. */
    excerpt: text('excerpt').notNull().default(''),
    /** Path relative to DATA_DIR/uploads. */
    storageKey: text('storage_key').notNull(),
    uploadedAt: timestamp('uploaded_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('workspace_files_ws_idx').on(t.workspaceId)],
);

/* ---------- shared workspaces (activity area) ---------- */

export const sharedWorkspaces = pgTable(
  'shared_workspaces',
  {
    id: id(),
    name: text('name').notNull(),
    description: text('description').notNull().default(''),
    ownerId: uuid('owner_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    /** 8 uppercase alphanumeric characters; what members type to join. */
    inviteCode: text('invite_code').notNull(),
    accessPasswordHash: text('access_password_hash'),
    /** Tokens (input + output + reasoning) the workspace's AI calls may use per UTC month; null: no limit. */
    monthlyTokenBudget: integer('monthly_token_budget'),
    /** 'YYYY-MM' of the month whose 80 % warning went out, so members are warned once a month. */
    budgetWarnedMonth: text('budget_warned_month'),
    createdAt: createdAt(),
  },
  (t) => [uniqueIndex('shared_workspaces_invite_code_key').on(t.inviteCode)],
);

export const sharedWorkspaceMembers = pgTable(
  'shared_workspace_members',
  {
    workspaceId: uuid('workspace_id')
      .notNull()
      .references(() => sharedWorkspaces.id, { onDelete: 'cascade' }),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    /** 'owner' | 'admin' | 'member' */
    role: text('role').notNull().default('member'),
    /** The member's AI calls are charged to this workspace (at most one per user; ADR 027). */
    active: boolean('active').notNull().default(false),
    joinedAt: timestamp('joined_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    primaryKey({ columns: [t.workspaceId, t.userId] }),
    index('shared_workspace_members_user_idx').on(t.userId),
    uniqueIndex('shared_workspace_members_active_key').on(t.userId).where(sql`${t.active}`),
  ],
);

export const sharedWorkspaceInvites = pgTable(
  'shared_workspace_invites',
  {
    workspaceId: uuid('workspace_id')
      .notNull()
      .references(() => sharedWorkspaces.id, { onDelete: 'cascade' }),
    email: text('email').notNull(),
    role: text('role').notNull().default('member'),
    /** SHA-256 of the invite link's token (the token itself is only ever in the link). */
    tokenHash: text('token_hash'),
    invitedBy: uuid('invited_by').references(() => users.id, { onDelete: 'set null' }),
    /** When the invite email went out (SMTP_URL); null when the link was only shown to the inviter. */
    emailedAt: timestamp('emailed_at', { withTimezone: true }),
    createdAt: createdAt(),
  },
  (t) => [
    primaryKey({ columns: [t.workspaceId, t.email] }),
    uniqueIndex('shared_workspace_invites_token_key').on(t.tokenHash),
    index('shared_workspace_invites_email_idx').on(t.email),
  ],
);

/* ---------- AI usage and activity ---------- */

/** One row per AI call: the source of truth for token statistics and budgets. */
export const aiUsage = pgTable(
  'ai_usage',
  {
    id: id(),
    userId: uuid('user_id').references(() => users.id, { onDelete: 'cascade' }),
    /** For anonymous callers (public demo): a hash of the client address. */
    clientKey: text('client_key'),
    workspaceId: uuid('workspace_id'),
    /** The shared workspace the call is charged to (the caller's active workspace, ADR 027). */
    sharedWorkspaceId: uuid('shared_workspace_id').references(() => sharedWorkspaces.id, { onDelete: 'set null' }),
    feature: text('feature').notNull(),
    engine: text('engine').notNull(),
    model: text('model').notNull(),
    inputTokens: integer('input_tokens').notNull().default(0),
    outputTokens: integer('output_tokens').notNull().default(0),
    reasoningTokens: integer('reasoning_tokens').notNull().default(0),
    durationMs: integer('duration_ms').notNull().default(0),
    costUsd: doublePrecision('cost_usd').notNull().default(0),
    ok: boolean('ok').notNull().default(true),
    /** Token counts from our tokenizer (no provider reported usage), not a provider's bill. */
    estimated: boolean('estimated').notNull().default(false),
    createdAt: createdAt(),
  },
  (t) => [
    index('ai_usage_user_idx').on(t.userId, t.createdAt),
    index('ai_usage_client_idx').on(t.clientKey, t.createdAt),
    index('ai_usage_shared_ws_idx').on(t.sharedWorkspaceId, t.createdAt),
  ],
);

export const activityEntries = pgTable(
  'activity_entries',
  {
    id: id(),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    sharedWorkspaceId: uuid('shared_workspace_id').references(() => sharedWorkspaces.id, { onDelete: 'set null' }),
    /** voice | ai_response | decision | file | text | system | document | presentation */
    type: text('type').notNull(),
    message: text('message').notNull(),
    metadata: jsonb('metadata').$type<Record<string, unknown>>().notNull().default({}),
    /** Written by "Seed Demo Data": shown marked as demo, removed together in one click. */
    demo: boolean('demo').notNull().default(false),
    createdAt: createdAt(),
  },
  (t) => [
    index('activity_entries_user_idx').on(t.userId, t.createdAt),
    index('activity_entries_ws_idx').on(t.sharedWorkspaceId, t.createdAt),
  ],
);

/* ---------- Business OS ---------- */

/** A saved Business OS working session; `state` is the client's document, validated by the contract. */
export const businessSessions = pgTable(
  'business_sessions',
  {
    id: id(),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    title: text('title').notNull().default('Untitled session'),
    state: jsonb('state').$type<Record<string, unknown>>().notNull().default({}),
    /** Incremented on every save; lets the client detect a stale write. */
    revision: bigint('revision', { mode: 'number' }).notNull().default(0),
    createdAt: createdAt(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('business_sessions_user_idx').on(t.userId, t.updatedAt)],
);

/**
 * The raw document of a session as it was stored before the first save over a document
 * this version could not read as it is (salvaged from an older version's shape): nothing
 * a person wrote is lost to a stricter schema.
 */
export const businessSessionBackups = pgTable(
  'business_session_backups',
  {
    id: id(),
    sessionId: uuid('session_id')
      .notNull()
      .references(() => businessSessions.id, { onDelete: 'cascade' }),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    /** Exactly what was stored, whatever its shape. */
    state: jsonb('state').$type<unknown>().notNull(),
    /** The revision the stored document had. */
    revision: bigint('revision', { mode: 'number' }).notNull(),
    /** 'migrated' or 'salvaged', and what was left out. */
    reason: text('reason').notNull(),
    createdAt: createdAt(),
  },
  (t) => [index('business_session_backups_session_idx').on(t.sessionId)],
);

/* ---------- rate limits (platform/limits.ts) ---------- */

/**
 * Fixed-window request counters shared by every instance: one row per key, the window
 * starting at the key's first hit. Rows past `expires_at` are dead and swept.
 */
export const rateLimitCounters = pgTable(
  'rate_limit_counters',
  {
    key: text('key').primaryKey(),
    windowStart: timestamp('window_start', { withTimezone: true }).notNull(),
    count: integer('count').notNull(),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
  },
  (t) => [index('rate_limit_counters_expires_idx').on(t.expiresAt)],
);

/**
 * Timestamped events (failed sign-ins) for sliding-window throttles: one row per key
 * and instant, `count` for events at the same instant.
 */
export const rateLimitEvents = pgTable(
  'rate_limit_events',
  {
    key: text('key').notNull(),
    at: timestamp('at', { withTimezone: true }).notNull(),
    count: integer('count').notNull(),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
  },
  (t) => [primaryKey({ columns: [t.key, t.at] }), index('rate_limit_events_expires_idx').on(t.expiresAt)],
);

/* ---------- background jobs (platform/jobs.ts) ---------- */

/**
 * Our side of a background job: its queue name (so `jobs.get(id)` needs only the id)
 * and the progress its handler last reported. The job itself (state, attempts, result)
 * lives in pg-boss's own `pgboss` schema, which pg-boss creates and migrates itself.
 */
export const jobProgress = pgTable(
  'job_progress',
  {
    /** The pg-boss job id (we choose it before sending). */
    jobId: uuid('job_id').primaryKey(),
    name: text('name').notNull(),
    /** The user the job works for (null: the system's own); their deletion deletes the row. */
    ownerId: uuid('owner_id').references(() => users.id, { onDelete: 'cascade' }),
    progress: jsonb('progress'),
    createdAt: createdAt(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('job_progress_updated_idx').on(t.updatedAt)],
);

/* ---------- uploads (features/uploads) ---------- */

/**
 * A file a user uploaded (chat exports, images, recordings for data-world imports). The
 * bytes are in storage (platform/storage.ts) under `storage_key`, a server-chosen
 * `users/<user id>/<uuid>`; the client's file name is only metadata.
 */
export const uploads = pgTable(
  'uploads',
  {
    id: id(),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    storageKey: text('storage_key').notNull(),
    /** Sanitized for display and Content-Disposition; never a path. */
    fileName: text('file_name').notNull(),
    /** Decided by the server from the content (magic bytes), not the client's claim. */
    contentType: text('content_type').notNull(),
    size: integer('size').notNull(),
    /** Hex SHA-256 of the bytes. */
    sha256: text('sha256').notNull(),
    createdAt: createdAt(),
  },
  (t) => [index('uploads_user_idx').on(t.userId, t.createdAt)],
);

/* ---------- pitch coach (features/pitch) ---------- */

/**
 * A saved pitch attempt: its words with times (the analysis is re-measured from them on
 * read, so a better analysis reaches old attempts), the advice as written then, and the
 * recording when there was one (an `uploads` row, so the account export lists it and
 * account deletion removes it).
 */
export const pitchAttempts = pgTable(
  'pitch_attempts',
  {
    id: id(),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    title: text('title').notNull(),
    transcript: jsonb('transcript').$type<Record<string, unknown>>().notNull(),
    feedback: jsonb('feedback').$type<{ text: string; engineLabel: string } | null>(),
    uploadId: uuid('upload_id').references(() => uploads.id, { onDelete: 'set null' }),
    createdAt: createdAt(),
  },
  (t) => [index('pitch_attempts_user_idx').on(t.userId, t.createdAt)],
);

/* ---------- data worlds (features/worlds) ---------- */

/**
 * One uploaded export (a WhatsApp chat, a Telegram export, photos, a location history)
 * and its import job. Every row an import brings in carries its id: deleting the import,
 * or a failed attempt, removes exactly those rows. The worlds read only rows of imports
 * that are `done`, so a running or failed import is never half visible.
 */
export const worldImports = pgTable(
  'world_imports',
  {
    id: id(),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    /** 'whatsapp' | 'telegram' | 'photos' | 'google-location' (detected from the content), or 'matrix' (a connected room). */
    source: text('source').notNull(),
    fileName: text('file_name').notNull(),
    /** The upload in storage (`users/<user id>/imports/<import id>`); removed with the import. */
    storageKey: text('storage_key').notNull(),
    size: bigint('size', { mode: 'number' }).notNull(),
    /** 'queued' | 'running' | 'done' | 'failed' */
    status: text('status').notNull().default('queued'),
    jobId: uuid('job_id'),
    /** The zone local times of this file were read in. */
    timeZone: text('time_zone').notNull(),
    progress: jsonb('progress').$type<Record<string, unknown>>().notNull().default({}),
    counts: jsonb('counts').$type<Record<string, number>>().notNull().default({}),
    /** What the parser wants the user to know ("dates read as day/month"). */
    notes: jsonb('notes').$type<string[]>().notNull().default([]),
    error: text('error'),
    attempts: integer('attempts').notNull().default(0),
    createdAt: createdAt(),
    startedAt: timestamp('started_at', { withTimezone: true }),
    finishedAt: timestamp('finished_at', { withTimezone: true }),
    /**
     * A chat source's own id for the chat this import reads (source 'matrix': the room whose
     * history it read and whose new messages the sync loop appends, ADR 039). The column keeps
     * its first name, `matrix_room_id`, so no migration is needed.
     */
    externalId: text('matrix_room_id'),
  },
  (t) => [
    index('world_imports_user_idx').on(t.userId, t.createdAt),
    uniqueIndex('world_imports_matrix_room_key').on(t.userId, t.externalId),
  ],
);

/**
 * A person, one per exact name or phone number (`key`) per user, across sources and chats.
 * `merged_into` joins people the user says are one (a merge is undone by clearing it).
 */
export const worldPeople = pgTable(
  'world_people',
  {
    id: id(),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    /** `name:<name>` or `tel:<digits>`. */
    key: text('key').notNull(),
    name: text('name').notNull(),
    mergedInto: uuid('merged_into').references((): AnyPgColumn => worldPeople.id, { onDelete: 'set null' }),
    /** The account's owner as they appear in their own exports (set by the user; guessed otherwise). */
    isSelf: boolean('is_self').notNull().default(false),
    createdAt: createdAt(),
  },
  (t) => [uniqueIndex('world_people_key').on(t.userId, t.key), index('world_people_merged_idx').on(t.mergedInto)],
);

/** A conversation, one per source and chat key (re-exports of a chat land in the same one). */
export const worldChats = pgTable(
  'world_chats',
  {
    id: id(),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    source: text('source').notNull(),
    chatKey: text('chat_key').notNull(),
    title: text('title').notNull(),
    isGroup: boolean('is_group').notNull().default(false),
    createdAt: createdAt(),
  },
  (t) => [uniqueIndex('world_chats_key').on(t.userId, t.source, t.chatKey)],
);

export const worldChatPeople = pgTable(
  'world_chat_people',
  {
    chatId: uuid('chat_id')
      .notNull()
      .references(() => worldChats.id, { onDelete: 'cascade' }),
    personId: uuid('person_id')
      .notNull()
      .references(() => worldPeople.id, { onDelete: 'cascade' }),
  },
  (t) => [primaryKey({ columns: [t.chatId, t.personId] }), index('world_chat_people_person_idx').on(t.personId)],
);

/**
 * Messages. The unique key (user, time, chat, author, text hash, occurrence) is what makes
 * a re-import add nothing twice (INSERT … ON CONFLICT DO NOTHING); it starts with the user
 * and the time so it also serves "this user's most recent messages".
 */
export const worldMessages = pgTable(
  'world_messages',
  {
    userId: uuid('user_id').notNull(),
    importId: uuid('import_id').notNull(),
    chatId: uuid('chat_id').notNull(),
    personId: uuid('person_id').notNull(),
    at: timestamp('at', { withTimezone: true }).notNull(),
    text: text('text').notNull(),
    media: text('media'),
    /**
     * 64 bits of the SHA-1 of chat, author, text and occurrence (0 for the first identical
     * message at the same time in the file, 1 for the next…): with the user and the time,
     * what makes a message the same one again. Also the tie-break among equal times.
     */
    key: bigint('key', { mode: 'bigint' }).notNull(),
    /**
     * The AFINN comparative score of `text` (the `sentiment` package), filled the first time
     * a world reads the message (null until then; the text never changes), so the worlds
     * average moods in SQL.
     */
    sentiment: real('sentiment'),
  },
  (t) => [
    uniqueIndex('world_messages_key').on(t.userId, t.at, t.key),
    index('world_messages_import_idx').on(t.importId),
    /** "Does this chat have messages", and a chat's messages in time order (the worlds' people and network). */
    index('world_messages_chat_at_idx').on(t.chatId, t.at),
  ],
);

/**
 * How many messages each (import, chat, author, local day) holds: the rollup Ask's counts,
 * rankings and trends read instead of scanning world_messages (#29, docs/decisions/066).
 * Kept by statement-level triggers on world_messages (insert, delete, update, truncate;
 * migration 0032), whatever writes or removes messages, and rebuilt for a user whose
 * time zone changes (`day` is the local day in users.time_zone, UTC when unset). The
 * author is the person as written (a merge changes no row: readers fold to the root).
 * No foreign keys, as world_messages has none.
 */
export const worldMessageDays = pgTable(
  'world_message_days',
  {
    userId: uuid('user_id').notNull(),
    importId: uuid('import_id').notNull(),
    chatId: uuid('chat_id').notNull(),
    personId: uuid('person_id').notNull(),
    day: date('day', { mode: 'string' }).notNull(),
    n: integer('n').notNull(),
  },
  (t) => [primaryKey({ columns: [t.userId, t.importId, t.chatId, t.personId, t.day] }), index('world_message_days_user_day_idx').on(t.userId, t.day)],
);

/** System events of chats ("Alice added Bob"): on the time line, never counted as messages. */
export const worldEvents = pgTable(
  'world_events',
  {
    id: bigint('id', { mode: 'number' }).primaryKey().generatedAlwaysAsIdentity(),
    userId: uuid('user_id').notNull(),
    importId: uuid('import_id').notNull(),
    chatId: uuid('chat_id'),
    at: timestamp('at', { withTimezone: true }).notNull(),
    text: text('text').notNull(),
    textHash: bigint('text_hash', { mode: 'bigint' }).notNull(),
  },
  (t) => [
    unique('world_events_key').on(t.userId, t.at, t.chatId, t.textHash).nullsNotDistinct(),
    index('world_events_import_idx').on(t.importId),
  ],
);

/** A place: points within about 100 m of its anchor (the first point seen there) belong to it. */
export const worldPlaces = pgTable(
  'world_places',
  {
    id: id(),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    lat: doublePrecision('lat').notNull(),
    lon: doublePrecision('lon').notNull(),
    label: text('label'),
    /** The nearest city and country ("Kyoto, Japan") from the offline GeoNames data, set when the place is made (null: none near). */
    geoName: text('geo_name'),
    createdAt: createdAt(),
  },
  (t) => [index('world_places_user_idx').on(t.userId)],
);

/** A location point: a shared location in a chat, a visit, a location-history record. */
export const worldPlacePoints = pgTable(
  'world_place_points',
  {
    id: bigint('id', { mode: 'number' }).primaryKey().generatedAlwaysAsIdentity(),
    userId: uuid('user_id').notNull(),
    importId: uuid('import_id').notNull(),
    placeId: uuid('place_id').notNull(),
    lat: doublePrecision('lat').notNull(),
    lon: doublePrecision('lon').notNull(),
    at: timestamp('at', { withTimezone: true }).notNull(),
    endAt: timestamp('end_at', { withTimezone: true }),
    /** 'message' | 'visit' | 'record' */
    via: text('via').notNull(),
    label: text('label'),
    chatId: uuid('chat_id'),
    personId: uuid('person_id'),
  },
  (t) => [
    uniqueIndex('world_place_points_key').on(t.userId, t.at, t.via, t.lat, t.lon),
    index('world_place_points_import_idx').on(t.importId),
    index('world_place_points_place_idx').on(t.placeId),
  ],
);

/** A photo; duplicates (same bytes) are one photo. The thumbnail is in storage. */
export const worldPhotos = pgTable(
  'world_photos',
  {
    id: id(),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    importId: uuid('import_id')
      .notNull()
      .references(() => worldImports.id, { onDelete: 'cascade' }),
    sha256: text('sha256').notNull(),
    fileName: text('file_name').notNull(),
    mime: text('mime').notNull(),
    bytes: bigint('bytes', { mode: 'number' }).notNull(),
    /** When it was taken (EXIF), else when it was imported (`taken_at_known` false). */
    at: timestamp('at', { withTimezone: true }).notNull(),
    takenAtKnown: boolean('taken_at_known').notNull(),
    lat: doublePrecision('lat'),
    lon: doublePrecision('lon'),
    width: integer('width'),
    height: integer('height'),
    placeId: uuid('place_id').references(() => worldPlaces.id, { onDelete: 'set null' }),
    /** `users/<user id>/thumbnails/<photo id>.jpg`, or null when the format could not be decoded. */
    thumbnailKey: text('thumbnail_key'),
    /** Names of the people tagged in it (Google Takeout's sidecar `people`), or null. */
    people: jsonb('people').$type<string[]>(),
  },
  (t) => [
    uniqueIndex('world_photos_key').on(t.userId, t.sha256),
    index('world_photos_user_at_idx').on(t.userId, t.at),
    index('world_photos_import_idx').on(t.importId),
    index('world_photos_place_idx').on(t.placeId),
  ],
);

/**
 * What a user's worlds know about them beyond the rows (#27): who "me" is and why (the
 * inference's reason and confidence, and whether the user answered "Which of these is
 * you?"), and on Basic, which data their 1,000 points are drawn from (ADR 052).
 */
export const worldProfiles = pgTable('world_profiles', {
  userId: uuid('user_id')
    .primaryKey()
    .references(() => users.id, { onDelete: 'cascade' }),
  /** The `world_people.key` inferred to be the owner (null: no guess), kept so a re-import can tell whether it changed. */
  selfKey: text('self_key'),
  /** Why (e.g. "Telegram export's personal information", "in 3 of 3 one-to-one chats"). */
  selfReason: text('self_reason'),
  /** 0..1 */
  selfConfidence: real('self_confidence'),
  /** True once the user picked (or confirmed) who they are: the question is not asked again. */
  selfConfirmed: boolean('self_confirmed').notNull().default(false),
  /** Basic plan: what the 1,000 points are drawn from, `{ chatIds?: string[], from?: ISO, to?: ISO }`; empty: everything. */
  basicScope: jsonb('basic_scope').$type<{ chatIds?: string[]; from?: string; to?: string }>().notNull().default({}),
  updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
});

/**
 * The user's answers to merge suggestions, by the two people's stable keys (`a_key` < `b_key`),
 * so a rejected suggestion is not offered again after a re-import. 'rejected' | 'accepted' | 'auto'.
 */
export const worldIdentityDecisions = pgTable(
  'world_identity_decisions',
  {
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    aKey: text('a_key').notNull(),
    bKey: text('b_key').notNull(),
    decision: text('decision').notNull(),
    /**
     * A merge's exact moves, so an undo restores exactly them (#27): `from` (the root that
     * joined `into`) and `ids`, every person whose merged_into the merge set to `into`
     * (`from` itself and whoever had been merged into `from`). Null for a rejection.
     */
    moved: jsonb('moved').$type<{ into: string; from: string; ids: string[] }>(),
    createdAt: createdAt(),
  },
  (t) => [primaryKey({ columns: [t.userId, t.aKey, t.bKey] })],
);

/**
 * What a source says a person is known by besides their name (#27, who is who): a phone
 * number from a Telegram export's contacts ('tel'), an email, a username, a Telegram user id
 * ('telegram-id', "user123"). Read into the identity suggestions (identity/); kept per import,
 * so deleting the import removes what it said.
 */
export const worldPersonIdentifiers = pgTable(
  'world_person_identifiers',
  {
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    importId: uuid('import_id')
      .notNull()
      .references(() => worldImports.id, { onDelete: 'cascade' }),
    /** world_people.key of the person. */
    personKey: text('person_key').notNull(),
    /** 'tel' | 'email' | 'username' | 'telegram-id' */
    kind: text('kind').notNull(),
    value: text('value').notNull(),
  },
  (t) => [primaryKey({ columns: [t.userId, t.personKey, t.kind, t.value, t.importId] }), index('world_person_identifiers_import_idx').on(t.importId)],
);

/**
 * A name the user gave a place ("Home", "Grandma's"). Kept by position, not by place row, so
 * it survives deleting and re-importing the files the place came from: a place within
 * 150 m of a named position takes its name.
 */
export const worldPlaceNames = pgTable(
  'world_place_names',
  {
    id: id(),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    lat: doublePrecision('lat').notNull(),
    lon: doublePrecision('lon').notNull(),
    name: text('name').notNull(),
    createdAt: createdAt(),
  },
  (t) => [index('world_place_names_user_idx').on(t.userId)],
);

/**
 * Ask your world (#29): a conversation of questions and answers, saved per user so a
 * follow-up ("And Mum?") reads the turns before it. `state` is the planner's context of
 * the last turn (the people, period, place and measure it was about), opaque to SQL.
 */
export const worldAskConversations = pgTable(
  'world_ask_conversations',
  {
    id: id(),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    title: text('title').notNull(),
    /** AskTurn[] (contract/worlds-ask.ts), oldest first, at most ASK_CONVERSATION_TURNS. */
    turns: jsonb('turns').$type<unknown[]>().notNull().default([]),
    state: jsonb('state').$type<Record<string, unknown>>().notNull().default({}),
    createdAt: createdAt(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('world_ask_conversations_user_idx').on(t.userId, t.updatedAt)],
);

/**
 * A message's meaning as a vector (#29, semantic search of Ask your world), when an
 * embeddings endpoint is configured (OPENAI_EMBEDDINGS_MODEL): one row per message and
 * model, the unit vector as `real[]`, which works on PGlite and on a PostgreSQL without
 * pgvector alike; similarity is the dot product, in memory (features/worlds/ask/embeddings.ts).
 * A message is (user, at, key) as in world_messages; rows of deleted messages are never
 * read (search joins world_messages) and go with the user.
 */
export const worldMessageEmbeddings = pgTable(
  'world_message_embeddings',
  {
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    at: timestamp('at', { withTimezone: true }).notNull(),
    key: bigint('key', { mode: 'bigint' }).notNull(),
    model: text('model').notNull(),
    embedding: real('embedding').array().notNull(),
  },
  (t) => [primaryKey({ columns: [t.userId, t.model, t.at, t.key] })],
);

/**
 * A personal access token (#29): lets a user's own agent read their world through the MCP
 * endpoint (/api/mcp) and nothing else. Only the SHA-256 of the token is stored; `prefix`
 * (its first characters) is shown so the user can tell tokens apart.
 */
export const personalAccessTokens = pgTable(
  'personal_access_tokens',
  {
    id: id(),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    name: text('name').notNull(),
    /** 'world:read' */
    scope: text('scope').notNull(),
    tokenHash: text('token_hash').notNull(),
    prefix: text('prefix').notNull(),
    createdAt: createdAt(),
    lastUsedAt: timestamp('last_used_at', { withTimezone: true }),
    revokedAt: timestamp('revoked_at', { withTimezone: true }),
  },
  (t) => [uniqueIndex('personal_access_tokens_hash_key').on(t.tokenHash), index('personal_access_tokens_user_idx').on(t.userId, t.createdAt)],
);

/* ---------- billing (features/billing) ---------- */

/** A user's Stripe customer and subscription, set by the signed webhook. */
export const billingCustomers = pgTable('billing_customers', {
  userId: uuid('user_id')
    .primaryKey()
    .references(() => users.id, { onDelete: 'cascade' }),
  stripeCustomerId: text('stripe_customer_id'),
  stripeSubscriptionId: text('stripe_subscription_id'),
  updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
});

/** Every Stripe event id handled once: a replayed webhook changes nothing (idempotence). */
export const billingEvents = pgTable('billing_events', {
  id: text('id').primaryKey(),
  type: text('type').notNull(),
  userId: uuid('user_id'),
  createdAt: createdAt(),
});

/* ---------- /demo command center (features/demo) ---------- */

/*
 * The sample company of the demo. Rows are seed data written from code at start-up
 * (features/demo/demo.seed.ts, replaced whole when its version changes), never by a
 * migration; `position` keeps the seed's order.
 */

/** The one sample company: its name, CEO and figures; `seed_version` says which seed wrote the demo tables. */
export const demoCompany = pgTable('demo_company', {
  id: text('id').primaryKey(),
  seedVersion: integer('seed_version').notNull(),
  name: text('name').notNull(),
  tagline: text('tagline').notNull(),
  ceoName: text('ceo_name').notNull(),
  ceoTitle: text('ceo_title').notNull(),
  arrUsd: integer('arr_usd').notNull(),
  costPer1kTokensUsd: doublePrecision('cost_per_1k_tokens_usd').notNull(),
  monthlyBudgetUsd: doublePrecision('monthly_budget_usd').notNull(),
  usageTrendPercent: doublePrecision('usage_trend_percent').notNull(),
  metrics: jsonb('metrics').$type<Record<string, string | number>>().notNull(),
});

export const demoDecisions = pgTable('demo_decisions', {
  id: text('id').primaryKey(),
  position: integer('position').notNull(),
  title: text('title').notNull(),
  context: text('context').notNull(),
  urgency: text('urgency').notNull(),
  status: text('status').notNull(),
  type: text('type').notNull(),
  /** Due this many days after today: the demo is always live. */
  dueInDays: integer('due_in_days').notNull(),
  assignee: text('assignee').notNull(),
  /** Choice decisions: [{id, title, description, analysis}]. */
  options: jsonb('options').$type<unknown[]>().notNull(),
  /** Priority decisions: [{id, name, impact, priority}]. */
  items: jsonb('items').$type<unknown[]>().notNull(),
});

export const demoTasks = pgTable('demo_tasks', {
  id: text('id').primaryKey(),
  position: integer('position').notNull(),
  title: text('title').notNull(),
  description: text('description').notNull(),
  assignee: text('assignee').notNull(),
  status: text('status').notNull(),
  priority: text('priority').notNull(),
  dueInDays: integer('due_in_days').notNull(),
});

export const demoTeamMembers = pgTable('demo_team_members', {
  position: integer('position').primaryKey(),
  name: text('name').notNull(),
  role: text('role').notNull(),
  department: text('department').notNull(),
  location: text('location').notNull(),
});

export const demoTokenCategories = pgTable('demo_token_categories', {
  position: integer('position').primaryKey(),
  category: text('category').notNull(),
  tokens: integer('tokens').notNull(),
  description: text('description').notNull(),
});

/** What a signed-in person completed in the demo (a visitor's stays in their browser session). */
export const demoProgress = pgTable(
  'demo_progress',
  {
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    /** 'decision' or 'task'. */
    kind: text('kind').notNull(),
    itemId: text('item_id').notNull(),
    optionId: text('option_id'),
    ranking: jsonb('ranking').$type<string[]>(),
    completedAt: timestamp('completed_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [primaryKey({ columns: [t.userId, t.kind, t.itemId] })],
);

/** A signed-in player's progress in the AI Explorer Game, per world (own or sample); a visitor's stays in their browser. */
export const gameProgress = pgTable(
  'game_progress',
  {
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    /** 'own' or 'sample'. */
    world: text('world').notNull(),
    /** Ids of the memories found, in the order found. */
    discovered: jsonb('discovered').$type<string[]>().notNull(),
    x: integer('x'),
    y: integer('y'),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [primaryKey({ columns: [t.userId, t.world] })],
);

/**
 * Rows one import stored that later imports brought again (their duplicates): a message
 * belongs to its `import_id` (the owner) and to every import that saw it here, so deleting
 * the owner hands it to one of them and deleting the last removes it (docs/decisions/026).
 * `owner_import_id` is the row's owner, kept up to date by the hand-over, so an import's
 * shared rows are found without scanning its own. Written only for duplicates: an import
 * of new messages pays nothing.
 */
export const worldMessageSightings = pgTable(
  'world_message_sightings',
  {
    importId: uuid('import_id')
      .notNull()
      .references(() => worldImports.id, { onDelete: 'cascade' }),
    ownerImportId: uuid('owner_import_id').notNull(),
    userId: uuid('user_id').notNull(),
    at: timestamp('at', { withTimezone: true }).notNull(),
    key: bigint('key', { mode: 'bigint' }).notNull(),
  },
  (t) => [
    primaryKey({ columns: [t.importId, t.userId, t.at, t.key] }),
    index('world_message_sightings_owner_idx').on(t.ownerImportId, t.at, t.key),
  ],
);

/** The same for events, location points and photos: `row_id` is the row's id as text. */
export const worldRowSightings = pgTable(
  'world_row_sightings',
  {
    importId: uuid('import_id')
      .notNull()
      .references(() => worldImports.id, { onDelete: 'cascade' }),
    ownerImportId: uuid('owner_import_id').notNull(),
    /** 'event' | 'point' | 'photo' */
    kind: text('kind').notNull(),
    rowId: text('row_id').notNull(),
  },
  (t) => [
    primaryKey({ columns: [t.importId, t.kind, t.rowId] }),
    index('world_row_sightings_owner_idx').on(t.ownerImportId, t.kind, t.rowId),
  ],
);

/**
 * A read-only link to one of a user's worlds (`/worlds/shared/<token>`). Only the SHA-256
 * of the token is stored (the link is shown once, at creation): a lookup is by the hash's
 * unique index, so no secret is ever compared byte by byte.
 */
export const worldShares = pgTable(
  'world_shares',
  {
    id: id(),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    /** 'social' | 'network' | 'map' | 'timeline' */
    world: text('world').notNull(),
    /** hex SHA-256 of the token. */
    tokenHash: text('token_hash').notNull(),
    includeMessages: boolean('include_messages').notNull().default(false),
    /** Whether the link's visitors may ask the world questions (#29), over what the link shows only. */
    allowAsk: boolean('allow_ask').notNull().default(false),
    expiresAt: timestamp('expires_at', { withTimezone: true }),
    revokedAt: timestamp('revoked_at', { withTimezone: true }),
    createdAt: createdAt(),
  },
  (t) => [uniqueIndex('world_shares_token_key').on(t.tokenHash), index('world_shares_user_idx').on(t.userId, t.createdAt)],
);

/* ---------- /beta hub feedback ---------- */

/** Feedback sent from the /beta hub, read by the team with `npm run admin -- feedback`. */
export const betaFeedback = pgTable(
  'beta_feedback',
  {
    id: id(),
    /** Null for a signed-out visitor; the row is kept when the account is deleted. */
    userId: uuid('user_id').references(() => users.id, { onDelete: 'set null' }),
    /** One of BETA_AREA_IDS or 'general'. */
    area: text('area').notNull(),
    /** 'idea' | 'problem' | 'praise' */
    kind: text('kind').notNull(),
    message: text('message').notNull(),
    /** Where to answer: the account's address, or what a visitor typed (may be null). */
    email: text('email'),
    createdAt: createdAt(),
  },
  (t) => [index('beta_feedback_created_idx').on(t.createdAt), index('beta_feedback_user_idx').on(t.userId, t.createdAt)],
);

/* ---------- Matrix deployments (issue #16) ---------- */

/**
 * A Matrix deployment bundle made for a user's domain. The bundle itself is rebuilt from
 * this row on download; its secrets (appservice tokens, provisioning secrets, database
 * password…) are generated once per deployment and kept only sealed (AES-256-GCM, see
 * platform/secret-box.ts), never in plain text.
 */
export const matrixDeployments = pgTable(
  'matrix_deployments',
  {
    id: id(),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    /** The base domain (lower case); the homeserver is matrix.<domain>. */
    domain: text('domain').notNull(),
    secretsSealed: text('secrets_sealed').notNull(),
    /** The last probe of https://matrix.<domain>/_matrix/client/versions: null until one ran. */
    reachable: boolean('reachable'),
    checkedAt: timestamp('checked_at', { withTimezone: true }),
    createdAt: createdAt(),
  },
  (t) => [index('matrix_deployments_user_idx').on(t.userId, t.createdAt)],
);

/* ---------- Matrix client connection (issue 16, ADR 034) ---------- */

/**
 * A user's connected Matrix account: one per user. The access token is stored sealed
 * (AES-256-GCM, platform/secret-box.ts), never in clear. The sync loop's `since` token is
 * kept here so it resumes where it stopped after a restart; `syncOwner`/`syncLeaseUntil`
 * are the lease that makes one instance at a time run the user's loop.
 */
export const matrixAccounts = pgTable('matrix_accounts', {
  userId: uuid('user_id')
    .primaryKey()
    .references(() => users.id, { onDelete: 'cascade' }),
  matrixUserId: text('matrix_user_id').notNull(),
  homeserverUrl: text('homeserver_url').notNull(),
  tokenSealed: text('token_sealed').notNull(),
  since: text('since'),
  /** 'starting' | 'syncing' | 'backing_off' | 'token_invalid' */
  syncState: text('sync_state').notNull().default('starting'),
  syncError: text('sync_error'),
  syncOwner: text('sync_owner'),
  syncLeaseUntil: timestamp('sync_lease_until', { withTimezone: true }),
  connectedAt: createdAt(),
});

/** The rooms of a connected account, as the sync loop last saw them. */
export const matrixRooms = pgTable(
  'matrix_rooms',
  {
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    roomId: text('room_id').notNull(),
    name: text('name').notNull(),
    /** 'room' | 'bridge' | 'dm' */
    type: text('type').notNull(),
    bridge: text('bridge'),
    lastMessage: text('last_message'),
    lastAt: timestamp('last_at', { withTimezone: true }),
    unread: integer('unread').notNull().default(0),
    /** What the name and kind are worked out from (state seen so far): see matrix-rooms.ts. */
    facts: jsonb('facts').notNull(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [primaryKey({ columns: [t.userId, t.roomId] })],
);

/* ---------- Julia: files workspaces, AI dashboard overlay, deck coach (features/julia) ---------- */

/** The AI dashboard overlay's windows, per user (spec §3 floating dashboard window). */
export const juliaOverlays = pgTable('julia_overlays', {
  userId: uuid('user_id')
    .primaryKey()
    .references(() => users.id, { onDelete: 'cascade' }),
  windows: jsonb('windows').notNull(),
  updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
});

/** The deck coach's deck, one per user (seeded with the sample deck on first visit). */
export const juliaDecks = pgTable('julia_decks', {
  userId: uuid('user_id')
    .primaryKey()
    .references(() => users.id, { onDelete: 'cascade' }),
  title: text('title').notNull(),
  /** 'sample' | 'pdf' | 'text' */
  source: text('source').notNull(),
  fileName: text('file_name'),
  pages: integer('pages'),
  /** The deck's text as extracted or pasted. */
  content: text('content').notNull(),
  /** 0–10, the rounded mean of the sections' scores. */
  score: integer('score').notNull(),
  /** The AI layer's review of the whole deck, and who wrote it. */
  review: text('review'),
  reviewEngine: text('review_engine'),
  updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
});

export const juliaDeckSections = pgTable(
  'julia_deck_sections',
  {
    id: id(),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    position: integer('position').notNull(),
    name: text('name').notNull(),
    score: integer('score').notNull(),
    /** 'complete' | 'in-progress' | 'needs-work' */
    status: text('status').notNull(),
    feedback: text('feedback').notNull(),
    /** The section's own text, as found in the deck ('' when missing). */
    excerpt: text('excerpt').notNull().default(''),
  },
  (t) => [index('julia_deck_sections_user_idx').on(t.userId, t.position)],
);

export const juliaStakeholders = pgTable(
  'julia_stakeholders',
  {
    id: id(),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    name: text('name').notNull(),
    role: text('role').notNull(),
    email: text('email'),
    /** 'aligned' | 'reviewing' | 'pending' | 'feedback-given' */
    status: text('status').notNull(),
    lastInput: text('last_input').notNull().default(''),
    createdAt: createdAt(),
  },
  (t) => [index('julia_stakeholders_user_idx').on(t.userId, t.createdAt)],
);

export const juliaCoachMessages = pgTable(
  'julia_coach_messages',
  {
    id: id(),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    role: text('role').notNull(),
    message: text('message').notNull(),
    engineLabel: text('engine_label'),
    createdAt: createdAt(),
  },
  (t) => [index('julia_coach_messages_user_idx').on(t.userId, t.createdAt)],
);

/* ---------- the outliner (features/outline, ADR 037) ---------- */

const bytea = customType<{ data: Uint8Array; driverData: Uint8Array | Buffer }>({
  dataType: () => 'bytea',
  fromDriver: (v) => (v instanceof Uint8Array ? new Uint8Array(v.buffer, v.byteOffset, v.byteLength) : v),
});

/**
 * One outline page. Its content is a Yjs document (`ydoc`: the merged state as one
 * update) written by the live server (features/outline/outline-live.ts); `body` is the
 * document's plain text for full-text search and `links` the ids of the pages it links
 * to with [[…]] (backlinks), both derived on every store. A private page has no
 * workspace (only its owner opens it); a shared one is edited by the workspace's members.
 */
export const outlinePages = pgTable(
  'outline_pages',
  {
    id: id(),
    ownerId: uuid('owner_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    workspaceId: uuid('workspace_id').references(() => sharedWorkspaces.id, { onDelete: 'cascade' }),
    title: text('title').notNull(),
    ydoc: bytea('ydoc'),
    body: text('body').notNull().default(''),
    links: text('links').array().notNull().default(sql`'{}'::text[]`),
    createdAt: createdAt(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index('outline_pages_owner_idx').on(t.ownerId, t.updatedAt),
    index('outline_pages_workspace_idx').on(t.workspaceId, t.updatedAt),
    index('outline_pages_search_idx').using('gin', sql`to_tsvector('english', ${t.title} || ' ' || ${t.body})`),
  ],
);

/* ---------- Julia: investor database and CRM (issue #15, docs/decisions/033) ---------- */

/** PostgreSQL `tsvector`, for full-text search (PGlite and PostgreSQL alike). */
const tsvector = customType<{ data: string }>({ dataType: () => 'tsvector' });

/**
 * One row per user whose sample dataset is loaded (issue #30: loaded on request, never on
 * first use): claiming it makes a second load a 409; removing the sample deletes it.
 */
export const juliaSeeds = pgTable('julia_seeds', {
  userId: uuid('user_id')
    .primaryKey()
    .references(() => users.id, { onDelete: 'cascade' }),
  seededAt: timestamp('seeded_at', { withTimezone: true }).notNull().defaultNow(),
});

/**
 * How many investors each user has, kept by statement triggers on julia_investors (insert,
 * delete, truncate; migration 0020), so the unfiltered list and the summary show an exact
 * total without counting 100,000 rows on every page (docs/decisions/033).
 */
export const juliaInvestorCounts = pgTable('julia_investor_counts', {
  userId: uuid('user_id')
    .primaryKey()
    .references(() => users.id, { onDelete: 'cascade' }),
  investors: integer('investors').notNull().default(0),
});

export const juliaInvestors = pgTable(
  'julia_investors',
  {
    id: id(),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    name: text('name').notNull(),
    firm: text('firm').notNull(),
    focus: text('focus').array().notNull(),
    checkMinUsd: bigint('check_min_usd', { mode: 'number' }).notNull(),
    checkMaxUsd: bigint('check_max_usd', { mode: 'number' }).notNull(),
    stages: text('stages').array().notNull(),
    location: text('location').notNull(),
    recentInvestments: text('recent_investments').array().notNull(),
    totalPortfolio: integer('total_portfolio').notNull(),
    lastActivity: date('last_activity', { mode: 'string' }).notNull(),
    /** From the user's founder profile (julia_founder_profiles), kept by the service; null without one. */
    matchScore: integer('match_score'),
    recentNews: text('recent_news').notNull(),
    privateNote: text('private_note').notNull().default(''),
    /** 'sample' | 'import' | 'manual' */
    source: text('source').notNull(),
    /**
     * The words a search looks in, kept by the service (name, firm, focus, stages,
     * location, portfolio, news, note): array_to_string is not immutable, so a generated
     * column cannot build it from the arrays itself.
     */
    searchText: text('search_text').notNull(),
    search: tsvector('search')
      .notNull()
      .generatedAlwaysAs(sql`to_tsvector('simple'::regconfig, search_text)`),
    createdAt: createdAt(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index('julia_investors_search_idx').using('gin', t.search),
    index('julia_investors_focus_idx').using('gin', t.focus),
    // One per sort order, so a page of a large database is read in order, not sorted whole.
    index('julia_investors_user_match_idx').on(t.userId, t.matchScore.desc(), t.id),
    index('julia_investors_user_name_idx').on(t.userId, t.name, t.id),
    index('julia_investors_user_activity_idx').on(t.userId, t.lastActivity.desc(), t.id),
    index('julia_investors_user_portfolio_idx').on(t.userId, t.totalPortfolio.desc(), t.id),
  ],
);

export const juliaContacts = pgTable(
  'julia_contacts',
  {
    id: id(),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    investorId: uuid('investor_id').references(() => juliaInvestors.id, { onDelete: 'set null' }),
    name: text('name').notNull(),
    company: text('company').notNull(),
    email: text('email').notNull().default(''),
    trust: integer('trust').notNull(),
    intent: text('intent').notNull(),
    warmth: text('warmth').notNull(),
    /** 'Hot Deal' | 'Prospect' | 'Outreach' */
    status: text('status').notNull(),
    /** Order within its kanban column. */
    position: doublePrecision('position').notNull(),
    lastContact: date('last_contact', { mode: 'string' }),
    /** 'sample' | 'manual' (issue #30) */
    source: text('source').notNull().default('manual'),
    createdAt: createdAt(),
  },
  (t) => [index('julia_contacts_user_idx').on(t.userId, t.status, t.position)],
);

export const juliaInteractions = pgTable(
  'julia_interactions',
  {
    id: id(),
    contactId: uuid('contact_id')
      .notNull()
      .references(() => juliaContacts.id, { onDelete: 'cascade' }),
    userId: uuid('user_id').notNull(),
    date: date('date', { mode: 'string' }).notNull(),
    channel: text('channel').notNull(),
    summary: text('summary').notNull(),
    nextStep: text('next_step').notNull().default(''),
    reminderDate: date('reminder_date', { mode: 'string' }),
    /** 'sample' | 'manual' (issue #30) */
    source: text('source').notNull().default('manual'),
    createdAt: createdAt(),
  },
  (t) => [index('julia_interactions_contact_idx').on(t.contactId, t.date)],
);

export const juliaRounds = pgTable(
  'julia_rounds',
  {
    id: id(),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    name: text('name').notNull(),
    targetUsd: bigint('target_usd', { mode: 'number' }),
    /** 'sample' | 'manual' (issue #30) */
    source: text('source').notNull().default('manual'),
    createdAt: createdAt(),
  },
  (t) => [index('julia_rounds_user_idx').on(t.userId, t.createdAt)],
);

/** A user's founder profile (issue #30): what investor match scores are computed from. */
export const juliaFounderProfiles = pgTable('julia_founder_profiles', {
  userId: uuid('user_id')
    .primaryKey()
    .references(() => users.id, { onDelete: 'cascade' }),
  /** One of INVESTOR_STAGES. */
  stage: text('stage').notNull(),
  /** INVESTOR_FOCUS_AREAS, one to five. */
  sectors: text('sectors').array().notNull(),
  roundSizeUsd: bigint('round_size_usd', { mode: 'number' }).notNull(),
  /** One of FOUNDER_GEOGRAPHIES. */
  geography: text('geography').notNull(),
  updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
});

/** A contact's stage in one round; a contact has one row per round, so rounds never overwrite each other. */
export const juliaRoundEntries = pgTable(
  'julia_round_entries',
  {
    roundId: uuid('round_id')
      .notNull()
      .references(() => juliaRounds.id, { onDelete: 'cascade' }),
    contactId: uuid('contact_id')
      .notNull()
      .references(() => juliaContacts.id, { onDelete: 'cascade' }),
    /** identified | contacted | meeting | due-diligence | term-sheet | committed | passed */
    stage: text('stage').notNull(),
    passReason: text('pass_reason'),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [primaryKey({ columns: [t.roundId, t.contactId] }), index('julia_round_entries_contact_idx').on(t.contactId)],
);
