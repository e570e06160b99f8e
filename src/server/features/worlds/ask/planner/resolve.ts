/**
 * Names in a question resolved against the world (#29): people through find_people (names,
 * merged people's names, first names and nicknames), chats through find_chats, places
 * through find_places. A near miss is taken only when it is the one candidate and says so
 * ("Taking Tom as Tomás"); two equal candidates are a question back, never a guess.
 */
import type { FoundChat, FoundPerson, FoundPlace } from '../tools/catalogue';
import type { Reading, Span } from './reader';
import { foldLetters } from '../tools/common';
import { foldKin, kinRow, kinSensesFor, kinWords, LANGUAGE_MARKERS, type ChatLanguage } from '../tools/vocabulary';
import { allowed, call, type Calls, type ToolIo } from './tools';

export interface Person {
  id: string;
  name: string;
  isOwner: boolean;
  /** "Taking Tom as Tomás" when the name was a near miss. */
  note: string | null;
}

export interface Resolved {
  people: Person[];
  chats: FoundChat[];
  places: FoundPlace[];
  /** For each place found, every place of the same name (a city is several clusters of points). */
  placeGroups: FoundPlace[][];
  /** For each place found, the words that named it: a photos query by name counts every place of the city, however many. */
  placeQueries: string[];
  /** Capitalised names that match nobody, nothing and nowhere. */
  missing: string[];
  /** A name two people answer to equally. */
  ambiguous: { name: string; options: FoundPerson[] } | null;
  /** Spans that named nothing (topic words). */
  rest: Span[];
  /**
   * Words in a person slot ("message chinedu", "did kat text") that are no person, chat or
   * place: the question names someone the world does not hold, and is never answered without them.
   */
  slotMissing: string[];
}

const titleCase = (w: string) => w.charAt(0).toUpperCase() + w.slice(1);

const STRONG = new Set(['exact', 'alias', 'first-name']);

/** Words that are capitalised but name no one (weekdays, holidays, the app's words). */
const NOT_NAMES = new Set(
  'monday tuesday wednesday thursday friday saturday sunday christmas easter xmas whatsapp telegram instagram messenger signal imessage facebook google mnemo ok okay hi hey'.split(' '),
);

/** A find_* tool's matches, or none when this reader may not call it (a shared link of another world). */
async function find<N extends 'find_people' | 'find_chats' | 'find_places'>(calls: Calls, name: N, input: ToolIo[N][0]): Promise<ToolIo[N][1]> {
  if (!allowed(calls, name)) return [];
  return (await call(calls, name, input)).data;
}

async function person(calls: Calls, span: Span): Promise<{ person?: Person; ambiguous?: FoundPerson[] } | null> {
  const found = await find(calls, 'find_people', { name: span.text, limit: 5 });
  if (!found.length) return null;
  const best = found[0]!;
  const strong = STRONG.has(best.match);
  // A lowercase word is a near-miss name only as a prefix ("priya" → Priyanka), never fuzzily ("flat").
  if (!strong && !span.capitalized && best.match !== 'prefix') return null;
  // Two capitalised letters name someone only as the one first name they begin ("Jo" for
  // Joana) or as written in the chats, never as a fuzzy near miss.
  if (!strong && span.text.length < 3 && !((best.match === 'nickname' || best.match === 'short-form') && span.capitalized)) return null;
  // Two people answering equally to the name ("Alex" → Alex Kim, Alex Ruiz).
  const equal = found.filter((f) => f.match === best.match && f.id !== best.id && !f.isOwner);
  if (equal.length && best.match !== 'exact') {
    // "Κατερίνας" for Κατερίνα and Κατερίνα Ν.: the one saved under the bare first name is the one
    // the bare name means; the others carry the initial or surname that tells them apart.
    const all = [best, ...equal];
    const bare = all.filter((f) => foldLetters(f.name).trim().split(/\s+/).length === 1);
    const firstOf = (f: FoundPerson) => foldLetters(f.name).trim().split(/\s+/)[0];
    const plain = bare.length === 1 && all.every((f) => firstOf(f) === firstOf(bare[0]!)) ? bare[0]! : null;
    if (!plain) return { ambiguous: all };
    return { person: { id: plain.id, name: plain.name, isOwner: plain.isOwner, note: null } };
  }
  // A nickname read from the messages says so ("Taking Bia as Beatriz Santos (what you call her in your chats)").
  const note = strong ? null : best.match === 'nickname' ? `Taking ${span.text} as ${best.name} (what they are called in your chats)` : `Taking ${span.text} as ${best.name}`;
  return { person: { id: best.id, name: best.name, isOwner: best.isOwner, note } };
}

/** Family words across languages (#29): the world vocabulary's kin table (tools/vocabulary.ts). */
export { kinWords } from '../tools/vocabulary';

/** A person found by name as written (no near-miss note). */
const foundAsWritten = (p: Person) => p.note === null;

