/**
 * Where the app header leads a signed-in person (issue 31), and which pages draw it. One
 * list for the wide header, the phone menu and the compact launcher.
 */
import type { LucideIcon } from 'lucide-react';
import { Activity, BriefcaseBusiness, Globe2, LayoutDashboard, MessageCircleQuestionMark, Mic } from 'lucide-react';
import { paths } from '../lib/paths';

export interface AppLink {
  label: string;
  to: string;
  icon: LucideIcon;
  /** Paths (and everything under them) where this link is the current place. */
  match: string[];
}

export const APP_LINKS: AppLink[] = [
  { label: 'Worlds', to: paths.worlds, icon: Globe2, match: ['/worlds'] },
  // The Ask box is on the worlds hub (#ask); the world pages have their own Ask button.
  { label: 'Ask', to: `${paths.worlds}#ask`, icon: MessageCircleQuestionMark, match: [] },
  { label: 'Dashboard', to: paths.dashboard, icon: LayoutDashboard, match: ['/dashboard', '/onboarding', '/settings'] },
  { label: 'Business OS', to: paths.businessOs, icon: BriefcaseBusiness, match: ['/business-os'] },
  { label: 'Julia', to: paths.julia, icon: Mic, match: ['/julia.ai'] },
  { label: 'Activity', to: paths.activity, icon: Activity, match: ['/beta/activity'] },
];

/** The link that is the current place for `pathname`, if any. */
export function currentAppLink(pathname: string): AppLink | undefined {
  return APP_LINKS.find((l) => l.match.some((m) => pathname === m || pathname.startsWith(`${m}/`)));
}

/**
 * The public site's pages: they keep their own header (for visitors and signed-in people
 * alike; its logo leads a signed-in person home, to the app). The sign-in pages are here
 * too (a signed-in person is sent on from them), and a shared world's reader view.
 */
const PUBLIC_PAGES = ['/pricing', '/terms', '/privacy', '/refund', '/alumni', '/login', '/auth', '/test', '/makeitshutup'];

/**
 * Full-screen tools whose layout fills the window: the shell gives them its compact form
 * (one floating "Menu" button opening the same menu), so their own controls keep the screen.
 */
const COMPACT_PAGES = ['/business-os'];

export type ShellForm = 'none' | 'header' | 'compact';

/** How the shell draws on `pathname` for a signed-in person. */
export function shellFormFor(pathname: string): ShellForm {
  const p = pathname.length > 1 && pathname.endsWith('/') ? pathname.slice(0, -1) : pathname;
  if (PUBLIC_PAGES.includes(p) || p.startsWith('/worlds/shared/')) return 'none';
  if (COMPACT_PAGES.includes(p)) return 'compact';
  return 'header';
}
