/**
 * Run by native-memory.test.ts and bench/server/malloc-trim.mjs in a process of its own
 * (`node --expose-gc --import tsx`):
 * frees 96 MB of malloc memory that free() alone cannot give back (each freed block sits
 * between two blocks still in use), then trims. Prints RSS before and after the trim.
 */
import { configureNativeMemory } from '../../src/server/platform/native-memory';

const memory = configureNativeMemory(2);
const rssMb = () => process.memoryUsage.rss() / 1048576;
const gc = (globalThis as { gc?: () => void }).gc!;

const freed: Buffer[] = [];
const kept: Buffer[] = [];
for (let i = 0; i < 3072; i++) {
  freed.push(Buffer.allocUnsafeSlow(32 * 1024).fill(1));
  kept.push(Buffer.allocUnsafeSlow(64).fill(2));
}
freed.length = 0;
gc();
await new Promise((r) => setTimeout(r, 300));
gc();
await new Promise((r) => setTimeout(r, 300));
const before = rssMb();
const released = memory?.trim() ?? false;
const after = rssMb();
console.log(JSON.stringify({ available: memory !== null, before, after, released, kept: kept.length }));
