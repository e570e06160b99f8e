/**
 * The planner's typed door to the tools (#29): the same `runTool` a model and the MCP
 * endpoint call (input validated by the tool's zod schema), with each tool's answer typed
 * as catalogue.ts declares it, and every call recorded so "why?" can say what was computed.
 */
import type { z } from 'zod';
import { runTool } from '../tools/index';
import type {
  ChatMembers,
  ChatMembersInput,
  CountMessagesInput,
  FindChatsInput,
  FindPeopleInput,
  FindPlacesInput,
  FirstLast,
  FirstLastInput,
  FoundChat,
  FoundPerson,
  FoundPlace,
  Homes,
  HomesInput,
  MessageCount,
  MessagesInPeriodInput,
  Overview,
  OverviewInput,
  PeriodMessages,
  PhotoList,
  PhotosInput,
  PlacesInput,
  RankedPerson,
  RankedPlace,
  RankPeopleInput,
  SearchMessagesInput,
  SearchResult,
  Trend,
  TrendInput,
} from '../tools/catalogue';
import type { ToolContext, ToolResult } from '../tools/types';

interface Io {
  overview: [z.input<typeof OverviewInput>, Overview];
  find_people: [z.input<typeof FindPeopleInput>, FoundPerson[]];
  find_chats: [z.input<typeof FindChatsInput>, FoundChat[]];
  find_places: [z.input<typeof FindPlacesInput>, FoundPlace[]];
  rank_people: [z.input<typeof RankPeopleInput>, RankedPerson[]];
  count_messages: [z.input<typeof CountMessagesInput>, MessageCount];
  first_last: [z.input<typeof FirstLastInput>, FirstLast];
  trend: [z.input<typeof TrendInput>, Trend];
  search_messages: [z.input<typeof SearchMessagesInput>, SearchResult];
  messages_in_period: [z.input<typeof MessagesInPeriodInput>, PeriodMessages];
  chat_members: [z.input<typeof ChatMembersInput>, ChatMembers];
  places: [z.input<typeof PlacesInput>, RankedPlace[]];
  photos: [z.input<typeof PhotosInput>, PhotoList];
  homes: [z.input<typeof HomesInput>, Homes];
}
export type ToolIo = Io;

export interface Calls {
  ctx: ToolContext;
  /** The calls made so far (name, input, milliseconds), for "why?" and the bench. */
  log: { name: string; input: unknown; ms?: number }[];
  /** The same call in one answer is made once (the tools read a world that does not change meanwhile). */
  memo?: Map<string, Promise<ToolResult>>;
}

/** The tools that read message texts (a reader without texts may not search them). */
const TEXT_TOOLS = new Set(['search_messages', 'messages_in_period']);

/** Whether this caller may call `name` (a shared link: only its world's tools; message words only with texts). */
export function allowed(calls: Calls, name: keyof Io): boolean {
  const ctx = calls.ctx;
  if (ctx.allowedTools && !ctx.allowedTools.includes(name)) return false;
  return !(TEXT_TOOLS.has(name) && !ctx.includeMessages);
}

/** A tool the caller may not call was needed: the answer says what the link does not show. */
export class NotShownError extends Error {
  constructor(readonly tool: keyof Io) {
    super(`${tool} is not available to this reader`);
  }
}

export async function call<N extends keyof Io>(calls: Calls, name: N, input: Io[N][0]): Promise<ToolResult<Io[N][1]>> {
  // Planned with the caller's tools: one it may not call is never called.
  if (!allowed(calls, name)) throw new NotShownError(name);
  const key = `${name} ${JSON.stringify(input)}`;
  calls.memo ??= new Map();
  const had = calls.memo.get(key);
  if (had) return (await had) as ToolResult<Io[N][1]>;
  const entry: Calls['log'][number] = { name, input };
  calls.log.push(entry);
  const t0 = performance.now();
  const running = runTool(calls.ctx, name, input);
  calls.memo.set(key, running);
  const out = (await running) as ToolResult<Io[N][1]>;
  entry.ms = performance.now() - t0;
  return out;
}
