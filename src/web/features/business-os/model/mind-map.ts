/**
 * The session's mind map: the session in the middle, one group per kind of insight
 * (metrics, decisions, topics, people, companies) and the insights themselves, as the
 * server read them (GET …/insights). Laid out by dagre as a left-to-right tree from
 * each node's measured size, so no two nodes overlap and every label is whole.
 */
import dagre from '@dagrejs/dagre';
import type { Insight, InsightKind } from '../../../../contract/business-os';

export type MapNodeKind = 'root' | 'group' | InsightKind;

export interface MapNode {
  id: string;
  kind: MapNodeKind;
  /** Lines of the label, already wrapped to the node's width. */
  lines: string[];
  value?: string;
  /** The insight this node shows (leaves only). */
  insightId?: string;
  width: number;
  height: number;
}

export interface MapEdge {
  id: string;
  source: string;
  target: string;
}

export const MAX_PER_GROUP = 6;

export const GROUPS: { kind: InsightKind; label: string }[] = [
  { kind: 'metric', label: 'Metrics' },
  { kind: 'decision', label: 'Decisions' },
  { kind: 'topic', label: 'Topics' },
  { kind: 'person', label: 'People' },
  { kind: 'company', label: 'Companies' },
];

/** Text metrics of a node kind: font size (px), line height, horizontal and vertical padding. */
export const NODE_TEXT: Record<MapNodeKind, { size: number; weight: number; line: number; padX: number; padY: number; maxWidth: number }> = {
  root: { size: 15, weight: 600, line: 20, padX: 18, padY: 10, maxWidth: 220 },
  group: { size: 13, weight: 600, line: 18, padX: 14, padY: 6, maxWidth: 200 },
  metric: { size: 13, weight: 500, line: 18, padX: 12, padY: 6, maxWidth: 220 },
  decision: { size: 13, weight: 500, line: 18, padX: 12, padY: 6, maxWidth: 240 },
  topic: { size: 13, weight: 400, line: 18, padX: 12, padY: 6, maxWidth: 220 },
  person: { size: 13, weight: 500, line: 18, padX: 12, padY: 6, maxWidth: 220 },
  company: { size: 13, weight: 500, line: 18, padX: 12, padY: 6, maxWidth: 220 },
};

/** Measures text at a node kind's font; the browser's canvas, or an estimate where there is none. */
export type Measure = (text: string, kind: MapNodeKind, small?: boolean) => number;

export const estimateWidth: Measure = (text, kind, small) => text.length * NODE_TEXT[kind].size * (small ? 0.5 : 0.58);

/** Word-wraps `text` to at most `max` px per line (a single word longer than that gets its own line). */
export function wrap(text: string, max: number, width: (s: string) => number): string[] {
  const lines: string[] = [];
  let line = '';
  for (const word of text.split(/\s+/).filter(Boolean)) {
    const next = line ? `${line} ${word}` : word;
    if (line && width(next) > max) {
      lines.push(line);
      line = word;
    } else line = next;
  }
  if (line) lines.push(line);
  return lines.length ? lines : [''];
}

/** Extra room so text measured a pixel short of how it renders still fits its box. */
const SLACK = 6;

/** Space between a metric's name and its value, on one line ("MRR  $40k"). */
export const VALUE_GAP = 6;

function sized(id: string, kind: MapNodeKind, label: string, measure: Measure, extra: Partial<MapNode> = {}): MapNode {
  const t = NODE_TEXT[kind];
  const valueWidth = extra.value ? measure(extra.value, kind, true) + VALUE_GAP : 0;
  const lines = wrap(label, t.maxWidth - 2 * t.padX - valueWidth, (s) => measure(s, kind));
  const textWidth = Math.max(...lines.map((l) => measure(l, kind))) + valueWidth;
  const width = Math.ceil(textWidth + 2 * t.padX + SLACK);
  const height = Math.ceil(lines.length * t.line + 2 * t.padY + 2);
  return { id, kind, lines, width, height, ...extra };
}

export function buildMindMapGraph(title: string, insights: readonly Insight[], measure: Measure = estimateWidth): { nodes: MapNode[]; edges: MapEdge[] } {
  const nodes: MapNode[] = [sized('root', 'root', title.trim() || 'This session', measure)];
  const edges: MapEdge[] = [];
  for (const g of GROUPS) {
    // A few per kind keep the map readable when fitted into its block.
    const members = insights.filter((i) => i.kind === g.kind).slice(0, MAX_PER_GROUP);
    if (members.length === 0) continue;
    const gid = `group:${g.kind}`;
    nodes.push(sized(gid, 'group', g.label, measure));
    edges.push({ id: `e:root:${gid}`, source: 'root', target: gid });
    for (const i of members) {
      const nid = `node:${i.id}`;
      nodes.push(sized(nid, i.kind, i.label, measure, { insightId: i.id, ...(i.value ? { value: i.value } : {}) }));
      edges.push({ id: `e:${gid}:${nid}`, source: gid, target: nid });
    }
  }
  return { nodes, edges };
}

