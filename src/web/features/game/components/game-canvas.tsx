/**
 * The map, drawn on a plain 2D canvas (no game engine: a tile map with a few dozen sprites
 * needs none, and the 2D canvas draws everywhere, software rendering included). A frame
 * loop eases the player and the camera between tiles and makes undiscovered memories
 * shimmer; a click or tap on a tile asks to walk there. Where the canvas is missing (jsdom,
 * very old browsers) it draws nothing and says so: the page's lists still play the game.
 */
import { useEffect, useRef, useState, type ReactNode } from 'react';
import { GAME_MARGIN, type GameLevel, type GamePoint } from '../../../../contract/game';
import type { Direction } from '../game-logic';

type Props = {
  level: GameLevel;
  position: GamePoint;
  facing: Direction;
  discovered: ReadonlySet<string>;
  onTileClick: (p: GamePoint) => void;
  label: string;
  /** Drawn over the top of the map (the banner of a discovery). */
  overlay?: ReactNode;
};

const COLORS = {
  water: '#0f2742',
  waterLine: '#1b3d63',
  shore: '#c9b27c',
  grassA: '#2f6a3c',
  grassB: '#2b6337',
  plaza: '#3f8150',
  road: '#b99a62',
  roadEdge: '#9c7f4c',
  tree: '#1d4a2a',
  treeTop: '#2c6b3b',
  trunk: '#4a3220',
  label: 'rgba(12, 12, 24, 0.78)',
  photo: '#ffc857',
  message: '#ff7ab6',
  found: 'rgba(255, 255, 255, 0.35)',
  player: '#ffffff',
  playerRing: '#8b5cf6',
};

const PEOPLE = ['#f97316', '#22d3ee', '#a3e635', '#f472b6', '#facc15', '#60a5fa', '#fb7185', '#34d399'];
function personColor(name: string): string {
  let h = 0;
  for (let i = 0; i < name.length; i++) h = (h * 31 + name.charCodeAt(i)) >>> 0;
  return PEOPLE[h % PEOPLE.length]!;
}

function canDraw(canvas: HTMLCanvasElement): boolean {
  if (typeof Path2D === 'undefined' || typeof ResizeObserver === 'undefined') return false;
  try {
    return canvas.getContext('2d') !== null;
  } catch {
    return false;
  }
}

export function GameCanvas({ level, position, facing, discovered, onTileClick, label, overlay }: Props) {
  const canvasRef = useRef<HTMLCanvasElement>(null);
  const wrapRef = useRef<HTMLDivElement>(null);
  const [unsupported, setUnsupported] = useState(false);
  // The latest props, read by the frame loop (which outlives renders).
  const state = useRef({ level, position, facing, discovered });
  state.current = { level, position, facing, discovered };
  const view = useRef({ tile: 32, camX: 0, camY: 0, width: 0, height: 0 });

  useEffect(() => {
    const canvas = canvasRef.current;
    const wrap = wrapRef.current;
    if (!canvas || !wrap) return;
    if (!canDraw(canvas)) {
      setUnsupported(true);
      return;
    }
    const ctx = canvas.getContext('2d')!;
    const resize = () => {
      const w = wrap.clientWidth;
      const h = Math.round(w < 640 ? Math.min(460, Math.max(320, w * 1.05)) : Math.min(560, Math.max(300, w * 0.62)));
      const dpr = Math.min(2, window.devicePixelRatio || 1);
      canvas.width = Math.round(w * dpr);
      canvas.height = Math.round(h * dpr);
      canvas.style.height = `${h}px`;
      ctx.setTransform(dpr, 0, 0, dpr, 0, 0);
      view.current.width = w;
      view.current.height = h;
      view.current.tile = w < 520 ? 28 : 34;
    };
    resize();
    const observer = new ResizeObserver(resize);
    observer.observe(wrap);

    // The drawn player position eases towards the real one.
    const shown = { x: state.current.position.x, y: state.current.position.y };
    // data-settled: whether the drawn player (and so the camera) has reached the real position,
    // so a tap can be aimed at a tile (browser tests wait for it). Written only when it changes.
    let settled: boolean | undefined;
    let frame = 0;
    let last = performance.now();
    const draw = (now: number) => {
      const dt = Math.min(0.1, (now - last) / 1000);
      last = now;
      const s = state.current;
      const ease = 1 - Math.exp(-dt * 18);
      shown.x += (s.position.x - shown.x) * ease;
      shown.y += (s.position.y - shown.y) * ease;
      if (Math.abs(s.position.x - shown.x) > 6 || Math.abs(s.position.y - shown.y) > 6) Object.assign(shown, s.position);
      const nowSettled = Math.abs(s.position.x - shown.x) < 0.01 && Math.abs(s.position.y - shown.y) < 0.01;
      if (nowSettled !== settled) canvas.dataset.settled = String((settled = nowSettled));
      render(ctx, s, shown, view.current, now / 1000);
      frame = requestAnimationFrame(draw);
    };
    frame = requestAnimationFrame(draw);
    return () => {
      cancelAnimationFrame(frame);
      observer.disconnect();
    };
  }, []);

  const click = (e: React.MouseEvent<HTMLCanvasElement>) => {
    const rect = e.currentTarget.getBoundingClientRect();
    const v = view.current;
    const x = Math.floor((e.clientX - rect.left + v.camX) / v.tile);
    const y = Math.floor((e.clientY - rect.top + v.camY) / v.tile);
    onTileClick({ x, y });
  };

  return (
    <div ref={wrapRef} className="relative w-full overflow-hidden rounded-xl border border-border bg-[#0f2742]">
      <canvas ref={canvasRef} onClick={click} role="img" aria-label={label} className="block w-full cursor-pointer touch-manipulation" data-testid="game-canvas" />
      {overlay}
      {unsupported && (
        <p className="absolute inset-0 flex items-center justify-center p-6 text-center text-sm text-muted">
          This browser cannot draw the map. Use the list of places beside it to travel and find the memories.
        </p>
      )}
    </div>
  );
}

