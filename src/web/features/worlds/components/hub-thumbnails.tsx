/**
 * The hub's live thumbnails: small SVGs drawn from the world's real aggregates — the
 * people with most messages as bubbles, a sketch of the network, the places as dots on
 * their own bounding box, the months as a sparkline. Decorative beside the card's counts
 * (which say the same in words), so they are hidden from assistive technology.
 */
import type { WorldKind } from '../../../../contract/worlds';
import { useWorldData } from '../api';
import type { WorldPeriod } from '../period';
import type { WorldSource } from '../world-source';

const W = 440;
const H = 112;

function Frame({ children, label }: { children?: React.ReactNode; label: string }) {
  return (
    <svg viewBox={`0 0 ${W} ${H}`} className="h-28 w-full rounded-xl bg-bg/60" aria-hidden focusable="false" data-thumbnail={label}>
      {children}
    </svg>
  );
}

function SocialThumb({ source, period }: { source: WorldSource; period: WorldPeriod }) {
  const { data } = useWorldData(source, 'people', { period });
  const people = (data?.people ?? []).filter((p) => !p.isSelf).slice(0, 9);
  const max = Math.max(1, ...people.map((p) => p.messageCount));
  // The most talked-to in the middle, the others alternating outwards, like a constellation.
  const order = people.map((_, i) => (i % 2 ? -1 : 1) * Math.ceil(i / 2));
  const gap = (W - 60) / Math.max(1, people.length);
  return (
    <Frame label="social">
      <circle cx={W / 2} cy={H / 2} r={5} fill="#ffffff" fillOpacity={0.8} />
      {people.map((p, i) => {
        const r = 7 + 20 * Math.sqrt(p.messageCount / max);
        const x = W / 2 + order[i]! * gap;
        const y = H / 2 + (i % 2 ? -1 : 1) * (i === 0 ? 0 : 14 + (i % 3) * 6);
        return (
          <g key={p.id}>
            <line x1={W / 2} y1={H / 2} x2={x} y2={y} stroke="#ffffff" strokeOpacity={0.12} />
            <circle cx={x} cy={y} r={r} fill={`hsl(${(i * 47 + 255) % 360} 70% 62%)`} fillOpacity={0.8} />
          </g>
        );
      })}
    </Frame>
  );
}

function NetworkThumb({ source, period }: { source: WorldSource; period: WorldPeriod }) {
  const { data } = useWorldData(source, 'network', { period });
  const nodes = (data?.nodes ?? []).slice(0, 14);
  const at = new Map(nodes.map((n, i) => [n.id, { x: W / 2 + Math.cos((i / nodes.length) * 2 * Math.PI) * (W / 2 - 40), y: H / 2 + Math.sin((i / nodes.length) * 2 * Math.PI) * (H / 2 - 14) }]));
  const maxW = Math.max(1, ...(data?.edges ?? []).map((e) => e.weight));
  return (
    <Frame label="network">
      {(data?.edges ?? []).slice(0, 60).map((e) => {
        const a = at.get(e.source);
        const b = at.get(e.target);
        return a && b ? <line key={`${e.source}-${e.target}`} x1={a.x} y1={a.y} x2={b.x} y2={b.y} stroke="#8b8bff" strokeOpacity={0.25 + 0.6 * (e.weight / maxW)} strokeWidth={1 + 2 * (e.weight / maxW)} /> : null;
      })}
      {nodes.map((n) => {
        const p = at.get(n.id)!;
        return <circle key={n.id} cx={p.x} cy={p.y} r={4} fill="#c4b5fd" />;
      })}
    </Frame>
  );
}

function MapThumb({ source, period }: { source: WorldSource; period: WorldPeriod }) {
  const { data } = useWorldData(source, 'places', { period });
  const places = data?.places ?? [];
  const lats = places.map((p) => p.lat);
  const lons = places.map((p) => p.lon);
  const [minLat, maxLat, minLon, maxLon] = [Math.min(...lats), Math.max(...lats), Math.min(...lons), Math.max(...lons)];
  const sx = (lon: number) => 24 + ((lon - minLon) / Math.max(1e-6, maxLon - minLon)) * (W - 48);
  const sy = (lat: number) => H - 14 - ((lat - minLat) / Math.max(1e-6, maxLat - minLat)) * (H - 28);
  const max = Math.max(1, ...places.map((p) => p.count));
  return (
    <Frame label="map">
      {[0.2, 0.4, 0.6, 0.8].map((f) => (
        <g key={f} stroke="#ffffff" strokeOpacity={0.06}>
          <line x1={0} x2={W} y1={H * f} y2={H * f} />
          <line y1={0} y2={H} x1={W * f} x2={W * f} />
        </g>
      ))}
      {places.slice(0, 300).map((p) => (
        <g key={p.id}>
          <circle cx={sx(p.lon)} cy={sy(p.lat)} r={6 + 10 * Math.sqrt(p.count / max)} fill="#34d399" fillOpacity={0.12} />
          <circle cx={sx(p.lon)} cy={sy(p.lat)} r={2.5 + 4 * Math.sqrt(p.count / max)} fill="#34d399" fillOpacity={0.85} />
        </g>
      ))}
    </Frame>
  );
}

function TimelineThumb({ source, period }: { source: WorldSource; period: WorldPeriod }) {
  const { data } = useWorldData(source, 'timeline', { period, query: { bucket: 'month' } });
  const buckets = data?.buckets ?? [];
  const totals = buckets.map((b) => b.messages + b.photos + b.places);
  const max = Math.max(1, ...totals);
  const step = buckets.length > 1 ? (W - 20) / (buckets.length - 1) : 0;
  const pts = totals.map((v, i) => `${10 + i * step},${H - 12 - (v / max) * (H - 28)}`);
  return (
    <Frame label="timeline">
      {pts.length > 1 && (
        <>
          <polygon points={`10,${H - 12} ${pts.join(' ')} ${10 + (pts.length - 1) * step},${H - 12}`} fill="#f59e0b" fillOpacity={0.15} />
          <polyline points={pts.join(' ')} fill="none" stroke="#f59e0b" strokeWidth={2} strokeLinejoin="round" />
        </>
      )}
    </Frame>
  );
}

export function WorldThumbnail({ world, source, period }: { world: WorldKind; source: WorldSource; period: WorldPeriod }) {
  switch (world) {
    case 'social':
      return <SocialThumb source={source} period={period} />;
    case 'network':
      return <NetworkThumb source={source} period={period} />;
    case 'map':
      return <MapThumb source={source} period={period} />;
    case 'timeline':
      return <TimelineThumb source={source} period={period} />;
  }
}
