/**
 * Julia's investor database and CRM: every row belongs to one user, seeded with the
 * sample dataset on first use (julia-seed.ts) and resettable. Search is PostgreSQL
 * full-text search on a generated tsvector with a GIN index (docs/decisions/033).
 */
import { and, arrayOverlaps, asc, count, desc, eq, gte, inArray, lt, lte, max, sql, type SQL } from 'drizzle-orm';
import type { AnyPgColumn } from 'drizzle-orm/pg-core';
import type { Db } from '../../db/client';
import { juliaContacts, juliaInteractions, juliaInvestorCounts, juliaInvestors, juliaRoundEntries, juliaRounds, juliaSeeds } from '../../db/schema';
import { BadRequestError, NotFoundError } from '../../errors';
import { runUserText, userTextOwner } from '../../platform/user-text-thread';
import {
  CHECK_SIZE_BUCKETS,
  formatCheckRange,
  INVESTOR_COUNT_CAP,
  PIPELINE_STAGES,
  type Contact,
  type ContactStatus,
  type CreateContactBody,
  type CreateRoundBody,
  type Interaction,
  type Investor,
  type InvestorInput,
  type InvestorSearchQuery,
  type SetRoundEntryBody,
  type UpdateContactBody,
} from '../../../contract/julia-crm';
import { sampleContacts, sampleInteractions, sampleInvestors, sampleRounds } from './julia-seed';
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

export function investorValues(userId: string, v: Required<InvestorInput> | InvestorInput, source: 'sample' | 'import' | 'manual', today: string): InvestorValues {
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
    matchScore: v.matchScore ?? 50,
    recentNews: v.recentNews ?? '',
    privateNote: v.privateNote ?? '',
  };
  return { ...row, userId, source, searchText: investorSearchText(row) };
}

