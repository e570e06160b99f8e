/** The Julia waitlist (spec §4, §8): idle, submitting ('...'), then a green or red message; same store as the site's list, source 'julia'. */
import { useState, type FormEvent } from 'react';
import { JULIA_MESSAGES } from '../../../../contract/julia';
import { SubscribeBodySchema } from '../../../../contract/waitlist';
import { ApiError, NetworkError } from '../../../lib/api-client';
import { cn } from '../../../lib/cn';
import { checkForm } from '../../../lib/form';
import { subscribeToWaitlist } from '../../../lib/waitlist';
import { Button } from '../../../ui/button';
import { Input } from '../../../ui/input';

export function JuliaWaitlistForm() {
  const [email, setEmail] = useState('');
  const [submitting, setSubmitting] = useState(false);
  const [message, setMessage] = useState<string | null>(null);

  const submit = async (e: FormEvent) => {
    e.preventDefault();
    const value = email.trim();
    if (!value || submitting) return;
    // The server's rule and message for the address (contract), without the round trip.
    const checked = checkForm(SubscribeBodySchema, { email: value, source: 'julia' });
    if (!checked.ok) return setMessage(Object.values(checked.errors)[0] ?? JULIA_MESSAGES.waitlistFailed);
    setSubmitting(true);
    setMessage(null);
    try {
      await subscribeToWaitlist(value, 'julia');
      setMessage(JULIA_MESSAGES.waitlistSubscribed);
      setEmail('');
    } catch (err) {
      if (err instanceof NetworkError) setMessage(JULIA_MESSAGES.waitlistNetwork);
      else if (err instanceof ApiError) setMessage(err.serverMessage ?? JULIA_MESSAGES.waitlistFailed);
      else setMessage(JULIA_MESSAGES.waitlistFailed);
    } finally {
      setSubmitting(false);
    }
  };

  const ok = message?.includes('Successfully');
  return (
    <form onSubmit={(e) => void submit(e)} className="w-full max-w-md" aria-label="Julia AI early access">
      <div className="flex flex-col gap-2 sm:flex-row">
        <label htmlFor="julia-waitlist-email" className="sr-only">
          Email address
        </label>
        <Input
          id="julia-waitlist-email"
          type="email"
          required
          autoComplete="email"
          placeholder="you@startup.com"
          value={email}
          onChange={(e) => setEmail(e.target.value)}
          className="h-11 w-full sm:flex-1"
        />
        <Button type="submit" size="lg" className="h-11" disabled={submitting}>
          {submitting ? '...' : 'Join Waitlist'}
        </Button>
      </div>
      <p role="status" aria-live="polite" className={cn('mt-2 min-h-5 text-sm', ok ? 'text-green-300' : 'text-red-300')} data-testid="julia-waitlist-message">
        {message}
      </p>
    </form>
  );
}
