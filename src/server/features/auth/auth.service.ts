/**
 * Accounts: registration, sign-in (with throttling), external sign-in linking, and
 * the account-settings operations. Knows no HTTP: routes turn the results into
 * cookies and responses.
 */
import { and, eq, ne, sql } from 'drizzle-orm';
import { AUTH_MESSAGES, type Provider } from '../../../contract/auth';
import type { Db } from '../../db/client';
import { billingEvents, oauthAccounts, outlinePages, sessions, sharedWorkspaces, users } from '../../db/schema';
import {
  BadRequestError,
  ConflictError,
  ForbiddenError,
  isUniqueViolation,
  NotFoundError,
  TooManyRequestsError,
  UnauthorizedError,
} from '../../errors';
import type { SessionUser } from '../../platform/auth';
import { burnPasswordCheck, hashPassword, needsRehash, verifyPassword } from '../../platform/passwords';
import { toSessionUser, type SessionStore } from '../../platform/sessions';
import type { Jobs } from '../../platform/jobs';
import { liveResource, type LiveAccess } from '../../platform/live-access';
import { InvalidStorageKeyError, type Storage } from '../../platform/storage';
import { deleteWorldRows, worldStorageKeys } from '../worlds';
import { throttleKeys, type LoginThrottle } from './login-throttle';
import { collectUserData } from './account-export';

export interface ClientMeta {
  ip: string;
  userAgent?: string;
}

export interface ExternalIdentity {
  /** Key in oauth_accounts: 'google', or 'oidc:<issuer>'. */
  accountProvider: string;
  /** users.provider for an account this sign-in creates. */
  userProvider: Exclude<Provider, 'local'>;
  subject: string;
  email: string | undefined;
  emailVerified: boolean;
  name: string | undefined;
}

export class EmailNotVerifiedError extends ForbiddenError {
  constructor() {
    super('Your provider account has no verified email address.');
  }
}

/** Which unique index a violation hit, through either driver. */
function violatedConstraint(err: unknown): string {
  const e = err as { constraint?: string; message?: string; cause?: { constraint?: string; message?: string } };
  return e.constraint ?? e.cause?.constraint ?? `${e.message ?? ''} ${e.cause?.message ?? ''}`;
}

