import { PlannedPage } from '../../common/planned-page';

export default function Page() {
  return <PlannedPage title="Sign in" description="Sign in or sign up with email and password." />;
}
