/**
 * The session mind map, drawn with React Flow and laid out by dagre (lazy: both load
 * only when a mind map is opened). The insights come from the server; a node clicked
 * shows the sentences it came from, each a way into the conversation.
 */
import '@xyflow/react/dist/style.css';
import { Background, Controls, Handle, Position, ReactFlow, ReactFlowProvider, useReactFlow, type Edge, type Node, type NodeProps } from '@xyflow/react';
import { FileText, MessageSquare, Sparkles, X } from 'lucide-react';
import { useEffect, useMemo, useState } from 'react';
import type { Insight } from '../../../../../contract/business-os';
import { cn } from '../../../../lib/cn';
import { useInsights } from '../../hooks/use-insights';
import { useController, useWorkspace } from '../../hooks/workspace-context';
import { clockTime } from '../../model/conversation';
import { goalById } from '../../model/goals';
import { buildMindMapGraph, estimateWidth, layoutMindMap, NODE_TEXT, type MapNode, type MapNodeKind, type Measure } from '../../model/mind-map';

type FlowData = { node: MapNode };
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
  const t = NODE_TEXT[n.kind];
  return (
    <div
      className={cn('box-border flex flex-col justify-center border text-center', KIND_STYLES[n.kind], n.insightId && 'cursor-pointer', selected && 'ring-2 ring-brand-2')}
      style={{ width: n.width, height: n.height, padding: `${t.padY}px ${t.padX}px`, fontSize: t.size, fontWeight: t.weight, lineHeight: `${t.line}px` }}
      data-testid="mind-map-node"
      data-kind={n.kind}
    >
      <Handle type="target" position={Position.Left} className={hidden} isConnectable={false} />
      {n.lines.map((l, i) => (
        <span key={i} className="block whitespace-nowrap">
          {l}
        </span>
      ))}
      {n.value && <span className="block whitespace-nowrap text-[12px] leading-4 font-semibold tabular-nums text-cyan-200">{n.value}</span>}
      <Handle type="source" position={Position.Right} className={hidden} isConnectable={false} />
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

const SOURCE_LABEL = { question: 'Question', answer: 'Answer', file: 'File' } as const;

function SourcePanel({ insight, onClose }: { insight: Insight; onClose(): void }) {
  const controller = useController();
  return (
    <div
      className="absolute inset-x-2 bottom-2 z-10 max-h-[55%] overflow-auto rounded-xl border border-border bg-surface/95 p-3 shadow-2xl shadow-black/50 backdrop-blur"
      role="dialog"
      aria-label={`Where “${insight.label}” came from`}
      data-testid="mind-map-source"
    >
      <div className="mb-2 flex items-start gap-2">
        <p className="min-w-0 flex-1 text-[13px] font-semibold text-fg">
          {insight.label}
          {insight.value && <span className="ml-1.5 tabular-nums text-cyan-200">{insight.value}</span>}
          <span className="ml-2 text-[11px] font-normal text-muted">
            {insight.mentions === 1 ? 'mentioned once' : `mentioned ${insight.mentions} times`}
          </span>
        </p>
        <button type="button" aria-label="Close" className="rounded p-1 text-muted hover:bg-surface-2 hover:text-fg" onClick={onClose}>
          <X className="size-3.5" />
        </button>
      </div>
      <ul className="flex flex-col gap-1.5">
        {insight.sources.map((s) => {
          const Icon = s.kind === 'file' ? FileText : s.kind === 'answer' ? Sparkles : MessageSquare;
          const head = (
            <span className="flex items-center gap-1.5 text-[10px] font-medium uppercase tracking-wider text-muted">
              <Icon className="size-3" aria-hidden />
              {SOURCE_LABEL[s.kind]}
              {s.kind === 'file' ? ` · ${s.ref}` : s.at ? ` · ${clockTime(s.at)}` : ''}
            </span>
          );
          return (
            <li key={`${s.kind}:${s.ref}`}>
              {s.kind === 'file' ? (
                <div className="rounded-lg border border-border/60 bg-surface-2/50 px-2.5 py-1.5">
                  {head}
                  <p className="text-[12px] leading-snug text-fg/90">{s.excerpt}</p>
                </div>
              ) : (
                <button
                  type="button"
                  className="w-full rounded-lg border border-border/60 bg-surface-2/50 px-2.5 py-1.5 text-left transition hover:border-brand/60"
                  onClick={() => controller.showInConversation(s.ref)}
                  title="Show in the conversation"
                >
                  {head}
                  <span className="block text-[12px] leading-snug text-fg/90">{s.excerpt}</span>
                </button>
              )}
            </li>
          );
        })}
      </ul>
    </div>
  );
}

function MindMapCanvas() {
  const goal = useWorkspace((s) => s.doc.goal);
  const title = useWorkspace((s) => s.meta.title);
  const { data, loading, error } = useInsights();
  const measure = useMeasure();
  const insights = useMemo(() => data?.insights ?? [], [data]);
  const [selected, setSelected] = useState<string | null>(null);

  const { nodes, edges } = useMemo(() => {
    const graph = buildMindMapGraph(goalById(goal)?.title ?? title, insights, measure);
    const at = layoutMindMap(graph.nodes, graph.edges);
    const nodes: FlowNode[] = graph.nodes.map((n) => ({
      id: n.id,
      type: 'map',
      position: at.get(n.id)!,
      width: n.width,
      height: n.height,
      data: { node: n },
      draggable: false,
      connectable: false,
      selectable: !!n.insightId,
      ariaLabel: n.insightId ? `${n.lines.join(' ')}${n.value ? ` ${n.value}` : ''}: show where it came from` : n.lines.join(' '),
    }));
    const edges: Edge[] = graph.edges.map((e) => ({
      id: e.id,
      source: e.source,
      target: e.target,
      type: 'smoothstep',
      style: { stroke: '#6d5bd0', strokeWidth: 1.25, strokeOpacity: 0.8 },
    }));
    return { nodes, edges };
  }, [goal, title, insights, measure]);

  // Fit whenever the map gains or loses nodes.
  const flow = useReactFlow();
  useEffect(() => {
    const id = requestAnimationFrame(() => void flow.fitView({ padding: 0.08, maxZoom: 1, duration: 200 }));
    return () => cancelAnimationFrame(id);
  }, [flow, nodes.length]);

  const current = selected ? insights.find((i) => i.id === selected) : undefined;
  return (
    <div className="relative h-full w-full" data-testid="mind-map" data-nodes={nodes.length - 1} data-loading={loading ? 'true' : 'false'}>
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
        onNodeClick={(_e, n) => setSelected((n as FlowNode).data.node.insightId ?? null)}
        onPaneClick={() => setSelected(null)}
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
      {current && <SourcePanel insight={current} onClose={() => setSelected(null)} />}
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
