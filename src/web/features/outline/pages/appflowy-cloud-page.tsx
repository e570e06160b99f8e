/**
 * /beta/appflowy-cloud (spec §2, "linked"; issue #17): outline pages shared with the
 * user's workspaces, edited by several people at once (Yjs, live cursors). Signed-out
 * visitors go to /login.
 */
import { RequireAuth } from '../../../lib/require-auth';
import { OutlineApp } from '../components/outline-app';

export default function AppflowyCloudPage() {
  return <RequireAuth>{(user) => <OutlineApp scope="shared" user={user} />}</RequireAuth>;
}
