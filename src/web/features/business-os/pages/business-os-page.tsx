import { PlannedPage } from '../../common/planned-page';

export default function Page() {
  return <PlannedPage title="Business OS" description="A voice-and-canvas AI workspace for founders." />;
}
