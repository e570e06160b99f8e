/**
 * What `node dist/server/main.js` runs first: V8 flags for a long-running server, set
 * before any other module is loaded, then the server itself (main.ts, bundled as a
 * separate chunk so that its imports are evaluated only after this). See ADR 018.
 *
 * NOTE: allocation-site pretenuring. V8 watches each allocation site (an object literal,
 * a `new X()` at one place in the code) and, once nearly all of its objects survive a
 * young-generation GC, allocates that site's objects straight in the old generation.
 * Sites the request path shares with start-up work (Node's own http, stream and
 * nextTick objects, busy while PGlite, the job queue and the NLP models load) got so
 * marked and stayed so: every request then left ≈ 6 KB in the old generation (the heap
 * grew ≈ 5 MB per scavenge until a full mark-compact), scavenges took 6–50 ms instead of
 * 1–4, and a request cost up to twice the CPU. Set later (after the imports), the flag
 * came too late in one run of two: the decisions made while modules load stick.
 *
 * Set here, the flag still came too late for `process.nextTick`'s tick objects in most
 * runs (ADR 042): `settleTickSite` settles that site before the server loads.
 *
 * NOTE: memory (ADR 043). `--heap-growing-percent=20`: after a full GC the old generation
 * may grow by a fifth of what survived before the next one (V8 otherwise lets it grow
 * 1.1–4 ×, which a large import turned into 50 MB of garbage). The C allocator gets at
 * most two arenas and a periodic trim (platform/native-memory.ts). The young generation's
 * size is a command-line flag (`--max-semi-space-size=4`, in `npm start`; V8 reads it
 * before any of this runs): see scripts/server-command.mjs. The growing limit is set by
 * main.ts once the server is ready, not here: while it starts, the heap grows from ≈ 12 to
 * ≈ 60 MB of live objects (modules, schemas, routes), and a 20 % step made that seven
 * mark-compacts (ADR 058, "Restart, issue 31 second pass").
 */
import v8 from 'node:v8';
import { configureNativeMemory, startMemoryTrim } from './platform/native-memory';
import { settleTickSite } from './platform/tick-site';

v8.setFlagsFromString('--no-allocation-site-pretenuring');
// An arena limit given in the environment (MALLOC_ARENA_MAX) is glibc's own and wins.
const nativeMemory = configureNativeMemory(process.env.MALLOC_ARENA_MAX ? 0 : 2);
await settleTickSite();
await import('./main');
if (nativeMemory) {
  // Start-up (PGlite's WebAssembly compiling, the migrations) leaves the most freed memory.
  nativeMemory.trim();
  startMemoryTrim(nativeMemory);
}
