import { PlannedPage } from '../../../ui/planned-page';

export default function Page() {
  return <PlannedPage title="Matrix Client" description="Read and send messages in your Matrix rooms." />;
}
