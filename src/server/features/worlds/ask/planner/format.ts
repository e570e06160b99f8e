/**
 * How the planner writes figures (#29): numbers with thousands separators, days as
 * "2 April 2023" and months as "April 2023" in the world's time zone, short quotes, lists,
 * and the word limit of an answer.
 */
import { DateTime } from 'luxon';
import { ASK_ANSWER_WORDS } from '../../../../../contract/worlds-ask';

export const num = (n: number) => n.toLocaleString('en-GB');

export const plural = (n: number, word: string, many = `${word}s`) => `${num(n)} ${n === 1 ? word : many}`;

export const day = (at: string, zone: string) => DateTime.fromISO(at, { zone }).setLocale('en-GB').toFormat('d LLLL yyyy');

/** "2023-04" → "April 2023". */
export const month = (ym: string) => DateTime.fromISO(`${ym}-01`).setLocale('en-GB').toFormat('LLLL yyyy');

export const monthOf = (at: string, zone: string) => DateTime.fromISO(at, { zone }).setLocale('en-GB').toFormat('LLLL yyyy');

/** A message's words as a short quote (whitespace folded, cut at a word near `max`). */
export function quote(text: string, max = 70): string {
  const t = text.replace(/\s+/g, ' ').trim();
  if (t.length <= max) return `“${t}”`;
  const cut = t.slice(0, max);
  const sp = cut.lastIndexOf(' ');
  return `“${(sp > max / 2 ? cut.slice(0, sp) : cut).trim()}…”`;
}

/** "A", "A and B", "A, B and C". */
export function list(items: string[]): string {
  if (items.length <= 1) return items[0] ?? '';
  return `${items.slice(0, -1).join(', ')} and ${items[items.length - 1]}`;
}

/** The answer kept under the word limit: whole sentences while they fit, else cut at a word. */
export function fit(text: string, limit = ASK_ANSWER_WORDS - 1): string {
  const ws = text.split(/\s+/).filter(Boolean);
  if (ws.length <= limit) return text.trim();
  // Sentences end at ". ", "! ", "? " (split, not a global match: no backtracking on long text).
  const sentences = text.split(/(?<=[.!?]) /).map((x) => `${x} `);
  let out = '';
  for (const s of sentences) {
    const next = `${out}${s}`;
    if (next.split(/\s+/).filter(Boolean).length > limit) break;
    out = next;
  }
  if (out.trim()) return out.trim();
  return `${ws.slice(0, limit - 1).join(' ')}…`;
}

/** The first word of a place name ("Kyoto, Japan" → "Kyoto"). */
export const shortPlace = (name: string) => name.split(',')[0]!.trim();
