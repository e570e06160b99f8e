/** The relationship analyses on hand-made conversations: who starts, answer times both ways, change points with their cited messages, silences. */
import { describe, expect, it } from 'vitest';
import { changePoints, segment } from './change-points';
import { conversationStarts, replyTimes } from './conversations';
import { longestSilences } from './silences';
import type { ConvMessage, OtherMessage } from './types';

let seq = 0;
const msg = (at: string, fromThem: boolean, text = `m${seq}`, chatId = 'c1'): ConvMessage => ({
  id: String(seq++),
  at: new Date(at).toISOString(),
  fromThem,
  chatId,
  author: fromThem ? 'Ana' : 'You',
  text,
});
const utcMonth = (iso: string) => iso.slice(0, 7);

describe('conversationStarts', () => {
  it('counts a start at the first message and after every gap of six hours or more', () => {
    const list = [
      msg('2024-01-01T09:00Z', true), // start: Ana
      msg('2024-01-01T09:10Z', false),
      msg('2024-01-01T14:59Z', true), // 5 h 49 min later: same conversation
      msg('2024-01-01T20:59Z', false), // 6 h later: start, you
      msg('2024-01-03T08:00Z', false), // start, you
    ];
    expect(conversationStarts(list)).toMatchObject({ them: 1, you: 2 });
    expect(conversationStarts([]).rule).toMatch(/6 hours/);
  });
});

describe('in a group chat, the other people break the exchange', () => {
  const other = (at: string, chatId = 'c1'): OtherMessage => ({ id: String(seq++), at: new Date(at).toISOString(), fromThem: null, chatId });
  it('an answer follows the other\u2019s message with nobody in between', () => {
    const list = [
      msg('2024-01-01T09:00Z', false), // you write in the group
      other('2024-01-01T09:30Z'), // 30 other people talk
      other('2024-01-01T13:00Z'),
      msg('2024-01-01T14:00Z', true), // Ana 5 h after you, after others: not an answer to you
      msg('2024-01-01T14:02Z', false), // you, right after Ana: an answer (120 s)
    ];
    expect(replyTimes(list, utcMonth)).toMatchObject({ theirs: null, yours: 120, theirCount: 0, yourCount: 1 });
  });
  it('a conversation does not start while the chat is busy with others', () => {
    const list = [
      msg('2024-01-01T09:00Z', true), // start: Ana
      other('2024-01-02T08:00Z'), // the group talks the next morning
      msg('2024-01-02T08:30Z', false), // you join a busy group: not a start
      other('2024-01-03T08:00Z', 'c2'), // someone in another group
      msg('2024-01-03T20:00Z', false, 'hi', 'c1'), // the group quiet since yesterday: a start
    ];
    expect(conversationStarts(list)).toMatchObject({ them: 1, you: 1 });
  });
});

describe('replyTimes', () => {
  it('takes the median answer each way within a chat, and not answers after six hours', () => {
    const list = [
      msg('2024-01-01T09:00Z', false),
      msg('2024-01-01T09:02Z', true), // Ana answers in 120 s
      msg('2024-01-01T09:12Z', false), // you answer in 600 s
      msg('2024-01-01T09:16Z', true), // 240 s
      msg('2024-01-01T09:17Z', true), // same author: no answer
      msg('2024-01-02T09:00Z', false), // a day later: a new conversation, no answer
      msg('2024-01-02T09:00Z', true, 'other chat', 'c2'), // another chat: no answer to c1
      msg('2024-01-02T09:30Z', true), // 1,800 s
    ];
    const r = replyTimes(list, utcMonth);
    expect(r.theirs).toBe(240);
    expect(r.yours).toBe(600);
    expect([r.theirCount, r.yourCount]).toEqual([3, 1]);
  });

  it('tells how the answer times changed per half-year (per year over more than two years)', () => {
    const pair = (day: string, secs: number) => [msg(`${day}T10:00:00Z`, false), msg(new Date(Date.parse(`${day}T10:00:00Z`) + secs * 1000).toISOString(), true)];
    const r = replyTimes([...pair('2023-02-01', 60), ...pair('2023-09-01', 3600)], utcMonth);
    expect(r.unit).toBe('half-year');
    expect(r.byPeriod.map((p) => [p.period, p.theirs])).toEqual([
      ['2023-H1', 60],
      ['2023-H2', 3600],
    ]);
    const y = replyTimes([...pair('2021-02-01', 60), ...pair('2022-02-01', 60), ...pair('2023-02-01', 120)], utcMonth);
    expect(y.unit).toBe('year');
    expect(y.byPeriod.map((p) => p.period)).toEqual(['2021', '2022', '2023']);
  });
});

