/**
 * Lays out and draws the Network Visualizer's graph (network-graph.ts) on one WebGL2
 * canvas: people as round points, links as lines, names on a 2D canvas above. The layout
 * is force-directed (ForceAtlas2: at once for small graphs, in a web worker for a few
 * seconds for big ones). While the view moves (drag, wheel, pinch, an animation) only the
 * points are drawn, so panning and zooming costs about what a bare page drawing the same
 * points costs; links and names come back as soon as it rests. Picking is a scan of the
 * points under the pointer. See ADR 029 for why not sigma or cosmos.gl.
 */
import type Graph from 'graphology';
import forceAtlas2 from 'graphology-layout-forceatlas2';
import FA2Layout from 'graphology-layout-forceatlas2/worker';
import type { EdgeAttrs, NodeAttrs } from './network-graph';

const DIM: [number, number, number, number] = [0.16, 0.16, 0.24, 1];
const EDGE: [number, number, number, number] = [0.3, 0.3, 0.45, 0.55];
const EDGE_FOCUS: [number, number, number, number] = [0.62, 0.62, 0.78, 0.9];
const BACKGROUND: [number, number, number, number] = [0.051, 0.051, 0.102, 1];

const NODE_VS = `#version 300 es
in vec2 a_pos; in float a_size; in vec4 a_color;
uniform vec2 u_scale; uniform vec2 u_shift; uniform float u_px;
out vec4 v_color;
void main() {
  gl_Position = vec4(a_pos * u_scale + u_shift, 0.0, 1.0);
  gl_PointSize = max(2.0, a_size * u_px);
  v_color = a_color;
}`;
const NODE_FS = `#version 300 es
precision mediump float;
in vec4 v_color; out vec4 o;
void main() {
  vec2 c = gl_PointCoord * 2.0 - 1.0;
  float d = dot(c, c);
  if (d > 1.0) discard;
  o = vec4(v_color.rgb * (d > 0.72 ? 0.55 : 1.0), v_color.a);
}`;
const EDGE_VS = `#version 300 es
in vec2 a_pos; in vec4 a_color;
uniform vec2 u_scale; uniform vec2 u_shift;
out vec4 v_color;
void main() { gl_Position = vec4(a_pos * u_scale + u_shift, 0.0, 1.0); v_color = a_color; }`;
const EDGE_FS = `#version 300 es
precision mediump float;
in vec4 v_color; out vec4 o;
void main() { o = vec4(v_color.rgb * v_color.a, v_color.a); }`;

function rgba(hex: string): [number, number, number, number] {
  const n = parseInt(hex.slice(1), 16);
  return [((n >> 16) & 255) / 255, ((n >> 8) & 255) / 255, (n & 255) / 255, 1];
}

function program(gl: WebGL2RenderingContext, vs: string, fs: string): WebGLProgram {
  const p = gl.createProgram();
  for (const [type, src] of [
    [gl.VERTEX_SHADER, vs],
    [gl.FRAGMENT_SHADER, fs],
  ] as const) {
    const s = gl.createShader(type)!;
    gl.shaderSource(s, src);
    gl.compileShader(s);
    if (!gl.getShaderParameter(s, gl.COMPILE_STATUS)) throw new Error(gl.getShaderInfoLog(s) ?? 'shader');
    gl.attachShader(p, s);
  }
  gl.linkProgram(p);
  if (!gl.getProgramParameter(p, gl.LINK_STATUS)) throw new Error(gl.getProgramInfoLog(p) ?? 'program');
  return p;
}

export interface NetworkViewOptions {
  onClickNode?: (id: string) => void;
  onHoverNode?: (id: string | null) => void;
  /** Milliseconds the worker layout runs on big graphs (default 4000). */
  layoutMs?: number;
}

/** The camera: the normalised graph is scaled by `k` and shifted by (x, y) in clip units. */
export type CameraState = { x: number; y: number; k: number };

