/**
 * The Location Memory Map's drawing: an offline basemap (Natural Earth countries from the
 * `world-atlas` package, projected once with d3-geo into a Path2D) on a 2D canvas, the
 * places clustered with supercluster for the current zoom and sized by their count, or a
 * heat map of the same clusters. d3-zoom gives mouse, touch (pinch) and wheel pan/zoom;
 * the focusable frame takes arrow keys (pan) and + / − / 0 (zoom, reset). Nothing is
 * fetched: the basemap ships in this chunk (ADR 030). The biggest marks are labelled with
 * their place's name (a group with its most counted place's, "Kyoto, Japan +3"), where the
 * labels do not overlap; selecting a place (here or in the list) flies the view to it.
 */
import { geoGraticule10, geoMercator, geoPath } from 'd3-geo';
import { select } from 'd3-selection';
import { zoom as d3Zoom, zoomIdentity, type ZoomBehavior, type ZoomTransform } from 'd3-zoom';
import { useCallback, useEffect, useImperativeHandle, useRef, useState, type Ref } from 'react';
import Supercluster from 'supercluster';
import { feature, mesh } from 'topojson-client';
import type { GeometryCollection, Topology } from 'topojson-specification';
import countriesTopo from 'world-atlas/countries-110m.json';
import type { PlacesResponse } from '../../../../contract/worlds';
import { colorOf, kindBits, radiusOf } from './map-style';

export type MapPlace = PlacesResponse['places'][number];

/** Side of the square Web Mercator "world" the basemap is projected into once. */
const WORLD = 512;
const MAX_ZOOM_K = 2 ** 15;
/** Fitting one place (or a few close ones) stops at about a region's scale, where the basemap still shows coastlines. */
const FIT_MAX_K = 2 ** 6;
/** Flying to one place stops at a region's scale, where borders and coasts still show (or stays closer, when already closer). */
const FOCUS_K = FIT_MAX_K;
const FLY_MS = 650;
/** Most place names written on the map at once (the biggest marks first). */
const MAX_LABELS = 24;

const COLORS = { ocean: '#0c1222', land: '#1d2438', border: '#39425f', graticule: '#151c30', label: '#0b0b14', ring: '#ffffff' };

const projection = geoMercator()
  .scale(WORLD / (2 * Math.PI))
  .translate([WORLD / 2, WORLD / 2])
  .precision(0.2);


/** The basemap as paths in world units, built once (the first map drawn). */
let basemap: { land: Path2D; borders: Path2D; graticule: Path2D } | null = null;
function getBasemap() {
  if (basemap) return basemap;
  const topo = countriesTopo as unknown as Topology<{ countries: GeometryCollection; land: GeometryCollection }>;
  const path = geoPath(projection);
  basemap = {
    land: new Path2D(path(feature(topo, topo.objects.land)) ?? ''),
    borders: new Path2D(path(mesh(topo, topo.objects.countries, (a, b) => a !== b)) ?? ''),
    graticule: new Path2D(path(geoGraticule10()) ?? ''),
  };
  return basemap;
}

type PointProps = { id: string; count: number; bits: number; name: string };
/** `top`: the name of the group's most counted place, `topCount` its count. */
type ClusterProps = { count: number; bits: number; top: string; topCount: number };
type Drawn = { x: number; y: number; r: number; clusterId: number | null; placeId: string | null; count: number; bits: number; label: string };

export interface MapCanvasHandle {
  zoomBy(factor: number): void;
  reset(): void;
  /** Draws the current view into a PNG. */
  toBlob(): Promise<Blob>;
}

type Props = {
  places: MapPlace[];
  heat: boolean;
  selectedId: string | null;
  onSelectPlace: (id: string) => void;
  /** A cluster was opened: the ids of its places, most counted first. */
  onSelectCluster: (ids: string[]) => void;
  ref?: Ref<MapCanvasHandle>;
  /** What the map shows, for screen readers ("12 places, 340 data points"). */
  label: string;
};

