/**
 * The deploy form (spec §2/§4/§5/§8): a domain (prefilled), Deploy disabled when it is
 * empty or while deploying; toast 'Deployment Failed' with the server's message, or
 * 'Error' / 'Failed to deploy Matrix server'. The bundle downloads as a zip; the
 * homeserver's reachability is what the server saw, with a re-check.
 */
import { CheckCircle2, CircleDashed, Download, RefreshCw, Rocket } from 'lucide-react';
import { useId, useState, type FormEvent } from 'react';
import { DEFAULT_DEPLOY_DOMAIN, DeployBodySchema, MATRIX_BRIDGE_MESSAGES, type Deployment } from '../../../../contract/matrix-bridges';
import { ApiError, errorMessage } from '../../../lib/api-client';
import { checkForm } from '../../../lib/form';
import { Button } from '../../../ui/button';
import { Card, CardDescription, CardTitle } from '../../../ui/card';
import { Input } from '../../../ui/input';
import { FieldError, Label } from '../../../ui/label';
import { Spinner } from '../../../ui/spinner';
import { toast } from '../../../ui/use-toast';
import { useCheckDeployment, useDeploy } from './api';

export function ReachabilityBadge({ deployment }: { deployment: Deployment }) {
  if (deployment.reachable) {
    return (
      <span className="inline-flex items-center gap-1.5 text-sm text-green-300">
        <CheckCircle2 className="size-4" aria-hidden /> Reachable (verified)
      </span>
    );
  }
  return (
    <span className="inline-flex items-center gap-1.5 text-sm text-yellow-200">
      <CircleDashed className="size-4" aria-hidden /> {deployment.reachable === false ? 'Not reachable yet' : 'Not checked yet'}
    </span>
  );
}

export function DeployCard({ latest, disabledReason }: { latest?: Deployment; disabledReason?: string }) {
  const id = useId();
  const [domain, setDomain] = useState<string>(DEFAULT_DEPLOY_DOMAIN);
  const deploy = useDeploy();
  const check = useCheckDeployment();
  const [made, setMade] = useState<Deployment | null>(null);
  const [domainError, setDomainError] = useState<string | null>(null);
  const shown = made ?? latest ?? null;

  const onSubmit = (e: FormEvent) => {
    e.preventDefault();
    if (!domain.trim() || deploy.isPending) return;
    // The contract's rule for the domain, with its message beside the field and in the
    // 'Deployment Failed' toast the server's 400 gave before.
    const checked = checkForm(DeployBodySchema, { domain });
    if (!checked.ok) {
      const message = checked.errors.domain ?? MATRIX_BRIDGE_MESSAGES.deployFallback;
      setDomainError(message);
      toast({ title: MATRIX_BRIDGE_MESSAGES.deployFailedTitle, description: message, variant: 'destructive' });
      return;
    }
    setDomainError(null);
    deploy.mutate(
      { domain },
      {
        onSuccess: (res) => {
          if (res.success && res.deployment) {
            setMade(res.deployment);
            toast({ title: 'Deployment Bundle Ready', description: res.message, variant: 'success' });
          } else {
            toast({ title: MATRIX_BRIDGE_MESSAGES.deployFailedTitle, description: res.message, variant: 'destructive' });
          }
        },
        onError: (err) => {
          if (err instanceof ApiError && err.serverMessage) {
            toast({ title: MATRIX_BRIDGE_MESSAGES.deployFailedTitle, description: err.serverMessage, variant: 'destructive' });
          } else {
            toast({ title: MATRIX_BRIDGE_MESSAGES.deployErrorTitle, description: errorMessage(err, MATRIX_BRIDGE_MESSAGES.deployFallback), variant: 'destructive' });
          }
        },
      },
    );
  };

  return (
    <Card className="flex flex-col gap-4" aria-labelledby={`${id}-title`}>
      <div>
        <CardTitle id={`${id}-title`} className="flex items-center gap-2">
          <Rocket className="size-5 text-brand-fg" aria-hidden /> Deploy Matrix Server
        </CardTitle>
        <CardDescription className="mt-1">
          A ready-to-run bundle for your own server: Synapse, PostgreSQL, the WhatsApp, Telegram and Discord bridges, and Caddy with automatic HTTPS.
        </CardDescription>
      </div>
      <form onSubmit={onSubmit} className="flex flex-col gap-2 sm:flex-row sm:items-end" aria-label="Deploy Matrix server">
        <div className="flex-1 space-y-1.5">
          <Label htmlFor={`${id}-domain`}>Domain</Label>
          <Input
            id={`${id}-domain`}
            value={domain}
            onChange={(e) => {
              setDomain(e.target.value);
              setDomainError(null);
            }}
            placeholder="example.com"
            autoComplete="off"
            spellCheck={false}
            aria-invalid={domainError ? true : undefined}
            aria-describedby={domainError ? `${id}-domain-error` : undefined}
          />
          <FieldError id={`${id}-domain-error`}>{domainError ?? undefined}</FieldError>
        </div>
        <Button type="submit" disabled={!domain.trim() || deploy.isPending || !!disabledReason} title={disabledReason}>
          {deploy.isPending ? <Spinner label="Deploying…" className="text-white" /> : 'Deploy'}
        </Button>
      </form>
      <p className="text-xs text-muted">The homeserver goes on matrix.&lt;domain&gt;; user ids look like @you:&lt;domain&gt;.</p>
      {shown && (
        <div className="space-y-3 rounded-xl border border-border bg-surface-2 p-4" data-testid="deployment">
          <div className="flex flex-wrap items-center justify-between gap-2">
            <div className="min-w-0">
              <p className="truncate font-mono text-sm text-fg">{shown.matrixUrl}</p>
              <ReachabilityBadge deployment={shown} />
            </div>
            <div className="flex gap-2">
              <Button
                variant="ghost"
                size="sm"
                disabled={check.isPending}
                onClick={() =>
                  check.mutate(shown.id, {
                    onSuccess: (res) => res.deployment && setMade(res.deployment),
                    onError: (err) => toast({ title: 'Error', description: errorMessage(err, 'Could not check the server.'), variant: 'destructive' }),
                  })
                }
              >
                <RefreshCw className={check.isPending ? 'animate-spin' : undefined} aria-hidden /> Check again
              </Button>
              <Button asChild size="sm" variant="secondary">
                <a href={shown.downloadUrl} download>
                  <Download aria-hidden /> Download bundle
                </a>
              </Button>
            </div>
          </div>
          {!shown.reachable && (
            <p className="text-xs text-muted">
              Unzip it on your server, run <code className="rounded bg-surface px-1">docker compose up -d</code>, and add the DNS records from its README.
            </p>
          )}
        </div>
      )}
    </Card>
  );
}
