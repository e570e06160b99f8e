/**
 * Julia's investor database and CRM: every row belongs to one user. A new account starts
 * empty; the sample dataset (julia-seed.ts) is loaded on request with every row marked
 * `source = 'sample'`, and removed in one call without touching the user's own rows
 * (issue #30). Match scores come from the user's founder profile (julia-match.ts). Search
 * is PostgreSQL full-text search on a generated tsvector with a GIN index (docs/decisions/033).
 */
import { and, arrayOverlaps, asc, count, desc, eq, gte, inArray, lt, lte, max, sql, type SQL } from 'drizzle-orm';
import type { AnyPgColumn } from 'drizzle-orm/pg-core';
import type { Db } from '../../db/client';
import { juliaContacts, juliaFounderProfiles, juliaInteractions, juliaInvestorCounts, juliaInvestors, juliaRoundEntries, juliaRounds, juliaSeeds } from '../../db/schema';
import { BadRequestError, ConflictError, NotFoundError } from '../../errors';
import { runUserText, userTextOwner } from '../../platform/user-text-thread';
import {
  CHECK_SIZE_BUCKETS,
  formatCheckRange,
  INVESTOR_COUNT_CAP,
  PIPELINE_STAGES,
  type Contact,
  type ContactStatus,
  type CreateContactBody,
  type FounderProfile,
  type CreateRoundBody,
  type Interaction,
  type Investor,
  type InvestorInput,
  type InvestorSearchQuery,
  type RowSource,
  type SetRoundEntryBody,
  type UpdateContactBody,
} from '../../../contract/julia-crm';
import { sampleContacts, sampleDay, sampleInteractions, sampleInvestors, sampleRounds } from './julia-seed';
import { matchInvestor } from './julia-match';
import { investorsCsv, type readInvestorCsv } from './julia-csv';

type Page = { page: number; pageSize: number };
type InvestorRow = typeof juliaInvestors.$inferSelect;
type InvestorValues = typeof juliaInvestors.$inferInsert;

const INSERT_CHUNK = 1000;
const PREVIEW_ROWS = 200;
export const EXPORT_MAX_ROWS = 100_000;

/** The words an investor is found by. */
export function investorSearchText(v: Pick<InvestorRow, 'name' | 'firm' | 'focus' | 'stages' | 'location' | 'recentInvestments' | 'recentNews' | 'privateNote'>): string {
  return [v.name, v.firm, v.focus.join(' '), v.stages.join(' '), v.location, v.recentInvestments.join(' '), v.recentNews, v.privateNote].join(' ');
}

/**
 * A prefix query from what a person typed: every word must match the start of a word
 * ("seq cap" finds "Sequel Capital"). Only letters and digits reach to_tsquery, so no
 * input can make it fail.
 */
export function toPrefixQuery(q: string | undefined): string | null {
  if (!q) return null;
  const words = (q.toLowerCase().match(/[\p{L}\p{N}]+/gu) ?? []).slice(0, 8);
  return words.length ? words.map((w) => `${w}:*`).join(' & ') : null;
}

/** An investor row to insert; its match score is computed from `profile` (null without one), never taken from the input. */
export function investorValues(userId: string, v: InvestorInput, source: RowSource, today: string, profile: FounderProfile | null = null): InvestorValues {
  const row = {
    name: v.name,
    firm: v.firm,
    focus: v.focus ?? [],
    checkMinUsd: v.checkMinUsd ?? 0,
    checkMaxUsd: v.checkMaxUsd ?? 0,
    stages: v.stages ?? [],
    location: v.location ?? '',
    recentInvestments: v.recentInvestments ?? [],
    totalPortfolio: v.totalPortfolio ?? 0,
    lastActivity: v.lastActivity ?? today,
    recentNews: v.recentNews ?? '',
    privateNote: v.privateNote ?? '',
  };
  return { ...row, matchScore: matchInvestor(profile, row)?.score ?? null, userId, source, searchText: investorSearchText(row) };
}

/** The row as the API shows it; the reasons are recomputed from the profile (the stored score is for sorting). */
function toInvestor(r: InvestorRow, profile: FounderProfile | null): Investor {
  const match = matchInvestor(profile, r);
  return {
    id: r.id,
    name: r.name,
    firm: r.firm,
    focus: r.focus,
    checkSize: formatCheckRange(r.checkMinUsd, r.checkMaxUsd),
    checkMinUsd: r.checkMinUsd,
    checkMaxUsd: r.checkMaxUsd,
    stages: r.stages,
    location: r.location,
    recentInvestments: r.recentInvestments,
    totalPortfolio: r.totalPortfolio,
    lastActivity: r.lastActivity,
    matchScore: match?.score ?? null,
    matchReasons: match?.reasons ?? [],
    recentNews: r.recentNews,
    privateNote: r.privateNote,
    source: r.source as RowSource,
    updatedAt: r.updatedAt.toISOString(),
  };
}

