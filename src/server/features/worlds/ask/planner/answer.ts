/**
 * The offline answerer (#29): a question read (reader.ts), its names resolved (resolve.ts),
 * turned into tool calls, and an answer written from their results only — the fact first,
 * under ASK_ANSWER_WORDS words, with the citations that prove it. Nothing is said that a
 * tool did not answer: a missing person, an empty period or a question outside the data is
 * said plainly, with questions this world can answer.
 */
import { DateTime } from 'luxon';
import type { Citation } from '../../../../../contract/worlds-ask';
import type { Answerer, AskInput, AskOutcome, AskState } from '../types';
import type { FoundChat, FoundMessage, FoundPlace, GroupHistoryEvent, Homes, PhotoList, SearchResult, Trend } from '../tools/catalogue';
import type { Period, ToolContext, ToolResult } from '../tools/types';
import { day, fit, list, month, monthOf, num, plural, quote, quoteAround, shortPlace } from './format';
import { anyOf, anyOfAll, dayLabel, dayWrittenIn, eventWords, isSpecial, monthLabel, type PeriodRequest } from './periods';
import { cannotTell } from './cannot';
import { ARRIVAL_WORDS, BIRTHDAY_WISHES, HOME_WORDS, eventConcept, eventWords as lexiconWords, TENSION_WORDS, TODAY_WORDS, FIRST_DAY_WORDS } from './event-words';
import { fromRomance } from './romance';
import { escapeRe, expandChatSpeak, groupHistoryOf, readQuestion, withoutGlosses, withoutPreamble, type Intent, type Reading } from './reader';
import { resolve, type Person, type Resolved } from './resolve';
import { allowed, call, NotShownError, type Calls, type ToolIo } from './tools';
import { examplesFor } from './examples';
import { answerSeries, isSeriesAsk, readSeries, type SeriesAsk, type SeriesSubject } from './series';
import { isTopicWord } from './stop-words';
import { answerRole, readRole, roleHolder, roleMentioned } from './roles';
import { answerStated, readStated } from './stated';
import { englishPlace, englishShortPlace, otherPlaceNames } from './place-words';
import { foldLetters } from '../tools/common';
import { ToolInputError } from '../tools/errors';
import { MEDIA_LABEL, mediaKindsIn } from '../tools/media-words';
import { kindOfWord } from '../tools/vocabulary';

const MAX_CITES = 8;

/** Set by a bench or a test to read the last answer's tool calls and their times. */
export const PROFILE: { log: Calls['log'] } | null = process.env.ASK_PROFILE ? { log: [] } : null;

interface Turn {
  calls: Calls;
  input: AskInput;
  reading: Reading;
  zone: string;
  now: Date;
  period: Period | undefined;
  /** "in 2023", "on your birthday (3 May 2023)"; '' for all time. */
  label: string;
  /** Sentences said before the fact ("Taking Tom as Tomás."). */
  notes: string[];
  people: Person[];
  resolved: Resolved;
}

interface Made {
  answer: string;
  citations: Citation[];
  answered?: boolean;
  /** How it was computed, for "why?". */
  explain?: string;
}

const messageCite = (m: FoundMessage): Citation => ({ kind: 'message', ...m });
const personCite = (p: { id: string; name: string }): Citation => ({ kind: 'person', id: p.id, name: p.name });
const withLabel = (s: string, label: string) => (label ? `${s} ${label}` : s);

function uniq(cites: Citation[]): Citation[] {
  const seen = new Set<string>();
  const out: Citation[] = [];
  for (const c of cites) {
    const k = `${c.kind}:${c.id}`;
    if (seen.has(k)) continue;
    seen.add(k);
    out.push(c);
  }
  return out.slice(0, MAX_CITES);
}

/** The message filter for "with this person": their one-to-one chat, or what they wrote when there is none. */
async function personFilter(t: Turn, p: Person, by: Reading['by']): Promise<{ authorId?: string; withPersonId?: string; words: string }> {
  const owner = t.calls.ctx.ownerId;
  // "direct messages from Didi": their own messages in their one-to-one chat, not in groups.
  if (by === 'wrote' && t.reading.direct && owner) {
    // Only when there is a one-to-one chat with them: someone met only in groups sent what they wrote there.
    const own = (await call(t.calls, 'count_messages', { withPersonId: p.id })).data.count;
    if (own > 0) return { authorId: p.id, withPersonId: p.id, words: `from ${p.name} in your chat` };
  }
  if (by === 'wrote') return { authorId: p.id, words: `from ${p.name}` };
  if (by === 'fromOwner' && owner) return { authorId: owner, withPersonId: p.id, words: `you sent ${p.name}` };
  const one = (await call(t.calls, 'count_messages', { withPersonId: p.id, period: t.period })).data;
  if (one.count > 0 || !t.period) {
    const any = one.count > 0 ? one : (await call(t.calls, 'count_messages', { withPersonId: p.id })).data;
    if (any.count > 0) return { withPersonId: p.id, words: `between you and ${p.name}` };
  }
  return { authorId: p.id, words: `from ${p.name}` };
}

/**
 * The plan's cut-off (ADR 052): null when everything imported is shown; else what the
 * shown data points are ("your newest 1,000 data points") and the oldest shown instant.
 * Under a cut an absence is never "your world has none": the data may be outside the plan.
 */
export function planCut(ctx: ToolContext): { words: string; from: string | null; chosen: boolean } | null {
  const s = ctx.scope;
  if (!s.coverage || s.coverage.rule === 'all') return null;
  const at = s.cut[0];
  const parsed = at && at !== '-infinity' ? DateTime.fromSQL(at, { zone: 'UTC' }) : null;
  const from = parsed?.isValid ? parsed.toISO() : at && at !== '-infinity' && DateTime.fromISO(at).isValid ? at : null;
  return { words: s.coverage.text.replace(/^of /, ''), from, chosen: s.coverage.rule === 'chosen' };
}

/** "There are no messages from Bob among your newest 1,000 data points, which your plan shows (from 9 April 2024); older data is not shown." */
function cutAbsence(t: Turn, what: string, cut: NonNullable<ReturnType<typeof planCut>>): Made {
  const since = cut.from ? ` (from ${day(cut.from, t.zone)})` : '';
  const hidden = cut.chosen ? 'data outside your choice and older data are not shown' : 'older data is not shown';
  return {
    answer: `There are no ${what}${t.label ? ` ${t.label}` : ''} among ${cut.words}, which your plan shows${since}; ${hidden}.`,
    citations: [],
    answered: false,
  };
}

/** Why a period holds nothing: outside what the plan shows, before or after the world, or simply quiet. */
async function emptyPeriod(t: Turn, what: string): Promise<Made> {
  const cut = planCut(t.calls.ctx);
  if (cut) return cutAbsence(t, what, cut);
  const o = (await call(t.calls, 'overview', {})).data;
  if (t.period && o.first && o.last) {
    const first = DateTime.fromISO(o.first);
    const last = DateTime.fromISO(o.last);
    if (t.period.to && DateTime.fromISO(t.period.to) <= first)
      return { answer: `Your world has no ${what} ${t.label}: it starts in ${monthOf(o.first, t.zone)}.`, citations: [], answered: false };
    if (t.period.from && DateTime.fromISO(t.period.from) > last)
      return { answer: `Your world has no ${what} ${t.label}: it ends in ${monthOf(o.last, t.zone)}.`, citations: [], answered: false };
  }
  return { answer: `There are no ${what} ${t.label || 'in your world'}.`, citations: [], answered: true };
}

/** A period wholly before the first shown data point or after the last: "Your world has no data in 2019: it starts in March 2021." */
async function outsideData(t: Turn): Promise<Made | null> {
  if (!t.period || !allowed(t.calls, 'overview')) return null;
  const o = (await call(t.calls, 'overview', {})).data;
  if (!o.first || !o.last) return null;
  const before = Boolean(t.period.to && DateTime.fromISO(t.period.to) <= DateTime.fromISO(o.first));
  const after = Boolean(t.period.from && DateTime.fromISO(t.period.from) > DateTime.fromISO(o.last));
  if (!before && !after) return null;
  // Under a cut the world may hold older data the plan does not show: never "your world starts".
  const cut = planCut(t.calls.ctx);
  if (cut) {
    const since = cut.from ? ` (from ${day(cut.from, t.zone)})` : '';
    const hidden = cut.chosen ? 'data outside your choice and older data are not shown' : 'older data is not shown';
    return { answer: `There is no data ${t.label} among ${cut.words}, which your plan shows${since}; ${hidden}.`, citations: [], answered: false };
  }
  if (before) return { answer: `Your world has no data ${t.label}: it starts in ${monthOf(o.first, t.zone)}.`, citations: [], answered: false };
  return { answer: `Your world has no data ${t.label}: it ends in ${monthOf(o.last, t.zone)}.`, citations: [], answered: false };
}

/** " your plan shows" after "first" when a cut may hide older messages. */
const shownWord = (t: Turn, which: 'first' | 'last') => (which === 'first' && planCut(t.calls.ctx) ? ' your plan shows' : '');

/** Lower case without accents, as mnemo_fold and event-words.ts fold ("Mudança" → "mudanca"). */
const foldText = foldLetters;

/**
 * A topic's search: its own words first; when a word names a life event or speech act
 * ("baby", "apologised", "fight") and its words find nothing, or the topic is that one
 * word, the event's wording in every language (event-words.ts) is searched too.
 */
async function searchTopic(t: Turn, topic: string, input: Omit<ToolIo['search_messages'][0], 'query'>): Promise<{ res: ToolResult<SearchResult>; widened: boolean }> {
  const plain = await call(t.calls, 'search_messages', { ...input, query: topic });
  const ws = topic.split(' ');
  // A life event's words in every language, or a city's or country's names in other languages ("Vienna": Wien, Viena…).
  const alt = (w: string) => (eventConcept(w) ? eventWords(w) : otherPlaceNames(w));
  const widening = ws.filter((w) => alt(w));
  if (!widening.length) return { res: plain, widened: false };
  const found = plain.data.matched !== 'none' && plain.data.total > 0;
  if (found && ws.length > 1) return { res: plain, widened: false };
  const forms = [...widening.flatMap((w) => [w, ...alt(w)!]), ...ws.filter((w) => !alt(w))];
  const wide = await searchAll(t.calls, forms, input);
  if (wide.data.matched === 'none' || !wide.data.total) return { res: plain, widened: false };
  return { res: wide, widened: true };
}

/**
 * One search for any of `forms`, however many: one search_messages call, the forms its
 * family of words (anyOf: one OR'd full-text statement, each message and author once).
 */
async function searchAll(calls: Calls, forms: readonly string[], input: Omit<ToolIo['search_messages'][0], 'query'>): Promise<ToolResult<SearchResult>> {
  const queries = anyOfAll(forms).slice(0, 5);
  if (queries.length === 1) return call(calls, 'search_messages', { ...input, query: queries[0]! });
  return call(calls, 'search_messages', { ...input, query: queries[0]!, anyOf: queries.slice(1) });
}

/* ---------- the kinds of answer ---------- */

async function rank(t: Turn): Promise<Made> {
  const r = t.reading;
  // "Who was with me in Lisbon?": who is in the photos of the place or the period.
  if (r.companions) {
    const made = await companions(t);
    if (made) return made;
  }
  // "Who did I go to Lisbon with?": who wrote about the place.
  const place = t.resolved.places[0];
  if (place && !t.resolved.chats.length) {
    const made = await mentioned({ ...t, reading: { ...r, topic: shortPlace(place.name) } });
    if (made.answered !== false) return made;
  }
  const chat = t.resolved.chats[0];
  // In a group, who wrote most there (the owner's one-to-one chats are not in it).
  const by = chat?.isGroup ? 'wrote' : r.by;
  const res = await call(t.calls, 'rank_people', { by, period: t.period, order: r.order, limit: Math.min(r.limit ?? 5, 20), chatId: chat?.id });
  const exceptMe = /\b(?:apart from|except(?: for)?|besides|other than|not counting|excluding) me\b/i.test(t.input.question);
  const ranked = res.data
    .filter((p) => !(exceptMe && p.id === t.calls.ctx.ownerId))
    .filter((p) => (by === 'wrote' ? p.wrote : by === 'fromOwner' ? p.fromOwner : p.withOwner) > 0 || r.order === 'least');
  if (!ranked.length) return emptyPeriod(t, 'messages');
  const figure = (p: (typeof ranked)[number]) => (by === 'wrote' ? p.wrote : by === 'fromOwner' ? p.fromOwner : p.withOwner);
  const what = by === 'wrote' ? 'messages from them' : by === 'fromOwner' ? 'messages you sent them' : 'messages between you';
  const top = ranked[0]!;
  const where = chat ? ` in ${chat.title}` : '';
  let answer = `${top.name} — ${plural(figure(top), 'message')}${by === 'withOwner' ? ' between you' : by === 'wrote' ? ' they wrote' : ' you sent them'}${where}${t.label ? ` ${t.label}` : ''}.`;
  if (r.order === 'least') answer = `${top.name} — ${plural(figure(top), 'message')}${where}${t.label ? ` ${t.label}` : ''}, the fewest (${what}).`;
  // The runners-up are named only when a list was asked for ("top 3"); otherwise they are cited, not named.
  const next = r.limit ? ranked.slice(1, r.limit).map((p) => `${p.name} (${num(figure(p))})`) : [];
  if (next.length) answer += ` Then ${list(next)}.`;
  else if (ranked.length > 1) answer += ` Next: ${plural(figure(ranked[1]!), 'message')}.`;
  const filter = by === 'wrote' ? { authorId: top.id } : by === 'fromOwner' && t.calls.ctx.ownerId ? { authorId: t.calls.ctx.ownerId, withPersonId: top.id } : { withPersonId: top.id };
  const proof = allowed(t.calls, 'count_messages') ? (await call(t.calls, 'count_messages', { ...filter, period: t.period, chatId: chat?.id })).citations : [];
  return {
    answer,
    citations: uniq([personCite(top), ...proof, ...ranked.slice(1, 4).map(personCite), ...res.citations]),
    explain: `I ranked people by ${what}${where}${t.label ? ` ${t.label}` : ''} over the messages your world shows.`,
  };
}

/** What "how many …" counts by itself (anything else is a thing the messages may speak of). */
const COUNTED = new Set(['messages', 'message', 'texts', 'text', 'times', 'people', 'persons', 'friends', 'contacts', 'chats', 'groups', 'conversations', 'photos', 'pictures', 'pics', 'places', 'cities', 'countries', 'words', 'days', 'months', 'years', 'weeks', 'of', 'did', 'do', 'does', 'have', 'has', 'was', 'were', 'is', 'are', 'in', 'the', 'my', 'more', 'media', 'voice', 'emails', 'selfies', 'images']);

async function count(t: Turn): Promise<Made> {
  const r = t.reading;
  const chat = t.resolved.chats[0];
  // "How many voice notes / stickers …": the messages carrying that kind of media (tools/media-words.ts);
  // a topic that only names the kind ("voice messages") is no words to search for.
  const media = mediaKindsIn(t.input.question);
  const text = r.topic && !(media.length && mediaKindsIn(r.topic).length) ? r.topic : undefined;
  const about = text ? ` mentioning “${text}”` : '';
  const owner = t.calls.ctx.ownerId;
  let filter: { authorId?: string; withPersonId?: string } = {};
  let words = '';
  const p = t.people.find((x) => !x.isOwner);
  if (p && chat?.isGroup && r.by !== 'fromOwner') {
    // "How many did Tom post in the work group": his messages there (no one-to-one chat lives in a group).
    filter = { authorId: p.id };
    words = ` from ${p.name}`;
  } else if (p) {
    const f = await personFilter(t, p, r.by);
    filter = { authorId: f.authorId, withPersonId: f.withPersonId };
    words = ` ${f.words}`;
  } else if (r.by === 'fromOwner' && owner) {
    filter = { authorId: owner };
    words = ' you sent';
  } else if (r.by === 'wrote' && t.people.some((x) => x.isOwner) && owner) {
    filter = { authorId: owner };
    words = ' you sent';
  }
  if (text && /\bhow many (?:people|persons|friends|of my friends|contacts)\b/i.test(t.input.question)) {
    const hits = await call(t.calls, 'search_messages', { query: text, chatId: chat?.id, period: t.period, limit: 50 });
    const authors = hits.data.matched === 'none' ? [] : hits.data.authors.filter((a) => a.id !== owner);
    const cites = authors.map((a) => hits.data.messages.find((m) => m.authorId === a.id)).filter((m): m is FoundMessage => Boolean(m)).map(messageCite);
    return {
      answer: withLabel(`${plural(authors.length, 'person', 'people')} — ${list(authors.map((a) => a.name))}`, t.label ? `(“${text}”, ${t.label})` : `(“${text}”)`) + '.',
      citations: uniq(cites),
      explain: `I searched the messages for “${text}” and counted who wrote them (you left out).`,
    };
  }
  // "How many boxes did I have?": a count of a thing, not of messages — what the messages say about it.
  const thing = /^how (?:many|much) ([\p{L}-]+)/iu.exec(t.input.question.trim())?.[1]?.toLowerCase();
  if (!text && thing && !COUNTED.has(thing) && !media.length && !p && !chat && t.calls.ctx.includeMessages && allowed(t.calls, 'search_messages')) {
    // Every word of the question first ("boxes move"), else the thing alone: never messages with only another word.
    const words = [thing, ...t.resolved.rest.map((x) => x.text.toLowerCase()).filter((w) => w !== thing)].join(' ');
    const both = await call(t.calls, 'search_messages', { query: words, period: t.period, limit: 8 });
    const hits = both.data.matched === 'all' ? both : await call(t.calls, 'search_messages', { query: thing, period: t.period, limit: 8 });
    const withNumber = hits.data.messages.filter((m) => /\d/.test(m.text));
    const shown = (withNumber.length ? withNumber : hits.data.messages).slice(0, 2);
    if (hits.data.matched === 'all' && shown.length) {
      return {
        answer: `Your world counts messages, photos and places, not ${thing}; the messages about “${thing}” say: ${shown.map((m) => `${m.author} on ${day(m.at, t.zone)}: ${quote(m.text, 80)}`).join(' ')}`,
        citations: uniq(shown.map(messageCite)),
        explain: `I searched the messages for “${words}” and quoted those that give a number.`,
      };
    }
    return cannot(t, `Your world counts messages, photos and places; no message speaks of “${thing}”${t.label ? ` ${t.label}` : ''}.`);
  }
  if (text) media.length = 0;
  const res = await call(t.calls, 'count_messages', { ...filter, chatId: chat?.id, period: t.period, text, ...(media.length ? { media } : {}) });
  const n = res.data.count;
  const inChat = chat ? ` in ${chat.title}` : '';
  const noun: [string, string] = media.length === 1 ? MEDIA_LABEL[media[0]!] : media.length ? ['message with media', 'messages with media'] : ['message', 'messages'];
  if (n === 0 && !text) {
    const e = await emptyPeriod(t, `${noun[1]}${words}${inChat}`);
    return e;
  }
  return {
    answer: withLabel(`${plural(n, noun[0], noun[1])}${words}${inChat}${about}`, t.label) + '.',
    citations: uniq([...(p ? [personCite(p)] : []), ...(chat ? [{ kind: 'chat', id: chat.id, title: chat.title, isGroup: chat.isGroup } as Citation] : []), ...res.citations]),
    explain: `I counted the ${noun[1]}${words}${inChat}${about}${t.label ? ` ${t.label}` : ''} among those your world shows; the first and last are cited.`,
  };
}

async function compare(t: Turn): Promise<Made> {
  const people = t.people.filter((x) => !x.isOwner);
  if (t.resolved.placeGroups.length >= 2) return comparePlaces(t);
  const years = yearsIn(t.input.question);
  if (years.length >= 2 && people.length <= 1 && t.reading.measure === 'photos' && !people.length) return comparePhotoYears(t, years);
  if (years.length >= 2 && people.length <= 1) return compareYears(t, years, people[0]);
  if (t.resolved.chats.length >= 2 && people.length < 2) return compareChats(t);
  if (people.length < 2) return people.length === 1 ? count(t) : rank(t);
  const chat = t.resolved.chats[0];
  const rows = await Promise.all(
    people.slice(0, 4).map(async (p) => {
      // In a group, what each wrote there; else the measure asked ("who texts more": what they wrote).
      const f = chat ? { authorId: p.id, withPersonId: undefined, words: `from ${p.name} in ${chat.title}` } : await personFilter(t, p, t.reading.by);
      const res = await call(t.calls, 'count_messages', { authorId: f.authorId, withPersonId: f.withPersonId, chatId: chat?.id, period: t.period });
      return { p, n: res.data.count, cites: res.citations, words: f.words };
    }),
  );
  rows.sort((a, b) => (t.reading.order === 'least' ? a.n - b.n : b.n - a.n));
  const [a, b] = rows as [(typeof rows)[number], (typeof rows)[number]];
  const what = chat
    ? `messages each wrote in ${chat.title}`
    : t.reading.by === 'wrote'
      ? 'messages from them'
      : t.reading.by === 'fromOwner'
        ? 'messages you sent them'
        : 'messages between you';
  if (rows.every((x) => x.n === 0)) {
    const cut = planCut(t.calls.ctx);
    const none = `Neither ${list(rows.map((x) => x.p.name)).replace(/ and ([^,]+)$/, ' nor $1')} has ${what}${t.label ? ` ${t.label}` : ''}`;
    return {
      answer: cut ? `${none} among ${cut.words}, which your plan shows.` : `${none}.`,
      citations: rows.map((x) => personCite(x.p)),
      answered: !cut,
    };
  }
  const lead = a.n === b.n ? `${a.p.name} and ${b.p.name} are even` : `${a.p.name}`;
  const answer = `${lead} — ${rows.map((x) => `${x.p.name} ${num(x.n)}`).join(', ')} (${what}${t.label ? `, ${t.label}` : ''}).`;
  return {
    answer,
    citations: uniq([...rows.map((x) => personCite(x.p)), ...rows.flatMap((x) => x.cites.slice(0, 2))]),
    explain: `I counted ${what} for each of ${list(rows.map((x) => x.p.name))}${t.label ? ` ${t.label}` : ''}.`,
  };
}

