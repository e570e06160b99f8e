import { PlannedPage } from '../../common/planned-page';

export default function Page() {
  return <PlannedPage title="Connect Data Sources" description="Your Mnemo dashboard of data sources." />;
}
