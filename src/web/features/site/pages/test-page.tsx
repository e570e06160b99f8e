import { PlannedPage } from '../../common/planned-page';

export default function Page() {
  return <PlannedPage title="Test Route Works!" description="Routing check." />;
}
