import { PlannedPage } from '../../common/planned-page';

export default function Page() {
  return <PlannedPage title="Terms of Service" description="The terms that govern Mnemo." />;
}