export class NetworkView {
  readonly canvas: HTMLCanvasElement;
  private readonly labels: HTMLCanvasElement;
  private readonly gl: WebGL2RenderingContext;
  private readonly nodeProgram: WebGLProgram;
  private readonly edgeProgram: WebGLProgram;
  private readonly nodeVao: WebGLVertexArrayObject;
  private readonly edgeVao: WebGLVertexArrayObject;
  private readonly nodeBuffer: WebGLBuffer;
  private readonly edgeBuffer: WebGLBuffer;
  private ids: string[] = [];
  private positions = new Float32Array(0);
  private sizes = new Float32Array(0);
  private edgeVertices = 0;
  private dirty = true;
  private frame = 0;
  private camera: CameraState = { x: 0, y: 0, k: 1 };
  private animation: { from: CameraState; to: CameraState; start: number; ms: number; done: () => void } | null = null;
  private movingUntil = 0;
  private focused: string | null = null;
  private neighbours = new Set<string>();
  private hovered: string | null = null;
  private worker: FA2Layout<NodeAttrs, EdgeAttrs> | null = null;
  private timer: ReturnType<typeof setTimeout> | null = null;
  private size = { w: 1, h: 1, dpr: 1 };
  private readonly cleanup: (() => void)[] = [];
  private readonly bounds = { cx: 0, cy: 0, half: 1 };

  constructor(
    private readonly container: HTMLElement,
    readonly graph: Graph<NodeAttrs, EdgeAttrs>,
    private readonly opts: NetworkViewOptions = {},
  ) {
    this.canvas = document.createElement('canvas');
    this.labels = document.createElement('canvas');
    for (const c of [this.canvas, this.labels]) {
      Object.assign(c.style, { position: 'absolute', inset: '0', width: '100%', height: '100%' });
      c.setAttribute('aria-hidden', 'true');
    }
    this.labels.style.pointerEvents = 'none';
    this.canvas.style.touchAction = 'none';
    container.style.position = 'relative';
    container.append(this.canvas, this.labels);
    const gl = this.canvas.getContext('webgl2', { antialias: false, premultipliedAlpha: true, preserveDrawingBuffer: false });
    if (!gl) throw new Error('This browser cannot draw WebGL2.');
    this.gl = gl;
    this.nodeProgram = program(gl, NODE_VS, NODE_FS);
    this.edgeProgram = program(gl, EDGE_VS, EDGE_FS);
    this.nodeBuffer = gl.createBuffer()!;
    this.edgeBuffer = gl.createBuffer()!;
    this.nodeVao = gl.createVertexArray()!;
    gl.bindVertexArray(this.nodeVao);
    gl.bindBuffer(gl.ARRAY_BUFFER, this.nodeBuffer);
    const nAttr = (name: string, size: number, offset: number) => {
      const loc = gl.getAttribLocation(this.nodeProgram, name);
      gl.enableVertexAttribArray(loc);
      gl.vertexAttribPointer(loc, size, gl.FLOAT, false, 7 * 4, offset * 4);
    };
    nAttr('a_pos', 2, 0);
    nAttr('a_size', 1, 2);
    nAttr('a_color', 4, 3);
    this.edgeVao = gl.createVertexArray()!;
    gl.bindVertexArray(this.edgeVao);
    gl.bindBuffer(gl.ARRAY_BUFFER, this.edgeBuffer);
    const eAttr = (name: string, size: number, offset: number) => {
      const loc = gl.getAttribLocation(this.edgeProgram, name);
      gl.enableVertexAttribArray(loc);
      gl.vertexAttribPointer(loc, size, gl.FLOAT, false, 6 * 4, offset * 4);
    };
    eAttr('a_pos', 2, 0);
    eAttr('a_color', 4, 2);
    gl.bindVertexArray(null);

    const settings = forceAtlas2.inferSettings(graph);
    if (graph.order <= 1500) {
      forceAtlas2.assign(graph, { iterations: graph.order <= 300 ? 300 : 100, settings: { ...settings, edgeWeightInfluence: 0.5 } });
      this.fitBounds();
    } else {
      this.fitBounds();
      this.worker = new FA2Layout(graph, { settings: { ...settings, barnesHutOptimize: true, edgeWeightInfluence: 0.5 } });
      this.worker.start();
      this.timer = setTimeout(() => this.stopLayout(), opts.layoutMs ?? 4000);
    }
    const onLayout = () => this.invalidate();
    graph.on('eachNodeAttributesUpdated', onLayout);
    graph.on('nodeAttributesUpdated', onLayout);
    this.cleanup.push(() => {
      graph.off('eachNodeAttributesUpdated', onLayout);
      graph.off('nodeAttributesUpdated', onLayout);
    });
    this.listen();
    const resize = new ResizeObserver(() => this.schedule());
    resize.observe(container);
    this.cleanup.push(() => resize.disconnect());
    this.schedule();
  }

  /* ---------- data ---------- */