describe('change points', () => {
  it('segment finds one clear shift and nothing in noise-free flat data', () => {
    const v = [...Array(8).fill(3), ...Array(8).fill(1)];
    expect(segment(v, 0.5, 0.05)).toEqual([{ at: 8, before: 3, after: 1 }]);
    expect(segment(Array(16).fill(2), 0.5, 0.05)).toEqual([]);
  });

  it('ignores a small change (less than twice or half the messages a month)', () => {
    const list: ConvMessage[] = [];
    for (let m = 1; m <= 12; m += 1) for (let i = 0; i < (m <= 6 ? 10 : 7); i += 1) list.push(msg(`2023-${String(m).padStart(2, '0')}-0${1 + (i % 9)}T10:0${i % 10}:00Z`, i % 2 === 0));
    expect(changePoints(list, utcMonth).filter((c) => c.measure === 'messages')).toEqual([]);
  });

  it('finds the month a busy year turned quiet, and cites the messages around it', () => {
    const list: ConvMessage[] = [];
    for (let m = 0; m < 24; m += 1) {
      const month = `${2022 + Math.floor(m / 12)}-${String((m % 12) + 1).padStart(2, '0')}`;
      const n = m < 12 ? 30 + (m % 3) : 2;
      for (let i = 0; i < n; i += 1) list.push(msg(`${month}-${String(1 + (i % 27)).padStart(2, '0')}T${String(8 + (i % 12)).padStart(2, '0')}:00:00Z`, i % 2 === 0));
    }
    list.sort((a, b) => a.at.localeCompare(b.at));
    const points = changePoints(list, utcMonth).filter((c) => c.measure === 'messages');
    expect(points).toHaveLength(1);
    const [p] = points;
    expect(p!.month).toBe('2023-01');
    expect(p!.direction).toBe('cooled');
    expect(p!.before).toBeGreaterThan(29);
    expect(p!.after).toBe(2);
    expect(p!.citations).toHaveLength(4);
    expect(p!.citations.slice(0, 2).every((c) => c.at < '2023-01')).toBe(true);
    expect(p!.citations.slice(2).every((c) => c.at >= '2023-01')).toBe(true);
  });

  it('finds a change of mood', () => {
    const list: ConvMessage[] = [];
    const mood = new Map<string, number>();
    for (let m = 1; m <= 10; m += 1)
      for (let i = 0; i < 5; i += 1) {
        const x = msg(`2024-${String(m).padStart(2, '0')}-0${i + 1}T10:00:00Z`, true);
        mood.set(x.id, m <= 5 ? 0.5 : -0.3);
        list.push(x);
      }
    const points = changePoints(list, utcMonth, (m) => mood.get(m.id) ?? null);
    expect(points.map((p) => [p.measure, p.month, p.direction])).toEqual([['mood', '2024-06', 'cooled']]);
  });
});

describe('longestSilences', () => {
  it('gives the three longest gaps of a week or more, longest first, with both messages', () => {
    const list = [
      msg('2024-01-01T10:00Z', true),
      msg('2024-01-11T10:00Z', false), // 10 days
      msg('2024-01-12T10:00Z', true), // 1 day
      msg('2024-03-12T10:00Z', true), // 60 days
      msg('2024-03-12T12:00Z', false), // 2 h: no silence
      msg('2024-03-15T12:00Z', false), // 3 days: no silence
      msg('2024-03-23T12:00Z', true), // 8 days
      msg('2024-04-01T12:00Z', true), // 9 days
    ];
    const s = longestSilences(list);
    expect(s.map((x) => x.days)).toEqual([60, 10, 9]);
    expect(s[0]!.citations.map((c) => c.at)).toEqual([list[2]!.at, list[3]!.at]);
  });
});
