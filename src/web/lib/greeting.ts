/**
 * The signed-in home's greeting (issue 31): "Welcome back" only for someone who has been
 * here before (an account from before today, or one that already has data); a brand-new
 * account is welcomed.
 */
import type { PublicUser } from '../../contract/auth';
import { BRAND } from '../../contract/brand';

/** Local calendar day of a date, as yyyy-mm-dd. */
function localDay(d: Date): string {
  return `${d.getFullYear()}-${d.getMonth() + 1}-${d.getDate()}`;
}

export function isReturning(user: Pick<PublicUser, 'createdAt'>, hasData: boolean, now = new Date()): boolean {
  if (hasData) return true;
  const created = new Date(user.createdAt);
  if (Number.isNaN(created.getTime())) return false;
  return created.getTime() < now.getTime() && localDay(created) !== localDay(now);
}

export function greeting(user: Pick<PublicUser, 'createdAt' | 'name' | 'email'>, hasData: boolean, now = new Date()): string {
  const who = user.name?.trim() || user.email;
  return isReturning(user, hasData, now) ? `Welcome back, ${who}` : `Welcome to ${BRAND.name}, ${who}`;
}
