/**
 * Data worlds (issue 12): imports of a person's chats, photos and places, and the model
 * the worlds are drawn from (people, chats, places, one time line). Everything here is
 * the signed-in user's own; another user's id is "not found".
 */
import { z } from 'zod';
import { IdSchema, text } from './common';
import { CoverageSchema } from './worlds-coverage';

export const IMPORTS_PATH = '/api/imports';
export const WORLDS_PATH = '/api/worlds';
/** Field name of the file in the multipart body of POST /api/imports. */
export const IMPORT_FIELD = 'file';

/** `matrix`: a connected Matrix room added to the world from /element (its history, then its new messages). */
export const IMPORT_SOURCES = [
  'whatsapp',
  'telegram',
  'photos',
  'google-location',
  'matrix',
  'discord',
  'messenger',
  'instagram',
  'signal',
  'imessage',
  'gps-track',
] as const;
export const ImportSourceSchema = z.enum(IMPORT_SOURCES);
export type ImportSourceName = z.infer<typeof ImportSourceSchema>;

export const SOURCE_LABELS: Record<ImportSourceName, string> = {
  whatsapp: 'WhatsApp',
  telegram: 'Telegram',
  photos: 'Photos',
  'google-location': 'Google location history',
  matrix: 'Matrix',
  discord: 'Discord',
  messenger: 'Messenger',
  instagram: 'Instagram',
  signal: 'Signal',
  imessage: 'iMessage',
  'gps-track': 'GPS tracks (GPX, KML, TCX)',
};

/** What an import may be: the message of a refused upload names it. */
export const IMPORT_KINDS_TEXT =
  'a WhatsApp chat export (.txt or .zip), a Telegram Desktop JSON export (result.json), a Discord export (DiscordChatExporter JSON), Facebook Messenger or Instagram messages (message_1.json or the "Download your information" .zip), a Signal export (signal-export), iMessage (imessage-exporter TXT or HTML), photos (JPEG, PNG, HEIC, WebP, or a .zip of them, Google Takeout included), a Google location history (Records.json, Semantic Location History, Timeline.json) or GPS tracks (GPX, KML, KMZ, TCX, or a .zip of them)';

/* ---------- plans (SPEC §9) ---------- */

export const PLANS = ['basic', 'pro'] as const;
export const PlanSchema = z.enum(PLANS);
export type Plan = z.infer<typeof PlanSchema>;
/** Data points (messages + photos + location points) a world is drawn from, newest first (ADR 052). */
export const PLAN_LIMITS: Record<Plan, number> = { basic: 1_000, pro: 10_000 };

/* ---------- time zones ---------- */

/** True for an IANA zone this runtime knows ("Europe/Berlin", "UTC"). */
export function isTimeZone(zone: string): boolean {
  if (!zone || zone.length > 64) return false;
  try {
    new Intl.DateTimeFormat('en-US', { timeZone: zone });
    return true;
  } catch {
    return false;
  }
}

const TIME_ZONE_MESSAGE = 'Unknown time zone: use an IANA name such as "Europe/Berlin" or "UTC".';
/** The zones this runtime lists (canonical names; aliases such as "Asia/Calcutta" are accepted too). */
const LISTED_ZONES: [string, ...string[]] = [
  'UTC',
  ...(typeof Intl.supportedValuesOf === 'function' ? Intl.supportedValuesOf('timeZone').filter((z) => z !== 'UTC') : []),
];

/** An IANA time zone: one of the listed names, or any other name this runtime knows (an alias, a newer zone). */
export const TimeZoneSchema = z.union([
  z.enum(LISTED_ZONES),
  text().trim().max(64).refine(isTimeZone, { message: TIME_ZONE_MESSAGE }),
], { error: TIME_ZONE_MESSAGE });

/* ---------- imports ---------- */

export const ImportStatusSchema = z.enum(['queued', 'running', 'done', 'failed']);
export type ImportStatus = z.infer<typeof ImportStatusSchema>;

export const ImportProgressSchema = z.object({
  /** Bytes (or entries, see `unit`) of the file read so far, of about `total`. */
  done: z.number(),
  total: z.number(),
  unit: z.enum(['bytes', 'entries']).optional(),
  /** Records read so far. */
  messages: z.number().int().optional(),
  photos: z.number().int().optional(),
  places: z.number().int().optional(),
});
export type ImportProgress = z.infer<typeof ImportProgressSchema>;

