/**
 * The app header for a signed-in person (issue 31): the brand (home), the app's places
 * (APP_LINKS) and the account (a menu on the email with Dashboard and Settings, and
 * Logout; spec §2 "signed-in shows {email} and Logout"). Below 1024 px the links and the account move into the phone
 * menu, a Radix dialog sheet (focus kept inside, Escape closes, focus returns to its button).
 */
import * as DialogPrimitive from '@radix-ui/react-dialog';
import * as DropdownMenu from '@radix-ui/react-dropdown-menu';
import { ChevronDown, LayoutDashboard, LogOut, Menu, Settings, X } from 'lucide-react';
import { useState } from 'react';
import { Link, useLocation } from 'react-router';
import type { PublicUser } from '../../contract/auth';
import { cn } from '../lib/cn';
import { paths } from '../lib/paths';
import { useLogout } from '../lib/session';
import { Avatar } from '../ui/avatar';
import { BrandLogo } from '../ui/brand-logo';
import { Button } from '../ui/button';
import { APP_LINKS, currentAppLink } from './app-nav';

function AppLinks({ layout, onNavigate }: { layout: 'row' | 'column'; onNavigate?: () => void }) {
  const { pathname } = useLocation();
  const current = currentAppLink(pathname);
  return (
    <ul className={layout === 'row' ? 'flex items-center gap-0.5' : 'flex flex-col gap-1'}>
      {APP_LINKS.map((l) => {
        const active = l === current;
        return (
          <li key={l.label}>
            <Link
              to={l.to}
              aria-current={active ? 'page' : undefined}
              onClick={onNavigate}
              className={cn(
                'flex items-center gap-2 rounded-lg text-sm transition hover:bg-surface-2/70 hover:text-fg focus-visible:outline-2 focus-visible:outline-brand',
                layout === 'row' ? 'px-2.5 py-1.5' : 'px-3 py-3 text-base',
                active ? 'bg-surface-2/80 text-fg' : 'text-muted',
              )}
            >
              <l.icon className="size-4 shrink-0" aria-hidden />
              {l.label}
            </Link>
          </li>
        );
      })}
    </ul>
  );
}

const MENU_ITEM =
  'flex cursor-pointer items-center gap-2 rounded-lg px-3 py-2 text-sm text-fg outline-none data-[highlighted]:bg-surface-2 data-[disabled]:opacity-50';

/**
 * The account (spec §2: signed-in shows {email} and Logout): a menu button with the email
 * (Dashboard and Settings inside) and the Logout button beside it.
 */
export function AccountMenu({ user }: { user: PublicUser }) {
  const logout = useLogout();
  return (
    <div className="flex items-center gap-2" data-testid="account">
      <DropdownMenu.Root modal={false}>
        <DropdownMenu.Trigger
          className="inline-flex max-w-64 items-center gap-2 rounded-full border border-border bg-surface/70 py-1 pl-1 pr-2.5 text-sm transition hover:border-brand/50 focus-visible:outline-2 focus-visible:outline-brand"
        >
          <Avatar user={user} />
          {/* Named by its text (the email), never by an aria-label the visible text might not match. */}
          <span className="sr-only">Account menu: </span>
          <span className="truncate text-fg">{user.email}</span>
          <ChevronDown className="size-4 shrink-0 text-muted" aria-hidden />
        </DropdownMenu.Trigger>
        <DropdownMenu.Portal>
          <DropdownMenu.Content align="end" sideOffset={8} className="z-50 min-w-56 rounded-xl border border-border bg-surface p-1.5 shadow-2xl">
            <DropdownMenu.Label className="truncate px-3 py-2 text-xs text-muted">Signed in as {user.email}</DropdownMenu.Label>
            <DropdownMenu.Item asChild className={MENU_ITEM}>
              <Link to={paths.dashboard}>
                <LayoutDashboard className="size-4" aria-hidden /> Dashboard
              </Link>
            </DropdownMenu.Item>
            <DropdownMenu.Item asChild className={MENU_ITEM}>
              <Link to={paths.settings}>
                <Settings className="size-4" aria-hidden /> Settings
              </Link>
            </DropdownMenu.Item>
          </DropdownMenu.Content>
        </DropdownMenu.Portal>
      </DropdownMenu.Root>
      <Button variant="outline" size="sm" disabled={logout.isPending} onClick={() => logout.mutate()}>
        <LogOut /> Logout
      </Button>
    </div>
  );
}

