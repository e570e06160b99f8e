/**
 * The people tools: find_people (a name to person ids) and rank_people (who wrote most, or
 * whom the owner talks with most). People are roots: a person merged into another is
 * counted, and found, as the one they were merged into.
 */
import { sql } from 'drizzle-orm';
import { KIND, isUuid, num, shown } from '../../world-filters';
import { FindPeopleInput, RankPeopleInput, type FoundPerson, type RankedPerson } from './catalogue';
import { foldName, ftsMatch, personCitation, rootOf, within } from './common';
import { messageCounts } from './counts';
import { MAX_CITATIONS, type ToolContext, type WorldTool } from './types';
import { isKinWord } from './vocabulary';
import { hypocoristics, undeclined } from './name-forms';
import { hasGreekOrCyrillic, romanize } from './romanize';

/**
 * The people a name reaches in another of its forms (#29): a short form of their first name
 * ("Tomek" for Tomasz), a declined or possessive form of their name or of its short forms
 * ("Tomkiem", "Kasi", "Magdas"). A form must be a word of a person's name or merged alias
 * exactly; several people reached are all returned (resolve then asks which one).
 */
export function nameFormMatches(q: string, people: Iterable<[string, { name: string; aliases: string[] }]>): string[] {
  if (!q || q.includes(' ') || !/^[\p{L}'’]+$/u.test(q)) return [];
  const direct = hypocoristics(q);
  const declined = undeclined(q);
  const forms = new Set([...direct, ...declined, ...declined.flatMap(hypocoristics)]);
  if (!forms.size) return [];
  const out: string[] = [];
  for (const [id, e] of people) {
    if (!e.name) continue;
    const ws = [e.name, ...e.aliases].flatMap((n) => foldName(n).match(/[\p{L}]+/gu) ?? []);
    if (ws.some((w) => forms.has(w))) out.push(id);
  }
  return out;
}

/** What "me" is called in a question. */
const OWNER_WORDS = new Set(['me', 'i', 'myself', 'my self', 'mine', 'my', 'owner']);

const MATCH = ['exact', 'alias', 'first-name', 'name-form', 'short-form', 'prefix', 'nickname', 'fuzzy'] as const;
const NAME_FORM = MATCH.indexOf('name-form');
const SHORT_FORM = MATCH.indexOf('short-form');
const PREFIX = MATCH.indexOf('prefix');
const NICKNAME = MATCH.indexOf('nickname');
const FUZZY = MATCH.indexOf('fuzzy');

/**
 * How well `q` (folded) names a person called `name` with `aliases` (folded): an index into
 * MATCH, lower is better, or null. The whole name, then a merged person's whole name, then
 * the first name (or another word of a name: a surname), then word prefixes ("Pri" → Priya,
 * "mu" → Mum; each word of the query a prefix of a word of the name, in order), then a
 * typo (one letter off, two in long words).
 */
export function nameMatch(q: string, name: string, aliases: string[]): number | null {
  if (!q) return null;
  if (name === q) return 0;
  if (aliases.includes(q)) return 1;
  const all = [name, ...aliases];
  const words = all.map((n) => n.split(' '));
  if (words.some((w) => w[0] === q)) return 2;
  if (words.some((w) => w.includes(q))) return 2;
  const qw = q.split(' ');
  const prefixes = (w: string[]) => {
    let i = 0;
    for (const part of qw) {
      while (i < w.length && !w[i]!.startsWith(part)) i++;
      if (i >= w.length) return false;
      i++;
    }
    return true;
  };
  if (words.some(prefixes)) return PREFIX;
  if (q.length >= 4) {
    const max = q.length >= 7 ? 2 : 1;
    if (all.some((n) => within(q, n, max)) || words.some((w) => w.some((x) => within(q, x, max)))) return FUZZY;
  }
  return null;
}

/** Matching messages a nickname is looked for in (newest first): bounds the work on a common word. */
const NICKNAME_SCAN = 2000;
/** A nickname needs this many messages, this share of them in one person's one-to-one chat. */
const NICKNAME_MIN = 2;
const NICKNAME_SHARE = 0.7;

/** Greetings and particles a vocative may follow ("ok Aai", "hola Tía", "habari Shangazi", "cześć ciociu"). */
const LEAD_WORDS = new Set('ok okay hi hey hello haan ha ho arre arey are acha accha good bye thanks thank dear love ola oi hola ciao salut hallo czesc habari jambo sawa vanakkam namaste namaskar'.split(' '));

/** Words of a text, folded (letters and digits of any script). */
const words = (text: string) => foldName(text).match(/[\p{L}\p{N}]+/gu) ?? [];

/**
 * The person a word is a nickname of, read from the messages (#29: "Bia" for Beatriz): the
 * shown messages with the word (full-text, the GIN expression) in one-to-one chats. The
 * owner writing it in a chat names (or calls) that chat's other person; the other person
 * starting or ending a message with it calls the owner ("Nês, …" is the owner's nickname).
 * A person is the nickname's when at least NICKNAME_MIN messages are theirs and they are
 * NICKNAME_SHARE of all the matches, or of the vocatives (first or last word: "Bia, …",
 * "… adeus Bia"), so mentions in third person elsewhere ("a Bia disse…") do not outweigh
 * the chat where the name is said to someone. Needs a known owner.
 */
async function nicknameOf(ctx: ToolContext, q: string, said: string): Promise<{ root: string; evidence: string } | null> {
  const owner = ctx.ownerId;
  if (!owner || q.includes(' ') || [...q].length < 2 || !/^[\p{L}]+$/u.test(q)) return null;
  const rows = await ctx.query<{ chat_id: string; author: string; text: string }>(
    sql`select m.chat_id, ${rootOf('p')} as author, m.text from world_messages m join world_people p on p.id = m.person_id
     where ${shown(ctx.scope, 'm', KIND.message)} and ${ftsMatch(`'${q}'`)} order by m.at desc limit ${NICKNAME_SCAN}`,
  );
  if (!rows.length) return null;
  const chatIds = [...new Set(rows.map((r) => r.chat_id))];
  // The other person of each one-to-one chat among them (groups: none).
  const chats = await ctx.query<{ id: string; roots: string[] }>(
    sql`select c.id, array_agg(distinct ${rootOf('p')}) as roots from world_chats c join world_chat_people cp on cp.chat_id = c.id
     join world_people p on p.id = cp.person_id where c.user_id = ${ctx.scope.userId} and not c.is_group
     and c.id = any(${sql.param(chatIds)}::uuid[]) group by c.id`,
  );
  const partner = new Map<string, string>();
  for (const c of chats) {
    const others = c.roots.filter((r) => r !== owner);
    if (others.length === 1) partner.set(c.id, others[0]!);
  }
  const isVocative = (text: string) => {
    const w = words(text);
    // "ok Mausi, …", "hi Aai": after a greeting or a particle the name is still the address.
    return w[0] === q || w[w.length - 1] === q || (w[1] === q && LEAD_WORDS.has(w[0]!));
  };
  // First, how the owner addresses people (the world's vocabulary of address): the owner's own
  // vocatives in one-to-one chats ("Aai, …", "Happy birthday Baba", "ok Mausi") name that chat's
  // person, whatever others write elsewhere (parents signing "ho Aai", group mentions). A family
  // word ("Mausi", "Shangazi") needs one such message when no other person is addressed so.
  const ownerVocatives = new Map<string, number>();
  let ownerVocativeAll = 0;
  for (const r of rows) {
    if (r.author !== owner || !partner.has(r.chat_id) || !isVocative(r.text)) continue;
    ownerVocativeAll += 1;
    ownerVocatives.set(partner.get(r.chat_id)!, (ownerVocatives.get(partner.get(r.chat_id)!) ?? 0) + 1);
  }
  const [addressed, addressedCount] = [...ownerVocatives].sort((a, b) => b[1] - a[1])[0] ?? ['', 0];
  const addressMin = isKinWord(q) && ownerVocatives.size === 1 ? 1 : NICKNAME_MIN;
  // A word the owner mostly writes elsewhere (a place, a plan: "Goa trip?" in many chats) is no way of addressing one person.
  const ownerAll = rows.filter((r) => r.author === owner).length;
  if (addressed && addressedCount >= addressMin && addressedCount >= NICKNAME_SHARE * ownerVocativeAll && addressedCount * 2 >= ownerAll) {
    const [who] = await ctx.query<{ name: string }>(sql`select name from world_people where id = ${addressed}::uuid and user_id = ${ctx.scope.userId}`);
    if (who) return { root: addressed, evidence: `called ${said} in ${addressedCount} message${addressedCount === 1 ? '' : 's'} of your chat with ${who.name}` };
  }
  if (rows.length < NICKNAME_MIN) return null;
  // Whom a message calls by the word: the owner's words name the partner; the partner's vocatives, the owner.
  // A word the owner writes (NICKNAME_MIN+ times) in a chat is that partner's, so the partner's
  // own messages with it there ("Bia aqui", signing) are no vocatives to the owner: left out.
  const ownerWrote = new Map<string, number>();
  for (const r of rows) if (r.author === owner && partner.has(r.chat_id)) ownerWrote.set(r.chat_id, (ownerWrote.get(r.chat_id) ?? 0) + 1);
  const named = rows
    .filter((r) => !(r.author !== owner && r.author === partner.get(r.chat_id) && (ownerWrote.get(r.chat_id) ?? 0) >= NICKNAME_MIN))
    .map((r) => {
      const vocative = isVocative(r.text);
      const other = partner.get(r.chat_id);
      const who = !other ? null : r.author === owner ? other : r.author === other && vocative ? owner : null;
      return { who, vocative };
    });
  const best = (list: typeof named) => {
    const n = new Map<string, number>();
    for (const r of list) if (r.who) n.set(r.who, (n.get(r.who) ?? 0) + 1);
    const [root, count] = [...n].sort((a, b) => b[1] - a[1])[0] ?? ['', 0];
    return count >= NICKNAME_MIN && count >= NICKNAME_SHARE * list.length ? { root, count } : null;
  };
  const found = best(named) ?? best(named.filter((r) => r.vocative));
  if (!found) return null;
  if (found.root === owner) return { root: owner, evidence: `what you are called in ${found.count} messages written to you` };
  const [who] = await ctx.query<{ name: string }>(sql`select name from world_people where id = ${found.root}::uuid and user_id = ${ctx.scope.userId}`);
  return who ? { root: found.root, evidence: `called ${said} in ${found.count} messages of your chat with ${who.name}` } : null;
}

/** Shown messages written by each of the roots. */
async function wroteBy(ctx: ToolContext, roots: string[]): Promise<Map<string, number>> {
  if (!roots.length) return new Map();
  const rows = await ctx.query<{ root: string; n: number }>(
    sql`select ${rootOf('p')} as root, sum(mc.n)::int as n from ${messageCounts(ctx, {})} mc join world_people p on p.id = mc.person_id
     where ${rootOf('p')} = any(${sql.param(roots)}::uuid[]) group by 1`,
  );
  return new Map(rows.map((r) => [r.root, num(r.n)]));
}

export const findPeople: WorldTool<typeof FindPeopleInput, FoundPerson[]> = {
  name: 'find_people',
  description:
    'Find people by name: full name, a merged alias, a first name or nickname prefix ("Pri" finds Priya; "Jo" is a short-form when only Joana\'s first name starts so), accents and case ignored; "me" finds the owner. When no name matches, a nickname the messages use ("Bia" said in Beatriz\'s chat: match "nickname" with evidence). Best match first, then most messages. Use the ids in the other tools.',
  input: FindPeopleInput,
  async run(ctx, input) {
    const q = foldName(input.name);
    const people = await ctx.query<{ id: string; name: string; root: string }>(
      // Everyone of the world (deleting an import deletes the people only it had).
      sql`select p.id, p.name, ${rootOf('p')} as root from world_people p where p.user_id = ${ctx.scope.userId}`,
    );
    const byRoot = new Map<string, { name: string; aliases: string[] }>();
    for (const p of people) {
      const e = byRoot.get(p.root) ?? { name: '', aliases: [] };
      if (p.id === p.root) e.name = p.name;
      else e.aliases.push(p.name);
      byRoot.set(p.root, e);
    }
    const found: { id: string; name: string; aliases: string[]; rank: number }[] = [];
    // Names in Greek or Cyrillic letters are matched in Latin too ("Katerina" for Κατερίνα, "Γιώργος" for Giorgos).
    const rq = romanize(q);
    const latin = new Map([...byRoot].map(([id, e]) => [id, { name: romanize(foldName(e.name)), aliases: e.aliases.map((a) => romanize(foldName(a))) }]));
    for (const [id, e] of byRoot) {
      if (!e.name) continue;
      const folded = foldName(e.name);
      const aliases = e.aliases.map(foldName);
      let rank = ctx.ownerId === id && OWNER_WORDS.has(q) ? 0 : nameMatch(q, folded, aliases);
      if (rank === null && (rq !== q || hasGreekOrCyrillic(folded) || aliases.some(hasGreekOrCyrillic))) rank = nameMatch(rq, latin.get(id)!.name, latin.get(id)!.aliases);
      if (rank !== null) found.push({ id, name: e.name, aliases: e.aliases.sort(), rank });
    }
    // Another form of a name ("Tomek" → Tomasz, "Kasią" → Kasia), when no name matches as written.
    if (!found.some((f) => f.rank < NAME_FORM)) {
      for (const id of nameFormMatches(rq, latin)) {
        const e = byRoot.get(id)!;
        const known = found.find((f) => f.id === id);
        if (known) known.rank = Math.min(known.rank, NAME_FORM);
        else found.push({ id, name: e.name, aliases: e.aliases.sort(), rank: NAME_FORM });
      }
    }
    // A short form ("Jo" → Joana): the start of exactly one other person's first name.
    const starts = found.filter((f) => f.rank === PREFIX && f.id !== ctx.ownerId && [...q].length >= 2 && !q.includes(' ') && foldName(f.name).startsWith(q));
    if (starts.length === 1 && !found.some((f) => f.rank < SHORT_FORM)) starts[0]!.rank = SHORT_FORM;
    // A nickname, read from the messages, only when no name matches (fuzzy matches aside).
    let evidence: { root: string; evidence: string } | null = null;
    // Not for a reader who may not see message texts: the nickname is read from them.
    if (ctx.includeMessages && !found.some((f) => f.rank <= PREFIX)) {
      evidence = await nicknameOf(ctx, q, input.name.trim());
      const e = evidence && byRoot.get(evidence.root);
      if (evidence && e?.name) {
        const known = found.find((f) => f.id === evidence!.root);
        if (known) known.rank = NICKNAME;
        else found.push({ id: evidence.root, name: e.name, aliases: e.aliases.sort(), rank: NICKNAME });
      }
    }
    const counts = await wroteBy(
      ctx,
      found.map((f) => f.id),
    );
    const list: FoundPerson[] = found
      .sort((a, b) => a.rank - b.rank || (counts.get(b.id) ?? 0) - (counts.get(a.id) ?? 0) || a.name.localeCompare(b.name))
      .slice(0, input.limit)
      .map((f) => ({
        id: f.id,
        name: f.name,
        aliases: f.aliases,
        messages: counts.get(f.id) ?? 0,
        isOwner: f.id === ctx.ownerId,
        match: MATCH[f.rank]!,
        ...(f.rank === NICKNAME && evidence ? { evidence: evidence.evidence } : {}),
      }));
    return { data: list, citations: list.slice(0, MAX_CITATIONS).map((p) => personCitation(p.id, p.name)) };
  },
};

export const rankPeople: WorldTool<typeof RankPeopleInput, RankedPerson[]> = {
  name: 'rank_people',
  description:
    'Rank people by messages in a period (and optionally one chat): by "wrote" (messages they wrote), "withOwner" (messages both ways in their one-to-one chats with the owner) or "fromOwner" (the owner\'s messages to them). order "most" or "least"; people with none are left out; the owner only with includeOwner.',
  input: RankPeopleInput,
  async run(ctx, input) {
    const u = ctx.scope.userId;
    if (input.chatId !== undefined && !isUuid(input.chatId)) return { data: [], citations: [] };
    // Messages per chat and author root (shown, in the period): every figure is summed from these.
    const counts = await ctx.query<{ chat_id: string; root: string; n: number }>(
      sql`select mc.chat_id, ${rootOf('p')} as root, sum(mc.n)::int as n from ${messageCounts(ctx, { period: input.period, chatId: input.chatId })} mc
       join world_people p on p.id = mc.person_id group by 1, 2`,
    );
    // The one-to-one chats (not groups) with the roots in them.
    const chats = await ctx.query<{ id: string; roots: string[] }>(
      sql`select c.id, array_agg(distinct ${rootOf('p')}) as roots from world_chats c join world_chat_people cp on cp.chat_id = c.id
       join world_people p on p.id = cp.person_id where c.user_id = ${u} and not c.is_group group by c.id`,
    );
    // A chat's partner: with a known owner, the one root besides the owner; without one,
    // each root of a chat of at most two counts it as theirs (the owner cannot be told apart).
    const partners = new Map<string, string[]>();
    for (const c of chats) {
      const others = c.roots.filter((r) => r !== ctx.ownerId);
      if (ctx.ownerId ? others.length === 1 : c.roots.length <= 2) partners.set(c.id, ctx.ownerId ? others : c.roots);
    }
    const figures = new Map<string, { wrote: number; withOwner: number; fromOwner: number }>();
    const of = (root: string) => {
      let f = figures.get(root);
      if (!f) figures.set(root, (f = { wrote: 0, withOwner: 0, fromOwner: 0 }));
      return f;
    };
    for (const row of counts) {
      const n = num(row.n);
      of(row.root).wrote += n;
      for (const partner of partners.get(row.chat_id) ?? []) {
        of(partner).withOwner += n;
        if (row.root !== partner) of(partner).fromOwner += n;
      }
    }
    const ids = [...figures.keys()].filter((id) => input.includeOwner || id !== ctx.ownerId);
    const names = ids.length
      ? await ctx.query<{ id: string; name: string }>(sql`select id, name from world_people where user_id = ${u} and id = any(${sql.param(ids)}::uuid[])`)
      : [];
    const name = new Map(names.map((r) => [r.id, r.name]));
    const sign = input.order === 'most' ? -1 : 1;
    const list: RankedPerson[] = ids
      .map((id) => ({ id, name: name.get(id) ?? 'Unknown', ...figures.get(id)! }))
      .filter((p) => p[input.by] > 0)
      .sort((a, b) => sign * (a[input.by] - b[input.by]) || a.name.localeCompare(b.name))
      .slice(0, input.limit);
    return { data: list, citations: list.slice(0, MAX_CITATIONS).map((p) => personCitation(p.id, p.name)) };
  },
};
