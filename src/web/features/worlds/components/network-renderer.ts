/**
 * Lays out and draws the Network Visualizer's graph (network-graph.ts): force-directed
 * (ForceAtlas2, in a web worker for big graphs), drawn with sigma on WebGL. Edges and
 * labels are hidden while the camera moves, so panning and zooming redraw only the points
 * (see ADR 029). Loaded only where WebGL exists: sigma needs it as soon as it is imported.
 */
import type Graph from 'graphology';
import forceAtlas2 from 'graphology-layout-forceatlas2';
import FA2Layout from 'graphology-layout-forceatlas2/worker';
import Sigma from 'sigma';
import type { EdgeAttrs, NodeAttrs } from './network-graph';

const DIM = '#26263a';

export interface NetworkViewOptions {
  onClickNode?: (id: string) => void;
  onHoverNode?: (id: string | null) => void;
  /** Milliseconds the worker layout runs on big graphs (default 4000). */
  layoutMs?: number;
}

/** Draws a graph into a container; call destroy() when done. */
export class NetworkView {
  readonly renderer: Sigma<NodeAttrs, EdgeAttrs>;
  private focused: string | null = null;
  private neighbours = new Set<string>();
  private hovered: string | null = null;
  private worker: FA2Layout<NodeAttrs, EdgeAttrs> | null = null;
  private timer: ReturnType<typeof setTimeout> | null = null;

  constructor(
    container: HTMLElement,
    readonly graph: Graph<NodeAttrs, EdgeAttrs>,
    opts: NetworkViewOptions = {},
  ) {
    const settings = forceAtlas2.inferSettings(graph);
    if (graph.order <= 1500) {
      forceAtlas2.assign(graph, { iterations: graph.order <= 300 ? 300 : 100, settings: { ...settings, edgeWeightInfluence: 0.5 } });
    } else {
      this.worker = new FA2Layout(graph, { settings: { ...settings, barnesHutOptimize: true, edgeWeightInfluence: 0.5 } });
      this.worker.start();
      this.timer = setTimeout(() => this.stopLayout(), opts.layoutMs ?? 4000);
    }
    this.renderer = new Sigma(graph, container, {
      hideEdgesOnMove: true,
      hideLabelsOnMove: true,
      labelColor: { color: '#ececf4' },
      labelSize: 13,
      labelFont: 'Inter, system-ui, sans-serif',
      labelRenderedSizeThreshold: graph.order <= 80 ? 0 : 8,
      defaultEdgeColor: '#3b3b5c',
      zIndex: true,
      minCameraRatio: 0.02,
      maxCameraRatio: 4,
      stagePadding: 24,
      nodeReducer: (id, data) => {
        if (!this.focused) return id === this.hovered ? { ...data, highlighted: true } : data;
        if (id === this.focused) return { ...data, highlighted: true, zIndex: 2, forceLabel: true };
        if (this.neighbours.has(id)) return { ...data, zIndex: 1, forceLabel: this.neighbours.size <= 30 };
        return { ...data, color: DIM, label: '', zIndex: 0 };
      },
      edgeReducer: (edge, data) => {
        if (!this.focused) return data;
        const [s, t] = graph.extremities(edge);
        return s === this.focused || t === this.focused ? { ...data, color: '#8b8bb0', zIndex: 1 } : { ...data, hidden: true };
      },
    });
    this.renderer.on('clickNode', ({ node }) => opts.onClickNode?.(node));
    this.renderer.on('enterNode', ({ node }) => {
      this.hovered = node;
      opts.onHoverNode?.(node);
      this.renderer.refresh({ skipIndexation: true });
    });
    this.renderer.on('leaveNode', () => {
      this.hovered = null;
      opts.onHoverNode?.(null);
      this.renderer.refresh({ skipIndexation: true });
    });
  }

  stopLayout() {
    if (this.timer) clearTimeout(this.timer);
    this.timer = null;
    this.worker?.stop();
    this.worker?.kill();
    this.worker = null;
  }

  /** Dims everyone but the person and their neighbours and moves the camera to them (null: everyone). */
  focus(id: string | null) {
    this.focused = id && this.graph.hasNode(id) ? id : null;
    this.neighbours = new Set(this.focused ? this.graph.neighbors(this.focused) : []);
    this.renderer.refresh({ skipIndexation: true });
    if (this.focused) {
      const d = this.renderer.getNodeDisplayData(this.focused);
      if (d) void this.renderer.getCamera().animate({ x: d.x, y: d.y, ratio: Math.min(0.6, 0.15 + this.neighbours.size / 400) }, { duration: 500 });
    } else {
      void this.renderer.getCamera().animatedReset({ duration: 400 });
    }
  }

  zoomIn() {
    void this.renderer.getCamera().animatedZoom({ duration: 250 });
  }
  zoomOut() {
    void this.renderer.getCamera().animatedUnzoom({ duration: 250 });
  }
  reset() {
    void this.renderer.getCamera().animatedReset({ duration: 250 });
  }
  panBy(dx: number, dy: number) {
    const c = this.renderer.getCamera();
    const s = c.getState();
    c.setState({ x: s.x + dx * s.ratio, y: s.y + dy * s.ratio });
  }

  /** The drawing as a PNG: its canvases (edges, nodes, labels) composed on the background. */
  async toPng(background = '#0d0d1a'): Promise<Blob> {
    this.renderer.refresh();
    const layers = [...this.renderer.getContainer().querySelectorAll('canvas')];
    const { width, height } = layers[0] ?? { width: 1, height: 1 };
    const out = document.createElement('canvas');
    out.width = width;
    out.height = height;
    const ctx = out.getContext('2d');
    if (!ctx) throw new Error('This browser cannot draw a PNG.');
    ctx.fillStyle = background;
    ctx.fillRect(0, 0, width, height);
    for (const layer of layers) ctx.drawImage(layer, 0, 0, width, height);
    return new Promise<Blob>((resolve, reject) => out.toBlob((b) => (b ? resolve(b) : reject(new Error('No PNG'))), 'image/png'));
  }

  destroy() {
    this.stopLayout();
    this.renderer.kill();
  }
}
