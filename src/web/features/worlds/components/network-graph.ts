/**
 * The Network Visualizer's graph, free of React so the frame-time bench draws exactly
 * what the page draws: a graphology graph of people (size: messages) and links (weight:
 * answers, plus one per shared chat), communities found with Louvain, coloured, and
 * started around one point each. network-renderer.ts lays it out and draws it.
 */
import Graph from 'graphology';
import louvain from 'graphology-communities-louvain';

export interface NetworkInput {
  nodes: { id: string; name: string; weight: number; isSelf?: boolean }[];
  edges: { source: string; target: string; weight: number; chats?: number }[];
}

export interface Community {
  id: number;
  color: string;
  size: number;
  /** The members with the most messages, for the legend. */
  top: string[];
}

export type NodeAttrs = { label: string; x: number; y: number; size: number; color: string; community: number; weight: number; isSelf: boolean };
export type EdgeAttrs = { weight: number; size: number; color: string };

/** Distinct on the dark background (each ≥ 4.5:1 against #0d0d1a). */
export const COMMUNITY_COLORS = ['#a78bfa', '#22d3ee', '#34d399', '#fbbf24', '#f87171', '#f472b6', '#60a5fa', '#a3e635', '#fb923c', '#2dd4bf', '#e879f9', '#facc15'];
const OTHER_COLOR = '#a3a3bc';

/** A small deterministic generator, so a world looks the same each time it opens. */
function rng(seed: number) {
  let s = seed >>> 0 || 1;
  return () => ((s = (s * 1664525 + 1013904223) >>> 0) / 4294967296);
}

export function buildGraph(input: NetworkInput): { graph: Graph<NodeAttrs, EdgeAttrs>; communities: Community[] } {
  const graph = new Graph<NodeAttrs, EdgeAttrs>({ type: 'undirected', multi: false, allowSelfLoops: false });
  const max = Math.max(1, ...input.nodes.map((n) => n.weight));
  for (const n of input.nodes) {
    graph.addNode(n.id, { label: n.name, x: 0, y: 0, size: 3 + 13 * Math.sqrt(n.weight / max), color: OTHER_COLOR, community: 0, weight: n.weight, isSelf: Boolean(n.isSelf) });
  }
  const maxEdge = Math.max(1, ...input.edges.map((e) => e.weight));
  for (const e of input.edges) {
    if (!graph.hasNode(e.source) || !graph.hasNode(e.target) || e.source === e.target || graph.hasEdge(e.source, e.target)) continue;
    graph.addEdge(e.source, e.target, { weight: e.weight + (e.chats ?? 1), size: 0.5 + 3 * Math.sqrt(e.weight / maxEdge), color: '#3b3b5c' });
  }
  const assigned: Record<string, number> = graph.size ? louvain(graph, { getEdgeWeight: 'weight', rng: rng(7) }) : {};
  const members = new Map<number, string[]>();
  graph.forEachNode((id) => {
    const c = assigned[id] ?? -1;
    members.set(c, [...(members.get(c) ?? []), id]);
  });
  // Biggest community first; colours by rank (the 13th and later share grey).
  const ranked = [...members.entries()].sort((a, b) => b[1].length - a[1].length);
  const communities: Community[] = ranked.map(([, ids], rank) => ({
    id: rank,
    color: COMMUNITY_COLORS[rank] ?? OTHER_COLOR,
    size: ids.length,
    top: [...ids].sort((a, b) => graph.getNodeAttribute(b, 'weight') - graph.getNodeAttribute(a, 'weight')).slice(0, 3).map((id) => graph.getNodeAttribute(id, 'label')),
  }));
  // Start each community around its own point on a circle: the force layout then only refines.
  const random = rng(42);
  ranked.forEach(([, ids], rank) => {
    const angle = (rank / Math.max(1, ranked.length)) * Math.PI * 2;
    const spread = Math.sqrt(ids.length) * 10;
    const cx = ranked.length > 1 ? Math.cos(angle) * 100 * Math.sqrt(ranked.length) : 0;
    const cy = ranked.length > 1 ? Math.sin(angle) * 100 * Math.sqrt(ranked.length) : 0;
    for (const id of ids) {
      const a = random() * Math.PI * 2;
      const r = Math.sqrt(random()) * spread;
      graph.mergeNodeAttributes(id, { x: cx + Math.cos(a) * r, y: cy + Math.sin(a) * r, community: rank, color: communities[rank]!.color });
    }
  });
  return { graph, communities };
}