type View = { tile: number; camX: number; camY: number; width: number; height: number };
type State = { level: GameLevel; position: GamePoint; facing: Direction; discovered: ReadonlySet<string> };

function render(ctx: CanvasRenderingContext2D, s: State, shown: GamePoint, v: View, t: number) {
  const { level } = s;
  const T = v.tile;
  const mapW = level.width * T;
  const mapH = level.height * T;
  // The camera follows the player, held inside the map (centred when the map is smaller).
  const cx = shown.x * T + T / 2 - v.width / 2;
  const cy = shown.y * T + T / 2 - v.height / 2;
  v.camX = mapW <= v.width ? (mapW - v.width) / 2 : Math.max(0, Math.min(mapW - v.width, cx));
  v.camY = mapH <= v.height ? (mapH - v.height) / 2 : Math.max(0, Math.min(mapH - v.height, cy));
  const ox = -v.camX;
  const oy = -v.camY;

  ctx.fillStyle = COLORS.water;
  ctx.fillRect(0, 0, v.width, v.height);
  // Waves.
  ctx.strokeStyle = COLORS.waterLine;
  ctx.lineWidth = 1.5;
  for (let y = Math.floor(v.camY / T) - 1; y < (v.camY + v.height) / T + 1; y++) {
    for (let x = Math.floor(v.camX / T) - 1; x < (v.camX + v.width) / T + 1; x++) {
      if ((x * 7 + y * 13) % 5 !== 0) continue;
      const px = ox + x * T + T * 0.2 + Math.sin(t * 1.3 + x) * 3;
      const py = oy + y * T + T * 0.5;
      ctx.beginPath();
      ctx.moveTo(px, py);
      ctx.quadraticCurveTo(px + T * 0.15, py - 4, px + T * 0.3, py);
      ctx.quadraticCurveTo(px + T * 0.45, py + 4, px + T * 0.6, py);
      ctx.stroke();
    }
  }

  // The land: shore, then grass in two shades.
  const m = GAME_MARGIN;
  const landX = ox + m * T;
  const landY = oy + m * T;
  const landW = (level.width - 2 * m) * T;
  const landH = (level.height - 2 * m) * T;
  ctx.fillStyle = COLORS.shore;
  roundRect(ctx, landX - 6, landY - 6, landW + 12, landH + 12, 18);
  ctx.fill();
  const x0 = Math.max(m, Math.floor(v.camX / T));
  const x1 = Math.min(level.width - m, Math.ceil((v.camX + v.width) / T));
  const y0 = Math.max(m, Math.floor(v.camY / T));
  const y1 = Math.min(level.height - m, Math.ceil((v.camY + v.height) / T));
  for (let y = y0; y < y1; y++)
    for (let x = x0; x < x1; x++) {
      ctx.fillStyle = (x + y) % 2 ? COLORS.grassA : COLORS.grassB;
      ctx.fillRect(ox + x * T, oy + y * T, T, T);
    }

  // Plazas around the locations.
  for (const l of level.locations) {
    ctx.fillStyle = COLORS.plaza;
    ctx.beginPath();
    ctx.arc(ox + l.x * T + T / 2, oy + l.y * T + T / 2, T * 2.6, 0, Math.PI * 2);
    ctx.fill();
  }

  // Roads.
  for (const r of level.roads) {
    ctx.fillStyle = COLORS.road;
    ctx.fillRect(ox + r.x * T + T * 0.22, oy + r.y * T + T * 0.22, T * 0.56, T * 0.56);
  }
  const roadSet = new Set(level.roads.map((r) => `${r.x},${r.y}`));
  for (const r of level.roads) {
    for (const [dx, dy] of [[1, 0], [0, 1]] as const) {
      if (!roadSet.has(`${r.x + dx},${r.y + dy}`)) continue;
      ctx.fillStyle = COLORS.road;
      if (dx) ctx.fillRect(ox + r.x * T + T * 0.5, oy + r.y * T + T * 0.22, T, T * 0.56);
      else ctx.fillRect(ox + r.x * T + T * 0.22, oy + r.y * T + T * 0.5, T * 0.56, T);
    }
  }

  // Scenery.
  for (const s2 of level.scenery) {
    const px = ox + s2.x * T + T / 2;
    const py = oy + s2.y * T + T / 2;
    if (px < -T || py < -T || px > v.width + T || py > v.height + T) continue;
    if (s2.kind === 'flower') {
      ctx.fillStyle = (s2.x + s2.y) % 2 ? '#f9a8d4' : '#fde68a';
      for (const [a, b] of [[-5, -3], [4, 2], [-1, 5]] as const) {
        ctx.beginPath();
        ctx.arc(px + a, py + b, 2.2, 0, Math.PI * 2);
        ctx.fill();
      }
    } else {
      ctx.fillStyle = 'rgba(0,0,0,0.25)';
      ctx.beginPath();
      ctx.ellipse(px + 2, py + T * 0.32, T * 0.34, T * 0.14, 0, 0, Math.PI * 2);
      ctx.fill();
      ctx.fillStyle = COLORS.trunk;
      ctx.fillRect(px - 2, py + 2, 4, T * 0.3);
      ctx.fillStyle = COLORS.tree;
      ctx.beginPath();
      ctx.arc(px, py - 2, T * 0.38, 0, Math.PI * 2);
      ctx.fill();
      ctx.fillStyle = COLORS.treeTop;
      ctx.beginPath();
      ctx.arc(px - 3, py - 6, T * 0.22, 0, Math.PI * 2);
      ctx.fill();
    }
  }

  // Landmarks: a pin at each location's centre.
  for (const l of level.locations) {
    const px = ox + l.x * T + T / 2;
    const py = oy + l.y * T + T / 2;
    ctx.fillStyle = 'rgba(0,0,0,0.3)';
    ctx.beginPath();
    ctx.ellipse(px, py + T * 0.36, T * 0.3, T * 0.1, 0, 0, Math.PI * 2);
    ctx.fill();
    ctx.fillStyle = '#8b5cf6';
    ctx.beginPath();
    ctx.arc(px, py - T * 0.12, T * 0.3, Math.PI, 0);
    ctx.lineTo(px, py + T * 0.36);
    ctx.closePath();
    ctx.fill();
    ctx.fillStyle = '#ede9fe';
    ctx.beginPath();
    ctx.arc(px, py - T * 0.12, T * 0.12, 0, Math.PI * 2);
    ctx.fill();
  }

  // Memories: shimmering until found, then a faint mark.
  for (const mem of level.memories) {
    const px = ox + mem.x * T + T / 2;
    const py = oy + mem.y * T + T / 2;
    if (px < -T || py < -T || px > v.width + T || py > v.height + T) continue;
    const found = s.discovered.has(mem.id);
    const color = mem.kind === 'photo' ? COLORS.photo : COLORS.message;
    if (found) {
      ctx.strokeStyle = COLORS.found;
      ctx.lineWidth = 2;
      ctx.beginPath();
      ctx.arc(px, py, T * 0.2, 0, Math.PI * 2);
      ctx.stroke();
      ctx.beginPath();
      ctx.moveTo(px - T * 0.09, py);
      ctx.lineTo(px - T * 0.02, py + T * 0.08);
      ctx.lineTo(px + T * 0.11, py - T * 0.08);
      ctx.stroke();
      continue;
    }
    const pulse = 0.75 + 0.25 * Math.sin(t * 3 + mem.x + mem.y);
    const glow = ctx.createRadialGradient(px, py, 1, px, py, T * 0.7);
    glow.addColorStop(0, `${color}aa`);
    glow.addColorStop(1, `${color}00`);
    ctx.fillStyle = glow;
    ctx.beginPath();
    ctx.arc(px, py, T * 0.7 * pulse, 0, Math.PI * 2);
    ctx.fill();
    const r = T * 0.26;
    const bob = Math.sin(t * 2.2 + mem.x) * 2;
    ctx.fillStyle = color;
    ctx.beginPath();
    ctx.moveTo(px, py - r + bob);
    ctx.lineTo(px + r * 0.75, py + bob);
    ctx.lineTo(px, py + r + bob);
    ctx.lineTo(px - r * 0.75, py + bob);
    ctx.closePath();
    ctx.fill();
    ctx.fillStyle = 'rgba(255,255,255,0.7)';
    ctx.beginPath();
    ctx.moveTo(px, py - r + bob + 3);
    ctx.lineTo(px + r * 0.3, py + bob - 1);
    ctx.lineTo(px, py + bob + 1);
    ctx.closePath();
    ctx.fill();
  }

  // Characters.
  ctx.textAlign = 'center';
  ctx.textBaseline = 'middle';
  for (const c of level.characters) {
    const px = ox + c.x * T + T / 2;
    const py = oy + c.y * T + T / 2;
    if (px < -T || py < -T || px > v.width + T || py > v.height + T) continue;
    ctx.fillStyle = 'rgba(0,0,0,0.3)';
    ctx.beginPath();
    ctx.ellipse(px, py + T * 0.34, T * 0.26, T * 0.09, 0, 0, Math.PI * 2);
    ctx.fill();
    ctx.fillStyle = personColor(c.name);
    ctx.beginPath();
    ctx.arc(px, py, T * 0.32, 0, Math.PI * 2);
    ctx.fill();
    ctx.fillStyle = '#111827';
    ctx.font = `700 ${Math.round(T * 0.36)}px system-ui, sans-serif`;
    ctx.fillText(c.name.slice(0, 1).toUpperCase(), px, py + 1);
    if (Math.max(Math.abs(c.x - s.position.x), Math.abs(c.y - s.position.y)) <= 1) {
      pill(ctx, c.name.split(' ')[0]!, px, py + T * 0.62, Math.round(T * 0.32), 'rgba(17,24,39,0.85)', '#f9fafb');
    }
  }

  // The player.
  {
    const px = ox + shown.x * T + T / 2;
    const py = oy + shown.y * T + T / 2;
    ctx.fillStyle = 'rgba(0,0,0,0.35)';
    ctx.beginPath();
    ctx.ellipse(px, py + T * 0.36, T * 0.28, T * 0.1, 0, 0, Math.PI * 2);
    ctx.fill();
    ctx.fillStyle = COLORS.playerRing;
    ctx.beginPath();
    ctx.arc(px, py, T * 0.36, 0, Math.PI * 2);
    ctx.fill();
    ctx.fillStyle = COLORS.player;
    ctx.beginPath();
    ctx.arc(px, py, T * 0.26, 0, Math.PI * 2);
    ctx.fill();
    const d = { up: [0, -1], down: [0, 1], left: [-1, 0], right: [1, 0] }[s.facing];
    ctx.fillStyle = COLORS.playerRing;
    ctx.beginPath();
    ctx.arc(px + d[0]! * T * 0.11, py + d[1]! * T * 0.11, T * 0.08, 0, Math.PI * 2);
    ctx.fill();
  }

  // Location names last, above everything.
  for (const l of level.locations) {
    const px = ox + l.x * T + T / 2;
    const py = oy + l.y * T + T / 2 - T * 0.95;
    if (px < -200 || py < -T || px > v.width + 200 || py > v.height + T) continue;
    pill(ctx, l.label, px, py, Math.round(T * 0.38), COLORS.label, '#f5f3ff');
  }
}

function pill(ctx: CanvasRenderingContext2D, text: string, x: number, y: number, size: number, bg: string, fg: string) {
  ctx.font = `600 ${size}px system-ui, sans-serif`;
  const label = text.length > 24 ? `${text.slice(0, 23)}…` : text;
  const w = ctx.measureText(label).width + size;
  ctx.fillStyle = bg;
  roundRect(ctx, x - w / 2, y - size * 0.8, w, size * 1.6, size * 0.8);
  ctx.fill();
  ctx.fillStyle = fg;
  ctx.textAlign = 'center';
  ctx.textBaseline = 'middle';
  ctx.fillText(label, x, y + 1);
}

function roundRect(ctx: CanvasRenderingContext2D, x: number, y: number, w: number, h: number, r: number) {
  ctx.beginPath();
  ctx.moveTo(x + r, y);
  ctx.arcTo(x + w, y, x + w, y + h, r);
  ctx.arcTo(x + w, y + h, x, y + h, r);
  ctx.arcTo(x, y + h, x, y, r);
  ctx.arcTo(x, y, x + w, y, r);
  ctx.closePath();
}