const yearsIn = (q: string) => [...new Set([...q.matchAll(/\b(19[7-9]\d|20\d\d)\b/g)].map((m) => Number(m[1])))];

function yearPeriod(y: number, zone: string): Period {
  const from = DateTime.fromObject({ year: y, month: 1, day: 1 }, { zone });
  return { from: from.toUTC().toISO()!, to: from.plus({ years: 1 }).toUTC().toISO()! };
}

/** "Was 2022 or 2023 busier (with Jonas)?" */
async function compareYears(t: Turn, years: number[], p?: Person): Promise<Made> {
  const f = p ? await personFilter(t, p, t.reading.by) : null;
  const chat = t.resolved.chats[0];
  // "Did I send more in 2022 or 2024?": the owner's own messages.
  const mine = !f && t.reading.by === 'fromOwner' ? (t.calls.ctx.ownerId ?? undefined) : undefined;
  const rows = await Promise.all(
    years.slice(0, 4).map(async (y) => {
      const res = await call(t.calls, 'count_messages', { authorId: f?.authorId ?? mine, withPersonId: f?.withPersonId, chatId: chat?.id, period: yearPeriod(y, t.zone) });
      return { y, n: res.data.count, cites: res.citations };
    }),
  );
  rows.sort((a, b) => (t.reading.order === 'least' ? a.n - b.n : b.n - a.n));
  const who = f ? ` ${f.words}` : chat ? ` in ${chat.title}` : mine ? ' you sent' : '';
  // Two years: by how many they differ ("grew by 110 from 2022 to 2023").
  const [early, late] = [...rows].sort((a, b) => a.y - b.y);
  const diff = rows.length === 2 && early && late && early.n !== late.n ? ` ${num(Math.abs(late.n - early.n))} ${late.n > early.n ? 'more' : 'fewer'} in ${late.y} than in ${early.y}.` : '';
  return {
    answer: `${rows[0]!.y} — ${rows.map((r) => `${r.y}: ${plural(r.n, 'message')}`).join(', ')}${who}.${diff}`,
    citations: uniq([...rows.flatMap((r) => r.cites.slice(0, 2)), ...(p ? [personCite(p)] : [])]),
    explain: `I counted the messages${who} in each year (in ${t.zone}).`,
  };
}

/** "Which group is more active, Família Carvalho or Jantares de Sexta?": the messages of each chat. */
async function compareChats(t: Turn): Promise<Made> {
  const rows = await Promise.all(
    t.resolved.chats.slice(0, 4).map(async (c) => {
      const res = await call(t.calls, 'count_messages', { chatId: c.id, period: t.period });
      return { c, n: res.data.count, cites: res.citations.slice(0, 2) };
    }),
  );
  rows.sort((a, b) => (t.reading.order === 'least' ? a.n - b.n : b.n - a.n));
  return {
    answer: `${rows[0]!.c.title} — ${rows.map((r) => `${r.c.title}: ${plural(r.n, 'message')}`).join(', ')}${t.label ? ` ${t.label}` : ''}.`,
    citations: uniq(rows.flatMap((r) => [{ kind: 'chat', id: r.c.id, title: r.c.title, isGroup: r.c.isGroup } as Citation, ...r.cites])),
    explain: `I counted the messages of each chat${t.label ? ` ${t.label}` : ''}.`,
  };
}

/** "Did I take more photos in 2022 or 2024?" */
async function comparePhotoYears(t: Turn, years: number[]): Promise<Made> {
  const rows = await Promise.all(
    years.slice(0, 4).map(async (y) => {
      const res = await call(t.calls, 'photos', { period: yearPeriod(y, t.zone), limit: 2 });
      return { y, n: res.data.count, cites: res.citations.slice(0, 2) };
    }),
  );
  rows.sort((a, b) => (t.reading.order === 'least' ? a.n - b.n : b.n - a.n));
  return {
    answer: `${rows[0]!.y} — ${rows.map((r) => `${r.y}: ${plural(r.n, 'photo')}`).join(', ')}.`,
    citations: uniq(rows.flatMap((r) => r.cites)),
    explain: `I counted the photos taken in each year (in ${t.zone}).`,
  };
}

/** "More photos from Lisbon or Florence?" */
async function comparePlaces(t: Turn): Promise<Made> {
  const rows = await Promise.all(
    t.resolved.placeGroups.slice(0, 4).map(async (group, i) => {
      const r = await photosOfPlace(t, i, { limit: 2 });
      return { place: group[0]!, n: r.data.count, cites: r.citations.slice(0, 2) };
    }),
  );
  rows.sort((a, b) => b.n - a.n);
  return {
    answer: `${englishShortPlace(rows[0]!.place.name)} — ${rows.map((r) => `${englishShortPlace(r.place.name)}: ${plural(r.n, 'photo')}`).join(', ')}${t.label ? ` ${t.label}` : ''}.`,
    citations: uniq(rows.flatMap((r) => [{ kind: 'place', id: r.place.id, name: r.place.name, lat: r.place.lat, lon: r.place.lon } as Citation, ...r.cites])),
    explain: 'I counted the photos taken at each place.',
  };
}

/**
 * "When was I last in Istanbul?", "when was the Amsterdam trip?": the first and last time the
 * location history and photos put you in the city named (in the period), from the places tool.
 * Null when the city holds none of your points or photos.
 */
async function placeVisit(t: Turn, which: 'first' | 'last' | 'span'): Promise<Made | null> {
  const place = t.resolved.places[0];
  if (!place || !allowed(t.calls, 'places')) return null;
  const city = foldText(place.name.split(',')[0]!.trim());
  const res = await call(t.calls, 'places', { period: t.period, groupBy: 'city', limit: 20 });
  const row = res.data.find((x) => foldText(x.name.split(',')[0]!.trim()) === city);
  if (!row?.first || !row.last) return null;
  const name = englishShortPlace(row.name);
  const pts = [row.points ? plural(row.points, 'location point') : '', row.photos ? plural(row.photos, 'photo') : ''].filter(Boolean).join(', ');
  const cite: Citation = { kind: 'place', id: row.id, name: row.name, lat: row.lat, lon: row.lon };
  const photos = row.photos ? (await call(t.calls, 'photos', { period: t.period, placeName: place.name.split(',')[0]!.trim(), limit: 4 })).citations : [];
  const first = day(row.first, t.zone);
  const last = day(row.last, t.zone);
  const answer =
    which === 'span'
      ? `${first === last ? first : monthOf(row.first, t.zone) === monthOf(row.last, t.zone) ? monthOf(row.first, t.zone) : `${monthOf(row.first, t.zone)} to ${monthOf(row.last, t.zone)}`} — you were in ${name} from ${first} to ${last}${t.label ? ` ${t.label}` : ''} (${pts}).`
      : which === 'last'
        ? `${last} — the last time your world has you in ${name}${t.label ? ` ${t.label}` : ''} (${pts} there; the first on ${first}).`
        : `${first} — the first time your world has you in ${name}${t.label ? ` ${t.label}` : ''} (${pts} there; the last on ${last}).`;
  return { answer, citations: uniq([cite, ...photos]), explain: `I read your location points and photos in ${name}${t.label ? ` ${t.label}` : ''} and took the ${which === 'span' ? 'first and last' : which}.` };
}

async function firstLast(t: Turn, which: 'first' | 'last'): Promise<Made> {
  const p = t.people.find((x) => !x.isOwner);
  // "When was I last in Istanbul?", "when did I first visit Porto?": your own time in the place.
  if (!p && !t.resolved.chats.length && t.resolved.places.length && /\b(?:was i|were we|have i been|had i been|i was|we were|did (?:i|we) (?:\w+ )?(?:go|visit|travel|fly|drive|stay|be)|been (?:to|in))\b/i.test(t.input.question)) {
    const visit = await placeVisit(t, which);
    if (visit) return visit;
  }
  if (!p && which === 'first' && t.period && /^(?:who|which (?:new )?(?:person|people|friends?|ones?))\b/i.test(t.input.question.trim())) return newPeople(t);
  const chat = t.resolved.chats[0];
  const names = new Set(t.people.flatMap((x) => x.name.toLowerCase().split(' ')));
  const topicWords = (t.reading.topic ?? '').split(' ').filter((w) => w && !names.has(w.toLowerCase()));
  const text = topicWords.length ? topicWords.join(' ') : undefined;
  let filter: { authorId?: string; withPersonId?: string } = {};
  let words = '';
  if (p && chat?.isGroup) {
    // "When did Tobias leave the Uni Crew group?": what they wrote there.
    filter = { authorId: p.id };
    words = ` from ${p.name}`;
  } else if (p) {
    // "When did Sophie first wish me…": what she wrote; "first message Priya": the chat between you.
    const f = await personFilter(t, p, text ? 'wrote' : t.reading.by === 'fromOwner' ? 'withOwner' : t.reading.by);
    filter = { authorId: f.authorId, withPersonId: f.withPersonId };
    words = ` ${f.words}`;
  }
  const res = await call(t.calls, 'first_last', { which, ...filter, chatId: chat?.id, period: t.period, text });
  const m = res.data;
  if (!m.messageId || !m.at) {
    const cut = planCut(t.calls.ctx);
    if (p && cut) return { ...cutAbsence(t, `messages${words}`, cut), citations: [personCite(p)] };
    if (p) return { answer: `There are no messages${words}${t.label ? ` ${t.label}` : ''}.`, citations: [personCite(p)], answered: false };
    return emptyPeriod(t, 'messages');
  }
  const about = text ? ` mentioning “${text}”` : '';
  const answer = `${day(m.at, t.zone)} — the ${which} message${shownWord(t, which)}${words}${chat ? ` in ${chat.title}` : ''}${about}${t.label ? ` ${t.label}` : ''}: ${m.author}: ${quote(m.text ?? '')}`;
  return {
    answer,
    citations: uniq([...res.citations, ...(p ? [personCite(p)] : [])]),
    explain: `I looked for the ${which} message${words}${about} your world shows.`,
  };
}

/** "Who did I start talking to around the move?": people whose first message with you is in the period. */
async function newPeople(t: Turn): Promise<Made> {
  const period = t.period!;
  const ranked = (await call(t.calls, 'rank_people', { by: 'withOwner', period, limit: 20 })).data.filter((p) => p.withOwner > 0);
  const firsts = await Promise.all(ranked.map(async (p) => ({ p, first: await call(t.calls, 'first_last', { which: 'first', withPersonId: p.id }) })));
  const inside = (at: string) => (!period.from || at >= period.from) && (!period.to || at < period.to);
  // The ISO instants the tools answer compare as text only in the same form: read them as times.
  const fresh = firsts
    .filter((x) => x.first.data.at && inside(DateTime.fromISO(x.first.data.at).toUTC().toISO()!))
    .sort((a, b) => (a.first.data.at! < b.first.data.at! ? -1 : 1));
  if (!fresh.length) {
    const cut = planCut(t.calls.ctx);
    if (cut) return cutAbsence(t, 'people you first wrote with', cut);
    return { answer: `You started talking to no one new ${t.label}: everyone you wrote with then, you had written with before.`, citations: ranked.slice(0, 3).map(personCite), answered: true };
  }
  const shown = fresh.slice(0, 6).map((x) => `${x.p.name} (from ${day(x.first.data.at!, t.zone)})`);
  const first = planCut(t.calls.ctx) ? ' (the first messages your plan shows)' : '';
  return {
    answer: `${list(shown)} — the people whose first message with you is ${t.label}${first}.`,
    citations: uniq(fresh.slice(0, 6).flatMap((x) => [personCite(x.p), ...x.first.citations.slice(0, 1)])),
    explain: `I took the people you wrote with ${t.label} and kept those whose first message with you falls in it.`,
  };
}

/** "Who is Bob?": what the world holds of them — messages each way, the first and the last. */
async function profile(t: Turn): Promise<Made> {
  const p = t.people.find((x) => !x.isOwner)!;
  const owner = t.calls.ctx.ownerId;
  const none = { data: { messageId: null, at: null, author: null, text: null, chatTitle: null }, citations: [] as Citation[] };
  const ends = allowed(t.calls, 'first_last');
  const [both, theirs, first, last] = await Promise.all([
    call(t.calls, 'count_messages', { withPersonId: p.id, period: t.period }),
    call(t.calls, 'count_messages', { authorId: p.id, period: t.period }),
    ends ? call(t.calls, 'first_last', { which: 'first', authorId: p.id, period: t.period }) : none,
    ends ? call(t.calls, 'first_last', { which: 'last', authorId: p.id, period: t.period }) : none,
  ]);
  const mine = owner ? (await call(t.calls, 'count_messages', { authorId: owner, withPersonId: p.id, period: t.period })).data.count : null;
  if (!theirs.data.count && !both.data.count) {
    const cut = planCut(t.calls.ctx);
    if (cut) return { ...cutAbsence(t, `messages from or with ${p.name}`, cut), citations: [personCite(p)] };
    return { answer: `${p.name} is in your world but wrote no message${t.label ? ` ${t.label}` : ''}.`, citations: [personCite(p)] };
  }
  const each = both.data.count ? ` ${plural(both.data.count, 'message')} between you in your one-to-one chat${mine != null ? ` (${num(both.data.count - mine)} from them, ${num(mine)} from you)` : ''}.` : '';
  const wrote = `${p.name} wrote ${plural(theirs.data.count, 'message')}${t.label ? ` ${t.label}` : ''}.`;
  const shown = planCut(t.calls.ctx) ? ' your plan shows' : '';
  const span = first.data.at && last.data.at ? ` Their first message${shown}: ${day(first.data.at, t.zone)}; the last: ${day(last.data.at, t.zone)} (${quote(last.data.text ?? '', 50)}).` : '';
  return {
    answer: `${wrote}${each}${span}`,
    citations: uniq([personCite(p), ...first.citations.slice(0, 1), ...last.citations.slice(0, 1), ...both.citations.slice(0, 2)]),
    explain: `I counted the messages ${p.name} wrote and the messages between you, and read their first and last message.`,
  };
}

async function stopped(t: Turn): Promise<Made> {
  const p = t.people.find((x) => !x.isOwner);
  const chat = t.resolved.chats[0];
  if (!p && chat) return chatQuiet(t, chat);
  if (!p) return rankQuiet(t);
  const f = await personFilter(t, p, 'withOwner');
  const filter = { authorId: f.authorId, withPersonId: f.withPersonId };
  const [trend, last] = await Promise.all([call(t.calls, 'trend', { ...filter }), call(t.calls, 'first_last', { which: 'last', ...filter })]);
  const m = last.data;
  if (!m.at) return { answer: `There are no messages ${f.words}.`, citations: [personCite(p)], answered: false };
  const gap = trend.data.stoppedAfter ? null : silence(trend.data);
  if (gap) {
    const s0 = await silenceEnds(t, filter, gap);
    if (s0) {
      return {
        answer: `${day(s0.before.at!, t.zone)} — the last message ${f.words} before ${plural(gap.months, 'month')} of silence (${s0.before.author}: ${quote(s0.before.text ?? '', 50)}).${s0.after?.at ? ` You talked again from ${day(s0.after.at, t.zone)}.` : ''}`,
        citations: uniq([...s0.cites, personCite(p)]),
        explain: `I read the monthly messages ${f.words} and found the longest run of months without any.`,
      };
    }
  }
  const when = day(m.at, t.zone);
  const answer = trend.data.stoppedAfter
    ? `You stopped talking to ${p.name} after ${month(trend.data.stoppedAfter)}: the last message was on ${when} — ${m.author}: ${quote(m.text ?? '', 60)}`
    : `You haven't stopped: the last message ${f.words} was on ${when} — ${m.author}: ${quote(m.text ?? '', 60)}`;
  return { answer, citations: uniq([...last.citations, personCite(p)]), explain: `I read the monthly messages ${f.words} and the last one.` };
}

/** "When did the ops group go quiet?": its last message, or the start of its longest silence. */
async function chatQuiet(t: Turn, chat: Resolved['chats'][number]): Promise<Made> {
  const [trend, last] = await Promise.all([call(t.calls, 'trend', { chatId: chat.id }), call(t.calls, 'first_last', { which: 'last', chatId: chat.id })]);
  const m = last.data;
  const chatCite: Citation = { kind: 'chat', id: chat.id, title: chat.title, isGroup: chat.isGroup };
  if (!m.at) return { answer: `There are no messages in ${chat.title}.`, citations: [chatCite], answered: false };
  if (trend.data.stoppedAfter) {
    return {
      answer: `${day(m.at, t.zone)} — the last message in ${chat.title} (${m.author}: ${quote(m.text ?? '', 60)}); nothing after ${month(trend.data.stoppedAfter)}.`,
      citations: uniq([...last.citations, chatCite]),
      explain: `I read the monthly messages of ${chat.title} and its last message.`,
    };
  }
  const gap = silence(trend.data);
  const ends = gap ? await silenceEnds(t, { chatId: chat.id }, gap) : null;
  if (gap && ends) {
    return {
      answer: `${day(ends.before.at!, t.zone)} — ${chat.title} went quiet for ${plural(gap.months, 'month')} after ${ends.before.author}: ${quote(ends.before.text ?? '', 50)}.${ends.after?.at ? ` It picked up again on ${day(ends.after.at, t.zone)}.` : ''}`,
      citations: uniq([...ends.cites, chatCite]),
      explain: `I read the monthly messages of ${chat.title} and found its longest silence.`,
    };
  }
  return { answer: `${chat.title} has not gone quiet: its last message was on ${day(m.at, t.zone)} (${m.author}: ${quote(m.text ?? '', 50)}).`, citations: uniq([...last.citations, chatCite]) };
}

/** The longest run (≥ 2) of months without messages between months with some. */
function silence(tr: Trend): { from: string; to: string; months: number } | null {
  let best: { from: string; to: string; months: number } | null = null;
  let run = 0;
  tr.months.forEach((m, i) => {
    if (m.count === 0) {
      run += 1;
      return;
    }
    if (run >= 2 && (!best || run > best.months)) best = { from: tr.months[i - run]!.month, to: m.month, months: run };
    run = 0;
  });
  return best;
}

const monthStart = (ym: string, zone: string) => DateTime.fromISO(`${ym}-01`, { zone });
const nextMonth = (ym: string) => DateTime.fromISO(`${ym}-01`).plus({ months: 1 }).toFormat('yyyy-MM');

/** The last message before a silence and the first after it. */
async function silenceEnds(t: Turn, filter: { authorId?: string; withPersonId?: string; chatId?: string }, gap: { from: string; to: string }) {
  const [before, after] = await Promise.all([
    call(t.calls, 'first_last', { which: 'last', ...filter, period: { to: monthStart(gap.from, t.zone).toUTC().toISO()! } }),
    call(t.calls, 'first_last', { which: 'first', ...filter, period: { from: monthStart(gap.to, t.zone).toUTC().toISO()! } }),
  ]);
  if (!before.data.at) return null;
  return { before: before.data, after: after.data.at ? after.data : null, cites: [...before.citations.slice(0, 1), ...after.citations.slice(0, 1)] };
}

/** "Who did I stop talking to?": people whose messages stopped, by the last message. */
async function rankQuiet(t: Turn): Promise<Made> {
  const [ranked, o] = await Promise.all([call(t.calls, 'rank_people', { by: 'withOwner', limit: 10 }), call(t.calls, 'overview', {})]);
  const people = ranked.data.filter((p) => p.withOwner > 0);
  if (!o.data.last) return emptyPeriod(t, 'messages');
  // Stopped: the last message with them is 3+ months before the world's last data point (as trend's stoppedAfter).
  const end = DateTime.fromISO(o.data.last).minus({ months: 3 });
  const lasts = await Promise.all(people.map(async (p) => ({ p, last: await call(t.calls, 'first_last', { which: 'last', withPersonId: p.id }) })));
  const gone = lasts
    .filter((x) => x.last.data.at && DateTime.fromISO(x.last.data.at) < end)
    .sort((a, b) => (a.last.data.at! < b.last.data.at! ? 1 : -1));
  if (!gone.length) return { answer: 'No one among the people you write to most went silent: every one-to-one chat runs to the end of your world.', citations: people.slice(0, 4).map(personCite) };
  const top = gone[0]!;
  const more = gone.slice(1, 3).map((x) => `${x.p.name} (last on ${day(x.last.data.at!, t.zone)})`);
  return {
    answer: `${top.p.name} — the last message between you was on ${day(top.last.data.at!, t.zone)}.${more.length ? ` Also ${list(more)}.` : ''}`,
    citations: uniq([personCite(top.p), ...top.last.citations, ...gone.slice(1, 3).map((x) => personCite(x.p))]),
    explain: 'I looked for the people you write to most whose one-to-one messages end 3 or more months before your world does.',
  };
}

