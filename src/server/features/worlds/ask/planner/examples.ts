/**
 * Example questions from the person's own world (#29): their top people's real names, a
 * real place and a real year, each of a kind the planner answers. They are also the
 * suggestions of an "I can't answer that" answer.
 */
import { DateTime } from 'luxon';
import type { RankedPerson, RankedPlace } from '../tools/catalogue';
import type { ToolContext } from '../tools/types';
import { shortPlace } from './format';
import { call, type Calls } from './tools';

/** The first name a person is called by ("Priya Shah" → "Priya"), unless another top person shares it. */
function callName(name: string, all: string[]): string {
  const first = name.split(/\s+/)[0]!;
  const clash = all.filter((n) => n !== name && n.split(/\s+/)[0] === first).length > 0;
  return clash || first.length < 2 ? name : first;
}

export async function examplesFor(ctx: ToolContext): Promise<string[]> {
  const calls: Calls = { ctx, log: [] };
  // A shared link may call only its world's tools (ToolContext.allowedTools): the others give no examples.
  const can = (tool: string) => !ctx.allowedTools || ctx.allowedTools.includes(tool);
  const [ranked, o, places] = await Promise.all([
    can('rank_people') ? call(calls, 'rank_people', { by: 'withOwner', limit: 3 }) : { data: [] as RankedPerson[] },
    call(calls, 'overview', {}),
    can('places') ? call(calls, 'places', { limit: 1 }) : { data: [] as RankedPlace[] },
  ]);
  const people = ranked.data.filter((p) => p.withOwner > 0);
  const names = people.map((p) => p.name);
  const [a, b] = people.map((p) => callName(p.name, names));
  const out: string[] = [];
  if (people.length) out.push('Who do I write to most?');
  if (a) out.push(`When did I first message ${a}?`);
  const year = o.data.last ? DateTime.fromISO(o.data.last, { zone: ctx.scope.timeZone || 'UTC' }).year : null;
  if (b && year) out.push(`How many messages did ${b} send in ${year}?`);
  if (a && b) out.push(`${a} or ${b}?`);
  const place = places.data.find((p) => p.photos > 0) ?? places.data[0];
  if (place) out.push(place.photos > 0 ? `How many photos are from ${shortPlace(place.name)}?` : `Where was I in ${year ?? 'the last year'}?`);
  if (o.data.messages > 0) out.push('What was my quietest year?');
  if (!out.length) out.push('What is in my world?');
  return out.slice(0, 6);
}

/** What an "I can't answer that" answer suggests: the same questions, built from the world. */
export const suggestionsFor = examplesFor;
