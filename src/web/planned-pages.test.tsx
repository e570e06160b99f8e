// @vitest-environment jsdom
/**
 * "A page never claims what is not built" (issue 9). contract/pages.ts PLANNED_PAGES lists
 * the pages whose issue has not landed; links to them carry a "Coming soon" tag. Today the
 * list is empty: every page the app routes is built. These tests check that a listed page
 * would be marked (with a path listed for the test only), that no routed page is listed,
 * and that every page path links use (web/lib/paths.ts) is a page the server serves.
 */
import { cleanup, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { isPagePath, isPlannedPage, PLANNED_PAGES } from '../contract/pages';
import { paths } from './lib/paths';
import { routes } from './routes';
import { ComingSoonTag } from './ui/coming-soon';

afterEach(cleanup);

describe('planned pages', () => {
  it('a link to a page listed as planned says "Coming soon", with or without a query or hash; a link to a built page does not', () => {
    // Listed for this test only (the list is a plain object, read at render time).
    PLANNED_PAGES['/alumni'] = 'Alumni';
    try {
      render(
        <ul>
          <li data-testid="planned">
            Alumni <ComingSoonTag to="/alumni" />
          </li>
          <li data-testid="planned-query">
            Alumni <ComingSoonTag to="/alumni?from=nav#top" />
          </li>
          <li data-testid="built">
            Pricing <ComingSoonTag to="/pricing" />
          </li>
        </ul>,
      );
      expect(screen.getByTestId('planned').textContent).toMatch(/^Alumni\s+Coming soon$/);
      expect(screen.getByTestId('planned-query').textContent).toMatch(/^Alumni\s+Coming soon$/);
      expect(screen.getByTestId('built').textContent?.trim()).toBe('Pricing');
    } finally {
      delete PLANNED_PAGES['/alumni'];
    }
    expect(isPlannedPage('/alumni')).toBe(false);
  });

  it('no page the app routes is listed as planned', () => {
    const routed = (routes[0]!.children ?? []).map((r) => r.path).filter((p): p is string => !!p && p !== '*');
    expect(routed.length).toBeGreaterThan(30);
    expect(routed.filter((p) => isPlannedPage(p))).toEqual([]);
    expect(Object.keys(PLANNED_PAGES)).toEqual([]);
  });

  it('every page path links use is a page the server serves', () => {
    const pages = Object.values(paths)
      .filter((p) => !p.startsWith('/api/'))
      .map((p) => p.split('#')[0] || '/');
    expect(pages.filter((p) => !isPagePath(p))).toEqual([]);
    expect(isPagePath('/no-such-page')).toBe(false);
  });
});
