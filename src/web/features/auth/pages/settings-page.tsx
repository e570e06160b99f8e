import { PlannedPage } from '../../common/planned-page';

export default function Page() {
  return <PlannedPage title="Account settings" description="Manage your Mnemo account." />;
}
