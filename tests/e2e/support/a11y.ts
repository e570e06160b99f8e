/**
 * axe-core in the browser tests (WCAG 2.1 A/AA plus axe's best practices). Test support
 * only: axe-core is a devDependency and never reaches the app bundle.
 *
 * NOTE: the app's CSP (`script-src 'self'`) refuses an inline <script>, so axe's source is
 * not added with `addScriptTag`; it is evaluated through the DevTools protocol
 * (`page.evaluate`), which CSP does not govern.
 */
import fs from 'node:fs';
import { createRequire } from 'node:module';
import type { Page } from 'playwright-core';
import type * as Axe from 'axe-core';
import type { AxeResults, ImpactValue, Result, RunOptions } from 'axe-core';

const require = createRequire(import.meta.url);
let axeSource: string | undefined;
/** axe-core's source (≈ 550 KB), read once per file. */
export const source = () => (axeSource ??= fs.readFileSync(require.resolve('axe-core/axe.min.js'), 'utf8'));

export const AXE_TAGS = ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'best-practice'];
/** Impacts that fail a test; 'minor' and 'moderate' are reported by `scanPage` but tolerated. */
export const FAILING_IMPACTS: ImpactValue[] = ['serious', 'critical'];

export interface ScanOptions {
  /** CSS selectors left out of the scan (e.g. a third-party embed). Keep this rare and say why. */
  exclude?: string[];
}

/** Runs axe on the page as it is now and returns every violation, whatever its impact. */
export async function scanPage(page: Page, opts: ScanOptions = {}): Promise<Result[]> {
  // A running fade-in would make axe measure half-transparent text: wait for the finite
  // animations to end (an endless one, like a spinner, never does).
  await page
    .evaluate(() =>
      Promise.all(
        document
          .getAnimations()
          .filter((a) => Number.isFinite(Number(a.effect?.getComputedTiming().endTime)))
          .map((a) => a.finished.catch(() => undefined)),
      ),
    )
    .catch(() => undefined);
  // Already there when the context preloads it (openPage's `preloadAxe`), else sent now.
  const loaded = await page.evaluate(() => typeof (window as unknown as { axe?: unknown }).axe === 'object');
  if (!loaded) await page.evaluate(source());
  const options: RunOptions = { runOnly: { type: 'tag', values: AXE_TAGS }, resultTypes: ['violations'] };
  const results = await page.evaluate(
    async ([exclude, runOptions]) => {
      const axe = (window as unknown as { axe: typeof Axe }).axe;
      const context = exclude.length ? { exclude: exclude.map((s) => [s]) } : document;
      return (await axe.run(context as never, runOptions)) as AxeResults;
    },
    [opts.exclude ?? [], options] as const,
  );
  return results.violations;
}

/** A readable list: rule, impact, help text, and for each element its selector and axe's summary. */
export function formatViolations(violations: Result[], where: string): string {
  const lines = [`axe found ${violations.length} serious/critical violation(s) on ${where}:`];
  for (const v of violations) {
    lines.push(`- ${v.id} [${v.impact}] ${v.help} (${v.helpUrl})`);
    for (const node of v.nodes.slice(0, 8)) {
      const summary = (node.failureSummary ?? '').replace(/\s+/g, ' ').trim();
      lines.push(`    ${node.target.join(' ')}: ${summary}`);
    }
    if (v.nodes.length > 8) lines.push(`    … and ${v.nodes.length - 8} more`);
  }
  return lines.join('\n');
}

/** Scans and throws on any serious or critical violation. */
export async function expectAccessible(page: Page, opts: ScanOptions & { label?: string } = {}): Promise<void> {
  const failing = (await scanPage(page, opts)).filter((v) => v.impact && FAILING_IMPACTS.includes(v.impact));
  if (failing.length) throw new Error(formatViolations(failing, opts.label ?? page.url()));
}
