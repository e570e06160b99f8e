import { PlannedPage } from '../../../ui/planned-page';

export default function Page() {
  return <PlannedPage title="Matrix Bridge Center" description="Deploy a Matrix homeserver and connect WhatsApp, Telegram and Discord." />;
}