/** What the import brought in (rows that were new); `duplicates`: messages and photos already there. */
export const ImportCountsSchema = z.object({
  messages: z.number().int(),
  people: z.number().int(),
  photos: z.number().int(),
  places: z.number().int(),
  dataPoints: z.number().int(),
  events: z.number().int(),
  duplicates: z.number().int(),
});
export type ImportCounts = z.infer<typeof ImportCountsSchema>;

export const ImportSchema = z.object({
  id: z.string(),
  status: ImportStatusSchema,
  source: ImportSourceSchema,
  fileName: z.string(),
  size: z.number().int(),
  timeZone: z.string(),
  progress: ImportProgressSchema,
  counts: ImportCountsSchema,
  /** What the file's reader wants the user to know ("Dates read as day/month"). */
  notes: z.array(z.string()),
  /** A human message when failed. */
  error: z.string().nullable(),
  createdAt: z.string(),
  finishedAt: z.string().nullable(),
});
export type Import = z.infer<typeof ImportSchema>;

export const ImportListResponseSchema = z.object({ imports: z.array(ImportSchema) });
export type ImportListResponse = z.infer<typeof ImportListResponseSchema>;

export const ImportParamsSchema = z.object({ id: z.string().max(100) });

/**
 * GET /api/imports/limits: what this server accepts, shown on the import page before an
 * upload (the one source of the numbers: the server's configuration).
 */
export const ImportLimitsSchema = z.object({
  /** Largest file POST /api/imports takes (413 above). */
  maxFileBytes: z.number().int().positive(),
  /** Largest single photo read; a larger one (in a zip) is skipped with a note. */
  maxPhotoBytes: z.number().int().positive(),
  /** Imports one account may have queued or running at once (429 above). */
  concurrentPerUser: z.number().int().positive(),
  /** Uploads per account per hour (429 above). */
  uploadsPerHour: z.number().int().positive(),
});
export type ImportLimits = z.infer<typeof ImportLimitsSchema>;

/** The 429 code of an upload refused because the account has `concurrentPerUser` imports waiting or running: try again when one ends. */
export const TOO_MANY_IMPORTS_CODE = 'too_many_imports';

export const CreateImportQuerySchema = z.object({
  /** The browser's zone: becomes the account's setting when it has none yet. */
  timeZone: TimeZoneSchema.optional(),
});

/* ---------- the world model ---------- */

/**
 * The summary above every world (ADR 052): `dataPoints` and `imported` count everything
 * imported; every other figure (people, messages, photos, places, events, the span) is of
 * the data points the world is drawn from, which `coverage` names.
 */
export const WorldSummarySchema = z.object({
  plan: PlanSchema,
  limit: z.number().int(),
  /** Every data point imported (messages + photos + location points). */
  dataPoints: z.number().int(),
  /** How many of them the worlds are drawn from (`coverage.shown`): at most the plan's limit. */
  shown: z.number().int(),
  /** "Every figure here is of your newest 1,000 data points (6,120 imported) — Pro shows 10,000.", or null when everything is shown. */
  notice: z.string().nullable(),
  coverage: CoverageSchema,
  /** Everything imported, by kind, whatever the plan shows. */
  imported: z.object({ messages: z.number().int(), photos: z.number().int(), points: z.number().int() }),
  /** People in the chats of the shown messages, the owner not counted (as the Social world counts them). */
  people: z.number().int(),
  messages: z.number().int(),
  photos: z.number().int(),
  places: z.number().int(),
  events: z.number().int(),
  firstAt: z.string().nullable(),
  lastAt: z.string().nullable(),
  sources: z.array(ImportSourceSchema),
});
export type WorldSummary = z.infer<typeof WorldSummarySchema>;

export const PersonSchema = z.object({
  id: z.string(),
  name: z.string(),
  /** Messages among the data points shown. */
  messageCount: z.number().int(),
  firstAt: z.string().nullable(),
  lastAt: z.string().nullable(),
  sources: z.array(ImportSourceSchema),
  /** The account's owner, as set in the world settings (or guessed: the person in the most chats). */
  isSelf: z.boolean(),
  /** People merged into this one (a split gives them back their own entries). */
  mergedWith: z.array(z.object({ id: z.string(), name: z.string() })),
});
export type Person = z.infer<typeof PersonSchema>;

export const PeopleResponseSchema = z.object({ people: z.array(PersonSchema) });
export type PeopleResponse = z.infer<typeof PeopleResponseSchema>;

