/**
 * Settles V8's allocation decision for `process.nextTick`'s tick objects before the
 * server loads (ADR 042).
 *
 * Every HTTP request makes several tick objects (Node's streams and http defer work with
 * `process.nextTick`). V8 watches the one allocation site they all come from: if most of
 * its objects survive a young-generation GC it allocates them in the old generation from
 * then on, and that decision sticks. While the server starts (PGlite, migrations, the job
 * queue, the recognizer) the event loop is busy and ticks wait long enough to survive;
 * in about two processes of three the site was then handled on V8's slow path for the
 * rest of the process' life (`Runtime_DefineKeyedOwnPropertyInLiteral`, `MigrateToMap`
 * on every tick in `perf`), and a health request cost ≈ 33 µs of CPU instead of ≈ 26.
 * `--no-allocation-site-pretenuring` on the command line avoids it; set from the entry
 * with `v8.setFlagsFromString` it comes too late for this site (Node's bootstrap has
 * already used it). Queuing and draining short-lived ticks in batches first, so that the
 * site's first decision is made on objects that die young, avoided it in every run.
 */
const BATCHES = 40;
const PER_BATCH = 1_000;

const noop = (_: number) => {};

export async function settleTickSite(): Promise<void> {
  for (let b = 0; b < BATCHES; b++) {
    await new Promise<void>((resolve) => {
      for (let i = 0; i < PER_BATCH; i++) process.nextTick(noop, i);
      process.nextTick(resolve);
    });
  }
}
