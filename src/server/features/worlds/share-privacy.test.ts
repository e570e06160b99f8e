import { describe, expect, it } from 'vitest';
import type { SocialPerson } from '../../../contract/worlds-social';
import { pseudonymousNetwork, pseudonymousPeople } from './share-privacy';

const person = (id: string, name: string, messageCount: number, isSelf = false, mergedWith: { id: string; name: string }[] = []): SocialPerson => ({
  id,
  name,
  messageCount,
  isSelf,
  mergedWith,
  firstAt: null,
  lastAt: null,
  sources: ['whatsapp'],
  sentiment: 0,
  trend: 0,
  recentMessages: 0,
});

describe('share privacy', () => {
  it('names people by activity (ties by id, never by name), the owner "Owner", merged entries without their names', () => {
    const out = pseudonymousPeople([
      person('b', 'Zoe +1 555 0100', 5),
      person('c', 'Adam', 5, false, [{ id: 'm', name: '+44 7700 900123' }]),
      person('a', 'Sam', 9, true),
      person('d', 'Bea', 12),
    ]);
    expect(out.map((p) => [p.id, p.name])).toEqual([
      ['d', 'Person 1'],
      ['a', 'Owner'],
      ['b', 'Person 2'],
      ['c', 'Person 3'],
    ]);
    expect(out[3]!.mergedWith).toEqual([{ id: 'm', name: 'Person 3' }]);
    expect(JSON.stringify(out)).not.toMatch(/Zoe|Adam|Sam|Bea|555|7700/);
  });

  it('names network nodes the same way and keeps the edges', () => {
    const net = pseudonymousNetwork({
      nodes: [
        { id: 'x', name: 'Ana', weight: 1, isSelf: false },
        { id: 'y', name: 'Me', weight: 3, isSelf: true },
      ],
      edges: [{ source: 'x', target: 'y', weight: 2, chats: 1 }],
    });
    expect(net.nodes.map((n) => n.name)).toEqual(['Owner', 'Person 1']);
    expect(net.edges).toEqual([{ source: 'x', target: 'y', weight: 2, chats: 1 }]);
  });
});
