/** /worlds/timeline: the 4D Timeline (built in issue 13). */
import { WORLD_LABELS } from '../../../../contract/worlds';
import { WorldShell } from '../components/world-shell';

export default function TimelineWorldPage() {
  return (
    <WorldShell world="timeline" title={WORLD_LABELS.timeline}>
      {(summary) => <p className="text-muted">{summary.dataPoints} data points.</p>}
    </WorldShell>
  );
}
