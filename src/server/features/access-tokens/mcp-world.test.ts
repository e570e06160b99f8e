/**
 * The MCP world's citations as a token may use them: a photo's thumbnail is served to the
 * owner's session only, so over MCP a photo is cited by time, file and place, no URL.
 */
import { describe, expect, it } from 'vitest';
import type { Citation } from '../../../contract/worlds-ask';
import { createMcpWorld } from './mcp-world';

const photo: Citation = { kind: 'photo', id: 'p1', at: '2024-05-01T10:00:00.000Z', thumbnailUrl: '/api/worlds/photos/p1/thumbnail', fileName: 'beach.jpg', placeName: 'Lisbon' };

describe('the MCP world', () => {
  it('cites photos without a thumbnail URL, in tool results and ask answers, and makes the tool list once', async () => {
    let made = 0;
    const world = createMcpWorld<string>({
      contextFor: async (userId) => userId,
      toolJsonSchemas: () => {
        made++;
        return [{ name: 'photos', description: 'Photos.', parameters: { type: 'object', properties: {} } }];
      },
      runTool: async () => ({ data: { count: 1 }, citations: [photo] }),
      isInputError: (err): err is Error => err instanceof RangeError,
      answerOffline: async () => ({ answer: 'You took 1 photo.', answered: true, citations: [photo], suggestions: [], engine: 'offline' }),
    });
    expect((await world.run('u1', 'photos', {})).citations).toEqual([{ ...photo, thumbnailUrl: '' }]);
    expect((await world.ask('u1', 'Photos?')).citations).toEqual([{ ...photo, thumbnailUrl: '' }]);
    world.tools();
    world.tools();
    expect(made).toBe(1);
  });
});
