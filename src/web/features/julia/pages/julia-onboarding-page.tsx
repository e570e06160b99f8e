import { PlannedPage } from '../../../ui/planned-page';

export default function Page() {
  return <PlannedPage title="Julia Deck Coach" description="Deck coaching with stakeholders and market analysis." />;
}
