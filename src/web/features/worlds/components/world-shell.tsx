/**
 * The frame of every world page: whose world it is (yours, the sample, a shared link),
 * the four worlds as tabs (keeping the period), the period chip set by the timeline's
 * brush, the plan's coverage line (what every figure of the page is of, ADR 052), and the
 * empty state that leads to /onboarding. A world page renders its content as
 * `children(summary)` once the summary has arrived; the hub of your own world adds the
 * Basic plan's choice of its data points below it.
 */
import { useMemo, useState, type ReactNode } from 'react';
import { Info } from 'lucide-react';
import { Link, useLocation } from 'react-router';
import { WORLD_KINDS, WORLD_LABELS, type WorldKind, type WorldSummary } from '../../../../contract/worlds';
import { errorMessage } from '../../../lib/api-client';
import { cn } from '../../../lib/cn';
import { paths } from '../../../lib/paths';
import { useWorldSummary } from '../../../lib/queries/worlds';
import { useRequireUser } from '../../../lib/require-auth';
import { Badge } from '../../../ui/badge';
import { Button } from '../../../ui/button';
import { PageFrame } from '../../../ui/page-frame';
import { Spinner } from '../../../ui/spinner';
import { describePeriod, hasPeriod, periodSearch, useWorldPeriod } from '../period';
import { WorldPageContext, type WorldSelection } from '../world-context';
import { hubPath, useWorldSource, worldPath, type WorldSource } from '../world-source';
import { CheckoutReturnNotice } from '../../billing';
import { AskButton } from '../ask/ask-button';
import { PlanScopePanel } from './plan-scope-panel';
import { ExportMenu, NarrationPanel, ShareButton } from './world-tools';

type Props = {
  /** The world shown (null on the hub). */
  world: WorldKind | null;
  title: string;
  description?: ReactNode;
  /** Extra controls at the right of the title row (export, share, narrate…). */
  actions?: ReactNode;
  children: (summary: WorldSummary, source: WorldSource) => ReactNode;
};

export function WorldShell(props: Props) {
  const source = useWorldSource();
  if (source.kind === 'own') return <OwnWorld {...props} />;
  return <WorldFrame {...props} source={source} />;
}

/** The user's own world: signed in first (the login page comes back here). */
function OwnWorld(props: Props) {
  const { user, isLoading } = useRequireUser();
  if (isLoading || !user) {
    return (
      <PageFrame>
        <h1 className="sr-only">{props.title}</h1>
        <div className="flex min-h-[40vh] items-center justify-center">
          <Spinner />
        </div>
      </PageFrame>
    );
  }
  return <WorldFrame {...props} source={{ kind: 'own' }} />;
}

