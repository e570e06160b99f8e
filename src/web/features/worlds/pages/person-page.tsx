/** /worlds/social/:personId: one relationship (built in issue 13). */
import { useParams } from 'react-router';
import { WorldShell } from '../components/world-shell';

export default function PersonPage() {
  const { personId } = useParams();
  return (
    <WorldShell world="social" title="Relationship">
      {() => <p className="text-muted">{personId}</p>}
    </WorldShell>
  );
}
