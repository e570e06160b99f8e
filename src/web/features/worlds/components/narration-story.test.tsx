// @vitest-environment jsdom
/** A story's sentences carry footnote numbers, one per cited message, and the messages are listed below; a set-aside model story says so. */
import { cleanup, render, screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import type { Narration } from '../../../../contract/worlds';
import { NarrationStory } from './narration-story';

const A = { kind: 'message' as const, id: '1', at: '2023-01-15T20:00:00.000Z', author: 'Me', text: 'Long time, how are you?' };
const B = { kind: 'message' as const, id: '2', at: '2023-01-15T20:10:00.000Z', author: 'Ana', text: null };

const story = (fallback: string | null): Narration => ({
  text: 'You and Ana exchanged 396 messages. From Jan 2023, the conversation quietened. Jan 2023 began it.',
  sentences: [
    { text: 'You and Ana exchanged 396 messages.', citations: [] },
    { text: 'From Jan 2023, the conversation quietened.', citations: [A, B] },
    { text: 'Jan 2023 began it.', citations: [A] },
  ],
  title: 'Ana',
  facts: [],
  meta: { engine: 'offline', model: 'offline', engineLabel: 'Offline analyst', tokens: 'estimated', durationMs: 1, costUsd: 0, fallback },
});

afterEach(cleanup);

describe('NarrationStory', () => {
  it('numbers each cited message once and lists them as footnotes', () => {
    render(<NarrationStory story={story(null)} />);
    expect(screen.getByRole('link', { name: 'message 2' }).getAttribute('href')).toBe('#story-note-2');
    expect(screen.getAllByRole('link', { name: 'message 1' })).toHaveLength(2);
    const notes = within(screen.getByRole('list', { name: 'Messages the story cites' })).getAllByRole('listitem');
    expect(notes.map((n) => n.textContent)).toEqual([expect.stringContaining('Long time, how are you?'), expect.stringContaining('message text not shared')]);
    expect(screen.queryByText(/set aside/)).toBeNull();
  });

  it('says when a model’s story was set aside', () => {
    render(<NarrationStory story={story("The model's story was set aside (it wrote 5000).")} />);
    expect(screen.getByText(/set aside/)).toBeTruthy();
  });
});
