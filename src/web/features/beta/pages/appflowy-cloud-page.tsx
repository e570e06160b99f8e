import { PlannedPage } from '../../../ui/planned-page';

export default function Page() {
  return <PlannedPage title="Outliner Cloud" description="A shared outliner for teams." />;
}
