/**
 * The tools' inputs and answers (#29), declared before their SQL (tools/*.ts) so the
 * planner, the model agent and the MCP endpoint code against one catalogue. Every input
 * is a strict zod object (unknown keys refused: a model that invents an argument is told).
 */
import { MEDIA_KINDS } from './media-words';
import { z } from 'zod';

const id = z.string().max(64);
const iso = z.string().max(40).describe('ISO 8601 date or instant');
export const PeriodSchema = z
  .strictObject({ from: iso.optional().describe('inclusive'), to: iso.optional().describe('exclusive') })
  .describe('A period; omit for all time');
const limit = (max: number, dflt: number) => z.number().int().min(1).max(max).default(dflt);

/* ---------- resolving names ---------- */

/** People whose name (or a merged person's name, or a first name / nickname prefix) matches, best first. */
export const FindPeopleInput = z.strictObject({ name: z.string().min(1).max(100), limit: limit(10, 5) });
export interface FoundPerson {
  id: string;
  name: string;
  /** Names of people merged into this one. */
  aliases: string[];
  /** Shown messages they wrote. */
  messages: number;
  isOwner: boolean;
  /** 'exact' | 'alias' | 'first-name' | 'short-form' | 'prefix' | 'nickname' | 'fuzzy' */
  match: string;
  /** For a nickname read from the messages: why ("called Bia in 9 messages of your chat with Beatriz Santos"). */
  evidence?: string;
}

/** Chats whose title matches (case- and accent-insensitive, words in any order), best first; empty name: all chats by size. */
export const FindChatsInput = z.strictObject({ name: z.string().max(100).default(''), limit: limit(20, 5) });
export interface FoundChat {
  id: string;
  title: string;
  isGroup: boolean;
  source: string;
  messages: number;
  members: number;
}

/** Places whose given name ("Home"), GeoNames name ("Kyoto, Japan") or city/country word matches, best first. */
export const FindPlacesInput = z.strictObject({ name: z.string().min(1).max(100), limit: limit(20, 5) });
export interface FoundPlace {
  id: string;
  name: string;
  lat: number;
  lon: number;
  /** Location points and photos there (shown). */
  points: number;
  photos: number;
}

/* ---------- counting and ranking ---------- */

/**
 * People ranked by messages (shown, in the period, optionally in one chat):
 * `wrote` messages they wrote; `withOwner` messages between them and the owner in their
 * one-to-one chats (both directions); `fromOwner` the owner's messages in those chats.
 * `by` picks the order. The owner is left out unless `includeOwner`.
 */
export const RankPeopleInput = z.strictObject({
  by: z.enum(['wrote', 'withOwner', 'fromOwner']).default('withOwner'),
  period: PeriodSchema.optional(),
  chatId: id.optional(),
  order: z.enum(['most', 'least']).default('most'),
  includeOwner: z.boolean().default(false),
  limit: limit(50, 5),
});
export interface RankedPerson {
  id: string;
  name: string;
  wrote: number;
  withOwner: number;
  fromOwner: number;
}

/**
 * How many messages match: written by `authorId` (or by the owner: `authorId` = owner id),
 * in `chatId`, in the one-to-one chat with `withPersonId`, in the period, containing the
 * words `text` (full-text). Cites the first and last matching messages.
 */
export const CountMessagesInput = z.strictObject({
  authorId: id.optional(),
  withPersonId: id.optional().describe('only the one-to-one chat between the owner and this person'),
  chatId: id.optional(),
  period: PeriodSchema.optional(),
  text: z.string().max(200).optional(),
  media: z
    .array(z.enum(MEDIA_KINDS))
    .min(1)
    .max(MEDIA_KINDS.length)
    .optional()
    .describe('only messages carrying these kinds of media (a voice note is audio; a GIF or round video is video)'),
});
export interface MessageCount {
  count: number;
  first: string | null;
  last: string | null;
}

/** The first or last message matching the same filters as count_messages. */
export const FirstLastInput = z.strictObject({
  which: z.enum(['first', 'last']),
  authorId: id.optional(),
  withPersonId: id.optional(),
  chatId: id.optional(),
  period: PeriodSchema.optional(),
  text: z.string().max(200).optional(),
});
export interface FirstLast {
  /** The message (also the first citation), or null when none matches. */
  messageId: string | null;
  at: string | null;
  author: string | null;
  text: string | null;
  chatTitle: string | null;
}

/** Message counts per month (local months of the world's zone) with the same filters, the busiest and quietest month and year, and change points. */
export const TrendInput = z.strictObject({
  authorId: id.optional(),
  withPersonId: id.optional(),
  chatId: id.optional(),
  period: PeriodSchema.optional(),
});
export interface Trend {
  months: { month: string; count: number }[];
  years: { year: number; count: number }[];
  busiestMonth: string | null;
  quietestMonth: string | null;
  busiestYear: number | null;
  /** Among years with any data point of the world (a year with none is not "quiet", it is absent). */
  quietestYear: number | null;
  /** Months where the monthly count changed level (insight/change-points.ts), with the mean before and after. */
  changes: { month: string; before: number; after: number; direction: 'up' | 'down' }[];
  /** The last month with a message and the months of silence since, when the messages stopped before the world's end. */
  stoppedAfter: string | null;
}

/* ---------- reading ---------- */