function toInvestor(r: InvestorRow): Investor {
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
    matchScore: r.matchScore,
    recentNews: r.recentNews,
    privateNote: r.privateNote,
    source: r.source as Investor['source'],
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
  const daysAgo = (n: number) => isoDay(now() - n * 86_400_000);
  /** Users known to be seeded by this process (a seed check costs a query otherwise). */
  const seeded = new Map<string, Promise<void>>();

  async function seed(userId: string) {
    const added = await db.transaction(async (tx) => {
      const claimed = await tx.insert(juliaSeeds).values({ userId }).onConflictDoNothing().returning();
      if (claimed.length === 0) return 0;
      const investors = sampleInvestors();
      const ids: string[] = [];
      for (let i = 0; i < investors.length; i += INSERT_CHUNK) {
        const rows = await tx
          .insert(juliaInvestors)
          .values(investors.slice(i, i + INSERT_CHUNK).map((v) => investorValues(userId, v, 'sample', today())))
          .returning({ id: juliaInvestors.id });
        ids.push(...rows.map((r) => r.id));
      }
      const contacts = sampleContacts(investors);
      const positions = new Map<string, number>();
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
              lastContact: c.lastContactDaysAgo === null ? null : daysAgo(c.lastContactDaysAgo),
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
            date: daysAgo(x.daysAgo),
            channel: x.channel,
            summary: x.summary,
            nextStep: x.nextStep,
            reminderDate: x.reminderInDays === null ? null : daysAgo(-x.reminderInDays),
          })),
        );
      }
      for (const round of sampleRounds(contacts)) {
        const [r] = await tx
          .insert(juliaRounds)
          .values({ userId, name: round.name, targetUsd: round.targetUsd, createdAt: new Date(now() - round.createdDaysAgo * 86_400_000) })
          .returning({ id: juliaRounds.id });
        await tx.insert(juliaRoundEntries).values(
          round.entries.map((e) => ({ roundId: r!.id, contactId: contactId(e.contact), stage: e.stage, passReason: e.passReason ?? null })),
        );
      }
      return ids.length;
    });
    await refreshStatistics(added);
  }

  /** Seeds the user's data once (whoever asks first; a concurrent second request waits for the first's commit). */
  function ensureSeeded(userId: string): Promise<void> {
    let p = seeded.get(userId);
    if (!p) {
      p = seed(userId).catch((err: unknown) => {
        seeded.delete(userId);
        throw err;
      });
      seeded.set(userId, p);
    }
    return p;
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

  function investorOrder(sort: InvestorSearchQuery['sort']) {
    const t = juliaInvestors;
    switch (sort) {
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

  async function nextPosition(userId: string, status: string): Promise<number> {
    const [m] = await db
      .select({ p: max(juliaContacts.position) })
      .from(juliaContacts)
      .where(and(eq(juliaContacts.userId, userId), eq(juliaContacts.status, status)));
    return (m?.p ?? 0) + 1;
  }

  return {
    ensureSeeded,

    async summary(userId: string) {
      await ensureSeeded(userId);

      const byStatus = await db
        .select({ status: juliaContacts.status, n: count() })
        .from(juliaContacts)
        .where(eq(juliaContacts.userId, userId))
        .groupBy(juliaContacts.status);
      const [rounds] = await db.select({ n: count() }).from(juliaRounds).where(eq(juliaRounds.userId, userId));
      const [s] = await db.select().from(juliaSeeds).where(eq(juliaSeeds.userId, userId));
      const n = (status: string) => byStatus.find((b) => b.status === status)?.n ?? 0;
      return {
        investors: await investorCount(userId),
        hotDeals: n('Hot Deal'),
        prospects: n('Prospect'),
        outreach: n('Outreach'),
        contacts: byStatus.reduce((a, b) => a + b.n, 0),
        rounds: rounds?.n ?? 0,
        seededAt: (s?.seededAt ?? new Date(now())).toISOString(),
      };
    },

    /** Deletes the user's investors, contacts and rounds and seeds the sample dataset again. */
    async reset(userId: string) {
      await ensureSeeded(userId);
      seeded.delete(userId);
      await db.transaction(async (tx) => {
        await tx.delete(juliaRounds).where(eq(juliaRounds.userId, userId));
        await tx.delete(juliaContacts).where(eq(juliaContacts.userId, userId));
        await tx.delete(juliaInvestors).where(eq(juliaInvestors.userId, userId));
        await tx.delete(juliaSeeds).where(eq(juliaSeeds.userId, userId));
      });
      await ensureSeeded(userId);
      return this.summary(userId);
    },

    async searchInvestors(userId: string, q: InvestorSearchQuery) {
      await ensureSeeded(userId);
      const where = investorConditions(userId, q);
      const rows = await db
        .select()
        .from(juliaInvestors)
        .where(where)
        .orderBy(...investorOrder(q.sort))
        .limit(q.pageSize)
        .offset((q.page - 1) * q.pageSize);
      const items = rows.map(toInvestor);
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
      await ensureSeeded(userId);
      const [r] = await db
        .select()
        .from(juliaInvestors)
        .where(and(eq(juliaInvestors.id, id), eq(juliaInvestors.userId, userId)));
      if (!r) throw new NotFoundError('Investor not found');
      return toInvestor(r);
    },

    async updateNote(userId: string, id: string, privateNote: string) {
      const current = await this.investor(userId, id);
      const searchText = investorSearchText({ ...current, privateNote });
      const [r] = await db
        .update(juliaInvestors)
        .set({ privateNote, searchText, updatedAt: new Date(now()) })
        .where(and(eq(juliaInvestors.id, id), eq(juliaInvestors.userId, userId)))
        .returning();
      return toInvestor(r!);
    },

    async exportCsv(userId: string, q: InvestorSearchQuery) {
      await ensureSeeded(userId);
      const rows = await db
        .select()
        .from(juliaInvestors)
        .where(investorConditions(userId, q))
        .orderBy(...investorOrder(q.sort))
        .limit(EXPORT_MAX_ROWS);
      return investorsCsv(rows.map(toInvestor));
    },

    async previewImport(userId: string, csv: string) {
      await ensureSeeded(userId);
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
      await ensureSeeded(userId);
      const read = await readCsvInWorker(userId, csv);
      if (read.fileErrors.length) throw new BadRequestError(read.fileErrors.join(' '), 'invalid_csv');
      await markDuplicates(userId, read.rows);
      const good = read.rows.filter((r) => r.errors.length === 0 && r.value);
      await db.transaction(async (tx) => {
        for (let i = 0; i < good.length; i += INSERT_CHUNK) {
          await tx.insert(juliaInvestors).values(good.slice(i, i + INSERT_CHUNK).map((r) => investorValues(userId, r.value!, 'import', today())));
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
      await ensureSeeded(userId);
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
      await ensureSeeded(userId);
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
        createdAt: row!.createdAt.toISOString(),
      } satisfies Interaction;
    },

    /* ---------- rounds ---------- */

    async rounds(userId: string, page: Page) {
      await ensureSeeded(userId);
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
          createdAt: x.round.createdAt.toISOString(),
          entries: Number(x.entries),
          committed: Number(x.committed),
        })),
        total: total?.n ?? 0,
        ...page,
      };
    },

    async createRound(userId: string, body: Required<CreateRoundBody>) {
      await ensureSeeded(userId);
      const [row] = await db.insert(juliaRounds).values({ userId, name: body.name, targetUsd: body.targetUsd }).returning();
      return { id: row!.id, name: row!.name, targetUsd: row!.targetUsd, createdAt: row!.createdAt.toISOString(), entries: 0, committed: 0 };
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