async function extreme(t: Turn): Promise<Made> {
  const p = t.people.find((x) => !x.isOwner);
  const chat = t.resolved.chats[0];
  let filter: { authorId?: string; withPersonId?: string } = {};
  let words = '';
  if (p) {
    const f = await personFilter(t, p, t.reading.by);
    filter = { authorId: f.authorId, withPersonId: f.withPersonId };
    words = ` ${f.words}`;
  }
  if (t.reading.measure === 'photos') return photoExtreme(t);
  const tr = (await call(t.calls, 'trend', { ...filter, chatId: chat?.id, period: t.period })).data;
  const least = t.reading.order === 'least';
  const adjective = least ? 'quietest' : 'busiest';
  if (t.reading.grain === 'month') {
    const ym = least ? tr.quietestMonth : tr.busiestMonth;
    if (!ym) return emptyPeriod(t, 'messages');
    const n = tr.months.find((x) => x.month === ym)?.count ?? 0;
    const from = DateTime.fromISO(`${ym}-01`, { zone: t.zone });
    const proof = await call(t.calls, 'count_messages', { ...filter, chatId: chat?.id, period: { from: from.toUTC().toISO()!, to: from.plus({ months: 1 }).toUTC().toISO()! } });
    return {
      answer: `${month(ym)} — your ${adjective} month${words}${t.label ? ` ${t.label}` : ''}, with ${plural(n, 'message')}.`,
      citations: uniq([...proof.citations, ...(p ? [personCite(p)] : [])]),
      explain: `I counted messages${words} per month (in ${t.zone}) and took the ${least ? 'lowest' : 'highest'}.`,
    };
  }
  const y = least ? tr.quietestYear : tr.busiestYear;
  if (y == null) return emptyPeriod(t, 'messages');
  if (tr.years.length === 1 && t.period) {
    // A period of one year has no quietest or busiest year to pick.
    const only = tr.years[0]!;
    return {
      answer: `The messages${words} ${t.label} are all in one year, ${only.year} (${plural(only.count, 'message')}): there is no other year to compare with.`,
      citations: p ? [personCite(p)] : [],
      explain: `I counted messages${words} per year ${t.label}: they fall in one year.`,
    };
  }
  const n = tr.years.find((x) => x.year === y)?.count ?? 0;
  const from = DateTime.fromObject({ year: y, month: 1, day: 1 }, { zone: t.zone });
  const proof = await call(t.calls, 'count_messages', { ...filter, chatId: chat?.id, period: { from: from.toUTC().toISO()!, to: from.plus({ years: 1 }).toUTC().toISO()! } });
  const partial = yearsNote(tr);
  return {
    answer: `${y} — your ${adjective} year${words}, with ${plural(n, 'message')}.${partial}`,
    citations: uniq([...proof.citations, ...(p ? [personCite(p)] : [])]),
    explain: `I counted messages${words} per year (in ${t.zone}) among the years your world has data for, and took the ${least ? 'lowest' : 'highest'}.`,
  };
}

function yearsNote(tr: Trend): string {
  if (tr.years.length < 2) return '';
  return ` Per year: ${tr.years.slice(0, 7).map((x) => `${x.year} ${num(x.count)}`).join(', ')}.`;
}

async function photoExtreme(t: Turn): Promise<Made> {
  const res = await call(t.calls, 'photos', { period: t.period, limit: 24 });
  if (!res.data.count) return emptyPeriod(t, 'photos');
  return { answer: `${plural(res.data.count, 'photo')}${t.label ? ` ${t.label}` : ''}.`, citations: uniq(res.citations) };
}

async function mentioned(t: Turn): Promise<Made> {
  // "Who wished me happy birthday?": birthday wishes, in any language (event-words.ts).
  const wishes = /\bwish\w*|\bcongratulat\w*/i.test(t.input.question) && /\b(?:birthday|bday)\b/i.test(t.input.question);
  const topic = wishes ? 'birthday' : (t.reading.topic ?? t.resolved.rest.map((s) => s.text).join(' '));
  // "Who wrote on my birthday?": no word to look for, so who wrote in the period.
  if (!topic && t.period) return rank({ ...t, reading: { ...t.reading, by: 'wrote' } });
  if (!topic) return cannot(t, 'I need a word to look for, as in “Who mentioned the wedding?”.');
  const chat = t.resolved.chats[0];
  const { res, widened } = await searchTopic(t, topic, { period: t.period, chatId: chat?.id, limit: 50 });
  const d = res.data;
  if (!d.total || d.matched === 'none') {
    const cut = planCut(t.calls.ctx);
    if (cut) return cutAbsence(t, `messages mentioning “${topic}”`, cut);
    return { answer: `No message${t.label ? ` ${t.label}` : ''} mentions “${topic}”.`, citations: [], answered: false };
  }
  const owner = t.calls.ctx.ownerId;
  const name = (a: { id: string; name: string }) => (a.id === owner ? 'you' : a.name);
  // "Who wished me…": the others; "who mentioned the flat" may be you too.
  const authors = d.authors.filter((a) => !(owner && a.id === owner && /\b(?:me|my)\b/i.test(t.input.question))).slice(0, 8);
  const firstOf = (id: string) => [...d.messages].filter((m) => m.authorId === id).sort((a, b) => (a.at < b.at ? -1 : 1))[0];
  const cites = authors.map((a) => firstOf(a.id)).filter((m): m is FoundMessage => Boolean(m)).map(messageCite);
  const partial = widened ? ' (in any of the words people write it with)' : d.matched === 'any' ? ` (messages with some of the words “${topic}”)` : '';
  const answer = `${list(authors.map((a) => `${name(a)} (${num(a.messages)})`))} mentioned “${topic}”${t.label ? ` ${t.label}` : ''}${partial} — ${plural(d.total, 'message')} in all.`;
  return { answer: answer.charAt(0).toUpperCase() + answer.slice(1), citations: uniq([...cites, ...res.citations]), explain: `I searched every message for “${topic}” and grouped them by who wrote them.` };
}

async function said(t: Turn): Promise<Made> {
  const p = t.people.find((x) => !x.isOwner) ?? t.people[0];
  if (!p) return mentioned(t);
  const owner = t.calls.ctx.ownerId;
  const mine = t.reading.by === 'fromOwner' && owner;
  const verbs = /^(offer|offered|ask|asked|suggest|suggested|promise|promised|want|wanted|bring|brought|reply|replied|answer|answered|tell|told|plans?|thing|things)$/i;
  const rest = t.resolved.rest.map((x) => x.text).filter((w) => !verbs.test(w));
  const topic = t.reading.topic ?? (rest.length ? rest.join(' ') : null);
  if (mine && topic) {
    const res = await call(t.calls, 'search_messages', { query: topic, authorId: owner, withPersonId: p.id, period: t.period, limit: 8 });
    if (res.data.matched !== 'none' && res.data.total) {
      const shown = res.data.messages.slice(0, 2).sort((a, b) => (a.at < b.at ? -1 : 1));
      return {
        answer: `You told ${p.name} about “${topic}” (${plural(res.data.total, 'message')}) — ${shown.map((m) => `${day(m.at, t.zone)}: ${quote(m.text, 70)}`).join(' ')}`,
        citations: uniq([...shown.map(messageCite), personCite(p)]),
        explain: `I searched your messages to ${p.name} for “${topic}”.`,
      };
    }
  }
  if (!topic) {
    // "What did Tobias say (before we stopped talking)?": their last words.
    // "What did I text Funke?": your messages in the chat with them, not theirs.
    // The day the last answer led with, for a follow-up ("and what did I answer?").
    const led = typeof t.input.state.extra?.focusDay === 'string' && (t.reading.pronoun || t.reading.followUp) ? DateTime.fromISO(t.input.state.extra.focusDay, { zone: t.zone }) : null;
    if (mine && led?.isValid && !t.reading.period) {
      const period = { from: led.toUTC().toISO()!, to: led.plus({ days: 1 }).toUTC().toISO()! };
      const made = await said({ ...t, reading: { ...t.reading, followUp: false, pronoun: false }, period, label: `on ${dayLabel(led)}` });
      if (made.answered !== false) return made;
    }
    if (mine) {
      const res = await call(t.calls, 'messages_in_period', { period: t.period ?? {}, authorId: owner, withPersonId: p.id, limit: 4 });
      if (!res.data.count) return { ...(await emptyPeriod(t, `messages you sent ${p.name}`)), citations: [personCite(p)] };
      const lines = res.data.messages.slice(0, 2).map((m) => `${day(m.at, t.zone)}: ${quote(m.text, 60)}`);
      return {
        answer: `You sent ${p.name} ${plural(res.data.count, 'message')}${t.label ? ` ${t.label}` : ''}. ${lines.join(' ')}`,
        citations: uniq([...res.data.messages.map(messageCite), personCite(p)]),
        explain: `I read the messages you sent ${p.name} in your chat with them.`,
      };
    }
    // "What did she say?" right after an answer about a day ("10 February 2024 — you talked again…"): what she wrote that day.
    const focus = typeof t.input.state.extra?.focusDay === 'string' && (t.reading.pronoun || t.reading.followUp) && !t.period ? DateTime.fromISO(t.input.state.extra.focusDay, { zone: t.zone }) : null;
    if (focus?.isValid) {
      const period = { from: focus.toUTC().toISO()!, to: focus.plus({ days: 1 }).toUTC().toISO()! };
      const made = await said({ ...t, period, label: `on ${dayLabel(focus)}` });
      if (made.answered !== false && !/ wrote nothing /.test(made.answer)) return made;
    }
    if (!t.period) return firstLast({ ...t, reading: { ...t.reading, by: 'wrote', topic: null } }, 'last');
    const res = await call(t.calls, 'messages_in_period', { period: t.period, authorId: p.id, limit: 30 });
    if (!res.data.count) return { answer: `${p.name} wrote nothing ${t.label}.`, citations: [personCite(p)], answered: true };
    // What they said that counts: their longest messages (news takes words, "ok" does not); "what did X ask" — their questions.
    let pool = res.data.messages;
    if (/\bask(?:ed|s)?\b/i.test(t.input.question) && pool.some((m) => m.text.includes('?'))) pool = pool.filter((m) => m.text.includes('?'));
    const shown = [...pool].sort((a, b) => b.text.length - a.text.length).slice(0, 3).sort((a, b) => (a.at < b.at ? -1 : 1));
    const lines = shown.slice(0, 2).map((m) => `${day(m.at, t.zone)}: ${quote(m.text, 70)}`);
    return {
      answer: `${p.name} wrote ${plural(res.data.count, 'message')} ${t.label}. ${lines.join(' ')}`,
      citations: uniq([...shown.map(messageCite), personCite(p)]),
      explain: `I read ${p.name}'s messages ${t.label} and quoted the longest${/\bask/i.test(t.input.question) ? ' questions' : ''}.`,
    };
  }
  const { res } = await searchTopic(t, topic, { authorId: p.id, period: t.period, limit: 8 });
  const d = res.data;
  if ((!d.total || d.matched === 'none') && t.period) {
    // Nothing on the words asked about that day: what they wrote then, if anything; nothing at all leaves the question unanswered.
    const made = await said({ ...t, reading: { ...t.reading, topic: null }, resolved: { ...t.resolved, rest: [] } });
    return / wrote nothing /.test(made.answer) ? { ...made, answer: `${made.answer} Nothing in your world says what you asked.`, answered: false } : made;
  }
  if (!d.total || d.matched === 'none')
    return { answer: `${p.name} never wrote about “${topic}”${t.label ? ` ${t.label}` : ''} in the messages your ${planCut(t.calls.ctx) ? 'plan' : 'world'} shows.`, citations: [personCite(p)], answered: false };
  const shown = [...d.messages].slice(0, 3).sort((a, b) => (a.at < b.at ? -1 : 1));
  // One message found may be quoted at more length than three; each from just before the words asked about.
  const budget = Math.max(70, Math.floor(160 / shown.length));
  const lines = shown.map((m) => {
    const written = /\b(date|day|when)\b/i.test(t.input.question) ? dayWrittenIn(m.text, m.at, t.zone) : null;
    return `${day(m.at, t.zone)}: ${quoteAround(m.text, topic.split(/\s+/), budget)}${written ? ` (that is ${dayLabel(written)})` : ''}`;
  });
  return {
    answer: `${p.name} on “${topic}” (${plural(d.total, 'message')}) — ${lines.join(' ')}`,
    citations: uniq([...shown.map(messageCite), ...res.citations, personCite(p)]),
    explain: `I searched ${p.name}'s messages for “${topic}”.`,
  };
}

async function topics(t: Turn): Promise<Made> {
  const p = t.people.find((x) => !x.isOwner);
  const chat = t.resolved.chats[0];
  const period = t.period ?? {};
  const filter = p ? await personFilter(t, p, 'withOwner') : null;
  const res = await call(t.calls, 'messages_in_period', { period, authorId: filter?.authorId, withPersonId: filter?.withPersonId, chatId: chat?.id, limit: 6 });
  const d = res.data;
  if (!d.count) return emptyPeriod(t, `messages${filter ? ` ${filter.words}` : ''}`);
  const who = filter ? ` ${filter.words}` : '';
  // Function words and filler ("que, mal, wie, sooo") say nothing: the planner's own stop list.
  const words = d.topics.filter(isTopicWord).slice(0, 6);
  const sample = d.messages.slice(0, 2).map((m) => `${m.author}: ${quote(m.text, 50)}`);
  const answer = `${words.length ? `${list(words)}` : 'Many things'} — the words that come up most in ${plural(d.count, 'message')}${who}${t.label ? ` ${t.label}` : ''}. ${sample.join(' ')}`;
  return { answer, citations: uniq([...d.messages.map(messageCite), ...(p ? [personCite(p)] : [])]), explain: 'I read the messages of the period and their most frequent topic words.' };
}

async function where(t: Turn): Promise<Made> {
  const p = t.people.find((x) => !x.isOwner);
  // "Which city did I move to?", "where did we move from?": the move in location history.
  if (!p && /\b(?:move|moved|relocate|relocated)\b/i.test(t.input.question)) {
    const from = /\b(?:move|moved|relocate|relocated) (?:away )?from\??$/i.test(t.input.question.trim());
    const moved = await moveDay(t.calls, t.zone, { place: null, left: from }, t.period);
    if (moved) {
      const city = englishShortPlace(from ? moved.from : moved.to);
      return {
        answer: `${city} — you moved ${from ? `from ${city} to ${englishShortPlace(moved.to)}` : `there from ${englishShortPlace(moved.from)}`} on ${dayLabel(moved.day)}.`,
        citations: uniq([moved.placeCite, ...moved.cites]),
        explain: 'I read the city of each day of your location history and took the day it changed for good (a trip is not a move).',
      };
    }
  }
  // "Where was Nadia's wedding?": the place the event's messages name, else where you were that day.
  const evWord = !t.period && !t.resolved.places.length ? pointEventWord(t) : null;
  if (evWord && allowed(t.calls, 'search_messages')) {
    const made = await eventPlace(t, evWord);
    if (made) return made;
  }
  // Photos are counted per city ("where did I take most photos?"): a city is many place rows.
  const res = await call(t.calls, 'places', { period: t.period, personId: p?.id, limit: 20, ...(t.reading.measure === 'photos' && !p ? { groupBy: 'city' as const } : {}) });
  const places = byName(res.data.filter((x) => x.points + x.photos > 0));
  if (t.reading.measure === 'photos') places.sort((a, b) => b.photos - a.photos);
  if (!places.length) {
    if (p) return { answer: `Your world has no places shared with ${p.name}${t.label ? ` ${t.label}` : ''}.`, citations: [personCite(p)], answered: false };
    return { answer: `Your world has no location data${t.label ? ` ${t.label}` : ''}.`, citations: [], answered: false };
  }
  const top = places[0]!;
  const others = places.slice(1, 4).map((x) => englishShortPlace(x.name));
  const topName = englishPlace(top.name);
  const pts = (x: { points: number; photos: number }) => [x.points ? plural(x.points, 'location point') : '', x.photos ? plural(x.photos, 'photo') : ''].filter(Boolean).join(', ');
  const lead = p
    ? `${topName} — where you and ${p.name} meet most (${pts(top)})${t.label ? ` ${t.label}` : ''}.`
    : oneDay(t.period)
      ? `${topName} — where you were ${t.label} (${pts(top)}).`
      : `${topName} — where you were most${t.label ? ` ${t.label}` : ''} (${pts(top)}).`;
  const answer = `${lead}${others.length ? ` Also ${list(others)}.` : ''}`;
  return {
    answer,
    citations: uniq(onePerName([{ kind: 'place', id: top.id, name: top.name, lat: top.lat, lon: top.lon }, ...res.citations, ...(p ? [personCite(p)] : [])])),
    explain: `I ranked places by your location points and photos${t.label ? ` ${t.label}` : ''}.`,
  };
}

/** Events that happen on a day and at a place ("the wedding", "the party"), as a question's topic names them. */
const PLACED_EVENTS = new Set(['wedding', 'engagement', 'party', 'funeral', 'graduation', 'baby', 'birthday', 'fight', 'breakup', 'visit']);

/** The question's word naming such an event ("wedding" of "where was Salma's wedding"), or null. */
function pointEventWord(t: Turn): string | null {
  const words = [...(t.reading.topic ?? '').split(' '), ...t.resolved.rest.flatMap((x) => x.text.split(' '))].filter(Boolean);
  return words.find((w) => PLACED_EVENTS.has(eventConcept(w) ?? '')) ?? null;
}

/**
 * Where an event was: of the messages that tell of it (namedDay, every language), the first
 * that names a place of your world — the person asked about's first — is the answer, cited
 * with the place; with none, where your location history puts you on the event's day.
 */
async function eventPlace(t: Turn, word: string): Promise<Made | null> {
  const who = t.people.filter((x) => !x.isOwner);
  const d0 = await namedDay(t.calls, t.zone, { kind: 'event', words: eventWords(word), authorIds: who.map((x) => x.id) });
  if (!d0) return null;
  const all = (await call(t.calls, 'places', { groupBy: 'city', limit: 20 })).data;
  const msgs = [...(d0.all ?? d0.messages)].sort((a, b) => {
    const pa = who.some((x) => x.id === a.authorId) ? 0 : 1, pb = who.some((x) => x.id === b.authorId) ? 0 : 1;
    return pa - pb || (a.at < b.at ? -1 : 1);
  });
  for (const m of msgs) {
    const ws = new Set(foldText(m.text).split(/[^\p{L}\p{N}]+/u).filter(Boolean));
    // A city by any of its names: the data's ("Marrakesh") or the English one ("Marrakech").
    const place = all.find((pl) =>
      [pl.name.split(',')[0]!, ...englishShortPlace(pl.name).split(/[()]/)]
        .map((n) => foldText(n).split(/[^\p{L}\p{N}]+/u).filter(Boolean))
        .some((n) => n.length > 0 && n.every((x) => ws.has(x))),
    );
    if (!place) continue;
    return {
      answer: `${englishPlace(place.name)} — ${m.author} wrote on ${day(m.at, t.zone)}: ${quote(m.text, 70)}`,
      citations: uniq([messageCite(m), { kind: 'place', id: place.id, name: place.name, lat: place.lat, lon: place.lon }, ...who.map(personCite)]),
      explain: `I searched the messages that tell of the ${word}, in every language your chats use, for a place of your world they name.`,
    };
  }
  const d = DateTime.fromISO(d0.at, { zone: t.zone }).startOf('day');
  const there = byName((await call(t.calls, 'places', { period: { from: d.toUTC().toISO()!, to: d.plus({ days: 1 }).toUTC().toISO()! }, limit: 5 })).data.filter((x) => x.points + x.photos > 0));
  const top = there[0];
  if (!top) return null;
  return {
    answer: `${englishPlace(top.name)} — where you were on ${dayLabel(d)}, the day the messages tell of the ${word} (${plural(d0.count, 'message')}).`,
    citations: uniq([{ kind: 'place', id: top.id, name: top.name, lat: top.lat, lon: top.lon }, ...d0.messages.slice(0, 2).map(messageCite)]),
    explain: `I found the day the messages tell of the ${word} and read where your location history and photos put you that day.`,
  };
}

/** One place citation per place name (a city is many places). */
function onePerName(cites: Citation[]): Citation[] {
  const names = new Set<string>();
  return cites.filter((c) => {
    if (c.kind !== 'place') return true;
    if (names.has(c.name)) return false;
    names.add(c.name);
    return true;
  });
}

/**
 * The photos of the i-th place the question names: by the words that named it, so every
 * place of that name counts (a city is often more place rows than find_places lists), else
 * by the place rows found.
 */
async function photosOfPlace(t: Turn, i: number, input: { personName?: string; limit: number; withPeople?: boolean }): Promise<ToolResult<PhotoList>> {
  const name = t.resolved.placeQueries[i];
  if (name) return call(t.calls, 'photos', { period: t.period, placeName: name, ...input });
  const group = t.resolved.placeGroups[i] ?? (t.resolved.places[i] ? [t.resolved.places[i]!] : []);
  const all = await Promise.all(withPhotos(group).map((pl) => call(t.calls, 'photos', { period: t.period, placeId: pl.id, ...input })));
  const tagged = new Map<string, number>();
  for (const r of all) for (const x of r.data.tagged ?? []) tagged.set(x.name, (tagged.get(x.name) ?? 0) + x.photos);
  return {
    data: { count: all.reduce((s, r) => s + r.data.count, 0), photos: all.flatMap((r) => r.data.photos), ...(input.withPeople ? { tagged: [...tagged].map(([name, photos]) => ({ name, photos })).sort((a, b) => b.photos - a.photos) } : {}) },
    citations: all.flatMap((r) => r.citations),
  };
}

