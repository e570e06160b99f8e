import { PlannedPage } from '../../../ui/planned-page';

export default function Page() {
  return <PlannedPage title="Mnemo Beta" description="Early features for invited members." />;
}
