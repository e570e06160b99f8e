import type { Db } from '../../db/client';
import { waitlist } from '../../db/schema';
import { ConflictError, isUniqueViolation } from '../../errors';
import { WAITLIST_MESSAGES } from '../../../contract/waitlist';

export function createWaitlistService(db: Db) {
  return {
    /** Stores the (already normalised) address once; a second time is a ConflictError. */
    async subscribe(email: string, source = 'landing') {
      try {
        await db.insert(waitlist).values({ email, source });
      } catch (err) {
        if (isUniqueViolation(err)) throw new ConflictError(WAITLIST_MESSAGES.alreadySubscribed, 'already_subscribed');
        throw err;
      }
      return { ok: true as const, message: WAITLIST_MESSAGES.subscribed };
    },
  };
}
export type WaitlistService = ReturnType<typeof createWaitlistService>;
