/**
 * The conversation as turns: each question with its answer(s). Answers name their
 * question (`replyTo`), so two questions asked before the first answer came back still
 * pair up; messages saved before that field existed pair by order.
 */
import type { SessionMessage } from '../../../../contract/business-os';

export interface Turn {
  question: SessionMessage | null;
  answers: SessionMessage[];
}

export function toTurns(messages: readonly SessionMessage[]): Turn[] {
  const turns: Turn[] = [];
  const byQuestion = new Map<string, Turn>();
  let last: Turn | null = null;
  for (const m of messages) {
    if (m.role === 'system') continue;
    if (m.role === 'user') {
      last = { question: m, answers: [] };
      turns.push(last);
      byQuestion.set(m.id, last);
      continue;
    }
    const owner = (m.replyTo ? byQuestion.get(m.replyTo) : undefined) ?? (!m.replyTo && last && last.answers.length === 0 ? last : undefined);
    if (owner) owner.answers.push(m);
    else turns.push({ question: null, answers: [m] });
  }
  return turns;
}

/** What an upload handed to the AI is shown as: its first line, not the file's text. */
export function questionText(m: SessionMessage): string {
  if (m.source === 'file' || /^I uploaded /.test(m.content)) {
    const first = /^I uploaded [^\n]*?\.(?=\s|$)/.exec(m.content);
    return first ? first[0] : m.content.split('\n')[0]!;
  }
  return m.content;
}

export function formatDuration(ms: number): string {
  if (ms < 1000) return `${Math.max(1, Math.round(ms))} ms`;
  if (ms < 60_000) return `${(ms / 1000).toFixed(1)} s`;
  const s = Math.round(ms / 1000);
  return `${Math.floor(s / 60)}m ${s % 60}s`;
}

export function clockTime(iso: string | number | undefined): string {
  if (iso === undefined) return '';
  const d = new Date(iso);
  return Number.isNaN(d.getTime()) ? '' : d.toLocaleTimeString('en-US', { hour: '2-digit', minute: '2-digit', hour12: false });
}

/** The first sentences of an answer, up to about `words` words: the Current Summary's "latest advice". */
export function leadOf(text: string, words = 32): string {
  const sentences = text.replace(/\s+/g, ' ').trim().split(/(?<=[.!?])\s+/);
  let out = '';
  for (const s of sentences) {
    const next = out ? `${out} ${s}` : s;
    if (out && next.split(' ').length > words) break;
    out = next;
  }
  const all = out.split(' ');
  return all.length > words + 8 ? `${all.slice(0, words).join(' ')}…` : out;
}
