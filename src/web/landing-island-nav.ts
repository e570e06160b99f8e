/**
 * What a click on a link does on the prerendered landing's island (ADR 061), decided from the
 * click and the link alone (pure, so it is tested without a browser):
 * - `browser`: leave it to the browser (a new tab or window, a download, another site, an
 *   address that is no page of the app, e.g. the server's Google sign-in, a modified or
 *   non-primary click, or a handler that already took it);
 * - `same-page`: this very page (`/#examples` from `/` is the browser's too: it scrolls there;
 *   the logo's `/` just goes back to the top, as the app's router would, without a reload);
 * - `{ app }`: another page of the app, by path, search and hash: the island starts the app there.
 */
export interface LinkClick {
  button: number;
  metaKey: boolean;
  ctrlKey: boolean;
  shiftKey: boolean;
  altKey: boolean;
  defaultPrevented: boolean;
}

export interface ClickedLink {
  /** The anchor's resolved href (`a.href`, absolute). */
  href: string;
  /** Its `target` attribute ('' when none). */
  target: string;
  download: boolean;
}

export type IslandNavigation = 'browser' | 'same-page' | { app: string };

export function islandNavigation(
  click: LinkClick,
  link: ClickedLink,
  here: { href: string },
  isAppPage: (pathname: string) => boolean,
): IslandNavigation {
  if (click.defaultPrevented || click.button !== 0 || click.metaKey || click.ctrlKey || click.shiftKey || click.altKey) return 'browser';
  if ((link.target && link.target !== '_self') || link.download) return 'browser';
  let to: URL;
  let from: URL;
  try {
    to = new URL(link.href, here.href);
    from = new URL(here.href);
  } catch {
    return 'browser';
  }
  if (to.origin !== from.origin || (to.protocol !== 'http:' && to.protocol !== 'https:')) return 'browser';
  if (to.pathname === from.pathname && to.search === from.search) return to.hash ? 'browser' : 'same-page';
  if (!isAppPage(to.pathname)) return 'browser';
  return { app: `${to.pathname}${to.search}${to.hash}` };
}
