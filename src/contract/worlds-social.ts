/**
 * The Social & Emotional World, the relationship page and the Network Visualizer (issue 13):
 * what GET /api/worlds/people, /people/:id and /network answer (and their /sample and
 * /shared/:token twins). All three accept the period (`from`/`to`, WorldPeriodQuerySchema).
 */
import { z } from 'zod';
import { CitedMessageSchema, PersonDetailSchema, PersonSchema } from './worlds';

/** A person of the Social world: their counts in the period and their mood. */
export const SocialPersonSchema = PersonSchema.extend({
  /** Mean mood of their messages in the period, −1 (angry, sad) … 1 (cheerful); 0 without any. */
  sentiment: z.number(),
  /**
   * Where their mood is heading: the mood of their last three active months minus that of
   * the months before (with three or fewer, the last month against the rest), −2…2; 0 with
   * fewer than two active months.
   */
  trend: z.number(),
  /** Messages in the last 90 days before the end of the period (or the last data point). */
  recentMessages: z.number().int(),
});
export type SocialPerson = z.infer<typeof SocialPersonSchema>;

export const SocialPeopleResponseSchema = z.object({ people: z.array(SocialPersonSchema) });
export type SocialPeopleResponse = z.infer<typeof SocialPeopleResponseSchema>;

/** A message quoted on the relationship page; `text` is null when the reader may not see message text. */
export const QuotedMessageSchema = z.object({
  at: z.string(),
  /** The author's name; `fromThem` is false for the account's owner. */
  author: z.string(),
  fromThem: z.boolean(),
  chat: z.string(),
  text: z.string().nullable(),
});
export type QuotedMessage = z.infer<typeof QuotedMessageSchema>;

/** A change point: the month the relationship warmed or cooled, in messages a month or in mood, with the messages around it. */
export const ChangePointSchema = z.object({
  measure: z.enum(['messages', 'mood']),
  /** The first month of the new level (YYYY-MM, in the account's zone). */
  month: z.string(),
  direction: z.enum(['warmed', 'cooled']),
  /** Messages a month (or mean mood −1…1) from `beforeFrom` to the month before `month`, and from `month` to `afterTo`. */
  before: z.number(),
  after: z.number(),
  beforeFrom: z.string(),
  afterTo: z.string(),
  /** The last two messages before the change and the first two after. */
  citations: z.array(CitedMessageSchema),
});
export type ChangePoint = z.infer<typeof ChangePointSchema>;

const Median = z.number().nullable();

/**
 * What the relationship page and its story say: every figure is between the owner and this
 * person in the chats both are in (the same messages as `conversation`). Without a known
 * owner (`ownerKnown` false) only the person's own figures: `fromYou`, `starts`, `replies`
 * are null, never a pretended exchange.
 */
export const RelationshipInsightSchema = z.object({
  ownerKnown: z.boolean(),
  /**
   * True on the owner's own page: no exchange figures (`fromThem` 0, `starts`, `replies`
   * null, no change points or silences); `fromYou`, `conversation`, `hours` and `you` are
   * the messages you wrote.
   */
  isYou: z.boolean(),
  /** Your own figures, on your own page only: messages you wrote, the chats you wrote in, your busiest months (most first, at most 3). */
  you: z
    .object({ messages: z.number().int(), chats: z.number().int(), busiestMonths: z.array(z.object({ month: z.string(), messages: z.number().int() })) })
    .nullable(),
  ownerName: z.string().nullable(),
  /** Messages each way (sums of `conversation`). */
  fromThem: z.number().int(),
  fromYou: z.number().int().nullable(),
  /** Conversations each of you started, and the rule ("after 6 hours or more of silence"). */
  starts: z.object({ them: z.number().int(), you: z.number().int(), rule: z.string() }).nullable(),
  /** Median seconds to answer, both ways (answers within the conversation gap), overall and per year or half-year. */
  replies: z
    .object({
      theirs: Median,
      yours: Median,
      theirCount: z.number().int(),
      yourCount: z.number().int(),
      unit: z.enum(['year', 'half-year']),
      byPeriod: z.array(
        z.object({
          period: z.string(),
          theirs: Median,
          yours: Median,
          theirCount: z.number().int(),
          yourCount: z.number().int(),
          /** The period's first answer each way. */
          citations: z.array(CitedMessageSchema),
        }),
      ),
    })
    .nullable(),
  /** The month with the most messages of the conversation, and its first two messages. */
  busiestMonth: z
    .object({ month: z.string(), messages: z.number().int(), fromThem: z.number().int(), fromYou: z.number().int(), citations: z.array(CitedMessageSchema) })
    .nullable(),
  changePoints: z.array(ChangePointSchema),
  /** The longest gaps between two messages (a week or more, at most 3), longest first, with both messages. */
  silences: z.array(z.object({ from: z.string(), to: z.string(), days: z.number().int(), citations: z.array(CitedMessageSchema) })),
  /** Days (local) with a message of the conversation. */
  talkedDays: z.number().int(),
  /** Places with a location point of the owner's (or of no one's: a location history) or a photo on those days, one per name, most points first. */
  dayPlaces: z.array(z.object({ id: z.string(), label: z.string(), lat: z.number(), lon: z.number(), count: z.number().int() })),
});
export type RelationshipInsight = z.infer<typeof RelationshipInsightSchema>;

export const RelationshipSchema = PersonDetailSchema.extend({
  insight: RelationshipInsightSchema,
  /** Messages of the conversation (both of you, in the chats you share) per month: `fromThem` + `fromYou`. */
  conversation: z.array(z.object({ month: z.string(), fromThem: z.number().int(), fromYou: z.number().int() })),
  /** Messages of the conversation per hour of the day (0–23) in the owner's time zone. */
  hours: z.array(z.number().int()).length(24),
  /** The words the two of you use most (nouns, stop words left out), most frequent first. */
  topics: z.array(z.object({ word: z.string(), count: z.number().int() })),
  /** The first and the last message of the conversation in the period. */
  first: QuotedMessageSchema.nullable(),
  last: QuotedMessageSchema.nullable(),
  /** Photos taken on days you talked (most recent first, at most 24), and how many there are. */
  photos: z.array(z.object({ id: z.string(), at: z.string(), fileName: z.string() })),
  photoCount: z.number().int(),
  /** False when the reader may not see message text (a shared link without "include messages"). */
  includeMessages: z.boolean(),
  timeZone: z.string(),
});
export type Relationship = z.infer<typeof RelationshipSchema>;

/** Who talks to whom: people as nodes (weight: their messages), links between people who share a chat. */
export const SocialNetworkSchema = z.object({
  nodes: z.array(z.object({ id: z.string(), name: z.string(), weight: z.number().int(), isSelf: z.boolean() })),
  /** `weight`: how often one wrote right after the other; `chats`: how many chats they share. */
  edges: z.array(z.object({ source: z.string(), target: z.string(), weight: z.number().int(), chats: z.number().int() })),
});
export type SocialNetwork = z.infer<typeof SocialNetworkSchema>;
