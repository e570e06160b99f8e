/**
 * The identity inbox (#27, who is who) over a user's people: the open suggestions of
 * suggest.ts, the merges made without asking (the same phone number), and the user's
 * decisions. Decisions are kept by the people's keys in world_identity_decisions
 * (a_key < b_key): 'accepted' (merged on the user's word), 'rejected' ("Not the same",
 * never suggested again, also after a re-import makes the people anew) and 'auto' (merged
 * here without asking; an undo turns it into 'rejected' so it is not merged again).
 * A merge is world_people.merged_into, which every world reads: it changes them all at once.
 */
import { sql } from 'drizzle-orm';
import type { CountryCode } from 'libphonenumber-js';
import type { IdentityDecision, IdentityPerson, IdentitySearch, IdentitySuggestion, IdentitySuggestions } from '../../../../contract/worlds-identity';
import type { ImportSourceName } from '../../../../contract/worlds';
import { BadRequestError, NotFoundError } from '../../../errors';
import { refreshOwner } from '../owner';
import type { Query } from '../sql';
import { isUuid, num } from '../world-filters';
import type { WorldContext } from '../world-scope';
import { regionOfTimeZone } from './default-region';
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

/** `from` (with whoever was merged into them) becomes part of `into`, as the worlds' merge does. */
async function mergeInto(query: Query, userId: string, into: string, from: string) {
  await query(sql`update world_people set merged_into = ${into} where user_id = ${userId} and (id = ${from} or merged_into = ${from})`);
  await query(sql`update world_people set is_self = false where id = ${from} and user_id = ${userId}`);
}

async function recordDecision(query: Query, userId: string, x: string, y: string, decision: Decision) {
  const [a, b] = orderedKeys(x, y);
  await query(
    sql`insert into world_identity_decisions (user_id, a_key, b_key, decision) values (${userId}, ${a}, ${b}, ${decision})
     on conflict (user_id, a_key, b_key) do update set decision = excluded.decision, created_at = now()`,
  );
}

/**
 * Merges the people who share a phone number (in any format) and whom no decision keeps
 * apart, each remembered as 'auto'; answers how many. Run at the end of every import
 * (import-writer.ts, before it works the owner out) and before the inbox is read. Reads only the people's keys, so it costs
 * little next to the import.
 */
export async function autoMergeIdentities(query: Query, userId: string, opts: { refreshOwner?: boolean } = {}): Promise<number> {
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
  for (const s of autos) {
    // A merge moves roots: follow them (the next pair may already be one person).
    const [a, b] = [rootOf.get(s.a)!, rootOf.get(s.b)!];
    if (a !== b) {
      await mergeInto(query, userId, a, b);
      for (const [id, r] of rootOf) if (r === b) rootOf.set(id, a);
    }
    await recordDecision(query, userId, s.aKey, s.bKey, 'auto');
  }
  // An import works the owner out itself right after (with what its file said), so it passes false.
  if (autos.length && opts.refreshOwner !== false) await refreshOwner(query, userId, 'merge');
  return autos.length;
}

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
      n: number | null;
    }>(
      sql`with counted as (select person_id, count(*)::int as n from world_messages where user_id = ${userId} group by person_id),
       joined as (
         select cp.person_id, array_agg(distinct cp.chat_id::text) as chats, array_agg(distinct c.source) as sources
         from world_chat_people cp join world_chats c on c.id = cp.chat_id where c.user_id = ${userId} group by cp.person_id
       )
       select p.id, p.key, p.name, p.merged_into, p.is_self, j.chats, j.sources, ct.n
       from world_people p join joined j on j.person_id = p.id left join counted ct on ct.person_id = p.id
       where p.user_id = ${userId}`,
    );
    return rows.map((r) => ({
      id: r.id,
      key: r.key,
      name: r.name,
      mergedInto: r.merged_into,
      isSelf: r.is_self,
      chats: r.chats ?? [],
      sources: (r.sources ?? []).sort() as ImportSourceName[],
      messages: num(r.n),
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
  async function rowOf(userId: string, id: string) {
    if (!isUuid(id)) throw new NotFoundError('Person not found.');
    const [row] = await query<{ id: string; key: string; name: string; root: string; root_key: string }>(
      sql`select p.id, p.key, p.name, r.id as root, r.key as root_key
       from world_people p join world_people r on r.id = coalesce(p.merged_into, p.id) where p.id = ${id} and p.user_id = ${userId}`,
    );
    if (!row) throw new NotFoundError('Person not found.');
    return row;
  }

  /** A merge, then the owner worked out again (a merge may settle or move it, owner.ts). */
  async function merge(userId: string, into: string, from: string) {
    await mergeInto(query, userId, into, from);
    await refreshOwner(query, userId, 'merge');
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
      // Pairs with one phone number are merged first (they usually are at import already).
      await autoMergeIdentities(query, userId);
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
      await merge(userId, a.root, b.root);
      await decide(userId, a.root_key, b.root_key, 'accepted');
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
     * Undoes the decision between a and b: a merge is split (b gets their own entry back; an
     * automatic merge is then remembered as "not the same"), a rejection is forgotten.
     */
    async undoIdentity(userId: string, aId: string, bId: string): Promise<IdentityDecision> {
      const [a, b] = [await rowOf(userId, aId), await rowOf(userId, bId)];
      const [x, y] = orderedKeys(a.key, b.key);
      const [found] = await query<{ decision: Decision }>(
        sql`select decision from world_identity_decisions where user_id = ${userId} and a_key = ${x} and b_key = ${y}`,
      );
      if (!found) throw new NotFoundError('There is no decision about these two to undo.');
      if (found.decision !== 'rejected' && a.root === b.root) {
        // The one that joined the other gets their own entry back.
        const joined = a.id === a.root ? b.id : a.id;
        await query(sql`update world_people set merged_into = null where id = ${joined} and user_id = ${userId}`);
        await refreshOwner(query, userId, 'merge');
      }
      if (found.decision === 'auto') await decide(userId, x, y, 'rejected');
      else await query(sql`delete from world_identity_decisions where user_id = ${userId} and a_key = ${x} and b_key = ${y}`);
      return { decision: 'undone', people: await peopleNow(userId, [a.id, b.id]) };
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
