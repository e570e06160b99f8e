/**
 * The identity inbox (#27, who is who) over a user's people: the open suggestions of
 * suggest.ts, the merges made without asking (the same phone number), and the user's
 * decisions. Decisions are kept by the people's keys in world_identity_decisions
 * (a_key < b_key): 'accepted' (merged on the user's word), 'rejected' ("Not the same",
 * never suggested again, also after a re-import makes the people anew) and 'auto' (merged
 * here without asking; an undo turns it into 'rejected' so it is not merged again).
 * A merge is world_people.merged_into, which every world reads: it changes them all at once.
 *
 * Every merge and undo runs under the user's lock (user-lock.ts) and re-reads the people it
 * changes, so two opposite merges cannot make two people point at each other; a merge
 * remembers exactly whom it moved (world_identity_decisions.moved), which its undo puts back.
 * Message counts come from person-counts.ts (counted once per state of the imports).
 */
import { sql } from 'drizzle-orm';
import type { CountryCode } from 'libphonenumber-js';
import type { IdentityDecision, IdentityPerson, IdentitySearch, IdentitySuggestion, IdentitySuggestions } from '../../../../contract/worlds-identity';
import type { ImportSourceName } from '../../../../contract/worlds';
import { BadRequestError, ConflictError, NotFoundError } from '../../../errors';
import { refreshOwner } from '../owner';
import type { Query } from '../sql';
import { isUuid } from '../world-filters';
import type { WorldContext } from '../world-scope';
import { regionOfTimeZone } from './default-region';
import { importsVersion, personMessageCounts } from './person-counts';
import { withUserLock } from './user-lock';
import { displayPhone, normalisePhone, orderedKeys, pairKey, phoneOfKey, suggestIdentities, suggestionId, type IdentityCandidate } from './suggest';

/** One world_people row with what the inbox shows of it. */
interface Member {
  id: string;
  key: string;
  name: string;
  mergedInto: string | null;
  isSelf: boolean;
  chats: string[];
  sources: ImportSourceName[];
  messages: number;
}

type Decision = 'accepted' | 'rejected' | 'auto';

/** What the sources say people are known by (world_person_identifiers), by person key. */
interface Known {
  phones: string[];
  emails: string[];
  usernames: string[];
  /** "telegram:user123": a Telegram user id. */
  accounts: string[];
}

/** The identifiers of the user's people, by person key (every import's, once each). */
async function identifiersOf(query: Query, userId: string): Promise<Map<string, Known>> {
  const rows = await query<{ person_key: string; kind: string; value: string }>(
    sql`select distinct person_key, kind, value from world_person_identifiers where user_id = ${userId}`,
  );
  const out = new Map<string, Known>();
  for (const r of rows) {
    const known = out.get(r.person_key) ?? { phones: [], emails: [], usernames: [], accounts: [] };
    if (r.kind === 'tel') known.phones.push(r.value);
    else if (r.kind === 'email') known.emails.push(r.value);
    else if (r.kind === 'telegram-id') known.accounts.push(`telegram:${r.value}`);
    else if (r.kind === 'username') known.usernames.push(r.value.startsWith('@') ? r.value : `@${r.value}`);
    out.set(r.person_key, known);
  }
  return out;
}

/** The phones, emails and usernames of all of `keys` (a person and those merged into them). */
function knownBy(known: Map<string, Known>, keys: string[]) {
  const all = keys.map((k) => known.get(k)).filter((k): k is Known => Boolean(k));
  return {
    phones: all.flatMap((k) => k.phones),
    emails: all.flatMap((k) => k.emails),
    usernames: all.flatMap((k) => k.usernames),
    accounts: all.flatMap((k) => k.accounts),
  };
}

/** The number a person key stands for, or the first a source gives for it: for an automatic merge's reason. */
function phoneOfPerson(key: string, known: Map<string, Known>, region?: CountryCode): string | null {
  return phoneOfKey(key, region) ?? (known.get(key)?.phones ?? []).map((p) => normalisePhone(p, region)).find((p): p is string => Boolean(p)) ?? null;
}

/** What a merge moved (world_identity_decisions.moved): `from` and whoever had been merged into `from`, now all in `into`. */
export interface Moved {
  into: string;
  from: string;
  ids: string[];
}

/**
 * `from` (with whoever was merged into them) becomes part of `into`. Run under the user's
 * lock (`query` is the locked transaction's): both are read again here, and a person who is
 * no longer a root (merged meanwhile) is refused with a 409, so nobody ends up merged into
 * someone merged into them.
 */