function dagreLayout(nodes: readonly MapNode[], edges: readonly MapEdge[], rankdir: 'LR' | 'RL'): Map<string, { x: number; y: number }> {
  const g = new dagre.graphlib.Graph();
  g.setGraph({ rankdir, nodesep: 8, ranksep: 44, marginx: 8, marginy: 8 });
  g.setDefaultEdgeLabel(() => ({}));
  for (const n of nodes) g.setNode(n.id, { width: n.width, height: n.height });
  for (const e of edges) g.setEdge(e.source, e.target);
  dagre.layout(g);
  const out = new Map<string, { x: number; y: number }>();
  for (const n of nodes) {
    const p = g.node(n.id);
    out.set(n.id, { x: Math.round(p.x - n.width / 2), y: Math.round(p.y - n.height / 2) });
  }
  return out;
}

/**
 * Top-left positions of the nodes, so that no two boxes overlap: a tree growing right
 * from the session or, when that fits an area of `aspect` (width:height) at a larger
 * scale, two trees growing right and left with about half of the groups each, as mind
 * maps are drawn (half as tall, so larger labels in a wide block). Each side is laid
 * out by dagre; the sides meet at the root, so one lies wholly left of it, the other
 * wholly right.
 */
export function layoutMindMap(nodes: readonly MapNode[], edges: readonly MapEdge[], aspect = 4 / 3): Map<string, { x: number; y: number }> {
  const oneSided = dagreLayout(nodes, edges, 'LR');
  const twoSided = layoutBothSides(nodes, edges);
  if (!twoSided) return oneSided;
  // Whichever draws larger when fitted into an area of this width:height.
  const scale = (at: Map<string, { x: number; y: number }>) => {
    const b = bounds(nodes, at);
    return Math.min(aspect / b.width, 1 / b.height);
  };
  return scale(twoSided) > scale(oneSided) ? twoSided : oneSided;
}

function bounds(nodes: readonly MapNode[], at: Map<string, { x: number; y: number }>) {
  let [x0, y0, x1, y1] = [Infinity, Infinity, -Infinity, -Infinity];
  for (const n of nodes) {
    const p = at.get(n.id)!;
    x0 = Math.min(x0, p.x);
    y0 = Math.min(y0, p.y);
    x1 = Math.max(x1, p.x + n.width);
    y1 = Math.max(y1, p.y + n.height);
  }
  return { width: x1 - x0, height: y1 - y0 };
}

function layoutBothSides(nodes: readonly MapNode[], edges: readonly MapEdge[]): Map<string, { x: number; y: number }> | null {
  const groups = nodes.filter((n) => n.kind === 'group').map((n) => n.id);
  const childrenOf = (gid: string) => edges.filter((e) => e.source === gid).map((e) => e.target);
  const weight = (gid: string) => 1 + childrenOf(gid).length;
  if (groups.length < 2) return null;
  // Balance the two sides by the number of nodes, keeping the groups' order within each.
  const total = groups.reduce((n, g) => n + weight(g), 0);
  const right: string[] = [];
  let acc = 0;
  for (const g of groups) {
    if (acc < total / 2 || right.length === 0) {
      right.push(g);
      acc += weight(g);
    }
  }
  const leftGroups = groups.filter((g) => !right.includes(g));
  const side = (gs: string[]) => {
    const ids = new Set(['root', ...gs, ...gs.flatMap(childrenOf)]);
    return { nodes: nodes.filter((n) => ids.has(n.id)), edges: edges.filter((e) => ids.has(e.source) && ids.has(e.target)) };
  };
  const r = side(right);
  const l = side(leftGroups);
  const at = dagreLayout(r.nodes, r.edges, 'LR');
  const lat = dagreLayout(l.nodes, l.edges, 'RL');
  const root = at.get('root')!;
  const lroot = lat.get('root')!;
  const dx = root.x - lroot.x;
  const dy = root.y - lroot.y;
  for (const [id, p] of lat) if (id !== 'root') at.set(id, { x: p.x + dx, y: p.y + dy });
  return at;
}

export interface Rect {
  x: number;
  y: number;
  width: number;
  height: number;
}

/** Pairs of rectangles that overlap (touching edges do not count). */
export function overlapping(rects: readonly (Rect & { id: string })[]): [string, string][] {
  const out: [string, string][] = [];
  for (let i = 0; i < rects.length; i++)
    for (let j = i + 1; j < rects.length; j++) {
      const a = rects[i]!;
      const b = rects[j]!;
      if (a.x < b.x + b.width && b.x < a.x + a.width && a.y < b.y + b.height && b.y < a.y + a.height) out.push([a.id, b.id]);
    }
  return out;
}
