/**
 * Julia's investor database and CRM (spec §2 /julia.ai/database and /julia.ai/crm, §3
 * "Mock CRM contact" and "Mock investor", §9 sample figures; issue #15 part B). Every
 * list is paginated; every row belongs to the signed-in user. A new account starts empty;
 * the sample dataset (2,847 investors, 5 hot deals, 12 prospects) is loaded on request,
 * every row of it marked `source: 'sample'`, and removed in one call (issue #30).
 * Match scores come from the user's founder profile and are null without one.
 */
import { z } from 'zod';
import { IdSchema, text } from './common';

export const JULIA_CRM_PATH = '/api/julia-crm';

/** Spec §9: the sample dataset's figures, which the sample's real row counts must match. */
export const SAMPLE_FIGURES = { investors: 2847, hotDeals: 5, prospects: 12 } as const;
/** The whole sample dataset: the spec's figures, 25 contacts in all (8 in outreach) and 2 rounds. */
export const SAMPLE_DATASET = { ...SAMPLE_FIGURES, contacts: 25, rounds: 2 } as const;

/**
 * The sample's own timeline: every sample date (investor activity, last contacts,
 * interactions, reminders, rounds) is on or before this day, fixed, so sample rows never
 * read as this week's real activity.
 */
export const SAMPLE_TIMELINE_END = '2025-06-30';
/** What the banner says while sample rows exist. */
export const SAMPLE_BANNER = 'Sample data: made-up people and firms.';

/** Where a row came from: the sample dataset, a CSV import, or typed in by the user. */
export const RowSourceSchema = z.enum(['sample', 'import', 'manual']);
export type RowSource = z.infer<typeof RowSourceSchema>;

export const INVESTOR_FOCUS_AREAS = [
  'AI',
  'B2B SaaS',
  'Fintech',
  'Healthtech',
  'Climate',
  'Consumer',
  'Developer Tools',
  'Marketplaces',
  'Cybersecurity',
  'Edtech',
  'Deep Tech',
  'Biotech',
  'Crypto',
  'Mobility',
  'Future of Work',
  'Gaming',
] as const;
export const INVESTOR_STAGES = ['Pre-seed', 'Seed', 'Series A', 'Series B', 'Growth'] as const;
export const InvestorStageSchema = z.enum(INVESTOR_STAGES);
export type InvestorStage = z.infer<typeof InvestorStageSchema>;

/** Check-size filter buckets, in US dollars: an investor matches when its range overlaps the bucket. */
export const CHECK_SIZE_BUCKETS = {
  'under-250k': { label: 'Under $250K', min: 0, max: 249_999 },
  '250k-1m': { label: '$250K – $1M', min: 250_000, max: 1_000_000 },
  '1m-5m': { label: '$1M – $5M', min: 1_000_001, max: 5_000_000 },
  'over-5m': { label: 'Over $5M', min: 5_000_001, max: Number.MAX_SAFE_INTEGER },
} as const;
export type CheckSizeBucket = keyof typeof CHECK_SIZE_BUCKETS;
export const CheckSizeBucketSchema = z.enum(Object.keys(CHECK_SIZE_BUCKETS) as [CheckSizeBucket, ...CheckSizeBucket[]]);

export const INVESTOR_SORTS = ['match', 'name', 'activity', 'portfolio'] as const;
export const InvestorSortSchema = z.enum(INVESTOR_SORTS);

export const PAGE_SIZE_MAX = 100;

/** `?page=&pageSize=`: 1-based pages. */
export const PageQuerySchema = z.object({
  page: z.coerce.number({ error: 'page must be a number' }).int().min(1, 'page starts at 1').max(100_000).default(1),
  pageSize: z.coerce
    .number({ error: 'pageSize must be a number' })
    .int()
    .min(1, 'pageSize must be at least 1')
    .max(PAGE_SIZE_MAX, `pageSize is at most ${PAGE_SIZE_MAX}`)
    .default(25),
});

const pageOf = <T extends z.ZodType>(item: T) =>
  z.object({ items: z.array(item), total: z.number().int(), page: z.number().int(), pageSize: z.number().int() });

/** One query value or the same key repeated (`?focus=AI&focus=Fintech`). */
const oneOrMany = <T extends z.ZodType>(item: T) =>
  z.preprocess((v) => (v === undefined ? [] : Array.isArray(v) ? v : [v]), z.array(item).max(20, 'At most 20 values'));

/* ---------- investors ---------- */