export const PersonParamsSchema = z.object({ id: z.string().max(100) });

export const PersonDetailSchema = PersonSchema.extend({
  months: z.array(z.object({ month: z.string(), messages: z.number().int(), sentiment: z.number() })),
  chats: z.array(
    z.object({ id: z.string(), title: z.string(), source: ImportSourceSchema, isGroup: z.boolean(), messages: z.number().int() }),
  ),
  places: z.array(z.object({ id: z.string(), lat: z.number(), lon: z.number(), label: z.string(), count: z.number().int() })),
  /** Mean time between a message of one of you and the other's answer (answers within a day), both ways; null without any. */
  averageReplySeconds: z.number().nullable(),
  /** The same, one way: how long they take to answer you, and you them. */
  replySeconds: z.object({ theirs: z.number().nullable(), yours: z.number().nullable() }),
});
export type PersonDetail = z.infer<typeof PersonDetailSchema>;

export const MergePeopleBodySchema = z.object({
  /** The person who stays. */
  into: IdSchema,
  /** The person merged into them (with anyone already merged into them). */
  from: IdSchema,
});
export type MergePeopleBody = z.infer<typeof MergePeopleBodySchema>;

export const NetworkSchema = z.object({
  nodes: z.array(z.object({ id: z.string(), name: z.string(), weight: z.number().int() })),
  edges: z.array(z.object({ source: z.string(), target: z.string(), weight: z.number().int() })),
});
export type Network = z.infer<typeof NetworkSchema>;

export const PlaceKindSchema = z.enum(['photo', 'message', 'visit', 'record']);
export const PlacesResponseSchema = z.object({
  /** What the figures are computed from (ADR 052); always sent by the server (optional for stubs in tests). */
  coverage: CoverageSchema.optional(),
  places: z.array(
    z.object({
      id: z.string(),
      lat: z.number(),
      lon: z.number(),
      label: z.string(),
      /** How the place reads everywhere (#27, worlds-places.ts): the user's name, its label, its city ("Kyoto, Japan") or its coordinates. */
      name: z.string(),
      /** Its nearest city and country; null far from any town. */
      geoName: z.string().nullable(),
      count: z.number().int(),
      kinds: z.array(PlaceKindSchema),
      firstAt: z.string(),
      lastAt: z.string(),
    }),
  ),
});
export type PlacesResponse = z.infer<typeof PlacesResponseSchema>;

const PhotoItemSchema = z.object({
  id: z.string(),
  fileName: z.string(),
  at: z.string(),
  /** False when the photo had no taken-at time (then `at` is only when it was imported). */
  takenAtKnown: z.boolean(),
  lat: z.number().nullable(),
  lon: z.number().nullable(),
  placeId: z.string().nullable(),
  width: z.number().int().nullable(),
  height: z.number().int().nullable(),
});

export const PhotosResponseSchema = z.object({
  /** What the figures are computed from (ADR 052); always sent by the server (optional for stubs in tests). */
  coverage: CoverageSchema.optional(),
  /** The shown photos with a taken-at time in the period, most recent first; the thumbnail of each is GET /api/worlds/photos/:id/thumbnail. */
  photos: z.array(PhotoItemSchema),
  /**
   * The shown photos without a taken-at time (#27): in no period, so listed apart whatever
   * the period, by file name (`at` is when it was imported, `takenAtKnown` false).
   */
  undated: z.array(PhotoItemSchema).optional(),
});
export type PhotosResponse = z.infer<typeof PhotosResponseSchema>;

export const PhotoParamsSchema = z.object({ id: z.string().max(100) });

export const BUCKETS = ['day', 'week', 'month'] as const;

const DateParamSchema = text()
  .max(40)
  .refine((s) => /^\d{4}-\d{2}-\d{2}([T ]\d{2}:\d{2}(:\d{2}(\.\d+)?)?(Z|[+-]\d{2}:?\d{2})?)?$/.test(s) && !Number.isNaN(Date.parse(s)), {
    message: 'Dates are ISO 8601: YYYY-MM-DD or YYYY-MM-DDTHH:MM:SSZ.',
  });

/* ---------- the worlds (issue 13) ---------- */

/** The four worlds a person can walk; each is a lazy page under /worlds. */
export const WORLD_KINDS = ['social', 'network', 'map', 'timeline'] as const;
export const WorldKindSchema = z.enum(WORLD_KINDS);
export type WorldKind = z.infer<typeof WorldKindSchema>;

