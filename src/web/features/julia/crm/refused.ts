import { toast } from '../../../ui/use-toast';

/**
 * The CRM's forms check their values with the contract's schemas (lib/form.ts) before
 * sending: a refused value shows the server's own message the way its refusal would
 * (the error toast), without the round trip. True when refused.
 */
export function refused(check: { ok: boolean; errors: Record<string, string> }): boolean {
  if (!check.ok) toast({ title: 'Error', description: Object.values(check.errors)[0], variant: 'destructive' });
  return !check.ok;
}