export const InvestorSchema = z.object({
  id: IdSchema,
  name: z.string(),
  firm: z.string(),
  focus: z.array(z.string()),
  /** Display text, e.g. "$500K – $2M". */
  checkSize: z.string(),
  checkMinUsd: z.number().int(),
  checkMaxUsd: z.number().int(),
  stages: z.array(z.string()),
  location: z.string(),
  recentInvestments: z.array(z.string()),
  totalPortfolio: z.number().int(),
  /** ISO date (YYYY-MM-DD). */
  lastActivity: z.string(),
  /** 0–100: how well the investor fits the founder's profile; null without a profile. */
  matchScore: z.number().int().nullable(),
  /** Why: one phrase per rule (stage, sector, cheque, geography); empty without a profile. */
  matchReasons: z.array(z.string()),
  recentNews: z.string(),
  privateNote: z.string(),
  source: RowSourceSchema,
  updatedAt: z.string(),
});
export type Investor = z.infer<typeof InvestorSchema>;

export const InvestorSearchQuerySchema = PageQuerySchema.extend({
  q: text().trim().max(200, 'Search is at most 200 characters').optional(),
  focus: oneOrMany(z.enum(INVESTOR_FOCUS_AREAS, { error: 'Unknown focus area' })),
  stage: oneOrMany(InvestorStageSchema),
  check: CheckSizeBucketSchema.optional(),
  sort: InvestorSortSchema.default('match'),
});
export type InvestorSearchQuery = z.infer<typeof InvestorSearchQuerySchema>;
export type InvestorSearchInput = z.input<typeof InvestorSearchQuerySchema>;
/** The CSV export takes the search's filters, without its page. */
export const InvestorExportQuerySchema = InvestorSearchQuerySchema.omit({ page: true, pageSize: true }).extend({});
/** The export's answer: the CSV text (sent as a file, investors.csv). */
export const InvestorCsvSchema = z.string();

/**
 * A search or filter counts its matches up to this many; past it `total` is this cap and
 * `totalCapped` is true ("1,000+"). The unfiltered list's total is always exact.
 */
export const INVESTOR_COUNT_CAP = 1_000;
export const InvestorPageSchema = pageOf(InvestorSchema).extend({ totalCapped: z.boolean() });
export type InvestorPage = z.infer<typeof InvestorPageSchema>;

export const IdParamsSchema = z.object({ id: z.uuid('Unknown id') });

export const NOTE_MAX = 5000;
export const UpdateInvestorBodySchema = z.object({
  privateNote: text().max(NOTE_MAX, `The note is at most ${NOTE_MAX} characters`),
});
export type UpdateInvestorBody = z.infer<typeof UpdateInvestorBodySchema>;

/** The CSV columns of an export, which an import reads back (header names, any order, case-insensitive). */
export const INVESTOR_CSV_COLUMNS = [
  'name',
  'firm',
  'focus',
  'checkMinUsd',
  'checkMaxUsd',
  'stages',
  'location',
  'recentInvestments',
  'totalPortfolio',
  'lastActivity',
  'recentNews',
  'privateNote',
] as const;
/** Lists inside one CSV cell are separated by this character. */
export const CSV_LIST_SEPARATOR = ';';
export const IMPORT_MAX_CHARS = 900_000;
export const IMPORT_MAX_ROWS = 5000;

export const ImportBodySchema = z.object({
  csv: text({ error: 'csv is required' })
    .min(1, 'The CSV file is empty')
    .max(IMPORT_MAX_CHARS, `The CSV is too large (at most ${IMPORT_MAX_CHARS.toLocaleString('en-US')} characters)`),
});
export type ImportBody = z.infer<typeof ImportBodySchema>;