/** Messages containing the words of `query` (full-text, accent- and case-insensitive, prefixes of words ≥ 4 letters), best first, with the same filters. */
export const SearchMessagesInput = z.strictObject({
  query: z.string().min(1).max(200),
  /**
   * Other wordings of the same thing (synonyms, other languages, inflections): given, a
   * message holding any word of `query` or of these matches, found in one search (one
   * OR'd full-text query), not the query's words all first.
   */
  anyOf: z.array(z.string().min(1).max(200)).max(100).optional(),
  authorId: id.optional(),
  withPersonId: id.optional(),
  chatId: id.optional(),
  period: PeriodSchema.optional(),
  limit: limit(200, 8),
});
export interface FoundMessage {
  id: string;
  at: string;
  author: string;
  authorId: string;
  text: string;
  chatId: string;
  chatTitle: string;
}

/**
 * What search_messages answers: `matched` 'all' when messages hold every word, 'any' when
 * none did and the messages hold some of them (ranked by how well), 'none' when nothing
 * matched; `total` matching messages; `authors` who wrote them (roots), most first.
 */
export interface SearchResult {
  matched: 'all' | 'any' | 'none';
  total: number;
  authors: { id: string; name: string; messages: number }[];
  messages: FoundMessage[];
}

/** Messages of a period (and person/chat), evenly spread over it, with the period's most frequent topic words (topics.ts). */
export const MessagesInPeriodInput = z.strictObject({
  period: PeriodSchema,
  authorId: id.optional(),
  withPersonId: id.optional(),
  chatId: id.optional(),
  limit: limit(30, 8),
});
export interface PeriodMessages {
  count: number;
  topics: string[];
  messages: FoundMessage[];
}

/** The members of a chat, how many messages each wrote there, and the group's history (renames, who was added or left). */
export const ChatMembersInput = z.strictObject({ chatId: id });
export interface ChatMembers {
  chat: FoundChat | null;
  members: { id: string; name: string; messages: number; isOwner: boolean }[];
  /** What a group's system lines record, oldest first: created, renamed (from → to), added, joined, left, removed; who did it (a person id when known). */
  history: GroupHistoryEvent[];
}
export interface GroupHistoryEvent {
  at: string;
  type: 'created' | 'renamed' | 'added' | 'left' | 'removed' | 'joined';
  actor: { id: string | null; name: string } | null;
  targets: { id: string | null; name: string }[];
  from: string | null;
  to: string | null;
}

/* ---------- places and photos ---------- */

/**
 * Where: places ranked by shown data points (location points, photos, shared locations)
 * in the period, optionally only points of messages with/from a person.
 */
export const PlacesInput = z.strictObject({
  period: PeriodSchema.optional(),
  personId: id.optional().describe('only locations shared in chats with this person, and photos tagged with them'),
  /** 'city': a city's many place rows ranked once, as the city (places without a city stay themselves). */
  groupBy: z.enum(['place', 'city']).default('place').describe('"city": each city once, its places summed'),
  limit: limit(20, 5),
});
export interface RankedPlace extends FoundPlace {
  first: string | null;
  last: string | null;
}

/**
 * Where the user lived: the city most of each day's location points are in, and the days
 * that city changed for good (a move), read from location history alone (any language).
 */
export const HomesInput = z.strictObject({
  period: PeriodSchema.optional(),
});
export interface Homes {
  /** Stretches of days in one home city, oldest first. */
  homes: { name: string; placeId: string; lat: number; lon: number; from: string; to: string; days: number }[];
  /** Stays away from the home city of their time (trips, visits home to the family), oldest first: local days, days with points. */
  trips: { name: string; placeId: string; lat: number; lon: number; from: string; to: string; days: number }[];
  /**
   * The local days (YYYY-MM-DD) the home city changed: the first day of location points mostly
   * in the new city (or the day with points in both cities); `lastBefore` the last
   * day with points in the old city (the move lies between; the move day itself when it has both).
   */
  moves: { day: string; from: string; to: string; placeId: string; lat: number; lon: number; lastBefore: string }[];
}

/** Photos (shown) in the period and/or at a place: the count, the first and last, cited with thumbnails. */
export const PhotosInput = z.strictObject({
  period: PeriodSchema.optional(),
  placeId: id.optional(),
  /** Every place whose name matches, as find_places matches (a city is many places: "Kyoto" is each place in Kyoto). */
  placeName: z.string().max(100).optional().describe('every place whose name matches (a city is many places)'),
  /** A person tagged in the photo (Takeout people), by name. */
  personName: z.string().max(100).optional(),
  /** Also the people tagged in these photos, each with how many of them they are in. */
  withPeople: z.boolean().default(false).describe('also list the people tagged in these photos, most photos first'),
  limit: limit(24, 6),
});
export interface PhotoList {
  count: number;
  photos: { id: string; at: string | null; placeName: string | null; fileName: string }[];
  /** With `withPeople`: the tag names of these photos, most photos first (at most 12). */
  tagged?: { name: string; photos: number }[];
}

/** The world's extent: first and last data point, totals shown, the owner, the time zone. */
export const OverviewInput = z.strictObject({});
export interface Overview {
  owner: { id: string; name: string } | null;
  first: string | null;
  last: string | null;
  messages: number;
  photos: number;
  places: number;
  people: number;
  chats: number;
  timeZone: string;
  /** "Counted from your newest 1,000 data points (6,120 imported)." or null when everything is shown. */
  coverage: string | null;
}

/** The tool names, in the order a model is shown them. */
export const TOOL_NAMES = [
  'overview',
  'find_people',
  'find_chats',
  'find_places',
  'rank_people',
  'count_messages',
  'first_last',
  'trend',
  'search_messages',
  'messages_in_period',
  'chat_members',
  'places',
  'photos',
  'homes',
] as const;
export type ToolName = (typeof TOOL_NAMES)[number];
