/**
 * The signed-in app shell (issue 31): around every page of the app, the app header for a
 * signed-in person (or its compact form on a full-screen tool), so from any page the others
 * are one click away. Visitors, the public site's own pages and the time the user is still
 * loading get nothing extra: the page alone, as before. The header's code (Radix menus) is
 * its own chunk, loaded only for a signed-in person, so a visitor's first load never has it.
 */
import { lazy, Suspense, type ReactNode } from 'react';
import { useLocation } from 'react-router';
import { AppShellContext } from '../lib/app-shell-context';
import { useCurrentUser } from '../lib/session';
import { shellFormFor } from './app-nav';

const AppHeader = lazy(() => import('./app-header').then((m) => ({ default: m.AppHeader })));
const AppLauncher = lazy(() => import('./app-header').then((m) => ({ default: m.AppLauncher })));

export function AppShell({ children }: { children: ReactNode }) {
  const { user } = useCurrentUser();
  const { pathname } = useLocation();
  const form = user ? shellFormFor(pathname) : 'none';
  // One tree shape whether or not the shell shows: the page keeps its place (and its state)
  // when the person signs in or out on it, so a guarded page sees the sign-out and goes home.
  return (
    <AppShellContext.Provider value={form !== 'none'}>
      {user && form === 'header' && (
        // The header's height while its chunk arrives, so the page never jumps.
        <Suspense fallback={<div className="h-14 border-b border-border/60" aria-hidden />}>
          <AppHeader user={user} />
        </Suspense>
      )}
      {children}
      {user && form === 'compact' && (
        <Suspense fallback={null}>
          <AppLauncher user={user} />
        </Suspense>
      )}
    </AppShellContext.Provider>
  );
}
