import { PlannedPage } from '../../../ui/planned-page';

export default function Page() {
  return <PlannedPage title="AI Explorer Game" description="Explore a world built from data, as a game." />;
}
