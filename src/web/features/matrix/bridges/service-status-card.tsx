/** What is really running: the user's Matrix account, the latest deployment's homeserver, the bridges (read, not assumed). */
import { Activity, RefreshCw } from 'lucide-react';
import { Link } from 'react-router';
import type { BridgesStatusResponse, Deployment } from '../../../../contract/matrix-bridges';
import { paths } from '../../../lib/paths';
import { Badge } from '../../../ui/badge';
import { Button } from '../../../ui/button';
import { Card, CardTitle } from '../../../ui/card';

function Row({ name, children }: { name: string; children: React.ReactNode }) {
  return (
    <div className="flex items-center justify-between gap-3 border-b border-border/60 py-2.5 last:border-0">
      <dt className="text-sm text-muted">{name}</dt>
      <dd className="text-right text-sm">{children}</dd>
    </div>
  );
}

export function ServiceStatusCard({
  status,
  latest,
  loading,
  onRefresh,
}: {
  status?: BridgesStatusResponse;
  latest?: Deployment;
  loading: boolean;
  onRefresh: () => void;
}) {
  const bridges = status?.bridges ?? [];
  const connected = bridges.filter((b) => b.state === 'connected').length;
  const reachable = bridges.filter((b) => b.state === 'connected' || b.state === 'not_connected').length;
  return (
    <Card aria-labelledby="service-status-title">
      <div className="flex items-center justify-between gap-2">
        <CardTitle id="service-status-title" className="flex items-center gap-2">
          <Activity className="size-5 text-brand-fg" aria-hidden /> Service Status
        </CardTitle>
        <Button variant="ghost" size="sm" onClick={onRefresh} disabled={loading} aria-label="Refresh status">
          <RefreshCw className={loading ? 'animate-spin' : undefined} aria-hidden /> Refresh
        </Button>
      </div>
      <dl className="mt-3">
        <Row name="Matrix account">
          {status?.matrixUserId ? (
            <Badge tone="success">{status.matrixUserId}</Badge>
          ) : (
            <Link to={paths.element} className="text-brand-fg underline-offset-4 hover:underline">
              Not connected: connect on /element
            </Link>
          )}
        </Row>
        <Row name="Homeserver">
          {latest ? (
            <Badge tone={latest.reachable ? 'success' : 'warning'}>{latest.reachable ? `${latest.matrixUrl.replace('https://', '')} reachable` : 'Not reachable yet'}</Badge>
          ) : (
            <Badge>No deployment yet</Badge>
          )}
        </Row>
        <Row name="Bridges answering">
          <Badge tone={reachable === 3 ? 'success' : reachable > 0 ? 'warning' : 'neutral'}>{status ? `${reachable} of 3` : '…'}</Badge>
        </Row>
        <Row name="Accounts bridged">
          <Badge tone={connected > 0 ? 'success' : 'neutral'}>{status ? `${connected} of 3` : '…'}</Badge>
        </Row>
      </dl>
      {status && <p className="mt-2 text-xs text-muted">Checked {new Date(status.checkedAt).toLocaleTimeString()}; refreshed every 15 s.</p>}
    </Card>
  );
}
