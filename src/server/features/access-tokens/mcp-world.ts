/**
 * The McpWorld of mcp.ts from the worlds feature's Ask toolkit, which app.ts hands in
 * (this feature imports no other: feature-graph.mjs). Generic over the toolkit's context
 * type, so the worlds' ToolContext stays theirs.
 *
 * A token reads its owner's own world as the owner's session does (/api/worlds: the
 * plan's shown rows, message texts included) and nothing else: every context is built
 * for the token owner's user id.
 */
import type { Citation } from '../../../contract/worlds-ask';
import type { McpWorld, WorldAskAnswer, WorldToolSpec } from './mcp';

/** The API base the tools' contexts read as: the owner's own world. */
const OWN_WORLD_API = '/api/worlds';

export interface WorldToolkit<Ctx> {
  /** The caller's world (tools/context.ts `createToolContextFactory(database)`). */
  contextFor(userId: string, opts: { apiBase: string; includeMessages: boolean }): Promise<Ctx>;
  toolJsonSchemas(): readonly WorldToolSpec[];
  runTool(ctx: Ctx, name: string, args: unknown): Promise<{ data: unknown; citations: Citation[] }>;
  /** The toolkit's error for an unknown tool or bad arguments (ToolInputError). */
  isInputError(err: unknown): err is Error;
  /** The offline answerer (planner/index.ts `answerOffline`). */
  answerOffline(
    ctx: Ctx,
    input: { question: string; state: Record<string, never>; history: { question: string; answer: string }[]; now?: Date },
  ): Promise<Omit<WorldAskAnswer, 'engine'> & { engine: string }>;
  /** "Today" for relative periods (AppDeps.askClock); the wall clock by default. */
  now?: () => Date;
}

/**
 * A citation as a token's caller may use it: a photo's thumbnail is served to the owner's
 * session only (a token cannot open /api/worlds/photos/:id/thumbnail), so a photo is cited
 * by its time, file name and place, with `thumbnailUrl` ''.
 */
export function forToken(c: Citation): Citation {
  return c.kind === 'photo' ? { ...c, thumbnailUrl: '' } : c;
}

export function createMcpWorld<Ctx>(kit: WorldToolkit<Ctx>): McpWorld {
  const contextFor = (userId: string) => kit.contextFor(userId, { apiBase: OWN_WORLD_API, includeMessages: true });
  // The tools' JSON Schemas never change while the server runs: made once, on the first list.
  let tools: readonly WorldToolSpec[] | null = null;
  return {
    tools: () => (tools ??= kit.toolJsonSchemas()),
    async run(userId, name, args) {
      const out = await kit.runTool(await contextFor(userId), name, args);
      return { data: out.data, citations: out.citations.map(forToken) };
    },
    async ask(userId, question) {
      const outcome = await kit.answerOffline(await contextFor(userId), { question, state: {}, history: [], now: kit.now?.() });
      return { answer: outcome.answer, answered: outcome.answered, citations: outcome.citations.map(forToken), suggestions: outcome.suggestions, engine: outcome.engine };
    },
    isInputError: (err): err is Error => kit.isInputError(err),
  };
}