/**
 * "Who was with me in Amsterdam?", "who's in the photos from the day I moved?", "who's in
 * them?": the people tagged in the photos of the place or the period (the last answer's place
 * when none is named), you left out. Null when no such photo has a tag.
 */
async function companions(t: Turn): Promise<Made | null> {
  if (!allowed(t.calls, 'photos')) return null;
  const place = t.resolved.places[0];
  // "who's in them?" after an answer about photos: the photos of that answer.
  const st = t.input.state;
  const last = !place && !t.reading.period && st.measure === 'photos';
  const before = last && typeof st.extra?.placeQuery === 'string' ? st.extra.placeQuery : null;
  let period = t.period ?? (last ? st.period : undefined);
  let label = t.label;
  if (!place && !before && !period) {
    // "who's tagged in the pics from Obi's wedding?": the day of the event the messages tell (its words in any language).
    const word = t.resolved.rest.flatMap((x) => x.text.split(' ')).find((w) => eventConcept(w));
    if (!word) return null;
    const who = t.people.filter((x) => !x.isOwner).map((x) => x.id);
    const d0 = await namedDay(t.calls, t.zone, { kind: 'event', words: eventWords(word), authorIds: who });
    if (!d0) return null;
    const d = DateTime.fromISO(d0.at, { zone: t.zone }).startOf('day');
    period = { from: d.toUTC().toISO()!, to: d.plus({ days: 1 }).toUTC().toISO()! };
    label = `on ${dayLabel(d)} (the day the messages tell of the ${word})`;
  }
  const res = place
    ? await photosOfPlace(t, 0, { limit: 6, withPeople: true })
    : await call(t.calls, 'photos', { period, ...(before ? { placeName: before } : {}), limit: 6, withPeople: true });
  const o = allowed(t.calls, 'overview') ? (await call(t.calls, 'overview', {})).data.owner : null;
  const me = o ? [foldText(o.name), foldText(o.name.split(' ')[0]!)] : [];
  const tagged = (res.data.tagged ?? []).filter((x) => !me.includes(foldText(x.name)));
  if (!res.data.count || !tagged.length) return null;
  const where = place ? ` from ${englishShortPlace(place.name)}` : before ? ` from ${before}` : '';
  const shots = res.data.photos.filter((x) => x.at).map((x) => x.at!).sort();
  const when = shots.length && !label.startsWith('on ') ? (day(shots[0]!, t.zone) === day(shots[shots.length - 1]!, t.zone) ? `, ${day(shots[0]!, t.zone)}` : `, ${day(shots[0]!, t.zone)} to ${day(shots[shots.length - 1]!, t.zone)}`) : '';
  const names = tagged.slice(0, 6).map((x) => `${x.name} (${num(x.photos)})`);
  // What those tagged wrote of the place ("Lisbon in May?"): the messages that back the photos.
  let said: Citation[] = [];
  if (place && allowed(t.calls, 'search_messages') && t.calls.ctx.includeMessages) {
    const firstNames = tagged.map((x) => foldText(x.name.split(' ')[0]!));
    const en = foldText(englishShortPlace(place.name).split(' (')[0]!);
    const hits = await call(t.calls, 'search_messages', { query: anyOf([en, ...(otherPlaceNames(en) ?? [])]), limit: 20 });
    if (hits.data.matched !== 'none') said = hits.data.messages.filter((m) => firstNames.includes(foldText(m.author.split(' ')[0]!))).slice(0, 2).map(messageCite);
  }
  return {
    answer: `${list(names)} — tagged in your ${plural(res.data.count, 'photo')}${where}${label ? ` ${label}` : ''}${when}.`,
    citations: uniq([...(place ? [{ kind: 'place', id: place.id, name: place.name, lat: place.lat, lon: place.lon } as Citation] : []), ...said, ...res.citations]),
    explain: `I read who is tagged in the photos${where}${label ? ` ${label}` : ''} (you left out), with how many photos each is in.`,
  };
}

/** The places of a group that hold photos (a city is many places; only those with photos are asked). */
const withPhotos = (group: FoundPlace[]) => {
  const some = group.filter((x) => x.photos > 0);
  return (some.length ? some : group.slice(0, 1)).slice(0, 20);
};

const oneDay = (p?: Period) => Boolean(p?.from && p.to && Date.parse(p.to) - Date.parse(p.from) <= 25 * 3600_000);

/** Places of one name ("Hamburg, Germany" is several clusters of points) as one, figures summed, in first-seen order. */
function byName<T extends { name: string; points: number; photos: number }>(list: T[]): T[] {
  const out = new Map<string, T>();
  for (const x of list) {
    const k = x.name.toLowerCase();
    const had = out.get(k);
    out.set(k, had ? { ...had, points: had.points + x.points, photos: had.photos + x.photos } : { ...x });
  }
  return [...out.values()].sort((a, b) => b.points + b.photos - (a.points + a.photos));
}

async function photos(t: Turn): Promise<Made> {
  const place = t.resolved.places[0];
  const p = t.people.find((x) => !x.isOwner);
  // Every place of that name (a city is several clusters), their photos summed.
  const res = place ? await photosOfPlace(t, 0, { personName: p?.name, limit: 6 }) : await call(t.calls, 'photos', { period: t.period, personName: p?.name, limit: 6 });
  const n = res.data.count;
  const at = place ? ` from ${englishPlace(place.name)}` : '';
  const withP = p ? ` with ${p.name}` : '';
  if (!n) {
    if (!place && !p) return emptyPeriod(t, 'photos');
    return { answer: `There are no photos${at}${withP}${t.label ? ` ${t.label}` : ''} in your world.`, citations: place ? [{ kind: 'place', id: place.id, name: place.name, lat: place.lat, lon: place.lon }] : [], answered: true };
  }
  const first = res.data.photos[0]?.at;
  return {
    answer: `${plural(n, 'photo')}${at}${withP}${t.label ? ` ${t.label}` : ''}.${first && n > 1 ? '' : ''}`,
    citations: uniq([...(place ? [{ kind: 'place', id: place.id, name: place.name, lat: place.lat, lon: place.lon } as Citation] : []), ...res.citations]),
    explain: `I counted the photos${at}${withP}${t.label ? ` ${t.label}` : ''} your world shows.`,
  };
}

/** The group a question names: resolved, or by the words left over ("family" finds "Familie Brandt"). */
async function groupOf(t: Turn): Promise<FoundChat | undefined> {
  let chat = t.resolved.chats[0];
  if (!chat) {
    const words = t.resolved.rest.map((s) => s.text).filter((w) => !/^(group|chat|gang|crew|team)$/i.test(w));
    for (const w of words.length ? [words.join(' '), ...words] : []) {
      // "family" finds "Familie Brandt": the word, then its stem.
      for (const name of [w, w.slice(0, Math.max(4, w.length - 2))]) {
        chat ??= (await call(t.calls, 'find_chats', { name, limit: 5 })).data.find((c) => c.isGroup);
      }
    }
    // A word of what the group is that the reader set aside ("the friends group", "the uni group"): the group of that kind.
    for (const w of t.input.question.split(/[^\p{L}\p{N}]+/u).filter((x) => kindOfWord(x) !== null)) {
      chat ??= (await call(t.calls, 'find_chats', { name: w, limit: 5 })).data.find((c) => c.isGroup);
    }
    if (!chat && /\bfamily\b/i.test(t.input.question)) {
      // A family group may be named after the family ("Brandts"): with one group only, it is that one.
      const groups = (await call(t.calls, 'find_chats', { name: '', limit: 20 })).data.filter((c) => c.isGroup);
      if (groups.length === 1) chat = groups[0];
    }
  }
  return chat;
}

async function members(t: Turn): Promise<Made> {
  const chat = await groupOf(t);
  if (!chat) {
    const cut = planCut(t.calls.ctx);
    return cannot(t, cut ? `I could not find that group among the chats of ${cut.words}, which your plan shows; chats with only older messages are not shown.` : 'I could not find that group among your chats.');
  }
  const res = await call(t.calls, 'chat_members', { chatId: chat.id });
  const ms = res.data.members;
  const names = ms.map((m) => (m.isOwner ? 'you' : m.name));
  return {
    answer: `${chat.title}: ${list(names)} (${plural(ms.length, 'member')}).`,
    citations: uniq([{ kind: 'chat', id: chat.id, title: chat.title, isGroup: chat.isGroup }, ...ms.filter((m) => !m.isOwner).map(personCite), ...res.citations]),
    explain: `I listed the people who wrote in ${chat.title}.`,
  };
}

/**
 * A group's history (#29, the world vocabulary): who created, renamed, added, removed or left,
 * read from the group's system lines (chat_members' history). Null when the group records no
 * such event (for that person, in that period): the question is then read as it would be without.
 */
async function groupHistory(t: Turn, types: readonly GroupHistoryEvent['type'][]): Promise<Made | null> {
  const chat = await groupOf(t);
  if (!chat?.isGroup || !allowed(t.calls, 'chat_members')) return null;
  const res = await call(t.calls, 'chat_members', { chatId: chat.id });
  let events = res.data.history.filter((e) => types.includes(e.type));
  const others = t.people.filter((p) => !p.isOwner).map((p) => p.id);
  if (others.length) events = events.filter((e) => others.includes(e.actor?.id ?? '') || e.targets.some((x) => others.includes(x.id ?? '')));
  const from = t.period?.from ? Date.parse(t.period.from) : -Infinity;
  const to = t.period?.to ? Date.parse(t.period.to) : Infinity;
  events = events.filter((e) => Date.parse(e.at) >= from && Date.parse(e.at) < to);
  // "Who renamed it?": a rename first, the creation's title only when it was never renamed.
  if (events.some((e) => e.type !== 'created') && types.includes('renamed')) events = events.filter((e) => e.type !== 'created');
  if (!events.length) return null;
  // "What did she write when she left?": her last message in the group before the notice.
  const left = [...events].reverse().find((e) => e.type === 'left' && e.actor?.id);
  if (left && /\b(?:say|said|says|write|wrote|writes|tell|told|message|goodbye|farewell)\b/i.test(t.input.question) && allowed(t.calls, 'first_last')) {
    const last = await call(t.calls, 'first_last', { which: 'last', authorId: left.actor!.id!, chatId: chat.id, period: { to: left.at } });
    if (last.data.at) {
      return {
        answer: `${left.actor!.name} left ${chat.title} on ${day(left.at, t.zone)}; their last message there, ${day(last.data.at, t.zone)}: ${quote(last.data.text ?? '', 120)}`,
        citations: uniq([...last.citations, { kind: 'chat', id: chat.id, title: chat.title, isGroup: true }, personCite({ id: left.actor!.id!, name: left.actor!.name })]),
        explain: `I read the group's own notices in ${chat.title} and the last message its author wrote there before leaving.`,
      };
    }
  }
  const who = (x: { id: string | null; name: string } | null, cap: boolean) => (!x ? 'Someone' : x.id && x.id === t.calls.ctx.ownerId ? (cap ? 'You' : 'you') : x.name);
  const on = (e: GroupHistoryEvent) => `on ${day(e.at, t.zone)}`;
  const sentence = (e: GroupHistoryEvent): string => {
    const actor = who(e.actor, true);
    const targets = list(e.targets.map((x) => who(x, false)));
    switch (e.type) {
      case 'renamed':
        return e.from ? `${actor} renamed the group from “${e.from}” to “${e.to}” ${on(e)}.` : `${actor} renamed the group to “${e.to}” ${on(e)}.`;
      case 'created':
        return `${actor} created the group as “${e.to}” ${on(e)}.`;
      case 'added':
        return `${actor} added ${targets} to ${chat.title} ${on(e)}.`;
      case 'joined':
        return `${actor} joined ${chat.title} by its invite link ${on(e)}.`;
      case 'left':
        return `${actor} left ${chat.title} ${on(e)}.`;
      case 'removed':
        return `${actor} removed ${targets} from ${chat.title} ${on(e)}.`;
    }
  };
  // The newest few when many ("who was added?"), oldest first in the answer.
  const shown = events.slice(-4);
  const more = events.length > shown.length ? ` (${plural(events.length, 'such change')} in all.)` : '';
  const people = shown.flatMap((e) => [e.actor, ...e.targets]).filter((x): x is { id: string; name: string } => Boolean(x?.id));
  return {
    answer: `${shown.map(sentence).join(' ')}${more}`,
    citations: uniq([{ kind: 'chat', id: chat.id, title: chat.title, isGroup: true }, ...people.map(personCite)]),
    explain: `I read the group's own notices (renamed, added, left, removed) in ${chat.title}.`,
  };
}

async function change(t: Turn): Promise<Made> {
  const p = t.people.find((x) => !x.isOwner);
  // "Mia or Finn, who wrote more after I moved?": two people compared within the period, not its two sides.
  if (t.reading.split && t.people.filter((x) => !x.isOwner).length >= 2 && !/\b(?:before or after|after or before)\b/i.test(t.input.question)) return compare(t);
  // "more before or after the move?": the two sides of the period, counted.
  if (t.reading.split && t.period && Boolean(t.period.from) !== Boolean(t.period.to)) {
    if (p) return beforeAfter(t, p);
    return rankChange(t);
  }
  // "Did my chat with Emeka grow from 2022 to 2023?": the years compared.
  const years = yearsIn(t.input.question);
  if (years.length >= 2 && !/\bbetween\b/i.test(t.input.question)) return compareYears({ ...t, period: undefined, label: '' }, years, p);
  // "When did the work group die down?": the group's own months, not a ranking of people.
  const group = t.resolved.chats[0];
  if (!p && group && t.reading.direction && !/^who\b/i.test(t.input.question.trim())) return chatChange(t, group);
  if (!p) return t.reading.direction || /^who\b/i.test(t.input.question.trim()) ? rankChange(t) : extreme(t);
  // "How did my chats with Ana change after her wedding?": the two sides of the event, and whether the messages stopped.
  const tenseAsked = /\b(tense|tension|fight|fought|argu\w*|fall(?:ing)? out|fell out|make up|made up|reconcil\w*)\b/i.test(t.input.question);
  if (t.period && Boolean(t.period.from) !== Boolean(t.period.to) && isSpecial(t.reading.period) && !tenseAsked && !t.reading.direction) {
    const ba = await beforeAfter(t, p);
    const all = (await call(t.calls, 'trend', { withPersonId: p.id })).data;
    return all.stoppedAfter ? { ...ba, answer: `${ba.answer} The messages stop after ${month(all.stoppedAfter)}.` } : ba;
  }
  const f = await personFilter(t, p, 'withOwner');
  const filter = { authorId: f.authorId, withPersonId: f.withPersonId };
  const tr = (await call(t.calls, 'trend', { ...filter, period: t.period })).data;
  if (!tr.months.length) return { answer: `There are no messages ${f.words}${t.label ? ` ${t.label}` : ''}.`, citations: [personCite(p)], answered: false };
  const tense = /\b(tense|tension|weird|awkward|strained|sour|fight|fought|argu\w*|falling out|fell out|fall out|rough|cool(?:ed)? off|worse|wrong)\b/i.test(t.input.question);
  // "Why did we fight?": the data holds messages, not reasons; the tense ones are cited as they are.
  const reason = /^(?:why|how come)\b|\b(?:about what|what (?:was|were) .*about|reason|fall out over|fell out over|fight about|fought about|fighting about|argue about|argued about)\b/i.test(t.input.question.trim());
  const makeUp = /\b(make up|made up|reconcil\w*|(?:talk|speak|text|writ)(?:ing|ed|e)? again|back in touch|forgive|forgave|silence|silent (?:spell|period|patch|treatment)|not talking)\b/i.test(t.input.question);
  const gaps = silences(tr);
  const gap = silence(tr);
  if (makeUp && gap) {
    // The silence an apology ends (in any language), else the longest.
    const mended = (await Promise.all(gaps.slice(0, 4).map(async (g) => ((await apologyAfter(t, filter, g)) ? g : null)))).find((g) => g) ?? gap;
    const ends = await silenceEnds(t, filter, mended);
    if (ends?.after?.at) {
      return {
        answer: `${day(ends.after.at, t.zone)} — you and ${p.name} talked again after ${plural(mended.months, 'month')} of silence: ${ends.after.author}: ${quote(ends.after.text ?? '', 60)}`,
        citations: uniq([...ends.cites.reverse(), personCite(p)]),
        explain: `I read the monthly messages ${f.words}, found the silence an apology ends (else the longest) and the first message after it.`,
      };
    }
  }
  if (makeUp && tr.stoppedAfter && !t.period) {
    // The messages end and never resume: no making up in the data; the last message is the answer.
    const last = await call(t.calls, 'first_last', { which: 'last', ...filter });
    if (last.data.at) {
      return {
        answer: `No sign of it: the last message ${f.words} was on ${day(last.data.at, t.zone)} (${last.data.author}: ${quote(last.data.text ?? '', 60)}), and nothing after ${month(tr.stoppedAfter)}.`,
        citations: uniq([...last.citations, personCite(p)]),
        explain: `I read the monthly messages ${f.words}: they end and do not start again.`,
      };
    }
  }
  if (tense || reason) {
    const made = await tension(t, p, f.words, filter, tr, gaps, reason);
    if (made) return made;
  }
  const downs = tr.changes.filter((c) => c.direction === 'down');
  const ups = tr.changes.filter((c) => c.direction === 'up');
  const dir = t.reading.direction;
  const pick = tense || dir === 'down' ? (downs[0] ?? tr.changes[0]) : dir === 'up' ? (ups[0] ?? tr.changes[0]) : tr.changes[tr.changes.length - 1];
  const parts: string[] = [];
  const started = tr.months.find((m) => m.count > 0)?.month;
  if (pick) {
    parts.push(
      `${month(pick.month)} — messages ${f.words} went ${pick.direction} from about ${num(Math.round(pick.before))} to ${num(Math.round(pick.after))} a month${t.label ? ` (${t.label})` : ''}.`,
    );
  } else parts.push(`No clear change in how much you and ${p.name} write${t.label ? ` ${t.label}` : ''}.`);
  // Where it began and where it peaked: the shape of the whole (the first month is when you met, for a new friend).
  if (started && started !== pick?.month) parts.push(`Your messages start in ${month(started)}.`);
  if (tr.busiestMonth) parts.push(`Busiest month: ${month(tr.busiestMonth)}.`);
  if (tr.stoppedAfter) parts.push(`The messages stop after ${month(tr.stoppedAfter)}.`);
  let cites: Citation[] = [];
  if (pick) {
    const from = DateTime.fromISO(`${pick.month}-01`, { zone: t.zone });
    const res = await call(t.calls, 'messages_in_period', { period: { from: from.toUTC().toISO()!, to: from.plus({ months: 1 }).toUTC().toISO()! }, ...filter, limit: 4 });
    cites = res.data.messages.map(messageCite);
  }
  return {
    answer: parts.join(' '),
    citations: uniq([personCite(p), ...cites]),
    explain: `I counted messages ${f.words} per month and looked for the months where the level changed (change points); the mood of the words is not read.`,
  };
}

/** When a chat's messages went up or down (the first change point of the direction asked), cited by that month's messages. */
async function chatChange(t: Turn, chat: FoundChat): Promise<Made> {
  const tr = (await call(t.calls, 'trend', { chatId: chat.id, period: t.period })).data;
  const chatCite: Citation = { kind: 'chat', id: chat.id, title: chat.title, isGroup: chat.isGroup };
  if (!tr.months.length) return { answer: `There are no messages in ${chat.title}${t.label ? ` ${t.label}` : ''}.`, citations: [chatCite], answered: false };
  const dir = t.reading.direction;
  // "When did the group go dead?": the month its messages stopped, when they did.
  const died = dir === 'down' && Boolean(tr.stoppedAfter) && /\b(?:go|went|gone|going) dead\b|\bdied? out\b/i.test(t.input.question);
  const pick = died ? null : tr.changes.find((c) => c.direction === dir) ?? (dir === 'down' && tr.stoppedAfter ? null : tr.changes[0]);
  const parts: string[] = [];
  let cites: Citation[] = [];
  if (pick) {
    parts.push(`${month(pick.month)} — messages in ${chat.title} went ${pick.direction} from about ${num(Math.round(pick.before))} to ${num(Math.round(pick.after))} a month${t.label ? ` (${t.label})` : ''}.`);
    const from = DateTime.fromISO(`${pick.month}-01`, { zone: t.zone });
    const res = await call(t.calls, 'messages_in_period', { period: { from: from.toUTC().toISO()!, to: from.plus({ months: 1 }).toUTC().toISO()! }, chatId: chat.id, limit: 4 });
    cites = res.data.messages.map(messageCite);
  } else if (tr.stoppedAfter) parts.push(`${month(tr.stoppedAfter)} — the last month with messages in ${chat.title}.`);
  else parts.push(`No clear change in how much ${chat.title} writes${t.label ? ` ${t.label}` : ''}.`);
  if (tr.busiestMonth && tr.busiestMonth !== pick?.month) parts.push(`Busiest month: ${month(tr.busiestMonth)}.`);
  return {
    answer: parts.join(' '),
    citations: uniq([chatCite, ...cites]),
    explain: `I counted the messages in ${chat.title} per month and looked for the months where the level changed (change points).`,
  };
}

