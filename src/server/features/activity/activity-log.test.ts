import { describe, expect, it } from 'vitest';
import { liveEntry } from './activity-log';
import { MAX_PAYLOAD_BYTES } from '../../platform/pubsub';

describe('liveEntry', () => {
  const row = (message: string, metadata: Record<string, unknown>) => ({
    id: '00000000-0000-4000-8000-000000000000',
    userId: '00000000-0000-4000-8000-000000000001',
    sharedWorkspaceId: null,
    type: 'text',
    message,
    metadata,
    createdAt: new Date(0),
  });

  it('sends a short entry whole', () => {
    expect(liveEntry(row('hello', { model: 'm' }))).toEqual({
      id: '00000000-0000-4000-8000-000000000000',
      type: 'text',
      message: 'hello',
      sharedWorkspaceId: null,
      metadata: { model: 'm' },
      createdAt: '1970-01-01T00:00:00.000Z',
    });
  });

  it('shortens the worst entry (2,000 characters that JSON escapes, large metadata) to fit a pub/sub message', () => {
    const entry = liveEntry(row('\u0001'.repeat(2000), { blob: 'é'.repeat(5000) }));
    expect(entry.truncated).toBe(true);
    expect(entry.metadata).toEqual({});
    const message = { userId: '00000000-0000-4000-8000-000000000001', event: { type: 'activity', entry } };
    expect(Buffer.byteLength(JSON.stringify(message))).toBeLessThanOrEqual(MAX_PAYLOAD_BYTES);
  });
});
