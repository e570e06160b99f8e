/**
 * /matrix-test, the Matrix Bridge Center (spec §2/§4/§5/§8/§9; issue #16 part B): links
 * to / ('Julia AI'), /beta ('Business OS'), /element ('Open Element UI'); the deploy
 * form with the bundle download and what is verified; the service status; the WhatsApp,
 * Telegram and Discord connect forms driving each bridge's login steps; the bridge status
 * card with each bridge's real state. 3 bridges. Signed out, the page explains itself
 * and asks to sign in.
 */
import { Gamepad2, LogIn, MessageCircle, Send, Sparkles } from 'lucide-react';
import { Link, useLocation } from 'react-router';
import { BRIDGE_NETWORKS, type BridgeNetwork } from '../../../../contract/matrix-bridges';
import { cn } from '../../../lib/cn';
import { paths } from '../../../lib/paths';
import { loginPathFor } from '../../../lib/require-auth';
import { useCurrentUser } from '../../../lib/session';
import { Badge } from '../../../ui/badge';
import { Button } from '../../../ui/button';
import { Card, CardDescription, CardTitle } from '../../../ui/card';
import { ComingSoonTag } from '../../../ui/coming-soon';
import { PageFrame } from '../../../ui/page-frame';
import { Spinner } from '../../../ui/spinner';
import { TooltipProvider } from '../../../ui/tooltip';
import { useBridgesStatus, useDeployments } from '../bridges/api';
import { BridgeStatusCard } from '../bridges/bridge-status-card';
import { ConnectCard } from '../bridges/connect-card';
import { DeployCard } from '../bridges/deploy-card';
import { ServiceStatusCard } from '../bridges/service-status-card';

const ICONS: Record<BridgeNetwork, React.ReactNode> = {
  whatsapp: <MessageCircle className="size-5 text-green-400" aria-hidden />,
  telegram: <Send className="size-5 text-sky-400" aria-hidden />,
  discord: <Gamepad2 className="size-5 text-indigo-300" aria-hidden />,
};

function NavLinks({ className }: { className?: string }) {
  return (
    <nav aria-label="Matrix Bridge Center" className={cn('flex flex-wrap items-center gap-1', className)}>
      <Button asChild variant="ghost" size="sm">
        <Link to={paths.home}>Julia AI</Link>
      </Button>
      <Button asChild variant="ghost" size="sm">
        <Link to={paths.beta}>
          Business OS <ComingSoonTag to={paths.beta} />
        </Link>
      </Button>
      <Button asChild variant="secondary" size="sm">
        <Link to={paths.element}>
          Open Element UI <ComingSoonTag to={paths.element} />
        </Link>
      </Button>
    </nav>
  );
}

export default function BridgeCenterPage() {
  const { user, isLoading } = useCurrentUser();
  const location = useLocation();
  const signedIn = !!user;
  const status = useBridgesStatus(signedIn);
  const deployments = useDeployments(signedIn);
  const latest = deployments.data?.deployments[0];
  const noAccount = status.data && !status.data.matrixUserId ? 'Connect your Matrix account on /element first.' : undefined;

  return (
    <TooltipProvider>
      <PageFrame actions={<NavLinks className="hidden md:flex" />}>
        {/* On a phone the links sit under the logo, not squeezed beside it. */}
        <NavLinks className="-mx-3 -mt-2 mb-2 md:hidden" />
        <section className="mb-8 mt-4">
          <div className="flex flex-wrap items-center gap-2">
            <Badge tone="brand">
              <Sparkles className="size-3" aria-hidden /> 3 bridges
            </Badge>
            <Badge>WhatsApp · Telegram · Discord</Badge>
            <Badge>Self-hosted</Badge>
          </div>
          <h1 className="mt-3 text-3xl font-bold tracking-tight sm:text-4xl">Matrix Bridge Center</h1>
          <p className="mt-2 max-w-2xl text-muted">
            Run your own Matrix homeserver and bring WhatsApp, Telegram and Discord into it. Log in to each bridge right here: no bot commands, no desktop app.
          </p>
        </section>

        {isLoading ? (
          <Spinner label="Checking your session…" />
        ) : !signedIn ? (
          <Card className="max-w-xl">
            <CardTitle>Sign in to manage your bridges</CardTitle>
            <CardDescription className="mt-1">Deployments and bridge logins belong to your account.</CardDescription>
            <Button asChild className="mt-4">
              <Link to={loginPathFor(location)}>
                <LogIn aria-hidden /> Sign in
              </Link>
            </Button>
          </Card>
        ) : (
          <div className="space-y-6">
            <div className="grid gap-6 lg:grid-cols-[1.4fr_1fr]">
              <DeployCard latest={latest} />
              <ServiceStatusCard status={status.data} latest={latest} loading={status.isFetching} onRefresh={() => void status.refetch()} />
            </div>
            <section aria-labelledby="connect-title">
              <h2 id="connect-title" className="mb-3 text-xl font-semibold">
                Connect your accounts
              </h2>
              {noAccount && (
                <p className="mb-3 rounded-xl border border-warning/40 bg-warning/10 p-3 text-sm text-yellow-100">
                  The bridges log in your Matrix user: <Link to={paths.element} className="underline underline-offset-4">connect your Matrix account on /element</Link> first.
                </p>
              )}
              <div className="grid gap-6 md:grid-cols-2 xl:grid-cols-3">
                {BRIDGE_NETWORKS.map((n) => (
                  <ConnectCard key={n} network={n} icon={ICONS[n]} disabledReason={noAccount} status={status.data?.bridges.find((b) => b.network === n)} />
                ))}
              </div>
            </section>
            <BridgeStatusCard bridges={status.data?.bridges} loading={status.isLoading} />
          </div>
        )}
      </PageFrame>
    </TooltipProvider>
  );
}
