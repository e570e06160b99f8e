import { subscribeToWaitlist } from '../../../lib/waitlist';
import { EmailCaptureForm } from '../../../ui/email-capture-form';
import { UPDATES_MESSAGES, updatesFailureText, updatesResult } from '../updates-messages';

async function subscribeForUpdates(email: string) {
  try {
    await subscribeToWaitlist(email, 'updates');
    return updatesResult(UPDATES_MESSAGES.success);
  } catch (err) {
    return updatesResult(updatesFailureText(err));
  }
}

/** The "Get updates" waitlist (spec §4/§8 second waitlist variant), source 'updates'. */
export function UpdatesForm({ className }: { className?: string }) {
  return (
    <EmailCaptureForm
      submit={subscribeForUpdates}
      buttonLabel="Get updates"
      submittingLabel="Subscribing..."
      label="Email address for product updates"
      className={className}
    />
  );
}