/** One investor as read from a CSV row (also what a manual create sends). */
export const InvestorInputSchema = z
  .object({
    name: text({ error: 'name is required' }).trim().min(1, 'name is required').max(120, 'name is at most 120 characters'),
    firm: text({ error: 'firm is required' }).trim().min(1, 'firm is required').max(120, 'firm is at most 120 characters'),
    focus: z.array(text().trim().min(1).max(60)).max(12, 'At most 12 focus areas').default([]),
    checkMinUsd: z.number({ error: 'checkMinUsd must be a number' }).int('checkMinUsd must be a whole number').min(0, 'checkMinUsd must be 0 or more').max(10_000_000_000).default(0),
    checkMaxUsd: z.number({ error: 'checkMaxUsd must be a number' }).int('checkMaxUsd must be a whole number').min(0, 'checkMaxUsd must be 0 or more').max(10_000_000_000).default(0),
    stages: z.array(z.enum(INVESTOR_STAGES, { error: `stages are ${INVESTOR_STAGES.join(', ')}` })).max(5).default([]),
    location: text().trim().max(120).default(''),
    recentInvestments: z.array(text().trim().min(1).max(120)).max(20).default([]),
    totalPortfolio: z.number({ error: 'totalPortfolio must be a number' }).int('totalPortfolio must be a whole number').min(0, 'totalPortfolio must be 0 or more').max(100_000).default(0),
    lastActivity: z.iso.date('lastActivity must be a date (YYYY-MM-DD)').optional(),
    recentNews: text().trim().max(1000).default(''),
    privateNote: text().max(NOTE_MAX).default(''),
  })
  .refine((v) => v.checkMaxUsd >= v.checkMinUsd, { message: 'checkMaxUsd must be at least checkMinUsd', path: ['checkMaxUsd'] });
export type InvestorInput = z.infer<typeof InvestorInputSchema>;

export const ImportRowSchema = z.object({
  /** 1-based line in the file (the header is line 1). */
  line: z.number().int(),
  name: z.string(),
  firm: z.string(),
  errors: z.array(z.string()),
});
export const ImportPreviewSchema = z.object({
  columns: z.array(z.string()),
  /** Columns of the file that are not read. */
  ignoredColumns: z.array(z.string()),
  valid: z.number().int(),
  invalid: z.number().int(),
  /** The first rows (at most 200) with their problems. */
  rows: z.array(ImportRowSchema),
  /** Problems of the whole file (no header, missing required columns). */
  fileErrors: z.array(z.string()),
});
export type ImportPreview = z.infer<typeof ImportPreviewSchema>;
export const ImportResultSchema = z.object({
  imported: z.number().int(),
  skipped: z.number().int(),
  errors: z.array(ImportRowSchema),
});
export type ImportResult = z.infer<typeof ImportResultSchema>;

/* ---------- summary ---------- */

export const JuliaSummarySchema = z.object({
  investors: z.number().int(),
  hotDeals: z.number().int(),
  prospects: z.number().int(),
  outreach: z.number().int(),
  contacts: z.number().int(),
  rounds: z.number().int(),
  /** How many of the rows above are sample rows (all zero once the sample is removed). */
  sample: z.object({
    investors: z.number().int(),
    contacts: z.number().int(),
    hotDeals: z.number().int(),
    prospects: z.number().int(),
    rounds: z.number().int(),
  }),
  /** When the sample dataset was loaded; null when it is not loaded. */
  sampleLoadedAt: z.string().nullable(),
});
export type JuliaSummary = z.infer<typeof JuliaSummarySchema>;

/* ---------- founder profile (what match scores are computed from) ---------- */

/** Where the founder raises; an investor's location falls in one of these (or none). */
export const FOUNDER_GEOGRAPHIES = [
  'United States',
  'Canada',
  'United Kingdom',
  'Europe',
  'Israel',
  'India',
  'Singapore',
  'Africa',
  'Latin America',
  'Australia',
] as const;
export type FounderGeography = (typeof FOUNDER_GEOGRAPHIES)[number];

export const ROUND_SIZE_MIN = 10_000;
export const ROUND_SIZE_MAX = 1_000_000_000;

export const FounderProfileSchema = z.object({
  stage: z.enum(INVESTOR_STAGES, { error: `stage is one of ${INVESTOR_STAGES.join(', ')}` }),
  sectors: z
    .array(z.enum(INVESTOR_FOCUS_AREAS, { error: 'Unknown sector' }), { error: 'sectors is a list' })
    .min(1, 'Choose at least one sector')
    .max(5, 'At most 5 sectors')
    .refine((xs) => new Set(xs).size === xs.length, 'A sector is listed twice'),
  roundSizeUsd: z
    .number({ error: 'Round size must be a number of dollars' })
    .int('Round size is a whole number of dollars')
    .min(ROUND_SIZE_MIN, 'Round size is at least $10K')
    .max(ROUND_SIZE_MAX, 'Round size is at most $1B'),
  geography: z.enum(FOUNDER_GEOGRAPHIES, { error: `geography is one of ${FOUNDER_GEOGRAPHIES.join(', ')}` }),
});
export type FounderProfile = z.infer<typeof FounderProfileSchema>;
export const FounderProfileAnswerSchema = z.object({ profile: FounderProfileSchema.nullable() });
export type FounderProfileAnswer = z.infer<typeof FounderProfileAnswerSchema>;