export const WORLD_LABELS: Record<WorldKind, string> = {
  social: 'Social & Emotional World',
  network: 'Network Visualizer',
  map: 'Location Memory Map',
  timeline: '4D Timeline',
};

/**
 * The period every world can be narrowed to (the timeline's brush): `from` inclusive,
 * `to` exclusive, ISO 8601 instants (a bare date is midnight UTC). Every read endpoint
 * of /api/worlds (and its /sample and /shared/:token twins) accepts it.
 */
export const WorldPeriodQuerySchema = z
  .object({ from: DateParamSchema.optional(), to: DateParamSchema.optional() })
  .refine((q) => !q.from || !q.to || Date.parse(q.from) <= Date.parse(q.to), { message: '"from" must not be after "to".', path: ['from'] });
export type WorldPeriodQuery = z.infer<typeof WorldPeriodQuerySchema>;

export const TimelineQuerySchema = z
  .object({
    from: DateParamSchema.optional(),
    to: DateParamSchema.optional(),
    bucket: z.enum(BUCKETS, { error: 'bucket must be day, week or month.' }).default('month'),
  })
  .refine((q) => !q.from || !q.to || Date.parse(q.from) <= Date.parse(q.to), { message: '"from" must not be after "to".', path: ['from'] });
export type TimelineQuery = z.infer<typeof TimelineQuerySchema>;

export const TimelineSchema = z.object({
  bucket: z.enum(BUCKETS),
  timeZone: z.string(),
  /** What the figures are computed from (ADR 052); always sent by the server (optional for stubs in tests). */
  coverage: CoverageSchema.optional(),
  /** Shown photos without a taken-at time (#27): in no bucket, listed apart as undated. */
  undatedPhotos: z.number().int().optional(),
  /** Buckets with at least one item, oldest first; `start` is the bucket's first instant in the user's zone. */
  buckets: z.array(
    z.object({ start: z.string(), messages: z.number().int(), photos: z.number().int(), places: z.number().int(), events: z.number().int() }),
  ),
});
export type Timeline = z.infer<typeof TimelineSchema>;

/* ---------- the Location Memory Map and the 4D Timeline (issue 13) ---------- */

export const PlaceParamsSchema = z.object({ id: z.string().max(100) });

/** How a message belongs to a place: it shared the location, it was sent in that chat within an hour of the share, or it names the place. */
export const PLACE_MESSAGE_REASONS = ['shared', 'nearby', 'mentions'] as const;

/** Most messages a place's detail lists (the earliest first). */
export const PLACE_MESSAGES_MAX = 200;
/** Most photos a place's detail lists (the earliest first). */
export const PLACE_PHOTOS_MAX = 500;

/** GET /api/worlds/places/:id: a place with its photos and messages in time order (within the period). */
export const PlaceDetailSchema = z.object({
  id: z.string(),
  lat: z.number(),
  lon: z.number(),
  label: z.string(),
  /** How the place reads everywhere (#27, worlds-places.ts). */
  name: z.string(),
  /** The user's own name for it (null: none). */
  customName: z.string().nullable(),
  /** Its nearest city and country; null far from any town. */
  geoName: z.string().nullable(),
  count: z.number().int(),
  kinds: z.array(PlaceKindSchema),
  firstAt: z.string().nullable(),
  lastAt: z.string().nullable(),
  photos: z.array(
    z.object({
      id: z.string(),
      fileName: z.string(),
      at: z.string(),
      width: z.number().int().nullable(),
      height: z.number().int().nullable(),
      /** People tagged in the photo (Google Takeout); empty for a shared link without messages. */
      people: z.array(z.string()),
    }),
  ),
  /** The photos there in the period (the list may stop at PLACE_PHOTOS_MAX). */
  photoCount: z.number().int(),
  messages: z.array(
    z.object({
      at: z.string(),
      author: z.string(),
      chat: z.string(),
      source: ImportSourceSchema,
      /** Empty when the read scope may not show message text (a shared link without messages). */
      text: z.string(),
      reason: z.enum(PLACE_MESSAGE_REASONS),
    }),
  ),
  /** The messages of the place in the period (the list may stop at PLACE_MESSAGES_MAX). */
  messageCount: z.number().int(),
  /** False when message text is hidden (a shared link without messages). */
  messagesShown: z.boolean(),
});
export type PlaceDetail = z.infer<typeof PlaceDetailSchema>;

