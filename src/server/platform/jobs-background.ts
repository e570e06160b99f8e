/**
 * The job queue started in the background (ADR 058): `start()` is asked for once the app
 * is ready but the server does not wait for it to listen and answer (pg-boss checks its
 * schema, creates its queues and polls them: ≈ 0.1–0.8 s of a start on PGlite). Whatever
 * needs the queue, queuing a job, reading or cancelling one, waits for that start, so an
 * early request is never answered differently; stopping waits for it too.
 */
import type { Jobs } from './jobs';

export function startingInBackground(jobs: Jobs): Jobs {
  let starting: Promise<void> | undefined;
  const whenStarted = async () => {
    if (starting) await starting;
  };
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
    start() {
      starting ??= jobs.start().catch((err: unknown) => {
        starting = undefined;
        throw err;
      });
      return starting;
    },
    async stop() {
      await starting?.catch(() => undefined);
      await jobs.stop();
    },
  };
}
