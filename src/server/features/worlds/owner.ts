/**
 * Who is "me" (#27): the account's owner as their own exports show them, inferred from what
 * the exports say and kept in world_profiles (self_key, self_reason, self_confidence) with
 * the user's answer (self_confirmed), which always wins.
 *
 * Evidence, strongest first:
 * - a hint the import carried: a Telegram full export's `personal_information` (the owner's
 *   name as their messages write it, and their phone number) or a Matrix account's own user
 *   (0.99), kept until a newer hint replaces it;
 * - one-to-one chats named after one of their two people ("WhatsApp Chat with Priya Shah",
 *   a Telegram or Matrix DM): the other one is the owner;
 * - the person common to the one-to-one chats ("in 3 of 3 one-to-one chats");
 * - else the person in the most chats (group chats cannot tell the exporter from a friend
 *   in all of them: a low confidence, so the question is asked).
 *
 * The guess is marked as `world_people.is_self` on the person (the root of a merge), which
 * is what every world reads as the owner (world-scope.ts `people`). It is worked out again
 * after every import, merge, split and cleared answer (`refreshOwner`).
 */
import { sql } from 'drizzle-orm';
import type { ImportSourceName } from '../../../contract/worlds';
import type { OwnerCandidate, WorldOwner } from '../../../contract/worlds-owner';
import { OWNER_ASK_BELOW } from '../../../contract/worlds-owner';
import { personMessageCounts } from './identity/person-counts';
import { withUserLock } from './identity/user-lock';
import { personKey } from './person-key';
import type { Query } from './sql';

/** What an import's file said about its exporter (ChatRecord.self / selfPhone). */
export interface OwnerHint {
  source: ImportSourceName;
  /** `world_people.key`s, most telling first (the name as their messages write it, then the phone number). */
  keys: string[];
}

/** Why `refreshOwner` runs: a changed guess after an import, or a cleared answer, is asked about again. */
export type OwnerRefreshCause = 'import' | 'merge' | 'clear' | 'read';

interface Guess {
  root: string;
  /** The key stored in self_key (a member's key; a merge keeps it resolvable). */
  key: string;
  reason: string;
  confidence: number;
}

interface PersonRow {
  id: string;
  key: string;
  name: string;
  root: string;
}

interface ChatRow {
  id: string;
  source: string;
  title: string;
  is_group: boolean;
  roots: string[];
}

/** Hints the exports state outright. A WhatsApp file name is read from the chats themselves (below). */
const HINT_REASON: Partial<Record<ImportSourceName, string>> = {
  telegram: "Named as the account's owner in your Telegram export",
  matrix: 'Your own Matrix account',
};
const HINT_CONFIDENCE = 0.99;
/** A changed guess after an import, or after the answer was cleared, stays below the asking line. */
const UNSETTLED = 0.85;
export const CHOSEN_REASON = 'You chose this';

const pct = (x: number) => Math.round(x * 100) / 100;
const plural = (n: number, one: string, many = `${one}s`) => `${n.toLocaleString('en-US')} ${n === 1 ? one : many}`;

async function loadPeople(query: Query, userId: string): Promise<PersonRow[]> {
  return query<PersonRow>(sql`select id, key, name, coalesce(merged_into, id) as root from world_people where user_id = ${userId}`);
}

async function loadChats(query: Query, userId: string): Promise<ChatRow[]> {
  return query<ChatRow>(
    sql`select c.id, c.source, c.title, c.is_group, array_agg(distinct coalesce(p.merged_into, p.id)) as roots
     from world_chats c join world_chat_people cp on cp.chat_id = c.id join world_people p on p.id = cp.person_id
     where c.user_id = ${userId} group by c.id`,
  );
}

/** The unique best of a count per person (null on a tie or nothing). */
function best(counts: Map<string, number>): { id: string; n: number } | null {
  const sorted = [...counts.entries()].sort((a, b) => b[1] - a[1]);
  const [top, next] = sorted;
  if (!top || (next && next[1] === top[1])) return null;
  return { id: top[0], n: top[1] };
}

/**
 * Whether a chat's title names this person (one of their keys): the title is their name, once
 * a re-download's " (1)" is dropped, or a file name in a language the parser does not strip
 * ends with it ("Discussion WhatsApp avec Camille").
 */
