import { PlannedPage } from '../../../ui/planned-page';

export default function Page() {
  return <PlannedPage title="Julia CRM" description="Relationship intelligence for founders." />;
}