export function MapCanvas({ places, heat, selectedId, onSelectPlace, onSelectCluster, ref, label }: Props) {
  const frameRef = useRef<HTMLDivElement>(null);
  const canvasRef = useRef<HTMLCanvasElement>(null);
  const [supported, setSupported] = useState(true);
  const state = useRef({
    transform: zoomIdentity as ZoomTransform,
    size: { w: 0, h: 0, dpr: 1 },
    drawn: [] as Drawn[],
    raf: 0,
    fly: 0,
    zoom: null as ZoomBehavior<HTMLCanvasElement, unknown> | null,
  });
  const props = useRef({ heat, selectedId });
  props.current = { heat, selectedId };

  const index = useRef<Supercluster<PointProps, ClusterProps> | null>(null);
  /** The ids of the places the view was last fitted to. */
  const fitted = useRef('');

  const draw = useCallback(() => {
    const canvas = canvasRef.current;
    const ctx = canvas?.getContext('2d');
    if (!canvas || !ctx) return;
    const { w, h, dpr } = state.current.size;
    const t = state.current.transform;
    ctx.setTransform(dpr, 0, 0, dpr, 0, 0);
    ctx.fillStyle = COLORS.ocean;
    ctx.fillRect(0, 0, w, h);
    const base = getBasemap();
    ctx.save();
    ctx.translate(t.x, t.y);
    ctx.scale(t.k, t.k);
    ctx.lineWidth = 1 / t.k;
    ctx.strokeStyle = COLORS.graticule;
    ctx.stroke(base.graticule);
    ctx.fillStyle = COLORS.land;
    ctx.fill(base.land);
    ctx.strokeStyle = COLORS.border;
    ctx.stroke(base.borders);
    ctx.restore();

    const drawn: Drawn[] = [];
    const idx = index.current;
    if (idx) {
      // Not projection.invert: it wraps longitudes past ±180°, which would cut the box.
      const [west, north] = lonLatAt(-t.x / t.k, -t.y / t.k);
      const [east, south] = lonLatAt((w - t.x) / t.k, (h - t.y) / t.k);
      const z = Math.max(0, Math.min(20, Math.floor(Math.log2((WORLD * t.k) / 256) + 0.5)));
      const features = idx.getClusters([Math.max(-180, west), Math.max(-85, south), Math.min(180, east), Math.min(85, north)], z);
      for (const f of features) {
        const [lon, lat] = f.geometry.coordinates as [number, number];
        const [px, py] = projection([lon, lat])!;
        const p = f.properties as Partial<PointProps & ClusterProps & { cluster: boolean; cluster_id: number; point_count: number }>;
        const count = p.count ?? 1;
        const others = (p.point_count ?? 1) - 1;
        drawn.push({
          x: px! * t.k + t.x,
          y: py! * t.k + t.y,
          r: radiusOf(count),
          clusterId: p.cluster ? (p.cluster_id ?? null) : null,
          placeId: p.cluster ? null : (p.id ?? null),
          count,
          bits: p.bits ?? 0,
          label: p.cluster ? `${p.top ?? ''}${others > 0 ? ` +${others}` : ''}` : (p.name ?? ''),
        });
      }
    }
    drawn.sort((a, b) => b.r - a.r);
    if (props.current.heat) {
      ctx.globalCompositeOperation = 'lighter';
      for (const d of drawn) {
        const r = 26 + d.r * 2;
        const g = ctx.createRadialGradient(d.x, d.y, 0, d.x, d.y, r);
        const a = Math.min(0.95, 0.5 + Math.log10(1 + d.count) * 0.2);
        g.addColorStop(0, `rgba(251, 146, 60, ${a})`);
        g.addColorStop(0.45, `rgba(239, 68, 68, ${a * 0.6})`);
        g.addColorStop(1, 'rgba(124, 58, 237, 0)');
        ctx.fillStyle = g;
        ctx.fillRect(d.x - r, d.y - r, r * 2, r * 2);
      }
      ctx.globalCompositeOperation = 'source-over';
    } else {
      ctx.font = '600 11px system-ui, sans-serif';
      ctx.textAlign = 'center';
      ctx.textBaseline = 'middle';
      for (const d of drawn) {
        ctx.beginPath();
        ctx.arc(d.x, d.y, d.r, 0, Math.PI * 2);
        ctx.fillStyle = colorOf(d.bits);
        ctx.globalAlpha = 0.85;
        ctx.fill();
        ctx.globalAlpha = 1;
        const selected = d.placeId !== null && d.placeId === props.current.selectedId;
        ctx.lineWidth = selected ? 3 : 1.25;
        ctx.strokeStyle = selected ? COLORS.ring : 'rgba(11, 11, 20, 0.8)';
        ctx.stroke();
        if (d.r >= 9) {
          ctx.fillStyle = COLORS.label;
          ctx.fillText(compact(d.count), d.x, d.y + 0.5);
        }
      }
      drawLabels(ctx, drawn, props.current.selectedId, w);
    }
    state.current.drawn = drawn;
  }, []);

  const schedule = useCallback(() => {
    if (state.current.raf) return;
    state.current.raf = requestAnimationFrame(() => {
      state.current.raf = 0;
      draw();
    });
  }, [draw]);

  const fit = useCallback(
    (list: MapPlace[]) => {
      const canvas = canvasRef.current;
      const z = state.current.zoom;
      const { w, h } = state.current.size;
      if (!canvas || !z || !w || !h) return;
      let [x0, y0, x1, y1] = [Infinity, Infinity, -Infinity, -Infinity];
      for (const p of list) {
        const [x, y] = projection([p.lon, p.lat])!;
        x0 = Math.min(x0, x!);
        y0 = Math.min(y0, y!);
        x1 = Math.max(x1, x!);
        y1 = Math.max(y1, y!);
      }
      if (!list.length) [x0, y0, x1, y1] = [0, WORLD * 0.15, WORLD, WORLD * 0.85];
      const pad = 60;
      const k = Math.min(FIT_MAX_K, Math.max(minK(w, h), Math.min((w - pad * 2) / Math.max(1e-6, x1 - x0), (h - pad * 2) / Math.max(1e-6, y1 - y0))));
      const cx = (x0 + x1) / 2;
      const cy = (y0 + y1) / 2;
      select(canvas).call(z.transform, zoomIdentity.translate(w / 2 - cx * k, h / 2 - cy * k).scale(k));
    },
    [],
  );

  // Canvas, size and zoom behaviour.
  useEffect(() => {
    const canvas = canvasRef.current;
    const frame = frameRef.current;
    if (!canvas || !frame) return;
    if (!canDraw(canvas)) {
      setSupported(false);
      return;
    }
    const zoom = d3Zoom<HTMLCanvasElement, unknown>()
      .scaleExtent([0.5, MAX_ZOOM_K])
      // Some of the world always stays in view: no panning off into empty space.
      .translateExtent([
        [-WORLD * 0.2, -WORLD * 0.05],
        [WORLD * 1.2, WORLD * 1.05],
      ])
      .on('zoom', (event: { transform: ZoomTransform }) => {
        state.current.transform = event.transform;
        schedule();
      });
    state.current.zoom = zoom;
    select(canvas).call(zoom).on('dblclick.zoom', null);
    const resize = () => {
      const rect = frame.getBoundingClientRect();
      const dpr = Math.min(2, window.devicePixelRatio || 1);
      state.current.size = { w: rect.width, h: rect.height, dpr };
      canvas.width = Math.round(rect.width * dpr);
      canvas.height = Math.round(rect.height * dpr);
      zoom.scaleExtent([minK(rect.width, rect.height), MAX_ZOOM_K]);
      draw();
    };
    const observer = new ResizeObserver(resize);
    observer.observe(frame);
    resize();
    const s = state.current;
    return () => {
      observer.disconnect();
      select(canvas).on('.zoom', null);
      cancelAnimationFrame(s.raf);
      cancelAnimationFrame(s.fly);
      s.raf = 0;
    };
  }, [draw, schedule]);

  // A new set of places (another period): a new index, and the view fits them.
  useEffect(() => {
    const idx = new Supercluster<PointProps, ClusterProps>({
      radius: 48,
      maxZoom: 18,
      map: (p) => ({ count: p.count, bits: p.bits, top: p.name, topCount: p.count }),
      reduce: (acc, p) => {
        acc.count += p.count;
        acc.bits |= p.bits;
        if (p.topCount > acc.topCount) {
          acc.top = p.top;
          acc.topCount = p.topCount;
        }
      },
    });
    idx.load(
      places.map((p) => ({
        type: 'Feature' as const,
        geometry: { type: 'Point' as const, coordinates: [p.lon, p.lat] },
        properties: { id: p.id, count: p.count, bits: kindBits(p.kinds), name: p.name },
      })),
    );
    index.current = idx;
    // Fit the view to another set of places, not to the same ones read again (a rename).
    const ids = places.map((p) => p.id).join(',');
    if (places.length && state.current.size.w && ids !== fitted.current) {
      fitted.current = ids;
      fit(places);
    }
    schedule();
  }, [places, fit, schedule]);

  useEffect(() => schedule(), [heat, selectedId, schedule]);

  /** Moves the view to a point over FLY_MS (at once when the user prefers less motion). */
  const flyTo = useCallback((lon: number, lat: number, minK = FOCUS_K) => {
    const canvas = canvasRef.current;
    const z = state.current.zoom;
    const { w, h } = state.current.size;
    if (!canvas || !z || !w || !h) return;
    const [x1, y1] = projection([lon, lat])!;
    const t0 = state.current.transform;
    const k0 = t0.k;
    const k1 = Math.min(MAX_ZOOM_K, Math.max(k0, minK));
    const x0 = (w / 2 - t0.x) / k0;
    const y0 = (h / 2 - t0.y) / k0;
    const at = (e: number) => {
      const k = k0 * (k1 / k0) ** e;
      const cx = x0 + (x1! - x0) * e;
      const cy = y0 + (y1! - y0) * e;
      select(canvas).call(z.transform, zoomIdentity.translate(w / 2 - cx * k, h / 2 - cy * k).scale(k));
    };
    cancelAnimationFrame(state.current.fly);
    if (window.matchMedia?.('(prefers-reduced-motion: reduce)').matches) return at(1);
    const start = performance.now();
    const step = (now: number) => {
      const u = Math.min(1, (now - start) / FLY_MS);
      at(u < 0.5 ? 4 * u ** 3 : 1 - (-2 * u + 2) ** 3 / 2);
      if (u < 1) state.current.fly = requestAnimationFrame(step);
    };
    state.current.fly = requestAnimationFrame(step);
  }, []);

  // A selected place (from the list or a mark): fly to it (once per selection).
  const flown = useRef<string | null>(null);
  useEffect(() => {
    const place = selectedId ? places.find((p) => p.id === selectedId) : undefined;
    if (place && flown.current !== place.id) {
      // Close enough that the place is a mark of its own, not inside a group.
      const z = index.current ? soloZoom(index.current, place) : 0;
      flyTo(place.lon, place.lat, Math.max(FOCUS_K, (2 ** z * 256) / WORLD));
    }
    flown.current = place?.id ?? null;
  }, [selectedId, places, flyTo]);

  const zoomBy = useCallback((factor: number) => {
    const canvas = canvasRef.current;
    const z = state.current.zoom;
    if (canvas && z) select(canvas).call(z.scaleBy, factor);
  }, []);
  const panBy = useCallback((dx: number, dy: number) => {
    const canvas = canvasRef.current;
    const z = state.current.zoom;
    if (canvas && z) select(canvas).call(z.translateBy, dx / state.current.transform.k, dy / state.current.transform.k);
  }, []);

  useImperativeHandle(
    ref,
    () => ({
      zoomBy,
      reset: () => fit(places),
      toBlob: () =>
        new Promise<Blob>((resolve, reject) => {
          draw();
          const canvas = canvasRef.current;
          if (!canvas) return reject(new Error('The map is not drawn.'));
          canvas.toBlob((b) => (b ? resolve(b) : reject(new Error('The map could not be drawn as a PNG.'))), 'image/png');
        }),
    }),
    [zoomBy, fit, places, draw],
  );

  const onClick = (e: React.MouseEvent<HTMLCanvasElement>) => {
    const rect = e.currentTarget.getBoundingClientRect();
    const x = e.clientX - rect.left;
    const y = e.clientY - rect.top;
    // The smallest mark under the pointer (small ones are drawn on top).
    const hit = [...state.current.drawn].reverse().find((d) => Math.hypot(d.x - x, d.y - y) <= Math.max(d.r, 12));
    if (!hit) return;
    if (hit.placeId) return onSelectPlace(hit.placeId);
    const idx = index.current;
    if (!idx || hit.clusterId === null) return;
    const leaves = idx.getLeaves(hit.clusterId, Infinity) as { properties: PointProps }[];
    onSelectCluster(leaves.sort((a, b) => b.properties.count - a.properties.count).map((l) => l.properties.id));
    const canvas = canvasRef.current;
    const z = state.current.zoom;
    if (!canvas || !z) return;
    const t = state.current.transform;
    const targetZoom = Math.min(18, idx.getClusterExpansionZoom(hit.clusterId));
    const k = Math.max(t.k, 2 ** targetZoom / (WORLD / 256));
    const wx = (hit.x - t.x) / t.k;
    const wy = (hit.y - t.y) / t.k;
    const { w, h } = state.current.size;
    select(canvas).call(z.transform, zoomIdentity.translate(w / 2 - wx * k, h / 2 - wy * k).scale(k));
  };

  const onKeyDown = (e: React.KeyboardEvent) => {
    const step = e.shiftKey ? 200 : 60;
    const keys: Record<string, () => void> = {
      ArrowLeft: () => panBy(step, 0),
      ArrowRight: () => panBy(-step, 0),
      ArrowUp: () => panBy(0, step),
      ArrowDown: () => panBy(0, -step),
      '+': () => zoomBy(1.6),
      '=': () => zoomBy(1.6),
      '-': () => zoomBy(1 / 1.6),
      '0': () => fit(places),
    };
    const run = keys[e.key];
    if (run) {
      e.preventDefault();
      run();
    }
  };

  if (!supported) {
    return (
      <div role="note" className="flex h-full items-center justify-center p-6 text-center text-sm text-muted">
        This browser cannot draw the map here. The places are listed beside it, with their photos and messages.
      </div>
    );
  }
  return (
    <div
      ref={frameRef}
      tabIndex={0}
      role="group"
      aria-label={`${label}. Arrow keys pan, plus and minus zoom, 0 fits all places.`}
      onKeyDown={onKeyDown}
      className="relative h-full w-full overflow-hidden rounded-xl"
    >
      <canvas
        ref={canvasRef}
        role="img"
        aria-label={label}
        data-testid="map-canvas"
        onClick={onClick}
        className="absolute inset-0 h-full w-full cursor-grab touch-none active:cursor-grabbing"
      />
    </div>
  );
}

