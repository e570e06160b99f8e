/** /worlds/map: the Location Memory Map (built in issue 13). */
import { WORLD_LABELS } from '../../../../contract/worlds';
import { WorldShell } from '../components/world-shell';

export default function MapWorldPage() {
  return (
    <WorldShell world="map" title={WORLD_LABELS.map}>
      {(summary) => <p className="text-muted">{summary.dataPoints} data points.</p>}
    </WorldShell>
  );
}
