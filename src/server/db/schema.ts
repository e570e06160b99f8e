/**
 * One PostgreSQL schema for the whole product, shared by PGlite (embedded) and
 * node-postgres. Migrations are generated from this file with `npm run db:generate`
 * and applied at start-up.
 */
import { sql } from 'drizzle-orm';
import {
  bigint,
  boolean,
  doublePrecision,
  index,
  integer,
  jsonb,
  pgTable,
  primaryKey,
  text,
  timestamp,
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
    createdAt: createdAt(),
  },
  (t) => [index('file_workspaces_owner_idx').on(t.ownerId)],
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
    joinedAt: timestamp('joined_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [primaryKey({ columns: [t.workspaceId, t.userId] }), index('shared_workspace_members_user_idx').on(t.userId)],
);

export const sharedWorkspaceInvites = pgTable(
  'shared_workspace_invites',
  {
    workspaceId: uuid('workspace_id')
      .notNull()
      .references(() => sharedWorkspaces.id, { onDelete: 'cascade' }),
    email: text('email').notNull(),
    role: text('role').notNull().default('member'),
    createdAt: createdAt(),
  },
  (t) => [primaryKey({ columns: [t.workspaceId, t.email] })],
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
