import fs from 'node:fs';
import { sql } from 'drizzle-orm';
import Papa from 'papaparse';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sameOrigin, signUpUser } from '../../../../tests/support/auth';
import { createTestApp, json, type TestApp } from '../../../../tests/support/create-test-app';
import { INVESTOR_COUNT_CAP, INVESTOR_STAGES, SAMPLE_FIGURES, SAMPLE_TIMELINE_END } from '../../../contract/julia-crm';
import type { Contact, ContactPage, FounderProfile, FounderProfileAnswer, ImportPreview, ImportResult, Interaction, InteractionPage, Investor, InvestorPage, JuliaSummary, Round, RoundEntry } from '../../../contract/julia-crm';
import { CHEQUES, sampleInvestors } from './julia-seed';
import { matchInvestor, regionOf } from './julia-match';

type Res = { statusCode: number; body: string; headers: Record<string, string | string[] | number | undefined> };

describe('Julia investor database and CRM (API)', () => {
  let t: TestApp;
  let a: string;
  let b: string;
  const req = (cookie: string, method: string, url: string, payload?: unknown): Promise<Res> =>
    t.app.inject({ method: method as 'GET', url, headers: sameOrigin(cookie), ...(payload === undefined ? {} : { payload: payload as object }) });
  const get = async <T>(cookie: string, url: string) => {
    const res = await req(cookie, 'GET', url);
    expect(res.statusCode, res.body).toBe(200);
    return json<T>(res);
  };

  beforeAll(async () => {
    t = await createTestApp();
    a = (await signUpUser(t.app)).cookie;
    b = (await signUpUser(t.app)).cookie;
  });
  afterAll(() => t.close());

  it('answers 401 signed out', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/api/julia-crm/investors' });
    expect(res.statusCode).toBe(401);
  });

  it('starts empty; the sample loads on request with exactly the spec figures, every row marked sample', async () => {
    expect(await get<JuliaSummary>(a, '/api/julia-crm/summary')).toMatchObject({ investors: 0, contacts: 0, rounds: 0, sampleLoadedAt: null, sample: { investors: 0, contacts: 0 } });
    expect((await get<InvestorPage>(a, '/api/julia-crm/investors')).total).toBe(0);
    expect((await get<ContactPage>(a, '/api/julia-crm/contacts')).total).toBe(0);
    const loaded = await req(a, 'POST', '/api/julia-crm/sample');
    expect(loaded.statusCode, loaded.body).toBe(200);
    const s = json<JuliaSummary>(loaded);
    expect(s).toMatchObject({ investors: SAMPLE_FIGURES.investors, hotDeals: SAMPLE_FIGURES.hotDeals, prospects: SAMPLE_FIGURES.prospects });
    expect(s.sample).toEqual({ investors: 2847, contacts: 25, hotDeals: 5, prospects: 12, rounds: 2 });
    expect(s.rounds).toBe(2);
    expect(s.sampleLoadedAt).toBeTruthy();
    // A second load is refused: it would double every figure.
    const again = await req(a, 'POST', '/api/julia-crm/sample');
    expect(again.statusCode).toBe(409);
    expect((await get<JuliaSummary>(a, '/api/julia-crm/summary')).investors).toBe(2847);
    // Every row says it is sample, and every date is on the sample's own timeline, never near today.
    const contacts = (await get<ContactPage>(a, '/api/julia-crm/contacts?pageSize=100')).items;
    expect(contacts.every((c) => c.source === 'sample')).toBe(true);
    expect(contacts.every((c) => c.lastContact === null || c.lastContact <= SAMPLE_TIMELINE_END)).toBe(true);
    expect(contacts.every((c) => c.nextReminder === null)).toBe(true);
    const hot = contacts.find((c) => c.status === 'Hot Deal')!;
    const log = await get<InteractionPage>(a, `/api/julia-crm/contacts/${hot.id}/interactions`);
    expect(log.total).toBeGreaterThan(0);
    expect(log.items.every((i) => i.source === 'sample' && i.date <= SAMPLE_TIMELINE_END && (i.reminderDate ?? '') <= SAMPLE_TIMELINE_END)).toBe(true);
    const rounds = await get<{ items: Round[] }>(a, '/api/julia-crm/rounds');
    expect(rounds.items.every((r) => r.source === 'sample' && r.createdAt.slice(0, 10) <= SAMPLE_TIMELINE_END)).toBe(true);
    const investors = await get<InvestorPage>(a, '/api/julia-crm/investors?sort=activity&pageSize=5');
    expect(investors.items.every((i) => i.source === 'sample' && i.lastActivity <= SAMPLE_TIMELINE_END)).toBe(true);
    if (t.database.kind === 'pglite') {
      // PGlite has no autovacuum: the service analyzed the table after the seed, so the planner knows its size.
      const res = await t.db.execute(sql`select reltuples::float8 as n from pg_class where oid = 'julia_investors'::regclass`);
      const [row] = (Array.isArray(res) ? res : (res as { rows: { n: number }[] }).rows) as { n: number }[];
      expect(Number(row!.n)).toBeGreaterThanOrEqual(2847);
    }
    // Deterministic: the same generator gives the same first investor every time.
    expect(sampleInvestors(3)).toEqual(sampleInvestors(3));
  });

  it('gives every sample investor a cheque range plausible for its kind', () => {
    const all = sampleInvestors();
    expect(all).toHaveLength(SAMPLE_FIGURES.investors);
    for (const inv of all) {
      const [lo, hi] = CHEQUES[inv.kind].bounds;
      const what = `${inv.name} (${inv.firm}, ${inv.kind}): ${inv.checkMinUsd}–${inv.checkMaxUsd}`;
      expect(inv.checkMinUsd, what).toBeGreaterThanOrEqual(lo);
      expect(inv.checkMaxUsd, what).toBeLessThanOrEqual(hi);
      expect(inv.checkMinUsd, what).toBeLessThan(inv.checkMaxUsd);
      const angel = inv.kind === 'angel' || inv.kind === 'super-angel';
      // The name says what it is: only angels are "… Angels", and no angel writes more than $500K.
      expect(inv.firm.endsWith(' Angels'), what).toBe(angel);
      if (angel) {
        expect(inv.checkMaxUsd, what).toBeLessThanOrEqual(500_000);
        expect(inv.stages.every((st) => st === 'Pre-seed' || st === 'Seed'), what).toBe(true);
      }
      if (inv.kind === 'growth fund') expect(inv.stages, what).toContain('Growth');
    }
    expect(new Set(all.map((i) => i.kind)).size).toBe(Object.keys(CHEQUES).length);
  });

  it('shows no match score without a founder profile, and does not sort by one', async () => {
    expect(await get<FounderProfileAnswer>(a, '/api/julia-crm/profile')).toEqual({ profile: null });
    const p1 = await get<InvestorPage>(a, '/api/julia-crm/investors?pageSize=50');
    const p2 = await get<InvestorPage>(a, '/api/julia-crm/investors?pageSize=50&page=2');
    expect(p1.total).toBe(2847);
    expect(p1.items).toHaveLength(50);
    expect([...p1.items, ...p2.items].every((i) => i.matchScore === null && i.matchReasons.length === 0)).toBe(true);
    // sort=match (the default) has nothing to sort by: the list goes by name.
    const names = [...p1.items, ...p2.items].map((i) => i.name);
    expect(names).toEqual([...names].sort((x, y) => (x < y ? -1 : x > y ? 1 : 0)));
    expect(new Set([...p1.items, ...p2.items].map((i) => i.id)).size).toBe(100);
    const inv = p1.items[0]!;
    for (const k of ['id', 'name', 'firm', 'focus', 'checkSize', 'recentInvestments', 'totalPortfolio', 'lastActivity', 'matchScore', 'matchReasons', 'recentNews', 'privateNote', 'source']) {
      expect(inv).toHaveProperty(k);
    }
    expect((await get<Investor>(a, `/api/julia-crm/investors/${inv.id}`)).matchScore).toBeNull();
    const byName = await get<InvestorPage>(a, '/api/julia-crm/investors?sort=name&pageSize=20');
    const sortedNames = byName.items.map((i) => i.name);
    expect(sortedNames).toEqual([...sortedNames].sort((x, y) => (x < y ? -1 : x > y ? 1 : 0)));
  });

  it('searches by full text (prefix words) and filters by focus, stage and check size', async () => {
    const all = await get<InvestorPage>(a, '/api/julia-crm/investors?pageSize=1');
    const target = all.items[0]!;
    const firmWord = target.firm.split(' ')[0]!;
    const found = await get<InvestorPage>(a, `/api/julia-crm/investors?q=${encodeURIComponent(firmWord.slice(0, 4).toLowerCase())}&pageSize=100`);
    expect(found.total).toBeGreaterThan(0);
    expect(found.total).toBeLessThan(2847);
    expect(found.items.every((i) => `${i.name} ${i.firm} ${i.focus.join(' ')} ${i.location} ${i.recentInvestments.join(' ')} ${i.recentNews} ${i.stages.join(' ')}`.toLowerCase().includes(firmWord.slice(0, 4).toLowerCase()))).toBe(true);
    const exact = await get<InvestorPage>(a, `/api/julia-crm/investors?q=${encodeURIComponent(`${target.name} ${target.firm}`)}`);
    expect(exact.items.map((i) => i.id)).toContain(target.id);

    const none = await get<InvestorPage>(a, '/api/julia-crm/investors?q=zzqqxx');
    expect(none.total).toBe(0);
    // Punctuation cannot break the query.
    const odd = await get<InvestorPage>(a, `/api/julia-crm/investors?q=${encodeURIComponent("!!& | :* ' (")}`);
    expect(odd.total).toBe(2847);

    const fintech = await get<InvestorPage>(a, '/api/julia-crm/investors?focus=Fintech&pageSize=100');
    expect(fintech.total).toBeGreaterThan(0);
    expect(fintech.items.every((i) => i.focus.includes('Fintech'))).toBe(true);
    const seedStage = await get<InvestorPage>(a, '/api/julia-crm/investors?stage=Seed&stage=Pre-seed&pageSize=100');
    expect(seedStage.items.every((i) => i.stages.includes('Seed') || i.stages.includes('Pre-seed'))).toBe(true);
    const big = await get<InvestorPage>(a, '/api/julia-crm/investors?check=over-5m&pageSize=100');
    expect(big.total).toBeGreaterThan(0);
    expect(big.items.every((i) => i.checkMaxUsd > 5_000_000)).toBe(true);
    const combined = await get<InvestorPage>(a, '/api/julia-crm/investors?focus=Fintech&check=over-5m&pageSize=100');
    expect(combined.total).toBeLessThanOrEqual(Math.min(fintech.total, big.total));
  });

  it('counts a broad search up to the cap and says so; the whole list exactly', async () => {
    const everyStage = INVESTOR_STAGES.map((st) => `stage=${encodeURIComponent(st)}`).join('&');
    const exported = await req(a, 'GET', `/api/julia-crm/investors/export?${everyStage}`);
    const matching = Papa.parse(exported.body, { header: true, skipEmptyLines: true }).data.length;
    expect(matching).toBeGreaterThan(INVESTOR_COUNT_CAP);
    const broad = await get<InvestorPage>(a, `/api/julia-crm/investors?${everyStage}&pageSize=100&page=${INVESTOR_COUNT_CAP / 100 + 1}`);
    expect(broad).toMatchObject({ total: INVESTOR_COUNT_CAP, totalCapped: true });
    // Pages past the cap still come.
    expect(broad.items).toHaveLength(100);
    const narrow = await get<InvestorPage>(a, '/api/julia-crm/investors?check=over-5m&focus=Fintech');
    expect(narrow.totalCapped).toBe(false);
    expect(narrow.total).toBeLessThan(INVESTOR_COUNT_CAP);
    const all = await get<InvestorPage>(a, '/api/julia-crm/investors?pageSize=1');
    expect(all).toMatchObject({ total: (await get<JuliaSummary>(a, '/api/julia-crm/summary')).investors, totalCapped: false });
  });

  it('refuses bad queries with a 400 and a message', async () => {
    for (const url of ['?focus=Knitting', '?stage=Series%20Z', '?check=huge', '?sort=random', '?pageSize=1000', '?page=0']) {
      const res = await req(a, 'GET', `/api/julia-crm/investors${url}`);
      expect(res.statusCode, url).toBe(400);
      expect(json(res).message).toBeTruthy();
    }
  });

  it('edits the private note; it is searchable and another user cannot see or edit it', async () => {
    const [inv] = (await get<InvestorPage>(a, '/api/julia-crm/investors?pageSize=1')).items;
    const res = await req(a, 'PATCH', `/api/julia-crm/investors/${inv!.id}`, { privateNote: 'Met at Slush, wants quarterly updates (kumquat)' });
    expect(res.statusCode, res.body).toBe(200);
    expect(json<Investor>(res).privateNote).toContain('kumquat');
    expect((await get<Investor>(a, `/api/julia-crm/investors/${inv!.id}`)).privateNote).toContain('kumquat');
    expect((await get<InvestorPage>(a, '/api/julia-crm/investors?q=kumquat')).items.map((i) => i.id)).toEqual([inv!.id]);

    expect((await req(b, 'GET', `/api/julia-crm/investors/${inv!.id}`)).statusCode).toBe(404);
    expect((await req(b, 'PATCH', `/api/julia-crm/investors/${inv!.id}`, { privateNote: 'mine now' })).statusCode).toBe(404);
    expect((await get<InvestorPage>(b, '/api/julia-crm/investors?q=kumquat')).total).toBe(0);
    const tooLong = await req(a, 'PATCH', `/api/julia-crm/investors/${inv!.id}`, { privateNote: 'x'.repeat(5001) });
    expect(tooLong.statusCode).toBe(400);
  });

  it('previews a CSV import with per-row errors, imports the valid rows and exports them back', async () => {
    const csv = [
      'Name,Firm,Focus,Check min,Check max,Stages,Location,Match score,Shoe size',
      'Quinn Harlow,Tessellate Capital,AI; Fintech,250K,$1.5M,Seed; Series A,"Oslo, Norway",88,44',
      ',Nameless Fund,AI,100000,200000,Seed,Paris,50,1',
      'Rae Okonjo,Brightline VC,Climate,2M,1M,Seed,Lagos,70,2',
      'Ivo Brandt,Kettle Partners,Healthtech,lots,2000000,Seed,Berlin,60,3',
      'Mara Lind,Fjord Angels,Consumer,50000,150000,Pre-seed,"Stockholm, Sweden",120,4',
      'Quinn Harlow,Tessellate Capital,AI,1,2,Seed,Oslo,50,5',
    ].join('\n');
    const pre = await req(a, 'POST', '/api/julia-crm/investors/import/preview', { csv });
    expect(pre.statusCode, pre.body).toBe(200);
    const preview = json<ImportPreview>(pre);
    expect(preview.valid).toBe(2);
    expect(preview.invalid).toBe(4);
    // A match score is computed from the founder profile: the file's is not read.
    expect(preview.ignoredColumns).toEqual(['Match score', 'Shoe size']);
    const line = (n: number) => preview.rows.find((r) => r.line === n)!;
    expect(line(2).errors).toEqual([]);
    expect(line(3).errors).toContain('name is required');
    expect(line(4).errors).toContain('checkMaxUsd must be at least checkMinUsd');
    expect(line(5).errors.join(' ')).toMatch(/checkMinUsd "lots" is not a number/);
    expect(line(6).errors).toEqual([]);
    expect(line(7).errors.join(' ')).toMatch(/appears twice/);
    // A preview stores nothing.
    expect((await get<InvestorPage>(a, '/api/julia-crm/investors?q=tessellate')).total).toBe(0);

    const imp = await req(a, 'POST', '/api/julia-crm/investors/import', { csv });
    expect(imp.statusCode, imp.body).toBe(200);
    const result = json<ImportResult>(imp);
    expect(result).toMatchObject({ imported: 2, skipped: 4 });
    const got = await get<InvestorPage>(a, '/api/julia-crm/investors?q=tessellate');
    expect(got.items).toHaveLength(1);
    expect(got.items[0]).toMatchObject({ name: 'Quinn Harlow', checkMinUsd: 250_000, checkMaxUsd: 1_500_000, focus: ['AI', 'Fintech'], stages: ['Seed', 'Series A'], location: 'Oslo, Norway', matchScore: null, source: 'import' });
    expect((await get<JuliaSummary>(a, '/api/julia-crm/summary')).investors).toBe(2849);
    // The whole list's total is the count the triggers keep: exact, and it moved with the import.
    expect(await get<InvestorPage>(a, '/api/julia-crm/investors?pageSize=1')).toMatchObject({ total: 2849, totalCapped: false });
    // Importing the same file again adds nothing: the row is already there.
    expect(json<ImportResult>(await req(a, 'POST', '/api/julia-crm/investors/import', { csv })).imported).toBe(0);

    const exp = await req(a, 'GET', '/api/julia-crm/investors/export?q=tessellate');
    expect(exp.statusCode).toBe(200);
    expect(String(exp.headers['content-type'])).toContain('text/csv');
    const parsed = Papa.parse<Record<string, string>>(exp.body, { header: true, skipEmptyLines: true });
    expect(parsed.data).toHaveLength(1);
    expect(parsed.data[0]).toMatchObject({ name: 'Quinn Harlow', firm: 'Tessellate Capital', focus: 'AI; Fintech', checkMinUsd: '250000' });
    const full = await req(a, 'GET', '/api/julia-crm/investors/export?focus=Fintech');
    expect(Papa.parse(full.body, { header: true, skipEmptyLines: true }).data.length).toBe((await get<InvestorPage>(a, '/api/julia-crm/investors?focus=Fintech&pageSize=1')).total);

    // Whole-file problems.
    const noFirm = json<ImportPreview>(await req(a, 'POST', '/api/julia-crm/investors/import/preview', { csv: 'name,city\nA,B' }));
    expect(noFirm.fileErrors).toEqual(['Missing required column: firm.']);
    expect((await req(a, 'POST', '/api/julia-crm/investors/import', { csv: 'name,city\nA,B' })).statusCode).toBe(400);
    expect((await req(a, 'POST', '/api/julia-crm/investors/import/preview', { csv: '' })).statusCode).toBe(400);
    expect((await req(a, 'POST', '/api/julia-crm/investors/import/preview', {})).statusCode).toBe(400);
  });

  it('moves contacts between kanban columns and orders them within a column', async () => {
    const page = await get<ContactPage>(a, '/api/julia-crm/contacts?pageSize=100');
    expect(page.total).toBe(25);
    const prospect = page.items.find((c) => c.status === 'Prospect')!;
    expect(prospect.trust).toBeGreaterThanOrEqual(0);
    expect(prospect.trust).toBeLessThanOrEqual(10);
    const moved = await req(a, 'PATCH', `/api/julia-crm/contacts/${prospect.id}`, { status: 'Hot Deal' });
    expect(moved.statusCode, moved.body).toBe(200);
    expect(json<Contact>(moved).status).toBe('Hot Deal');
    const hot = await get<ContactPage>(a, '/api/julia-crm/contacts?status=Hot%20Deal');
    expect(hot.items.map((c) => c.id).at(-1)).toBe(prospect.id);
    expect((await get<JuliaSummary>(a, '/api/julia-crm/summary')).hotDeals).toBe(6);
    // Before the first hot deal.
    const first = hot.items[0]!;
    await req(a, 'PATCH', `/api/julia-crm/contacts/${prospect.id}`, { beforeId: first.id });
    expect((await get<ContactPage>(a, '/api/julia-crm/contacts?status=Hot%20Deal')).items[0]!.id).toBe(prospect.id);

    expect((await req(a, 'PATCH', `/api/julia-crm/contacts/${prospect.id}`, { status: 'Closed' })).statusCode).toBe(400);
    expect((await req(a, 'PATCH', `/api/julia-crm/contacts/${prospect.id}`, { trust: 11 })).statusCode).toBe(400);
    expect((await req(a, 'PATCH', `/api/julia-crm/contacts/${prospect.id}`, {})).statusCode).toBe(400);
    expect((await req(b, 'PATCH', `/api/julia-crm/contacts/${prospect.id}`, { status: 'Outreach' })).statusCode).toBe(404);
    expect((await get<Contact>(a, `/api/julia-crm/contacts/${prospect.id}`)).status).toBe('Hot Deal');

    const created = await req(a, 'POST', '/api/julia-crm/contacts', { name: 'Dana Ruiz', company: 'Lowtide Ventures', trust: 6, status: 'Outreach' });
    expect(created.statusCode, created.body).toBe(201);
    expect(json<Contact>(created)).toMatchObject({ name: 'Dana Ruiz', status: 'Outreach', lastContact: null, intent: 'Medium', warmth: 'Warm' });
    expect((await req(a, 'POST', '/api/julia-crm/contacts', { name: '' })).statusCode).toBe(400);
  });

  it('keeps an interaction log per contact, and moves last contact forward', async () => {
    const contact = (await get<ContactPage>(a, '/api/julia-crm/contacts?status=Outreach&pageSize=100')).items[0]!;
    const today = new Date().toISOString().slice(0, 10);
    const res = await req(a, 'POST', `/api/julia-crm/contacts/${contact.id}/interactions`, {
      date: today,
      channel: 'Call',
      summary: 'Intro call: interested in our seed round',
      nextStep: 'Send the deck',
      reminderDate: '2099-01-15',
    });
    expect(res.statusCode, res.body).toBe(201);
    expect(json<Interaction>(res)).toMatchObject({ channel: 'Call', nextStep: 'Send the deck', reminderDate: '2099-01-15' });
    const log = await get<InteractionPage>(a, `/api/julia-crm/contacts/${contact.id}/interactions`);
    expect(log.items[0]).toMatchObject({ summary: 'Intro call: interested in our seed round', date: today });
    const after = await get<Contact>(a, `/api/julia-crm/contacts/${contact.id}`);
    expect(after).toMatchObject({ lastContact: today, nextReminder: '2099-01-15' });
    expect(after.interactions).toBe(log.total);

    for (const bad of [
      { date: today, channel: 'Pigeon', summary: 'x' },
      { date: today, channel: 'Call', summary: '' },
      { date: 'yesterday', channel: 'Call', summary: 'x' },
      { date: '2999-01-01', channel: 'Call', summary: 'x' },
      { date: today, channel: 'Call', summary: 'x', reminderDate: '2000-01-01' },
    ]) {
      const r = await req(a, 'POST', `/api/julia-crm/contacts/${contact.id}/interactions`, bad);
      expect(r.statusCode, JSON.stringify(bad)).toBe(400);
      expect(json(r).message).toBeTruthy();
    }
    expect((await req(b, 'GET', `/api/julia-crm/contacts/${contact.id}/interactions`)).statusCode).toBe(404);
    expect((await req(b, 'POST', `/api/julia-crm/contacts/${contact.id}/interactions`, { date: today, channel: 'Call', summary: 'x' })).statusCode).toBe(404);
  });

  it('keeps one pipeline per round: a second round does not erase the first', async () => {
    const rounds = await get<{ items: Round[] }>(a, '/api/julia-crm/rounds');
    expect(rounds.items.map((r) => r.name)).toEqual(['Seed 2025', 'Pre-seed 2024']);
    const contact = (await get<ContactPage>(a, '/api/julia-crm/contacts?status=Outreach&pageSize=100')).items.at(-1)!;

    const mk = async (name: string) => {
      const res = await req(a, 'POST', '/api/julia-crm/rounds', { name, targetUsd: 5_000_000 });
      expect(res.statusCode, res.body).toBe(201);
      return json<Round>(res);
    };
    const r1 = await mk('Bridge 2026');
    const r2 = await mk('Series A 2027');
    const put = (round: string, body: unknown) => req(a, 'PUT', `/api/julia-crm/rounds/${round}/entries/${contact.id}`, body);
    for (const stage of ['identified', 'contacted', 'meeting', 'due-diligence', 'term-sheet', 'committed']) {
      const res = await put(r1.id, { stage });
      expect(res.statusCode, res.body).toBe(200);
    }
    expect(json<RoundEntry>(await put(r2.id, { stage: 'contacted' })).stage).toBe('contacted');
    const passNoReason = await put(r2.id, { stage: 'passed' });
    expect(passNoReason.statusCode).toBe(400);
    expect(json(passNoReason).message).toBe('Say why they passed');
    expect(json<RoundEntry>(await put(r2.id, { stage: 'passed', passReason: 'Fund fully deployed' }))).toMatchObject({ stage: 'passed', passReason: 'Fund fully deployed' });

    const e1 = await get<{ items: RoundEntry[] }>(a, `/api/julia-crm/rounds/${r1.id}/entries`);
    expect(e1.items.find((e) => e.contactId === contact.id)).toMatchObject({ stage: 'committed', passReason: null });
    const mine = await get<{ items: (RoundEntry & { roundName: string })[] }>(a, `/api/julia-crm/contacts/${contact.id}/rounds`);
    expect(Object.fromEntries(mine.items.map((e) => [e.roundName, e.stage]))).toMatchObject({ 'Bridge 2026': 'committed', 'Series A 2027': 'passed' });
    // The seeded pre-seed round still holds its committed investors.
    const pre = rounds.items.find((r) => r.name === 'Pre-seed 2024')!;
    expect((await get<{ items: RoundEntry[] }>(a, `/api/julia-crm/rounds/${pre.id}/entries`)).items.filter((e) => e.stage === 'committed')).toHaveLength(2);

    expect((await put(r1.id, { stage: 'signed' })).statusCode).toBe(400);
    expect((await req(b, 'GET', `/api/julia-crm/rounds/${r1.id}/entries`)).statusCode).toBe(404);
    expect((await req(b, 'PUT', `/api/julia-crm/rounds/${r1.id}/entries/${contact.id}`, { stage: 'meeting' })).statusCode).toBe(404);
    expect((await req(a, 'DELETE', `/api/julia-crm/rounds/${r1.id}/entries/${contact.id}`)).statusCode).toBe(200);
    expect((await get<{ total: number }>(a, `/api/julia-crm/contacts/${contact.id}/rounds`)).total).toBe(1);
  });

  it('computes match scores from the founder profile, with reasons, and refuses a bad profile with a 400', async () => {
    for (const bad of [
      {},
      { stage: 'Series Z', sectors: ['Fintech'], roundSizeUsd: 2_000_000, geography: 'Europe' },
      { stage: 'Seed', sectors: [], roundSizeUsd: 2_000_000, geography: 'Europe' },
      { stage: 'Seed', sectors: ['Knitting'], roundSizeUsd: 2_000_000, geography: 'Europe' },
      { stage: 'Seed', sectors: ['Fintech', 'Fintech'], roundSizeUsd: 2_000_000, geography: 'Europe' },
      { stage: 'Seed', sectors: ['Fintech'], roundSizeUsd: -5, geography: 'Europe' },
      { stage: 'Seed', sectors: ['Fintech'], roundSizeUsd: '2M', geography: 'Europe' },
      { stage: 'Seed', sectors: ['Fintech'], roundSizeUsd: 2_000_000, geography: 'Mars' },
    ]) {
      const res = await req(a, 'PUT', '/api/julia-crm/profile', bad);
      expect(res.statusCode, JSON.stringify(bad)).toBe(400);
      expect(json(res).message).toBeTruthy();
    }
    expect(await get<FounderProfileAnswer>(a, '/api/julia-crm/profile')).toEqual({ profile: null });

    const profile: FounderProfile = { stage: 'Seed', sectors: ['Fintech', 'AI'], roundSizeUsd: 2_000_000, geography: 'Europe' };
    const saved = await req(a, 'PUT', '/api/julia-crm/profile', profile);
    expect(saved.statusCode, saved.body).toBe(200);
    expect(json<FounderProfileAnswer>(saved).profile).toEqual(profile);
    const page = await get<InvestorPage>(a, '/api/julia-crm/investors?pageSize=100');
    const scores = page.items.map((i) => i.matchScore!);
    expect(scores.every((x) => Number.isInteger(x) && x >= 0 && x <= 100)).toBe(true);
    expect(scores).toEqual([...scores].sort((x, y) => y - x));
    // The stored score (which orders the list) is the one the rules give, reasons and all.
    for (const inv of page.items) expect(matchInvestor(profile, inv)).toEqual({ score: inv.matchScore, reasons: inv.matchReasons });
    const top = page.items[0]!;
    expect(top.matchScore).toBe(100);
    expect(top.stages).toContain('Seed');
    expect(top.focus.some((f) => f === 'Fintech' || f === 'AI')).toBe(true);
    expect(top.checkMinUsd).toBeLessThanOrEqual(2_000_000);
    expect(['Europe', 'United Kingdom']).toContain(regionOf(top.location));
    expect(top.matchReasons[0]).toBe('Invests at Seed');
    expect(top.matchReasons[2]).toBe(`cheques ${top.checkSize} fit your $2M round`);
    expect(top.matchReasons[3]).toBe(top.location);
    // The imported investors are scored too (Oslo is in Europe; seed; AI and Fintech; $250K–$1.5M fits $2M).
    const quinn = (await get<InvestorPage>(a, '/api/julia-crm/investors?q=tessellate')).items[0]!;
    expect(quinn).toMatchObject({ matchScore: 100, matchReasons: ['Invests at Seed', 'Fintech, AI', 'cheques $250K – $1.5M fit your $2M round', 'Oslo, Norway'] });
    // A growth fund's $25M cheques do not fit a $2M round, and say so.
    const growth = (await get<InvestorPage>(a, '/api/julia-crm/investors?stage=Growth&check=over-5m&sort=name&pageSize=1')).items[0]!;
    expect(growth.matchReasons.join(' · ')).toMatch(/too large for your \$2M round/);
    expect(growth.matchScore!).toBeLessThan(top.matchScore!);

    // Deleting the profile takes the scores away again.
    expect(json<FounderProfileAnswer>(await req(a, 'DELETE', '/api/julia-crm/profile')).profile).toBeNull();
    expect((await get<Investor>(a, `/api/julia-crm/investors/${top.id}`)).matchScore).toBeNull();
    expect((await get<InvestorPage>(a, '/api/julia-crm/investors?pageSize=20')).items.every((i) => i.matchScore === null)).toBe(true);
    // Another user's profile is theirs alone.
    expect((await get<FounderProfileAnswer>(b, '/api/julia-crm/profile')).profile).toBeNull();
  });

  it('shows each user only their own data; removing the sample keeps the user\'s own rows', async () => {
    expect((await get<ContactPage>(b, '/api/julia-crm/contacts?q=Dana%20Ruiz')).total).toBe(0);
    expect((await get<JuliaSummary>(b, '/api/julia-crm/summary')).investors).toBe(0);
    const own = (await get<ContactPage>(a, '/api/julia-crm/contacts?q=Dana')).items[0]!;
    expect(own.source).toBe('manual');
    const ownRound = (await get<{ items: Round[] }>(a, '/api/julia-crm/rounds')).items.find((r) => r.name === 'Series A 2027')!;
    expect(ownRound.source).toBe('manual');
    await req(a, 'PUT', `/api/julia-crm/rounds/${ownRound.id}/entries/${own.id}`, { stage: 'meeting' });

    const res = await req(a, 'DELETE', '/api/julia-crm/sample');
    expect(res.statusCode, res.body).toBe(200);
    const s = json<JuliaSummary>(res);
    // Left: the 2 imported investors, Dana Ruiz, and the two rounds made in this test file.
    expect(s).toMatchObject({ investors: 2, contacts: 1, hotDeals: 0, prospects: 0, rounds: 2, sampleLoadedAt: null });
    expect(s.sample).toEqual({ investors: 0, contacts: 0, hotDeals: 0, prospects: 0, rounds: 0 });
    expect((await get<InvestorPage>(a, '/api/julia-crm/investors?pageSize=10')).items.map((i) => i.source)).toEqual(['import', 'import']);
    expect((await get<ContactPage>(a, '/api/julia-crm/contacts')).items.map((c) => c.id)).toEqual([own.id]);
    // Dana's place in the user's own round stays; the sample contacts' entries went with them.
    const entries = await get<{ items: RoundEntry[] }>(a, `/api/julia-crm/rounds/${ownRound.id}/entries`);
    expect(entries.items.map((e) => e.contactId)).toEqual([own.id]);
    // Removing twice is fine, and the sample can come back.
    expect((await req(a, 'DELETE', '/api/julia-crm/sample')).statusCode).toBe(200);
    expect(json<JuliaSummary>(await req(a, 'POST', '/api/julia-crm/sample'))).toMatchObject({ investors: 2849, contacts: 26, sample: { investors: 2847, contacts: 25 } });
    // b's data was never touched.
    expect((await get<JuliaSummary>(b, '/api/julia-crm/summary')).investors).toBe(0);
  });

  it('migration 0030 marks the rows the old first-use seed wrote as sample, and only those', async () => {
    const { user, cookie } = await signUpUser(t.app);
    const seededAt = '2026-10-01T09:00:00.000Z';
    const other = '2026-10-02T09:00:00.000Z';
    const x = (q: string) => t.db.execute(sql.raw(q));
    await x(`insert into julia_seeds (user_id, seeded_at) values ('${user.id}', '${seededAt}')`);
    await x(`insert into julia_contacts (user_id, name, company, trust, intent, warmth, status, position, created_at) values
      ('${user.id}', 'Seeded', 'S', 5, 'High', 'Hot', 'Hot Deal', 1, '${seededAt}'),
      ('${user.id}', 'Mine', 'M', 5, 'High', 'Hot', 'Hot Deal', 2, '${other}')`);
    await x(`insert into julia_interactions (user_id, contact_id, date, channel, summary, created_at)
      select '${user.id}', id, '2026-09-01', 'Call', name, case when name = 'Seeded' then '${seededAt}'::timestamptz else '${other}'::timestamptz end from julia_contacts where user_id = '${user.id}'`);
    await x(`insert into julia_rounds (user_id, name, created_at) values ('${user.id}', 'Seed 2026', '2025-08-01'), ('${user.id}', 'Seed 2026', '${other}')`);
    await x(`insert into julia_round_entries (round_id, contact_id, stage, updated_at)
      select r.id, c.id, 'meeting', case when r.created_at < '2026-01-01' then '${seededAt}'::timestamptz else '${other}'::timestamptz end
      from julia_rounds r, julia_contacts c where r.user_id = '${user.id}' and c.user_id = '${user.id}' and c.name = 'Seeded'`);
    await x(`update julia_contacts set source = 'manual' where user_id = '${user.id}'`);
    // Scores the old seed stored (made up, with no profile behind them).
    await x(`update julia_investors set match_score = 77`);
    // The data part of the migration, as written in its file.
    const file = fs.readFileSync(new URL('../../db/migrations/0030_julia_sample_source.sql', import.meta.url), 'utf8');
    const updates = file.split('--> statement-breakpoint').map((st) => st.replace(/^--.*$/gm, '').trim()).filter((st) => st.startsWith('UPDATE'));
    expect(updates).toHaveLength(4);
    for (const st of updates) await x(st);
    const contacts = await get<ContactPage>(cookie, '/api/julia-crm/contacts');
    expect(Object.fromEntries(contacts.items.map((c) => [c.name, c.source]))).toEqual({ Seeded: 'sample', Mine: 'manual' });
    for (const c of contacts.items) {
      const log = await get<InteractionPage>(cookie, `/api/julia-crm/contacts/${c.id}/interactions`);
      expect(log.items.map((i) => i.source)).toEqual([c.source]);
    }
    const rounds = await get<{ items: Round[] }>(cookie, '/api/julia-crm/rounds');
    expect(rounds.items.map((r) => [r.createdAt.slice(0, 4), r.source]).sort()).toEqual([['2025', 'sample'], ['2026', 'manual']]);
    const res = await t.db.execute(sql`select count(*)::int as n from julia_investors where match_score is not null`);
    const [left] = (Array.isArray(res) ? res : (res as { rows: { n: number }[] }).rows) as { n: number }[];
    expect(Number(left!.n)).toBe(0);
  });
});