  private fitBounds() {
    let minX = Infinity;
    let maxX = -Infinity;
    let minY = Infinity;
    let maxY = -Infinity;
    this.graph.forEachNode((_id, a) => {
      minX = Math.min(minX, a.x);
      maxX = Math.max(maxX, a.x);
      minY = Math.min(minY, a.y);
      maxY = Math.max(maxY, a.y);
    });
    if (!Number.isFinite(minX)) return;
    this.bounds.cx = (minX + maxX) / 2;
    this.bounds.cy = (minY + maxY) / 2;
    this.bounds.half = Math.max(1e-6, Math.max(maxX - minX, maxY - minY) / 2) * 1.08;
  }

  private invalidate() {
    this.dirty = true;
    this.schedule();
  }

  /** Rebuilds the point and line buffers from the graph (after the layout moved or the focus changed). */
  private upload() {
    const { gl, graph, bounds } = this;
    if (this.worker) this.fitBounds();
    const n = graph.order;
    const nodes = new Float32Array(n * 7);
    this.ids = new Array<string>(n);
    this.positions = new Float32Array(n * 2);
    this.sizes = new Float32Array(n);
    const index = new Map<string, number>();
    let i = 0;
    graph.forEachNode((id, a) => {
      const x = (a.x - bounds.cx) / bounds.half;
      const y = (a.y - bounds.cy) / bounds.half;
      const shown = !this.focused || id === this.focused || this.neighbours.has(id);
      const c = shown ? rgba(a.color) : DIM;
      const size = a.size * (id === this.focused || id === this.hovered ? 1.6 : 1);
      nodes.set([x, y, size, ...c], i * 7);
      this.ids[i] = id;
      this.positions[i * 2] = x;
      this.positions[i * 2 + 1] = y;
      this.sizes[i] = size;
      index.set(id, i);
      i++;
    });
    // Dimmed points first, so the focused neighbourhood is drawn on top.
    if (this.focused) {
      const order = [...this.ids.keys()].sort((p, q) => Number(this.isLit(this.ids[p]!)) - Number(this.isLit(this.ids[q]!)));
      const sorted = new Float32Array(n * 7);
      order.forEach((from, to) => sorted.set(nodes.subarray(from * 7, from * 7 + 7), to * 7));
      nodes.set(sorted);
    }
    gl.bindBuffer(gl.ARRAY_BUFFER, this.nodeBuffer);
    gl.bufferData(gl.ARRAY_BUFFER, nodes, gl.DYNAMIC_DRAW);

    const edges = new Float32Array(graph.size * 12);
    let e = 0;
    graph.forEachEdge((_edge, attrs, s, t) => {
      const incident = this.focused ? s === this.focused || t === this.focused : true;
      if (this.focused && !incident) return;
      const c = this.focused ? EDGE_FOCUS : ([EDGE[0], EDGE[1], EDGE[2], Math.min(0.9, EDGE[3] * (0.6 + attrs.size / 3))] as const);
      const a = index.get(s)!;
      const b = index.get(t)!;
      edges.set([this.positions[a * 2]!, this.positions[a * 2 + 1]!, ...c, this.positions[b * 2]!, this.positions[b * 2 + 1]!, ...c], e * 12);
      e++;
    });
    this.edgeVertices = e * 2;
    gl.bindBuffer(gl.ARRAY_BUFFER, this.edgeBuffer);
    gl.bufferData(gl.ARRAY_BUFFER, edges.subarray(0, e * 12), gl.DYNAMIC_DRAW);
    this.dirty = false;
  }

  private isLit(id: string) {
    return id === this.focused || this.neighbours.has(id);
  }

  /* ---------- drawing ---------- */

  private destroyed = false;

  private schedule() {
    if (!this.frame && !this.destroyed) this.frame = requestAnimationFrame((t) => this.draw(t));
  }

  get moving(): boolean {
    return Boolean(this.animation) || performance.now() < this.movingUntil;
  }

