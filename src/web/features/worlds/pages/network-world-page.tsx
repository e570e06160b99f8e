/**
 * /worlds/network (and /worlds/sample/network): the Network Visualizer. Who talks to whom
 * (a group chat links its members), force-directed, weighted links, communities coloured;
 * search a person to focus their neighbourhood. Drawn with sigma on WebGL; where WebGL is
 * missing, the same network as lists.
 */
import { useCallback, useEffect, useMemo, useRef, useState } from 'react';
import { Link } from 'react-router';
import { Minus, Plus, RotateCcw, Search, X } from 'lucide-react';
import type { WorldSummary } from '../../../../contract/worlds';
import { WORLD_LABELS } from '../../../../contract/worlds';
import type { SocialNetwork } from '../../../../contract/worlds-social';
import { errorMessage } from '../../../lib/api-client';
import { Button } from '../../../ui/button';
import { Spinner } from '../../../ui/spinner';
import { useWorldData } from '../api';
import { buildGraph, type Community } from '../components/network-graph';
import type { NetworkView } from '../components/network-renderer';
import { count, hasWebGL, plural } from '../components/social-format';
import { WorldShell } from '../components/world-shell';
import { describePeriod, hasPeriod, periodSearch, useWorldPeriod } from '../period';
import { useWorldPng, useWorldSelection } from '../world-context';
import { personPath, type WorldSource } from '../world-source';

export default function NetworkWorldPage() {
  return (
    <WorldShell
      world="network"
      title={WORLD_LABELS.network}
      description="Who talks to whom: people who share a chat are linked, thicker links answer each other more, and colours are the circles people move in."
    >
      {(summary, source) => <NetworkWorld summary={summary} source={source} />}
    </WorldShell>
  );
}

function NetworkWorld({ source }: { summary: WorldSummary; source: WorldSource }) {
  const [period] = useWorldPeriod();
  const net = useWorldData(source, 'network', { period });
  if (net.isPending) {
    return (
      <div className="flex min-h-[40vh] items-center justify-center">
        <Spinner />
      </div>
    );
  }
  if (net.isError) {
    return (
      <div role="alert" className="rounded-xl border border-danger/40 bg-danger/10 p-4 text-sm">
        {errorMessage(net.error, 'The network could not be loaded.')}
      </div>
    );
  }
  if (!net.data.nodes.length) {
    return (
      <div className="rounded-2xl border border-dashed border-border p-10 text-center">
        <h2 className="text-xl font-semibold">No network{hasPeriod(period) ? ' in this period' : ' yet'}</h2>
        <p className="mx-auto mt-2 max-w-md text-muted">
          {hasPeriod(period)
            ? `No one wrote between ${describePeriod(period)}. Clear the period to see everyone.`
            : 'The network is drawn from chats: import a chat export (WhatsApp, Telegram, Discord, Messenger, Instagram, Signal or iMessage) to see who talks to whom.'}
        </p>
      </div>
    );
  }
  return <NetworkExplorer data={net.data} source={source} />;
}

