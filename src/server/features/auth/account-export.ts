/**
 * "Download my data": every row the user owns, as one JSON document. Secrets stay
 * out (password hash, session tokens, workspace access-password hashes, storage paths).
 * Uploads are listed with their metadata (name, type, size, SHA-256); the bytes are
 * downloaded one by one from GET /api/uploads/:id/content. The data worlds come whole
 * (features/worlds: world-account-data.ts), without the imported files' bytes or the thumbnails.
 * Personal access tokens are listed by name, scope, prefix and dates, never their hash.
 * The waitlist is not tied to an account and is not included.
 */
import { asc, desc, eq, inArray, or } from 'drizzle-orm';
import type { Db } from '../../db/client';
import {
  activityEntries,
  aiUsage,
  billingCustomers,
  billingEvents,
  businessSessions,
  demoProgress,
  gameProgress,
  conversationMessages,
  fileWorkspaces,
  juliaCoachMessages,
  juliaDecks,
  juliaDeckSections,
  juliaOverlays,
  juliaStakeholders,
  oauthAccounts,
  sessions,
  sharedWorkspaceInvites,
  sharedWorkspaceMembers,
  sharedWorkspaces,
  matrixAccounts,
  matrixDeployments,
  matrixRooms,
  personalAccessTokens,
  pitchAttempts,
  uploads,
  users,
  workspaceFiles,
} from '../../db/schema';
import { collectWorldData } from '../worlds';

const iso = (d: Date) => d.toISOString();

