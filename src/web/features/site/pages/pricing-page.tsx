import { PlannedPage } from '../../common/planned-page';

export default function Page() {
  return <PlannedPage title="Pricing" description="Pricing for custom Mnemo worlds." />;
}
