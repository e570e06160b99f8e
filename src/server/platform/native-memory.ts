/**
 * The C allocator's side of the server's memory (ADR 043). Node's threads (V8's
 * background compilers and collectors, libuv's pool, libvips', the import parser) each
 * get a glibc malloc arena of their own, and glibc keeps freed memory in an arena for
 * reuse instead of giving it back: after a large import the server held 40–100 MB of
 * freed malloc memory. Two calls into glibc, through koffi (an FFI library with prebuilt
 * binaries), bound that:
 *  - `mallopt(M_ARENA_MAX, 2)`: at most two arenas, set before the server loads.
 *  - `malloc_trim(0)`: gives the free pages of every arena back to the system, on a timer.
 * Elsewhere (macOS, musl, no koffi binary for the platform) both are skipped: the server
 * runs as before, with the allocator's defaults.
 */
import { createRequire } from 'node:module';
import type Koffi from 'koffi';

/** glibc's `mallopt` parameter number for the arena limit (malloc.h). */
const M_ARENA_MAX = -8;

export interface NativeMemory {
  /** Returns freed malloc pages to the system; true when some were released. */
  trim(): boolean;
}

let loaded: NativeMemory | null | undefined;

/**
 * Binds glibc's allocator controls and caps its arenas (`arenaMax`, default 2). Returns
 * null where there is no glibc or no koffi binary. Call it once, as early as possible:
 * arenas already made stay.
 */
export function configureNativeMemory(arenaMax = 2): NativeMemory | null {
  if (loaded !== undefined) return loaded;
  loaded = null;
  if (process.platform !== 'linux') return null;
  try {
    // koffi is CommonJS with a native part: required, not imported, so a platform
    // without its binary lands in the catch below instead of failing the server's load.
    const koffi = createRequire(import.meta.url)('koffi') as typeof Koffi;
    const libc = koffi.load('libc.so.6');
    const mallopt = libc.func('int mallopt(int param, int value)') as (param: number, value: number) => number;
    const mallocTrim = libc.func('int malloc_trim(size_t pad)') as (pad: number) => number;
    if (arenaMax > 0) mallopt(M_ARENA_MAX, arenaMax);
    loaded = { trim: () => mallocTrim(0) === 1 };
  } catch {
    // Not glibc (musl has no libc.so.6 of this kind), or koffi has no binary here.
  }
  return loaded;
}

/**
 * Trims every `intervalMs` (default 2 s) on an unref'd timer. Returns a stop function.
 * During a million-message import a trim took 2.2 ms (p50), 5.1 ms at most (ADR 043).
 */
export function startMemoryTrim(memory: NativeMemory, intervalMs = 2000): () => void {
  const timer = setInterval(() => memory.trim(), intervalMs);
  timer.unref();
  return () => clearInterval(timer);
}