/** GET /api/worlds/on-this-day?date=YYYY-MM-DD (default: today in the user's zone), and the period. */
export const OnThisDayQuerySchema = z
  .object({
    from: DateParamSchema.optional(),
    to: DateParamSchema.optional(),
    date: text()
      .regex(/^\d{4}-\d{2}-\d{2}$/, { message: 'date is YYYY-MM-DD.' })
      .refine((s) => !Number.isNaN(Date.parse(`${s}T00:00:00Z`)) && new Date(`${s}T00:00:00Z`).toISOString().startsWith(s), { message: 'date is not a real day.' })
      .optional(),
  })
  .refine((q) => !q.from || !q.to || Date.parse(q.from) <= Date.parse(q.to), { message: '"from" must not be after "to".', path: ['from'] });
export type OnThisDayQuery = z.infer<typeof OnThisDayQuerySchema>;

/** Most photos and messages a year of "on this day" shows. */
export const ON_THIS_DAY_PHOTOS = 6;
export const ON_THIS_DAY_MESSAGES = 3;

/** What happened on the same calendar day (in the user's zone) in earlier years, the most recent year first. */
export const OnThisDaySchema = z.object({
  /** The day asked about, YYYY-MM-DD. */
  date: z.string(),
  timeZone: z.string(),
  /** What the figures are computed from (ADR 052); always sent by the server (optional for stubs in tests). */
  coverage: CoverageSchema.optional(),
  years: z.array(
    z.object({
      year: z.number().int(),
      /** That day's first instant in the user's zone. */
      start: z.string(),
      messages: z.number().int(),
      photos: z.number().int(),
      places: z.number().int(),
      events: z.number().int(),
      photoList: z.array(z.object({ id: z.string(), fileName: z.string(), at: z.string() })),
      messageList: z.array(z.object({ at: z.string(), author: z.string(), chat: z.string(), text: z.string() })),
      placeList: z.array(z.object({ id: z.string(), label: z.string(), lat: z.number(), lon: z.number() })),
    }),
  ),
  messagesShown: z.boolean(),
});
export type OnThisDay = z.infer<typeof OnThisDaySchema>;

export const WorldSettingsSchema = z.object({
  plan: PlanSchema,
  limit: z.number().int(),
  /** null until the user (or their browser, with the first import) sets it; imports then read local times as UTC. */
  timeZone: z.string().nullable(),
  selfPersonId: z.string().nullable(),
});
export type WorldSettings = z.infer<typeof WorldSettingsSchema>;

export const UpdateWorldSettingsBodySchema = z.object({
  timeZone: TimeZoneSchema.optional(),
  /** Who you are in your own exports; null to let Mnemo guess. */
  selfPersonId: IdSchema.nullable().optional(),
});
export type UpdateWorldSettingsBody = z.infer<typeof UpdateWorldSettingsBodySchema>;

/* ---------- the sample world, shared links, narration, export (issue 13) ---------- */

/** The synthetic sample world anyone may walk signed out (its owner is a system account on Pro). */
export const SAMPLE_WORLD_PATH = `${WORLDS_PATH}/sample`;
/** Where shared links are read: `${SHARED_WORLD_PATH}/<token>/…`. */
export const SHARED_WORLD_PATH = `${WORLDS_PATH}/shared`;
export const WORLD_SHARES_PATH = `${WORLDS_PATH}/shares`;

export const CreateWorldShareBodySchema = z.object({
  world: WorldKindSchema,
  /** Whether endpoints that show message text show it through the link (off: blanked). */
  includeMessages: z.boolean().default(false),
  /** Whether visitors may ask the world questions (#29): answered only with messages included, over the shared world's data. */
  allowAsk: z.boolean().default(false),
  /** When the link stops working; omitted or null: until revoked. Must be in the future. */
  expiresAt: z.iso
    .datetime({ offset: true, error: 'expiresAt is an ISO 8601 instant, e.g. 2026-12-31T23:59:59Z.' })
    .nullable()
    .optional(),
});
export type CreateWorldShareBody = z.input<typeof CreateWorldShareBodySchema>;

export const WorldShareSchema = z.object({
  id: z.string(),
  world: WorldKindSchema,
  includeMessages: z.boolean(),
  /** Visitors may ask questions (as created; they can only with messages included). */
  allowAsk: z.boolean(),
  expiresAt: z.string().nullable(),
  revokedAt: z.string().nullable(),
  createdAt: z.string(),
  /** 'active' | 'expired' | 'revoked'. */
  status: z.enum(['active', 'expired', 'revoked']),
});
export type WorldShare = z.infer<typeof WorldShareSchema>;