  private draw(now: number) {
    this.frame = 0;
    if (this.animation) {
      const { from, to, start, ms, done } = this.animation;
      const p = Math.min(1, (now - start) / ms);
      const e = p < 0.5 ? 2 * p * p : 1 - (-2 * p + 2) ** 2 / 2;
      this.camera = { x: from.x + (to.x - from.x) * e, y: from.y + (to.y - from.y) * e, k: from.k * (to.k / from.k) ** e };
      if (p >= 1) {
        // Links and names come back once the view has rested a moment (as after a drag), so
        // one movement chained to the next never pays for a full drawing in between.
        this.animation = null;
        this.movingUntil = now + 180;
        done();
      }
    }
    const { gl } = this;
    const dpr = Math.min(2, window.devicePixelRatio || 1);
    const w = Math.max(1, this.container.clientWidth);
    const h = Math.max(1, this.container.clientHeight);
    if (w !== this.size.w || h !== this.size.h || dpr !== this.size.dpr) {
      this.size = { w, h, dpr };
      for (const c of [this.canvas, this.labels]) {
        c.width = Math.round(w * dpr);
        c.height = Math.round(h * dpr);
      }
    }
    if (this.dirty) this.upload();
    const moving = this.moving;
    gl.viewport(0, 0, this.canvas.width, this.canvas.height);
    gl.clearColor(...BACKGROUND);
    gl.clear(gl.COLOR_BUFFER_BIT);
    gl.enable(gl.BLEND);
    gl.blendFunc(gl.ONE, gl.ONE_MINUS_SRC_ALPHA);
    const [sx, sy] = this.scale();
    if (!moving && this.edgeVertices) {
      gl.useProgram(this.edgeProgram);
      gl.uniform2f(gl.getUniformLocation(this.edgeProgram, 'u_scale'), sx, sy);
      gl.uniform2f(gl.getUniformLocation(this.edgeProgram, 'u_shift'), this.camera.x, this.camera.y);
      gl.bindVertexArray(this.edgeVao);
      gl.drawArrays(gl.LINES, 0, this.edgeVertices);
    }
    gl.useProgram(this.nodeProgram);
    gl.uniform2f(gl.getUniformLocation(this.nodeProgram, 'u_scale'), sx, sy);
    gl.uniform2f(gl.getUniformLocation(this.nodeProgram, 'u_shift'), this.camera.x, this.camera.y);
    gl.uniform1f(gl.getUniformLocation(this.nodeProgram, 'u_px'), dpr * Math.min(3, Math.max(0.6, Math.sqrt(this.camera.k))));
    gl.bindVertexArray(this.nodeVao);
    gl.drawArrays(gl.POINTS, 0, this.ids.length);
    gl.bindVertexArray(null);
    this.drawLabels(moving);
    if (this.animation || moving) this.schedule();
  }

  /** Clip units per normalised graph unit, keeping the graph round in any aspect. */
  private scale(): [number, number] {
    const m = Math.min(this.size.w, this.size.h);
    return [(this.camera.k * m) / this.size.w, (this.camera.k * m) / this.size.h];
  }

  private toScreen(i: number): [number, number] {
    const [sx, sy] = this.scale();
    const cx = this.positions[i * 2]! * sx + this.camera.x;
    const cy = this.positions[i * 2 + 1]! * sy + this.camera.y;
    return [((cx + 1) / 2) * this.size.w, ((1 - cy) / 2) * this.size.h];
  }

  private drawLabels(moving: boolean) {
    const ctx = this.labels.getContext('2d');
    if (!ctx) return;
    ctx.setTransform(this.size.dpr, 0, 0, this.size.dpr, 0, 0);
    ctx.clearRect(0, 0, this.size.w, this.size.h);
    if (moving) return;
    const n = this.ids.length;
    let candidates: number[];
    if (this.focused) candidates = [...Array(n).keys()].filter((i) => this.isLit(this.ids[i]!));
    else candidates = [...Array(n).keys()].sort((a, b) => this.sizes[b]! - this.sizes[a]!).slice(0, n <= 80 ? n : 40);
    if (this.hovered) candidates.push(this.ids.indexOf(this.hovered));
    ctx.font = '13px Inter, system-ui, sans-serif';
    ctx.textBaseline = 'middle';
    const taken: [number, number, number, number][] = [];
    for (const i of candidates.slice(0, 120)) {
      if (i < 0) continue;
      const [x, y] = this.toScreen(i);
      if (x < -50 || y < -20 || x > this.size.w + 50 || y > this.size.h + 20) continue;
      const label = this.graph.getNodeAttribute(this.ids[i]!, 'label');
      const lx = x + this.pointRadius(i) + 4;
      const width = ctx.measureText(label).width;
      const box: [number, number, number, number] = [lx, y - 8, lx + width, y + 8];
      if (this.ids[i] !== this.hovered && this.ids[i] !== this.focused && taken.some((t) => t[0] < box[2] && box[0] < t[2] && t[1] < box[3] && box[1] < t[3])) continue;
      taken.push(box);
      ctx.fillStyle = 'rgba(13,13,26,0.75)';
      ctx.fillRect(lx - 2, y - 9, width + 4, 18);
      ctx.fillStyle = '#ececf4';
      ctx.fillText(label, lx, y);
    }
  }