/* ---------- CRM contacts ---------- */

export const CONTACT_STATUSES = ['Hot Deal', 'Prospect', 'Outreach'] as const;
export const ContactStatusSchema = z.enum(CONTACT_STATUSES, { error: 'status is Hot Deal, Prospect or Outreach' });
export type ContactStatus = z.infer<typeof ContactStatusSchema>;
export const INTENT_LEVELS = ['High', 'Medium', 'Low'] as const;
export const WARMTH_LEVELS = ['Hot', 'Warm', 'Cold'] as const;

export const ContactSchema = z.object({
  id: IdSchema,
  name: z.string(),
  company: z.string(),
  /** Out of 10. */
  trust: z.number().int(),
  intent: z.enum(INTENT_LEVELS),
  warmth: z.enum(WARMTH_LEVELS),
  status: ContactStatusSchema,
  /** ISO date (YYYY-MM-DD) of the last interaction, null when never contacted. */
  lastContact: z.string().nullable(),
  email: z.string(),
  investorId: IdSchema.nullable(),
  source: RowSourceSchema,
  position: z.number(),
  interactions: z.number().int(),
  /** The soonest reminder date among this contact's interactions that is today or later. */
  nextReminder: z.string().nullable(),
});
export type Contact = z.infer<typeof ContactSchema>;
export const ContactPageSchema = pageOf(ContactSchema);
export type ContactPage = z.infer<typeof ContactPageSchema>;

export const ContactListQuerySchema = PageQuerySchema.extend({
  status: ContactStatusSchema.optional(),
  q: text().trim().max(200).optional(),
});
export type ContactListInput = z.input<typeof ContactListQuerySchema>;

const trust = z.number({ error: 'trust is a number from 0 to 10' }).int('trust is a whole number').min(0, 'trust is 0 to 10').max(10, 'trust is 0 to 10');
export const CreateContactBodySchema = z.object({
  name: text({ error: 'Name is required' }).trim().min(1, 'Name is required').max(120),
  company: text().trim().max(120).default(''),
  email: z.union([z.literal(''), text().trim().max(254).pipe(z.email('Invalid email address'))]).default(''),
  trust: trust.default(5),
  intent: z.enum(INTENT_LEVELS, { error: 'intent is High, Medium or Low' }).default('Medium'),
  warmth: z.enum(WARMTH_LEVELS, { error: 'warmth is Hot, Warm or Cold' }).default('Warm'),
  status: ContactStatusSchema.default('Outreach'),
  investorId: IdSchema.optional(),
});
export type CreateContactBody = z.input<typeof CreateContactBodySchema>;

export const UpdateContactBodySchema = z
  .object({
    name: text().trim().min(1, 'Name is required').max(120),
    company: text().trim().max(120),
    email: z.union([z.literal(''), text().trim().max(254).pipe(z.email('Invalid email address'))]),
    trust,
    intent: z.enum(INTENT_LEVELS, { error: 'intent is High, Medium or Low' }),
    warmth: z.enum(WARMTH_LEVELS, { error: 'warmth is Hot, Warm or Cold' }),
    status: ContactStatusSchema,
    /** Where in its column the card goes: before this contact, or at the end when null/absent. */
    beforeId: IdSchema.nullable(),
  })
  .partial()
  .refine((v) => Object.keys(v).length > 0, { message: 'Nothing to change' });
export type UpdateContactBody = z.input<typeof UpdateContactBodySchema>;

/* ---------- interactions ---------- */

export const INTERACTION_CHANNELS = ['Email', 'Call', 'Meeting', 'Message', 'Event', 'Intro'] as const;
export const InteractionSchema = z.object({
  id: IdSchema,
  contactId: IdSchema,
  date: z.string(),
  channel: z.enum(INTERACTION_CHANNELS),
  summary: z.string(),
  nextStep: z.string(),
  reminderDate: z.string().nullable(),
  source: RowSourceSchema,
  createdAt: z.string(),
});
export type Interaction = z.infer<typeof InteractionSchema>;
export const InteractionPageSchema = pageOf(InteractionSchema);
export type InteractionPage = z.infer<typeof InteractionPageSchema>;
export const CreateInteractionBodySchema = z.object({
  date: z.iso.date({ error: 'Date is required (YYYY-MM-DD)' }),
  channel: z.enum(INTERACTION_CHANNELS, { error: 'Choose a channel' }),
  summary: text({ error: 'Summary is required' }).trim().min(1, 'Summary is required').max(2000),
  nextStep: text().trim().max(500).default(''),
  reminderDate: z.union([z.literal(''), z.iso.date('Reminder must be a date (YYYY-MM-DD)')]).nullable().default(null),
});
export type CreateInteractionBody = z.input<typeof CreateInteractionBodySchema>;

