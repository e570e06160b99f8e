/**
 * /worlds/map: the Location Memory Map. Every place of the world (photos with a position,
 * locations shared in chats, Google visits and records) on an offline world map, clustered
 * and sized by count, or as a heat map; a place opens its photos and messages. The period
 * (the timeline's brush) narrows it.
 */
import { Flame, Locate, MapPin, Minus, Plus } from 'lucide-react';
import { Suspense, lazy, useCallback, useEffect, useMemo, useRef, useState } from 'react';
import { Link, useSearchParams } from 'react-router';
import { WORLD_LABELS, type WorldSummary } from '../../../../contract/worlds';
import { errorMessage } from '../../../lib/api-client';
import { paths } from '../../../lib/paths';
import { Button } from '../../../ui/button';
import { ExternalLink } from '../../../ui/external-link';
import { Spinner } from '../../../ui/spinner';
import { useWorldData } from '../api';
import type { MapCanvasHandle } from '../components/map-canvas';
import { MAP_COLORS, radiusOf } from '../components/map-style';
import { PlaceList, PlacePanel } from '../components/map-place-panel';
import { WorldShell } from '../components/world-shell';
import { hasPeriod, useWorldPeriod } from '../period';
import { useWorldPng, useWorldSelection } from '../world-context';
import type { WorldSource } from '../world-source';

/** The canvas and its basemap load after the page (the Natural Earth shapes are its biggest part). */
const MapCanvas = lazy(() => import('../components/map-canvas').then((m) => ({ default: m.MapCanvas })));

export default function MapWorldPage() {
  return (
    <WorldShell
      world="map"
      title={WORLD_LABELS.map}
      description="Where your memories happened: photos, shared locations and visits on one map. Open a place for its photos and messages."
    >
      {(summary, source) => <MapWorld summary={summary} source={source} />}
    </WorldShell>
  );
}

