import { describe, expect, it } from 'vitest';
import { loadOnce } from './load-once';

describe('loadOnce', () => {
  it('runs the loader once and shares its result between callers', async () => {
    let calls = 0;
    const get = loadOnce(async () => ({ n: ++calls }));
    const [a, b] = await Promise.all([get(), get()]);
    expect(a).toBe(b);
    expect(await get()).toBe(a);
    expect(calls).toBe(1);
  });

  it('forgets a failure, so the next call tries again', async () => {
    let calls = 0;
    const get = loadOnce(async () => {
      calls += 1;
      if (calls === 1) throw new Error('not yet');
      return 'ready';
    });
    await expect(get()).rejects.toThrow('not yet');
    expect(await get()).toBe('ready');
    expect(await get()).toBe('ready');
    expect(calls).toBe(2);
  });
});
