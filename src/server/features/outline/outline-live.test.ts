/**
 * The live outline server (ADR 037) over real sockets: two clients editing one page at
 * once converge; the page is stored and survives a restart; non-members and foreign
 * origins are refused; two instances on one database relay each other's edits.
 */
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import WebSocket from 'ws';
import { OUTLINE_SOCKET_PATH, type OutlinePage } from '../../../contract/outline';
import { signUp, TEST_ORIGIN } from '../../../../tests/support/auth';
import { createTestApp, json, type TestApp } from '../../../../tests/support/create-test-app';
import { connectOutline, eventually, type OutlineClient } from '../../../../tests/support/outline-client';
import { openTestDatabase } from '../../../../tests/support/test-db';
import type { Database } from '../../db/client';
import { appendTree, docToTree, FRAGMENT } from './outline-doc';
import type * as Y from 'yjs';

async function listen(t: TestApp): Promise<string> {
  await t.app.listen({ port: 0, host: '127.0.0.1' });
  return `http://127.0.0.1:${(t.app.server.address() as AddressInfo).port}`;
}

const texts = (c: OutlineClient) => docToTree(c.doc).map((n) => n.text);

/** The first item's text element, for typing into the same line from two clients. */
function firstLine(doc: Y.Doc): Y.XmlText {
  const list = doc.getXmlFragment(FRAGMENT).get(0) as Y.XmlElement;
  const item = list.get(0) as Y.XmlElement;
  return (item.get(0) as Y.XmlElement).get(0) as Y.XmlText;
}

/** The HTTP status a WebSocket upgrade is refused with (0: it was accepted). */
function upgradeStatus(url: string, headers: Record<string, string>): Promise<number> {
  return new Promise((resolve, reject) => {
    const ws = new WebSocket(url.replace(/^http/, 'ws') + OUTLINE_SOCKET_PATH, { headers });
    ws.on('unexpected-response', (_req, res) => {
      resolve(res.statusCode ?? -1);
      ws.terminate();
    });
    ws.on('open', () => {
      resolve(0);
      ws.close();
    });
    ws.on('error', reject);
  });
}

describe('live outline server', () => {
  let database: Database;
  let a: TestApp;
  let b: TestApp;
  let urlA: string;
  let urlB: string;
  let ada: string;
  let bob: string;
  let eve: string;
  let page: OutlinePage;
  const clients: OutlineClient[] = [];
  const connect = (url: string, cookie: string, origin = url) => {
    const c = connectOutline(url, page.id, cookie, origin);
    clients.push(c);
    return c;
  };

  beforeAll(async () => {
    database = await openTestDatabase();
    a = await createTestApp({ database });
    b = await createTestApp({ database });
    urlA = await listen(a);
    urlB = await listen(b);
    ada = await signUp(a.app, { name: 'Ada' });
    bob = await signUp(a.app, { name: 'Bob' });
    eve = await signUp(a.app, { name: 'Eve' });
    const ws = json<{ workspace: { id: string }; inviteCode: string }>(
      await a.app.inject({ method: 'POST', url: '/api/workspaces/create', payload: { name: 'Team' }, headers: { cookie: ada, origin: TEST_ORIGIN } }),
    );
    await a.app.inject({ method: 'POST', url: '/api/workspaces/join', payload: { inviteCode: ws.inviteCode }, headers: { cookie: bob, origin: TEST_ORIGIN } });
    page = json<OutlinePage>(
      await a.app.inject({
        method: 'POST',
        url: '/api/outline/pages',
        payload: { title: 'Shared plan', workspaceId: ws.workspace.id },
        headers: { cookie: ada, origin: TEST_ORIGIN },
      }),
    );
  });
  afterAll(async () => {
    for (const c of clients) c.close();
    await a?.close();
    await b?.close();
    await database?.close();
  });

  it('lets two members edit one page at once; both end with the same outline holding both edits', async () => {
    const one = connect(urlA, ada);
    const two = connect(urlA, bob);
    await Promise.all([one.ready, two.ready]);
    // A new page opens with one empty item.
    expect(docToTree(one.doc)).toEqual([{ text: '', children: [] }]);
    // Concurrent: both type into the same line and both add an item before seeing the other.
    firstLine(one.doc).insert(0, 'Ada was here');
    firstLine(two.doc).insert(0, 'Bob too');
    appendTree(one.doc, [{ text: 'From Ada', children: [] }]);
    appendTree(two.doc, [{ text: 'From Bob', children: [{ text: 'nested', checked: false, children: [] }] }]);
    await eventually(() => {
      expect(docToTree(one.doc)).toEqual(docToTree(two.doc));
      expect(texts(one)).toHaveLength(3);
    });
    const line = texts(one)[0]!;
    expect(line).toContain('Ada was here');
    expect(line).toContain('Bob too');
    expect(texts(one).slice(1).sort()).toEqual(['From Ada', 'From Bob']);
  });

  it('stores the page: export reads it, and a client of another instance gets it', async () => {
    await eventually(async () => {
      const md = await a.app.inject({ method: 'GET', url: `/api/outline/pages/${page.id}/export`, headers: { cookie: bob } });
      expect(md.body).toContain('- From Bob\n  - [ ] nested');
    });
    const other = connect(urlB, bob);
    await other.ready;
    // B loaded the page from the database and asked A (pub/sub) for what it had not stored yet.
    await eventually(() => expect(texts(other)).toEqual(texts(clients[0]!)));
  });

  it('relays live edits between two instances', async () => {
    const onA = clients[0]!;
    const onB = clients[2]!;
    appendTree(onB.doc, [{ text: 'Typed on instance B', children: [] }]);
    await eventually(() => expect(texts(onA)).toContain('Typed on instance B'));
    appendTree(onA.doc, [{ text: 'Typed on instance A', children: [] }]);
    await eventually(() => expect(texts(onB)).toContain('Typed on instance A'));
  });

  it('refuses a signed-in user who is not a member: not a byte of the page', async () => {
    const intruder = connect(urlA, eve);
    await expect(intruder.ready).rejects.toThrow(/permission-denied/);
    expect(docToTree(intruder.doc)).toEqual([]);
    expect(intruder.doc.getXmlFragment(FRAGMENT).length).toBe(0);
  });

  it('refuses the upgrade without a session (401) or from another origin (403)', async () => {
    expect(await upgradeStatus(urlA, { origin: urlA })).toBe(401);
    expect(await upgradeStatus(urlA, { origin: 'https://evil.example', cookie: ada })).toBe(403);
    expect(await upgradeStatus(urlA, { cookie: ada })).toBe(403);
    expect(await upgradeStatus(urlA, { origin: urlA, cookie: ada })).toBe(0);
  });

  it('keeps the page across a restart of every instance', async () => {
    const before = texts(clients[0]!);
    for (const c of clients.splice(0)) c.close();
    await a.close();
    await b.close();
    a = await createTestApp({ database });
    b = await createTestApp({ database });
    urlA = await listen(a);
    const again = connect(urlA, bob);
    await again.ready;
    expect(texts(again)).toEqual(before);
    expect(before).toContain('Typed on instance A');
  });
});
