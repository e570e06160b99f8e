/**
 * /beta/appflowy (spec §2: "an outliner-style editor"; issue #17): the signed-in user's
 * private outline pages. Signed-out visitors go to /login.
 */
import { RequireAuth } from '../../../lib/require-auth';
import { OutlineApp } from '../components/outline-app';

export default function AppflowyPage() {
  return <RequireAuth>{(user) => <OutlineApp scope="private" user={user} />}</RequireAuth>;
}
