import { PlannedPage } from '../../common/planned-page';

export default function Page() {
  return <PlannedPage title="Refund Policy" description="Refunds for Mnemo projects." />;
}
