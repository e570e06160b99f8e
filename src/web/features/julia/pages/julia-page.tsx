import { PlannedPage } from '../../../ui/planned-page';

export default function Page() {
  return <PlannedPage title="Julia AI" description="The founder assistant: onboarding, communication intelligence and investor research." />;
}