/**
 * `desc … nulls last`, as drizzle writes the sort indexes' `.desc()`: a bare `desc` means
 * `nulls first` in PostgreSQL, which those indexes cannot serve, so every page of a large
 * database was a full scan and sort (the columns are NOT NULL, but the planner does not
 * take that into account when matching an index to an order).
 */
const descNullsLast = (column: AnyPgColumn) => sql`${column} desc nulls last`;

const isoDay = (ms: number) => new Date(ms).toISOString().slice(0, 10);

/**
 * @param keepStatistics ANALYZE julia_investors after large writes, as autovacuum would on
 *   PostgreSQL: PGlite has no autovacuum, and without statistics the planner takes a user's
 *   100,000 rows for a thousand and reads them all for a page (docs/decisions/033).
 */
/** An uploaded investor CSV, read by papaparse in the user-text pool with its CPU-time budget (#25). */
const readCsvInWorker = (userId: string, csv: string) =>
  runUserText<ReturnType<typeof readInvestorCsv>>('investorCsv', csv, { owner: userTextOwner({ userId }) });

export function createJuliaCrmService({ db, now = Date.now, keepStatistics = false }: { db: Db; now?: () => number; keepStatistics?: boolean }) {
  const today = () => isoDay(now());
  /** Investor rows written or deleted since this process last analyzed the table. */
  let changedSinceAnalyze = 0;

  /** Autovacuum's rule: analyze once the rows changed pass 50 + 10% of the table (or it never was). */
  async function refreshStatistics(changed: number) {
    if (!keepStatistics) return;
    changedSinceAnalyze += changed;
    const res = await db.execute<{ n: number }>(sql`select reltuples::float8 as n from pg_class where oid = 'julia_investors'::regclass`);
    const [t] = (Array.isArray(res) ? res : (res as { rows: { n: number }[] }).rows) as { n: number }[];
    const rows = Number(t?.n ?? -1);
    if (rows >= 0 && changedSinceAnalyze <= 50 + 0.1 * rows) return;
    changedSinceAnalyze = 0;
    await db.execute(sql`analyze julia_investors`);
  }
  /** A date of the sample's timeline, `n` days before its end: fixed, never relative to today. */
  const sampleDate = (n: number) => new Date(`${sampleDay(n)}T12:00:00Z`);

  async function profileOf(userId: string): Promise<FounderProfile | null> {
    const [p] = await db.select().from(juliaFounderProfiles).where(eq(juliaFounderProfiles.userId, userId));
    if (!p) return null;
    return { stage: p.stage as FounderProfile['stage'], sectors: p.sectors as FounderProfile['sectors'], roundSizeUsd: p.roundSizeUsd, geography: p.geography as FounderProfile['geography'] };
  }

  /**
   * Stores every investor's match score with `profile` (null: no score): read the rows that
   * matter, score them here, write them back in chunks. Runs when the profile changes.
   */
  async function rescore(tx: Pick<Db, 'select' | 'execute'>, userId: string, profile: FounderProfile | null) {
    if (!profile) {
      await tx.execute(sql`update julia_investors set match_score = null where user_id = ${userId} and match_score is not null`);
      return;
    }
    const t = juliaInvestors;
    const rows = await tx
      .select({ id: t.id, focus: t.focus, stages: t.stages, checkMinUsd: t.checkMinUsd, checkMaxUsd: t.checkMaxUsd, location: t.location })
      .from(t)
      .where(eq(t.userId, userId));
    const RESCORE_CHUNK = 5000;
    for (let i = 0; i < rows.length; i += RESCORE_CHUNK) {
      const chunk = rows.slice(i, i + RESCORE_CHUNK);
      const ids = chunk.map((r) => r.id);
      const scores = chunk.map((r) => matchInvestor(profile, r)!.score);
      await tx.execute(sql`
        update julia_investors as t set match_score = v.score
        from unnest(${`{${ids.join(',')}}`}::uuid[], ${`{${scores.join(',')}}`}::int[]) as v(id, score)
        where t.id = v.id and t.user_id = ${userId}`);
    }
  }

  /** Loads the sample dataset for the user, every row marked 'sample'; a second load is refused. */
  async function loadSample(userId: string) {
    const profile = await profileOf(userId);
    const added = await db.transaction(async (tx) => {
      const claimed = await tx.insert(juliaSeeds).values({ userId }).onConflictDoNothing().returning();
      if (claimed.length === 0) throw new ConflictError('The sample data is already loaded.', 'sample_loaded');
      const investors = sampleInvestors();
      const ids: string[] = [];
      for (let i = 0; i < investors.length; i += INSERT_CHUNK) {
        const rows = await tx
          .insert(juliaInvestors)
          .values(investors.slice(i, i + INSERT_CHUNK).map((v) => investorValues(userId, v, 'sample', today(), profile)))
          .returning({ id: juliaInvestors.id });
        ids.push(...rows.map((r) => r.id));
      }
      const contacts = sampleContacts(investors);
      // After the user's own cards: the sample never pushes them down their columns.
      const positions = new Map<string, number>();
      for (const status of new Set(contacts.map((c) => c.status))) positions.set(status, (await nextPosition(userId, status, tx)) - 1);
      const contactRows = await tx
        .insert(juliaContacts)
        .values(
          contacts.map((c) => {
            const position = (positions.get(c.status) ?? 0) + 1;
            positions.set(c.status, position);
            return {
              userId,
              investorId: ids[c.investor] ?? null,
              name: c.name,
              company: c.company,
              email: c.email,
              trust: c.trust,
              intent: c.intent,
              warmth: c.warmth,
              status: c.status,
              position,
              source: 'sample',
              lastContact: c.lastContactDaysAgo === null ? null : sampleDay(c.lastContactDaysAgo),
            };
          }),
        )
        .returning({ id: juliaContacts.id });
      const contactId = (i: number) => contactRows[i]!.id;
      const interactions = sampleInteractions(contacts);
      if (interactions.length) {
        await tx.insert(juliaInteractions).values(
          interactions.map((x) => ({
            userId,
            contactId: contactId(x.contact),
            date: sampleDay(x.daysAgo),
            channel: x.channel,
            summary: x.summary,
            nextStep: x.nextStep,
            reminderDate: x.reminderInDays === null ? null : sampleDay(x.daysAgo - x.reminderInDays),
            source: 'sample',
            createdAt: sampleDate(x.daysAgo),
          })),
        );
      }
      for (const round of sampleRounds(contacts)) {
        const [r] = await tx
          .insert(juliaRounds)
          .values({ userId, name: round.name, targetUsd: round.targetUsd, source: 'sample', createdAt: sampleDate(round.createdDaysAgo) })
          .returning({ id: juliaRounds.id });
        await tx.insert(juliaRoundEntries).values(
          round.entries.map((e) => ({
            roundId: r!.id,
            contactId: contactId(e.contact),
            stage: e.stage,
            passReason: e.passReason ?? null,
            updatedAt: sampleDate(Math.max(0, round.createdDaysAgo - 30)),
          })),
        );
      }
      return ids.length;
    });
    await refreshStatistics(added);
  }

  /** Deletes the sample rows and what hangs off them (interactions, round entries); the user's own rows stay. */
  async function removeSample(userId: string) {
    const removed = await db.transaction(async (tx) => {
      await tx.delete(juliaRounds).where(and(eq(juliaRounds.userId, userId), eq(juliaRounds.source, 'sample')));
      await tx.delete(juliaInteractions).where(and(eq(juliaInteractions.userId, userId), eq(juliaInteractions.source, 'sample')));
      await tx.delete(juliaContacts).where(and(eq(juliaContacts.userId, userId), eq(juliaContacts.source, 'sample')));
      const gone = await tx
        .delete(juliaInvestors)
        .where(and(eq(juliaInvestors.userId, userId), eq(juliaInvestors.source, 'sample')))
        .returning({ id: juliaInvestors.id });
      await tx.delete(juliaSeeds).where(eq(juliaSeeds.userId, userId));
      return gone.length;
    });
    await refreshStatistics(removed);
  }

  function investorConditions(userId: string, q: Pick<InvestorSearchQuery, 'q' | 'focus' | 'stage' | 'check'>): SQL {
    const t = juliaInvestors;
    const conds: SQL[] = [eq(t.userId, userId)];
    const tsq = toPrefixQuery(q.q);
    if (tsq) conds.push(sql`${t.search} @@ to_tsquery('simple'::regconfig, ${tsq})`);
    if (q.focus.length) conds.push(arrayOverlaps(t.focus, q.focus));
    if (q.stage.length) conds.push(arrayOverlaps(t.stages, q.stage));
    if (q.check) {
      const b = CHECK_SIZE_BUCKETS[q.check];
      conds.push(lte(t.checkMinUsd, b.max), gte(t.checkMaxUsd, b.min));
    }
    return and(...conds)!;
  }

  /** Sorting by match needs a profile: without one there is no score, and the list goes by name. */
  function investorOrder(sort: InvestorSearchQuery['sort'], profile: FounderProfile | null) {
    const t = juliaInvestors;
    switch (sort === 'match' && !profile ? 'name' : sort) {
      case 'name':
        return [asc(t.name), asc(t.id)];
      case 'activity':
        return [descNullsLast(t.lastActivity), asc(t.id)];
      case 'portfolio':
        return [descNullsLast(t.totalPortfolio), asc(t.id)];
      default:
        return [descNullsLast(t.matchScore), asc(t.id)];
    }
  }

  async function ownedContact(userId: string, id: string) {
    const [c] = await db
      .select()
      .from(juliaContacts)
      .where(and(eq(juliaContacts.id, id), eq(juliaContacts.userId, userId)));
    if (!c) throw new NotFoundError('Contact not found');
    return c;
  }

  async function ownedRound(userId: string, id: string) {
    const [r] = await db
      .select()
      .from(juliaRounds)
      .where(and(eq(juliaRounds.id, id), eq(juliaRounds.userId, userId)));
    if (!r) throw new NotFoundError('Round not found');
    return r;
  }

  async function contactsWhere(userId: string, where: SQL, page: Page) {
    const c = juliaContacts;
    const t = today();
    const rows = await db
      .select({
        contact: c,
        // Qualified by hand: drizzle writes bare column names in a one-table select, and a bare "id" here would be the interaction's.
        interactions: sql<number>`(select count(*)::int from julia_interactions i where i.contact_id = julia_contacts.id)`,
        nextReminder: sql<string | null>`(select min(i.reminder_date)::text from julia_interactions i where i.contact_id = julia_contacts.id and i.reminder_date >= ${t}::date)`,
      })
      .from(c)
      .where(and(eq(c.userId, userId), where))
      .orderBy(sql`case ${c.status} when 'Hot Deal' then 0 when 'Prospect' then 1 else 2 end`, asc(c.position), asc(c.id))
      .limit(page.pageSize)
      .offset((page.page - 1) * page.pageSize);
    const [total] = await db
      .select({ n: count() })
      .from(c)
      .where(and(eq(c.userId, userId), where));
    return {
      items: rows.map((r): Contact => ({
        id: r.contact.id,
        name: r.contact.name,
        company: r.contact.company,
        email: r.contact.email,
        trust: r.contact.trust,
        intent: r.contact.intent as Contact['intent'],
        warmth: r.contact.warmth as Contact['warmth'],
        status: r.contact.status as ContactStatus,
        lastContact: r.contact.lastContact,
        investorId: r.contact.investorId,
        source: r.contact.source as RowSource,
        position: r.contact.position,
        interactions: Number(r.interactions),
        nextReminder: r.nextReminder,
      })),
      total: total?.n ?? 0,
      page: page.page,
      pageSize: page.pageSize,
    };
  }

  async function oneContact(userId: string, id: string): Promise<Contact> {
    const { items } = await contactsWhere(userId, eq(juliaContacts.id, id), { page: 1, pageSize: 1 });
    if (!items[0]) throw new NotFoundError('Contact not found');
    return items[0];
  }

  /** The user's investors, as the julia_investor_counts triggers keep it (migration 0020). */
  async function investorCount(userId: string): Promise<number> {
    const [c] = await db.select({ n: juliaInvestorCounts.investors }).from(juliaInvestorCounts).where(eq(juliaInvestorCounts.userId, userId));
    return c?.n ?? 0;
  }

  async function nextPosition(userId: string, status: string, tx: Pick<Db, 'select'> = db): Promise<number> {
    const [m] = await tx
      .select({ p: max(juliaContacts.position) })
      .from(juliaContacts)
      .where(and(eq(juliaContacts.userId, userId), eq(juliaContacts.status, status)));
    return (m?.p ?? 0) + 1;
  }

  return {
    async summary(userId: string) {
      const byStatus = await db
        .select({ status: juliaContacts.status, source: juliaContacts.source, n: count() })
        .from(juliaContacts)
        .where(eq(juliaContacts.userId, userId))
        .groupBy(juliaContacts.status, juliaContacts.source);
      const rounds = await db
        .select({ source: juliaRounds.source, n: count() })
        .from(juliaRounds)
        .where(eq(juliaRounds.userId, userId))
        .groupBy(juliaRounds.source);
      const [sampleInvestorCount] = await db
        .select({ n: count() })
        .from(juliaInvestors)
        .where(and(eq(juliaInvestors.userId, userId), eq(juliaInvestors.source, 'sample')));
      const [s] = await db.select().from(juliaSeeds).where(eq(juliaSeeds.userId, userId));
      const n = (status?: string, source?: string) =>
        byStatus.filter((b) => (!status || b.status === status) && (!source || b.source === source)).reduce((a, b) => a + b.n, 0);
      return {
        investors: await investorCount(userId),
        hotDeals: n('Hot Deal'),
        prospects: n('Prospect'),
        outreach: n('Outreach'),
        contacts: n(),
        rounds: rounds.reduce((a, r) => a + r.n, 0),
        sample: {
          investors: sampleInvestorCount?.n ?? 0,
          contacts: n(undefined, 'sample'),
          hotDeals: n('Hot Deal', 'sample'),
          prospects: n('Prospect', 'sample'),
          rounds: rounds.find((r) => r.source === 'sample')?.n ?? 0,
        },
        sampleLoadedAt: s ? s.seededAt.toISOString() : null,
      };
    },

    /** Loads the sample dataset (409 when it is loaded) and answers the new summary. */
    async loadSample(userId: string) {
      await loadSample(userId);
      return this.summary(userId);
    },

    /** Removes the sample rows (nothing to remove is fine) and answers the new summary. */
    async removeSample(userId: string) {
      await removeSample(userId);
      return this.summary(userId);
    },

    profile: async (userId: string) => ({ profile: await profileOf(userId) }),

    /** Saves the profile and rescores every investor of the user with it, in one transaction. */
    async saveProfile(userId: string, profile: FounderProfile) {
      const values = { ...profile, updatedAt: new Date(now()) };
      await db.transaction(async (tx) => {
        await tx.insert(juliaFounderProfiles).values({ userId, ...values }).onConflictDoUpdate({ target: juliaFounderProfiles.userId, set: values });
        await rescore(tx, userId, profile);
      });
      return { profile };
    },

    async deleteProfile(userId: string) {
      await db.transaction(async (tx) => {
        await tx.delete(juliaFounderProfiles).where(eq(juliaFounderProfiles.userId, userId));
        await rescore(tx, userId, null);
      });
      return { profile: null };
    },

    async searchInvestors(userId: string, q: InvestorSearchQuery) {
      const profile = await profileOf(userId);
      const where = investorConditions(userId, q);
      const rows = await db
        .select()
        .from(juliaInvestors)
        .where(where)
        .orderBy(...investorOrder(q.sort, profile))
        .limit(q.pageSize)
        .offset((q.page - 1) * q.pageSize);
      const items = rows.map((r) => toInvestor(r, profile));
      const page = { page: q.page, pageSize: q.pageSize };
      if (!toPrefixQuery(q.q) && !q.focus.length && !q.stage.length && !q.check) {
        // The whole list: the count the triggers keep, exact at any size.
        return { items, total: await investorCount(userId), totalCapped: false, ...page };
      }
      // Counting every match of a broad query over 100,000 rows costs more than the page
      // itself (each match is a heap row read): count up to the cap and say "1,000+" beyond it.
      const matches = db
        .select({ one: sql`1`.as('one') })
        .from(juliaInvestors)
        .where(where)
        .limit(INVESTOR_COUNT_CAP + 1)
        .as('matches');
      const [total] = await db.select({ n: count() }).from(matches);
      const n = total?.n ?? 0;
      return { items, total: Math.min(n, INVESTOR_COUNT_CAP), totalCapped: n > INVESTOR_COUNT_CAP, ...page };
    },

    async investor(userId: string, id: string) {
      const [r] = await db
        .select()
        .from(juliaInvestors)
        .where(and(eq(juliaInvestors.id, id), eq(juliaInvestors.userId, userId)));
      if (!r) throw new NotFoundError('Investor not found');
      return toInvestor(r, await profileOf(userId));
    },

    async updateNote(userId: string, id: string, privateNote: string) {
      const current = await this.investor(userId, id);
      const searchText = investorSearchText({ ...current, privateNote });
      const [r] = await db
        .update(juliaInvestors)
        .set({ privateNote, searchText, updatedAt: new Date(now()) })
        .where(and(eq(juliaInvestors.id, id), eq(juliaInvestors.userId, userId)))
        .returning();
      return toInvestor(r!, await profileOf(userId));
    },

    async exportCsv(userId: string, q: InvestorSearchQuery) {
      const profile = await profileOf(userId);
      const rows = await db
        .select()
        .from(juliaInvestors)
        .where(investorConditions(userId, q))
        .orderBy(...investorOrder(q.sort, profile))
        .limit(EXPORT_MAX_ROWS);
      // The export has no match column (a score belongs to a profile, not to the investor): no reasons to compute.
      return investorsCsv(rows.map((r) => toInvestor(r, null)));
    },

    async previewImport(userId: string, csv: string) {
      const read = await readCsvInWorker(userId, csv);
      await markDuplicates(userId, read.rows);
      const invalid = read.rows.filter((r) => r.errors.length > 0).length;
      return {
        columns: read.columns,
        ignoredColumns: read.ignoredColumns,
        valid: read.fileErrors.length ? 0 : read.rows.length - invalid,
        invalid,
        rows: read.rows.slice(0, PREVIEW_ROWS).map(({ line, name, firm, errors }) => ({ line, name, firm, errors })),
        fileErrors: read.fileErrors,
      };
    },

    /** Imports the valid rows; the others are reported, line by line, and left out. */
    async importCsv(userId: string, csv: string) {
      const read = await readCsvInWorker(userId, csv);
      if (read.fileErrors.length) throw new BadRequestError(read.fileErrors.join(' '), 'invalid_csv');
      await markDuplicates(userId, read.rows);
      const good = read.rows.filter((r) => r.errors.length === 0 && r.value);
      // An imported investor's match is computed from the profile like any other; a score in the file is not read.
      const profile = await profileOf(userId);
      await db.transaction(async (tx) => {
        for (let i = 0; i < good.length; i += INSERT_CHUNK) {
          await tx.insert(juliaInvestors).values(good.slice(i, i + INSERT_CHUNK).map((r) => investorValues(userId, r.value!, 'import', today(), profile)));
        }
      });
      await refreshStatistics(good.length);
      const bad = read.rows.filter((r) => r.errors.length > 0);
      return {
        imported: good.length,
        skipped: bad.length,
        errors: bad.slice(0, PREVIEW_ROWS).map(({ line, name, firm, errors }) => ({ line, name, firm, errors })),
      };
    },

    /* ---------- contacts ---------- */

    async contacts(userId: string, q: Page & { status?: ContactStatus; q?: string }) {
      const conds: SQL[] = [];
      if (q.status) conds.push(eq(juliaContacts.status, q.status));
      if (q.q) {
        const like = `%${q.q.replace(/[\\%_]/g, (m) => `\\${m}`)}%`;
        conds.push(sql`(${juliaContacts.name} ilike ${like} or ${juliaContacts.company} ilike ${like})`);
      }
      return contactsWhere(userId, and(sql`true`, ...conds)!, q);
    },

    contact: (userId: string, id: string) => oneContact(userId, id),

    async createContact(userId: string, body: Required<Omit<CreateContactBody, 'investorId'>> & { investorId?: string }) {
      if (body.investorId) await this.investor(userId, body.investorId);
      const [row] = await db
        .insert(juliaContacts)
        .values({
          userId,
          investorId: body.investorId ?? null,
          name: body.name,
          company: body.company,
          email: body.email,
          trust: body.trust,
          intent: body.intent,
          warmth: body.warmth,
          status: body.status,
          position: await nextPosition(userId, body.status),
        })
        .returning({ id: juliaContacts.id });
      return oneContact(userId, row!.id);
    },

    async updateContact(userId: string, id: string, body: UpdateContactBody) {
      const current = await ownedContact(userId, id);
      const { beforeId, ...fields } = body;
      const status = fields.status ?? current.status;
      let position: number | undefined;
      if (beforeId) {
        if (beforeId === id) throw new BadRequestError('A card cannot go before itself', 'invalid_move');
        const before = await ownedContact(userId, beforeId);
        if (before.status !== status) throw new BadRequestError('beforeId is in another column', 'invalid_move');
        const [prev] = await db
          .select({ p: max(juliaContacts.position) })
          .from(juliaContacts)
          .where(and(eq(juliaContacts.userId, userId), eq(juliaContacts.status, status), lt(juliaContacts.position, before.position)));
        position = ((prev?.p ?? before.position - 1) + before.position) / 2;
      } else if (beforeId === null || status !== current.status) {
        position = await nextPosition(userId, status);
      }
      await db
        .update(juliaContacts)
        .set({ ...fields, ...(position === undefined ? {} : { position }) })
        .where(and(eq(juliaContacts.id, id), eq(juliaContacts.userId, userId)));
      return oneContact(userId, id);
    },

    async deleteContact(userId: string, id: string) {
      await ownedContact(userId, id);
      await db.delete(juliaContacts).where(and(eq(juliaContacts.id, id), eq(juliaContacts.userId, userId)));
      return { ok: true as const };
    },

    /* ---------- interactions ---------- */

    async interactions(userId: string, contactId: string, page: Page) {
      await ownedContact(userId, contactId);
      const i = juliaInteractions;
      const rows = await db
        .select()
        .from(i)
        .where(eq(i.contactId, contactId))
        .orderBy(desc(i.date), desc(i.createdAt), desc(i.id))
        .limit(page.pageSize)
        .offset((page.page - 1) * page.pageSize);
      const [total] = await db.select({ n: count() }).from(i).where(eq(i.contactId, contactId));
      return {
        items: rows.map(
          (r): Interaction => ({
            id: r.id,
            contactId: r.contactId,
            date: r.date,
            channel: r.channel as Interaction['channel'],
            summary: r.summary,
            nextStep: r.nextStep,
            reminderDate: r.reminderDate,
            source: r.source as RowSource,
            createdAt: r.createdAt.toISOString(),
          }),
        ),
        total: total?.n ?? 0,
        ...page,
      };
    },

    /** Logs an interaction; the contact's last contact moves to its date when that is later. */
    async logInteraction(userId: string, contactId: string, body: { date: string; channel: string; summary: string; nextStep: string; reminderDate: string | null }) {
      const contact = await ownedContact(userId, contactId);
      if (body.date > today()) throw new BadRequestError('An interaction cannot be in the future', 'future_interaction');
      if (body.reminderDate && body.reminderDate < body.date) throw new BadRequestError('The reminder must be on or after the interaction', 'invalid_reminder');
      const [row] = await db
        .insert(juliaInteractions)
        .values({ userId, contactId, date: body.date, channel: body.channel, summary: body.summary, nextStep: body.nextStep, reminderDate: body.reminderDate || null })
        .returning();
      if (!contact.lastContact || contact.lastContact < body.date) {
        await db.update(juliaContacts).set({ lastContact: body.date }).where(eq(juliaContacts.id, contactId));
      }
      return {
        id: row!.id,
        contactId,
        date: row!.date,
        channel: row!.channel as Interaction['channel'],
        summary: row!.summary,
        nextStep: row!.nextStep,
        reminderDate: row!.reminderDate,
        source: row!.source as RowSource,
        createdAt: row!.createdAt.toISOString(),
      } satisfies Interaction;
    },

    /* ---------- rounds ---------- */

    async rounds(userId: string, page: Page) {
      const r = juliaRounds;
      const rows = await db
        .select({
          round: r,
          entries: sql<number>`(select count(*)::int from julia_round_entries e where e.round_id = julia_rounds.id)`,
          committed: sql<number>`(select count(*)::int from julia_round_entries e where e.round_id = julia_rounds.id and e.stage = 'committed')`,
        })
        .from(r)
        .where(eq(r.userId, userId))
        .orderBy(desc(r.createdAt), desc(r.id))
        .limit(page.pageSize)
        .offset((page.page - 1) * page.pageSize);
      const [total] = await db.select({ n: count() }).from(r).where(eq(r.userId, userId));
      return {
        items: rows.map((x) => ({
          id: x.round.id,
          name: x.round.name,
          targetUsd: x.round.targetUsd,
          source: x.round.source as RowSource,
          createdAt: x.round.createdAt.toISOString(),
          entries: Number(x.entries),
          committed: Number(x.committed),
        })),
        total: total?.n ?? 0,
        ...page,
      };
    },

    async createRound(userId: string, body: Required<CreateRoundBody>) {
      const [row] = await db.insert(juliaRounds).values({ userId, name: body.name, targetUsd: body.targetUsd }).returning();
      return { id: row!.id, name: row!.name, targetUsd: row!.targetUsd, source: row!.source as RowSource, createdAt: row!.createdAt.toISOString(), entries: 0, committed: 0 };
    },

    async deleteRound(userId: string, id: string) {
      await ownedRound(userId, id);
      await db.delete(juliaRounds).where(and(eq(juliaRounds.id, id), eq(juliaRounds.userId, userId)));
      return { ok: true as const };
    },

    async roundEntries(userId: string, roundId: string, page: Page) {
      await ownedRound(userId, roundId);
      const e = juliaRoundEntries;
      const c = juliaContacts;
      const stageOrder = sql.raw(`array_position(array[${PIPELINE_STAGES.map((s) => `'${s}'`).join(',')}]::text[], ${'"julia_round_entries"."stage"'})`);
      const rows = await db
        .select({ entry: e, name: c.name, company: c.company })
        .from(e)
        .innerJoin(c, eq(c.id, e.contactId))
        .where(and(eq(e.roundId, roundId), eq(c.userId, userId)))
        .orderBy(stageOrder, asc(c.name), asc(c.id))
        .limit(page.pageSize)
        .offset((page.page - 1) * page.pageSize);
      const [total] = await db.select({ n: count() }).from(e).where(eq(e.roundId, roundId));
      return {
        items: rows.map((x) => ({
          roundId,
          contactId: x.entry.contactId,
          contactName: x.name,
          company: x.company,
          stage: x.entry.stage as (typeof PIPELINE_STAGES)[number],
          passReason: x.entry.passReason,
          updatedAt: x.entry.updatedAt.toISOString(),
        })),
        total: total?.n ?? 0,
        ...page,
      };
    },

    /** Puts a contact at a stage of one round (adding it when new); other rounds keep theirs. */
    async setRoundEntry(userId: string, roundId: string, contactId: string, body: SetRoundEntryBody) {
      await ownedRound(userId, roundId);
      const contact = await ownedContact(userId, contactId);
      const passReason = body.stage === 'passed' ? (body.passReason ?? null) : null;
      const [row] = await db
        .insert(juliaRoundEntries)
        .values({ roundId, contactId, stage: body.stage, passReason, updatedAt: new Date(now()) })
        .onConflictDoUpdate({
          target: [juliaRoundEntries.roundId, juliaRoundEntries.contactId],
          set: { stage: body.stage, passReason, updatedAt: new Date(now()) },
        })
        .returning();
      return {
        roundId,
        contactId,
        contactName: contact.name,
        company: contact.company,
        stage: row!.stage as (typeof PIPELINE_STAGES)[number],
        passReason: row!.passReason,
        updatedAt: row!.updatedAt.toISOString(),
      };
    },

    async removeRoundEntry(userId: string, roundId: string, contactId: string) {
      await ownedRound(userId, roundId);
      await ownedContact(userId, contactId);
      const gone = await db
        .delete(juliaRoundEntries)
        .where(and(eq(juliaRoundEntries.roundId, roundId), eq(juliaRoundEntries.contactId, contactId)))
        .returning();
      if (!gone.length) throw new NotFoundError('That contact is not in this round');
      return { ok: true as const };
    },

    /** A contact's stage in every round (its detail panel). */
    async contactRounds(userId: string, contactId: string, page: Page) {
      await ownedContact(userId, contactId);
      const e = juliaRoundEntries;
      const r = juliaRounds;
      const c = juliaContacts;
      const rows = await db
        .select({ entry: e, roundName: r.name, name: c.name, company: c.company })
        .from(e)
        .innerJoin(r, eq(r.id, e.roundId))
        .innerJoin(c, eq(c.id, e.contactId))
        .where(and(eq(e.contactId, contactId), eq(r.userId, userId)))
        .orderBy(desc(r.createdAt))
        .limit(page.pageSize)
        .offset((page.page - 1) * page.pageSize);
      const [total] = await db.select({ n: count() }).from(e).where(eq(e.contactId, contactId));
      return {
        items: rows.map((x) => ({
          roundId: x.entry.roundId,
          roundName: x.roundName,
          contactId,
          contactName: x.name,
          company: x.company,
          stage: x.entry.stage as (typeof PIPELINE_STAGES)[number],
          passReason: x.entry.passReason,
          updatedAt: x.entry.updatedAt.toISOString(),
        })),
        total: total?.n ?? 0,
        ...page,
      };
    },
  };

  /** Rows naming an investor (name + firm) the user already has get an error, not a second copy. */
  async function markDuplicates(userId: string, rows: { name: string; firm: string; errors: string[]; value?: InvestorInput }[]) {
    const candidates = rows.filter((r) => r.errors.length === 0);
    if (!candidates.length) return;
    const key = (name: string, firm: string) => `${name.trim().toLowerCase()}\u0000${firm.trim().toLowerCase()}`;
    const names = [...new Set(candidates.map((r) => r.name.trim()))];
    const existing = new Set<string>();
    for (let i = 0; i < names.length; i += INSERT_CHUNK) {
      const found = await db
        .select({ name: juliaInvestors.name, firm: juliaInvestors.firm })
        .from(juliaInvestors)
        .where(and(eq(juliaInvestors.userId, userId), inArray(juliaInvestors.name, names.slice(i, i + INSERT_CHUNK))));
      for (const f of found) existing.add(key(f.name, f.firm));
    }
    const seen = new Set<string>();
    for (const r of candidates) {
      const k = key(r.name, r.firm);
      if (existing.has(k)) r.errors.push(`${r.name} at ${r.firm} is already in your database`);
      else if (seen.has(k)) r.errors.push(`${r.name} at ${r.firm} appears twice in the file`);
      seen.add(k);
    }
  }
}
export type JuliaCrmService = ReturnType<typeof createJuliaCrmService>;
