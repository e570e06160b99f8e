/**
 * The job queue started in the background (ADR 058): the app asks for `start()` a moment
 * after it is ready, not before it listens and answers (pg-boss checks its schema,
 * creates its queues and polls them: ≈ 0.1–0.8 s of a start on PGlite, on the thread that
 * answers requests). Whatever needs the queue first (queuing a job, reading or cancelling
 * one) starts it then and waits for that start, so an early request is never answered
 * differently; stopping waits for a start in progress.
 */
import type { Jobs } from './jobs';

export function startingInBackground(jobs: Jobs): Jobs {
  let starting: Promise<void> | undefined;
  const start = () => {
    starting ??= jobs.start().catch((err: unknown) => {
      starting = undefined;
      throw err;
    });
    return starting;
  };
  const whenStarted = () => start();
  return {
    define: (name, handler, options) => jobs.define(name, handler, options),
    async send(name, data, options) {
      await whenStarted();
      return jobs.send(name, data, options);
    },
    async get(id) {
      await whenStarted();
      return jobs.get(id);
    },
    async cancelOwnedBy(ownerId, opts) {
      await whenStarted();
      return jobs.cancelOwnedBy(ownerId, opts);
    },
    /** The one start, shared by every caller; a failed start may be asked for again. */
    start,
    async stop() {
      await starting?.catch(() => undefined);
      await jobs.stop();
    },
  };
}