/** Every run (≥ 2) of months without messages between months with some, oldest first. */
function silences(tr: Trend): { from: string; to: string; months: number }[] {
  const out: { from: string; to: string; months: number }[] = [];
  let run = 0;
  tr.months.forEach((m, i) => {
    if (m.count === 0) {
      run += 1;
      return;
    }
    if (run >= 2) out.push({ from: tr.months[i - run]!.month, to: m.month, months: run });
    run = 0;
  });
  return out;
}

/** Words of tension in every language (event-words.ts), with the fight, apology and money wording. */
const TENSE_FORMS = [...new Set([...Object.values(TENSION_WORDS).flat(), ...lexiconWords('fight'), ...lexiconWords('apology'), ...lexiconWords('loan'), ...lexiconWords('deposit')])];

/** Messages holding any of the forms (one search of the family of words: the newest 200 matches), oldest first. */
async function searchForms(t: Turn, forms: readonly string[], input: { authorId?: string; withPersonId?: string; chatId?: string; period?: Period }): Promise<FoundMessage[]> {
  const [query, ...more] = anyOfAll(forms);
  if (!query) return [];
  const r = await call(t.calls, 'search_messages', { ...input, query, anyOf: more.length ? more : [query], limit: 200 });
  if (r.data.matched === 'none') return [];
  return [...r.data.messages].sort((a, b) => (a.at < b.at ? -1 : 1));
}

/** Whether a text holds one of the forms: a word beginning with it (4+ letters), the word itself, or the phrase. */
function holds(text: string, forms: readonly string[]): boolean {
  const low = foldText(text);
  const ws = low.split(/[^\p{L}\p{N}]+/u);
  return forms.some((f) => (f.includes(' ') ? low.includes(f) : ws.some((w) => (f.length >= 4 ? w.startsWith(f) : w === f))));
}

const TENSION_ONLY = Object.values(TENSION_WORDS).flat();
/** Words of tension that are no apology ("unfair", "egoísta"; not "sorry"). */
const REPROACH = TENSION_ONLY.filter((w) => !lexiconWords('apology').includes(w));
const saysTension = (m: FoundMessage) => holds(m.text, TENSION_ONLY);

/**
 * Whether the first messages after a silence (its first six weeks) apologise, in any
 * language, without reproach: a silence ended by "sorry" was the quarrel's; one ended by
 * "that was unfair, I am upset" is before it.
 */
async function apologyAfter(t: Turn, filter: { authorId?: string; withPersonId?: string }, g: { to: string }): Promise<boolean> {
  const from = monthStart(g.to, t.zone);
  const res = await call(t.calls, 'messages_in_period', { period: { from: from.toUTC().toISO()!, to: from.plus({ weeks: 6 }).toUTC().toISO()! }, ...filter, limit: 12 });
  const first = res.data.messages.slice(0, 12);
  return first.some((m) => holds(m.text, lexiconWords('apology'))) && !first.some((m) => holds(m.text, REPROACH));
}

/** The messages of the local day `d` (with the filter), oldest first. */
async function dayMessages(t: Turn, filter: { authorId?: string; withPersonId?: string }, d: DateTime, limit = 8): Promise<FoundMessage[]> {
  const res = await call(t.calls, 'messages_in_period', { period: { from: d.toUTC().toISO()!, to: d.plus({ days: 1 }).toUTC().toISO()! }, ...filter, limit });
  return res.data.messages;
}

/**
 * When things got tense with someone: the words of tension (any language) in the months
 * before a silence or the end of the messages (the window with most of them), else in the
 * period asked; without such words, the last month before the level of messages fell. The
 * day of that month with the most of them is cited whole (a quarrel is a burst of messages).
 */
async function tension(
  t: Turn,
  p: Person,
  words: string,
  filter: { authorId?: string; withPersonId?: string },
  tr: Trend,
  gaps: { from: string; to: string; months: number }[],
  reason: boolean,
): Promise<Made | null> {
  // One search over the whole chat (or the period asked); the windows are read from its hits.
  const found = await searchForms(t, TENSE_FORMS, { ...filter, period: t.period });
  const seen = new Map<string, number>();
  for (const m of found) seen.set(m.text.trim().toLowerCase(), (seen.get(m.text.trim().toLowerCase()) ?? 0) + 1);
  // A text repeated word for word is a habit ("sorry late again"), not a quarrel.
  const hits = found.filter((m) => (seen.get(m.text.trim().toLowerCase()) ?? 0) < 3);
  // The windows: the four months before each silence and before the messages end; a silence an
  // apology ends first (a quarrel, then silence, then "sorry"), then the one with most words of tension.
  const apologised = await Promise.all(gaps.slice(0, 4).map((g) => apologyAfter(t, filter, g)));
  const ends = [
    ...gaps.slice(0, 4).filter((_, i) => apologised[i]).map((g) => g.from),
    ...(tr.stoppedAfter ? [nextMonth(tr.stoppedAfter)] : []),
    ...gaps.filter((_, i) => !apologised[i]).map((g) => g.from),
  ];
  const within = (e: string) => {
    const to = monthStart(e, t.zone);
    const from = to.minus({ months: 4 });
    return hits.filter((m) => {
      const at = DateTime.fromISO(m.at);
      return at >= from && at < to;
    });
  };
  let best: FoundMessage[] = [];
  let endAt: string | undefined;
  if (!t.period) {
    for (const [i, e] of ends.entries()) {
      const h = within(e);
      // A silence an apology ends is the quarrel's even with few words; else the most words.
      if ((i === 0 && apologised.some(Boolean)) || h.length > best.length) {
        best = h;
        endAt = e;
        if (i === 0 && apologised.some(Boolean)) break;
      }
    }
  }
  if (!best.length && !endAt) best = hits;
  const monthKey = (m: FoundMessage) => DateTime.fromISO(m.at, { zone: t.zone }).toFormat('yyyy-MM');
  const dayKey = (m: FoundMessage) => DateTime.fromISO(m.at, { zone: t.zone }).toISODate()!;
  const mostOf = (list: FoundMessage[], key: (m: FoundMessage) => string) => {
    const n = new Map<string, number>();
    for (const m of list) n.set(key(m), (n.get(key(m)) ?? 0) + 1);
    return [...n].sort((a, b) => b[1] - a[1] || (a[0] < b[0] ? -1 : 1))[0]?.[0];
  };
  let ym: string | undefined;
  let shown: FoundMessage[];
  let how: string;
  // One word of tension before a silence is chatter ("God abeg"); two or more make it tense (the month with most,
  // the earliest of equals), else the month before the silence decides.
  const topMonth = best.length ? mostOf(best, monthKey)! : undefined;
  const strong = best.length >= 2 || best.some(saysTension);
  const fallsBack = Boolean(endAt || ends[0] || tr.changes.some((c) => c.direction === 'down'));
  if (best.length && (strong || !fallsBack)) {
    ym = topMonth!;
    const inMonth = best.filter((m) => monthKey(m) === ym);
    const d = DateTime.fromISO(mostOf(inMonth, dayKey)!, { zone: t.zone });
    // The day with most of them whole, and how the month began (a quarrel builds up).
    const from = monthStart(ym, t.zone);
    const opening = await call(t.calls, 'messages_in_period', { period: { from: from.toUTC().toISO()!, to: from.plus({ months: 1 }).toUTC().toISO()! }, ...filter, limit: 30 });
    shown = [...inMonth.slice(0, 1), ...(await dayMessages(t, filter, d, 4)), ...opening.data.messages.slice(0, 3)];
    how = `${plural(inMonth.length, 'message')} of reproach or apology that month (most on ${dayLabel(d)}), like ${quote(inMonth[0]!.text, 50)}`;
  } else {
    // No words of tension in any language the table knows: the month before the silence, or before the messages fell or stopped.
    const down = endAt ?? ends[0] ? undefined : tr.changes.find((c) => c.direction === 'down');
    const end = endAt ?? ends[0] ?? down?.month;
    if (!end) return null;
    ym = monthStart(end, t.zone).minus({ months: 1 }).toFormat('yyyy-MM');
    const from = monthStart(ym, t.zone);
    const res = await call(t.calls, 'messages_in_period', { period: { from: from.toUTC().toISO()!, to: from.plus({ months: 1 }).toUTC().toISO()! }, ...filter, limit: 30 });
    if (!res.data.count) return null;
    const d = DateTime.fromISO(mostOf(res.data.messages, dayKey)!, { zone: t.zone });
    shown = await dayMessages(t, filter, d);
    how = `the last month before the messages ${down ? `fell from about ${num(Math.round(down.before))} to ${num(Math.round(down.after))} a month` : 'went silent'}; its busiest day was ${dayLabel(d)}`;
  }
  const gap = gaps.find((g) => g.from > ym!);
  const after = tr.stoppedAfter && tr.stoppedAfter >= ym ? ` The messages stop after ${month(tr.stoppedAfter)}.` : gap ? ` Then ${plural(gap.months, 'month')} of silence from ${month(gap.from)}.` : '';
  return {
    answer: `${month(ym)} — things got tense between you and ${p.name}: ${how}.${after}${reason ? ' The reasons are in these messages’ own words (cited).' : ''}`,
    citations: uniq([...shown.map(messageCite), personCite(p)]),
    explain: `I searched the messages ${words} for words of tension in every language I know (sorry, unfair, upset…) in the months before a silence, and took the month and the day with the most; mood is read from these words only.`,
  };
}

/** Months between two instants (at least one). */
const monthsBetween = (a: string, b: string) => Math.max(1, DateTime.fromISO(b).diff(DateTime.fromISO(a), 'months').months);

/**
 * "Did I talk to Chloe more before or after the move?": the messages with them on each side
 * of the period's edge (the year either side when the question says so), with a monthly rate
 * since the two sides are seldom as long.
 */
async function beforeAfter(t: Turn, p: Person): Promise<Made> {
  const at = (t.period!.from ?? t.period!.to)!;
  const f = await personFilter(t, p, t.reading.by);
  const filter = { authorId: f.authorId, withPersonId: f.withPersonId };
  const unit = /\b(year|month|week)s? (?:before|after)\b/i.exec(t.input.question)?.[1]?.toLowerCase() as 'year' | 'month' | 'week' | undefined;
  const edge = DateTime.fromISO(at);
  const before: Period = unit ? { from: edge.minus({ [`${unit}s`]: 1 }).toUTC().toISO()!, to: at } : { to: at };
  const after: Period = unit ? { from: at, to: edge.plus({ [`${unit}s`]: 1 }).toUTC().toISO()! } : { from: at };
  const [a, b, o, first] = await Promise.all([
    call(t.calls, 'count_messages', { ...filter, period: before }),
    call(t.calls, 'count_messages', { ...filter, period: after }),
    call(t.calls, 'overview', {}),
    call(t.calls, 'first_last', { which: 'first', ...filter }),
  ]);
  const event = t.label.replace(/^(?:since|before|after|until) /, '').replace(/^you left /, 'you left ');
  const na = a.data.count;
  const nb = b.data.count;
  let rates = '';
  if (!unit && first.data.at && o.data.last) {
    const ra = na / monthsBetween(first.data.at, at);
    const rb = nb / monthsBetween(at, o.data.last);
    if (na && nb) rates = ` — about ${num(Math.round(ra))} a month before, ${num(Math.round(rb))} after`;
  }
  const side = na === nb ? 'As much before as after' : na > nb ? 'More before' : 'More after';
  const span = unit ? `the ${unit} before` : 'before';
  const span2 = unit ? `the ${unit} after` : 'after';
  return {
    answer: `${side}: ${plural(na, 'message')} ${f.words} ${span} ${event}, ${num(nb)} ${span2}${rates}.`,
    citations: uniq([personCite(p), ...a.citations.slice(0, 2), ...b.citations.slice(0, 2)]),
    explain: `I counted the messages ${f.words} ${span} and ${span2} ${event}${rates ? ', and per month over each side' : ''}.`,
  };
}

/**
 * "Who did I drift apart from in 2023?", "who did I get closer to after the move?": the
 * people you write with most, their messages per month on each side (a period's halves, the
 * two sides of an open period's edge, else the last year and the one before), ranked by how
 * much that rose or fell.
 */
async function rankChange(t: Turn): Promise<Made> {
  const o = (await call(t.calls, 'overview', {})).data;
  if (!o.first || !o.last) return emptyPeriod(t, 'messages');
  const first = DateTime.fromISO(o.first);
  const last = DateTime.fromISO(o.last);
  let a: { from: DateTime; to: DateTime };
  let b: { from: DateTime; to: DateTime };
  const pf = t.period?.from ? DateTime.fromISO(t.period.from) : null;
  const pt = t.period?.to ? DateTime.fromISO(t.period.to) : null;
  if (pf && pt) {
    const mid = pf.plus({ milliseconds: pt.diff(pf).milliseconds / 2 });
    a = { from: pf, to: mid };
    b = { from: mid, to: pt };
  } else if (pf || pt) {
    const at = (pf ?? pt)!;
    a = { from: first, to: at };
    b = { from: at, to: last };
  } else {
    a = { from: last.minus({ years: 2 }), to: last.minus({ years: 1 }) };
    b = { from: last.minus({ years: 1 }), to: last };
  }
  const iso = (d: DateTime) => d.toUTC().toISO()!;
  const down = t.reading.direction !== 'up';
  // The people you write with most over both sides, and each side's count of them (two rankings, not a count per person).
  const owner = t.calls.ctx.ownerId;
  const [all, ra, rb] = await Promise.all([
    call(t.calls, 'rank_people', { by: 'withOwner', period: { from: iso(a.from), to: iso(b.to) }, limit: 15 }),
    call(t.calls, 'rank_people', { by: 'withOwner', period: { from: iso(a.from), to: iso(a.to) }, limit: 50 }),
    call(t.calls, 'rank_people', { by: 'withOwner', period: { from: iso(b.from), to: iso(b.to) }, limit: 50 }),
  ]);
  const ranked = all.data.filter((x) => x.withOwner > 0 && x.id !== owner);
  if (!ranked.length) return emptyPeriod(t, 'messages');
  // Months of each side within the data (a side before the first message is not quiet, it is nothing).
  const len = (s: { from: DateTime; to: DateTime }) => Math.max(1, DateTime.min(s.to, last).diff(DateTime.max(s.from, first), 'months').months);
  const countIn = (list: typeof all.data, id: string) => list.find((x) => x.id === id)?.withOwner ?? 0;
  const rows = ranked.map((x) => {
    const na = countIn(ra.data, x.id);
    const nb = countIn(rb.data, x.id);
    const rA = na / len(a);
    const rB = nb / len(b);
    return { x, na, nb, ra: rA, rb: rB, score: (rB + 1) / (rA + 1) };
  });
  const MIN = 5;
  const pool = rows.filter((r) => (down ? r.na >= MIN : r.nb >= MIN)).sort((p1, p2) => (down ? p1.score - p2.score : p2.score - p1.score));
  const top = pool[0];
  if (!top || (down ? top.score >= 1 : top.score <= 1)) {
    return { answer: `No one you write with most ${down ? 'wrote less' : 'wrote more'}${t.label ? ` ${t.label}` : ''}: the messages with each stayed about as many.`, citations: rows.slice(0, 3).map((r) => personCite(r.x)) };
  }
  const sides = pf && pt ? ['in the first half', 'in the second'] : pf || pt ? ['before', 'after'] : ['the year before', 'the last year'];
  const fig = (r: (typeof rows)[number]) => `about ${num(Math.round(r.ra))} a month ${sides[0]}, ${num(Math.round(r.rb))} ${sides[1]}`;
  const next = pool.slice(1, 3).filter((r) => (down ? r.score < 0.7 : r.score > 1.4)).map((r) => `${r.x.name} (${fig(r)})`);
  const word = down ? 'drifted apart' : 'got closer';
  const label = t.label ? ` ${t.label}` : '';
  return {
    answer: `${top.x.name} — messages between you went from ${fig(top)}${label} (${num(top.na)} → ${num(top.nb)}).${next.length ? ` Also ${list(next)}.` : ''}`,
    citations: uniq([personCite(top.x), ...(await call(t.calls, 'first_last', { which: 'last', withPersonId: top.x.id, period: { from: iso(a.from), to: iso(down ? a.to : b.to) } })).citations.slice(0, 1), ...pool.slice(1, 3).map((r) => personCite(r.x))]),
    explain: `I took the people you write with most and compared their messages per month ${sides[0]} and ${sides[1]}${label}; who ${word} most is who changed most.`,
  };
}

async function whenEvent(t: Turn): Promise<Made> {
  // "When did I move (to Hamburg)?": the day location history moves, in any language.
  if (/\b(?:when|what (?:day|date|month|year)) (?:did|do) (?:i|we) (?:move|relocate)\b|\bwhen (?:was|is) (?:the|my|our) (?:move|relocation)\b/i.test(t.input.question)) {
    const named = /\b(?:move|relocate) (?:to|from|out of|away from) ([\p{L}'-]+(?: [\p{L}'-]+){0,2})/iu.exec(t.input.question);
    const place = t.resolved.placeQueries[0] ?? named?.[1] ?? null;
    const moved = await moveDay(t.calls, t.zone, { place, left: /\b(?:from|out of|away from|leave|left)\b/i.test(t.input.question) }, t.period);
    if (moved) {
      return {
        answer: `${dayLabel(moved.day)} — you moved from ${englishShortPlace(moved.from)} to ${englishShortPlace(moved.to)}: from that day your location history is in ${englishShortPlace(moved.to)}.`,
        citations: uniq([moved.placeCite, ...moved.cites]),
        explain: 'I read the city of each day of your location history and took the day it changed for good (a trip is not a move), with the messages of that day.',
      };
    }
  }
  const arrived = ARRIVE_ASKED.test(t.input.question) ? await arrival(t) : null;
  if (arrived) return arrived;
  const group = t.resolved.placeGroups[0];
  const placeWords = new Set(t.resolved.places.flatMap((x) => x.name.toLowerCase().split(/[\s,]+/)));
  // "When was the Amsterdam trip?": a trip, visit or stay at a named place is the time you were there.
  // "When did Bea and I go to Singapore?": going somewhere with someone is the time you were there.
  const nameWords = new Set(t.people.flatMap((x) => x.name.toLowerCase().split(' ')));
  const eventTopic = (t.reading.topic ?? '')
    .split(' ')
    .filter((w) => w && !placeWords.has(w.toLowerCase()))
    .filter((w) => !(group && (eventConcept(w) === 'trip' || nameWords.has(w.toLowerCase()) || /^(?:visit\w*|stay\w*|weekend|getaway|break|go|went|gone|going|travel\w*|fly|flew|drive|drove)$/i.test(w))));
  if (group && !eventTopic.length) {
    const visit = await placeVisit(t, 'span');
    if (visit) return visit;
  }
  if (group && !eventTopic.length) {
    const res = await photosOfPlace(t, 0, { limit: 24 });
    const all = [res];
    const shots = res.data.photos.filter((x) => x.at).sort((a, b) => (a.at! < b.at! ? -1 : 1));
    if (shots.length) {
      const a = shots[0]!.at!, b = shots[shots.length - 1]!.at!;
      const span2 = monthOf(a, t.zone) === monthOf(b, t.zone) ? monthOf(a, t.zone) : `${monthOf(a, t.zone)} to ${monthOf(b, t.zone)}`;
      return {
        answer: `${span2} — your photos from ${englishPlace(group[0]!.name)} run from ${day(a, t.zone)} to ${day(b, t.zone)}.`,
        citations: uniq([{ kind: 'place', id: group[0]!.id, name: group[0]!.name, lat: group[0]!.lat, lon: group[0]!.lon }, ...all.flatMap((r) => r.citations)]),
        explain: 'I read the dates of the photos taken there.',
      };
    }
  }
  const names = new Set(t.people.flatMap((x) => x.name.toLowerCase().split(' ')));
  // "When did Leo come to see me?": their visit, told in the chat with them ("landing Friday!").
  const visitor = t.people.filter((x) => !x.isOwner);
  const visit = visitor.length === 1 && VISITED_ME.test(t.input.question);
  const topic = visit ? 'visit' : eventTopic.filter((w) => !names.has(w.toLowerCase()) && !nicknameOf(t, w)).join(' ');
  if (!topic) return cannot(t);
  // The event the question names: its first word that names a life event ("niece born" → born), else its first word.
  const eventWord = topic.split(' ').find((w) => eventConcept(w)) ?? topic.split(' ')[0]!;
  const who = t.people.filter((x) => !x.isOwner);
  const day0 = await namedDay(t.calls, t.zone, {
    kind: 'event',
    words: eventWords(eventWord),
    within: t.period,
    authorIds: who.map((x) => x.id),
    firstDay: /\bfirst (?:day|week|shift)\b/i.test(t.input.question),
    ...(visit ? { withPersonId: visitor[0]!.id } : {}),
  });
  if (!day0) {
    const cut = planCut(t.calls.ctx);
    if (cut) return cutAbsence(t, `messages mentioning “${topic}”`, cut);
    return { answer: `No message mentions “${topic}”.`, citations: [], answered: false };
  }
  // "When did Tiago get married?" when the wedding messages are Rita's: none by or about Tiago tells his.
  if (who.length) {
    const first = who.map((x) => foldText(x.name.split(' ')[0]!));
    const about = (m: FoundMessage) => who.some((x) => x.id === m.authorId) || foldText(m.text).split(/[^\p{L}\p{N}]+/u).some((w) => first.includes(w));
    if (!(day0.all ?? day0.messages).some(about)) {
      const names = list(who.map((x) => x.name));
      return { answer: `No message from or about ${names} mentions “${topic}”: your world does not tell when that was for ${names}.`, citations: who.map(personCite), answered: false };
    }
  }
  // A message that names the event and writes its day ("the wedding is on 14 June").
  const forms = eventWords(eventWord);
  for (const m of (day0.all ?? []).slice(0, 20)) {
    const low = foldText(m.text);
    if (!forms.some((f) => low.includes(f))) continue;
    const written = dayWrittenIn(m.text, m.at, t.zone);
    if (!written) continue;
    // The messages of the day written, when the search found some ("the wedding went well"), carry it too.
    const thatDay = (day0.all ?? []).filter((x) => x.id !== m.id && DateTime.fromISO(x.at, { zone: t.zone }).hasSame(written, 'day')).slice(0, 2);
    return {
      answer: `${dayLabel(written)} — ${m.author} wrote on ${day(m.at, t.zone)}: ${quote(m.text, 70)}`,
      citations: uniq([messageCite(m), ...thatDay.map(messageCite), ...day0.messages.map(messageCite)]),
      explain: `I searched the messages for “${topic}” and read the day written in the one that names it.`,
    };
  }
  const whose = who.length ? `${list(who.map((x) => x.name))}: ` : '';
  // The message that weighed most: by the person asked about, else the first of the day.
  const lead = day0.messages.find((m) => who.some((x) => x.id === m.authorId)) ?? day0.messages[0];
  return {
    answer: `${day(day0.at, t.zone)} — ${whose}the day the messages mention “${topic}” most (${plural(day0.count, 'message')})${lead ? `; ${lead.author}: ${quote(lead.text, 60)}` : '.'}`,
    citations: uniq([...day0.messages.map(messageCite), ...who.map(personCite)]),
    explain: `I searched the messages for “${topic}” and took the day with the most of them.`,
  };
}

