/** /worlds/social: the Social & Emotional World (built in issue 13). */
import { WORLD_LABELS } from '../../../../contract/worlds';
import { WorldShell } from '../components/world-shell';

export default function SocialWorldPage() {
  return (
    <WorldShell world="social" title={WORLD_LABELS.social}>
      {(summary) => <p className="text-muted">{summary.dataPoints} data points.</p>}
    </WorldShell>
  );
}
