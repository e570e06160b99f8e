import { describe, expect, it } from 'vitest';
import { applyJoinedRoom, bridgeOfUser, emptyFacts, roomKind, roomName } from './matrix-rooms';

const member = (who: string, membership = 'join', displayname?: string) => ({
  type: 'm.room.member',
  state_key: who,
  content: { membership, ...(displayname ? { displayname } : {}) },
});

describe('room kinds and names from sync state', () => {
  it('recognises bridge bots and puppets, not look-alikes', () => {
    expect(bridgeOfUser('@whatsappbot:example.org')).toBe('whatsapp');
    expect(bridgeOfUser('@whatsapp_4915112345678:example.org')).toBe('whatsapp');
    expect(bridgeOfUser('@telegram_123456:example.org')).toBe('telegram');
    expect(bridgeOfUser('@_discord_81234:example.org')).toBe('discord');
    expect(bridgeOfUser('@discordfan:example.org')).toBeUndefined();
    expect(bridgeOfUser('@alice:whatsapp.example.org')).toBeUndefined();
  });

  it('a bridge from m.bridge / uk.half-shot.bridge state', () => {
    const facts = emptyFacts();
    applyJoinedRoom(facts, '!r', { state: { events: [{ type: 'uk.half-shot.bridge', state_key: 'x', content: { protocol: { id: 'discord' } } }] } }, '@me:s');
    expect(roomKind(facts)).toEqual({ type: 'bridge', bridge: 'discord' });
  });

  it('an unnamed room of two is a DM named after the other person; a named room is a room', () => {
    const facts = emptyFacts();
    applyJoinedRoom(facts, '!r', { state: { events: [member('@me:s', 'join', 'Me'), member('@bob:s', 'join', 'Bob')] } }, '@me:s');
    expect(roomKind(facts)).toEqual({ type: 'dm', bridge: null });
    expect(roomName(facts, '@me:s')).toBe('Bob');
    applyJoinedRoom(facts, '!r', { timeline: { events: [{ type: 'm.room.name', state_key: '', content: { name: 'Plans' } }] } }, '@me:s');
    expect(roomKind(facts)).toEqual({ type: 'room', bridge: null });
    expect(roomName(facts, '@me:s')).toBe('Plans');
  });

  it('keeps text messages oldest first with display names; skips redactions and state', () => {
    const facts = emptyFacts();
    const msgs = applyJoinedRoom(
      facts,
      '!r',
      {
        state: { events: [member('@bob:s', 'join', 'Bob')] },
        timeline: {
          events: [
            { type: 'm.room.message', event_id: '$1', sender: '@bob:s', origin_server_ts: 1000, content: { msgtype: 'm.text', body: 'hi' } },
            { type: 'm.room.message', event_id: '$2', sender: '@bob:s', origin_server_ts: 2000, content: {} },
            { type: 'm.room.message', event_id: '$3', sender: '@me:s', origin_server_ts: 3000, content: { msgtype: 'm.image', body: 'cat.jpg' } },
          ],
        },
      },
      '@me:s',
    );
    expect(msgs.map((m) => [m.id, m.senderName, m.content, m.own])).toEqual([
      ['$1', 'Bob', 'hi', false],
      ['$3', 'me', '[image] cat.jpg', true],
    ]);
  });
});
