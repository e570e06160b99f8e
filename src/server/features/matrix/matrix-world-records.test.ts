/** What a page of Matrix events becomes for the worlds (ADR 039): messages by display name, notices marked, encrypted ones counted. */
import { describe, expect, it } from 'vitest';
import type { MatrixEvent } from './matrix-api';
import { encryptedNote, eventRecords, historyNote } from './matrix-world';

const ev = (e: Partial<MatrixEvent> & { type: string }): MatrixEvent => ({ content: {}, ...e }) as MatrixEvent;

describe('eventRecords', () => {
  it('names senders by display name (a puppet joined in the page too), marks notices, skips redactions and counts encrypted events', () => {
    const room = { roomId: '!r', title: 'Family', isGroup: true, names: { '@alice:hs': 'Alice' } };
    const events = [
      ev({ type: 'm.room.member', state_key: '@whatsapp_49151:hs', content: { membership: 'join', displayname: 'Mum (WA)' } }),
      ev({ type: 'm.room.message', event_id: '$1', sender: '@whatsapp_49151:hs', origin_server_ts: 1_700_000_000_000, content: { msgtype: 'm.text', body: 'Dinner at 8?' } }),
      ev({ type: 'm.room.message', event_id: '$2', sender: '@alice:hs', origin_server_ts: 1_700_000_001_000, content: { msgtype: 'm.text', body: 'Yes' } }),
      ev({ type: 'm.room.message', event_id: '$3', sender: '@whatsappbot:hs', origin_server_ts: 1_700_000_002_000, content: { msgtype: 'm.notice', body: 'Connected' } }),
      ev({ type: 'm.room.message', event_id: '$4', sender: '@alice:hs', origin_server_ts: 1_700_000_003_000, content: {} }),
      ev({ type: 'm.room.encrypted', event_id: '$5', sender: '@alice:hs', origin_server_ts: 1_700_000_004_000, content: { algorithm: 'm.megolm.v1.aes-sha2' } }),
    ];
    const r = eventRecords(events, room, '@alice:hs');
    expect(r.messages).toBe(2);
    expect(r.encrypted).toBe(1);
    expect(r.records).toEqual([
      { author: 'Mum (WA)', at: '2023-11-14T22:13:20.000Z', text: 'Dinner at 8?' },
      { author: 'Alice', at: '2023-11-14T22:13:21.000Z', text: 'Yes' },
      { author: 'whatsappbot', at: '2023-11-14T22:13:22.000Z', text: 'Connected', notice: true },
    ]);
  });

  it('notes read as sentences', () => {
    expect(historyNote(5000)).toBe('Only the newest 5,000 messages of this room were imported; older ones were left out.');
    expect(encryptedNote(1)).toBe('1 end-to-end encrypted message could not be read: Mnemo has no keys for encrypted rooms.');
  });
});
