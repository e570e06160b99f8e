/** The world settings (plan, limit, time zone, who is "me") and merging or splitting people. */
import { eq, sql } from 'drizzle-orm';
import { PLAN_LIMITS, type Person, type WorldSettings } from '../../../contract/worlds';
import { users } from '../../db/schema';
import { BadRequestError, NotFoundError } from '../../errors';
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

    /** `from` (and whoever was merged into them) becomes part of `into`. */
    async merge(userId: string, body: { into: string; from: string }): Promise<Person> {
      const into = await root(userId, body.into);
      const from = await root(userId, body.from);
      if (into.id === from.id) throw new BadRequestError('These are already the same person.', 'same_person');
      await query(sql`update world_people set merged_into = ${into.id} where user_id = ${userId} and (id = ${from.id} or merged_into = ${from.id})`);
      // The owner merged into someone stays the owner (as that person); a merge may also settle the guess.
      await query(sql`update world_people set is_self = false where id = ${from.id} and user_id = ${userId}`);
      await refreshOwner(query, userId, 'merge');
      const person = (await people(await scope(userId))).find((p) => p.id === into.id);
      if (!person) throw new NotFoundError('Person not found.');
      return person;
    },

    /** Undoes merges: a person merged into another gets their own entry back; a person others were merged into, all of them. */
    async split(userId: string, id: string): Promise<Person[]> {
      if (!isUuid(id)) throw new NotFoundError('Person not found.');
      const [row] = await query<{ id: string; merged_into: string | null }>(sql`select id, merged_into from world_people where id = ${id} and user_id = ${userId}`);
      if (!row) throw new NotFoundError('Person not found.');
      const freed = row.merged_into
        ? await query<{ id: string }>(sql`update world_people set merged_into = null where id = ${id} returning id`)
        : await query<{ id: string }>(sql`update world_people set merged_into = null where merged_into = ${id} and user_id = ${userId} returning id`);
      if (!freed.length) throw new BadRequestError('This person has no one merged into them.', 'not_merged');
      await refreshOwner(query, userId, 'merge');
      const ids = new Set([id, ...freed.map((f) => f.id)]);
      return (await people(await scope(userId))).filter((p) => ids.has(p.id));
    },
  };
}
