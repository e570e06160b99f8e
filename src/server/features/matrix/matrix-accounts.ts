/**
 * The signed-in user's connected Matrix identity as features/matrix stores it, without the
 * token (matrix.test.ts reads it). It lived in platform/ until #26; the bridges receive
 * the account from app.ts (`resolveMatrixAccount`), not from here.
 */
import { eq } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { matrixAccounts } from '../../db/schema';

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
