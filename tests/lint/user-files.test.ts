/**
 * The lint rule that keeps user files inert (#25, ADR 049): in src/server/features a
 * Content-Disposition, or a Content-Type that is not a literal or a CONSTANT, must go
 * through sendUserFile (platform/user-files.ts). Planted examples: it fires on the
 * defect's own shape and stays quiet on the helper and on literal types.
 */
import path from 'node:path';
import { ESLint } from 'eslint';
import { describe, expect, it } from 'vitest';

const ROOT = path.resolve(import.meta.dirname, '../..');
const eslint = new ESLint({ cwd: ROOT });
const FILE = 'src/server/features/uploads/probe.routes.ts';

async function restricted(code: string, file = FILE): Promise<number> {
  const [result] = await eslint.lintText(code, { filePath: path.join(ROOT, file) });
  return (result?.messages ?? []).filter((m) => m.ruleId === 'no-restricted-syntax').length;
}

const wrap = (body: string) =>
  `import type { FastifyReply } from 'fastify';\nconst HEALTH_TYPE = 'application/json';\nexport function probe(reply: FastifyReply, file: { type: string; name: string; body: Buffer }) {\n  ${body}\n}\nexport const T = HEALTH_TYPE;\n`;

describe('lint: user files go through sendUserFile', () => {
  it('fires on a content type from data and on any Content-Disposition in a feature', async () => {
    expect(await restricted(wrap("return reply.header('content-type', `${file.type}; charset=utf-8`).send(file.body);"))).toBe(1);
    expect(await restricted(wrap('return reply.type(file.type).send(file.body);'))).toBe(1);
    expect(await restricted(wrap("return reply.header('Content-Disposition', 'attachment').send(file.body);"))).toBe(1);
    expect(await restricted(wrap("return reply.headers({ 'content-type': file.type }).send(file.body);"))).toBe(1);
  });

  it('stays quiet on literal and CONSTANT types, and outside features', async () => {
    expect(await restricted(wrap("return reply.type('text/event-stream').header('content-type', HEALTH_TYPE).send(file.body);"))).toBe(0);
    expect(await restricted(wrap('return reply.type(file.type).send(file.body);'), 'src/server/platform/probe.ts')).toBe(0);
  });
});
