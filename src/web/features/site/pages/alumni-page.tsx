import { PlannedPage } from '../../common/planned-page';

export default function Page() {
  return <PlannedPage title="University Alumni Data" description="Analyze a university alumni network." />;
}
