import { describe, expect, it } from 'vitest';
import type { ActivityEvent } from '../../../../contract/business-os';
import { appendEvent, recentEvents, updateEvent } from './activity-log';

const ev = (n: number, upload = false): ActivityEvent => ({
  id: `e${n}`,
  type: 'action',
  content: `event ${n}`,
  timestamp: new Date(n * 1000).toISOString(),
  ...(upload ? { upload: true } : {}),
});

describe('activity cap (spec §3, §9)', () => {
  it('keeps the newest 20 events', () => {
    let list: ActivityEvent[] = [];
    for (let i = 1; i <= 25; i++) list = appendEvent(list, ev(i));
    expect(list).toHaveLength(20);
    expect(list[0]!.id).toBe('e6');
    expect(list.at(-1)!.id).toBe('e25');
  });

  it('keeps only the newest 10 when an upload event is added', () => {
    let list: ActivityEvent[] = [];
    for (let i = 1; i <= 18; i++) list = appendEvent(list, ev(i));
    list = appendEvent(list, ev(19, true));
    expect(list).toHaveLength(10);
    expect(list.map((e) => e.id)).toEqual(['e10', 'e11', 'e12', 'e13', 'e14', 'e15', 'e16', 'e17', 'e18', 'e19']);
    list = appendEvent(list, ev(20));
    expect(list).toHaveLength(11);
  });

  it('shows the last 5, newest first', () => {
    let list: ActivityEvent[] = [];
    for (let i = 1; i <= 8; i++) list = appendEvent(list, ev(i));
    expect(recentEvents(list).map((e) => e.id)).toEqual(['e8', 'e7', 'e6', 'e5', 'e4']);
    expect(recentEvents(list.slice(0, 2)).map((e) => e.id)).toEqual(['e2', 'e1']);
  });

  it('fills in the AI response of one event', () => {
    const list = updateEvent([ev(1), ev(2)], 'e2', { aiResponse: 'Good point.' });
    expect(list[1]!.aiResponse).toBe('Good point.');
    expect(list[0]!.aiResponse).toBeUndefined();
  });
});
