import { describe, expect, it } from 'vitest';
import type { SessionMessage } from '../../../../contract/business-os';
import { formatDuration, leadOf, questionText, toTurns } from './conversation';

const q = (id: string, content = id, extra: Partial<SessionMessage> = {}): SessionMessage => ({ id, role: 'user', content, ...extra });
const a = (id: string, replyTo?: string): SessionMessage => ({ id, role: 'assistant', content: id, ...(replyTo ? { replyTo } : {}) });

describe('conversation turns', () => {
  it('pairs each answer with the question it names, even when two were asked before the first answer', () => {
    const turns = toTurns([q('q1'), q('q2'), a('a2', 'q2'), a('a1', 'q1')]);
    expect(turns.map((t) => [t.question?.id, t.answers.map((x) => x.id)])).toEqual([
      ['q1', ['a1']],
      ['q2', ['a2']],
    ]);
  });

  it('pairs messages saved before answers named their question by order, and keeps an answer without a question', () => {
    const turns = toTurns([a('opening'), q('q1'), a('a1'), q('q2'), { id: 's', role: 'system', content: 'x' }]);
    expect(turns.map((t) => [t.question?.id ?? null, t.answers.map((x) => x.id)])).toEqual([
      [null, ['opening']],
      ['q1', ['a1']],
      ['q2', []],
    ]);
  });

  it('shows an upload handed to the AI by its first line, not the file text', () => {
    expect(questionText(q('u', 'I uploaded plan.md. Here is how it begins:\n\n--- plan.md ---\nsecret', { source: 'file' }))).toBe('I uploaded plan.md.');
    expect(questionText(q('t', 'How do we price?'))).toBe('How do we price?');
  });

  it('formats durations and leads', () => {
    expect(formatDuration(35)).toBe('35 ms');
    expect(formatDuration(1234)).toBe('1.2 s');
    expect(formatDuration(125_000)).toBe('2m 5s');
    expect(leadOf('Runway is 14 months. Start raising by month 8. Keep burn flat.', 10)).toBe('Runway is 14 months. Start raising by month 8.');
    expect(leadOf('one two three four five six seven eight nine ten eleven twelve thirteen fourteen fifteen sixteen seventeen', 4)).toBe('one two three four…');
  });
});