/** A person the world holds under another word of the family word's row, said so ("Taking brother as Emilio Ortiz"). */
async function kinPerson(calls: Calls, span: Span): Promise<{ person?: Person; ambiguous?: FoundPerson[] } | null> {
  // The word itself first, as a name ("khouya" as the chats call him), then the row's other words,
  // then words whose kin sense depends on the language the chats are written in ("dada").
  const own = foldKin(span.text);
  const row = kinRow(span.text);
  const senses = row ? kinSensesFor(row[0]!, await chatLanguage(calls)).filter((w) => w !== own) : [];
  for (const w of kinWords(span.text).length ? [own, ...kinWords(span.text), ...senses] : []) {
    const r = await person(calls, { text: titleCase(w), capitalized: true });
    // Only a name as written or a nickname of the chats: "Mari" (French "husband") is no prefix of Mariana.
    const sure = r?.person && (foundAsWritten(r.person) || Boolean(r.person.note?.includes('what they are called')));
    if (r?.person && sure && !r.person.isOwner) return { person: { ...r.person, note: r.person.note ?? `Taking ${span.text} as ${r.person.name}` } };
  }
  return null;
}

const CHAT_LANGUAGES = new WeakMap<object, Promise<ChatLanguage | null>>();

/**
 * The language (of those whose kin words differ) the world's chats are mostly written in: the
 * one whose everyday words the most messages hold, if at least 50 do; cached per tool context.
 */
function chatLanguage(calls: Calls): Promise<ChatLanguage | null> {
  const key = calls.ctx as object;
  const had = CHAT_LANGUAGES.get(key);
  if (had) return had;
  const run = (async () => {
    if (!calls.ctx.includeMessages || !allowed(calls, 'search_messages')) return null;
    let best: [ChatLanguage | null, number] = [null, 49];
    for (const [lang, words] of Object.entries(LANGUAGE_MARKERS) as [ChatLanguage, readonly string[]][]) {
      const r = await call(calls, 'search_messages', { query: words[0]!, anyOf: words.slice(1), limit: 1 });
      if (r.data.total > best[1]) best = [lang, r.data.total];
    }
    return best[0];
  })();
  CHAT_LANGUAGES.set(key, run);
  return run;
}

/** A group chat named by a word of the question: the word, or its stem ("family" finds "Familie Brandt"). */
export async function groupNamed(calls: Calls, word: string): Promise<FoundChat | null> {
  const names = [word];
  if (!word.includes(' ') && word.length >= 5) names.push(word.slice(0, Math.max(4, word.length - 2)));
  for (const name of names) {
    const group = (await find(calls, 'find_chats', { name, limit: 5 })).find((c) => c.isGroup);
    if (group) return group;
  }
  return null;
}

const foldTitle = (x: string) => foldLetters(x).replace(/[^\p{L}\p{N}]+/gu, ' ').trim();

/**
 * A group named exactly as written by a run of capitalised words, or by its first or last
 * two or more words ("Équipe Rome Ana" → the group "Équipe Rome", then "Ana" to read): the
 * scope a count or comparison is asked in. `rest` is the run's other words, if any.
 */
async function groupInRun(calls: Calls, text: string): Promise<{ chat: FoundChat; rest: string } | null> {
  const ws = text.split(' ');
  for (let len = ws.length; len >= 2; len -= 1) {
    for (const start of len === ws.length ? [0] : [0, ws.length - len]) {
      const sub = ws.slice(start, start + len).join(' ');
      const exact = (await find(calls, 'find_chats', { name: sub, limit: 5 })).find((c) => c.isGroup && foldTitle(c.title) === foldTitle(sub));
      if (exact) return { chat: exact, rest: [...ws.slice(0, start), ...ws.slice(start + len)].join(' ') };
    }
  }
  return null;
}

