// @vitest-environment jsdom
/**
 * One list of what is coming soon (issue 31): every "Coming soon" label is drawn from
 * lib/feature-status.ts, none is typed into a page, and what works is not on the list.
 */
import fs from 'node:fs';
import path from 'node:path';
import { cleanup, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { ComingSoonBadge } from '../ui/coming-soon';
import { COMING_SOON, COMING_SOON_IDS, COMING_SOON_LABEL, isComingSoon, WORKING } from './feature-status';
import { greeting, isReturning } from './greeting';

afterEach(cleanup);

const WEB = path.resolve(__dirname, '..');

function sourceFiles(dir: string): string[] {
  return fs.readdirSync(dir, { withFileTypes: true }).flatMap((e) => {
    const p = path.join(dir, e.name);
    if (e.isDirectory()) return sourceFiles(p);
    return /\.(tsx?|ts)$/.test(e.name) && !/\.test\.tsx?$/.test(e.name) ? [p] : [];
  });
}

/**
 * Where the words may still be typed: the spec's fixed alert of the alumni page ("…is
 * coming soon!", spec §8), the alumni section's heading above the list's labels, and
 * comments. Everything else must come from the list.
 */
const ALLOWED = [
  { file: 'features/site/pages/alumni-page.tsx', text: /is coming soon! We'll let you know/ },
  { file: 'features/site/pages/alumni-page.tsx', text: /<h2[^>]*>Coming soon<\/h2>/ },
];

describe('coming soon, in one place', () => {
  it('the badge says the one label and names its item for the browser tests', () => {
    render(<ComingSoonBadge feature="realtime-data" />);
    const badge = screen.getByText(COMING_SOON_LABEL);
    expect(badge.closest('[data-coming-soon]')?.getAttribute('data-coming-soon')).toBe('realtime-data');
  });

  it('no page types "Coming soon" itself (outside comments and the spec’s fixed alert)', () => {
    const offenders: string[] = [];
    for (const file of sourceFiles(WEB)) {
      const rel = path.relative(WEB, file).split(path.sep).join('/');
      if (rel === 'lib/feature-status.ts') continue;
      const lines = fs.readFileSync(file, 'utf8').split('\n');
      lines.forEach((line, i) => {
        // Comments are not labels: drop a line comment, a JSDoc line, and {/* … */}.
        const trimmed = line.trim();
        if (trimmed.startsWith('*') || trimmed.startsWith('/*') || trimmed.startsWith('//') || trimmed.startsWith('{/*')) return;
        const at = line.indexOf('//');
        const code = at >= 0 && !line.slice(0, at).endsWith(':') ? line.slice(0, at) : line;
        if (!/coming soon/i.test(code)) return;
        if (ALLOWED.some((a) => a.file === rel && a.text.test(code))) return;
        offenders.push(`${rel}:${i + 1}: ${line.trim()}`);
      });
    }
    expect(offenders).toEqual([]);
  });

  it('what works is not on the list, and what the issue found working is listed as working', () => {
    const soonTitles = new Set<string>(Object.values(COMING_SOON).map((c) => c.title));
    for (const w of Object.values(WORKING)) expect(soonTitles.has(w.title), w.title).toBe(false);
    for (const t of ['4D World Visualizer', 'Data Worlds', 'Bridges']) {
      expect(Object.values(WORKING).some((w) => w.title === t), t).toBe(true);
    }
    expect(isComingSoon('realtime-data')).toBe(true);
    expect(isComingSoon('4d-world')).toBe(false);
    expect(COMING_SOON_IDS).toContain('linkedin-import');
  });
});

describe('greeting', () => {
  const now = new Date(2026, 10, 27, 15, 0);
  const user = { name: 'Ada', email: 'ada@example.com' };
  it('welcomes a brand-new account, and says "Welcome back" to one from before today or with data', () => {
    const today = { ...user, createdAt: new Date(2026, 10, 27, 9, 0).toISOString() };
    const earlier = { ...user, createdAt: new Date(2026, 10, 20).toISOString() };
    expect(greeting(today, false, now)).toBe('Welcome to Mnemo, Ada');
    expect(greeting(today, true, now)).toBe('Welcome back, Ada');
    expect(greeting(earlier, false, now)).toBe('Welcome back, Ada');
    expect(greeting({ ...today, name: null }, false, now)).toBe('Welcome to Mnemo, ada@example.com');
    expect(isReturning({ createdAt: 'not a date' }, false, now)).toBe(false);
  });
});
