import { describe, expect, it } from 'vitest';
import { isPagePath } from '../contract/pages';
import { islandNavigation as decide, type ClickedLink, type LinkClick } from './landing-island-nav';

const islandNavigation = (click: LinkClick, link: ClickedLink, here: { href: string }) => decide(click, link, here, isPagePath);

const CLICK: LinkClick = { button: 0, metaKey: false, ctrlKey: false, shiftKey: false, altKey: false, defaultPrevented: false };
const HERE = { href: 'http://127.0.0.1:5000/' };
const link = (href: string, more: Partial<ClickedLink> = {}): ClickedLink => ({ href, target: '', download: false, ...more });

describe('islandNavigation (a click on an in-app link of the landing island)', () => {
  it('starts the app at another page of this site, keeping search and hash', () => {
    expect(islandNavigation(CLICK, link('http://127.0.0.1:5000/login'), HERE)).toEqual({ app: '/login' });
    expect(islandNavigation(CLICK, link('http://127.0.0.1:5000/worlds/sample?x=1#top'), HERE)).toEqual({ app: '/worlds/sample?x=1#top' });
    expect(islandNavigation(CLICK, link('/pricing'), HERE)).toEqual({ app: '/pricing' });
    expect(islandNavigation(CLICK, link('/pricing', { target: '_self' }), HERE)).toEqual({ app: '/pricing' });
  });

  it('leaves an anchor on this page to the browser, and the page itself is the same page', () => {
    expect(islandNavigation(CLICK, link('http://127.0.0.1:5000/#examples'), HERE)).toBe('browser');
    expect(islandNavigation(CLICK, link('http://127.0.0.1:5000/'), HERE)).toBe('same-page');
    expect(islandNavigation(CLICK, link('http://127.0.0.1:5000/'), { href: 'http://127.0.0.1:5000/#waitlist' })).toBe('same-page');
    // Another query is another page.
    expect(islandNavigation(CLICK, link('http://127.0.0.1:5000/?ref=a'), HERE)).toEqual({ app: '/?ref=a' });
  });

  it('leaves new tabs, modified and non-primary clicks, downloads and handled clicks to the browser', () => {
    for (const click of [
      { ...CLICK, button: 1 },
      { ...CLICK, metaKey: true },
      { ...CLICK, ctrlKey: true },
      { ...CLICK, shiftKey: true },
      { ...CLICK, altKey: true },
      { ...CLICK, defaultPrevented: true },
    ]) {
      expect(islandNavigation(click, link('/login'), HERE), JSON.stringify(click)).toBe('browser');
    }
    expect(islandNavigation(CLICK, link('/login', { target: '_blank' }), HERE)).toBe('browser');
    expect(islandNavigation(CLICK, link('/export.zip', { download: true }), HERE)).toBe('browser');
  });

  it('leaves addresses that are no page of the app to the browser (the server answers them)', () => {
    expect(islandNavigation(CLICK, link('/api/auth/google'), HERE)).toBe('browser');
    expect(islandNavigation(CLICK, link('/media/hero.webp'), HERE)).toBe('browser');
    expect(islandNavigation(CLICK, link('/worlds/sample/social/abc-1'), HERE)).toEqual({ app: '/worlds/sample/social/abc-1' });
  });

  it('leaves other sites and other schemes to the browser', () => {
    expect(islandNavigation(CLICK, link('https://example.com/login'), HERE)).toBe('browser');
    expect(islandNavigation(CLICK, link('http://127.0.0.1:5001/login'), HERE)).toBe('browser');
    expect(islandNavigation(CLICK, link('mailto:hello@mnemo.world'), HERE)).toBe('browser');
    expect(islandNavigation(CLICK, link('http://[bad'), HERE)).toBe('browser');
  });
});
