/**
 * The MCP server a personal access token reaches (#29, ADR 055): the Ask tools over the
 * token owner's world, and `ask`, a question in plain words answered by the offline
 * engine. Built on the official SDK's low-level `Server` (the tools' JSON Schemas already
 * exist, made from their zod inputs by the worlds feature, which also validates the
 * arguments, so the high-level McpServer's own zod handling would only duplicate it) and
 * its web-standard Streamable HTTP transport in stateless mode: one server and one
 * transport per HTTP request (the SDK's documented stateless pattern), JSON answers
 * rather than an event stream, so the route sends the answer through Fastify like any other.
 *
 * The SDK is loaded on the first MCP request, not at start-up (it brings Ajv and its
 * schemas, which nothing else of the server needs).
 */
import type { Server } from '@modelcontextprotocol/sdk/server/index.js';
import type { CallToolResult, Tool } from '@modelcontextprotocol/sdk/types.js';
import { z } from 'zod';
import type { Citation } from '../../../contract/worlds-ask';
import { ASK_QUESTION_MAX } from '../../../contract/worlds-ask';
import { loadOnce } from '../../platform/load-once';

/** A tool of the world as models see it (the worlds feature's `toolJsonSchemas()`). */
export interface WorldToolSpec {
  name: string;
  description: string;
  /** JSON Schema of the arguments: `{type: 'object', properties, required, additionalProperties: false}`. */
  parameters: Record<string, unknown>;
}

/** An answer of the offline engine, as the `ask` tool returns it. */
export interface WorldAskAnswer {
  answer: string;
  answered: boolean;
  citations: Citation[];
  suggestions: string[];
  engine: string;
}

/**
 * What the MCP endpoint may do with a user's world: handed in by app.ts (the worlds
 * feature's tools and offline answerer), so this feature imports no other.
 */
export interface McpWorld {
  tools(): readonly WorldToolSpec[];
  /** Runs a tool over `userId`'s own world. Throws an error `isInputError` knows for an unknown tool or bad arguments. */
  run(userId: string, name: string, args: unknown): Promise<{ data: unknown; citations: Citation[] }>;
  /** Answers a question about `userId`'s own world with the offline engine (no model, nothing saved). */
  ask(userId: string, question: string): Promise<WorldAskAnswer>;
  /** True for the errors of `run` whose message tells the caller what to fix. */
  isInputError(err: unknown): err is Error;
}

/** Who calls, for the tool handlers. */
export interface McpCaller {
  userId: string;
  tokenId: string;
  tokenName: string;
}

export interface McpHooks {
  /**
   * Before each tool call and tools/list: whether the token's rate limit lets it run. A batch of JSON-RPC
   * messages is one HTTP request, so the limit is kept per call too; refused: the seconds
   * until the window ends.
   */
  admitToolCall(caller: McpCaller): Promise<{ allowed: true } | { allowed: false; retryAfterSeconds: number; message: string }>;
  /** After each tool call (activity history); failures are the hook's to log. */
  onToolCall(caller: McpCaller, tool: string, outcome: { isError: boolean }): Promise<void>;
  /** An unexpected failure of a tool (answered to the client without its details). */
  onToolFailure(caller: McpCaller, tool: string, err: unknown): void;
}

export const ASK_TOOL_NAME = 'ask';
/** JSON-RPC's "server error" range: a tool call past the token's limit (the HTTP-level refusals use it too). */
export const MCP_RATE_LIMITED_CODE = -32000;
const AskToolInput = z.strictObject({ question: z.string().trim().min(1).max(ASK_QUESTION_MAX) });
const ASK_TOOL: Tool = {
  name: ASK_TOOL_NAME,
  title: 'Ask your world',
  description:
    'Answers a question about the person’s own life in plain words ("Who do I write to most?", "When did I first message Priya?") ' +
    'with Mnemo’s offline engine: the fact first, with citations (messages, photos, places, people, chats) that prove it. ' +
    'It says so when the data cannot answer, and suggests what can be asked.',
  inputSchema: {
    type: 'object',
    properties: { question: { type: 'string', minLength: 1, maxLength: ASK_QUESTION_MAX, description: 'The question, in plain words.' } },
    required: ['question'],
    additionalProperties: false,
  },
  annotations: { readOnlyHint: true, openWorldHint: false },
};

export const MCP_INSTRUCTIONS =
  'Mnemo: the person’s own world, made from their chat exports, photos and location history (read-only). ' +
  'Call `ask` with a question in plain words, or the tools: resolve names first with find_people, find_chats or find_places, ' +
  'then pass their ids; periods are {from, to} ISO dates (from inclusive, to exclusive). Every result carries citations: ' +
  'quote facts only from the results.';

/** Text content of a result, and the same object as structured content. */
function jsonResult(value: Record<string, unknown>): CallToolResult {
  return { content: [{ type: 'text', text: JSON.stringify(value) }], structuredContent: value };
}
const errorResult = (message: string): CallToolResult => ({ content: [{ type: 'text', text: message }], isError: true });

