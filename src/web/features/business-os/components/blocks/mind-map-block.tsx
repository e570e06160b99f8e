/**
 * The session mind map, drawn with React Flow and laid out by dagre (lazy: both load
 * only when a mind map is opened). The insights come from the server; a node clicked
 * shows the sentences it came from, each a way into the conversation.
 */
import '@xyflow/react/dist/style.css';
import { Background, Controls, Handle, Position, ReactFlow, ReactFlowProvider, useReactFlow, useStore, type Edge, type Node, type NodeProps } from '@xyflow/react';
import { useEffect, useMemo } from 'react';
import type { SessionInsights } from '../../../../../contract/business-os';
import { useWorkspace } from '../../hooks/workspace-context';
import { goalById } from '../../model/goals';
import { buildMindMapGraph, estimateWidth, layoutMindMap, NODE_TEXT, VALUE_GAP, type MapNode, type MapNodeKind, type Measure } from '../../model/mind-map';

/** `left`: the node is on the side of the map that grows leftwards from the session. */
type FlowData = { node: MapNode; left: boolean };
type FlowNode = Node<FlowData, 'map'>;

const KIND_STYLES: Record<MapNodeKind, string> = {
  root: 'bg-gradient-to-br from-brand to-violet-700 text-white border-violet-300/40 shadow-lg shadow-brand/30 rounded-2xl',
  group: 'bg-surface-2 text-fg border-brand/60 rounded-full',
  metric: 'bg-cyan-950/70 text-cyan-50 border-cyan-600/50 rounded-lg',
  decision: 'bg-amber-950/60 text-amber-50 border-amber-600/50 rounded-lg',
  topic: 'bg-surface text-fg/90 border-border rounded-full',
  person: 'bg-rose-950/60 text-rose-50 border-rose-600/50 rounded-full',
  company: 'bg-emerald-950/60 text-emerald-50 border-emerald-600/50 rounded-lg',
};

const hidden = '!size-1 !min-h-0 !min-w-0 !border-0 !bg-transparent';

function MapNodeView({ data, selected }: NodeProps<FlowNode>) {
  const n = data.node;
  const inward = data.left ? Position.Right : Position.Left;
  const outward = data.left ? Position.Left : Position.Right;
  const t = NODE_TEXT[n.kind];
  return (
    <div
      className={`box-border flex flex-col justify-center border text-center ${KIND_STYLES[n.kind]}${n.insightId ? ' cursor-pointer' : ''}${selected ? ' ring-2 ring-brand-2' : ''}`}
      style={{ width: n.width, height: n.height, padding: `${t.padY}px ${t.padX}px`, fontSize: t.size, fontWeight: t.weight, lineHeight: `${t.line}px` }}
      data-testid="mind-map-node"
      data-kind={n.kind}
    >
      {n.kind !== 'root' && <Handle type="target" position={inward} className={hidden} isConnectable={false} />}
      {n.lines.map((l, i) => (
        <span key={i} className="block whitespace-nowrap">
          {l}
          {n.value && i === n.lines.length - 1 && (
            <span className="text-[12px] font-semibold tabular-nums text-cyan-200" style={{ marginLeft: VALUE_GAP }}>
              {n.value}
            </span>
          )}
        </span>
      ))}
      {n.kind === 'root' ? (
        <>
          <Handle id="l" type="source" position={Position.Left} className={hidden} isConnectable={false} />
          <Handle id="r" type="source" position={Position.Right} className={hidden} isConnectable={false} />
        </>
      ) : (
        <Handle type="source" position={outward} className={hidden} isConnectable={false} />
      )}
    </div>
  );
}

const nodeTypes = { map: MapNodeView };

/** Text widths from the browser's own font metrics (falls back to an estimate without a canvas). */
function useMeasure(): Measure {
  return useMemo(() => {
    const ctx = typeof document !== 'undefined' ? document.createElement('canvas').getContext('2d') : null;
    if (!ctx) return estimateWidth;
    const family = getComputedStyle(document.body).fontFamily || 'sans-serif';
    return (text, kind, small) => {
      const t = NODE_TEXT[kind];
      ctx.font = small ? `600 12px ${family}` : `${t.weight} ${t.size}px ${family}`;
      return ctx.measureText(text).width;
    };
  }, []);
}

/** The session's insights as the block frame reads them (the query stays out of this lazy chunk). */
export interface MindMapProps {
  data: SessionInsights | undefined;
  loading: boolean;
  error: boolean;
  /** The insight whose node was clicked (its sources show beside the map), or null. */
  selected: string | null;
  /** Width:height of the area the map is fitted into. */
  aspect: number;
  onSelect(id: string | null): void;
}

