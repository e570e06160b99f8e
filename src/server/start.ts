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
 */
import v8 from 'node:v8';
import { settleTickSite } from './platform/tick-site';

v8.setFlagsFromString('--no-allocation-site-pretenuring');
await settleTickSite();
await import('./main');