export async function resolve(calls: Calls, reading: Reading): Promise<Resolved> {
  const out: Resolved = { people: [], chats: [], places: [], placeGroups: [], placeQueries: [], missing: [], ambiguous: null, rest: [], slotMissing: [] };
  const wantsPlace = reading.intent === 'where' || reading.intent === 'photos' || reading.measure === 'photos';
  // Spans may grow: a run naming a group and a person ("Team Rome Ana") leaves the person's words to read.
  const spans = [...reading.spans];
  for (let i = 0; i < spans.length; i += 1) {
    const said = spans[i]!;
    // "What did Can say…": a capitalised common word is someone only when a person is called exactly that.
    if (said.weak) {
      const r = await person(calls, said);
      if (r?.person && !r.person.note && !out.people.some((p) => p.id === r.person!.id)) out.people.push(r.person);
      continue;
    }
    // A lowercase word where a person is named is read as a name ("text funke", "did kat send").
    const slot = !said.capitalized && reading.slotNames.includes(said.text.toLowerCase());
    const span: Span = slot ? { ...said, capitalized: true } : said;
    if (NOT_NAMES.has(span.text.toLowerCase())) {
      out.rest.push(span);
      continue;
    }
    // A group's name is asked for as a chat first ("the family group").
    if (reading.wantsChat && !out.chats.length) {
      const group = await groupNamed(calls, span.text);
      if (group) {
        out.chats.push(group);
        continue;
      }
    }
    if (wantsPlace && span.capitalized) {
      const places = await find(calls, 'find_places', { name: span.text, limit: 20 });
      if (places.length) {
        out.places.push(places[0]!);
        out.placeGroups.push(places.filter((x) => x.name === places[0]!.name));
        out.placeQueries.push(span.text);
        continue;
      }
    }
    // A group named exactly as written ("Família Carvalho") is that group, not the people its words name.
    if (span.capitalized && span.text.includes(' ')) {
      const found = await groupInRun(calls, span.text);
      if (found) {
        if (!out.chats.some((c) => c.id === found.chat.id)) out.chats.push(found.chat);
        if (found.rest) spans.push({ text: found.rest, capitalized: true });
        continue;
      }
    }
    let r = await person(calls, span);
    // "my brother", "Mum" when no one is saved so: the same family word in the chats' languages.
    if (!r || (r.person && !foundAsWritten(r.person) && kinWords(span.text).length)) r = (await kinPerson(calls, span)) ?? r;
    // A family word read only from the messages never names the owner: parents calling their child
    // "Baba" or "beta" does not make the owner anyone's father or son. Unfound is the truthful reading.
    if (r?.person?.isOwner && !foundAsWritten(r.person) && kinWords(span.text).length) r = null;
    // "Alex Kim Leo" or "Sara Leo": a run of capitalised words may be several people.
    if (!r && span.capitalized && span.text.includes(' ')) {
      const parts = span.text.split(' ').map((w) => ({ text: w, capitalized: true }));
      const each = await Promise.all(parts.map((p) => person(calls, p)));
      if (each.every((x) => x?.person)) {
        for (const x of each) if (!out.people.some((p) => p.id === x!.person!.id)) out.people.push(x!.person!);
        continue;
      }
      r = each.find((x) => x) ?? null;
    }
    if (r?.ambiguous) {
      out.ambiguous ??= { name: span.text, options: r.ambiguous };
      continue;
    }
    // A near-miss or nickname person ("London" → Priyanka?) gives way to a place of that name.
    if (r?.person?.note && span.capitalized) {
      const places = await find(calls, 'find_places', { name: span.text, limit: 20 });
      if (places.length) {
        out.places.push(places[0]!);
        out.placeGroups.push(places.filter((x) => x.name === places[0]!.name));
        out.placeQueries.push(span.text);
        continue;
      }
    }
    if (r?.person) {
      if (!out.people.some((p) => p.id === r.person!.id)) out.people.push(r.person);
      continue;
    }
    if (span.capitalized && !wantsPlace) {
      const places = await find(calls, 'find_places', { name: span.text, limit: 20 });
      if (places.length) {
        out.places.push(places[0]!);
        out.placeGroups.push(places.filter((x) => x.name === places[0]!.name));
        out.placeQueries.push(span.text);
        continue;
      }
      const group = await groupNamed(calls, span.text);
      if (group) {
        out.chats.push(group);
        continue;
      }
    }
    if ((wantsPlace || reading.placeWords.includes(span.text.toLowerCase())) && !span.capitalized && span.text.length >= 4) {
      const places = await find(calls, 'find_places', { name: span.text, limit: 20 });
      if (places.length) {
        out.places.push(places[0]!);
        out.placeGroups.push(places.filter((x) => x.name === places[0]!.name));
        out.placeQueries.push(span.text);
        continue;
      }
    }
    if (slot) out.slotMissing.push(titleCase(span.text));
    else if (span.capitalized) out.missing.push(span.text);
    out.rest.push(said);
  }
  // A group named as written, lowercase and all, by words that named nothing else ("who's in
  // yaba babes", "most in the fam gc"): the words after the question's last "in".
  if (!out.chats.length && reading.chatWords && !wantsPlace) {
    const words = reading.chatWords.toLowerCase().split(' ');
    const unnamed = (w: string) => out.rest.some((r) => r.text.toLowerCase().split(' ').includes(w)) || out.slotMissing.some((x) => x.toLowerCase() === w) || out.missing.some((x) => x.toLowerCase().split(' ').includes(w));
    const group = words.every(unnamed) ? await groupNamed(calls, reading.chatWords) : null;
    if (group) {
      out.chats.push(group);
      const named = (text: string) => text.toLowerCase().split(' ').every((w) => words.includes(w));
      out.rest = out.rest.filter((r) => !named(r.text));
      out.missing = out.missing.filter((x) => !named(x));
      out.slotMissing = out.slotMissing.filter((x) => !named(x));
    }
  }
  return out;
}
