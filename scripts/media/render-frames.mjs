#!/usr/bin/env node
/**
 * Renders one looping scene as raw RGB24 frames on stdout, for ffmpeg to encode:
 *   node scripts/media/render-frames.mjs <scene> <width> <height> <frames>
 * Every motion is periodic over the clip (phase t in [0, 1)), so the last frame
 * flows into the first and the <video loop> has no visible jump. Deterministic:
 * a seeded PRNG, no clock, so re-running the script gives the same pictures.
 *
 * The rasterizer is tiny on purpose: additive soft glows, anti-aliased lines and
 * a background gradient on a float buffer, tone-mapped to 8 bits per frame.
 */
const [scene = 'social', W0 = '640', H0 = '360', N0 = '96'] = process.argv.slice(2);
const W = Number(W0);
const H = Number(H0);
const FRAMES = Number(N0);
const TAU = Math.PI * 2;

function rng(seed) {
  let s = seed >>> 0;
  return () => {
    s = (s + 0x6d2b79f5) >>> 0;
    let t = s;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

const hex = (h) => [1, 3, 5].map((i) => parseInt(h.slice(i, i + 2), 16) / 255);
const PALETTE = {
  violet: hex('#a78bfa'),
  cyan: hex('#22d3ee'),
  pink: hex('#f472b6'),
  amber: hex('#fbbf24'),
  green: hex('#4ade80'),
  white: hex('#f5f3ff'),
};

class Canvas {
  constructor(w, h) {
    this.w = w;
    this.h = h;
    this.buf = new Float32Array(w * h * 3);
  }
  background(top, bottom, glowAt, glowColor) {
    const [gx, gy, gr] = glowAt;
    for (let y = 0; y < this.h; y++) {
      const k = y / (this.h - 1);
      for (let x = 0; x < this.w; x++) {
        const d = Math.hypot(x - gx, y - gy) / gr;
        const g = Math.exp(-d * d) * 0.55;
        const i = (y * this.w + x) * 3;
        for (let c = 0; c < 3; c++) this.buf[i + c] = top[c] * (1 - k) + bottom[c] * k + glowColor[c] * g * 0.35;
      }
    }
  }
  /** Additive gaussian glow plus a crisp core. */
  glow(cx, cy, r, color, intensity = 1, core = 0) {
    const R = Math.ceil(r * 3 + core + 1);
    const x0 = Math.max(0, Math.floor(cx - R));
    const x1 = Math.min(this.w - 1, Math.ceil(cx + R));
    const y0 = Math.max(0, Math.floor(cy - R));
    const y1 = Math.min(this.h - 1, Math.ceil(cy + R));
    for (let y = y0; y <= y1; y++) {
      for (let x = x0; x <= x1; x++) {
        const d = Math.hypot(x - cx, y - cy);
        let a = Math.exp(-(d * d) / (r * r)) * intensity;
        if (core > 0) a += Math.min(1, Math.max(0, core + 0.5 - d)) * 0.9;
        if (a < 0.002) continue;
        const i = (y * this.w + x) * 3;
        this.buf[i] += color[0] * a;
        this.buf[i + 1] += color[1] * a;
        this.buf[i + 2] += color[2] * a;
      }
    }
  }
  /** Anti-aliased additive segment. */
  line(ax, ay, bx, by, width, color, alpha) {
    const pad = width + 2;
    const x0 = Math.max(0, Math.floor(Math.min(ax, bx) - pad));
    const x1 = Math.min(this.w - 1, Math.ceil(Math.max(ax, bx) + pad));
    const y0 = Math.max(0, Math.floor(Math.min(ay, by) - pad));
    const y1 = Math.min(this.h - 1, Math.ceil(Math.max(ay, by) + pad));
    const dx = bx - ax;
    const dy = by - ay;
    const len2 = dx * dx + dy * dy || 1;
    for (let y = y0; y <= y1; y++) {
      for (let x = x0; x <= x1; x++) {
        const t = Math.max(0, Math.min(1, ((x - ax) * dx + (y - ay) * dy) / len2));
        const d = Math.hypot(x - (ax + t * dx), y - (ay + t * dy));
        const cov = Math.max(0, Math.min(1, width / 2 + 0.5 - d));
        if (cov <= 0) continue;
        const a = cov * alpha;
        const i = (y * this.w + x) * 3;
        this.buf[i] += color[0] * a;
        this.buf[i + 1] += color[1] * a;
        this.buf[i + 2] += color[2] * a;
      }
    }
  }
  /** Soft-clips to 8 bits so bright overlaps bloom instead of hard-clipping. */
  toRGB24() {
    const out = Buffer.alloc(this.w * this.h * 3);
    for (let i = 0; i < this.buf.length; i++) {
      const v = this.buf[i];
      const m = v < 0.8 ? v : 0.8 + (1 - Math.exp(-(v - 0.8) * 2.5)) * 0.2;
      out[i] = Math.max(0, Math.min(255, Math.round(Math.pow(m, 1 / 1.1) * 255)));
    }
    return out;
  }
}

const BG_TOP = hex('#0b0b14');
const BG_BOTTOM = hex('#120d24');
const lerp = (a, b, k) => a + (b - a) * k;
const mix = (c1, c2, k) => c1.map((v, i) => lerp(v, c2[i], k));

/* ---------------- scenes ---------------- */

/** People as glowing nodes in five communities; messages travel along ties. */
function socialScene() {
  const rand = rng(11);
  const colors = [PALETTE.violet, PALETTE.cyan, PALETTE.pink, PALETTE.amber, PALETTE.green];
  const clusters = colors.map((color, c) => {
    const ang = (c / colors.length) * TAU - Math.PI / 2;
    return { color, cx: W / 2 + Math.cos(ang) * W * 0.27, cy: H / 2 + Math.sin(ang) * H * 0.3, n: 9 + Math.floor(rand() * 5) };
  });
  const nodes = [];
  clusters.forEach((cl, ci) => {
    for (let k = 0; k < cl.n; k++) {
      nodes.push({
        ci,
        r: (0.3 + rand() * 0.7) * Math.min(W, H) * 0.16,
        a: rand() * TAU,
        speed: rand() < 0.5 ? 1 : -1,
        wob: rand() * TAU,
        size: 1.5 + rand() * 2.4,
      });
    }
  });
  nodes.push({ ci: -1, r: 0, a: 0, speed: 0, wob: 0, size: 4.5 }); // "you", in the middle
  const me = nodes.length - 1;
  const edges = [];
  nodes.forEach((n, i) => {
    if (i === me) return;
    const same = nodes.map((m, j) => ({ m, j })).filter(({ m, j }) => m.ci === n.ci && j !== i);
    for (let e = 0; e < 2; e++) edges.push([i, same[Math.floor(rand() * same.length)].j]);
  });
  clusters.forEach((_, ci) => {
    const idx = nodes.findIndex((n) => n.ci === ci);
    edges.push([me, idx]);
    const other = nodes.findIndex((n) => n.ci === (ci + 2) % clusters.length);
    edges.push([idx + 1, other + 2]);
  });
  const pulses = Array.from({ length: 26 }, () => ({ e: Math.floor(rand() * edges.length), k: 1 + Math.floor(rand() * 2), off: rand() }));

  return (t, cv) => {
    cv.background(BG_TOP, BG_BOTTOM, [W / 2, H / 2, W * 0.45], hex('#4c1d95'));
    const pos = nodes.map((n) => {
      if (n.ci < 0) return [W / 2, H / 2 + Math.sin(TAU * t) * 2];
      const cl = clusters[n.ci];
      const a = n.a + n.speed * TAU * t; // one orbit per loop keeps it seamless
      const wob = Math.sin(TAU * t + n.wob) * 3;
      const ccx = cl.cx + Math.cos(TAU * t + n.ci) * 4;
      const ccy = cl.cy + Math.sin(TAU * t + n.ci) * 4;
      return [ccx + Math.cos(a) * (n.r + wob), ccy + Math.sin(a) * (n.r + wob) * 0.8];
    });
    for (const [a, b] of edges) {
      const ca = nodes[a].ci >= 0 ? clusters[nodes[a].ci].color : PALETTE.white;
      cv.line(pos[a][0], pos[a][1], pos[b][0], pos[b][1], 1, ca, 0.16);
    }
    for (const p of pulses) {
      const [a, b] = edges[p.e];
      const k = (t * p.k + p.off) % 1;
      const x = lerp(pos[a][0], pos[b][0], k);
      const y = lerp(pos[a][1], pos[b][1], k);
      const col = nodes[a].ci >= 0 ? clusters[nodes[a].ci].color : PALETTE.white;
      cv.glow(x, y, 3, col, 0.9 * Math.sin(Math.PI * k), 0.8);
    }
    nodes.forEach((n, i) => {
      const col = n.ci >= 0 ? clusters[n.ci].color : PALETTE.white;
      const beat = 0.75 + 0.25 * Math.sin(TAU * t * 2 + n.wob);
      cv.glow(pos[i][0], pos[i][1], n.size * 3, col, 0.35 * beat, n.size * 0.8);
    });
    const ring = 14 + 6 * Math.sin(TAU * t);
    for (let k = 0; k < 48; k++) {
      const a = (k / 48) * TAU;
      cv.glow(W / 2 + Math.cos(a) * ring, H / 2 + Math.sin(a) * ring, 1.2, PALETTE.white, 0.25);
    }
  };
}

/** A career tree growing left to right; sparks follow possible paths to each future. */
function careerScene() {
  const rand = rng(23);
  const levels = 5;
  const nodes = [{ x: W * 0.08, y: H / 2, level: 0, parent: -1 }];
  let frontier = [0];
  for (let l = 1; l < levels; l++) {
    const next = [];
    const span = H * 0.86;
    const count = frontier.length * 2;
    frontier.forEach((p, pi) => {
      for (let c = 0; c < 2; c++) {
        const slot = pi * 2 + c;
        const y = H / 2 - span / 2 + ((slot + 0.5) / count) * span + (rand() - 0.5) * 8;
        nodes.push({ x: W * 0.08 + (l / (levels - 1)) * W * 0.84, y, level: l, parent: p });
        next.push(nodes.length - 1);
      }
    });
    frontier = next;
  }
  const leaves = frontier;
  const colors = [PALETTE.violet, PALETTE.cyan, PALETTE.pink, PALETTE.amber, PALETTE.green];
  const curve = (a, b, k) => {
    const s = k * k * (3 - 2 * k);
    return [lerp(a.x, b.x, k), lerp(a.y, b.y, s)];
  };
  const pathTo = (leaf) => {
    const p = [];
    for (let i = leaf; i >= 0; i = nodes[i].parent) p.unshift(i);
    return p;
  };
  const sparks = leaves.map((leaf, i) => ({ path: pathTo(leaf), off: i / leaves.length, color: colors[i % colors.length] }));
  const highlight = pathTo(leaves[5]);

  return (t, cv) => {
    cv.background(BG_TOP, BG_BOTTOM, [W * 0.15, H / 2, W * 0.5], hex('#155e75'));
    for (let i = 1; i < nodes.length; i++) {
      const a = nodes[nodes[i].parent];
      const b = nodes[i];
      const hot = highlight.includes(i);
      let prev = [a.x, a.y];
      for (let s = 1; s <= 16; s++) {
        const p = curve(a, b, s / 16);
        cv.line(prev[0], prev[1], p[0], p[1], hot ? 2 : 1.2, hot ? PALETTE.violet : PALETTE.cyan, hot ? 0.55 : 0.18);
        prev = p;
      }
    }
    for (const s of sparks) {
      const k = (t + s.off) % 1;
      const segs = s.path.length - 1;
      const f = k * segs;
      const si = Math.min(segs - 1, Math.floor(f));
      const [x, y] = curve(nodes[s.path[si]], nodes[s.path[si + 1]], f - si);
      cv.glow(x, y, 4, s.color, 0.8 * Math.sin(Math.PI * k), 1.2);
    }
    nodes.forEach((n, i) => {
      const hot = highlight.includes(i);
      const beat = 0.7 + 0.3 * Math.sin(TAU * t + n.level);
      cv.glow(n.x, n.y, hot ? 9 : 5, hot ? PALETTE.violet : PALETTE.cyan, (hot ? 0.6 : 0.3) * beat, n.level === 0 ? 4 : 2);
    });
  };
}

/** A 3D network on a sphere, turning once per loop, nearer nodes brighter. */
function networkScene() {
  const rand = rng(5);
  const N = 90;
  const pts = Array.from({ length: N }, (_, i) => {
    const y = 1 - (i / (N - 1)) * 2;
    const r = Math.sqrt(1 - y * y);
    const th = i * Math.PI * (3 - Math.sqrt(5));
    const jitter = 0.92 + rand() * 0.16;
    return [Math.cos(th) * r * jitter, y * jitter, Math.sin(th) * r * jitter];
  });
  const edges = [];
  pts.forEach((p, i) => {
    const near = pts
      .map((q, j) => ({ j, d: Math.hypot(p[0] - q[0], p[1] - q[1], p[2] - q[2]) }))
      .filter((x) => x.j > i)
      .sort((a, b) => a.d - b.d)
      .slice(0, 3);
    for (const n of near) edges.push([i, n.j]);
  });
  const hubs = new Set(Array.from({ length: 8 }, () => Math.floor(rand() * N)));
  const R = Math.min(W, H) * 0.38;
  return (t, cv) => {
    cv.background(BG_TOP, BG_BOTTOM, [W / 2, H / 2, W * 0.4], hex('#3b0764'));
    const a = TAU * t;
    const tilt = 0.35;
    const proj = pts.map(([x, y, z]) => {
      const x1 = x * Math.cos(a) + z * Math.sin(a);
      const z1 = -x * Math.sin(a) + z * Math.cos(a);
      const y2 = y * Math.cos(tilt) - z1 * Math.sin(tilt);
      const z2 = y * Math.sin(tilt) + z1 * Math.cos(tilt);
      const s = 2.6 / (2.6 + z2);
      return [W / 2 + x1 * R * s, H / 2 + y2 * R * s, (1 - z2) / 2];
    });
    for (const [i, j] of edges) {
      const depth = (proj[i][2] + proj[j][2]) / 2;
      cv.line(proj[i][0], proj[i][1], proj[j][0], proj[j][1], 1, mix(PALETTE.violet, PALETTE.cyan, depth), 0.08 + depth * 0.3);
    }
    proj.forEach(([x, y, d], i) => {
      const hub = hubs.has(i);
      const col = hub ? PALETTE.pink : mix(PALETTE.violet, PALETTE.cyan, d);
      cv.glow(x, y, hub ? 8 : 4, col, (0.15 + d * 0.5) * (hub ? 1.2 : 1), (hub ? 2.5 : 1.2) * (0.6 + d * 0.6));
    });
  };
}

const scenes = { social: socialScene, career: careerScene, network: networkScene };
if (!scenes[scene]) {
  console.error(`unknown scene "${scene}"; choose one of ${Object.keys(scenes).join(', ')}`);
  process.exit(2);
}
const draw = scenes[scene]();
const canvas = new Canvas(W, H);

let frame = 0;
function writeNext() {
  while (frame < FRAMES) {
    draw(frame / FRAMES, canvas);
    frame++;
    if (!process.stdout.write(canvas.toRGB24())) {
      process.stdout.once('drain', writeNext);
      return;
    }
  }
}
process.stdout.on('error', (err) => {
  if (err.code !== 'EPIPE') throw err;
});
writeNext();
