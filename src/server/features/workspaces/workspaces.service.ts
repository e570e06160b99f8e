/**
 * Shared workspaces (issue #14): create, join by invite code (and password), members
 * and roles, invitations (by email through the mailer, or a link to copy), the invite
 * code, the monthly token budget, the active workspace AI calls are charged to, and
 * the per-member × per-model × per-day usage.
 *
 * Roles: the creator is 'owner'; 'admin' may invite, remove members and rotate the code
 * and set the budget; 'member' reads the workspace and adds to its activity. A user who
 * is not in a workspace gets 404 for everything of it (platform/access.ts).
 */
import crypto from 'node:crypto';
import { and, asc, eq, gte, inArray, sql } from 'drizzle-orm';
import {
  ACCESS_CODE_ALPHABET,
  ACCESS_CODE_LENGTH,
  USAGE_CSV_HEADER,
  WORKSPACE_MESSAGES,
  type Budget,
  type CreateWorkspaceResponse,
  type InviteRole,
  type JoinWorkspaceResponse,
  type SentInvite,
  type UsageResponse,
  type WorkspaceDetail,
  type WorkspaceListItem,
  type WorkspaceRole,
} from '../../../contract/workspaces';
import { BRAND } from '../../../contract/brand';
import type { Db } from '../../db/client';
import { aiUsage, sharedWorkspaceInvites, sharedWorkspaceMembers, sharedWorkspaces, users } from '../../db/schema';
import { AppError, ConflictError, ForbiddenError, isUniqueViolation, NotFoundError } from '../../errors';
import { requireSharedWorkspaceRole } from '../../platform/access';
import type { ActivityLog } from '../../platform/activity';
import type { Limits } from '../../platform/limits';
import { liveResource, type LiveAccess } from '../../platform/live-access';
import { escapeHtml, type Mailer } from '../../platform/mailer';
import { burnPasswordCheck, hashPassword, verifyPassword } from '../../platform/passwords';
import { budgetView, workspaceTokensThisMonth } from './workspace-budget';

export interface JoinThrottle {
  /** Wrong codes or passwords per user and per client address within `windowMs` before 429. */
  maxFailures: number;
  windowMs: number;
  limits: Limits;
}

export interface WorkspacesDeps {
  db: Db;
  mailer: Mailer;
  activity: ActivityLog;
  /** Told when someone loses the workspace: their live sockets on its pages close (platform/live-access.ts). */
  access: Pick<LiveAccess, 'revoke'>;
  throttle: JoinThrottle;
  now?: () => number;
}

type WorkspaceRow = typeof sharedWorkspaces.$inferSelect;

export class JoinThrottledError extends AppError {
  constructor(seconds: number) {
    const minutes = Math.max(1, Math.ceil(seconds / 60));
    super(
      429,
      'join_throttled',
      `Too many wrong invite codes or passwords. Please try again in ${minutes} minute${minutes === 1 ? '' : 's'}.`,
      { 'retry-after': String(Math.max(1, Math.ceil(seconds))) },
    );
  }
}

/** Spec §9: 8 random uppercase alphanumerics, drawn without modulo bias. */
export function generateAccessCode(): string {
  let code = '';
  for (let i = 0; i < ACCESS_CODE_LENGTH; i++) code += ACCESS_CODE_ALPHABET[crypto.randomInt(ACCESS_CODE_ALPHABET.length)];
  return code;
}

const sha256 = (s: string) => crypto.createHash('sha256').update(s).digest('hex');
const iso = (d: Date) => d.toISOString();
const displayName = (u: { name: string | null; username: string | null; email: string }) => u.name || u.username || u.email.split('@')[0]!;

function view(w: WorkspaceRow) {
  return { id: w.id, name: w.name, description: w.description, createdAt: iso(w.createdAt) };
}

