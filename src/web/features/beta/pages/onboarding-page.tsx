import { PlannedPage } from '../../../ui/planned-page';

export default function Page() {
  return <PlannedPage title="Onboarding" description="Start building your first world." />;
}
