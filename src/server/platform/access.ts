/**
 * Authorization checks every feature uses after `requireUser(request)`: a user reads
 * only rows they own or workspaces they belong to. A row the user may not see answers
 * 404, not 403, so ids of other people's data cannot be probed.
 */
import { and, eq } from 'drizzle-orm';
import type { Db } from '../db/client';
import { fileWorkspaces, sharedWorkspaceMembers, sharedWorkspaces } from '../db/schema';
import { ForbiddenError, NotFoundError } from '../errors';
import { UUID_RE } from '../../contract/common';

export type SharedWorkspaceRole = 'owner' | 'admin' | 'member';
const RANK: Record<SharedWorkspaceRole, number> = { member: 1, admin: 2, owner: 3 };

/** Throws NotFoundError unless `row` exists and `row[ownerKey]` is the user. */
export function assertOwned<T extends Record<string, unknown>>(
  row: T | undefined | null,
  userId: string,
  ownerKey: keyof T = 'ownerId' as keyof T,
  what = 'Not found.',
): T {
  if (!row || row[ownerKey] !== userId) throw new NotFoundError(what);
  return row;
}

/** A files workspace ("i2sf") the user owns. */
export async function requireOwnedFileWorkspace(db: Db, workspaceId: string, userId: string) {
  if (!UUID_RE.test(workspaceId)) throw new NotFoundError('Workspace not found.');
  const rows = await db
    .select()
    .from(fileWorkspaces)
    .where(and(eq(fileWorkspaces.id, workspaceId), eq(fileWorkspaces.ownerId, userId)))
    .limit(1);
  const row = rows[0];
  if (!row) throw new NotFoundError('Workspace not found.');
  return row;
}

/**
 * The user's role in a shared workspace (the owner counts as 'owner' even without a
 * member row). NotFoundError when they are not in it; ForbiddenError when their role
 * is below `atLeast`.
 */
export async function requireSharedWorkspaceRole(
  db: Db,
  workspaceId: string,
  userId: string,
  atLeast: SharedWorkspaceRole = 'member',
): Promise<{ workspace: typeof sharedWorkspaces.$inferSelect; role: SharedWorkspaceRole }> {
  if (!UUID_RE.test(workspaceId)) throw new NotFoundError('Workspace not found.');
  const rows = await db
    .select({ workspace: sharedWorkspaces, memberRole: sharedWorkspaceMembers.role })
    .from(sharedWorkspaces)
    .leftJoin(
      sharedWorkspaceMembers,
      and(eq(sharedWorkspaceMembers.workspaceId, sharedWorkspaces.id), eq(sharedWorkspaceMembers.userId, userId)),
    )
    .where(eq(sharedWorkspaces.id, workspaceId))
    .limit(1);
  const row = rows[0];
  if (!row) throw new NotFoundError('Workspace not found.');
  const role: SharedWorkspaceRole | null =
    row.workspace.ownerId === userId ? 'owner' : (row.memberRole as SharedWorkspaceRole | null);
  if (!role || !(role in RANK)) throw new NotFoundError('Workspace not found.');
  if (RANK[role] < RANK[atLeast]) throw new ForbiddenError('Your role in this workspace does not allow this.');
  return { workspace: row.workspace, role };
}
