/** The world settings (plan, limit, time zone, who is "me") and merging or splitting people. */
import { eq, sql } from 'drizzle-orm';
import { PLAN_LIMITS, type Person, type WorldSettings } from '../../../contract/worlds';
import { users } from '../../db/schema';
import { BadRequestError, NotFoundError } from '../../errors';
import { mergePeople } from './identity/identity.service';
import { withUserLock } from './identity/user-lock';
import { isUuid } from './world-filters';
import { confirmOwner, refreshOwner, worldOwner } from './owner';
import type { WorldContext } from './world-scope';

export function createWorldSettings({ db, query, scope, people, root, account }: WorldContext) {
  async function settings(userId: string): Promise<WorldSettings> {
    const { plan, timeZone } = await account(userId);
    // The user's own answer (a guess is not a setting: GET /api/worlds/owner tells it, owner.ts).
    const [self] = await query<{ id: string }>(
      sql`select p.id from world_people p join world_profiles w on w.user_id = p.user_id and w.self_confirmed
       where p.user_id = ${userId} and p.is_self and p.merged_into is null limit 1`,
    );
    return { plan, limit: PLAN_LIMITS[plan], timeZone, selfPersonId: self?.id ?? null };
  }

  return {
    settings,

    /** Who Mnemo takes for the owner, why, and whether to ask (owner.ts). */
    owner: (userId: string) => worldOwner(query, userId),

    async updateSettings(userId: string, body: { timeZone?: string; selfPersonId?: string | null }): Promise<WorldSettings> {
      // The user's answer wins over every later guess; null clears it and asks again (owner.ts).
      if (body.selfPersonId) await confirmOwner(query, userId, await root(userId, body.selfPersonId));
      else if (body.selfPersonId === null) await confirmOwner(query, userId, null);
      if (body.timeZone) await db.update(users).set({ timeZone: body.timeZone }).where(eq(users.id, userId));
      return settings(userId);
    },

    /** `from` (and whoever was merged into them) becomes part of `into`: the inbox's merge (one transaction under the user's lock; 409 when one of them was merged meanwhile). */
    async merge(userId: string, body: { into: string; from: string }): Promise<Person> {
      const into = await root(userId, body.into);
      const from = await root(userId, body.from);
      if (into.id === from.id) throw new BadRequestError('These are already the same person.', 'same_person');
      await mergePeople(query, userId, into.id, from.id);
      const person = (await people(await scope(userId))).find((p) => p.id === into.id);
      if (!person) throw new NotFoundError('Person not found.');
      return person;
    },

    /** Undoes merges: a person merged into another gets their own entry back; a person others were merged into, all of them. */
    async split(userId: string, id: string): Promise<Person[]> {
      if (!isUuid(id)) throw new NotFoundError('Person not found.');
      // Under the user's lock, as merges are (identity/user-lock.ts).
      const freed = await withUserLock(query, userId, async (q) => {
        const [row] = await q<{ id: string; merged_into: string | null }>(sql`select id, merged_into from world_people where id = ${id} and user_id = ${userId}`);
        if (!row) throw new NotFoundError('Person not found.');
        const out = row.merged_into
          ? await q<{ id: string }>(sql`update world_people set merged_into = null where id = ${id} returning id`)
          : await q<{ id: string }>(sql`update world_people set merged_into = null where merged_into = ${id} and user_id = ${userId} returning id`);
        if (!out.length) throw new BadRequestError('This person has no one merged into them.', 'not_merged');
        await refreshOwner(q, userId, 'merge');
        return out;
      });
      const ids = new Set([id, ...freed.map((f) => f.id)]);
      return (await people(await scope(userId))).filter((p) => ids.has(p.id));
    },
  };
}