async function mergeLocked(query: Query, userId: string, into: string, from: string): Promise<Moved> {
  if (into === from) throw new BadRequestError('These are already the same person.', 'same_person');
  const rows = await query<{ id: string; merged_into: string | null }>(
    sql`select id, merged_into from world_people where user_id = ${userId} and id in (${into}, ${from}) for update`,
  );
  if (rows.length < 2) throw new NotFoundError('Person not found.');
  if (rows.some((r) => r.merged_into)) {
    throw new ConflictError('One of these people was just merged with someone else. Reload and try again.', 'merged_meanwhile');
  }
  const moved = await query<{ id: string }>(
    sql`update world_people set merged_into = ${into} where user_id = ${userId} and (id = ${from} or merged_into = ${from}) returning id`,
  );
  // The owner merged into someone stays the owner (as that person: refreshOwner marks the root).
  await query(sql`update world_people set is_self = false where id = ${from} and user_id = ${userId}`);
  return { into, from, ids: moved.map((m) => m.id).sort() };
}

/**
 * `from` becomes part of `into` (two roots; POST /api/worlds/people/merge and the inbox's
 * accept), then the owner is worked out again (a merge may settle or move it, owner.ts); in
 * one transaction under the user's lock. `then` runs in it too (the inbox records its decision).
 */
export async function mergePeople(
  query: Query,
  userId: string,
  into: string,
  from: string,
  then?: (q: Query, moved: Moved) => Promise<void>,
): Promise<Moved> {
  return withUserLock(query, userId, async (q) => {
    const moved = await mergeLocked(q, userId, into, from);
    await refreshOwner(q, userId, 'merge');
    await then?.(q, moved);
    return moved;
  });
}

async function recordDecision(query: Query, userId: string, x: string, y: string, decision: Decision, moved?: Moved) {
  const [a, b] = orderedKeys(x, y);
  const json = moved ? JSON.stringify(moved) : null;
  await query(
    sql`insert into world_identity_decisions (user_id, a_key, b_key, decision, moved) values (${userId}, ${a}, ${b}, ${decision}, ${json}::jsonb)
     on conflict (user_id, a_key, b_key) do update set decision = excluded.decision, moved = excluded.moved, created_at = now()`,
  );
}

/**
 * Merges the people who share a phone number (in any format) and whom no decision keeps
 * apart, each remembered as 'auto'; answers how many. Run at the end of every import
 * (import-writer.ts, before it works the owner out) and before the inbox is read. Reads only the people's keys, so it costs
 * little next to the import.
 */
export async function autoMergeIdentities(query: Query, userId: string, opts: { refreshOwner?: boolean } = {}): Promise<number> {
  return withUserLock(query, userId, (q) => autoMergeLocked(q, userId, opts));
}

async function autoMergeLocked(query: Query, userId: string, opts: { refreshOwner?: boolean }): Promise<number> {
  const people = await query<{ id: string; key: string; name: string; root: string; is_self: boolean; time_zone: string | null }>(
    sql`select p.id, p.key, p.name, coalesce(p.merged_into, p.id) as root, p.is_self, u.time_zone
     from world_people p join users u on u.id = p.user_id where p.user_id = ${userId}`,
  );
  const region = regionOfTimeZone(people[0]?.time_zone);
  const known = await identifiersOf(query, userId);
  // Only someone with a number (a tel: key, a bridge's puppet, one a source gives) or a source's account id can be merged without asking.
  const phoned = new Set(people.filter((p) => phoneOfPerson(p.key, known, region) || known.get(p.key)?.accounts.length).map((p) => p.root));
  if (phoned.size < 2) return 0;
  const decided = new Set(
    (await query<{ a_key: string; b_key: string }>(sql`select a_key, b_key from world_identity_decisions where user_id = ${userId}`)).map((d) =>
      pairKey(d.a_key, d.b_key),
    ),
  );
  const groups = new Map<string, typeof people>();
  for (const p of people) groups.set(p.root, [...(groups.get(p.root) ?? []), p]);
  const candidates: IdentityCandidate[] = [...groups.entries()]
    .filter(([root]) => phoned.has(root))
    .map(([root, all]) => {
      const self = all.find((m) => m.id === root) ?? all[0]!;
      const keys = all.map((m) => m.key);
      const { phones, accounts } = knownBy(known, keys);
      return { id: root, key: self.key, name: self.name, keys, phones, accounts, chatIds: [], sources: [], messageCount: 0, isSelf: self.is_self };
    });
  const autos = suggestIdentities(candidates, { region, decided }).filter((s) => s.auto);
  const rootOf = new Map(people.map((p) => [p.id, p.root]));
  const titled = autos.length ? await namedByPersonalChat(query, userId) : new Set<string>();
  for (const s of autos) {
    // A merge moves roots: follow them (the next pair may already be one person).
    let [a, b] = [rootOf.get(s.a)!, rootOf.get(s.b)!];
    // The person is shown by the name their one-to-one chat has (the name the owner gave
    // them), not by a group nickname; the other names stay as the merged person's aliases.
    if (titled.has(b) && !titled.has(a)) [a, b] = [b, a];
    let moved: Moved | undefined;
    if (a !== b) {
      moved = await mergeLocked(query, userId, a, b);
      for (const [id, r] of rootOf) if (r === b) rootOf.set(id, a);
    }
    await recordDecision(query, userId, s.aKey, s.bKey, 'auto', moved);
  }
  // An import works the owner out itself right after (with what its file said), so it passes false.
  if (autos.length && opts.refreshOwner !== false) await refreshOwner(query, userId, 'merge');
  return autos.length;
}