/* ---------- rounds ---------- */

export const PIPELINE_STAGES = ['identified', 'contacted', 'meeting', 'due-diligence', 'term-sheet', 'committed', 'passed'] as const;
export const PipelineStageSchema = z.enum(PIPELINE_STAGES, { error: 'Unknown pipeline stage' });
export type PipelineStage = z.infer<typeof PipelineStageSchema>;
export const PIPELINE_STAGE_LABELS: Record<PipelineStage, string> = {
  identified: 'Identified',
  contacted: 'Contacted',
  meeting: 'Meeting',
  'due-diligence': 'Due diligence',
  'term-sheet': 'Term sheet',
  committed: 'Committed',
  passed: 'Passed',
};

export const RoundSchema = z.object({
  id: IdSchema,
  name: z.string(),
  targetUsd: z.number().int().nullable(),
  source: RowSourceSchema,
  createdAt: z.string(),
  entries: z.number().int(),
  committed: z.number().int(),
});
export type Round = z.infer<typeof RoundSchema>;
export const RoundPageSchema = pageOf(RoundSchema);
export const CreateRoundBodySchema = z.object({
  name: text({ error: 'Round name is required' }).trim().min(1, 'Round name is required').max(80),
  targetUsd: z.number().int().min(0).max(10_000_000_000).nullable().default(null),
});
export type CreateRoundBody = z.input<typeof CreateRoundBodySchema>;

export const RoundEntrySchema = z.object({
  roundId: IdSchema,
  contactId: IdSchema,
  contactName: z.string(),
  company: z.string(),
  stage: PipelineStageSchema,
  passReason: z.string().nullable(),
  updatedAt: z.string(),
});
export type RoundEntry = z.infer<typeof RoundEntrySchema>;
export const RoundEntryPageSchema = pageOf(RoundEntrySchema);
export type RoundEntryPage = z.infer<typeof RoundEntryPageSchema>;
export const RoundEntryParamsSchema = z.object({ id: z.uuid('Unknown round'), contactId: z.uuid('Unknown contact') });
export const SetRoundEntryBodySchema = z
  .object({
    stage: PipelineStageSchema,
    passReason: text().trim().max(500).optional(),
  })
  .refine((v) => v.stage !== 'passed' || (v.passReason ?? '').length > 0, {
    message: 'Say why they passed',
    path: ['passReason'],
  });
export type SetRoundEntryBody = z.input<typeof SetRoundEntryBodySchema>;

/** A contact's place in every round (its detail panel). */
export const ContactRoundsSchema = pageOf(RoundEntrySchema.extend({ roundName: z.string() }));
export type ContactRounds = z.infer<typeof ContactRoundsSchema>;

export const OkSchema = z.object({ ok: z.literal(true) });

/** "$1.5M", "250k", "2,000,000" → a number of dollars; NaN when it is not one. */
export function readAmount(s: string): number {
  // (?<! ): the number's trailing spaces go to \s* alone, else the two trade them back and
  // forth (polynomial on "1" + many spaces + "x", #25); spaces are dropped from it anyway.
  const m = /^\$?\s*([0-9][0-9,_ ]*(?:\.[0-9]+)?)(?<! )\s*([kmb])?$/i.exec(s.trim());
  if (!m) return Number.NaN;
  const n = Number(m[1]!.replace(/[,_ ]/g, ''));
  const unit = (m[2] ?? '').toLowerCase();
  return Math.round(n * (unit === 'k' ? 1e3 : unit === 'm' ? 1e6 : unit === 'b' ? 1e9 : 1));
}

/** Display text of a check range: 250000–2000000 → "$250K – $2M". */
export function formatUsd(n: number): string {
  if (n >= 1_000_000_000) return `$${trimZero(n / 1_000_000_000)}B`;
  if (n >= 1_000_000) return `$${trimZero(n / 1_000_000)}M`;
  if (n >= 1_000) return `$${trimZero(n / 1_000)}K`;
  return `$${n}`;
}
function trimZero(x: number): string {
  return (Math.round(x * 10) / 10).toString();
}
export function formatCheckRange(min: number, max: number): string {
  return min === max ? formatUsd(min) : `${formatUsd(min)} – ${formatUsd(max)}`;
}