  private pointRadius(i: number) {
    return (Math.max(2, this.sizes[i]! * Math.min(3, Math.max(0.6, Math.sqrt(this.camera.k))))) / 2;
  }

  /** The point under a screen position (CSS pixels of the container), if any. */
  nodeAt(px: number, py: number): string | null {
    let best: string | null = null;
    let bestD = Infinity;
    for (let i = 0; i < this.ids.length; i++) {
      const [x, y] = this.toScreen(i);
      const d = (x - px) ** 2 + (y - py) ** 2;
      const r = this.pointRadius(i) + 4;
      if (d <= r * r && d < bestD) {
        bestD = d;
        best = this.ids[i]!;
      }
    }
    return best;
  }

  /* ---------- interaction ---------- */

  private listen() {
    const el = this.canvas;
    const pointers = new Map<number, { x: number; y: number }>();
    let travelled = 0;
    let pinch: number | null = null;
    const local = (e: { clientX: number; clientY: number }) => {
      const r = el.getBoundingClientRect();
      return { x: e.clientX - r.left, y: e.clientY - r.top };
    };
    const moved = () => {
      this.movingUntil = performance.now() + 180;
      this.schedule();
    };
    const down = (e: PointerEvent) => {
      pointers.set(e.pointerId, { x: e.clientX, y: e.clientY });
      if (pointers.size === 1) travelled = 0;
      pinch = null;
    };
    const move = (e: PointerEvent) => {
      const prev = pointers.get(e.pointerId);
      if (!prev) {
        const p = local(e);
        const hit = this.nodeAt(p.x, p.y);
        if (hit !== this.hovered) {
          this.hovered = hit;
          el.style.cursor = hit ? 'pointer' : 'grab';
          this.opts.onHoverNode?.(hit);
          this.invalidate();
        }
        return;
      }
      if (pointers.size === 1) {
        const dx = e.clientX - prev.x;
        const dy = e.clientY - prev.y;
        travelled += Math.abs(dx) + Math.abs(dy);
        if (travelled > 4) {
          if (!el.hasPointerCapture(e.pointerId)) el.setPointerCapture(e.pointerId);
          this.camera = { ...this.camera, x: this.camera.x + (dx / this.size.w) * 2, y: this.camera.y - (dy / this.size.h) * 2 };
          moved();
        }
      } else if (pointers.size === 2) {
        pointers.set(e.pointerId, { x: e.clientX, y: e.clientY });
        const [a, b] = [...pointers.values()];
        const d = Math.hypot(a!.x - b!.x, a!.y - b!.y);
        if (pinch) this.zoomAround(d / pinch, local({ clientX: (a!.x + b!.x) / 2, clientY: (a!.y + b!.y) / 2 }));
        pinch = d;
        travelled += 10;
        return;
      }
      pointers.set(e.pointerId, { x: e.clientX, y: e.clientY });
    };
    const up = (e: PointerEvent) => {
      const wasTap = pointers.size === 1 && travelled <= 4;
      pointers.delete(e.pointerId);
      pinch = null;
      if (wasTap && e.type === 'pointerup') {
        const p = local(e);
        const hit = this.nodeAt(p.x, p.y);
        if (hit) this.opts.onClickNode?.(hit);
      }
      this.schedule();
    };
    const wheel = (e: WheelEvent) => {
      e.preventDefault();
      this.zoomAround(Math.exp(-e.deltaY * 0.0015), local(e));
    };
    el.addEventListener('pointerdown', down);
    el.addEventListener('pointermove', move);
    el.addEventListener('pointerup', up);
    el.addEventListener('pointercancel', up);
    el.addEventListener('wheel', wheel, { passive: false });
    this.cleanup.push(() => {
      el.removeEventListener('pointerdown', down);
      el.removeEventListener('pointermove', move);
      el.removeEventListener('pointerup', up);
      el.removeEventListener('pointercancel', up);
      el.removeEventListener('wheel', wheel);
    });
  }

