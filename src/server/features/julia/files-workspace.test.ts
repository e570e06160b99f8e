/**
 * The files workspace API (spec §3, §5, §7; issue #15): create once, messages with the
 * AI's reply, uploads accepted and refused by name and by content, and another user
 * denied everything without learning whether the workspace exists.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sameOrigin, signUpUser } from '../../../../tests/support/auth';
import { createTestApp, json, type TestApp } from '../../../../tests/support/create-test-app';
import { startFakeOpenAi, type FakeOpenAi } from '../../../../tests/support/fake-openai';
import { multipartBody } from '../../../../tests/support/multipart';
import type { ConversationMessage, FilesWorkspace, PostMessageResponse, WorkspaceFile } from '../../../contract/julia';
import { userTextPool } from '../../platform/user-text-thread';

describe('files workspace API (/api/workspaces/i2sf)', () => {
  let t: TestApp;
  let owner: string;
  let other: string;
  let ws: FilesWorkspace;

  beforeAll(async () => {
    t = await createTestApp();
    owner = (await signUpUser(t.app, { name: 'Ada Founder' })).cookie;
    other = (await signUpUser(t.app)).cookie;
  });
  afterAll(() => t.close());

  const call = (method: 'GET' | 'POST' | 'PUT' | 'DELETE', url: string, cookie?: string, payload?: object) =>
    t.app.inject({ method, url, headers: cookie ? sameOrigin(cookie) : {}, payload });

  const upload = (id: string, cookie: string, fileName: string, content: Buffer | string, field = 'file') => {
    const body = multipartBody([{ field, filename: fileName, contentType: 'application/octet-stream', content }]);
    return t.app.inject({ method: 'POST', url: `/api/workspaces/${id}/files`, headers: { ...sameOrigin(cookie), ...body.headers }, payload: body.payload });
  };

  it('answers 401 signed out', async () => {
    expect((await call('POST', '/api/workspaces/i2sf')).statusCode).toBe(401);
    expect((await call('GET', '/api/workspaces/i2sf')).statusCode).toBe(401);
  });

  it('creates the default workspace once (no body) and returns the same one afterwards', async () => {
    const first = await call('POST', '/api/workspaces/i2sf', owner);
    expect(first.statusCode).toBe(201);
    ws = json<FilesWorkspace>(first);
    expect(ws).toMatchObject({ role: 'owner', isDefault: true, sharedWorkspaceId: null });
    expect(ws.id).toMatch(/^[0-9a-f-]{36}$/);
    const again = await call('POST', '/api/workspaces/i2sf', owner);
    expect(again.statusCode).toBe(200);
    expect(json<FilesWorkspace>(again).id).toBe(ws.id);
    // A named one is a new workspace.
    const named = await call('POST', '/api/workspaces/i2sf', owner, { name: 'Seed round' });
    expect(named.statusCode).toBe(201);
    expect(json<FilesWorkspace>(named)).toMatchObject({ name: 'Seed round', isDefault: false });
    const list = await call('GET', '/api/workspaces/i2sf?limit=1', owner);
    expect(list.statusCode).toBe(200);
    expect(list.headers['x-total-count']).toBe('2');
    expect(json<FilesWorkspace[]>(list).map((w) => w.id)).toEqual([ws.id]);
  });

  it('stores a message and an AI reply that reads the uploaded files; lists them as {id, message, createdAt}', async () => {
    const up = await upload(ws.id, owner, 'metrics.csv', 'month,mrr\n2026-09,12000\n2026-10,18400\n');
    expect(up.statusCode).toBe(201);
    const res = await call('POST', `/api/workspaces/${ws.id}/messages`, owner, { message: '  What was our MRR growth in October?  ' });
    expect(res.statusCode).toBe(201);
    const body = json<PostMessageResponse>(res);
    expect(body.message).toMatchObject({ role: 'user', message: 'What was our MRR growth in October?', author: 'Ada Founder', engineLabel: null });
    expect(body.reply.role).toBe('assistant');
    expect(body.reply.message.length).toBeGreaterThan(10);
    expect(body.reply.engineLabel).toBe('Offline analyst');
    // Read from the file: $18,400 / $12,000 − 1 = 53.3 %.
    expect(body.reply.message).toContain('MRR grew 53.3% in 2026-10, from $12k to $18.4k (metrics.csv, rows for 2026-09 and 2026-10).');
    const list = await call('GET', `/api/workspaces/${ws.id}/conversations`, owner);
    expect(list.statusCode).toBe(200);
    const items = json<ConversationMessage[]>(list);
    expect(items.map((m) => m.role)).toEqual(['user', 'assistant']);
    expect(items[0]).toMatchObject({ id: body.message.id, message: 'What was our MRR growth in October?' });
    expect(typeof items[0]!.createdAt).toBe('string');
  });

  it('reads an uploaded metrics.csv: "what\'s our runway?" gets the months worked out from the latest cash and burn, citing the file and row', async () => {
    const { id } = json<FilesWorkspace>(await call('POST', '/api/workspaces/i2sf', owner, { name: 'Runway check' }));
    const csv = 'Month,MRR,Net burn,Cash balance\r\n2025-04,"$40,000","$90,000","$1,513,000"\r\n2025-05,"$44,000","$85,000","$1,428,000"\r\n2025-06,"$52,000","$80,000","$1,348,000"\r\n';
    const up = await upload(id, owner, 'metrics.csv', csv);
    expect(up.statusCode).toBe(201);
    // The upload's answer says how the file reads as a table.
    expect(json<WorkspaceFile>(up).table).toEqual({ rows: 3, columns: ['Month', 'MRR', 'Net burn', 'Cash balance'], problem: null });
    const runway = json<PostMessageResponse>(await call('POST', `/api/workspaces/${id}/messages`, owner, { message: "what's our runway?" })).reply.message;
    // $1,348,000 ÷ $80,000 = 16.85 months; at the 3-month average burn of $85k, 15.86.
    expect(runway).toContain('Runway is 16.9 months');
    expect(runway).toContain('metrics.csv, row for 2025-06');
    expect(runway).toContain('15.9 months');
    expect(runway).not.toMatch(/Focus:|Key numbers:|Next step:|what is your (?:monthly )?burn/i);
    const growth = json<PostMessageResponse>(await call('POST', `/api/workspaces/${id}/messages`, owner, { message: 'What was our MRR growth last month?' })).reply.message;
    // $52k / $44k − 1 = 18.2 %.
    expect(growth).toContain('MRR grew 18.2% in 2025-06, from $44k to $52k (metrics.csv, rows for 2025-05 and 2025-06).');
  });

  it('stores a CSV it cannot read and says so plainly when asked, never a 500', async () => {
    const { id } = json<FilesWorkspace>(await call('POST', '/api/workspaces/i2sf', owner, { name: 'Broken file' }));
    const up = await upload(id, owner, 'numbers.csv', 'month,burn,cash\n2025-06,"80000,1200000\n');
    expect(up.statusCode).toBe(201);
    expect(json<WorkspaceFile>(up).table).toEqual({ rows: 0, columns: [], problem: 'numbers.csv could not be read as a table: a quote opened on line 2 is never closed.' });
    const res = await call('POST', `/api/workspaces/${id}/messages`, owner, { message: 'How long is our runway?' });
    expect(res.statusCode).toBe(201);
    expect(json<PostMessageResponse>(res).reply.message).toBe(
      'numbers.csv could not be read as a table: a quote opened on line 2 is never closed. Fix it and upload it again, or tell me your cash and monthly burn.',
    );
    // The file is still there to download and fix.
    expect(json<WorkspaceFile[]>(await call('GET', `/api/workspaces/${id}/files`, owner)).map((f) => f.fileName)).toEqual(['numbers.csv']);
  });

  it('answers all the same while the table readers are busy, and says so (not the file\'s fault)', async () => {
    const { id } = json<FilesWorkspace>(await call('POST', '/api/workspaces/i2sf', owner, { name: 'Busy readers' }));
    expect((await upload(id, owner, 'metrics.csv', 'month,burn,cash\n2025-06,80000,1200000\n')).statusCode).toBe(201);
    const ask = () => call('POST', `/api/workspaces/${id}/messages`, owner, { message: "what's our runway?" });
    // With the pool held, this user's reads wait until there are as many as one user may have; the next is refused at once.
    let onQueued: (() => void) | undefined;
    const stop = userTextPool.observe((e) => e.op === 'juliaTables' && e.phase === 'queued' && onQueued?.());
    const release = userTextPool.hold();
    const held: ReturnType<typeof ask>[] = [];
    try {
      let busy: Awaited<ReturnType<typeof ask>> | undefined;
      for (let i = 0; i < 10 && !busy; i++) {
        const queued = new Promise<'queued'>((resolve) => (onQueued = () => resolve('queued')));
        const res = ask();
        const first = await Promise.race([queued, res]);
        if (first === 'queued') held.push(res);
        else busy = first;
      }
      expect(held.length).toBeGreaterThan(0);
      expect(busy?.statusCode).toBe(201);
      expect(json<PostMessageResponse>(busy!).reply.message).toBe(
        'I could not read metrics.csv just now: the server is busy reading other files. Ask again in a moment, or tell me your cash and monthly burn.',
      );
    } finally {
      release();
      stop();
    }
    for (const res of await Promise.all(held)) expect(json<PostMessageResponse>(res).reply.message).toContain('Runway is 15 months');
  });

  it('"Which investor should I talk to first?" answers from the investor database and founder profile', async () => {
    const founder = (await signUpUser(t.app)).cookie;
    const { id } = json<FilesWorkspace>(await call('POST', '/api/workspaces/i2sf', founder));
    const askFirst = async () =>
      json<PostMessageResponse>(await call('POST', `/api/workspaces/${id}/messages`, founder, { message: 'Which investor should I talk to first?' })).reply.message;
    // No profile: it says what it needs and where to add it, not when to raise.
    const before = await askFirst();
    expect(before).toContain('I need your founder profile');
    expect(before).toContain('/julia.ai/database');
    expect(before).not.toMatch(/months|fundrais/i);
    const csv = [
      'Name,Firm,Focus,Check min,Check max,Stages,Location',
      'Maya Chen,Northwind Ventures,B2B SaaS,500K,$2M,Seed,"San Francisco, CA"',
      'Ivo Brandt,Kettle Partners,Healthtech,5M,20M,Series B,"Berlin, Germany"',
      'Ana Ruiz,Sol Partners,B2B SaaS; Fintech,250K,1M,Pre-seed,"Austin, TX"',
    ].join('\n');
    expect((await call('POST', '/api/julia-crm/investors/import', founder, { csv })).statusCode).toBe(200);
    expect((await call('PUT', '/api/julia-crm/profile', founder, { stage: 'Seed', sectors: ['B2B SaaS'], roundSizeUsd: 2_000_000, geography: 'United States' })).statusCode).toBe(200);
    const after = await askFirst();
    expect(after).toMatch(/^Talk to Maya Chen \(Northwind Ventures\) first: 100% match with your profile \(Seed · B2B SaaS · \$2M round · United States\)/);
    expect(after).toContain('Then Ana Ruiz (Sol Partners');
    expect(after).not.toMatch(/fundrais/i);
  });

  it('refuses a blank or over-long message with 400 and a message', async () => {
    const blank = await call('POST', `/api/workspaces/${ws.id}/messages`, owner, { message: '   ' });
    expect(blank.statusCode).toBe(400);
    expect(json(blank).message).toBe('Message is required');
    const long = await call('POST', `/api/workspaces/${ws.id}/messages`, owner, { message: 'x'.repeat(4001) });
    expect(long.statusCode).toBe(400);
  });

  it.each([
    ['notes.txt', 'Investor call notes: Sarah wants CAC by channel.', 'text/plain'],
    ['README.md', '# Plan\n\n- raise $1.5M', 'text/markdown'],
    ['data.json', '{"arr": 216000}', 'application/json'],
    ['model.py', 'def runway(cash, burn):\n    return cash / burn\n', 'text/x-python'],
    ['calc.ts', 'export const burn = (a: number) => a * 2;\n', 'text/typescript'],
    ['calc.js', 'module.exports = 1;\n', 'text/javascript'],
  ])('accepts %s by name and content', async (name, content, type) => {
    const res = await upload(ws.id, owner, name, content);
    expect(res.statusCode).toBe(201);
    expect(json<WorkspaceFile>(res)).toMatchObject({ fileName: name, fileType: type, size: Buffer.byteLength(content), preview: content.slice(0, 300) });
    // Only a .csv, .json or .md file is read as a table.
    expect(json<WorkspaceFile>(res).table === undefined).toBe(!/\.(?:md|json)$/.test(name));
  });

  it('refuses other names, and accepted names whose content is not what they say', async () => {
    const pdf = Buffer.from('%PDF-1.7\n1 0 obj\n<<>>\nendobj\n');
    const png = Buffer.from('89504e470d0a1a0a0000000d49484452', 'hex');
    const cases: [string, Buffer | string, number, string][] = [
      ['deck.pdf', pdf, 415, 'unsupported_file_type'],
      ['photo.png', png, 415, 'unsupported_file_type'],
      ['script.sh', 'echo hi', 415, 'unsupported_file_type'],
      ['sneaky.txt', pdf, 415, 'content_mismatch'],
      ['image.csv', png, 415, 'content_mismatch'],
      ['latin1.txt', Buffer.from([0x63, 0x61, 0x66, 0xe9, 0x20, 0xff]), 415, 'content_mismatch'],
      ['nul.md', Buffer.from('abc\u0000def'), 415, 'content_mismatch'],
      ['broken.json', '{"a": ', 415, 'content_mismatch'],
      ['empty.txt', '', 400, 'empty_file'],
    ];
    for (const [name, content, status, code] of cases) {
      const res = await upload(ws.id, owner, name, content);
      expect({ name, status: res.statusCode, code: json(res).code }).toEqual({ name, status, code });
      expect(String(json(res).message)).toContain(name);
    }
    const big = await upload(ws.id, owner, 'big.txt', 'a'.repeat(1024 * 1024 + 1));
    expect(big.statusCode).toBe(413);
    const wrongField = await upload(ws.id, owner, 'a.txt', 'hello', 'document');
    expect(wrongField.statusCode).toBe(400);
  });

  it('sanitises file names and lists files as {id, fileName, fileType, uploadedAt}; the content downloads', async () => {
    const res = await upload(ws.id, owner, '../../etc/pass<wd>.txt', 'not a password file');
    expect(res.statusCode).toBe(201);
    const file = json<WorkspaceFile>(res);
    expect(file.fileName).toBe('passwd.txt');
    const list = await call('GET', `/api/workspaces/${ws.id}/files?limit=2`, owner);
    expect(list.statusCode).toBe(200);
    expect(Number(list.headers['x-total-count'])).toBeGreaterThanOrEqual(8);
    const items = json<WorkspaceFile[]>(list);
    expect(items).toHaveLength(2);
    expect(items[0]).toMatchObject({ id: file.id, fileName: 'passwd.txt', fileType: 'text/plain' });
    expect(typeof items[0]!.uploadedAt).toBe('string');
    const content = await call('GET', `/api/workspaces/${ws.id}/files/${file.id}/content`, owner);
    expect(content.statusCode).toBe(200);
    expect(content.body).toBe('not a password file');
    expect(content.headers['content-disposition']).toContain('attachment');
  });

  it('denies another user everything with the same 404 a missing workspace gets', async () => {
    const missing = '00000000-0000-4000-8000-000000000000';
    const [file] = json<WorkspaceFile[]>(await call('GET', `/api/workspaces/${ws.id}/files`, owner));
    for (const id of [ws.id, missing, 'not-a-uuid']) {
      const answers = [
        await call('GET', `/api/workspaces/${id}/conversations`, other),
        await call('GET', `/api/workspaces/${id}/files`, other),
        await call('POST', `/api/workspaces/${id}/messages`, other, { message: 'let me in' }),
        await upload(id, other, 'x.txt', 'hello'),
        await call('GET', `/api/workspaces/${id}/files/${file!.id}/content`, other),
        await call('DELETE', `/api/workspaces/${id}/files/${file!.id}`, other),
      ];
      for (const res of answers) {
        expect(res.statusCode).toBe(404);
        expect(json(res)).toMatchObject({ code: 'not_found', message: 'Workspace not found.' });
      }
    }
    // Their own list does not show it, and nothing was written.
    expect(json<FilesWorkspace[]>(await call('GET', '/api/workspaces/i2sf', other))).toEqual([]);
    const convo = json<ConversationMessage[]>(await call('GET', `/api/workspaces/${ws.id}/conversations`, owner));
    expect(convo.some((m) => m.message === 'let me in')).toBe(false);
  });

  it('lets the members of the linked shared workspace in (the Julia panel collaborators), and nobody else', async () => {
    const created = await call('POST', '/api/workspaces/create', owner, { name: 'Fundraise crew', inviteUsers: [] });
    expect(created.statusCode).toBe(201);
    const { workspace, inviteCode } = json<{ workspace: { id: string }; inviteCode: string }>(created);
    // Only an owner/admin of the shared workspace may link to it.
    const notMine = await call('POST', '/api/workspaces/i2sf', other, { sharedWorkspaceId: workspace.id });
    expect(notMine.statusCode).toBe(404);
    const linked = await call('POST', '/api/workspaces/i2sf', owner, { sharedWorkspaceId: workspace.id });
    expect(linked.statusCode).toBe(201);
    const files = json<FilesWorkspace>(linked);
    expect(files).toMatchObject({ name: 'Fundraise crew', sharedWorkspaceId: workspace.id });
    expect((await call('GET', `/api/workspaces/${files.id}/files`, other)).statusCode).toBe(404);
    const joined = await call('POST', '/api/workspaces/join', other, { inviteCode });
    expect(joined.statusCode).toBe(200);
    const asMember = await upload(files.id, other, 'member-notes.md', '# from the collaborator');
    expect(asMember.statusCode).toBe(201);
    const list = json<FilesWorkspace[]>(await call('GET', '/api/workspaces/i2sf', other));
    expect(list.map((w) => [w.id, w.role])).toEqual([[files.id, 'member']]);
    // The member still cannot see the owner's default workspace.
    expect((await call('GET', `/api/workspaces/${ws.id}/files`, other)).statusCode).toBe(404);
  });
});

describe('files workspace with a keyed model', () => {
  let fake: FakeOpenAi;
  let t: TestApp;

  beforeAll(async () => {
    fake = await startFakeOpenAi({ text: 'Runway is about 16.9 months (metrics.csv, row for 2025-06).' });
    t = await createTestApp({ env: { OPENAI_API_KEY: 'sk-test', OPENAI_BASE_URL: fake.url, AI_MODEL: 'gpt-4o-mini' } });
  });
  afterAll(async () => {
    await t.close();
    await fake.close();
  });

  it('hands the model the uploaded table as read by the server, each row with where it is, and the instruction to cite it', async () => {
    const { cookie } = await signUpUser(t.app);
    const ws = json<FilesWorkspace>(await t.app.inject({ method: 'POST', url: '/api/workspaces/i2sf', headers: sameOrigin(cookie) }));
    const body = multipartBody([{ field: 'file', filename: 'metrics.csv', contentType: 'text/csv', content: 'month,burn,cash\n2025-05,"$85,000",1.43M\n2025-06,"$80,000",1.35M\n' }]);
    const up = await t.app.inject({ method: 'POST', url: `/api/workspaces/${ws.id}/files`, headers: { ...sameOrigin(cookie), ...body.headers }, payload: body.payload });
    expect(up.statusCode).toBe(201);
    fake.requests.length = 0;
    const res = await t.app.inject({ method: 'POST', url: `/api/workspaces/${ws.id}/messages`, headers: sameOrigin(cookie), payload: { message: "what's our runway?" } });
    expect(res.statusCode).toBe(201);
    expect(json<PostMessageResponse>(res).reply.message).toBe('Runway is about 16.9 months (metrics.csv, row for 2025-06).');
    const request = fake.requests.find((r) => r.path === '/v1/chat/completions')!.json as { messages: { role: string; content: unknown }[] };
    const text = (role: string) => request.messages.filter((m) => m.role === role).map((m) => (typeof m.content === 'string' ? m.content : JSON.stringify(m.content))).join('\n');
    expect(text('system')).toContain('cite the file and the row');
    expect(text('user')).toContain('<data name="tables">');
    // The parsed rows, amounts as numbers: "$80,000" → 80000, "1.35M" → 1350000.
    expect(text('user')).toMatch(/"where": "row for 2025-06",\s*"burn": 80000,\s*"cash": 1350000/);
  });
});