export function namedAfter(title: string, keys: Set<string> | undefined): boolean {
  if (!keys) return false;
  const bare = title.trimEnd().replace(/\(\d+\)$/, '').trimEnd();
  if (keys.has(personKey(bare).key)) return true;
  if (!/whatsapp/i.test(bare)) return false;
  for (const key of keys) {
    if (!key.startsWith('name:')) continue;
    const name = key.slice(5);
    if (name.length >= 2 && bare.length > name.length && bare.endsWith(name) && /\s/.test(bare[bare.length - name.length - 1]!)) return true;
  }
  return false;
}

/** The owner from the chats alone: one-to-one chats named after the other person, common to the one-to-one chats, in the most chats. */
export function inferFromChats(people: PersonRow[], chats: ChatRow[]): Guess | null {
  const byId = new Map(people.map((p) => [p.id, p]));
  const roots = new Map<string, PersonRow>();
  for (const p of people) if (p.id === p.root) roots.set(p.id, p);
  const keysOf = new Map<string, Set<string>>();
  for (const p of people) {
    const set = keysOf.get(p.root) ?? new Set<string>();
    set.add(p.key);
    keysOf.set(p.root, set);
  }
  const keyOfRoot = (root: string) => roots.get(root)?.key ?? byId.get(root)?.key ?? '';

  const oneToOne = chats.filter((c) => !c.is_group && c.roots.length === 2);
  // Named after one of its two people: the other one exported it.
  const named = new Map<string, number>();
  let titled = 0;
  let example = '';
  for (const c of oneToOne) {
    const [a, b] = c.roots as [string, string];
    const aNamed = namedAfter(c.title, keysOf.get(a));
    const bNamed = namedAfter(c.title, keysOf.get(b));
    if (aNamed === bNamed) continue;
    titled++;
    const other = aNamed ? b : a;
    named.set(other, (named.get(other) ?? 0) + 1);
    example ||= c.title;
  }
  const common = new Map<string, number>();
  for (const c of oneToOne) for (const r of c.roots) common.set(r, (common.get(r) ?? 0) + 1);

  const fromTitles = best(named);
  const titleGuess: Guess | null = fromTitles
    ? {
        root: fromTitles.id,
        key: keyOfRoot(fromTitles.id),
        confidence: fromTitles.n === titled ? (titled >= 2 ? 0.97 : 0.92) : 0.75 * (fromTitles.n / titled),
        reason:
          titled === 1
            ? `Guessed: the other person in the one-to-one chat "${example}"`
            : `Guessed: the other person in ${fromTitles.n} of ${titled} one-to-one chats named after their contact`,
      }
    : null;
  const fromCommon = oneToOne.length >= 2 ? best(common) : null;
  const commonGuess: Guess | null = fromCommon
    ? {
        root: fromCommon.id,
        key: keyOfRoot(fromCommon.id),
        confidence: fromCommon.n === oneToOne.length ? (oneToOne.length >= 3 ? 0.95 : 0.9) : 0.8 * (fromCommon.n / oneToOne.length),
        reason: `Guessed: in ${fromCommon.n} of ${oneToOne.length} one-to-one chats`,
      }
    : null;

  if (titleGuess && commonGuess) {
    if (titleGuess.root === commonGuess.root) {
      const c = Math.max(titleGuess.confidence, commonGuess.confidence);
      return { ...commonGuess, confidence: c + (1 - c) / 2, reason: `${commonGuess.reason}, and named by their chats' titles` };
    }
    // They disagree: the stronger, with less confidence.
    const first = titleGuess.confidence >= commonGuess.confidence ? titleGuess : commonGuess;
    return { ...first, confidence: first.confidence * 0.7 };
  }
  if (titleGuess ?? commonGuess) return (titleGuess ?? commonGuess)!;

  // Group chats (or one one-to-one chat): the person in the most chats, then with the most
  // messages' worth of chats, as world-scope's fallback picks; never confident.
  const inChats = new Map<string, number>();
  for (const c of chats) for (const r of c.roots) inChats.set(r, (inChats.get(r) ?? 0) + 1);
  if (!inChats.size) return null;
  const top = best(inChats);
  if (top && top.n > 1) {
    return { root: top.id, key: keyOfRoot(top.id), confidence: pct(Math.min(0.6, 0.2 + (0.4 * top.n) / chats.length)), reason: `Guessed: in ${top.n} of ${plural(chats.length, 'chat')}` };
  }
  return null;
}

