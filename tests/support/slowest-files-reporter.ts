/**
 * A Vitest reporter that prints, at the end of a run, the test files that took longest
 * (issue 31): project, seconds (import + tests, as the file's worker spent them) and path,
 * so a run's log says where its time went. Added after the default reporter in
 * vitest.config.ts; SLOWEST_FILES=n prints n (0: none).
 */
import path from 'node:path';
import type { Reporter, TestModule } from 'vitest/node';

export interface FileTime {
  project: string;
  file: string;
  /** Seconds: setting up, importing and running the file's tests. */
  seconds: number;
  /** Seconds of those spent importing the file (and what it imports). */
  importSeconds: number;
  tests: number;
}

/** The `n` slowest files, slowest first (ties by project and path, so the order is stable). */
export function slowestFiles(files: readonly FileTime[], n: number): FileTime[] {
  return [...files]
    .sort((a, b) => b.seconds - a.seconds || a.project.localeCompare(b.project) || a.file.localeCompare(b.file))
    .slice(0, Math.max(0, n));
}

/** The table printed at the end of the run. */
export function formatSlowest(files: readonly FileTime[], all: number): string {
  if (!files.length) return '';
  const width = Math.max(...files.map((f) => f.project.length));
  const rows = files.map(
    (f) => `  ${f.seconds.toFixed(1).padStart(7)} s  ${f.project.padEnd(width)}  ${f.file}  (${f.tests} tests, import ${f.importSeconds.toFixed(1)} s)`,
  );
  return [`The ${files.length} slowest of ${all} test files:`, ...rows].join('\n');
}

/** What one finished test module took. */
export function fileTime(m: TestModule, root: string): FileTime {
  const d = m.diagnostic();
  const ms = d.environmentSetupDuration + d.prepareDuration + d.setupDuration + d.collectDuration + d.duration;
  return {
    project: m.project.name || 'default',
    file: path.relative(root, m.moduleId),
    seconds: ms / 1000,
    importSeconds: d.collectDuration / 1000,
    tests: [...m.children.allTests()].length,
  };
}

export default class SlowestFilesReporter implements Reporter {
  private root = process.cwd();
  // Vitest passes the reporter's options ({} when none): the count comes from the environment.
  private readonly count = Number(process.env.SLOWEST_FILES ?? 10);

  onInit(vitest: { config: { root: string } }) {
    this.root = vitest.config.root;
  }

  onTestRunEnd(modules: ReadonlyArray<TestModule>) {
    if (!(this.count > 0)) return;
    const times = modules.map((m) => fileTime(m, this.root));
    const text = formatSlowest(slowestFiles(times, this.count), times.length);
    if (text) process.stdout.write(`\n${text}\n`);
  }
}
