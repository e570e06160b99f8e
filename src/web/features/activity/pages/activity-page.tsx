import { RequireAuth } from '../../../lib/require-auth';
import { PlannedPage } from '../../../ui/planned-page';

/** Spec §2/§6: /beta/activity sends a signed-out visitor to /login. */
export default function Page() {
  return (
    <RequireAuth>
      {() => <PlannedPage title="Activity Dashboard" description="AI token statistics, activity history and shared workspaces." />}
    </RequireAuth>
  );
}
