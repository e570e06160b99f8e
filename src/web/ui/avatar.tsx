import type { PublicUser } from '../../contract/auth';

/** Spec §2: 'Google Account' or 'Local Account' (plus single sign-on accounts). */
export function accountTypeLabel(provider: PublicUser['provider']): string {
  if (provider === 'google') return 'Google Account';
  if (provider === 'oidc') return 'Single Sign-On Account';
  return 'Local Account';
}

export function initials(user: Pick<PublicUser, 'name' | 'email'>): string {
  const source = user.name?.trim() || user.email;
  const parts = source.split(/[\s@._-]+/).filter(Boolean);
  return ((parts[0]?.[0] ?? '') + (user.name ? (parts[1]?.[0] ?? '') : '')).toUpperCase() || '?';
}

export function Avatar({ user, size = 'md' }: { user: Pick<PublicUser, 'name' | 'email'>; size?: 'md' | 'lg' }) {
  return (
    <span
      aria-hidden
      className={
        size === 'lg'
          ? 'grid size-14 shrink-0 place-items-center rounded-2xl bg-gradient-to-br from-brand to-brand-2 text-lg font-semibold text-white'
          : 'grid size-8 shrink-0 place-items-center rounded-full bg-gradient-to-br from-brand to-brand-2 text-xs font-semibold text-white'
      }
    >
      {initials(user)}
    </span>
  );
}

