import { PlannedPage } from '../../../ui/planned-page';

export default function Page() {
  return <PlannedPage title="Make It Shut Up" description="A pitch-analysis demo." />;
}
