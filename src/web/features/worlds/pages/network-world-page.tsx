/** /worlds/network: the Network Visualizer (built in issue 13). */
import { WORLD_LABELS } from '../../../../contract/worlds';
import { WorldShell } from '../components/world-shell';

export default function NetworkWorldPage() {
  return (
    <WorldShell world="network" title={WORLD_LABELS.network}>
      {(summary) => <p className="text-muted">{summary.dataPoints} data points.</p>}
    </WorldShell>
  );
}
