/** Each bridge's real state from its /v3/whoami (refreshed), with the accounts logged in and a way out. */
import { Link2Off, Radio } from 'lucide-react';
import { BRIDGE_LABELS, type BridgeStatus } from '../../../../contract/matrix-bridges';
import { errorMessage } from '../../../lib/api-client';
import { Badge } from '../../../ui/badge';
import { Button } from '../../../ui/button';
import { Card, CardTitle } from '../../../ui/card';
import { Spinner } from '../../../ui/spinner';
import { toast } from '../../../ui/use-toast';
import { useLogoutBridge } from './api';

const STATE: Record<BridgeStatus['state'], { label: string; tone: 'success' | 'neutral' | 'warning' | 'danger' }> = {
  connected: { label: 'Connected', tone: 'success' },
  not_connected: { label: 'Not Connected', tone: 'neutral' },
  not_configured: { label: 'Not Configured', tone: 'warning' },
  no_account: { label: 'No Matrix Account', tone: 'warning' },
  error: { label: 'Error', tone: 'danger' },
};

export function BridgeStatusCard({ bridges, loading }: { bridges?: BridgeStatus[]; loading: boolean }) {
  const logout = useLogoutBridge();
  return (
    <Card aria-labelledby="bridge-status-title" data-testid="bridge-status">
      <CardTitle id="bridge-status-title" className="flex items-center gap-2">
        <Radio className="size-5 text-brand-fg" aria-hidden /> Bridge Status
      </CardTitle>
      {!bridges ? (
        <div className="mt-4">{loading ? <Spinner label="Asking the bridges…" /> : <p className="text-sm text-muted">Sign in to see your bridges.</p>}</div>
      ) : (
        <ul className="mt-3 divide-y divide-border/60">
          {bridges.map((b) => (
            <li key={b.network} className="py-3" data-testid={`bridge-status-${b.network}`}>
              <div className="flex items-center justify-between gap-2">
                <span className="font-medium">{BRIDGE_LABELS[b.network]}</span>
                <Badge tone={STATE[b.state].tone}>{STATE[b.state].label}</Badge>
              </div>
              <p className="mt-1 text-xs text-muted">{b.message}</p>
              {b.logins.map((l) => (
                <div key={l.id} className="mt-2 flex items-center justify-between gap-2 rounded-lg bg-surface-2 px-3 py-2 text-sm">
                  <span className="truncate">
                    {l.name} <span className="text-xs text-muted">({l.state.toLowerCase().replace(/_/g, ' ')})</span>
                  </span>
                  <Button
                    variant="ghost"
                    size="sm"
                    disabled={logout.isPending}
                    onClick={() =>
                      logout.mutate(
                        { network: b.network, loginId: l.id },
                        {
                          onSuccess: (res) =>
                            toast({ title: res.success ? 'Logged Out' : 'Logout Failed', description: res.message, variant: res.success ? 'success' : 'destructive' }),
                          onError: (err) => toast({ title: 'Logout Failed', description: errorMessage(err, 'Could not log out.'), variant: 'destructive' }),
                        },
                      )
                    }
                  >
                    <Link2Off aria-hidden /> Log out
                  </Button>
                </div>
              ))}
            </li>
          ))}
        </ul>
      )}
    </Card>
  );
}