function MindMapCanvas({ data, loading, error, selected, onSelect, aspect }: MindMapProps) {
  const goal = useWorkspace((s) => s.doc.goal);
  const title = useWorkspace((s) => s.meta.title);
  const measure = useMeasure();
  const insights = useMemo(() => data?.insights ?? [], [data]);

  const { nodes, edges } = useMemo(() => {
    const graph = buildMindMapGraph(goalById(goal)?.title ?? title, insights, measure);
    const at = layoutMindMap(graph.nodes, graph.edges, aspect);
    const root = at.get('root')!;
    const rootCenter = root.x + graph.nodes[0]!.width / 2;
    const isLeft = (id: string) => {
      const n = graph.nodes.find((x) => x.id === id)!;
      return id !== 'root' && at.get(id)!.x + n.width / 2 < rootCenter;
    };
    const nodes: FlowNode[] = graph.nodes.map((n) => ({
      id: n.id,
      type: 'map',
      position: at.get(n.id)!,
      width: n.width,
      height: n.height,
      data: { node: n, left: isLeft(n.id) },
      draggable: false,
      connectable: false,
      selectable: !!n.insightId,
      ariaLabel: n.insightId ? `${n.lines.join(' ')}${n.value ? ` ${n.value}` : ''}: show where it came from` : n.lines.join(' '),
    }));
    const edges: Edge[] = graph.edges.map((e) => ({
      id: e.id,
      source: e.source,
      target: e.target,
      ...(e.source === 'root' ? { sourceHandle: isLeft(e.target) ? 'l' : 'r' } : {}),
      type: 'smoothstep',
      style: { stroke: '#6d5bd0', strokeWidth: 1.25, strokeOpacity: 0.8 },
    }));
    return { nodes, edges };
  }, [goal, title, insights, measure, aspect]);

  // Fit whenever the map gains or loses nodes, and whenever its area changes size (the
  // block resized, the sources panel below it opened or closed).
  const flow = useReactFlow();
  const width = useStore((st) => st.width);
  const height = useStore((st) => st.height);
  useEffect(() => {
    const id = requestAnimationFrame(() => void flow.fitView({ padding: 0.08, maxZoom: 1 }));
    return () => cancelAnimationFrame(id);
  }, [flow, nodes.length, width, height]);

  return (
    <div
      className="relative h-full w-full"
      data-testid="mind-map"
      data-nodes={nodes.length - 1}
      data-loading={loading ? 'true' : 'false'}
      // A focused node (React Flow makes them focusable) opens its sources with Enter or Space.
      onKeyDown={(e) => {
        if (e.key !== 'Enter' && e.key !== ' ') return;
        const id = (e.target as HTMLElement).closest('.react-flow__node')?.getAttribute('data-id');
        const node = id ? nodes.find((n) => n.id === id) : undefined;
        if (!node?.data.node.insightId) return;
        e.preventDefault();
        onSelect(node.data.node.insightId);
      }}
    >
      <ReactFlow
        nodes={nodes.map((n) => (n.data.node.insightId === selected ? { ...n, selected: true } : n))}
        edges={edges}
        nodeTypes={nodeTypes}
        colorMode="dark"
        fitView
        fitViewOptions={{ padding: 0.08, maxZoom: 1 }}
        minZoom={0.2}
        maxZoom={2}
        nodesDraggable={false}
        nodesConnectable={false}
        onNodeClick={(_e, n) => onSelect((n as FlowNode).data.node.insightId ?? null)}
        onPaneClick={() => onSelect(null)}
        proOptions={{ hideAttribution: true }}
        style={{ background: 'transparent' }}
      >
        <Background gap={18} size={1} color="#2a2a40" />
        <Controls showInteractive={false} position="top-right" />
      </ReactFlow>
      {insights.length === 0 && (
        <p className="pointer-events-none absolute inset-x-0 bottom-3 px-4 text-center text-[11px] text-muted">
          {error ? 'The mind map could not be read just now; it updates with the next question.' : loading ? 'Reading the session…' : 'Ask, speak or upload: topics, people, companies, metrics and decisions appear here.'}
        </p>
      )}
    </div>
  );
}

export default function MindMapBlock(props: MindMapProps) {
  return (
    <ReactFlowProvider>
      <MindMapCanvas {...props} />
    </ReactFlowProvider>
  );
}