export function createWorkspacesService(deps: WorkspacesDeps) {
  const { db, mailer, activity, throttle } = deps;
  const now = deps.now ?? Date.now;

  async function budgetOf(w: WorkspaceRow): Promise<Budget> {
    const t = now();
    return budgetView(w.monthlyTokenBudget, await workspaceTokensThisMonth(db, w.id, t), t);
  }

  /** Stores (or renews) an invitation with a fresh link token, and emails it when SMTP is configured. */
  async function invite(
    w: WorkspaceRow,
    inviter: { id: string; name: string },
    list: { email: string; role: InviteRole }[],
    origin: string,
  ): Promise<SentInvite[]> {
    const sent: SentInvite[] = [];
    // Already members are not invited again.
    const existing = list.length
      ? await db
          .select({ email: users.email })
          .from(sharedWorkspaceMembers)
          .innerJoin(users, eq(users.id, sharedWorkspaceMembers.userId))
          .where(and(eq(sharedWorkspaceMembers.workspaceId, w.id), inArray(users.email, list.map((i) => i.email))))
      : [];
    const members = new Set(existing.map((e) => e.email));
    for (const inv of list) {
      if (members.has(inv.email)) continue;
      const token = crypto.randomBytes(24).toString('base64url');
      const link = `${origin}/beta/activity?invite=${token}`;
      await db
        .insert(sharedWorkspaceInvites)
        .values({ workspaceId: w.id, email: inv.email, role: inv.role, tokenHash: sha256(token), invitedBy: inviter.id })
        .onConflictDoUpdate({
          target: [sharedWorkspaceInvites.workspaceId, sharedWorkspaceInvites.email],
          set: { role: inv.role, tokenHash: sha256(token), invitedBy: inviter.id, emailedAt: null },
        });
      const emailed = await mailer.send({
        to: inv.email,
        subject: `${inviter.name} invited you to "${w.name}" on ${BRAND.name}`,
        text:
          `${inviter.name} invited you to join the workspace "${w.name}" on ${BRAND.name} as ${inv.role === 'admin' ? 'an admin' : 'a member'}.\n\n` +
          `Open this link to join (create an account first if you have none):\n${link}\n`,
        html:
          `<p>${escapeHtml(inviter.name)} invited you to join the workspace <strong>${escapeHtml(w.name)}</strong> on ${BRAND.name} as ${inv.role === 'admin' ? 'an admin' : 'a member'}.</p>` +
          `<p><a href="${escapeHtml(link)}">Join ${escapeHtml(w.name)}</a></p>` +
          `<p>Create an account first if you have none.</p>`,
      });
      if (emailed) {
        await db
          .update(sharedWorkspaceInvites)
          .set({ emailedAt: new Date(now()) })
          .where(and(eq(sharedWorkspaceInvites.workspaceId, w.id), eq(sharedWorkspaceInvites.email, inv.email)));
      }
      sent.push({ email: inv.email, role: inv.role, link, emailed });
    }
    return sent;
  }

  async function addMember(workspaceId: string, userId: string, role: WorkspaceRole): Promise<boolean> {
    const inserted = await db
      .insert(sharedWorkspaceMembers)
      .values({ workspaceId, userId, role })
      .onConflictDoNothing()
      .returning({ userId: sharedWorkspaceMembers.userId });
    return inserted.length > 0;
  }

  /** Join guesses count per user and per client address; so do access-code collisions at create. */
  const joinKeys = (userId: string, ip: string) => [`ws-join:user:${userId}`, `ws-join:ip:${ip}`];
  async function refuseWhileJoinThrottled(keys: string[]) {
    const blocked = await throttle.limits.blockedForMs(keys, { max: throttle.maxFailures, windowMs: throttle.windowMs });
    if (blocked > 0) throw new JoinThrottledError(blocked / 1000);
  }

  async function userRow(userId: string) {
    const [u] = await db.select().from(users).where(eq(users.id, userId)).limit(1);
    if (!u) throw new NotFoundError('User not found.');
    return u;
  }

  async function joinedAs(w: WorkspaceRow, user: { id: string }, role: WorkspaceRole, via: string): Promise<JoinWorkspaceResponse> {
    const added = await addMember(w.id, user.id, role);
    const [member] = await db
      .select({ role: sharedWorkspaceMembers.role })
      .from(sharedWorkspaceMembers)
      .where(and(eq(sharedWorkspaceMembers.workspaceId, w.id), eq(sharedWorkspaceMembers.userId, user.id)));
    const u = await userRow(user.id);
    if (added) {
      await activity.record({
        userId: user.id,
        type: 'system',
        message: `${displayName(u)} joined the workspace${via}.`,
        sharedWorkspaceId: w.id,
      });
    }
    return {
      workspace: { ...view(w), role: (member?.role ?? role) as WorkspaceRole },
      alreadyMember: !added,
      message: WORKSPACE_MESSAGES.joined(w.name),
    };
  }

  return {
    emailEnabled: mailer.enabled,

    async create(
      user: { id: string },
      ip: string,
      body: {
        name: string;
        description: string;
        inviteUsers: { email: string; role: InviteRole }[];
        accessCode?: string | null;
        accessPassword?: string | null;
      },
      origin: string,
    ): Promise<CreateWorkspaceResponse> {
      const password = body.accessPassword ? body.accessPassword : null;
      const passwordHash = password ? await hashPassword(password) : null;
      const typed = body.accessCode ? body.accessCode : null;
      // A chosen code that is taken says a workspace has it, as a wrong join guess does not:
      // it counts as one in the join throttle, so create is no faster an oracle than join (#25).
      const keys = joinKeys(user.id, ip);
      if (typed) await refuseWhileJoinThrottled(keys);
      let w: WorkspaceRow | undefined;
      // A generated code that collides (36^8 codes) is drawn again; a typed one is the user's to change.
      for (let attempt = 0; !w; attempt++) {
        const code = typed ?? generateAccessCode();
        try {
          w = await db.transaction(async (tx) => {
            const [row] = await tx
              .insert(sharedWorkspaces)
              .values({ name: body.name, description: body.description, ownerId: user.id, inviteCode: code, accessPasswordHash: passwordHash })
              .returning();
            await tx.insert(sharedWorkspaceMembers).values({ workspaceId: row!.id, userId: user.id, role: 'owner' });
            return row!;
          });
        } catch (err) {
          if (!isUniqueViolation(err)) throw err;
          if (typed) await throttle.limits.recordFailure(keys, throttle.windowMs);
          if (typed || attempt >= 5) throw new ConflictError(WORKSPACE_MESSAGES.codeTaken, 'code_taken');
        }
      }
      const u = await userRow(user.id);
      const mine = body.inviteUsers.filter((i) => i.email !== u.email);
      const invites = await invite(w, { id: u.id, name: displayName(u) }, mine, origin);
      await activity.record({ userId: user.id, type: 'system', message: `${displayName(u)} created the workspace "${w.name}".`, sharedWorkspaceId: w.id });
      return { workspace: { ...view(w), role: 'owner' }, inviteCode: w.inviteCode, accessPassword: password, invites, emailEnabled: mailer.enabled };
    },

    /**
     * Joins by invite code (trimmed, upper-cased by the schema) and the password when the
     * workspace has one. Wrong codes and passwords count against the user and the client
     * address (shared limits); past the limit, 429 before anything is checked. Joining a
     * workspace one is in already answers the same success and changes nothing.
     */
    async join(user: { id: string }, ip: string, body: { inviteCode: string; password?: string }): Promise<JoinWorkspaceResponse> {
      const keys = joinKeys(user.id, ip);
      await refuseWhileJoinThrottled(keys);
      const fail = async (err: AppError) => {
        await throttle.limits.recordFailure(keys, throttle.windowMs);
        throw err;
      };
      const [w] = await db.select().from(sharedWorkspaces).where(eq(sharedWorkspaces.inviteCode, body.inviteCode)).limit(1);
      if (!w) {
        // Same work as a real password check, so timing does not tell which codes exist.
        if (body.password) await burnPasswordCheck(body.password);
        return fail(new NotFoundError(WORKSPACE_MESSAGES.unknownCode));
      }
      const [already] = await db
        .select({ role: sharedWorkspaceMembers.role })
        .from(sharedWorkspaceMembers)
        .where(and(eq(sharedWorkspaceMembers.workspaceId, w.id), eq(sharedWorkspaceMembers.userId, user.id)));
      if (already) return { workspace: { ...view(w), role: already.role as WorkspaceRole }, alreadyMember: true, message: WORKSPACE_MESSAGES.joined(w.name) };
      if (w.accessPasswordHash) {
        if (!body.password) return fail(new ForbiddenError(WORKSPACE_MESSAGES.passwordRequired, 'password_required'));
        // Argon2 verification compares in constant time.
        if (!(await verifyPassword(w.accessPasswordHash, body.password))) return fail(new ForbiddenError(WORKSPACE_MESSAGES.wrongPassword, 'wrong_password'));
      }
      // Always a member: an account's email is not verified, so an invitation to the same
      // address grants nothing here; its role comes only with its link (accept) (#25).
      return joinedAs(w, user, 'member', ' with the invite code');
    },

    async list(userId: string): Promise<WorkspaceListItem[]> {
      const rows = await db
        .select({ w: sharedWorkspaces, role: sharedWorkspaceMembers.role, active: sharedWorkspaceMembers.active })
        .from(sharedWorkspaceMembers)
        .innerJoin(sharedWorkspaces, eq(sharedWorkspaces.id, sharedWorkspaceMembers.workspaceId))
        .where(eq(sharedWorkspaceMembers.userId, userId))
        .orderBy(asc(sharedWorkspaces.createdAt));
      if (!rows.length) return [];
      const ids = rows.map((r) => r.w.id);
      const counts = await db
        .select({ id: sharedWorkspaceMembers.workspaceId, n: sql<string>`count(*)` })
        .from(sharedWorkspaceMembers)
        .where(inArray(sharedWorkspaceMembers.workspaceId, ids))
        .groupBy(sharedWorkspaceMembers.workspaceId);
      const countOf = new Map(counts.map((c) => [c.id, Number(c.n)]));
      const out: WorkspaceListItem[] = [];
      for (const r of rows) {
        out.push({ ...view(r.w), role: r.role as WorkspaceRole, memberCount: countOf.get(r.w.id) ?? 1, active: r.active, budget: await budgetOf(r.w) });
      }
      return out;
    },

    async detail(userId: string, id: string): Promise<WorkspaceDetail> {
      const { workspace: w, role } = await requireSharedWorkspaceRole(db, id, userId);
      const members = await db
        .select({ m: sharedWorkspaceMembers, u: users })
        .from(sharedWorkspaceMembers)
        .innerJoin(users, eq(users.id, sharedWorkspaceMembers.userId))
        .where(eq(sharedWorkspaceMembers.workspaceId, w.id))
        .orderBy(asc(sharedWorkspaceMembers.joinedAt));
      const admin = role !== 'member';
      const invites = admin
        ? await db.select().from(sharedWorkspaceInvites).where(eq(sharedWorkspaceInvites.workspaceId, w.id)).orderBy(asc(sharedWorkspaceInvites.createdAt))
        : [];
      return {
        workspace: view(w),
        role,
        active: members.some((m) => m.u.id === userId && m.m.active),
        members: members.map(({ m, u }) => ({ userId: u.id, name: displayName(u), email: u.email, role: m.role as WorkspaceRole, joinedAt: iso(m.joinedAt) })),
        invites: invites.map((i) => ({ email: i.email, role: i.role as InviteRole, createdAt: iso(i.createdAt), emailed: i.emailedAt !== null })),
        inviteCode: admin ? w.inviteCode : null,
        hasPassword: w.accessPasswordHash !== null,
        budget: await budgetOf(w),
        emailEnabled: mailer.enabled,
      };
    },

    async invite(userId: string, id: string, list: { email: string; role: InviteRole }[], origin: string) {
      const { workspace: w } = await requireSharedWorkspaceRole(db, id, userId, 'admin');
      const u = await userRow(userId);
      return { invites: await invite(w, { id: u.id, name: displayName(u) }, list, origin), emailEnabled: mailer.enabled };
    },

    async revokeInvite(userId: string, id: string, email: string) {
      await requireSharedWorkspaceRole(db, id, userId, 'admin');
      const gone = await db
        .delete(sharedWorkspaceInvites)
        .where(and(eq(sharedWorkspaceInvites.workspaceId, id), eq(sharedWorkspaceInvites.email, email)))
        .returning({ email: sharedWorkspaceInvites.email });
      if (!gone.length) throw new NotFoundError('No invitation for that email.');
      return { ok: true as const };
    },

    /** Admins remove members (the owner removes admins too); anyone may remove themselves (leave), except the owner. */
    async removeMember(userId: string, id: string, targetId: string) {
      const self = userId === targetId;
      const { workspace: w, role } = await requireSharedWorkspaceRole(db, id, userId, self ? 'member' : 'admin');
      const [target] = await db
        .select()
        .from(sharedWorkspaceMembers)
        .where(and(eq(sharedWorkspaceMembers.workspaceId, w.id), eq(sharedWorkspaceMembers.userId, targetId)));
      if (!target) throw new NotFoundError('That person is not a member of this workspace.');
      if (target.role === 'owner') throw new ForbiddenError(self ? 'The owner cannot leave their own workspace.' : 'The owner cannot be removed.');
      if (!self && target.role === 'admin' && role !== 'owner') throw new ForbiddenError('Only the owner can remove an admin.');
      await db.delete(sharedWorkspaceMembers).where(and(eq(sharedWorkspaceMembers.workspaceId, w.id), eq(sharedWorkspaceMembers.userId, targetId)));
      await deps.access.revoke(liveResource.workspace(w.id), targetId);
      const u = await userRow(targetId);
      await activity.record({
        userId,
        type: 'system',
        message: self ? `${displayName(u)} left the workspace.` : `${displayName(u)} was removed from the workspace.`,
        sharedWorkspaceId: w.id,
      });
      return { ok: true as const };
    },

    async changeRole(userId: string, id: string, targetId: string, newRole: InviteRole) {
      const { workspace: w } = await requireSharedWorkspaceRole(db, id, userId, 'owner');
      const updated = await db
        .update(sharedWorkspaceMembers)
        .set({ role: newRole })
        .where(
          and(eq(sharedWorkspaceMembers.workspaceId, w.id), eq(sharedWorkspaceMembers.userId, targetId), sql`${sharedWorkspaceMembers.role} <> 'owner'`),
        )
        .returning({ userId: sharedWorkspaceMembers.userId });
      if (!updated.length) throw new NotFoundError('That person is not a member whose role can change.');
      return { ok: true as const };
    },

    /** The owner deletes the workspace: members, invitations and budget go; entries and usage stay with their authors. */
    async remove(userId: string, id: string) {
      const { workspace: w } = await requireSharedWorkspaceRole(db, id, userId, 'owner');
      const members = await db
        .select({ userId: sharedWorkspaceMembers.userId })
        .from(sharedWorkspaceMembers)
        .where(eq(sharedWorkspaceMembers.workspaceId, w.id));
      await db.delete(sharedWorkspaces).where(eq(sharedWorkspaces.id, w.id));
      // Its outline pages went with it (cascade): every socket on them closes.
      await deps.access.revoke(liveResource.workspace(w.id));
      // Each member learns it in their own history (and live: their page drops the workspace).
      const u = await userRow(userId);
      for (const m of members) {
        await activity.record({ userId: m.userId, type: 'system', message: `${displayName(u)} deleted the workspace "${w.name}".` });
      }
      return { ok: true as const };
    },

    async rotateCode(userId: string, id: string) {
      const { workspace: w } = await requireSharedWorkspaceRole(db, id, userId, 'admin');
      for (let attempt = 0; ; attempt++) {
        const code = generateAccessCode();
        try {
          await db.update(sharedWorkspaces).set({ inviteCode: code }).where(eq(sharedWorkspaces.id, w.id));
          return { inviteCode: code };
        } catch (err) {
          if (!isUniqueViolation(err) || attempt >= 5) throw err;
        }
      }
    },

    async setBudget(userId: string, id: string, monthlyTokens: number | null): Promise<Budget> {
      const { workspace: w } = await requireSharedWorkspaceRole(db, id, userId, 'admin');
      const [row] = await db
        .update(sharedWorkspaces)
        // A new budget may deserve a new warning this month.
        .set({ monthlyTokenBudget: monthlyTokens, budgetWarnedMonth: null })
        .where(eq(sharedWorkspaces.id, w.id))
        .returning();
      return budgetOf(row!);
    },

    /** Charges the user's AI calls to `workspaceId` (a workspace they are in), or to none. */
    async setActive(userId: string, workspaceId: string | null) {
      if (workspaceId) await requireSharedWorkspaceRole(db, workspaceId, userId);
      await db.transaction(async (tx) => {
        await tx.update(sharedWorkspaceMembers).set({ active: false }).where(and(eq(sharedWorkspaceMembers.userId, userId), eq(sharedWorkspaceMembers.active, true)));
        if (workspaceId) {
          await tx
            .update(sharedWorkspaceMembers)
            .set({ active: true })
            .where(and(eq(sharedWorkspaceMembers.userId, userId), eq(sharedWorkspaceMembers.workspaceId, workspaceId)));
        }
      });
      return { workspaceId };
    },

    /**
     * Accepts the invitation an invite link's token names, whoever holds the link, with
     * the invitation's role. The workspace's access password is still asked when it has
     * one (#25: "the access password is never skipped"): a forwarded or leaked link alone
     * gets no one in. Nothing else accepts an invitation: an account's email address is
     * not verified, so signing up with the invited address proves nothing (decision record
     * 048). Unknown tokens and wrong passwords count in the join throttle; a first try
     * without the password (the page asks for it then) does not.
     */
    async accept(userId: string, ip: string, body: { token: string; password?: string }): Promise<JoinWorkspaceResponse> {
      const keys = joinKeys(userId, ip);
      await refuseWhileJoinThrottled(keys);
      const fail = async (err: AppError) => {
        await throttle.limits.recordFailure(keys, throttle.windowMs);
        throw err;
      };
      const [row] = await db
        .select({ i: sharedWorkspaceInvites, w: sharedWorkspaces })
        .from(sharedWorkspaceInvites)
        .innerJoin(sharedWorkspaces, eq(sharedWorkspaces.id, sharedWorkspaceInvites.workspaceId))
        .where(eq(sharedWorkspaceInvites.tokenHash, sha256(body.token)))
        .limit(1);
      if (!row) return fail(new NotFoundError('This invite link is not valid any more. Ask for a new one.'));
      if (row.w.accessPasswordHash) {
        if (!body.password) throw new ForbiddenError(WORKSPACE_MESSAGES.passwordRequired, 'password_required');
        // Argon2 verification compares in constant time.
        if (!(await verifyPassword(row.w.accessPasswordHash, body.password))) return fail(new ForbiddenError(WORKSPACE_MESSAGES.wrongPassword, 'wrong_password'));
      }
      const result = await joinedAs(row.w, { id: userId }, row.i.role as InviteRole, ' by invitation');
      // The link is used up whoever opened it.
      await db.delete(sharedWorkspaceInvites).where(and(eq(sharedWorkspaceInvites.workspaceId, row.w.id), eq(sharedWorkspaceInvites.email, row.i.email)));
      return result;
    },

    /** Per member × model × UTC day: tokens in/out, cost, requests (successful and failed calls). */
    async usage(userId: string, id: string, days: number): Promise<UsageResponse> {
      const { workspace: w } = await requireSharedWorkspaceRole(db, id, userId);
      const t = now();
      const today = new Date(Date.UTC(new Date(t).getUTCFullYear(), new Date(t).getUTCMonth(), new Date(t).getUTCDate()));
      const from = new Date(today.getTime() - (days - 1) * 86_400_000);
      const day = sql<string>`to_char(${aiUsage.createdAt} at time zone 'UTC', 'YYYY-MM-DD')`;
      const rows = await db
        .select({
          day,
          userId: aiUsage.userId,
          name: users.name,
          username: users.username,
          email: users.email,
          model: aiUsage.model,
          inputTokens: sql<string>`sum(${aiUsage.inputTokens})`,
          outputTokens: sql<string>`sum(${aiUsage.outputTokens} + ${aiUsage.reasoningTokens})`,
          costUsd: sql<string>`sum(${aiUsage.costUsd})`,
          requests: sql<string>`count(*)`,
        })
        .from(aiUsage)
        .leftJoin(users, eq(users.id, aiUsage.userId))
        .where(and(eq(aiUsage.sharedWorkspaceId, w.id), gte(aiUsage.createdAt, from)))
        .groupBy(day, aiUsage.userId, users.name, users.username, users.email, aiUsage.model)
        .orderBy(sql`1 desc`, asc(users.email), asc(aiUsage.model));
      const out = rows.map((r) => ({
        day: r.day,
        userId: r.userId,
        member: r.email ? displayName({ name: r.name, username: r.username, email: r.email }) : 'Former member',
        model: r.model,
        inputTokens: Number(r.inputTokens),
        outputTokens: Number(r.outputTokens),
        costUsd: Math.round(Number(r.costUsd) * 1e6) / 1e6,
        requests: Number(r.requests),
      }));
      const totals = out.reduce(
        (a, r) => ({ inputTokens: a.inputTokens + r.inputTokens, outputTokens: a.outputTokens + r.outputTokens, costUsd: a.costUsd + r.costUsd, requests: a.requests + r.requests }),
        { inputTokens: 0, outputTokens: 0, costUsd: 0, requests: 0 },
      );
      totals.costUsd = Math.round(totals.costUsd * 1e6) / 1e6;
      return { from: from.toISOString().slice(0, 10), to: today.toISOString().slice(0, 10), rows: out, totals };
    },
  };
}
export type WorkspacesService = ReturnType<typeof createWorkspacesService>;

/** One CSV field (RFC 4180), with formula-looking text defused for spreadsheets. */
function csvField(v: string | number): string {
  let s = String(v);
  if (typeof v === 'string' && /^[=+\-@\t\r]/.test(s)) s = `'${s}`;
  return /[",\r\n]/.test(s) ? `"${s.replaceAll('"', '""')}"` : s;
}

export function usageCsv(usage: UsageResponse): string {
  const lines = [USAGE_CSV_HEADER.join(',')];
  for (const r of usage.rows) {
    lines.push([r.day, r.member, r.model, r.inputTokens, r.outputTokens, r.costUsd.toFixed(6), r.requests].map(csvField).join(','));
  }
  return `${lines.join('\r\n')}\r\n`;
}