/** Answer to the creation: the only time the token (and so the link) is shown. */
export const CreatedWorldShareSchema = WorldShareSchema.extend({ token: z.string(), path: z.string() });
export type CreatedWorldShare = z.infer<typeof CreatedWorldShareSchema>;

export const WorldSharesResponseSchema = z.object({ shares: z.array(WorldShareSchema) });
export type WorldSharesResponse = z.infer<typeof WorldSharesResponseSchema>;

export const WorldShareParamsSchema = z.object({ id: z.string().max(100) });

/** The path params of every route under /api/worlds/shared/:token (its own params, if any, extended with it). */
export const SharedWorldParamsSchema = z.object({ token: z.string().max(100) });

/** What a shared link shows (GET /api/worlds/shared/:token/share). */
export const SharedWorldInfoSchema = z.object({
  world: WorldKindSchema,
  includeMessages: z.boolean(),
  /** Visitors can ask this world questions (#29): the owner allowed it and messages are included. */
  allowAsk: z.boolean(),
  expiresAt: z.string().nullable(),
});
export type SharedWorldInfo = z.infer<typeof SharedWorldInfoSchema>;

/** A day (YYYY-MM-DD, midnight UTC) or an ISO 8601 instant. */
const NarrationDateSchema = z.union([z.iso.date(), z.iso.datetime({ offset: true })], {
  error: 'Dates are ISO 8601: YYYY-MM-DD or YYYY-MM-DDTHH:MM:SSZ.',
});

/** What a narration tells the story of: the world as a whole, one person, one place or a period (`from` inclusive, `to` exclusive). */
export const NarrationSubjectSchema = z.discriminatedUnion(
  'kind',
  [
    z.object({ kind: z.literal('world'), world: WorldKindSchema }),
    z.object({ kind: z.literal('person'), id: z.string().min(1).max(100) }),
    z.object({ kind: z.literal('place'), id: z.string().min(1).max(100) }),
    z.object({ kind: z.literal('period'), from: NarrationDateSchema, to: NarrationDateSchema }),
  ],
  { error: 'subject.kind must be world, person, place or period.' },
);
export type NarrationSubject = z.infer<typeof NarrationSubjectSchema>;

export const NarrateBodySchema = z.object({ subject: NarrationSubjectSchema });
export type NarrateBody = z.infer<typeof NarrateBodySchema>;

/** A message a finding or a sentence of a story cites (`id`: the message's key; `text` null when the reader may not see it). */
export const CitedMessageSchema = z.object({
  kind: z.literal('message'),
  id: z.string(),
  at: z.string(),
  author: z.string(),
  text: z.string().nullable(),
});
export type CitedMessage = z.infer<typeof CitedMessageSchema>;

/** One sentence of a story and the messages it rests on (a claim about a period cites at least one; footnotes on the page). */
export const NarrationSentenceSchema = z.object({ text: z.string(), citations: z.array(CitedMessageSchema) });
export type NarrationSentence = z.infer<typeof NarrationSentenceSchema>;

export const NarrationSchema = z.object({
  /** The short story, written by the AI layer from the figures below only. */
  text: z.string(),
  /** The same story sentence by sentence, each with the messages it cites. */
  sentences: z.array(NarrationSentenceSchema),
  /** Who or what it is about ("Ana", "Lisbon", "Mar 2024 – Jun 2024", "Social & Emotional World"). */
  title: z.string(),
  /** The counts the story was written from (read server-side from the aggregates). */
  facts: z.array(z.object({ label: z.string(), value: z.number() })),
  meta: z.object({
    engine: z.string(),
    model: z.string(),
    engineLabel: z.string(),
    tokens: z.enum(['provider', 'estimated']),
    durationMs: z.number(),
    costUsd: z.number(),
    /**
     * Why the story is the offline engine's although a model was asked (its text named a
     * figure or a month the findings do not hold, or left a sentence without its source); null otherwise.
     */
    fallback: z.string().nullable(),
  }),
});
export type Narration = z.infer<typeof NarrationSchema>;

export const WorldExportQuerySchema = z
  .object({ world: WorldKindSchema, from: DateParamSchema.optional(), to: DateParamSchema.optional() })
  .refine((q) => !q.from || !q.to || Date.parse(q.from) <= Date.parse(q.to), { message: '"from" must not be after "to".', path: ['from'] });