  /** Zooms by `f` keeping the point under `at` (CSS pixels) in place. */
  private zoomAround(f: number, at: { x: number; y: number }) {
    const k = Math.max(0.3, Math.min(60, this.camera.k * f));
    const r = k / this.camera.k;
    const cx = (at.x / this.size.w) * 2 - 1;
    const cy = 1 - (at.y / this.size.h) * 2;
    this.camera = { k, x: cx - (cx - this.camera.x) * r, y: cy - (cy - this.camera.y) * r };
    this.movingUntil = performance.now() + 180;
    this.schedule();
  }

  /** Moves the camera smoothly (resolves when there). */
  animateTo(to: Partial<CameraState>, ms = 400): Promise<void> {
    this.animation?.done();
    return new Promise((done) => {
      this.animation = { from: { ...this.camera }, to: { ...this.camera, ...to }, start: performance.now(), ms, done };
      this.schedule();
    });
  }

  getCamera(): CameraState {
    return { ...this.camera };
  }

  stopLayout() {
    if (this.timer) clearTimeout(this.timer);
    this.timer = null;
    this.worker?.stop();
    this.worker?.kill();
    this.worker = null;
    this.fitBounds();
    this.invalidate();
  }

  /** Dims everyone but the person and their neighbours and moves the camera to them (null: everyone). */
  focus(id: string | null) {
    this.focused = id && this.graph.hasNode(id) ? id : null;
    this.neighbours = new Set(this.focused ? this.graph.neighbors(this.focused) : []);
    this.invalidate();
    if (this.focused) {
      this.upload();
      // Fit the person and their neighbours in the view.
      let [minX, maxX, minY, maxY] = [Infinity, -Infinity, Infinity, -Infinity];
      this.ids.forEach((nid, i) => {
        if (!this.isLit(nid)) return;
        minX = Math.min(minX, this.positions[i * 2]!);
        maxX = Math.max(maxX, this.positions[i * 2]!);
        minY = Math.min(minY, this.positions[i * 2 + 1]!);
        maxY = Math.max(maxY, this.positions[i * 2 + 1]!);
      });
      const span = Math.max(maxX - minX, maxY - minY, 0.05);
      const k = Math.max(0.8, Math.min(8, 1.6 / span));
      const m = Math.min(this.size.w, this.size.h);
      const [sx, sy] = [(k * m) / this.size.w, (k * m) / this.size.h];
      void this.animateTo({ k, x: -((minX + maxX) / 2) * sx, y: -((minY + maxY) / 2) * sy }, 500);
    } else {
      void this.animateTo({ x: 0, y: 0, k: 1 }, 400);
    }
  }

  zoomIn() {
    void this.animateTo({ k: this.camera.k * 1.5, x: this.camera.x * 1.5, y: this.camera.y * 1.5 }, 250);
  }
  zoomOut() {
    void this.animateTo({ k: this.camera.k / 1.5, x: this.camera.x / 1.5, y: this.camera.y / 1.5 }, 250);
  }
  reset() {
    void this.animateTo({ x: 0, y: 0, k: 1 }, 250);
  }
  /** Pans by a fraction of the view (keyboard arrows). */
  panBy(dx: number, dy: number) {
    void this.animateTo({ x: this.camera.x - dx * 2, y: this.camera.y - dy * 2 }, 150);
  }

  /** The drawing as a PNG: points, links and names, drawn afresh and read at once. */
  async toPng(): Promise<Blob> {
    const wasMoving = this.movingUntil;
    this.movingUntil = 0;
    this.draw(performance.now());
    this.movingUntil = wasMoving;
    const out = document.createElement('canvas');
    out.width = this.canvas.width;
    out.height = this.canvas.height;
    const ctx = out.getContext('2d');
    if (!ctx) throw new Error('This browser cannot draw a PNG.');
    ctx.drawImage(this.canvas, 0, 0);
    ctx.drawImage(this.labels, 0, 0);
    return new Promise<Blob>((resolve, reject) => out.toBlob((b) => (b ? resolve(b) : reject(new Error('No PNG'))), 'image/png'));
  }

  destroy() {
    this.stopLayout();
    this.destroyed = true;
    if (this.frame) cancelAnimationFrame(this.frame);
    this.frame = 0;
    for (const c of this.cleanup) c();
    this.canvas.remove();
    this.labels.remove();
    this.gl.getExtension('WEBGL_lose_context')?.loseContext();
  }
}
