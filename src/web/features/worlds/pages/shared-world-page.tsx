/** /worlds/shared/:token: one world shared read-only by its owner (built in issue 13). */
import { WorldShell } from '../components/world-shell';

export default function SharedWorldPage() {
  return (
    <WorldShell world={null} title="Shared world">
      {(summary) => <p className="text-muted">{summary.dataPoints} data points.</p>}
    </WorldShell>
  );
}