/** "When did I arrive in Lyon?", "when did we get home for Christmas", "what day did I land in Oslo". */
const ARRIVE_ASKED = /\b(?:when|what (?:day|date)) (?:did|do) (?:i|we) (?:arrive|get|reach|land|make it)\b/i;

/**
 * An arrival, from location history (the homes tool): the first stay in the place named — a
 * move there or a stay away (a trip, a visit home) — in the question's period if it names one;
 * "home" in any language (HOME_WORDS) is the town the owner goes back to most (the city of the
 * most days away from home), not where they live. The day is confirmed by the chats
 * (arrivalMessage: "landed", "nimefika", the city's name, on or next to that day).
 */
async function arrival(t: Turn): Promise<Made | null> {
  if (!allowed(t.calls, 'homes')) return null;
  const q = t.input.question.toLowerCase();
  const after = /\b(?:arrive|get|reach|land|make it|come|fly|go)\b(?: back)?(?: (?:in|at|to|into))? ([\p{L}'-]+(?: [\p{L}'-]+){0,2})/iu.exec(q);
  const wantsHome = after != null && HOME_WORDS.includes(foldText(after[1]!.split(' ')[0]!));
  // "get" is an arrival only with where to ("get to Oslo", "get home"), not "get the job offer from Oslo".
  if (/\b(?:did|do) (?:i|we) get\b/i.test(q) && !wantsHome && !/\bget (?:back )?(?:to|into|in)\b/i.test(q)) return null;
  const h = (await call(t.calls, 'homes', {})).data;
  const stays = [...h.homes.map((x) => ({ ...x, home: true })), ...h.trips.map((x) => ({ ...x, home: false }))].sort((a, b) => (a.from < b.from ? -1 : 1));
  let city: string | null = null;
  if (wantsHome) {
    const away = new Map<string, number>();
    for (const x of h.trips) away.set(x.name, (away.get(x.name) ?? 0) + x.days);
    city = [...away].sort((a, b) => b[1] - a[1])[0]?.[0] ?? null;
  } else {
    const words = t.resolved.placeQueries[0] ?? after?.[1] ?? '';
    const ws = words.split(' ').filter(Boolean);
    for (let n = ws.length; n >= 1 && !city; n--) city = stays.find((x) => namesCity(ws.slice(0, n).join(' '), x.name))?.name ?? null;
  }
  if (!city) return null;
  const p = t.period;
  const inPeriod = (x: { from: string; to: string }) => (!p?.from || DateTime.fromISO(x.to, { zone: t.zone }).plus({ days: 1 }) > DateTime.fromISO(p.from)) && (!p?.to || DateTime.fromISO(x.from, { zone: t.zone }) < DateTime.fromISO(p.to));
  const stay = stays.find((x) => x.name === city && inPeriod(x));
  if (!stay) return null;
  const from = DateTime.fromISO(stay.from, { zone: t.zone });
  const move = stay.home ? h.moves.find((m) => m.day >= stay.from && m.to === stay.name) : undefined;
  const first = move ? DateTime.fromISO(move.lastBefore, { zone: t.zone }).plus({ days: 1 }) : from;
  const found = await arrivalMessage(t.calls, t.zone, stay.name, first < from ? first : from, from);
  const placeCite: Citation = { kind: 'place', id: stay.placeId, name: stay.name, lat: stay.lat, lon: stay.lon };
  const place = englishShortPlace(stay.name);
  const why = wantsHome ? ` (home: the town you go back to most, ${place})` : '';
  const until = stay.home ? ` — you lived there until ${dayLabel(DateTime.fromISO(stay.to, { zone: t.zone }))}` : `, staying until ${dayLabel(DateTime.fromISO(stay.to, { zone: t.zone }))}`;
  const lead = found.cites[0]?.kind === 'message' ? `; ${found.cites[0].author}: ${quote(found.cites[0].text, 60)}` : '';
  return {
    answer: `${dayLabel(found.day)} — you arrived in ${place}${why}${until}${lead}`,
    citations: uniq([...found.cites, placeCite]),
    explain: 'I read the city of each day of your location history, took the first stay there in the time you asked about, and the messages of that day that say you arrived or name the place.',
  };
}

/** "come (to) visit me", "came to see us", "visited me": someone else's visit to the owner. */
const VISITED_ME = /\b(?:visit(?:ed|ing|s)?|c[ao]me (?:over )?(?:to )?(?:visit|see)|c[ao]me over to see) (?:me|us)\b/i;

/** Whether a word of the question is what a resolved person is called ("khti" taken as Salma). */
function nicknameOf(t: Turn, w: string): boolean {
  const f = foldText(w);
  return t.people.some((p) => p.note != null && foldText(p.note).startsWith(`taking ${f} as `));
}

async function rankChats(t: Turn): Promise<Made> {
  const res = await call(t.calls, 'find_chats', { name: '', limit: 20 });
  const chats = [...res.data].sort((a, b) => (t.reading.order === 'least' ? a.messages - b.messages : b.messages - a.messages));
  const groups = /\bgroup/i.test(t.input.question) ? chats.filter((c) => c.isGroup) : chats;
  if (!groups.length) return cannot(t, 'Your world has no such chats.');
  const top = groups[0]!;
  const next = groups.slice(1, 3).map((c) => `${c.title} (${num(c.messages)})`);
  return {
    answer: `${top.title} — ${plural(top.messages, 'message')}.${next.length ? ` Then ${list(next)}.` : ''}`,
    citations: uniq(groups.slice(0, 3).map((c) => ({ kind: 'chat', id: c.id, title: c.title, isGroup: c.isGroup }) as Citation)),
    explain: 'I ranked your chats by the messages your world shows.',
  };
}

async function overview(t: Turn): Promise<Made> {
  const o = (await call(t.calls, 'overview', {})).data;
  if (!o.first || !o.last) return { answer: 'Your world is empty: import a chat, photos or location history first.', citations: [], answered: false };
  return {
    answer: `Your world holds ${plural(o.messages, 'message')}, ${plural(o.photos, 'photo')} and ${plural(o.places, 'place')}, with ${plural(o.people, 'person', 'people')} in ${plural(o.chats, 'chat')}, from ${monthOf(o.first, t.zone)} to ${monthOf(o.last, t.zone)}.`,
    citations: o.owner ? [personCite(o.owner)] : [],
  };
}

/** What a shared link's tools do not read, in words. */
const NOT_SHOWN: Partial<Record<keyof ToolIo, string>> = {
  search_messages: 'what was written',
  messages_in_period: 'what was written',
  first_last: 'single messages and their dates',
  count_messages: 'message counts',
  trend: 'messages over time',
  rank_people: 'who writes to whom',
  places: 'places',
  find_places: 'places',
  photos: 'photos',
  chat_members: 'who is in a group',
};

/**
 * A question needing a tool the reader may not call (a shared link shows one world): say
 * plainly what the link does not show, and what it does show of the person named.
 */
async function notShown(t: Turn, tool: keyof ToolIo): Promise<Made> {
  const p = t.people.find((x) => !x.isOwner);
  let shown = '';
  const citations: Citation[] = [];
  if (p && allowed(t.calls, 'count_messages')) {
    const n = await call(t.calls, 'count_messages', { withPersonId: p.id, period: t.period });
    const f = n.data.count ? n : await call(t.calls, 'count_messages', { authorId: p.id, period: t.period });
    shown = ` What it does show: ${plural(f.data.count, 'message')} ${f === n ? `between you and ${p.name}` : `from ${p.name}`}${t.label ? ` ${t.label}` : ''}.`;
    citations.push(personCite(p), ...f.citations);
  }
  return { answer: `This shared link does not show ${NOT_SHOWN[tool] ?? 'that'}, so it cannot answer this.${shown}`, citations: uniq(citations), answered: false };
}

function cannot(t: Turn, why?: string): Made {
  return {
    answer: why ?? 'Your chats, photos and places do not answer that: I can only tell what your world holds.',
    citations: [],
    answered: false,
  };
}

/* ---------- periods that need the data ---------- */

interface DayHits {
  /** Every message found for the words, best first. */
  all?: FoundMessage[];
  at: string;
  count: number;
  authors: Set<string>;
  messages: FoundMessage[];
}

/** The local day the messages mention the words most ("the move"), within `period`. */
/**
 * A day a question names: the owner's birthday ("on my birthday in 2024"), or an event the
 * messages tell of ("Salma's wedding", "when the baby was born", "our fight", "my new job"):
 * its words in every language (event-words.ts), whose it is (`authorIds`: their messages
 * weigh more; `withPersonId`: only the chat with them, as for their visit), and other words
 * of the clause that mark the day (`marks`: "Adam" of "when Adam was born").
 */
export type NamedDay =
  | { kind: 'birthday'; within?: Period }
  | { kind: 'event'; words: string[]; within?: Period; authorIds?: string[]; withPersonId?: string; marks?: string[]; firstDay?: boolean };

/**
 * The one resolver of named days (#29): every answer that needs the day of a birthday or an
 * event — who wished me, where was I, what did X write then, when was it, who is in its
 * photos — asks here, so a day found for one kind of question is found for all of them.
 * (A move is read from location history first: moveDay, then the messages of that day.)
 */
async function namedDay(calls: Calls, zone: string, req: NamedDay): Promise<DayHits | null> {
  if (req.kind === 'birthday') return birthday(calls, zone, req.within);
  return eventDay(calls, req.words, zone, req.within, req.authorIds ?? [], req.firstDay ?? false, { marks: req.marks, withPersonId: req.withPersonId });
}

async function eventDay(calls: Calls, words: string[], zone: string, period?: Period, authorIds: string[] = [], firstDay = false, opts: { marks?: string[]; withPersonId?: string } = {}): Promise<DayHits | null> {
  const forms = [...new Set(words.map((w) => w.toLowerCase()))];
  const marks = (opts.marks ?? []).map((w) => foldText(w));
  // One search for any of the forms, every language's (the tool falls back to messages holding any of them).
  const r = await searchAll(calls, forms, { period, limit: 50, ...(opts.withPersonId ? { withPersonId: opts.withPersonId } : {}) });
  if (r.data.matched === 'none') return null;
  // A text repeated word for word ("meeting moved to 3") is chatter, not the event.
  const times = new Map<string, number>();
  for (const m of r.data.messages) times.set(m.text.trim().toLowerCase(), (times.get(m.text.trim().toLowerCase()) ?? 0) + 1);
  const named = new RegExp(`\\b(?:the|our|my|your) (?:${forms.map(escapeRe).join('|')})`, 'i');
  const days = new Map<string, DayHits & { score: number }>();
  for (const m of r.data.messages) {
    if ((times.get(m.text.trim().toLowerCase()) ?? 0) >= 3) continue;
    const k = DateTime.fromISO(m.at, { zone }).toISODate()!;
    const d = days.get(k) ?? { at: m.at, count: 0, authors: new Set<string>(), messages: [], score: 0 };
    d.count += 1;
    // "the move", "our wedding": the event itself is named; "the wedding is today", "bugün düğün günü": it is that day.
    d.score += named.test(m.text) ? 2 : 1;
    if (holds(m.text, TODAY_WORDS)) d.score += 2;
    // "When did Elif get married?": what Elif wrote of it counts most.
    if (authorIds.includes(m.authorId)) d.score += 1;
    // "my first day at the new job": the day a message says it is the first day.
    if (firstDay && holds(m.text, FIRST_DAY_WORDS)) d.score += 3;
    // "when Adam was born": the day whose messages also name Adam.
    if (marks.length && foldText(m.text).split(/[^\p{L}\p{N}]+/u).some((w) => marks.includes(w))) d.score += 3;
    d.authors.add(m.authorId);
    d.messages.push(m);
    days.set(k, d);
  }
  let best: (DayHits & { score: number }) | null = null;
  for (const d of days.values()) if (!best || d.score + d.authors.size > best.score + best.authors.size || (d.score + d.authors.size === best.score + best.authors.size && d.at < best.at)) best = d;
  return best && { ...best, all: r.data.messages };
}

/** Whether the words name the city `name` ("cebu" names "Cebu City, Philippines"; accents and case ignored). */
function namesCity(words: string, name: string): boolean {
  const w = foldText(words).split(/[^\p{L}\p{N}]+/u).filter(Boolean);
  const n = foldText(name.split(',')[0]!).split(/[^\p{L}\p{N}]+/u).filter(Boolean);
  const en = foldText(englishShortPlace(name)).split(/[^\p{L}\p{N}]+/u).filter(Boolean);
  return w.length > 0 && (w.every((x) => n.includes(x)) || w.every((x) => en.includes(x)));
}

/**
 * The day of a move, from location history (the homes tool: any language): the move to or
 * from the place named (the longest run of the words naming a city), else the latest move
 * (in `within`). The messages of that day that speak of it are cited.
 */
async function moveDay(calls: Calls, zone: string, move: { place: string | null; left: boolean }, within?: Period): Promise<{ day: DateTime; from: string; to: string; cites: Citation[]; placeCite: Citation } | null> {
  if (!allowed(calls, 'homes')) return null;
  const h = (await call(calls, 'homes', { period: within })).data;
  if (!h.moves.length) return null;
  let pick: Homes['moves'][number] | undefined;
  if (move.place) {
    const ws = move.place.split(' ');
    for (let n = ws.length; n >= 1 && !pick; n--) {
      const words = ws.slice(0, n).join(' ');
      pick = [...h.moves].reverse().find((m) => namesCity(words, move.left ? m.from : m.to));
    }
    if (!pick) return null;
  } else pick = h.moves[h.moves.length - 1];
  const day = DateTime.fromISO(pick!.day, { zone }).startOf('day');
  const gapFrom = DateTime.fromISO(pick!.lastBefore, { zone }).startOf('day').plus({ days: 1 });
  const arrived = await arrivalMessage(calls, zone, pick!.to, gapFrom < day ? gapFrom : day, day);
  const placeCite: Citation = { kind: 'place', id: pick!.placeId, name: pick!.to, lat: pick!.lat, lon: pick!.lon };
  return { day: arrived.day, from: pick!.from, to: pick!.to, cites: [...arrived.cites, placeCite], placeCite };
}

/**
 * The day of an arrival in `city` that location history puts between `from` and `to` (local
 * days), confirmed by the chats: of the messages from a day before to a day after that name
 * the city or say they arrived or moved (ARRIVAL_WORDS, the move's words, every language),
 * the owner's naming the city and saying they arrived weigh most, and their day is the day
 * (location history may skip days); with none, `to`, cited with that day's first messages.
 */
