import { PlannedPage } from '../../../ui/planned-page';

export default function Page() {
  return <PlannedPage title="AI Command Center" description="A demo command center with an AI business advisor." />;
}
