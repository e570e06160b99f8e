/**
 * Settles V8's allocation decision for `process.nextTick`'s tick objects before the
 * server loads (ADR 042).
 *
 * Every HTTP request makes several tick objects: Node's streams and http defer work with
 * `process.nextTick`. In most processes started without this, every tick went through
 * V8's slow path for the rest of the process's life. `perf` showed
 * `Runtime_DefineKeyedOwnPropertyInLiteral` and `MigrateToMap` under
 * `processTicksAndRejections`, and a health request cost ≈ 33 µs of CPU instead of ≈ 26.
 *
 * `--no-allocation-site-pretenuring` on the command line avoided it. Set from the entry
 * with `v8.setFlagsFromString`, it did not: Node's bootstrap has already used the site.
 * The likely mechanism: V8 watches the one allocation site all tick objects come from.
 * While the server starts (PGlite, migrations, the job queue) the event loop is busy, and
 * ticks wait long enough to survive a young-generation GC. The site is then marked for
 * the old generation, and that decision sticks.
 *
 * Queuing and draining short-lived ticks in batches first means the site's first
 * decision is made on objects that die young. Every process measured this way was fast.
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
