/**
 * The signed-in user's connected Matrix identity (features/matrix stores it), for other
 * features that act for that user on the same homeserver (the bridges). No token.
 */
import { eq } from 'drizzle-orm';
import type { Db } from '../db/client';
import { matrixAccounts } from '../db/schema';

export interface MatrixAccount {
  matrixUserId: string;
  homeserverUrl: string;
}

export async function getMatrixAccount(db: Db, userId: string): Promise<MatrixAccount | null> {
  const [row] = await db
    .select({ matrixUserId: matrixAccounts.matrixUserId, homeserverUrl: matrixAccounts.homeserverUrl })
    .from(matrixAccounts)
    .where(eq(matrixAccounts.userId, userId))
    .limit(1);
  return row ?? null;
}
