/** The job queue started in the background (ADR 058): what needs the queue waits for its start. */
import { describe, expect, it } from 'vitest';
import type { Jobs } from './jobs';
import { startingInBackground } from './jobs-background';

function fakeJobs() {
  const calls: string[] = [];
  let finishStart!: (err?: Error) => void;
  const jobs: Jobs = {
    define: (name) => void calls.push(`define ${name}`),
    send: async (name) => {
      calls.push(`send ${name}`);
      return 'id-1';
    },
    get: async (id) => {
      calls.push(`get ${id}`);
      return null;
    },
    cancelOwnedBy: async () => {
      calls.push('cancel');
      return 0;
    },
    start: () => {
      calls.push('start');
      return new Promise<void>((resolve, reject) => (finishStart = (err) => (err ? reject(err) : resolve())));
    },
    stop: async () => void calls.push('stop'),
  };
  return { jobs, calls, finishStart: (err?: Error) => finishStart(err) };
}

describe('startingInBackground', () => {
  it('queues, reads and cancels jobs only once the queue has started, and starts it once', async () => {
    const { jobs, calls, finishStart } = fakeJobs();
    const bg = startingInBackground(jobs);
    bg.define('x', async () => undefined);
    const started = bg.start();
    expect(bg.start()).toBe(started);
    const sent = bg.send('x', {});
    const read = bg.get('id-1');
    const cancelled = bg.cancelOwnedBy('u');
    await new Promise((r) => setImmediate(r));
    expect(calls).toEqual(['define x', 'start']);
    finishStart();
    expect(await sent).toBe('id-1');
    await read;
    await cancelled;
    expect(calls).toEqual(['define x', 'start', 'send x', 'get id-1', 'cancel']);
  });

  it('the first use starts the queue and waits for it; stopping waits for a start in progress', async () => {
    const { jobs, calls, finishStart } = fakeJobs();
    const bg = startingInBackground(jobs);
    const sent = bg.send('x', {});
    const stopped = (async () => {
      await new Promise((r) => setImmediate(r));
      return bg.stop();
    })();
    await new Promise((r) => setImmediate(r));
    expect(calls).toEqual(['start']);
    finishStart();
    expect(await sent).toBe('id-1');
    await stopped;
    expect(calls).toEqual(['start', 'send x', 'stop']);
  });

  it('a failed start fails what waited for it, and may be asked for again', async () => {
    const { jobs, calls, finishStart } = fakeJobs();
    const bg = startingInBackground(jobs);
    const started = bg.start();
    const sent = bg.send('x', {});
    finishStart(new Error('no schema'));
    await expect(started).rejects.toThrow('no schema');
    await expect(sent).rejects.toThrow('no schema');
    const again = bg.start();
    finishStart();
    await again;
    expect(calls.filter((c) => c === 'start')).toHaveLength(2);
  });
});