export async function collectUserData(db: Db, userId: string) {
  const [user] = await db.select().from(users).where(eq(users.id, userId)).limit(1);
  if (!user) throw new Error('collectUserData: no such user');

  const linked = await db.select().from(oauthAccounts).where(eq(oauthAccounts.userId, userId));
  const sessionRows = await db.select().from(sessions).where(eq(sessions.userId, userId)).orderBy(desc(sessions.createdAt));

  const workspaces = await db.select().from(fileWorkspaces).where(eq(fileWorkspaces.ownerId, userId)).orderBy(asc(fileWorkspaces.createdAt));
  const wsIds = workspaces.map((w) => w.id);
  const messages = wsIds.length
    ? await db.select().from(conversationMessages).where(inArray(conversationMessages.workspaceId, wsIds)).orderBy(asc(conversationMessages.createdAt))
    : [];
  const files = wsIds.length
    ? await db.select().from(workspaceFiles).where(inArray(workspaceFiles.workspaceId, wsIds)).orderBy(asc(workspaceFiles.uploadedAt))
    : [];

  const memberships = await db.select().from(sharedWorkspaceMembers).where(eq(sharedWorkspaceMembers.userId, userId));
  const memberOf = memberships.map((m) => m.workspaceId);
  const shared = await db
    .select()
    .from(sharedWorkspaces)
    .where(memberOf.length ? or(eq(sharedWorkspaces.ownerId, userId), inArray(sharedWorkspaces.id, memberOf)) : eq(sharedWorkspaces.ownerId, userId))
    .orderBy(asc(sharedWorkspaces.createdAt));
  const ownedIds = shared.filter((w) => w.ownerId === userId).map((w) => w.id);
  const invites = ownedIds.length
    ? await db.select().from(sharedWorkspaceInvites).where(inArray(sharedWorkspaceInvites.workspaceId, ownedIds))
    : [];

  const activity = await db.select().from(activityEntries).where(eq(activityEntries.userId, userId)).orderBy(asc(activityEntries.createdAt));
  const usage = await db.select().from(aiUsage).where(eq(aiUsage.userId, userId)).orderBy(asc(aiUsage.createdAt));
  const uploadRows = await db.select().from(uploads).where(eq(uploads.userId, userId)).orderBy(asc(uploads.createdAt));
  const business = await db.select().from(businessSessions).where(eq(businessSessions.userId, userId)).orderBy(asc(businessSessions.createdAt));
  const worlds = await collectWorldData(db, userId);
  const [billingCustomer] = await db.select().from(billingCustomers).where(eq(billingCustomers.userId, userId)).limit(1);
  const billingEventRows = await db.select().from(billingEvents).where(eq(billingEvents.userId, userId)).orderBy(asc(billingEvents.createdAt));
  const demo = await db.select().from(demoProgress).where(eq(demoProgress.userId, userId)).orderBy(asc(demoProgress.completedAt));
  const game = await db.select().from(gameProgress).where(eq(gameProgress.userId, userId)).orderBy(asc(gameProgress.world));
  const pitches = await db.select().from(pitchAttempts).where(eq(pitchAttempts.userId, userId)).orderBy(asc(pitchAttempts.createdAt));
  const [matrixAccount] = await db.select().from(matrixAccounts).where(eq(matrixAccounts.userId, userId)).limit(1);
  const rooms = await db.select().from(matrixRooms).where(eq(matrixRooms.userId, userId)).orderBy(asc(matrixRooms.name));
  const deployments = await db.select().from(matrixDeployments).where(eq(matrixDeployments.userId, userId)).orderBy(asc(matrixDeployments.createdAt));
  const [overlay] = await db.select().from(juliaOverlays).where(eq(juliaOverlays.userId, userId)).limit(1);
  const [deck] = await db.select().from(juliaDecks).where(eq(juliaDecks.userId, userId)).limit(1);
  const deckSections = await db.select().from(juliaDeckSections).where(eq(juliaDeckSections.userId, userId)).orderBy(asc(juliaDeckSections.position));
  const stakeholders = await db.select().from(juliaStakeholders).where(eq(juliaStakeholders.userId, userId)).orderBy(asc(juliaStakeholders.createdAt));
  const tokens = await db.select().from(personalAccessTokens).where(eq(personalAccessTokens.userId, userId)).orderBy(asc(personalAccessTokens.createdAt));
  const coachMessages = await db.select().from(juliaCoachMessages).where(eq(juliaCoachMessages.userId, userId)).orderBy(asc(juliaCoachMessages.createdAt));

  return {
    user: {
      id: user.id,
      email: user.email,
      username: user.username,
      name: user.name,
      provider: user.provider,
      plan: user.plan,
      timeZone: user.timeZone,
      createdAt: iso(user.createdAt),
      updatedAt: iso(user.updatedAt),
    },
    linkedAccounts: linked.map((l) => ({
      provider: l.provider.startsWith('oidc:') ? 'oidc' : l.provider,
      issuer: l.provider.startsWith('oidc:') ? l.provider.slice(5) : undefined,
      email: l.email,
      createdAt: iso(l.createdAt),
    })),
    sessions: sessionRows.map((s) => ({
      createdAt: iso(s.createdAt),
      expiresAt: iso(s.expiresAt),
      userAgent: s.userAgent,
      ip: s.ip,
    })),
    fileWorkspaces: workspaces.map((w) => ({
      id: w.id,
      name: w.name,
      createdAt: iso(w.createdAt),
      messages: messages
        .filter((m) => m.workspaceId === w.id)
        .map((m) => ({ id: m.id, role: m.role, message: m.message, engineLabel: m.engineLabel, createdAt: iso(m.createdAt) })),
      files: files
        .filter((f) => f.workspaceId === w.id)
        .map((f) => ({ id: f.id, fileName: f.fileName, fileType: f.fileType, size: f.size, uploadedAt: iso(f.uploadedAt), storageKey: f.storageKey })),
    })),
    sharedWorkspaces: shared.map((w) => {
      const owner = w.ownerId === userId;
      const membership = memberships.find((m) => m.workspaceId === w.id);
      return {
        id: w.id,
        name: w.name,
        description: w.description,
        role: owner ? 'owner' : (membership?.role ?? 'member'),
        createdAt: iso(w.createdAt),
        joinedAt: membership ? iso(membership.joinedAt) : iso(w.createdAt),
        ...(owner
          ? {
              inviteCode: w.inviteCode,
              invites: invites.filter((i) => i.workspaceId === w.id).map((i) => ({ email: i.email, role: i.role, createdAt: iso(i.createdAt) })),
            }
          : {}),
      };
    }),
    activity: activity.map((a) => ({
      id: a.id,
      type: a.type,
      message: a.message,
      sharedWorkspaceId: a.sharedWorkspaceId,
      metadata: a.metadata,
      createdAt: iso(a.createdAt),
    })),
    aiUsage: usage.map((u) => ({
      id: u.id,
      feature: u.feature,
      engine: u.engine,
      model: u.model,
      workspaceId: u.workspaceId,
      inputTokens: u.inputTokens,
      outputTokens: u.outputTokens,
      reasoningTokens: u.reasoningTokens,
      durationMs: u.durationMs,
      costUsd: u.costUsd,
      ok: u.ok,
      createdAt: iso(u.createdAt),
    })),
    /** Personal access tokens for the MCP endpoint: what each was called and when it was used; never the token or its hash. */
    accessTokens: tokens.map((x) => ({
      id: x.id,
      name: x.name,
      scope: x.scope,
      prefix: x.prefix,
      createdAt: iso(x.createdAt),
      lastUsedAt: x.lastUsedAt ? iso(x.lastUsedAt) : null,
      revokedAt: x.revokedAt ? iso(x.revokedAt) : null,
    })),
    uploads: uploadRows.map((u) => ({
      id: u.id,
      fileName: u.fileName,
      contentType: u.contentType,
      size: u.size,
      sha256: u.sha256,
      createdAt: iso(u.createdAt),
      storageKey: u.storageKey,
    })),
    businessSessions: business.map((b) => ({
      id: b.id,
      title: b.title,
      state: b.state,
      revision: b.revision,
      createdAt: iso(b.createdAt),
      updatedAt: iso(b.updatedAt),
    })),
    /** Data worlds: imports and everything they brought in (people, chats, messages, events, places, photos). */
    worlds,
    /** Billing (Stripe): the customer and subscription on file, and the payment events received for the account. */
    billing: {
      customer: billingCustomer
        ? { stripeCustomerId: billingCustomer.stripeCustomerId, stripeSubscriptionId: billingCustomer.stripeSubscriptionId, updatedAt: iso(billingCustomer.updatedAt) }
        : null,
      events: billingEventRows.map((e) => ({ id: e.id, type: e.type, receivedAt: iso(e.createdAt) })),
    },
    /** What the person completed in the /demo command center. */
    demoProgress: demo.map((d) => ({ kind: d.kind, itemId: d.itemId, optionId: d.optionId, ranking: d.ranking, completedAt: iso(d.completedAt) })),
    /** The AI Explorer Game: memories found and where the player stands, per world. */
    gameProgress: game.map((g) => ({ world: g.world, discovered: g.discovered, position: g.x != null && g.y != null ? { x: g.x, y: g.y } : null, updatedAt: iso(g.updatedAt) })),
    /** Pitch coach attempts: the words with their times, the advice, and the upload holding the recording. */
    /** Matrix: the connected account (never its token), its rooms as last synced, and the deployment bundles made (never their secrets). */
    matrix: {
      account: matrixAccount
        ? { matrixUserId: matrixAccount.matrixUserId, homeserverUrl: matrixAccount.homeserverUrl, connectedAt: iso(matrixAccount.connectedAt) }
        : null,
      rooms: rooms.map((r) => ({ id: r.roomId, name: r.name, type: r.type, bridge: r.bridge, lastMessage: r.lastMessage, lastAt: r.lastAt ? iso(r.lastAt) : null, unread: r.unread })),
      deployments: deployments.map((d) => ({ domain: d.domain, reachable: d.reachable, checkedAt: d.checkedAt ? iso(d.checkedAt) : null, createdAt: iso(d.createdAt) })),
    },
    pitchAttempts: pitches.map((p) => ({
      id: p.id,
      title: p.title,
      transcript: p.transcript,
      feedback: p.feedback,
      recordingUploadId: p.uploadId,
      createdAt: iso(p.createdAt),
    })),
    /** Julia: the AI dashboard's windows and the deck coach (deck, sections, stakeholders, chat). */
    julia: {
      overlayWindows: overlay?.windows ?? null,
      deck: deck
        ? {
            title: deck.title,
            source: deck.source,
            fileName: deck.fileName,
            pages: deck.pages,
            score: deck.score,
            content: deck.content,
            review: deck.review,
            reviewEngine: deck.reviewEngine,
            updatedAt: iso(deck.updatedAt),
            sections: deckSections.map((x) => ({ name: x.name, score: x.score, status: x.status, feedback: x.feedback })),
          }
        : null,
      stakeholders: stakeholders.map((x) => ({ id: x.id, name: x.name, role: x.role, email: x.email, status: x.status, lastInput: x.lastInput, createdAt: iso(x.createdAt) })),
      coachMessages: coachMessages.map((m) => ({ id: m.id, role: m.role, message: m.message, engineLabel: m.engineLabel, createdAt: iso(m.createdAt) })),
    },
  };
}
export type UserData = Awaited<ReturnType<typeof collectUserData>>;

/** The export document: storage paths are internal and left out. */
export function toExportDocument(data: UserData, exportedAt: Date) {
  return {
    format: 'mnemo-account-export',
    version: 1,
    exportedAt: exportedAt.toISOString(),
    ...data,
    fileWorkspaces: data.fileWorkspaces.map((w) => ({
      ...w,
      files: w.files.map(({ storageKey: _storageKey, ...f }) => f),
    })),
    uploads: data.uploads.map(({ storageKey: _storageKey, ...u }) => u),
  };
}