function WorldFrame({ world, title, description, actions, children, source }: Props & { source: WorldSource }) {
  const summary = useWorldSummary(source);
  const [period, setPeriod] = useWorldPeriod();
  const search = periodSearch(period);
  const { pathname } = useLocation();
  const [selection, setSelection] = useState<WorldSelection | null>(null);
  const [pngRenderer, setPng] = useState<(() => Promise<Blob>) | null>(null);
  const context = useMemo(
    () => ({ selection, setSelection, pngRenderer, setPngRenderer: (fn: (() => Promise<Blob>) | null) => setPng(() => fn) }),
    [selection, pngRenderer],
  );

  return (
    <WorldPageContext.Provider value={context}>
    <PageFrame
      actions={
        source.kind === 'own' ? (
          <Button asChild variant="ghost" size="sm">
            <Link to={paths.dashboard}>Dashboard</Link>
          </Button>
        ) : source.kind === 'sample' ? (
          <Button asChild size="sm">
            <Link to={paths.onboarding}>Build your own world</Link>
          </Button>
        ) : null
      }
    >
      <div className="flex flex-col gap-6">
        <div className="flex flex-wrap items-start justify-between gap-4">
          <div className="min-w-0">
            <div className="mb-1 flex flex-wrap items-center gap-2 text-sm text-muted">
              {source.kind !== 'share' && (
                <Link to={hubPath(source) + search} className="hover:text-fg">
                  {source.kind === 'sample' ? 'Sample world' : 'Your worlds'}
                </Link>
              )}
              {source.kind === 'sample' && <Badge>Synthetic sample data · Pro plan</Badge>}
              {source.kind === 'share' && <Badge>Shared read-only</Badge>}
            </div>
            <h1 className="text-3xl font-bold tracking-tight break-words sm:text-4xl">{title}</h1>
            {description && <p className="mt-2 max-w-2xl text-muted">{description}</p>}
          </div>
          <div className="flex flex-wrap items-center gap-2">
            {summary.data && summary.data.dataPoints > 0 && <AskButton source={source} />}
            {actions}
            {world && summary.data && summary.data.dataPoints > 0 && <ExportMenu source={source} world={world} />}
            {source.kind === 'own' && summary.data && summary.data.dataPoints > 0 && <ShareButton world={world} />}
          </div>
        </div>

        {source.kind !== 'share' && (
          <nav aria-label="Worlds" className="-mx-1 flex gap-1 overflow-x-auto pb-1">
            {WORLD_KINDS.map((k) => {
              const to = worldPath(source, k);
              const active = world === k || pathname.startsWith(`${to}/`);
              return (
                <Link
                  key={k}
                  to={to + search}
                  aria-current={active ? 'page' : undefined}
                  className={cn(
                    'shrink-0 rounded-lg px-3 py-1.5 text-sm font-medium text-muted transition hover:bg-surface-2 hover:text-fg',
                    active && 'bg-brand text-white hover:bg-brand hover:text-white',
                  )}
                >
                  {WORLD_LABELS[k]}
                </Link>
              );
            })}
          </nav>
        )}

        {(hasPeriod(period) || summary.data?.notice) && (
          <div className="flex flex-wrap items-center gap-3 text-sm">
            {hasPeriod(period) && (
              <span className="inline-flex items-center gap-2 rounded-full border border-border bg-surface-2 px-3 py-1">
                <span className="text-muted">Period:</span> {describePeriod(period)}
                <button type="button" className="text-brand-2 hover:underline" onClick={() => setPeriod(null)}>
                  Clear
                </button>
              </span>
            )}
            {summary.data?.notice && (
              <p role="note" data-testid="coverage-notice" className="inline-flex min-w-0 items-start gap-2 text-muted">
                <Info aria-hidden className="mt-0.5 size-4 shrink-0 text-brand-2" />
                <span>
                  {summary.data.notice}
                  {source.kind === 'own' && summary.data.plan === 'basic' && (
                    <>
                      {' '}
                      <Link to={`${hubPath(source)}${search}#plan-scope`} className="whitespace-nowrap text-brand-2 hover:underline">
                        Choose what they are
                      </Link>
                    </>
                  )}
                </span>
              </p>
            )}
          </div>
        )}

        {summary.isPending ? (
          <div className="flex min-h-[40vh] items-center justify-center">
            <Spinner />
          </div>
        ) : summary.isError ? (
          <div role="alert" className="rounded-xl border border-danger/40 bg-danger/10 p-4 text-sm">
            {errorMessage(summary.error, 'This world could not be loaded.')}
          </div>
        ) : summary.data.dataPoints === 0 ? (
          <EmptyWorld source={source} />
        ) : (
          <>
            {world === null && source.kind === 'own' && <CheckoutReturnNotice />}
            {children(summary.data, source)}
            {world === null && source.kind === 'own' && <PlanScopePanel summary={summary.data} />}
            {/* Narration is refused on shared links (ADR 031): the panel shows on your own world and the sample. */}
            {world && source.kind !== 'share' && <NarrationPanel source={source} world={world} />}
          </>
        )}
      </div>
    </PageFrame>
    </WorldPageContext.Provider>
  );
}

function EmptyWorld({ source }: { source: WorldSource }) {
  return (
    <div className="rounded-2xl border border-dashed border-border p-10 text-center">
      <h2 className="text-xl font-semibold">Nothing here yet</h2>
      <p className="mx-auto mt-2 max-w-md text-muted">
        {source.kind === 'own'
          ? 'Your worlds are drawn from your own chats, photos and places. Bring a chat export (WhatsApp, Telegram, Discord, Messenger, Instagram, Signal or iMessage), photos, your Google location history or GPS tracks to begin.'
          : 'This world has no data.'}
      </p>
      {source.kind === 'own' && (
        <div className="mt-6 flex flex-wrap justify-center gap-3">
          <Button asChild>
            <Link to={paths.onboarding}>Import your data</Link>
          </Button>
          <Button asChild variant="outline">
            <Link to={paths.sampleWorld}>Walk the sample world</Link>
          </Button>
        </div>
      )}
    </div>
  );
}
