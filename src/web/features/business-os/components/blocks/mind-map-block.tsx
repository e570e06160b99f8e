/**
 * The session mind map, drawn with React Flow (lazy: React Flow and compromise load
 * only when a mind map is opened). Rebuilt as the session changes.
 */
import '@xyflow/react/dist/style.css';
import {
  Background,
  Controls,
  Handle,
  Position,
  ReactFlow,
  ReactFlowProvider,
  useNodesInitialized,
  useReactFlow,
  type Edge,
  type Node,
  type NodeProps,
} from '@xyflow/react';
import { useDeferredValue, useEffect, useMemo } from 'react';
import { useWorkspace } from '../../hooks/workspace-context';
import { goalById } from '../../model/goals';
import { buildMindMap, type MindMapNode } from '../../model/mind-map';

type MapNodeData = { label: string; kind: MindMapNode['kind']; weight: number };
type MapNode = Node<MapNodeData, 'map'>;

const KIND_STYLES: Record<MindMapNode['kind'], string> = {
  root: 'bg-gradient-to-br from-brand to-violet-700 text-white text-base font-semibold px-5 py-3 shadow-lg shadow-brand/30 border-violet-300/40',
  branch: 'bg-surface-2 text-fg text-sm font-semibold px-3.5 py-1.5 border-brand/60',
  topic: 'bg-surface text-fg/90 text-[13px] px-3 py-1 border-border',
  file: 'bg-sky-950/60 text-sky-200 text-[13px] px-3 py-1 border-sky-700/60 font-mono',
};

function MapNodeView({ data }: NodeProps<MapNode>) {
  const scale = data.kind === 'topic' ? Math.min(1.35, 1 + (data.weight - 1) * 0.08) : 1;
  return (
    <div className={`rounded-full border ${KIND_STYLES[data.kind]} max-w-52 truncate`} style={{ transform: `scale(${scale})` }} title={data.label}>
      <Handle type="target" position={Position.Top} className="!size-1 !min-h-0 !min-w-0 !border-0 !bg-transparent" isConnectable={false} />
      {data.label}
      {data.kind === 'topic' && data.weight > 1 && <span className="ml-1 text-muted">×{data.weight}</span>}
      <Handle type="source" position={Position.Bottom} className="!size-1 !min-h-0 !min-w-0 !border-0 !bg-transparent" isConnectable={false} />
    </div>
  );
}

const nodeTypes = { map: MapNodeView };

function MindMapCanvas() {
  const goal = useWorkspace((s) => s.doc.goal);
  const title = useWorkspace((s) => s.meta.title);
  const okrs = useWorkspace((s) => s.doc.businessOkrs);
  const transcript = useWorkspace((s) => s.doc.transcript);
  const messages = useWorkspace((s) => s.doc.messages);
  const files = useWorkspace((s) => s.doc.files);
  const input = useDeferredValue(useMemo(() => ({ goal, title, okrs, transcript, messages, files }), [goal, title, okrs, transcript, messages, files]));

  const map = useMemo(
    () =>
      buildMindMap({
        title: goalById(input.goal)?.title ?? input.title,
        okrs: input.okrs,
        transcript: input.transcript.slice(-8000),
        userMessages: input.messages.filter((m) => m.role === 'user').slice(-30).map((m) => m.content.slice(0, 1500)),
        aiMessages: input.messages.filter((m) => m.role === 'assistant').slice(-30).map((m) => m.content),
        files: input.files.map((f) => ({ name: f.name, excerpt: f.excerpt })),
      }),
    [input],
  );

  const nodes: MapNode[] = useMemo(
    () =>
      map.nodes.map((n) => ({
        id: n.id,
        type: 'map',
        position: { x: n.x, y: n.y },
        data: { label: n.label, kind: n.kind, weight: n.weight },
        draggable: true,
      })),
    [map],
  );
  const edges: Edge[] = useMemo(
    () =>
      map.edges.map((e) => ({
        id: e.id,
        source: e.source,
        target: e.target,
        type: 'straight',
        animated: e.kind === 'related',
        style: e.kind === 'tree' ? { stroke: '#6d5bd0', strokeWidth: 1.5 } : { stroke: '#22d3ee', strokeOpacity: 0.45, strokeDasharray: '4 4' },
      })),
    [map],
  );

  // Fit once the nodes have been measured, and again whenever the map gains or loses nodes.
  const flow = useReactFlow();
  const measured = useNodesInitialized();
  useEffect(() => {
    if (!measured) return;
    const id = requestAnimationFrame(() => void flow.fitView({ padding: 0.12, maxZoom: 1.1, duration: 200 }));
    return () => cancelAnimationFrame(id);
  }, [flow, measured, nodes.length]);

  return (
    <div className="relative h-full w-full" data-testid="mind-map" data-topics={map.topicCount}>
      <ReactFlow
        nodes={nodes}
        edges={edges}
        nodeTypes={nodeTypes}
        colorMode="dark"
        fitView
        fitViewOptions={{ padding: 0.12, maxZoom: 1.1 }}
        minZoom={0.2}
        maxZoom={2}
        nodesConnectable={false}
        proOptions={{ hideAttribution: true }}
        style={{ background: 'transparent' }}
      >
        <Background gap={18} size={1} color="#2a2a40" />
        <Controls showInteractive={false} position="bottom-right" />
      </ReactFlow>
      {map.topicCount === 0 && (
        <p className="pointer-events-none absolute inset-x-0 bottom-3 text-center text-[11px] text-muted">Speak, type or upload files: topics appear here as the session grows.</p>
      )}
    </div>
  );
}

export default function MindMapBlock() {
  return (
    <ReactFlowProvider>
      <MindMapCanvas />
    </ReactFlowProvider>
  );
}