async function arrivalMessage(calls: Calls, zone: string, city: string, from: DateTime, to: DateTime): Promise<{ day: DateTime; cites: Citation[] }> {
  if (!allowed(calls, 'search_messages')) return { day: to, cites: [] };
  const name = foldText(englishShortPlace(city).split(/[,(]/)[0]!.trim());
  const own = foldText(city.split(',')[0]!.trim());
  const names = [...new Set([own, name])].filter(Boolean);
  const period = { from: from.minus({ days: 1 }).toUTC().toISO()!, to: to.plus({ days: 2 }).toUTC().toISO()! };
  const hits = await searchAll(calls, [...names, ...ARRIVAL_WORDS, ...eventWords('move')], { period, limit: 50 });
  const owner = calls.ctx.ownerId;
  const scored = (hits.data.matched === 'none' ? [] : hits.data.messages).map((m) => {
    const low = foldText(m.text);
    const ws = low.split(/[^\p{L}\p{N}]+/u);
    const namesIt = names.some((n) => (n.includes(' ') ? low.includes(n) : ws.includes(n)));
    const d = DateTime.fromISO(m.at, { zone }).startOf('day');
    const inside = d >= from && d <= to;
    const score = (namesIt ? 2 : 0) + (holds(m.text, ARRIVAL_WORDS) ? 2 : 0) + (holds(m.text, eventWords('move')) ? 1 : 0) + (owner && m.authorId === owner ? 1 : 0) + (inside ? 1 : 0) + (d.hasSame(to, 'day') ? 1 : 0);
    return { m, d, score };
  });
  scored.sort((a, b) => b.score - a.score || (a.m.at < b.m.at ? -1 : 1));
  const best = scored[0];
  if (best && best.score >= 4) {
    const sameDay = scored.filter((x) => x.d.hasSame(best.d, 'day')).slice(0, 3);
    return { day: best.d, cites: sameDay.map((x) => messageCite(x.m)) };
  }
  const dayPeriod = { from: to.toUTC().toISO()!, to: to.plus({ days: 1 }).toUTC().toISO()! };
  const firsts = scored.filter((x) => x.d.hasSame(to, 'day')).slice(0, 3).map((x) => messageCite(x.m));
  if (firsts.length) return { day: to, cites: firsts };
  return { day: to, cites: (await call(calls, 'messages_in_period', { period: dayPeriod, limit: 3 })).data.messages.map(messageCite) };
}


/**
 * The stretch of days the owner lived in a place (the homes tool: location history; "lived in
 * Cebu" → from the move there to the last day before the move away), or null.
 */
async function livedIn(calls: Calls, zone: string, place: string): Promise<{ name: string; from: DateTime; to: DateTime; cite: Citation } | null> {
  if (!allowed(calls, 'homes')) return null;
  const h = (await call(calls, 'homes', {})).data;
  const ws = place.split(' ');
  for (let n = ws.length; n >= 1; n--) {
    const words = ws.slice(0, n).join(' ');
    const stretch = h.homes.filter((x) => namesCity(words, x.name));
    if (!stretch.length) continue;
    // Two stretches in one city (back after years away): the longest.
    const x = [...stretch].sort((a, b) => b.days - a.days)[0]!;
    // From the day of the move there (the day the stretch starts), to the day before the next move.
    const next = h.moves.find((m) => m.day > x.from);
    const to = next ? DateTime.fromISO(next.day, { zone }).minus({ days: 1 }) : DateTime.fromISO(x.to, { zone });
    return { name: x.name, from: DateTime.fromISO(x.from, { zone }), to, cite: { kind: 'place', id: x.placeId, name: x.name, lat: x.lat, lon: x.lon } };
  }
  return null;
}

/** "Who greeted me on my birthday?", "who was first to say happy birthday", "how many people wished me…". */
const WISHES_ASKED = /\b(?:greet\w*|wish\w*|congratulat\w*|happy birthday|said happy|say happy)\b/i;
/** A question quoting a wish ("who sent me hbd / sto lat on my birthday?") asks who wished. */
const WISH_QUOTED = new RegExp(`(?<![\\p{L}\\p{N}])(?:${BIRTHDAY_WISHES.map((w) => escapeRe(w)).join('|')})(?![\\p{L}\\p{N}])`, 'u');
const isWishesQuestion = (r: Reading, q: string) =>
  (WISHES_ASKED.test(q) || WISH_QUOTED.test(foldLetters(q))) && /\bbirthday\b/i.test(q) && /^(?:who|how many|which|name)\b|\bwho\b/i.test(q.trim()) && !/\b(?:most|least|more|fewer)\b/i.test(q) && r.intent !== 'when-event';

/**
 * Who wished the owner a happy birthday, in any language (event-words.ts): the birthday in
 * the period (the day of the question's "my birthday", or the one found in a year asked),
 * its wishes by others in the order they came; "first" names the earliest.
 */
async function birthdayWishes(t: Turn): Promise<Made | null> {
  const oneDay = t.period?.from && t.period.to && Date.parse(t.period.to) - Date.parse(t.period.from) <= 25 * 3600_000;
  const b = oneDay ? null : await namedDay(t.calls, t.zone, { kind: 'birthday', within: t.period });
  const d = oneDay ? DateTime.fromISO(t.period!.from!, { zone: t.zone }) : b ? DateTime.fromISO(b.at, { zone: t.zone }).startOf('day') : null;
  if (!d) return null;
  // A wish the evening before or the day after (another time zone, a late friend) is a wish for that birthday.
  const period = { from: d.minus({ days: 1 }).toUTC().toISO()!, to: d.plus({ days: 2 }).toUTC().toISO()! };
  const res = await searchAll(t.calls, BIRTHDAY_FORMS, { period, limit: 50 });
  const owner = t.calls.ctx.ownerId;
  const ms = (res.data.matched === 'none' ? [] : res.data.messages).filter((m) => m.authorId !== owner).sort((a, b2) => (a.at < b2.at ? -1 : 1));
  const firsts = new Map<string, FoundMessage>();
  for (const m of ms) if (!firsts.has(m.authorId)) firsts.set(m.authorId, m);
  const wishes = [...firsts.values()];
  if (!wishes.length) return null;
  const label = dayLabel(d);
  if (/\bfirst\b/i.test(t.input.question)) {
    const m = wishes[0]!;
    return {
      answer: `${m.author} — the first to wish you a happy birthday on ${label}, at ${DateTime.fromISO(m.at, { zone: t.zone }).toFormat('HH:mm')}: ${quote(m.text, 60)}${wishes.length > 1 ? ` (${plural(wishes.length, 'person', 'people')} in all)` : ''}.`,
      citations: uniq([messageCite(m), ...wishes.slice(1, 4).map(messageCite)]),
      explain: 'I read the birthday wishes of that day, in every language your chats use, in the order they came.',
    };
  }
  return {
    answer: `${plural(wishes.length, 'person', 'people')} wished you a happy birthday on ${label}: ${list(wishes.map((m) => m.author))}.`,
    citations: uniq(wishes.map(messageCite)),
    explain: 'I read the birthday wishes of that day, in every language your chats use, by who wrote them.',
  };
}

const BIRTHDAY_WORDS = ['birthday', 'bday', 'cumpleaños', 'anniversaire', 'geburtstag', 'compleanno', 'aniversário', 'verjaardag', 'urodziny'];
/** Birthday words and wishes, every language (event-words.ts), folded and deduplicated. */
const BIRTHDAY_FORMS = [...new Set([...BIRTHDAY_WORDS.map((w) => foldText(w)), ...BIRTHDAY_WISHES, ...lexiconWords('birthday')])];

/**
 * The owner's birthday (#29): the day of the year others wish them a happy birthday on, learned
 * from the wishes of every year of the data (any language, event-words.ts), so a year with only
 * one or two wishes still has its birthday; then that day in the period asked (the latest one
 * when none is asked). Without a day wished on in two years, a day with ≥ 3 wishes from others.
 */
async function birthday(calls: Calls, zone: string, within?: Period): Promise<DayHits | null> {
  const learned = await birthdayOfYear(calls, zone);
  if (learned) {
    const ov = (await call(calls, 'overview', {})).data;
    const last = DateTime.fromISO(within?.to ?? ov.last ?? new Date().toISOString(), { zone });
    const first = DateTime.fromISO(within?.from ?? ov.first ?? last.minus({ years: 30 }).toISO()!, { zone });
    const [mo, d] = learned.split('-').map(Number) as [number, number];
    for (let y = last.year; y >= first.year; y--) {
      const day = DateTime.fromObject({ year: y, month: mo, day: d }, { zone });
      if (!day.isValid || day < first.startOf('day') || (within?.to ? day >= last : day > last)) continue;
      // Wishes the day before or after (time zones, a late or early wish) count for that birthday.
      const around = { from: day.minus({ days: 1 }).toUTC().toISO()!, to: day.plus({ days: 2 }).toUTC().toISO()! };
      const days = await wishDays(calls, zone, around);
      const messages = [...days.values()].flatMap((x) => x.messages);
      return { at: day.toUTC().toISO()!, count: messages.length, authors: new Set(messages.map((m) => m.authorId)), messages };
    }
    return null;
  }
  // "My birthday" unqualified is the latest: the last year of the shown data first (the search
  // answers its best-ranked matches, which could all be older birthdays), then all of it.
  if (!within) {
    const last = (await call(calls, 'overview', {})).data.last;
    if (last) {
      const recent = await birthdayIn(calls, zone, { from: DateTime.fromISO(last).minus({ months: 13 }).toUTC().toISO()! });
      if (recent) return recent;
    }
  }
  return birthdayIn(calls, zone, within);
}

/** Birthdays learned per tool context (one question), as "MM-DD". */
const LEARNED_BIRTHDAYS = new WeakMap<object, Promise<string | null>>();

/**
 * The day of the year ("06-14") others wish the owner a happy birthday on: of the days wished
 * on, year by year, the one wished on in the most years (then by the most people), if that is
 * at least two years.
 */
function birthdayOfYear(calls: Calls, zone: string): Promise<string | null> {
  const key = calls.ctx as object;
  const had = LEARNED_BIRTHDAYS.get(key);
  if (had) return had;
  const run = (async () => {
    if (!allowed(calls, 'search_messages')) return null;
    const ov = (await call(calls, 'overview', {})).data;
    if (!ov.first || !ov.last) return null;
    const from = DateTime.fromISO(ov.first, { zone }).year;
    const to = DateTime.fromISO(ov.last, { zone }).year;
    const per = new Map<string, { years: Set<number>; people: number }>();
    for (let y = Math.max(from, to - 11); y <= to; y++) {
      const start = DateTime.fromObject({ year: y, month: 1, day: 1 }, { zone });
      const days = await wishDays(calls, zone, { from: start.toUTC().toISO()!, to: start.plus({ years: 1 }).toUTC().toISO()! });
      for (const [k, d] of days) {
        const md = k.slice(5);
        const e = per.get(md) ?? { years: new Set<number>(), people: 0 };
        e.years.add(y);
        e.people += d.authors.size;
        per.set(md, e);
      }
    }
    const best = [...per].sort((a, b) => b[1].years.size - a[1].years.size || b[1].people - a[1].people || (a[0] < b[0] ? -1 : 1))[0];
    return best && best[1].years.size >= 2 ? best[0] : null;
  })();
  LEARNED_BIRTHDAYS.set(key, run);
  return run;
}

/** Birthday wishes by others, per local day ("2024-06-14"), in `within`. */
async function wishDays(calls: Calls, zone: string, within?: Period): Promise<Map<string, DayHits>> {
  const owner = calls.ctx.ownerId;
  const days = new Map<string, DayHits>();
  const r = await searchAll(calls, BIRTHDAY_FORMS, { period: within, limit: 50 });
  if (r.data.matched === 'none') return days;
  const seen = new Set<string>();
  for (const m of r.data.messages) {
    if (seen.has(m.id) || m.authorId === owner) continue;
    seen.add(m.id);
    const k = DateTime.fromISO(m.at, { zone }).toISODate()!;
    const d = days.get(k) ?? { at: m.at, count: 0, authors: new Set(), messages: [] };
    d.count += 1;
    d.authors.add(m.authorId);
    d.messages.push(m);
    days.set(k, d);
  }
  return days;
}

/** The latest day in `within` on which ≥ 3 messages from others wish a happy birthday. */
async function birthdayIn(calls: Calls, zone: string, within?: Period): Promise<DayHits | null> {
  // Wishes in every language people chat in (event-words.ts), as one search for any of them
  // (anyOfAll splits them in queries of 16 words, so no language is left out).
  const days = await wishDays(calls, zone, within);
  const found = [...days.values()].filter((d) => d.count >= 3).sort((a, b) => (a.at < b.at ? 1 : -1));
  return found[0] ?? null;
}

async function specialPeriod(t: Omit<Turn, 'period' | 'label'>, req: PeriodRequest, base?: Period): Promise<{ period: Period; label: string; cites: Citation[]; note: string } | { error: string }> {
  if (req.special === 'birthday') {
    const b = await namedDay(t.calls, t.zone, { kind: 'birthday', within: req.within ?? base });
    if (!b) return { error: 'I could not find your birthday: no day has several messages wishing you a happy birthday.' };
    const d = DateTime.fromISO(b.at, { zone: t.zone }).startOf('day');
    // Plans for a birthday are written in the weeks before it.
    const from = req.ahead ? d.minus({ weeks: 6 }) : d;
    return {
      period: { from: from.toUTC().toISO()!, to: d.plus({ days: 1 }).toUTC().toISO()! },
      label: req.ahead ? `in the six weeks up to your birthday, ${dayLabel(d)}` : `on your birthday, ${dayLabel(d)}`,
      cites: b.messages.slice(0, 3).map(messageCite),
      note: `(Your birthday: the day ${plural(b.count, 'message')} wished you a happy birthday.)`,
    };
  }
  if (req.shape === 'during' && req.move?.place) {
    const lived = await livedIn(t.calls, t.zone, req.move.place);
    if (!lived) return { error: `Your location history does not show you living in ${req.move.place}, so I cannot tell when that was.` };
    return {
      period: { from: lived.from.toUTC().toISO()!, to: lived.to.plus({ days: 1 }).toUTC().toISO()! },
      label: `while you lived in ${englishShortPlace(lived.name)} (${dayLabel(lived.from)} to ${dayLabel(lived.to)})`,
      cites: [lived.cite],
      note: `(You lived in ${englishShortPlace(lived.name)} from ${dayLabel(lived.from)} to ${dayLabel(lived.to)}, by your location history.)`,
    };
  }
  const moved = req.move ? await moveDay(t.calls, t.zone, req.move, base) : null;
  if (moved) {
    if (req.shape === 'year' || req.shape === 'month') {
      const unit = req.shape;
      const a = moved.day.startOf(unit);
      const label = unit === 'year' ? `in ${a.year}, the year you moved to ${englishShortPlace(moved.to)}` : `in ${monthLabel(a)}, the month you moved to ${englishShortPlace(moved.to)}`;
      return { period: { from: a.toUTC().toISO()!, to: a.plus(unit === 'year' ? { years: 1 } : { months: 1 }).toUTC().toISO()! }, label, cites: moved.cites, note: `(The move: ${dayLabel(moved.day)}.)` };
    }
    // "since I left Leipzig": the days after the one of the move.
    const d = req.move?.left && (req.shape === 'since' || req.shape === 'after') ? moved.day.plus({ days: 1 }) : moved.day;
    const what = `the move to ${englishShortPlace(moved.to)}`;
    const note = `(The move: ${dayLabel(moved.day)}, the day your location history moves from ${englishShortPlace(moved.from)} to ${englishShortPlace(moved.to)}.)`;
    if (req.shape === 'week') {
      const w = moved.day.startOf('week');
      return { period: { from: w.toUTC().toISO()!, to: w.plus({ weeks: 1 }).toUTC().toISO()! }, label: `the week of ${what} (from ${dayLabel(w)})`, cites: moved.cites, note };
    }
    if (req.shape === 'around') return { period: { from: d.minus({ weeks: 6 }).toUTC().toISO()!, to: d.plus({ weeks: 6 }).toUTC().toISO()! }, label: `around ${what} (${dayLabel(d)})`, cites: moved.cites, note };
    if (req.shape === 'day') return { period: { from: d.toUTC().toISO()!, to: d.plus({ days: 1 }).toUTC().toISO()! }, label: `on ${dayLabel(d)}`, cites: moved.cites, note };
    if (req.shape === 'before') return { period: { to: d.toUTC().toISO()! }, label: `before ${what} (${dayLabel(moved.day)})`, cites: moved.cites, note };
    return { period: { from: d.toUTC().toISO()! }, label: `${req.move?.left ? 'since you left' : 'since'} ${req.move?.left ? englishShortPlace(moved.from) : what} (${dayLabel(moved.day)})`, cites: moved.cites, note };
  }
  const e = await namedDay(t.calls, t.zone, { kind: 'event', words: req.words, within: base, marks: req.marks });
  if (!e) {
    const cut = planCut(t.calls.ctx);
    const where = cut ? `among ${cut.words}, which your plan shows (older data is not shown)` : 'in your messages';
    return { error: `I could not find “${req.words[0]}” ${where}, so I cannot tell when it was.` };
  }
  const d = DateTime.fromISO(e.at, { zone: t.zone }).startOf('day');
  const word = req.words[0]!;
  const cites = e.messages.slice(0, 2).map(messageCite);
  const note = `(The ${word}: ${dayLabel(d)}, the day the messages mention it most.)`;
  if (req.shape === 'week') {
    const w = d.startOf('week');
    return { period: { from: w.toUTC().toISO()!, to: w.plus({ weeks: 1 }).toUTC().toISO()! }, label: `the week of the ${word} (from ${dayLabel(w)})`, cites, note };
  }
  if (req.shape === 'around') {
    // Six weeks either side: who and what came with the event.
    return { period: { from: d.minus({ weeks: 6 }).toUTC().toISO()!, to: d.plus({ weeks: 6 }).toUTC().toISO()! }, label: `around the ${word} (${dayLabel(d)})`, cites, note };
  }
  if (req.shape === 'day') return { period: { from: d.toUTC().toISO()!, to: d.plus({ days: 1 }).toUTC().toISO()! }, label: `on ${dayLabel(d)}`, cites, note };
  if (req.shape === 'month') {
    const mo = d.startOf('month');
    return { period: { from: mo.toUTC().toISO()!, to: mo.plus({ months: 1 }).toUTC().toISO()! }, label: `in ${mo.toFormat('MMMM yyyy')}`, cites, note };
  }
  if (req.shape === 'before') return { period: { to: d.toUTC().toISO()! }, label: `before the ${word} (${dayLabel(d)})`, cites, note };
  return { period: { from: d.toUTC().toISO()! }, label: `since the ${word} (${dayLabel(d)})`, cites, note };
}

/* ---------- the answerer ---------- */

const KINDS: Record<Intent, ((t: Turn) => Promise<Made>) | null> = {
  rank,
  count,
  compare,
  first: (t) => firstLast(t, 'first'),
  last: (t) => firstLast(t, 'last'),
  stopped,
  extreme,
  mentioned,
  said,
  topics,
  where,
  photos,
  members,
  change,
  'when-event': whenEvent,
  overview,
  'rank-chats': rankChats,
  profile,
  why: null,
  outside: null,
  unknown: null,
};

/** Intents whose capitalised words may be searched words rather than names ("Who mentioned Christmas Eve?"). */
const NAMES_ARE_WORDS = new Set<Intent>(['mentioned', 'when-event', 'topics', 'overview', 'rank-chats', 'members']);

function explainLast(input: AskInput): string {
  const e = input.state.extra?.explain;
  return typeof e === 'string' && e ? e : 'There is nothing to explain yet: ask a question about your world first.';
}

export const answerOffline: Answerer = async (ctx: ToolContext, asked: AskInput): Promise<AskOutcome> => {
  // A question in Spanish, Portuguese or French read in its English frame ("¿Quién está en el grupo X?").
  // Chat shorthand ("msgs", "last yr", "gc") read as the words it stands for, everywhere below.
  // "Tell me when…", "can you tell me who…": the question after the lead-in.
  const input: AskInput = { ...asked, question: withoutPreamble(expandChatSpeak(fromRomance(withoutGlosses(asked.question)))) };
  const now = input.now ?? new Date();
  const zone = ctx.scope.timeZone || 'UTC';
  // "How many photos is the koumbaros in?": the role read as the name of the person a message says holds it (roles.ts).
  const roleWords = roleMentioned(asked.question);
  if (roleWords) {
    const holder = await roleHolder({ ctx, log: [] }, asked.question, roleWords.ask);
    if (holder && !holder.isOwner) {
      const inner = await answerOffline(ctx, { ...asked, question: asked.question.replace(roleWords.words, holder.name) });
      const said = holder.first.authorId === ctx.ownerId ? 'you' : holder.first.author;
      return {
        ...inner,
        answer: `${inner.answer} (${roleWords.words.replace(/^\p{L}/u, (c) => c.toUpperCase())}: ${holder.name}, as ${said} wrote on ${day(holder.first.at, zone)}.)`,
        citations: [...inner.citations, { kind: 'message', ...holder.first }],
      };
    }
  }
  const reading = readQuestion(input.question, now, zone, input.state);
  const calls: Calls = { ctx, log: [] };
  if (PROFILE) PROFILE.log = calls.log;
  const state = input.state;
  const extra = (state.extra ?? {}) as Record<string, unknown>;
  // A series question ("the first month we reached N", "when did I start writing X more"): one
  // operation over the months of one person or chat; a follow-up keeps the operation.
  let seriesAsk = readSeries(asked.question, input.question);
  if (!seriesAsk && reading.followUp && isSeriesAsk(extra.series) && (reading.intent === 'unknown' || reading.intent === 'change')) seriesAsk = extra.series;
  if (seriesAsk) reading.intent = 'change';

  // "?!?!": no word at all is not a question (and not a follow-up to repeat the last answer).
  if (!/[\p{L}\p{N}]/u.test(input.question)) {
    return outcome({ answer: 'I did not understand that: ask about the people, places, photos or messages of your world.', citations: [], answered: false }, state, ctx, await examplesFor(ctx));
  }
  // A feeling kept inside, the future, a fact of a kind the world keeps no record of (cannot.ts):
  // said plainly before any planning, never answered with the nearest fact a tool computes.
  const refusal = cannotTell(asked.question) ?? cannotTell(input.question);
  if (refusal) return outcome({ answer: refusal.answer, citations: [], answered: false }, state, ctx, await examplesFor(ctx));
  // "Which clinic…?", "what was my thesis about?": a thing no message ever names is a fact never written.
  const unwritten = reading.followUp ? null : await neverWritten(calls, asked.question);
  if (unwritten) return outcome({ answer: unwritten, citations: [], answered: false }, state, ctx, await examplesFor(ctx));
  // A follow-up keeps what it does not change.
  if (reading.followUp && state.intent) {
    if (reading.intent === 'unknown' || (reading.intent === 'compare' && !/\bor\b/i.test(input.question))) {
      reading.intent = state.intent as Intent;
      if (typeof extra.by === 'string') reading.by = extra.by as Reading['by'];
      if (extra.direct === true) reading.direct = true;
      if (typeof extra.order === 'string') reading.order = extra.order as Reading['order'];
      if (typeof extra.grain === 'string') reading.grain = extra.grain as Reading['grain'];
      if (typeof extra.topic === 'string' && !reading.topic) reading.topic = extra.topic;
    }
    if (reading.intent === 'photos' && state.intent !== 'photos' && state.intent !== 'count') reading.measure = 'photos';
    // "And what did I answer?" after what someone said: the same chat and moment, the other direction.
    if (state.intent === 'said' && /\b(?:what|how) did (?:i|we) (?:answer|reply|respond|say|write|text|tell)\b|\bmy (?:answer|reply|response)\b/i.test(input.question)) {
      reading.intent = 'said';
      reading.by = 'fromOwner';
      reading.topic = null;
    }
  }
  if (reading.intent === 'why') {
    // "Why did Ana move to Porto?" as a first question: a reason asked of the data, which records what was written, not why.
    if (typeof state.extra?.explain !== 'string' && input.question.trim().split(/\s+/).length >= 4) {
      return outcome({ answer: 'I can’t tell why from your chats: they hold what people wrote and when, not their reasons. I can show what was written about it, or when.', citations: [], answered: false }, state, ctx, await examplesFor(ctx));
    }
    return outcome({ answer: explainLast(input), citations: [], answered: true }, state, ctx, []);
  }

  // A figure or a name the chats state ("what's my rent", "the baby's name", "when did I start at X"): quoted, cited.
  const statedAsk = readStated(input.question);
  if (statedAsk) {
    const made = await answerStated(calls, zone, statedAsk, (place) => livedIn(calls, zone, place));
    if (made) return outcome(made, state, ctx, []);
  }
  // "Who was the best man?", "ποιος ήταν ο κουμπάρος;": the person a message names in the role (roles.ts).
  const roleAsk = reading.followUp ? null : readRole(asked.question);
  if (roleAsk) {
    const made = await answerRole(calls, zone, asked.question, roleAsk);
    if (made) return outcome(made, state, ctx, []);
  }
  // "How much did the trip cost?": the world measures no money; the messages may only be pointed to.
  if (reading.money) {
    const thing = reading.spans.filter((x) => !/^(?:cost|costs|price|prices|money|spend|spent|pay|paid|trip|earn|earns|earned|salary|income)$/i.test(x.text)).map((x) => x.text).join(' ');
    const hits = thing && ctx.includeMessages && allowed(calls, 'search_messages') ? await call(calls, 'search_messages', { query: thing, limit: 4 }) : null;
    const found = hits && hits.data.matched === 'all' && hits.data.total > 0 ? hits.data : null;
    return outcome(
      {
        answer: `Your world holds chats, photos and places, not prices, costs or pay: it cannot tell how much that was.${found ? ` ${plural(found.total, 'message')} mention “${thing}” (cited), as messages that mention it only.` : ''}`,
        citations: found ? uniq(found.messages.map(messageCite)) : [],
        answered: false,
      },
      state,
      ctx,
      await examplesFor(ctx),
    );
  }

  // "How many Telegram messages…?" in a world of WhatsApp chats: no such messages, said plainly.
  const platform = reading.platform;
  if (platform && allowed(calls, 'find_chats')) {
    const chats = (await call(calls, 'find_chats', { name: '', limit: 20 })).data;
    const sources = [...new Set(chats.map((c) => c.source))];
    if (chats.length && chats.length < 20 && !sources.includes(platform.source)) {
      const from = list(sources.map((x) => SOURCE_NAMES[x] ?? x));
      return outcome(
        { answer: `Your world has no ${platform.name} chats: the chats it holds are from ${from}.`, citations: [], answered: false },
        state,
        ctx,
        await examplesFor(ctx),
      );
    }
  }

  const resolved = await resolve(calls, reading);
  let people = resolved.people;
  if (!people.length && (reading.pronoun || reading.followUp) && state.personIds?.length) {
    const names = (extra.personNames as string[] | undefined) ?? [];
    people = state.personIds.map((id, i) => ({ id, name: names[i] ?? 'them', isOwner: false, note: null }));
  }
  // "And in 2023?", "who wrote the most there?", "who's in it?": the last turn's chat.
  const thatChat = /\b(?:there|in it|in that (?:group|chat)|in this (?:group|chat)|in the same (?:group|chat))\??$/i.test(input.question.trim()) && !resolved.places.length;
  if ((reading.followUp || thatChat) && !resolved.chats.length && state.chatId && typeof extra.chatTitle === 'string') {
    resolved.chats.push({ id: state.chatId, title: extra.chatTitle, isGroup: true, source: '', messages: 0, members: 0 });
  }
  // "And the wedding?" after a question about another event or word: the follow-up replaces the topic.
  if (reading.followUp && state.intent && typeof extra.topic === 'string' && reading.topic === extra.topic && !people.length && !resolved.places.length && !resolved.chats.length && !reading.period) {
    const words = resolved.rest.map((x) => x.text).filter((w) => isTopicWord(w.toLowerCase()));
    if (words.length) reading.topic = words.join(' ');
  }
  // "How did it grow? How many messages in 2026?": the count asked is the answer.
  // "By how many messages did it grow" and "how many more" ask the difference, which the change answer gives.
  if (reading.intent === 'change' && /\bhow many (?:messages|msgs|texts)\b/i.test(input.question) && !/\bby how many\b|\bhow many (?:more|fewer|less)\b/i.test(input.question)) reading.intent = 'count';
  // "Sara or Leo?" after a count: compare with the same measure.
  if (people.filter((p) => !p.isOwner).length >= 2 && (reading.intent === 'count' || reading.intent === 'unknown' || reading.intent === 'rank') && /\b(or|vs|versus|than|compare)\b/i.test(input.question)) reading.intent = 'compare';

  if (resolved.ambiguous) {
    const opts = resolved.ambiguous.options.slice(0, 4);
    return outcome(
      { answer: `Which ${resolved.ambiguous.name} do you mean: ${list(opts.map((o) => o.name)).replace(/ and ([^,]+)$/, ' or $1')}?`, citations: opts.map(personCite), answered: false },
      state,
      ctx,
      await examplesFor(ctx),
    );
  }

  // A name where a person is meant that is no one, no chat and no place: never answered without it.
  if (resolved.slotMissing.length) {
    const missing = resolved.slotMissing[0]!;
    const cut = planCut(ctx);
    const answer = cut
      ? `There is no one called ${missing} among ${cut.words}, which your plan shows; ${cut.chosen ? 'data outside your choice and older data are not shown' : 'older data is not shown'}.`
      : `There is no one called ${missing} in your world.`;
    return outcome({ answer, citations: [], answered: false }, state, ctx, await examplesFor(ctx));
  }

  const notes = people.filter((p) => p.note).map((p) => `${p.note}.`);
  const nothingNamed = !people.length && !resolved.places.length && !resolved.chats.length;
  if (resolved.missing.length && nothingNamed && !NAMES_ARE_WORDS.has(reading.intent) && reading.intent !== 'outside' && calls.ctx.includeMessages && allowed(calls, 'search_messages')) {
    // A name that is no one and nowhere may still be in the messages ("Who did I go to Copenhagen with?").
    const missing = resolved.missing[0]!;
    // "Where was I for Dada's ruracio?": a name beside an event that has a place is the event's, not a place to find.
    const placedEvent = reading.intent === 'where' && input.question.split(/[^\p{L}'-]+/u).some((w) => PLACED_EVENTS.has(eventConcept(w.replace(/'s$/i, '')) ?? ''));
    const hits = placedEvent ? null : await call(calls, 'search_messages', { query: missing, limit: 8 });
    if (!hits) resolved.missing.length = 0;
    else if (hits.data.matched === 'all' && hits.data.total > 0) {
      if (reading.intent === 'rank' || reading.intent === 'where' || reading.intent === 'unknown' || reading.intent === 'change') {
        reading.intent = 'mentioned';
        reading.topic = missing;
        resolved.missing.length = 0;
      } else {
        // "What did Oma write?": no one of that name writes; the name is only in others' messages.
        const by = hits.data.authors.slice(0, 3).map((a) => `${a.id === calls.ctx.ownerId ? 'you' : a.name} (${num(a.messages)})`);
        return outcome(
          {
            answer: `There is no one called ${missing} among the people who write in your world; “${missing}” is in ${plural(hits.data.total, 'message')}, written by ${list(by)}.`,
            citations: uniq(hits.data.messages.map(messageCite)),
            answered: false,
          },
          state,
          ctx,
          await examplesFor(ctx),
        );
      }
    }
  }
  if (resolved.missing.length && nothingNamed && !NAMES_ARE_WORDS.has(reading.intent)) {
    const missing = resolved.missing[0]!;
    const placeAsked = reading.intent === 'where' || reading.intent === 'photos';
    // The name asked about is said back as what it is: no one the world holds (never a partial guess).
    const answer = `There is ${placeAsked ? 'no place or person' : 'no one'} called ${missing} in your world.`;
    return outcome({ answer, citations: [], answered: false }, state, ctx, await examplesFor(ctx));
  }

  // A question of no known kind ("What's Jonas's phone number?", "Which restaurant…?") is
  // not guessed at; a bare name or a follow-up ("Priya?", "Leo in 2023?") is a count.
  const open = /^(?:what|which|how|why|who|whose|is|are|does|do|did|can|could|should|would)\b/i.test(input.question.trim());
  // "Who is Leo?": what the world knows of them (the messages between you).
  if (reading.intent === 'profile' && !people.some((p) => !p.isOwner)) reading.intent = resolved.places.length ? 'where' : 'rank';
  if (reading.intent === 'unknown' && open && !reading.followUp) reading.intent = 'outside';
  // "Who was in the Uni Crew?": a group named without the word "group".
  if (reading.intent === 'rank' && resolved.chats[0]?.isGroup && /\bwho(?:'s| is| was| were| are)(?: all)? in\b/i.test(input.question)) reading.intent = 'members';
  if (reading.intent === 'unknown') {
    if (people.some((p) => !p.isOwner)) reading.intent = 'count';
    else if (resolved.places.length) reading.intent = reading.measure === 'photos' ? 'photos' : 'where';
    else if (resolved.chats.length) reading.intent = 'count';
  }
  // "…, the office group included", "including the family chat": a group added to the count, not its scope.
  if ((reading.intent === 'count' || reading.intent === 'compare' || reading.intent === 'rank') && resolved.chats.length && /\b(?:group|chat|gc)s? (?:included|too|as well|counted|also)\b|\b(?:including|incl|plus|counting|also in) (?:the |my |our )?(?:[\p{L}'-]+ )?(?:group|chat|gc)\b/iu.test(input.question)) {
    resolved.chats = [];
  }
  const kind = KINDS[reading.intent];
  const base: Omit<Turn, 'period' | 'label'> = { calls, input, reading, zone, now, notes, people, resolved };

  // The period: named in the question, kept from the last turn, or the page's.
  let period: Period | undefined;
  let label = '';
  const periodCites: Citation[] = [];
  // "Where was I on my birthday in 2023?" — "and 2024?": the birthday of that year.
  if (reading.followUp && reading.period && !isSpecial(reading.period) && reading.period.grain === 'year' && typeof extra.periodLabel === 'string' && extra.periodLabel.startsWith('on your birthday')) {
    reading.period = { special: 'birthday', matched: reading.period.matched, within: reading.period.period };
  }
  const r = reading.period;
  if (r && isSpecial(r)) {
    let sp: Awaited<ReturnType<typeof specialPeriod>>;
    try {
      sp = await specialPeriod(base, r);
    } catch (err) {
      if (!(err instanceof NotShownError)) throw err;
      return outcome(await notShown({ ...base, period: undefined, label: '' }, err.tool), state, ctx, await examplesFor(ctx));
    }
    if ('error' in sp) return outcome({ answer: sp.error, citations: [], answered: false }, state, ctx, await examplesFor(ctx));
    // "What did she plan for my birthday?": what she wrote of it in the weeks before (its words, every language).
    if (r.special === 'birthday' && r.ahead && !reading.topic) reading.topic = 'birthday';
    period = sp.period;
    label = sp.label;
    periodCites.push(...sp.cites);
    notes.push(sp.note);
  } else if (r) {
    period = r.period;
    label = r.label;
  } else if (reading.followUp && state.period) {
    period = state.period;
    label = typeof extra.periodLabel === 'string' ? extra.periodLabel : '';
    // "and the year before?", "the month after?": the last period moved by its unit.
    const shift = /\b(?:the )?(year|month|week|day) (before|after)\b|\b(previous|next) (year|month|week|day)\b/i.exec(input.question);
    if (shift && period.from && period.to) {
      const unit = (shift[1] ?? shift[4])!.toLowerCase() as 'year' | 'month' | 'week' | 'day';
      const sign = shift[2] === 'before' || shift[3] === 'previous' ? -1 : 1;
      const from = DateTime.fromISO(period.from, { zone }).plus({ [`${unit}s`]: sign });
      const to = DateTime.fromISO(period.to, { zone }).plus({ [`${unit}s`]: sign });
      period = { from: from.toUTC().toISO()!, to: to.toUTC().toISO()! };
      const days = to.diff(from, 'days').days;
      label = days <= 1 ? `on ${dayLabel(from)}` : days >= 365 && days <= 366 && from.ordinal === 1 ? `in ${from.year}` : days <= 31 && from.day === 1 ? `in ${from.setLocale('en-GB').toFormat('LLLL yyyy')}` : `from ${dayLabel(from)} to ${dayLabel(to.minus({ days: 1 }))}`;
    }
  } else if (input.pagePeriod && (input.pagePeriod.from || input.pagePeriod.to)) {
    period = input.pagePeriod;
    label = pageLabel(input.pagePeriod, zone);
  }

  // "What did the club decide in May?": the group's messages of that period that state a decision.
  if (DECIDE_ASKED.test(input.question) && /^(?:what|which|how much|how many)\b/i.test(input.question.trim())) {
    const decided = await groupDecisions({ ...base, period, label });
    if (decided) return outcome({ ...decided, citations: uniq([...decided.citations, ...periodCites]) }, { intent: reading.intent, chatId: decided.citations.find((c) => c.kind === 'chat')?.id, period, extra: { periodLabel: label, explain: decided.explain } }, ctx, []);
  }
  if (!kind) {
    return outcome(cannot({ ...base, period, label }), state, ctx, await examplesFor(ctx));
  }
  // A period named in the question that lies wholly before or after the data: nothing to answer in it.
  if (r && !isSpecial(r) && period) {
    const outside = await outsideData({ ...base, period, label });
    if (outside) return outcome(outside, state, ctx, await examplesFor(ctx));
  }
  const turn: Turn = { ...base, period, label };
  let historyAsked: readonly GroupHistoryEvent['type'][] | null = null;
  let made: Made;
  try {
    const wished = isWishesQuestion(reading, input.question) && allowed(calls, 'search_messages') ? await birthdayWishes(turn) : null;
    const series = seriesAsk ? await seriesAnswer(turn, seriesAsk) : null;
    // A group found by its name alone ("the chama", an earlier title) asks its history as "the group" does;
    // a follow-up naming another group ("and from the book club?") asks the last question's history of it.
    const historyTypes =
      reading.groupHistory ??
      (resolved.chats[0]?.isGroup || /^(?:who|when)\b/i.test(input.question.trim()) ? groupHistoryOf(input.question.toLowerCase(), true) : null) ??
      (reading.followUp && Array.isArray(extra.groupHistory) ? (extra.groupHistory as GroupHistoryEvent['type'][]) : null);
    const history = !wished && !series && historyTypes ? await groupHistory(turn, historyTypes) : null;
    if (history) historyAsked = historyTypes;
    made = wished ?? series ?? history ?? (await kind(turn));
  } catch (err) {
    // A tool that refuses the call (not available on this server yet, or an input it
    // cannot take) is not a fact: say the question cannot be answered here.
    if (err instanceof NotShownError) made = await notShown(turn, err.tool);
    else if (!(err instanceof ToolInputError)) throw err;
    else made = cannot(turn, 'I cannot answer that kind of question on this world yet.');
  }
  made.citations = uniq([...made.citations, ...periodCites]);
  // What the figures cover is the outcome's `coverage` field (the panel shows it once), not the answer text.
  const answer = fit(`${notes.length ? `${notes.filter((n) => !n.startsWith('(')).join(' ')} ` : ''}${made.answer}`.trim());
  const answered = made.answered ?? true;
  const next: AskState = {
    intent: reading.intent,
    personIds: people.filter((p) => !p.isOwner).map((p) => p.id),
    chatId: resolved.chats[0]?.id,
    placeId: resolved.places[0]?.id,
    period,
    measure: reading.measure,
    extra: {
      by: reading.by,
      direct: reading.direct || undefined,
      order: reading.order,
      grain: reading.grain,
      topic: reading.topic,
      series: seriesAsk ?? undefined,
      groupHistory: historyAsked ?? undefined,
      periodLabel: label,
      personNames: people.filter((p) => !p.isOwner).map((p) => p.name),
      chatTitle: resolved.chats[0]?.title,
      placeQuery: resolved.placeQueries[0] ?? (reading.followUp && !resolved.places.length ? extra.placeQuery : undefined),
      // The day an answer leads with ("10 February 2024 — …"): what "what did she say?" asks about next.
      // Or, for what someone said, the day of the first message quoted (what "and what did I answer?" reads).
      focusDay: leadDay(made.answer, zone) ?? (reading.intent === 'said' ? citedDay(made.citations, zone) : undefined),
      explain: made.explain ? `${made.explain}${notes.filter((n) => n.startsWith('(')).map((n) => ` ${n.slice(1, -1)}`).join('')}` : undefined,
    },
  };
  return outcome({ ...made, answer, answered }, next, ctx, answered ? [] : await examplesFor(ctx));
};

/** "What did the club decide / agree on …": a group's decisions. */
const DECIDE_ASKED = /\b(?:decid\w*|agree\w*|settle\w*|vote\w*|resolv\w*|conclu\w*)\b/i;

/**
 * Words a group's message carries when it states what was decided, folded: English, Swahili,
 * Polish, Indonesian, Tamil and Amharic in Latin letters, Hindi in Latin letters, Spanish,
 * Portuguese, French and German. Source: the author's own knowledge of these languages.
 */
const DECISION_WORDS = [
  'decided', 'we agreed', 'agreed', 'it is settled', 'settled', 'final decision', 'voted', 'resolved', 'from now on',
  'tumekubaliana', 'imekubaliwa', 'tumeamua', 'uamuzi', 'makubaliano', 'kuanzia',
  'zdecydowalismy', 'ustalilismy', 'postanowilismy', 'decyzja', 'ustalone',
  'sepakat', 'disepakati', 'diputuskan', 'keputusan', 'mulai bulan',
  'mudivu', 'mudivu panniten', 'othukitom',
  'wesenen', 'tesmamten', 'wusane',
  'tay hua', 'faisla', 'decide kiya',
  'decidimos', 'acordamos', 'combinado', 'on a decide', 'beschlossen', 'entschieden',
];

/**
 * What a group decided in a period: its messages there that state a decision (DECISION_WORDS,
 * any language), oldest first. Null when no group is named or none of its messages does.
 */
async function groupDecisions(t: Turn): Promise<Made | null> {
  const chat = await groupOf(t);
  if (!chat?.isGroup || !allowed(t.calls, 'search_messages')) return null;
  const res = await searchAll(t.calls, DECISION_WORDS, { period: t.period, chatId: chat.id, limit: 12 });
  if (res.data.matched === 'none' || !res.data.messages.length) return null;
  const ms = [...res.data.messages].sort((a, b) => (a.at < b.at ? -1 : 1)).slice(0, 3);
  const said = ms.map((m) => `${m.author} on ${day(m.at, t.zone)}: ${quote(m.text, 90)}`).join(' ');
  return {
    answer: `${t.label ? `${t.label.charAt(0).toUpperCase()}${t.label.slice(1)}, ` : ''}${chat.title} decided — ${said}`,
    citations: uniq([...ms.map(messageCite), { kind: 'chat', id: chat.id, title: chat.title, isGroup: true }]),
    explain: `I read the messages of ${chat.title}${t.label ? ` ${t.label}` : ''} that state a decision (“we agreed”, “tumekubaliana”, “ustaliliśmy”…).`,
  };
}

/** Nouns "which …" asks of the world's own structure (a city, a group, a year): answerable from it. */
const STRUCTURAL = new Set(['city', 'cities', 'place', 'places', 'country', 'countries', 'town', 'towns', 'group', 'groups', 'chat', 'chats', 'year', 'years', 'month', 'months', 'day', 'days', 'week', 'weeks', 'person', 'people', 'friend', 'friends', 'photo', 'photos', 'picture', 'pictures', 'pic', 'pics', 'message', 'messages', 'language', 'languages', 'word', 'words', 'emoji', 'emojis', 'time', 'times', 'weekend', 'holiday', 'holidays', 'trip', 'trips', 'date', 'one', 'ones', 'of', 'contact', 'contacts', 'relative', 'relatives', 'family', 'sibling', 'member', 'members', 'season', 'hour', 'platform', 'app']);

/**
 * A thing the question asks to be named or described that no message names at all: "which
 * clinic was she born in" with no message saying "clinic", "what was my thesis about" with no
 * "thesis". The world has no record of it, so the answer says so instead of the nearest fact.
 */
async function neverWritten(calls: Calls, question: string): Promise<string | null> {
  if (!calls.ctx.includeMessages || !allowed(calls, 'search_messages')) return null;
  const q = question.trim().toLowerCase().replace(/[’‘]/g, "'");
  let thing: string | null = null;
  let m = /^(?:in |at |from |to )?which ([\p{L}]{4,})\b/u.exec(q);
  if (m && !STRUCTURAL.has(m[1]!)) thing = m[1]!;
  m = /^what (?:was|is|were|are) (?:my|our|his|her|their|the|[\p{L}]+'s) ((?:[\p{L}-]+ ){0,2}[\p{L}-]{4,}) (?:about|on|called|named)\b/u.exec(q);
  if (!thing && m) thing = m[1]!;
  if (!thing) return null;
  const words = thing.split(' ').filter((w) => w.length >= 3 && !STRUCTURAL.has(w));
  if (!words.length) return null;
  const hits = await call(calls, 'search_messages', { query: words.join(' '), limit: 1 });
  if (hits.data.matched === 'all' && hits.data.total > 0) return null;
  return `I can’t tell: no message in your world mentions “${thing}”, so that was never written down, and I will not guess. I can tell who wrote about a person or a day, or where you were then.`;
}

/** A series question about the person named (their one-to-one chat) or the chat named; null when neither is. */
async function seriesAnswer(t: Turn, ask: SeriesAsk): Promise<Made | null> {
  const p = t.people.find((x) => !x.isOwner);
  const chat = t.resolved.chats[0];
  let subject: SeriesSubject;
  if (p) {
    const f = await personFilter(t, p, t.reading.by);
    subject = { filter: { authorId: f.authorId, withPersonId: f.withPersonId }, words: f.words, person: p, cite: personCite(p) };
  } else if (chat && ask.op !== 'top') {
    subject = { filter: { chatId: chat.id }, words: `in ${chat.title}`, cite: { kind: 'chat', id: chat.id, title: chat.title, isGroup: chat.isGroup } };
  } else return null;
  return answerSeries(t.calls, ask, subject, t.zone, t.period, t.label);
}

/** The local day (YYYY-MM-DD) of the first message cited, or undefined. */
function citedDay(cites: Citation[], zone: string): string | undefined {
  const m = cites.find((c): c is Extract<Citation, { kind: 'message' }> => c.kind === 'message');
  return m ? (DateTime.fromISO(m.at, { zone }).toISODate() ?? undefined) : undefined;
}

/** The local day (YYYY-MM-DD) an answer leads with ("10 February 2024 — …"), or undefined. */
function leadDay(answer: string, zone: string): string | undefined {
  const m = /^(\d{1,2} [A-Z][a-z]+ \d{4}) — /.exec(answer);
  if (!m) return undefined;
  const d = DateTime.fromFormat(m[1]!, 'd LLLL yyyy', { zone, locale: 'en-GB' });
  return d.isValid ? d.toISODate()! : undefined;
}

/** How a chat source is named in an answer. */
const SOURCE_NAMES: Record<string, string> = {
  whatsapp: 'WhatsApp', telegram: 'Telegram', signal: 'Signal', instagram: 'Instagram', messenger: 'Messenger', imessage: 'iMessage', discord: 'Discord', matrix: 'Matrix',
};

function pageLabel(p: Period, zone: string): string {
  const f = p.from ? DateTime.fromISO(p.from, { zone }) : null;
  const t = p.to ? DateTime.fromISO(p.to, { zone }).minus({ days: 1 }) : null;
  if (f && t) return `from ${dayLabel(f)} to ${dayLabel(t)}`;
  if (f) return `since ${dayLabel(f)}`;
  if (t) return `until ${dayLabel(t)}`;
  return '';
}

function outcome(made: Made, state: AskState, _ctx: ToolContext, suggestions: string[]): AskOutcome {
  return {
    answer: made.answer,
    citations: made.citations,
    answered: made.answered ?? true,
    suggestions,
    state,
    engine: 'offline',
    model: null,
  };
}
