/**
 * A small world for the Ask tests (#29): a fresh app on its own embedded database, one
 * signed-up user in UTC, the files imported through POST /api/imports as a person would,
 * the owner chosen by the name the chats spell, and a tool context over that world. One
 * set-up for every planner and tool test, instead of a copy in each file.
 */
import { expect } from 'vitest';
import type { Citation } from '../../src/contract/worlds-ask';
import { createToolContextFactory } from '../../src/server/features/worlds/ask/tools/context';
import type { ToolContext } from '../../src/server/features/worlds/ask/tools/types';
import { signUpUser } from './auth';
import { createTestApp, json, type TestApp } from './create-test-app';
import { importsApi } from './worlds';

/** One line of an Android WhatsApp export: `DD/MM/YYYY, HH:MM - Author: text`. */
export const chatLine = (d: string, t: string, who: string, text: string) => `${d}, ${t} - ${who}: ${text}`;

/** The message citations of an answer. */
export const messageCitations = (cs: Citation[]) => cs.filter((c): c is Extract<Citation, { kind: 'message' }> => c.kind === 'message');

/** A file to import: its content (lines are joined with newlines) and its file name. */
export type WorldFile = readonly [content: string | Buffer | readonly string[], fileName: string];

export interface AskWorld {
  t: TestApp;
  api: ReturnType<typeof importsApi>;
  user: Awaited<ReturnType<typeof signUpUser>>;
  factory: ReturnType<typeof createToolContextFactory>;
  /** The tool context of the user, messages included. */
  ctx: ToolContext;
}

/** Imports `files` for a new user (each must finish 'done'), sets the owner (`owner`, default "Me") and opens a tool context. */
export async function askWorld(files: readonly WorldFile[], opts: { owner?: string } = {}): Promise<AskWorld> {
  const t = await createTestApp();
  const api = importsApi(t.app);
  const user = await signUpUser(t.app);
  expect((await api.send(user.cookie, 'PUT', '/api/worlds/settings', { timeZone: 'UTC' })).statusCode).toBe(200);
  for (const [content, name] of files) {
    const body = typeof content === 'string' || Buffer.isBuffer(content) ? content : content.join('\n');
    expect((await api.importFile(user.cookie, body, name)).status).toBe('done');
  }
  const people = json<{ people: { id: string; name: string }[] }>(await api.get(user.cookie, '/api/worlds/people')).people;
  const owner = opts.owner ?? 'Me';
  const me = people.find((p) => p.name === owner);
  expect(me, `the owner "${owner}" among the people`).toBeDefined();
  expect((await api.send(user.cookie, 'PUT', '/api/worlds/settings', { selfPersonId: me!.id })).statusCode).toBe(200);
  const factory = createToolContextFactory(t.database);
  const ctx = await factory(user.user.id, { apiBase: '/api/worlds', includeMessages: true });
  return { t, api, user, factory, ctx };
}