/** Resolves a stored or hinted key to the person it is now (the root of a merge). */
function rootOfKey(people: PersonRow[], key: string | null | undefined): PersonRow | undefined {
  if (!key) return undefined;
  const p = people.find((x) => x.key === key);
  return p && people.find((x) => x.id === p.root);
}

interface ProfileRow {
  self_key: string | null;
  self_reason: string | null;
  self_confidence: number | null;
  self_confirmed: boolean;
}

async function loadProfile(query: Query, userId: string): Promise<ProfileRow | undefined> {
  const [row] = await query<ProfileRow>(sql`select self_key, self_reason, self_confidence, self_confirmed from world_profiles where user_id = ${userId}`);
  return row;
}

/**
 * Stores the owner. A guess (`confirmed` false) never replaces the user's answer: it is
 * written only where no answer is stored (`where not self_confirmed`); answers whether a row
 * was written. (`confirmOwner` clears the answer itself before working it out again.)
 */
async function saveProfile(
  query: Query,
  userId: string,
  p: { key: string | null; reason: string | null; confidence: number | null; confirmed: boolean },
): Promise<boolean> {
  const written = await query<{ user_id: string }>(
    sql`insert into world_profiles (user_id, self_key, self_reason, self_confidence, self_confirmed, updated_at)
     values (${userId}, ${p.key}, ${p.reason}, ${p.confidence}, ${p.confirmed}, now())
     on conflict (user_id) do update set self_key = excluded.self_key, self_reason = excluded.self_reason,
       self_confidence = excluded.self_confidence, self_confirmed = excluded.self_confirmed, updated_at = now()
     ${p.confirmed ? sql`` : sql`where not world_profiles.self_confirmed`}
     returning user_id`,
  );
  return written.length > 0;
}

/** Marks the owner (a root person) as is_self, and no one else; null: no one. */
async function markSelf(query: Query, userId: string, root: string | null) {
  if (root) await query(sql`update world_people set is_self = (id = ${root}) where user_id = ${userId} and (is_self or id = ${root})`);
  else await query(sql`update world_people set is_self = false where user_id = ${userId} and is_self`);
}

/**
 * Works the owner out again and stores it: the user's answer is kept while its person exists;
 * a new hint beats a stored one, a stored hint beats the chats; a guess that changed with an
 * import (or after the answer was cleared) is kept below the asking line.
 */
export async function refreshOwner(outer: Query, userId: string, cause: OwnerRefreshCause, hint?: OwnerHint): Promise<void> {
  // Read and written under the user's lock: the user's answer cannot land in between (identity/user-lock.ts).
  await withUserLock(outer, userId, (query) => refreshLocked(query, userId, cause, hint));
}

async function refreshLocked(query: Query, userId: string, cause: OwnerRefreshCause, hint?: OwnerHint): Promise<void> {
  const people = await loadPeople(query, userId);
  const profile = await loadProfile(query, userId);
  const stored = rootOfKey(people, profile?.self_key);
  if (profile?.self_confirmed && stored) {
    // The answer stands; a merge may have moved it to a new root.
    await markSelf(query, userId, stored.id);
    return;
  }
  // An answer whose person is gone (their import deleted) no longer holds: worked out again.
  if (profile?.self_confirmed) await query(sql`update world_profiles set self_confirmed = false where user_id = ${userId}`);
  let guess: Guess | null = null;
  const hintReason = hint && HINT_REASON[hint.source];
  if (hint && hintReason) {
    for (const key of hint.keys) {
      const who = rootOfKey(people, key);
      if (who) {
        guess = { root: who.id, key, reason: hintReason, confidence: HINT_CONFIDENCE };
        break;
      }
    }
  }
  if (!guess && stored && (profile?.self_confidence ?? 0) >= HINT_CONFIDENCE && cause !== 'clear') {
    guess = { root: stored.id, key: profile!.self_key!, reason: profile!.self_reason ?? '', confidence: profile!.self_confidence! };
  }
  guess ??= inferFromChats(people, await loadChats(query, userId));
  if (guess) {
    const changed = cause === 'import' && stored && stored.id !== guess.root;
    if (changed) guess = { ...guess, confidence: Math.min(guess.confidence, UNSETTLED), reason: `${guess.reason} (changed with your last import)` };
    if (cause === 'clear') guess = { ...guess, confidence: Math.min(guess.confidence, UNSETTLED) };
  }
  const saved = await saveProfile(query, userId, {
    key: guess?.key ?? null,
    reason: guess?.reason ?? null,
    confidence: guess ? pct(guess.confidence) : null,
    confirmed: false,
  });
  // An answer stored meanwhile (it cannot be, under the lock; but never undo it) keeps its mark.
  if (saved) await markSelf(query, userId, guess?.root ?? null);
}