const loadSdk = loadOnce(async () => {
  const [server, transport, types] = await Promise.all([
    import('@modelcontextprotocol/sdk/server/index.js'),
    import('@modelcontextprotocol/sdk/server/webStandardStreamableHttp.js'),
    import('@modelcontextprotocol/sdk/types.js'),
  ]);
  return { Server: server.Server, Transport: transport.WebStandardStreamableHTTPServerTransport, types };
});

/** The tools as MCP lists them, made once per world (their schemas never change while the server runs). */
const LISTED = new WeakMap<McpWorld, Tool[]>();
function listedTools(world: McpWorld): Tool[] {
  let tools = LISTED.get(world);
  if (!tools) {
    tools = [
      ASK_TOOL,
      ...world.tools().map(
        (t): Tool => ({
          name: t.name,
          description: t.description,
          inputSchema: t.parameters as Tool['inputSchema'],
          annotations: { readOnlyHint: true, openWorldHint: false },
        }),
      ),
    ];
    LISTED.set(world, tools);
  }
  return tools;
}

async function createServer(world: McpWorld, caller: McpCaller, hooks: McpHooks, version: string): Promise<Server> {
  const { Server: McpServerClass, types } = await loadSdk();
  const server = new McpServerClass({ name: 'mnemo', title: 'Mnemo: your world', version }, { capabilities: { tools: {} }, instructions: MCP_INSTRUCTIONS });

  server.setRequestHandler(types.ListToolsRequestSchema, async () => {
    // A list counts against the token's limit as a call does (a batch of lists is no free pass).
    const admitted = await hooks.admitToolCall(caller);
    if (!admitted.allowed) throw new types.McpError(MCP_RATE_LIMITED_CODE, admitted.message, { status: 429, retryAfterSeconds: admitted.retryAfterSeconds });
    return { tools: listedTools(world) };
  });

  server.setRequestHandler(types.CallToolRequestSchema, async (request) => {
    const { name, arguments: args } = request.params;
    const admitted = await hooks.admitToolCall(caller);
    if (!admitted.allowed) throw new types.McpError(MCP_RATE_LIMITED_CODE, admitted.message, { status: 429, retryAfterSeconds: admitted.retryAfterSeconds });
    let result: CallToolResult;
    try {
      if (name === ASK_TOOL_NAME) {
        const input = AskToolInput.safeParse(args ?? {});
        result = input.success
          ? jsonResult({ ...(await world.ask(caller.userId, input.data.question)) })
          : errorResult(`ask: ${input.error.issues.map((i) => `${i.path.join('.') || 'arguments'}: ${i.message}`).join('; ')} (expected {"question": "…"})`);
      } else {
        const out = await world.run(caller.userId, name, args ?? {});
        result = jsonResult({ data: out.data, citations: out.citations });
      }
    } catch (err) {
      if (world.isInputError(err)) result = errorResult(err.message);
      else {
        hooks.onToolFailure(caller, name, err);
        result = errorResult(`${name} could not run on the server. Try again later.`);
      }
    }
    await hooks.onToolCall(caller, name, { isError: result.isError === true });
    return result;
  });
  return server;
}

export interface McpHttpRequest {
  url: string;
  headers: Record<string, string | string[] | undefined>;
  /** The request's body as sent (JSON-RPC text). */
  body: string;
}

export interface McpHttpAnswer {
  status: number;
  headers: Record<string, string>;
  body: string;
}

/** The headers the transport reads; the rest (cookies among them) are not its business. */
const TRANSPORT_HEADERS = ['accept', 'content-type', 'mcp-protocol-version', 'mcp-session-id', 'last-event-id'];

/**
 * Answers one POST of JSON-RPC for `caller` through a fresh server and stateless
 * transport. The transport checks the Accept and Content-Type headers, parses the body
 * and answers protocol errors itself, all as JSON-RPC.
 */
export async function handleMcpPost(world: McpWorld, caller: McpCaller, hooks: McpHooks, version: string, req: McpHttpRequest): Promise<McpHttpAnswer> {
  const { Transport } = await loadSdk();
  const server = await createServer(world, caller, hooks, version);
  const transport = new Transport({ sessionIdGenerator: undefined, enableJsonResponse: true });
  try {
    await server.connect(transport);
    const headers = new Headers();
    for (const name of TRANSPORT_HEADERS) {
      const v = req.headers[name];
      if (v !== undefined) headers.set(name, Array.isArray(v) ? v.join(', ') : v);
    }
    const response = await transport.handleRequest(new Request(new URL(req.url, 'http://mnemo.local'), { method: 'POST', headers, body: req.body }));
    const out: Record<string, string> = {};
    response.headers.forEach((value, key) => {
      out[key] = value;
    });
    return { status: response.status, headers: out, body: await response.text() };
  } finally {
    await transport.close();
    await server.close();
  }
}
