/**
 * Whether a page is drawn inside the signed-in app shell (app/app-shell.tsx), which then
 * carries the brand, the app's links and the account (email, Logout): a page's own header
 * leaves out what the shell already shows, so nothing appears twice.
 */
import { createContext, useContext } from 'react';

export const AppShellContext = createContext(false);

export function useInAppShell(): boolean {
  return useContext(AppShellContext);
}
