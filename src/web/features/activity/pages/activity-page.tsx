import { PlannedPage } from '../../common/planned-page';

export default function Page() {
  return <PlannedPage title="Activity Dashboard" description="AI token statistics, activity history and shared workspaces." />;
}