/**
 * The phone menu (and the compact launcher of full-screen tools): a sheet from the right
 * with the app's places, the email and Logout. `trigger` is the button that opens it.
 */
export function AppMenuSheet({ user, trigger }: { user: PublicUser; trigger: React.ReactNode }) {
  const [open, setOpen] = useState(false);
  const logout = useLogout();
  return (
    <DialogPrimitive.Root open={open} onOpenChange={setOpen}>
      <DialogPrimitive.Trigger asChild>{trigger}</DialogPrimitive.Trigger>
      <DialogPrimitive.Portal>
        <DialogPrimitive.Overlay className="fixed inset-0 z-50 bg-black/60 backdrop-blur-sm" />
        <DialogPrimitive.Content
          aria-describedby={undefined}
          className="fixed inset-y-0 right-0 z-50 flex w-[min(20rem,100%)] flex-col gap-4 overflow-y-auto border-l border-border bg-bg p-5 shadow-2xl"
        >
          <div className="flex items-center justify-between gap-3">
            <DialogPrimitive.Title className="text-base font-semibold">Menu</DialogPrimitive.Title>
            <DialogPrimitive.Close className="rounded-md p-2 text-muted transition hover:bg-surface-2 hover:text-fg" aria-label="Close menu">
              <X className="size-5" aria-hidden />
            </DialogPrimitive.Close>
          </div>
          <nav aria-label="App">
            <AppLinks layout="column" onNavigate={() => setOpen(false)} />
          </nav>
          <div className="mt-auto flex flex-col gap-3 border-t border-border pt-4" data-testid="account-phone">
            <span className="flex min-w-0 items-center gap-2 text-sm">
              <Avatar user={user} />
              <span className="truncate">{user.email}</span>
            </span>
            <Link to={paths.settings} onClick={() => setOpen(false)} className="flex items-center gap-2 rounded-lg px-1 py-1.5 text-sm text-muted hover:text-fg">
              <Settings className="size-4" aria-hidden /> Settings
            </Link>
            <Button
              variant="outline"
              size="sm"
              disabled={logout.isPending}
              onClick={() => logout.mutate(undefined, { onSuccess: () => setOpen(false) })}
            >
              <LogOut /> Logout
            </Button>
          </div>
        </DialogPrimitive.Content>
      </DialogPrimitive.Portal>
    </DialogPrimitive.Root>
  );
}

/** The header of every signed-in page (app/app-shell.tsx decides where). */
export function AppHeader({ user }: { user: PublicUser }) {
  return (
    <header data-testid="app-header" className="sticky top-0 z-40 border-b border-border/60 bg-bg/85 backdrop-blur-md">
      <div className="mx-auto flex h-14 max-w-7xl items-center justify-between gap-3 px-4 sm:px-6">
        <div className="flex min-w-0 items-center gap-5">
          <BrandLogo />
          <nav aria-label="App" className="hidden lg:block">
            <AppLinks layout="row" />
          </nav>
        </div>
        <div className="hidden lg:block">
          <AccountMenu user={user} />
        </div>
        <AppMenuSheet
          user={user}
          trigger={
            <Button variant="ghost" size="icon" className="lg:hidden" aria-label="Open menu">
              <Menu />
            </Button>
          }
        />
      </div>
    </header>
  );
}

/** The compact form for full-screen tools: one small floating button opening the menu. */
export function AppLauncher({ user }: { user: PublicUser }) {
  return (
    <div data-testid="app-header" data-compact className="fixed bottom-4 left-4 z-40">
      <AppMenuSheet
        user={user}
        trigger={
          <Button variant="secondary" size="sm" className="rounded-full shadow-lg" aria-label="Open menu">
            <Menu /> Menu
          </Button>
        }
      />
    </div>
  );
}
