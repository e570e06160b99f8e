import { PlannedPage } from '../../../ui/planned-page';

export default function Page() {
  return <PlannedPage title="Julia Investor Database" description="Search and match investors." />;
}