function MapWorld({ summary, source }: { summary: WorldSummary; source: WorldSource }) {
  const [period] = useWorldPeriod();
  const q = useWorldData(source, 'places', { period });
  const [heat, setHeat] = useState(false);
  // `?place=<id>` opens that place (an Ask answer's place chip links here).
  const placeParam = useSearchParams()[0].get('place');
  const [openId, setOpenId] = useState<string | null>(placeParam);
  const [cluster, setCluster] = useState<string[] | null>(null);
  // A new `?place=` while the map is shown opens it too (state adjusted while rendering, not in an effect).
  const [seenPlaceParam, setSeenPlaceParam] = useState(placeParam);
  if (placeParam !== seenPlaceParam) {
    setSeenPlaceParam(placeParam);
    if (placeParam) {
      setOpenId(placeParam);
      setCluster(null);
    }
  }
  const [, setSelection] = useWorldSelection();
  const map = useRef<MapCanvasHandle>(null);

  const places = useMemo(() => q.data?.places ?? [], [q.data]);
  const byId = useMemo(() => new Map(places.map((p) => [p.id, p])), [places]);
  const open = openId ? byId.get(openId) : undefined;
  const points = places.reduce((n, p) => n + p.count, 0);
  const photoPlaces = places.filter((p) => p.kinds.includes('photo')).length;

  useEffect(() => {
    setSelection(open ? { kind: 'place', id: open.id, label: open.name } : { kind: 'world', world: 'map' });
  }, [open, setSelection]);

  const png = useCallback(() => {
    if (!map.current) return Promise.reject(new Error('The map is not drawn yet.'));
    return map.current.toBlob();
  }, []);
  useWorldPng(places.length ? png : null);

  const openPlace = useCallback((id: string) => {
    setOpenId(id);
    setCluster(null);
  }, []);
  const openCluster = useCallback((ids: string[]) => {
    setCluster(ids);
    setOpenId(null);
  }, []);

  if (q.isPending) {
    return (
      <div className="flex min-h-[40vh] items-center justify-center">
        <Spinner />
      </div>
    );
  }
  if (q.isError) {
    return (
      <div role="alert" className="rounded-xl border border-danger/40 bg-danger/10 p-4 text-sm">
        {errorMessage(q.error, 'The places could not be loaded.')}
      </div>
    );
  }

  const label = `Map of ${places.length.toLocaleString()} ${places.length === 1 ? 'place' : 'places'}, ${points.toLocaleString()} data points`;
  const clusterPlaces = cluster?.map((id) => byId.get(id)).filter((p) => p !== undefined) ?? [];

  return (
    <div className="grid gap-6 lg:grid-cols-[minmax(0,1fr)_22rem]">
      <div className="flex min-w-0 flex-col gap-3">
        <dl className="flex flex-wrap gap-x-6 gap-y-1 text-sm" aria-label="Counts">
          <Stat label="Places" value={places.length} />
          <Stat label="Data points there" value={points} />
          <Stat label="Places with photos" value={photoPlaces} />
          {summary.photos > 0 && <Stat label="Photos in this world" value={summary.photos} />}
        </dl>
        <div className="relative h-[62vh] min-h-[22rem] rounded-xl border border-border bg-[#0c1222]" data-testid="map-frame">
          {places.length ? (
            <Suspense
              fallback={
                <div className="flex h-full items-center justify-center">
                  <Spinner />
                </div>
              }
            >
              <MapCanvas ref={map} places={places} heat={heat} selectedId={openId} onSelectPlace={openPlace} onSelectCluster={openCluster} label={label} />
            </Suspense>
          ) : (
            <div className="flex h-full flex-col items-center justify-center gap-3 p-6 text-center">
              <MapPin aria-hidden className="size-8 text-muted" />
              {hasPeriod(period) ? (
                <p className="text-muted">No places in this period. Widen it on the timeline or clear it above.</p>
              ) : (
                <>
                  <p className="max-w-md text-muted">
                    No places yet. Import photos taken with location on, a chat with shared locations, or your Google location history.
                  </p>
                  {source.kind === 'own' && (
                    <Button asChild size="sm">
                      <Link to={paths.onboarding}>Import data</Link>
                    </Button>
                  )}
                </>
              )}
            </div>
          )}
          {places.length > 0 && (
            <div className="absolute top-3 right-3 flex flex-col gap-1" role="toolbar" aria-label="Map controls">
              <Button variant="secondary" size="icon" aria-label="Zoom in" onClick={() => map.current?.zoomBy(1.6)}>
                <Plus />
              </Button>
              <Button variant="secondary" size="icon" aria-label="Zoom out" onClick={() => map.current?.zoomBy(1 / 1.6)}>
                <Minus />
              </Button>
              <Button variant="secondary" size="icon" aria-label="Fit all places" onClick={() => map.current?.reset()}>
                <Locate />
              </Button>
              <Button
                variant={heat ? 'primary' : 'secondary'}
                size="icon"
                aria-label="Heat map"
                aria-pressed={heat}
                onClick={() => setHeat((h) => !h)}
              >
                <Flame />
              </Button>
            </div>
          )}
        </div>
        {places.length > 0 && <Legend heat={heat} />}
        <p className="text-xs text-muted">
          Place names:{' '}
          <ExternalLink href="https://www.geonames.org/" className="underline underline-offset-2 hover:text-fg">
            GeoNames
          </ExternalLink>
          ,{' '}
          <ExternalLink href="https://creativecommons.org/licenses/by/4.0/" className="underline underline-offset-2 hover:text-fg">
            CC BY 4.0
          </ExternalLink>
        </p>
      </div>

      <aside aria-label="Places" className="flex min-w-0 flex-col gap-4 rounded-xl border border-border bg-surface/80 p-4">
        {openId ? (
          <PlacePanel source={source} id={openId} period={period} onClose={() => setOpenId(null)} />
        ) : cluster ? (
          <>
            <div className="flex items-center justify-between gap-2">
              <p className="text-sm text-muted">{clusterPlaces.length.toLocaleString()} places in this group</p>
              <Button variant="ghost" size="sm" onClick={() => setCluster(null)}>
                All places
              </Button>
            </div>
            <PlaceList title="Places in this group" places={clusterPlaces.slice(0, 200)} onOpen={openPlace} />
          </>
        ) : places.length ? (
          <PlaceList title="Most visited places" places={places.slice(0, 100)} onOpen={openPlace} />
        ) : (
          <p className="text-sm text-muted">Places appear here once the world has some.</p>
        )}
      </aside>
    </div>
  );
}

function Stat({ label, value }: { label: string; value: number }) {
  return (
    <div className="flex items-baseline gap-2">
      <dt className="text-muted">{label}</dt>
      <dd className="font-semibold tabular-nums">{value.toLocaleString()}</dd>
    </div>
  );
}

function Legend({ heat }: { heat: boolean }) {
  return (
    <div className="flex flex-wrap items-center gap-x-5 gap-y-2 text-xs text-muted" aria-label="Legend" role="group">
      {heat ? (
        <span className="flex items-center gap-2">
          <span aria-hidden className="h-3 w-24 rounded-full" style={{ background: 'linear-gradient(90deg, #7c3aed33, #ef4444, #fb923c)' }} />
          Fewer → more data points
        </span>
      ) : (
        <>
          <LegendDot color={MAP_COLORS.photos} text="Photos" />
          <LegendDot color={MAP_COLORS.locations} text="Shared locations and visits" />
          <LegendDot color={MAP_COLORS.both} text="Both" />
          <span className="flex items-center gap-2">
            {[1, 10, 100].map((n) => (
              <span
                key={n}
                aria-hidden
                className="inline-block rounded-full border border-muted/60"
                style={{ width: radiusOf(n) * 2, height: radiusOf(n) * 2 }}
              />
            ))}
            Size: 1, 10, 100 data points
          </span>
          <span>Numbers on a circle: data points in that group</span>
        </>
      )}
    </div>
  );
}

function LegendDot({ color, text }: { color: string; text: string }) {
  return (
    <span className="flex items-center gap-2">
      <span aria-hidden className="h-3 w-3 rounded-full" style={{ background: color }} />
      {text}
    </span>
  );
}
