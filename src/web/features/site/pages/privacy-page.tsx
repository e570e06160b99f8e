import { PlannedPage } from '../../common/planned-page';

export default function Page() {
  return <PlannedPage title="Privacy Policy" description="How Mnemo handles your data." />;
}