/** The people (ids) whose name is the title of a one-to-one chat they write in: that chat is named after them. */
async function namedByPersonalChat(query: Query, userId: string): Promise<Set<string>> {
  const rows = await query<{ id: string }>(
    sql`select distinct p.id from world_people p
     join world_chat_people cp on cp.person_id = p.id
     join world_chats c on c.id = cp.chat_id and not c.is_group and c.title = p.name
     where p.user_id = ${userId} and not p.is_self`,
  );
  return new Set(rows.map((r) => r.id));
}

/** Per user, the state of the imports the inbox last merged automatically at (person-counts.ts `importsVersion`). */
const autoMergedAt = new Map<string, string>();
const AUTO_MERGED_MAX = 500;

export function createIdentityInbox({ query, account }: WorldContext) {
  async function members(userId: string): Promise<Member[]> {
    const rows = await query<{
      id: string;
      key: string;
      name: string;
      merged_into: string | null;
      is_self: boolean;
      chats: string[] | null;
      sources: string[] | null;
    }>(
      sql`with joined as (
         select cp.person_id, array_agg(distinct cp.chat_id::text) as chats, array_agg(distinct c.source) as sources
         from world_chat_people cp join world_chats c on c.id = cp.chat_id where c.user_id = ${userId} group by cp.person_id
       )
       select p.id, p.key, p.name, p.merged_into, p.is_self, j.chats, j.sources
       from world_people p join joined j on j.person_id = p.id
       where p.user_id = ${userId}`,
    );
    // Counted once per state of the imports, not on every request (person-counts.ts).
    const counts = await personMessageCounts(query, userId);
    return rows.map((r) => ({
      id: r.id,
      key: r.key,
      name: r.name,
      mergedInto: r.merged_into,
      isSelf: r.is_self,
      chats: r.chats ?? [],
      sources: (r.sources ?? []).sort() as ImportSourceName[],
      messages: counts.get(r.id) ?? 0,
    }));
  }

  async function decisions(userId: string) {
    return query<{ a_key: string; b_key: string; decision: Decision }>(
      sql`select a_key, b_key, decision from world_identity_decisions where user_id = ${userId}`,
    );
  }

  const decide = (userId: string, x: string, y: string, decision: Decision) => recordDecision(query, userId, x, y, decision);

  /** Roots (people no one merged) with everything of the people merged into them. */
  function roots(list: Member[]) {
    const byRoot = new Map<string, { root: Member; members: Member[] }>();
    for (const m of list) if (!m.mergedInto) byRoot.set(m.id, { root: m, members: [m] });
    for (const m of list) if (m.mergedInto) byRoot.get(m.mergedInto)?.members.push(m);
    return [...byRoot.values()];
  }

  const personOf = (m: Member, all = [m]): IdentityPerson => ({
    id: m.id,
    name: m.name,
    messageCount: all.reduce((s, x) => s + x.messages, 0),
    sources: [...new Set(all.flatMap((x) => x.sources))].sort(),
  });

  /** The person `id` is (any of the user's rows) and the root it belongs to; 404 for anyone else's. */
  const rowOf = (userId: string, id: string) => rowIn(query, userId, id);
  async function rowIn(q: Query, userId: string, id: string) {
    if (!isUuid(id)) throw new NotFoundError('Person not found.');
    const [row] = await q<{ id: string; key: string; name: string; root: string; root_key: string }>(
      sql`select p.id, p.key, p.name, r.id as root, r.key as root_key
       from world_people p join world_people r on r.id = coalesce(p.merged_into, p.id) where p.id = ${id} and p.user_id = ${userId}`,
    );
    if (!row) throw new NotFoundError('Person not found.');
    return row;
  }

  async function peopleNow(userId: string, ids: string[]): Promise<IdentityPerson[]> {
    const wanted = new Set(ids);
    return roots(await members(userId))
      .filter((r) => wanted.has(r.root.id))
      .map((r) => personOf(r.root, r.members));
  }

  return {
    /**
     * The open suggestions, after merging the pairs with the same phone number that no one
     * decided yet; and those automatic merges still in place.
     */
    async identitySuggestions(userId: string): Promise<IdentitySuggestions> {
      const { timeZone } = await account(userId);
      const region = regionOfTimeZone(timeZone);
      // Pairs with one phone number are merged at the end of every import; again here only
      // when the imports changed since this process last did (an import that ended elsewhere).
      const { version } = await importsVersion(query, userId);
      if (autoMergedAt.get(userId) !== version) {
        await autoMergeIdentities(query, userId);
        autoMergedAt.delete(userId);
        if (autoMergedAt.size >= AUTO_MERGED_MAX) autoMergedAt.delete(autoMergedAt.keys().next().value!);
        autoMergedAt.set(userId, version);
      }
      const list = await members(userId);
      const decided = await decisions(userId);
      const known = await identifiersOf(query, userId);
      const decidedSet = new Set(decided.map((d) => pairKey(d.a_key, d.b_key)));

      const candidates = (groups: ReturnType<typeof roots>): IdentityCandidate[] => {
        const marked = groups.some((g) => g.root.isSelf);
        // With no owner marked: the person in the most chats, if in more than one (as the worlds guess).
        const guess = marked ? undefined : [...groups].sort((a, b) => b.root.chats.length - a.root.chats.length)[0];
        return groups.map(({ root, members: all }) => {
          const keys = all.map((m) => m.key);
          const { phones, emails, usernames, accounts } = knownBy(known, keys);
          return {
            id: root.id,
            key: root.key,
            name: root.name,
            keys,
            phones,
            emails,
            accounts,
            aliases: [...all.filter((m) => m !== root).map((m) => m.name), ...usernames],
            chatIds: [...new Set(all.flatMap((m) => m.chats))],
            sources: [...new Set(all.flatMap((m) => m.sources))],
            messageCount: all.reduce((s, m) => s + m.messages, 0),
            isSelf: root.isSelf || (guess === undefined ? false : guess.root.id === root.id && guess.root.chats.length > 1),
          };
        });
      };
      const found = suggestIdentities(candidates(roots(list)), { region, decided: decidedSet });

      const byKey = new Map(list.map((m) => [m.key, m]));
      const groups = roots(list);
      const groupOf = new Map(groups.flatMap((g) => g.members.map((m) => [m.id, g] as const)));
      const side = (id: string) => {
        const g = groupOf.get(id)!;
        return personOf(g.root, g.members);
      };
      const suggestions: IdentitySuggestion[] = found
        .filter((s) => !s.auto)
        .map((s) => ({ id: s.id, people: [side(s.a), side(s.b)], reason: s.reason, kind: s.kind, confidence: s.confidence, auto: false }));

      // Automatic merges still in place: the one merged and the one they joined.
      const automatic: IdentitySuggestion[] = [];
      for (const d of decided) {
        if (d.decision !== 'auto') continue;
        const [x, y] = [byKey.get(d.a_key), byKey.get(d.b_key)];
        if (!x || !y || (x.mergedInto ?? x.id) !== (y.mergedInto ?? y.id)) continue;
        const [stays, joined] = x.mergedInto ? [y, x] : [x, y];
        const phone = phoneOfPerson(d.a_key, known, region) ?? phoneOfPerson(d.b_key, known, region);
        const account = phone ? undefined : known.get(d.a_key)?.accounts.find((id) => known.get(d.b_key)?.accounts.includes(id));
        automatic.push({
          id: suggestionId(d.a_key, d.b_key),
          people: [personOf(stays), personOf(joined)],
          reason: phone
            ? `Same phone number ${displayPhone(phone)}`
            : account
              ? `Same Telegram account (${account.replace(/^telegram:/, '')})`
              : 'The same identifier',
          kind: account ? 'account' : 'phone',
          confidence: 1,
          auto: true,
        });
      }
      return { suggestions, automatic };
    },

    /** Merges b into a (any two of the user's people: a suggestion or a merge by hand) and remembers it. */
    async acceptIdentity(userId: string, aId: string, bId: string): Promise<IdentityDecision> {
      const [a, b] = [await rowOf(userId, aId), await rowOf(userId, bId)];
      if (a.root === b.root) throw new BadRequestError('These are already the same person.', 'same_person');
      // The merge, the owner and the decision (with whom it moved, for an exact undo) in one transaction.
      await mergePeople(query, userId, a.root, b.root, (q, moved) => recordDecision(q, userId, a.root_key, b.root_key, 'accepted', moved));
      return { decision: 'accepted', people: await peopleNow(userId, [a.root]) };
    },

    /** "Not the same": remembered by the two keys, so the pair is never suggested again. */
    async rejectIdentity(userId: string, aId: string, bId: string): Promise<IdentityDecision> {
      const [a, b] = [await rowOf(userId, aId), await rowOf(userId, bId)];
      if (a.root === b.root) throw new BadRequestError('These are one person now: split them instead.', 'same_person');
      await decide(userId, a.root_key, b.root_key, 'rejected');
      return { decision: 'rejected', people: await peopleNow(userId, [a.root, b.root]) };
    },

    /**
     * Undoes the decision between a and b: a merge is split exactly as it was made (the one
     * who joined gets their own entry back, with whoever had been merged into them; an
     * automatic merge is then remembered as "not the same"), a rejection is forgotten.
     */
    async undoIdentity(userId: string, aId: string, bId: string): Promise<IdentityDecision> {
      await rowOf(userId, aId);
      await rowOf(userId, bId);
      await withUserLock(query, userId, async (q) => {
        // Read again under the lock: a merge or undo that just ran is seen.
        const [a, b] = [await rowIn(q, userId, aId), await rowIn(q, userId, bId)];
        const [x, y] = orderedKeys(a.key, b.key);
        const [found] = await q<{ decision: Decision; moved: Moved | null }>(
          sql`select decision, moved from world_identity_decisions where user_id = ${userId} and a_key = ${x} and b_key = ${y}`,
        );
        if (!found) throw new NotFoundError('There is no decision about these two to undo.');
        if (found.decision !== 'rejected' && a.root === b.root) {
          if (found.moved?.ids.length) {
            // Exactly whom the merge moved, while they are still with the person they joined:
            // `from` on their own again, the people merged into `from` back with `from`.
            const { from, ids } = found.moved;
            await q(
              sql`update world_people set merged_into = case when id = ${from} then null else ${from}::uuid end
               where user_id = ${userId} and id = any(${sql.param(ids)}::uuid[]) and merged_into = ${a.root}`,
            );
          } else {
            // A decision from before moves were recorded: the one that joined the other gets their own entry back.
            const joined = a.id === a.root ? b.id : a.id;
            await q(sql`update world_people set merged_into = null where id = ${joined} and user_id = ${userId}`);
          }
          await refreshOwner(q, userId, 'merge');
        }
        if (found.decision === 'auto') await recordDecision(q, userId, x, y, 'rejected');
        else await q(sql`delete from world_identity_decisions where user_id = ${userId} and a_key = ${x} and b_key = ${y}`);
      });
      return { decision: 'undone', people: await peopleNow(userId, [aId, bId]) };
    },

    /** People whose name (or number) has `q` in it; without `q`, the people others were merged into. */
    async identitySearch(userId: string, q: string): Promise<IdentitySearch> {
      const needle = q.trim().toLowerCase();
      const groups = roots(await members(userId));
      const picked = groups
        .filter((g) => (needle ? g.members.some((m) => m.name.toLowerCase().includes(needle)) : g.members.length > 1))
        .map((g) => ({ ...personOf(g.root, g.members), mergedWith: g.members.filter((m) => m !== g.root).map((m) => ({ id: m.id, name: m.name })) }))
        .sort((p, r) => r.messageCount - p.messageCount || p.name.localeCompare(r.name))
        .slice(0, 30);
      return { people: picked };
    },
  };
}
export type IdentityInbox = ReturnType<typeof createIdentityInbox>;
