/**
 * The tool registry of Ask your world (#29): every tool of catalogue.ts's TOOL_NAMES
 * (in that order), how a call by name is validated and run, and the JSON Schemas a model
 * (function calling) and the MCP endpoint are shown.
 */
import { z } from 'zod';
import { TOOL_NAMES, type ToolName } from './catalogue';
import { chatMembers, findChats } from './chats';
import { ToolInputError } from './errors';
import { countMessages, firstLast, messagesInPeriod, searchMessages } from './messages';
import { overview } from './overview';
import { findPeople, rankPeople } from './people';
import { homes } from './homes';
import { findPlaces, photos, places } from './places';
import { trend } from './trend';
import type { ToolContext, ToolResult, WorldTool } from './types';

export { ToolInputError } from './errors';

/** Every tool by name: a name of TOOL_NAMES without its tool is a type error. */
const BY_NAME: Record<ToolName, WorldTool> = {
  overview,
  find_people: findPeople,
  find_chats: findChats,
  find_places: findPlaces,
  rank_people: rankPeople,
  count_messages: countMessages,
  first_last: firstLast,
  trend,
  search_messages: searchMessages,
  messages_in_period: messagesInPeriod,
  chat_members: chatMembers,
  places,
  photos,
  homes,
};

/** Every tool, in TOOL_NAMES order. */
export const WORLD_TOOLS: readonly WorldTool[] = TOOL_NAMES.map((n) => BY_NAME[n]);

const TOOLS = new Map(WORLD_TOOLS.map((t) => [t.name, t]));

export function toolByName(name: string): WorldTool | undefined {
  return TOOLS.get(name);
}

/** "period.from: Invalid input: expected string, received number" per issue, joined. */
function issuesText(error: z.ZodError): string {
  return error.issues
    .slice(0, 5)
    .map((i) => {
      const at = i.path.length ? i.path.map(String).join('.') : '(arguments)';
      if (i.code === 'unrecognized_keys') return `${at}: unknown argument${i.keys.length > 1 ? 's' : ''} ${i.keys.map((k) => `"${k}"`).join(', ')}`;
      return `${at}: ${i.message}`;
    })
    .join('; ');
}

/** Period bounds that are not a date a JavaScript Date reads (inPeriod would throw on them). */
function badPeriod(input: unknown): string | null {
  if (!input || typeof input !== 'object') return null;
  const period = (input as { period?: { from?: string; to?: string } }).period;
  if (!period) return null;
  for (const key of ['from', 'to'] as const) {
    const v = period[key];
    if (v !== undefined && Number.isNaN(Date.parse(v))) return `period.${key}: "${v}" is not an ISO 8601 date or instant (e.g. 2023-06-01 or 2023-06-01T00:00:00Z)`;
  }
  return null;
}

export const NO_TEXT_SEARCH = 'This link shows no message texts, so messages cannot be searched by their words.';

/**
 * Runs the tool `name` with raw arguments (a model's or an MCP client's JSON): an unknown
 * tool or arguments its schema refuses throw ToolInputError, naming the tool and the
 * argument and saying what is expected; valid ones run against the caller's world.
 */
export async function runTool(ctx: ToolContext, name: string, rawInput: unknown): Promise<ToolResult> {
  // A caller limited to some tools (a shared link: its world's) is refused the others as if they did not exist.
  const tool = !ctx.allowedTools || ctx.allowedTools.includes(name) ? TOOLS.get(name) : undefined;
  if (!tool) throw new ToolInputError(name, `There is no tool "${name}". Tools: ${WORLD_TOOLS.map((t) => t.name).join(', ')}.`);
  const parsed = tool.input.safeParse(rawInput ?? {});
  if (!parsed.success) throw new ToolInputError(name, `Bad arguments for ${name}: ${issuesText(parsed.error)}.`);
  const period = badPeriod(parsed.data);
  if (period) throw new ToolInputError(name, `Bad arguments for ${name}: ${period}.`);
  // A reader who may not see message texts (a social shared link) may not search them by their words either.
  const words = parsed.data as { text?: unknown; query?: unknown };
  if (!ctx.includeMessages && (typeof words.text === 'string' || typeof words.query === 'string')) throw new ToolInputError(name, NO_TEXT_SEARCH);
  return tool.run(ctx, parsed.data);
}

export interface ToolJsonSchema {
  name: string;
  description: string;
  parameters: { type: 'object'; properties: Record<string, unknown>; required: string[]; additionalProperties: boolean };
}

/** Each tool's name, description and input as JSON Schema (arguments with a default are optional). */
export function toolJsonSchemas(): ToolJsonSchema[] {
  return WORLD_TOOLS.map((t) => {
    const schema = z.toJSONSchema(t.input, { io: 'input' }) as { properties?: Record<string, unknown>; required?: string[] };
    return {
      name: t.name,
      description: t.description,
      parameters: { type: 'object', properties: schema.properties ?? {}, required: schema.required ?? [], additionalProperties: false },
    };
  });
}
