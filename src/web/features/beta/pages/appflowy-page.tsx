import { PlannedPage } from '../../../ui/planned-page';

export default function Page() {
  return <PlannedPage title="Outliner" description="An outliner-style editor for your notes." />;
}