/** The first map zoom (the draw's `z`) from the region's scale on at which `place` is drawn alone, not in a group. */
function soloZoom(idx: Supercluster<PointProps, ClusterProps>, place: MapPlace): number {
  const from = Math.round(Math.log2((WORLD * FOCUS_K) / 256));
  for (let z = from; z <= 18; z++) {
    const near = idx.getClusters([place.lon - 1e-6, place.lat - 1e-6, place.lon + 1e-6, place.lat + 1e-6], z);
    if (near.some((f) => !(f.properties as { cluster?: boolean }).cluster && (f.properties as PointProps).id === place.id)) return z;
  }
  return 18;
}

/**
 * Names beside the marks, the selected place's and the biggest first, each where it does not
 * overlap a name already written (a light text with a dark halo, readable on land and sea).
 */
function drawLabels(ctx: CanvasRenderingContext2D, drawn: Drawn[], selectedId: string | null, width: number) {
  const order = [...drawn].filter((d) => d.label).sort((a, b) => Number(b.placeId === selectedId) - Number(a.placeId === selectedId) || b.count - a.count);
  const boxes: { x0: number; y0: number; x1: number; y1: number }[] = [];
  ctx.font = '600 12px system-ui, sans-serif';
  ctx.textAlign = 'left';
  ctx.textBaseline = 'middle';
  ctx.lineJoin = 'round';
  for (const d of order) {
    if (boxes.length >= MAX_LABELS) break;
    const text = d.label.length > 32 ? `${d.label.slice(0, 31)}…` : d.label;
    const tw = ctx.measureText(text).width;
    // Right of the mark, else left of it (near the frame's right edge, or where another name is).
    const sides = [d.x + d.r + 5, d.x - d.r - 5 - tw].filter((x) => x + tw <= width - 4 && x >= 4);
    const boxAt = (x: number) => ({ x0: x - 2, y0: d.y - 9, x1: x + tw + 2, y1: d.y + 9 });
    const free = sides.map(boxAt).find((box) => !boxes.some((b) => b.x0 < box.x1 && box.x0 < b.x1 && b.y0 < box.y1 && box.y0 < b.y1));
    if (!free) continue;
    boxes.push(free);
    const x = free.x0 + 2;
    ctx.lineWidth = 3.5;
    ctx.strokeStyle = 'rgba(8, 11, 22, 0.92)';
    ctx.strokeText(text, x, d.y);
    ctx.fillStyle = d.placeId !== null && d.placeId === selectedId ? '#ffffff' : '#e2e8f0';
    ctx.fillText(text, x, d.y);
  }
  ctx.textAlign = 'center';
}

/** Longitude and latitude at a point of the world square (unwrapped: x past the edge gives |lon| > 180). */
function lonLatAt(x: number, y: number): [number, number] {
  const lon = (x / WORLD) * 360 - 180;
  const lat = (Math.atan(Math.sinh(Math.PI * (1 - (2 * y) / WORLD))) * 180) / Math.PI;
  return [lon, lat];
}

/** False where the 2D canvas or Path2D is missing (jsdom, very old browsers): the page lists the places instead. */
function canDraw(canvas: HTMLCanvasElement): boolean {
  if (typeof Path2D === 'undefined' || typeof ResizeObserver === 'undefined') return false;
  try {
    return canvas.getContext('2d') !== null;
  } catch {
    return false;
  }
}

/** The smallest scale: the whole world fits the frame. */
function minK(w: number, h: number) {
  return Math.max(0.25, Math.min(w / WORLD, h / WORLD) * 0.9);
}

function compact(n: number): string {
  if (n < 1000) return String(n);
  if (n < 10_000) return `${(n / 1000).toFixed(1)}k`;
  return `${Math.round(n / 1000)}k`;
}
