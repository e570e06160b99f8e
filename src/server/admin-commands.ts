/**
 * `npm run admin -- <command>`: account administration from the server's shell, with no
 * HTTP surface. Commands:
 *   plan <email> <basic|pro>   set the account's plan (SPEC §9: how many data points its worlds show)
 *   feedback [count]           the newest feedback sent from the /beta hub (default 20, at most 500)
 */
import { desc, eq } from 'drizzle-orm';
import { PLAN_LIMITS, PlanSchema } from '../contract/worlds';
import type { Db } from './db/client';
import { betaFeedback, users } from './db/schema';

export const ADMIN_USAGE = 'Usage: npm run admin -- plan <email> <basic|pro> | feedback [count]';

export class AdminUsageError extends Error {}

/** Runs one command; returns what to print. Throws AdminUsageError for a wrong command line or an unknown account. */
export async function runAdminCommand(db: Db, args: string[]): Promise<string> {
  const [command, ...rest] = args;
  if (command === 'plan') {
    const [rawEmail, rawPlan] = rest;
    const plan = PlanSchema.safeParse(rawPlan);
    if (!rawEmail || !plan.success || rest.length !== 2) throw new AdminUsageError(ADMIN_USAGE);
    const email = rawEmail.trim().toLowerCase();
    const [row] = await db.update(users).set({ plan: plan.data, updatedAt: new Date() }).where(eq(users.email, email)).returning({ id: users.id });
    if (!row) throw new AdminUsageError(`No account with the email ${email}.`);
    return `${email} is now on the ${plan.data} plan (${PLAN_LIMITS[plan.data].toLocaleString('en-US')} data points shown).`;
  }
  if (command === 'feedback') {
    const count = rest[0] === undefined ? 20 : Number(rest[0]);
    if (rest.length > 1 || !Number.isInteger(count) || count < 1 || count > 500) throw new AdminUsageError(ADMIN_USAGE);
    const rows = await db.select().from(betaFeedback).orderBy(desc(betaFeedback.createdAt)).limit(count);
    if (rows.length === 0) return 'No feedback yet.';
    return rows
      .map((r) => `${r.createdAt.toISOString()}  ${r.area} · ${r.kind} · ${r.email ?? 'anonymous'}\n  ${r.message.replace(/\n/g, '\n  ')}`)
      .join('\n\n');
  }
  throw new AdminUsageError(ADMIN_USAGE);
}