export function createAuthService(deps: {
  db: Db;
  sessions: SessionStore;
  throttle: LoginThrottle;
  storage: Storage;
  /** The user's background jobs (imports, transcriptions) are cancelled before the account goes. */
  jobs?: Pick<Jobs, 'cancelOwnedBy'>;
  /** Live connections: others' sockets on the workspaces and pages the account takes with it close. */
  access?: Pick<LiveAccess, 'revoke'>;
}) {
  const { db, sessions: store, throttle } = deps;

  async function findByEmail(email: string) {
    const rows = await db.select().from(users).where(eq(users.email, email)).limit(1);
    return rows[0];
  }
  async function usernameTaken(username: string, exceptUserId?: string) {
    const rows = await db
      .select({ id: users.id })
      .from(users)
      .where(
        exceptUserId
          ? and(sql`lower(${users.username}) = lower(${username})`, ne(users.id, exceptUserId))
          : sql`lower(${users.username}) = lower(${username})`,
      )
      .limit(1);
    return rows.length > 0;
  }
  function conflictFrom(err: unknown): never {
    if (isUniqueViolation(err)) {
      if (violatedConstraint(err).includes('users_username_key')) throw new ConflictError(AUTH_MESSAGES.usernameTaken, 'username_taken');
      throw new ConflictError(AUTH_MESSAGES.emailTaken, 'email_taken');
    }
    throw err;
  }

  /** 429 while the address or the client is past the sign-in throttle (shared by sign-up). */
  async function refuseWhileThrottled(keys: string[], what: string) {
    const wait = await throttle.retryAfterSeconds(keys);
    if (wait > 0) {
      const minutes = Math.ceil(wait / 60);
      throw new TooManyRequestsError(`Too many ${what} attempts. Please try again in ${minutes} minute${minutes === 1 ? '' : 's'}.`, wait);
    }
  }

  async function startSession(userId: string, meta: ClientMeta, replacesSessionId?: string | null) {
    // A fresh id at every sign-in (no fixation); the session the browser had is ended.
    if (replacesSessionId) await store.destroy(replacesSessionId);
    return store.create(userId, meta);
  }

  return {
    async register(
      input: { email: string; password: string; username: string | null; name: string | null },
      meta: ClientMeta,
      currentSessionId?: string | null,
    ) {
      // 'email_taken' tells whether an address has an account, as a sign-in attempt does:
      // each one counts against the address and the client in the sign-in throttle's own
      // buckets, so probing through sign-up is no faster than through sign-in (#25).
      const keys = throttleKeys(input.email, meta.ip);
      await refuseWhileThrottled(keys, 'sign-up');
      const taken = async (err: ConflictError): Promise<never> => {
        await throttle.recordFailure(keys);
        throw err;
      };
      if (await findByEmail(input.email)) return taken(new ConflictError(AUTH_MESSAGES.emailTaken, 'email_taken'));
      if (input.username && (await usernameTaken(input.username))) {
        return taken(new ConflictError(AUTH_MESSAGES.usernameTaken, 'username_taken'));
      }
      const passwordHash = await hashPassword(input.password);
      let row;
      try {
        [row] = await db
          .insert(users)
          .values({ email: input.email, username: input.username, name: input.name, provider: 'local', passwordHash })
          .returning();
      } catch (err) {
        if (isUniqueViolation(err)) await throttle.recordFailure(keys);
        conflictFrom(err);
      }
      const user = toSessionUser(row!);
      const session = await startSession(user.id, meta, currentSessionId);
      return { user, session };
    },

    async login(input: { email: string; password: string }, meta: ClientMeta, currentSessionId?: string | null) {
      const keys = throttleKeys(input.email, meta.ip);
      await refuseWhileThrottled(keys, 'sign-in');
      const row = await findByEmail(input.email);
      if (!row || !row.passwordHash) {
        await burnPasswordCheck(input.password);
        await throttle.recordFailure(keys);
        if (row) throw new UnauthorizedError(AUTH_MESSAGES.usesExternalSignIn);
        throw new UnauthorizedError(AUTH_MESSAGES.invalidCredentials);
      }
      if (!(await verifyPassword(row.passwordHash, input.password))) {
        await throttle.recordFailure(keys);
        throw new UnauthorizedError(AUTH_MESSAGES.invalidCredentials);
      }
      await throttle.reset(keys[0]!);
      if (needsRehash(row.passwordHash)) {
        await db.update(users).set({ passwordHash: await hashPassword(input.password) }).where(eq(users.id, row.id));
      }
      const user = toSessionUser(row);
      const session = await startSession(user.id, meta, currentSessionId);
      return { user, session };
    },

    async logout(sessionId: string | null) {
      if (sessionId) await store.destroy(sessionId);
    },

    /**
     * Sign-in through Google or an OpenID provider: the known identity's user, else the
     * user with the same verified email (linked now), else a new user.
     */
    async signInExternal(identity: ExternalIdentity, meta: ClientMeta, currentSessionId?: string | null) {
      const linked = await db
        .select({ user: users })
        .from(oauthAccounts)
        .innerJoin(users, eq(users.id, oauthAccounts.userId))
        .where(and(eq(oauthAccounts.provider, identity.accountProvider), eq(oauthAccounts.subject, identity.subject)))
        .limit(1);
      let row = linked[0]?.user;
      if (!row) {
        if (!identity.email || !identity.emailVerified) throw new EmailNotVerifiedError();
        const email = identity.email.trim().toLowerCase();
        row = await findByEmail(email);
        if (!row) {
          try {
            [row] = await db
              .insert(users)
              .values({ email, name: identity.name?.slice(0, 100) || null, provider: identity.userProvider })
              .returning();
          } catch (err) {
            // Another sign-in created it a moment ago.
            if (!isUniqueViolation(err)) throw err;
            row = await findByEmail(email);
          }
        }
        if (!row) throw new Error('user vanished during external sign-in');
        await db
          .insert(oauthAccounts)
          .values({ provider: identity.accountProvider, subject: identity.subject, userId: row.id, email })
          .onConflictDoNothing();
      }
      const user = toSessionUser(row);
      const session = await startSession(user.id, meta, currentSessionId);
      return { user, session };
    },

    async getAccount(userId: string) {
      const rows = await db.select().from(users).where(eq(users.id, userId)).limit(1);
      const row = rows[0];
      if (!row) throw new NotFoundError('Account not found.');
      const links = await db
        .select({ provider: oauthAccounts.provider, email: oauthAccounts.email, createdAt: oauthAccounts.createdAt })
        .from(oauthAccounts)
        .where(eq(oauthAccounts.userId, userId));
      const [count] = await db
        .select({ n: sql<number>`count(*)::int` })
        .from(sessions)
        .where(and(eq(sessions.userId, userId), sql`${sessions.expiresAt} > now()`));
      return {
        user: toSessionUser(row),
        hasPassword: Boolean(row.passwordHash),
        linkedProviders: links.map((l) => ({
          provider: l.provider.startsWith('oidc:') ? 'oidc' : l.provider,
          email: l.email,
          createdAt: l.createdAt.toISOString(),
        })),
        activeSessions: Number(count?.n ?? 0),
      };
    },

    async updateProfile(userId: string, input: { username?: string | null; name?: string | null }, meta: ClientMeta) {
      const patch: Partial<typeof users.$inferInsert> = { updatedAt: new Date() };
      // 'username_taken' tells whether a user name exists: like sign-up's, each one counts
      // against the account and the client in the sign-in throttle, so a signed-in person
      // cannot list the user names by probing them here any faster than through sign-up.
      const keys = [`account:${userId}`, `ip:${meta.ip}`];
      if (input.username !== undefined) {
        if (input.username) {
          await refuseWhileThrottled(keys, 'user name');
          if (await usernameTaken(input.username, userId)) {
            await throttle.recordFailure(keys);
            throw new ConflictError(AUTH_MESSAGES.usernameTaken, 'username_taken');
          }
        }
        patch.username = input.username;
      }
      if (input.name !== undefined) patch.name = input.name;
      let row;
      try {
        [row] = await db.update(users).set(patch).where(eq(users.id, userId)).returning();
      } catch (err) {
        if (isUniqueViolation(err)) await throttle.recordFailure(keys);
        conflictFrom(err);
      }
      if (!row) throw new NotFoundError('Account not found.');
      await store.forgetUser(userId);
      return toSessionUser(row);
    },

    /** Sets a new password and signs out every other session of the user. */
    async changePassword(user: SessionUser, sessionId: string | null, input: { currentPassword?: string; newPassword: string }) {
      const rows = await db.select({ passwordHash: users.passwordHash }).from(users).where(eq(users.id, user.id)).limit(1);
      const current = rows[0];
      if (!current) throw new NotFoundError('Account not found.');
      if (current.passwordHash) {
        if (!input.currentPassword) throw new BadRequestError(AUTH_MESSAGES.currentPasswordRequired, 'validation_error');
        if (!(await verifyPassword(current.passwordHash, input.currentPassword))) {
          throw new ForbiddenError(AUTH_MESSAGES.wrongPassword);
        }
      }
      await db
        .update(users)
        .set({ passwordHash: await hashPassword(input.newPassword), updatedAt: new Date() })
        .where(eq(users.id, user.id));
      await store.destroyAllForUser(user.id, sessionId);
    },

    /**
     * Deletes the user and, by foreign-key cascade, everything they own: sessions,
     * linked identities, workspaces (with their messages and files), shared workspaces
     * they own, memberships, activity, AI usage, Business OS sessions, uploads, job
     * progress rows, data worlds. Uploaded files (workspace files, uploads, world imports and thumbnails)
     * are removed from storage (disk or bucket) too.
     */
    async deleteAccount(user: SessionUser, input: { confirmEmail: string; password?: string }) {
      const rows = await db.select({ passwordHash: users.passwordHash }).from(users).where(eq(users.id, user.id)).limit(1);
      const current = rows[0];
      if (!current) throw new NotFoundError('Account not found.');
      if (input.confirmEmail !== user.email) throw new BadRequestError(AUTH_MESSAGES.confirmMismatch, 'confirm_mismatch');
      if (current.passwordHash) {
        if (!input.password) throw new BadRequestError('Password is required', 'validation_error');
        if (!(await verifyPassword(current.passwordHash, input.password))) {
          throw new ForbiddenError(AUTH_MESSAGES.wrongPassword);
        }
      }
      // Jobs first (#25): a running import stops writing (this instance waits for it; others
      // stop at their next check) before its rows and files are removed.
      await deps.jobs?.cancelOwnedBy(user.id);
      const data = await collectUserData(db, user.id);
      const worldKeys = await worldStorageKeys(db, user.id);
      await deleteWorldRows(db, user.id);
      // What goes with the account by cascade, so that other people's live connections to
      // it close (#25): their edits would otherwise be taken and silently dropped.
      const ownedWorkspaces = await db.select({ id: sharedWorkspaces.id }).from(sharedWorkspaces).where(eq(sharedWorkspaces.ownerId, user.id));
      const ownedPages = await db.select({ id: outlinePages.id }).from(outlinePages).where(eq(outlinePages.ownerId, user.id));
      // Stripe event ids keep no foreign key (an event may name no account); the account's go with it.
      await db.delete(billingEvents).where(eq(billingEvents.userId, user.id));
      await db.delete(users).where(eq(users.id, user.id));
      await store.forgetUser(user.id);
      for (const w of ownedWorkspaces) await deps.access?.revoke(liveResource.workspace(w.id));
      for (const p of ownedPages) await deps.access?.revoke(liveResource.outlinePage(p.id));
      await removeUploads(deps.storage, [
        ...data.fileWorkspaces.flatMap((w) => w.files.map((f) => f.storageKey)),
        ...data.uploads.map((u) => u.storageKey),
        ...worldKeys,
      ]);
      // Everything of the user's own lives under users/<id>/: what no row names goes too
      // (a thumbnail written while the rows were being deleted).
      await deps.storage.deletePrefix(`users/${user.id}/`);
    },

    exportData: (userId: string) => collectUserData(db, userId),
  };
}
export type AuthService = ReturnType<typeof createAuthService>;

/** Best effort: a file already gone is fine; a key pointing outside the uploads is ignored. */
async function removeUploads(storage: Storage, keys: string[]) {
  await Promise.all(
    keys.map(async (key) => {
      try {
        await storage.delete(key);
      } catch (err) {
        if (!(err instanceof InvalidStorageKeyError)) throw err;
      }
    }),
  );
}
