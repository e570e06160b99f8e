/**
 * How the planner writes figures (#29): numbers with thousands separators, days as
 * "2 April 2023" and months as "April 2023" in the world's time zone, short quotes, lists,
 * and the word limit of an answer.
 */
import { DateTime } from 'luxon';
import { ASK_ANSWER_WORDS } from '../../../../../contract/worlds-ask';
import { foldLetters } from '../tools/common';

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

/**
 * A message quoted around the words it was found by ("… You can stay at my place in Kreuzberg…"):
 * from a few words before the first of them, so a long message's fact is not cut off before the
 * part the question is about. Words match folded, as a word or the start of one (4+ letters).
 */
export function quoteAround(text: string, words: readonly string[], max = 70): string {
  const t = text.replace(/\s+/g, ' ').trim();
  if (t.length <= max) return `“${t}”`;
  const want = words.map((w) => foldLetters(w)).filter((w) => w.length >= 3);
  const tokens = [...t.matchAll(/[\p{L}\p{N}]+/gu)];
  const hit = tokens.findIndex((m) => {
    const f = foldLetters(m[0]);
    return want.some((w) => f === w || (w.length >= 4 && f.startsWith(w)));
  });
  if (hit <= 3) return quote(t, max);
  const start = tokens[hit - 3]!.index!;
  const rest = t.slice(start);
  const body = quote(rest, max).slice(1);
  return `“…${body}`;
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
