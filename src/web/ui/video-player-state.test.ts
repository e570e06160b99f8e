import { describe, expect, it } from 'vitest';
import { initialVideoState, playableSources, videoReducer, type VideoAction, type VideoState } from './video-player-state';

const run = (state: VideoState, ...actions: VideoAction[]) => actions.reduce(videoReducer, state);

describe('video player source logic', () => {
  it('starts loading the first source', () => {
    expect(initialVideoState(3)).toEqual({ status: 'loading', index: 0, attempt: 0, count: 3 });
  });

  it('is failed at once when there is nothing to play', () => {
    expect(initialVideoState(0).status).toBe('failed');
  });

  it('moves to the next source on an error and plays it when it loads', () => {
    const s = run(initialVideoState(3), { type: 'error', index: 0 });
    expect(s).toMatchObject({ status: 'loading', index: 1 });
    expect(run(s, { type: 'ready', index: 1 })).toMatchObject({ status: 'ready', index: 1 });
  });

  it('fails only after every source has failed, in order', () => {
    let s = initialVideoState(3);
    const seen: number[] = [];
    while (s.status === 'loading') {
      seen.push(s.index);
      s = videoReducer(s, { type: 'error', index: s.index });
    }
    expect(seen).toEqual([0, 1, 2]);
    expect(s.status).toBe('failed');
  });

  it('ignores late events from a source it already left', () => {
    const s = run(initialVideoState(2), { type: 'error', index: 0 });
    expect(run(s, { type: 'error', index: 0 })).toEqual(s);
    expect(run(s, { type: 'ready', index: 0 })).toEqual(s);
  });

  it('Try Again restarts from the first source with a fresh element', () => {
    const failed = run(initialVideoState(2), { type: 'error', index: 0 }, { type: 'error', index: 1 });
    expect(failed.status).toBe('failed');
    const retried = run(failed, { type: 'retry' });
    expect(retried).toEqual({ status: 'loading', index: 0, attempt: 1, count: 2 });
    expect(run(retried, { type: 'retry' }).attempt).toBe(2);
  });

  it('an error while playing moves on to the next source; a repeated ready changes nothing', () => {
    const s = run(initialVideoState(2), { type: 'ready', index: 0 });
    expect(run(s, { type: 'ready', index: 0 })).toEqual(s);
    expect(run(s, { type: 'error', index: 0 })).toMatchObject({ status: 'loading', index: 1 });
  });

  it('skips sources whose type the browser cannot play, keeps untyped ones', () => {
    const canPlay = (t: string) => (t === 'video/webm' ? 'maybe' : t === 'video/mp4' ? 'probably' : '');
    const out = playableSources(
      [
        { src: '/a.ogv', type: 'video/ogg' },
        { src: '/a.webm', type: 'video/webm' },
        { src: '/a.mp4', type: 'video/mp4' },
        { src: '/a.mov' },
      ],
      canPlay,
    );
    expect(out.map((s) => s.src)).toEqual(['/a.webm', '/a.mp4', '/a.mov']);
  });
});
