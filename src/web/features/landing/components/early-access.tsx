import { BellRing } from 'lucide-react';
import { subscribeToWaitlist } from '../../../lib/waitlist';
import { EmailCaptureForm } from '../../../ui/email-capture-form';
import { LANDING_WAITLIST_MESSAGES, landingFailureText, landingResult } from '../waitlist-messages';

async function subscribeForEarlyAccess(email: string) {
  try {
    await subscribeToWaitlist(email, 'landing');
    return landingResult(LANDING_WAITLIST_MESSAGES.success);
  } catch (err) {
    return landingResult(landingFailureText(err));
  }
}

/** The early-access form (spec §4, §5, §8), the target of every "Join Waitlist" link. */
export function EarlyAccess() {
  return (
    <section id="waitlist" aria-labelledby="waitlist-title" className="scroll-mt-20 px-6 py-16 sm:py-24">
      <div className="relative mx-auto max-w-4xl overflow-hidden rounded-3xl border border-brand/40 bg-surface px-6 py-12 text-center shadow-2xl shadow-brand/10 sm:px-14 sm:py-16">
        <div aria-hidden className="hero-glow pointer-events-none absolute inset-0 opacity-90" />
        <div className="relative">
          <span className="mx-auto flex size-12 items-center justify-center rounded-2xl border border-brand/40 bg-brand/15">
            <BellRing className="size-5 text-violet-200" aria-hidden />
          </span>
          <h2 id="waitlist-title" className="mt-5 text-3xl font-bold tracking-tight sm:text-4xl">
            Get early access
          </h2>
          <p className="mx-auto mt-4 max-w-xl text-lg text-muted">
            You can import and explore your own world today. Join the list for what comes next: new sources, new
            worlds, and open slots for our done-for-you service. No spam, one click to leave.
          </p>
          <EmailCaptureForm
            submit={subscribeForEarlyAccess}
            buttonLabel="Join Waitlist"
            submittingLabel="Subscribing..."
            label="Email address for early access"
            className="mx-auto mt-8 max-w-xl text-left"
          />
        </div>
      </div>
    </section>
  );
}