/** The user's answer: this person (a root, checked by the caller) is them; null clears it and asks again. */
export async function confirmOwner(outer: Query, userId: string, person: { id: string } | null): Promise<void> {
  await withUserLock(outer, userId, async (query) => {
    if (!person) {
      await query(sql`update world_profiles set self_confirmed = false, updated_at = now() where user_id = ${userId}`);
      await saveProfile(query, userId, { key: null, reason: null, confidence: null, confirmed: false });
      await refreshLocked(query, userId, 'clear');
      return;
    }
    // The person as they are now (a merge since the caller looked may have moved them to another root).
    const [row] = await query<{ key: string; root: string }>(
      sql`select key, coalesce(merged_into, id) as root from world_people where id = ${person.id} and user_id = ${userId}`,
    );
    await saveProfile(query, userId, { key: row?.key ?? null, reason: CHOSEN_REASON, confidence: 1, confirmed: true });
    await markSelf(query, userId, row?.root ?? person.id);
  });
}

const MAX_CANDIDATES = 8;

/** GET /api/worlds/owner: the guess, whether to ask, and who could be the owner (most likely first). */
export async function worldOwner(query: Query, userId: string): Promise<WorldOwner> {
  let profile = await loadProfile(query, userId);
  if (!profile) {
    // An account from before #27 (or with no import yet): work it out once.
    await refreshOwner(query, userId, 'read');
    profile = await loadProfile(query, userId);
  }
  const [people, chats] = await Promise.all([loadPeople(query, userId), loadChats(query, userId)]);
  const stored = rootOfKey(people, profile?.self_key);
  const confirmed = Boolean(profile?.self_confirmed && stored);

  const oneToOne = new Map<string, number>();
  const inChats = new Map<string, number>();
  for (const c of chats) {
    for (const r of c.roots) {
      inChats.set(r, (inChats.get(r) ?? 0) + 1);
      if (!c.is_group && c.roots.length === 2) oneToOne.set(r, (oneToOne.get(r) ?? 0) + 1);
    }
  }
  const ranked = [...inChats.keys()]
    .sort((a, b) => (oneToOne.get(b) ?? 0) - (oneToOne.get(a) ?? 0) || (inChats.get(b) ?? 0) - (inChats.get(a) ?? 0))
    .slice(0, MAX_CANDIDATES * 3);
  if (stored && !ranked.includes(stored.id)) ranked.unshift(stored.id);
  // Messages per person, counted once per state of the imports (identity/person-counts.ts), added up per root.
  const perPerson = await personMessageCounts(query, userId);
  const messages = new Map<string, number>();
  for (const p of people) if (ranked.includes(p.root)) messages.set(p.root, (messages.get(p.root) ?? 0) + (perPerson.get(p.id) ?? 0));
  const name = new Map(people.map((p) => [p.id, p.name]));
  const candidates: OwnerCandidate[] = ranked
    .map((id) => ({ personId: id, name: name.get(id) ?? 'Unknown', messageCount: messages.get(id) ?? 0, chatCount: inChats.get(id) ?? 0 }))
    .sort(
      (a, b) =>
        Number(b.personId === stored?.id) - Number(a.personId === stored?.id) ||
        (oneToOne.get(b.personId) ?? 0) - (oneToOne.get(a.personId) ?? 0) ||
        b.chatCount - a.chatCount ||
        b.messageCount - a.messageCount ||
        a.name.localeCompare(b.name),
    )
    .slice(0, MAX_CANDIDATES);

  const guess = stored
    ? { personId: stored.id, name: stored.name, reason: profile?.self_reason ?? '', confidence: profile?.self_confidence ?? 0 }
    : null;
  const ask = !confirmed && candidates.length > 0 && (!guess || guess.confidence < OWNER_ASK_BELOW);
  return { ask, confirmed, guess, candidates };
}