function NetworkExplorer({ data, source }: { data: SocialNetwork; source: WorldSource }) {
  const [period] = useWorldPeriod();
  const search = periodSearch(period);
  const [, setSelection] = useWorldSelection();
  const { graph, communities } = useMemo(() => buildGraph(data), [data]);
  const container = useRef<HTMLDivElement>(null);
  const view = useRef<NetworkView | null>(null);
  const [webgl] = useState(hasWebGL);
  const [drawError, setDrawError] = useState<string | null>(null);
  const [focused, setFocused] = useState<string | null>(null);
  const [query, setQuery] = useState('');
  const byId = useMemo(() => new Map(data.nodes.map((n) => [n.id, n])), [data]);

  const focus = useCallback(
    (id: string | null) => {
      setFocused(id);
      view.current?.focus(id);
      const n = id ? byId.get(id) : null;
      setSelection(n ? { kind: 'person', id: n.id, label: n.name } : { kind: 'world', world: 'network' });
    },
    [byId, setSelection],
  );

  useEffect(() => {
    if (!webgl || !container.current) return;
    let v: NetworkView | null = null;
    let cancelled = false;
    import('../components/network-renderer')
      .then(({ NetworkView: View }) => {
        if (cancelled || !container.current) return;
        v = new View(container.current, graph, { onClickNode: (id) => focus(id) });
        view.current = v;
      })
      .catch((e: unknown) => setDrawError(e instanceof Error ? e.message : String(e)));
    return () => {
      cancelled = true;
      v?.destroy();
      view.current = null;
    };
    // `focus` is stable enough: it only changes with the data, which rebuilds the graph.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [graph, webgl]);

  const png = useCallback(async () => {
    if (!view.current) throw new Error('The network is not drawn yet.');
    return view.current.toPng();
  }, []);
  useWorldPng(webgl ? png : null);

  const matches = useMemo(() => {
    const q = query.trim().toLowerCase();
    if (!q) return [];
    return data.nodes.filter((n) => n.name.toLowerCase().includes(q)).slice(0, 8);
  }, [data, query]);

  const focusedNode = focused ? byId.get(focused) : null;
  const connections = useMemo(() => {
    if (!focused || !graph.hasNode(focused)) return [];
    return graph
      .mapEdges(focused, (_e, attrs, s, t) => ({ id: s === focused ? t : s, weight: attrs.weight }))
      .sort((a, b) => b.weight - a.weight)
      .slice(0, 12)
      .map((c) => ({ ...c, name: byId.get(c.id)?.name ?? '' }));
  }, [focused, graph, byId]);
  const communityOf = (id: string) => communities[graph.getNodeAttribute(id, 'community')];

  return (
    <div className="grid gap-6 lg:grid-cols-[minmax(0,1fr)_320px]">
      <section aria-labelledby="network-title" className="min-w-0">
        <h2 id="network-title" className="sr-only">
          The network
        </h2>
        <p className="mb-3 text-sm text-muted" data-testid="network-counts">
          <strong className="text-fg">{plural(graph.order, 'person', 'people')}</strong> · {plural(graph.size, 'link')} · {plural(communities.length, 'community', 'communities')}
          {hasPeriod(period) ? ` · ${describePeriod(period)}` : ''}
        </p>
        {webgl && !drawError ? (
          <div className="relative">
            <div
              ref={container}
              role="img"
              aria-label={`Network of ${plural(graph.order, 'person', 'people')} and ${plural(graph.size, 'link')}. Search a person to focus their neighbourhood; the panel lists their connections.`}
              tabIndex={0}
              onKeyDown={(e) => {
                const moves: Record<string, [number, number]> = { ArrowLeft: [-0.1, 0], ArrowRight: [0.1, 0], ArrowUp: [0, 0.1], ArrowDown: [0, -0.1] };
                if (moves[e.key]) {
                  e.preventDefault();
                  view.current?.panBy(...moves[e.key]!);
                } else if (e.key === '+' || e.key === '=') view.current?.zoomIn();
                else if (e.key === '-') view.current?.zoomOut();
                else if (e.key === '0') view.current?.reset();
                else if (e.key === 'Escape') focus(null);
              }}
              className="h-[62vh] min-h-[360px] w-full touch-none overflow-hidden rounded-2xl border border-border bg-[#0d0d1a]"
              data-testid="network-canvas"
            />
            <div className="absolute right-3 bottom-3 flex flex-col gap-1.5">
              <Button type="button" size="icon" variant="secondary" aria-label="Zoom in" onClick={() => view.current?.zoomIn()}>
                <Plus />
              </Button>
              <Button type="button" size="icon" variant="secondary" aria-label="Zoom out" onClick={() => view.current?.zoomOut()}>
                <Minus />
              </Button>
              <Button type="button" size="icon" variant="secondary" aria-label="Reset the view" onClick={() => view.current?.reset()}>
                <RotateCcw />
              </Button>
            </div>
          </div>
        ) : (
          <p role="alert" className="rounded-xl border border-border bg-surface-2 p-4 text-sm">
            {drawError ? `The network could not be drawn: ${drawError}` : 'This browser cannot draw WebGL, which the network needs.'} The panel beside it still lets you search people and
            walk their connections.
          </p>
        )}
      </section>

      <aside className="flex flex-col gap-5" aria-label="Search, focus and legend">
        <div role="search" className="relative">
          <label htmlFor="network-search" className="mb-1.5 block text-sm font-medium">
            Search a person
          </label>
          <div className="relative">
            <Search className="pointer-events-none absolute top-1/2 left-3 size-4 -translate-y-1/2 text-muted" aria-hidden />
            <input
              id="network-search"
              type="search"
              value={query}
              onChange={(e) => setQuery(e.target.value)}
              onKeyDown={(e) => {
                if (e.key === 'Enter' && matches[0]) {
                  focus(matches[0].id);
                  setQuery('');
                }
              }}
              placeholder="Name"
              autoComplete="off"
              className="h-10 w-full rounded-lg border border-border bg-surface-2 pr-3 pl-9 text-sm text-fg placeholder:text-muted"
            />
          </div>
          {query.trim() && (
            <ul aria-label="Matching people" className="mt-1 flex flex-col rounded-lg border border-border bg-surface-2 p-1">
              {matches.length ? (
                matches.map((n) => (
                  <li key={n.id}>
                    <button
                      type="button"
                      className="w-full rounded-md px-2 py-1.5 text-left text-sm hover:bg-surface"
                      onClick={() => {
                        focus(n.id);
                        setQuery('');
                      }}
                    >
                      {n.name} <span className="text-xs text-muted">· {plural(n.weight, 'message')}</span>
                    </button>
                  </li>
                ))
              ) : (
                <li className="px-2 py-1.5 text-sm text-muted">No one called “{query.trim()}”.</li>
              )}
            </ul>
          )}
        </div>

        {focusedNode ? (
          <section aria-labelledby="network-focus-title" className="rounded-2xl border border-border bg-surface/80 p-4 text-sm">
            <div className="flex items-start justify-between gap-2">
              <h2 id="network-focus-title" className="text-base font-semibold">
                {focusedNode.name}
              </h2>
              <Button type="button" size="sm" variant="ghost" onClick={() => focus(null)}>
                <X /> Show everyone
              </Button>
            </div>
            <p className="text-muted">
              {plural(focusedNode.weight, 'message')} · {plural(graph.degree(focusedNode.id), 'connection')}
            </p>
            <p className="mt-1 flex items-center gap-1.5 text-muted">
              <span aria-hidden className="inline-block size-2.5 rounded-full" style={{ background: communityOf(focusedNode.id)?.color }} /> Community {(communityOf(focusedNode.id)?.id ?? 0) + 1}
            </p>
            {connections.length > 0 && (
              <>
                <h3 className="mt-3 mb-1 font-medium">Talks most with</h3>
                <ul aria-label={`Connections of ${focusedNode.name}`} className="flex flex-col">
                  {connections.map((c) => (
                    <li key={c.id}>
                      <button type="button" onClick={() => focus(c.id)} className="flex w-full items-center justify-between rounded-md px-2 py-1 text-left hover:bg-surface-2">
                        <span className="truncate">{c.name}</span>
                        <span className="text-xs text-muted">{count(c.weight)}</span>
                      </button>
                    </li>
                  ))}
                </ul>
              </>
            )}
            {personPath(source, focusedNode.id, search) && !focusedNode.isSelf && (
              <Link to={personPath(source, focusedNode.id, search)!} className="mt-3 inline-block text-brand-fg hover:underline">
                Open the relationship with {focusedNode.name}
              </Link>
            )}
          </section>
        ) : null}

        <CommunityLegend communities={communities} />
      </aside>
    </div>
  );
}

function CommunityLegend({ communities }: { communities: Community[] }) {
  const shown = communities.slice(0, 8);
  return (
    <section aria-labelledby="network-legend-title" className="rounded-2xl border border-border bg-surface/80 p-4 text-sm">
      <h2 id="network-legend-title" className="mb-3 text-sm font-semibold tracking-wide text-muted uppercase">
        Legend
      </h2>
      <p className="mb-3 text-muted">Dot size: messages written. Link thickness: how often two people answer each other. Colour: community (Louvain).</p>
      <ul className="flex flex-col gap-2" aria-label="Communities">
        {shown.map((c) => (
          <li key={c.id} className="flex items-start gap-2">
            <span aria-hidden className="mt-1 inline-block size-3 shrink-0 rounded-full" style={{ background: c.color }} />
            <span className="min-w-0">
              <span className="font-medium">Community {c.id + 1}</span> <span className="text-muted">· {plural(c.size, 'person', 'people')}</span>
              <span className="block truncate text-xs text-muted">{c.top.join(', ')}</span>
            </span>
          </li>
        ))}
      </ul>
      {communities.length > shown.length && <p className="mt-2 text-xs text-muted">and {count(communities.length - shown.length)} smaller communities</p>}
    </section>
  );
}
