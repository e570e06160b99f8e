/**
 * The Social & Emotional World in 2D: you at the centre, every person a body whose size is
 * their messages, whose colour is their mood and whose distance is how recently and often
 * you talk. Hover or focus shows name, counts and the last message's date; a click or
 * Enter opens the relationship. Drag, wheel or pinch pans and zooms; the buttons and the
 * arrow keys do too.
 */
import { forwardRef, useEffect, useImperativeHandle, useMemo, useRef, useState, type KeyboardEvent } from 'react';
import { Minus, Plus, RotateCcw } from 'lucide-react';
import type { SocialPerson } from '../../../../contract/worlds-social';
import { Button } from '../../../ui/button';
import { closeness, count, formatDay, moodColor, moodLabel, plural, trendLabel } from './social-format';
import { useSvgPanZoom } from './social-pan-zoom';

/** The most bodies drawn (the closest); the list below the world names everyone. */
export const MAX_BODIES = 150;
const SIZE = 1000;
const GOLDEN = Math.PI * (3 - Math.sqrt(5));

export type Body = { person: SocialPerson; x: number; y: number; r: number; color: string; closeness: number };

/** Places the closest people (at most MAX_BODIES) around the centre. */
export function layoutBodies(people: SocialPerson[]): { self: SocialPerson | null; bodies: Body[] } {
  const self = people.find((p) => p.isSelf) ?? null;
  const others = people.filter((p) => !p.isSelf);
  const most = {
    messages: Math.max(0, ...others.map((p) => p.messageCount)),
    recent: Math.max(0, ...others.map((p) => p.recentMessages)),
  };
  const scored = others
    .map((person) => ({ person, c: closeness(person, most) }))
    .sort((a, b) => b.c - a.c || b.person.messageCount - a.person.messageCount || a.person.name.localeCompare(b.person.name))
    .slice(0, MAX_BODIES);
  const bodies = scored.map(({ person, c }, i) => {
    const distance = 110 + (1 - c) * 330;
    const angle = i * GOLDEN - Math.PI / 2;
    return {
      person,
      closeness: c,
      x: Math.cos(angle) * distance,
      y: Math.sin(angle) * distance,
      r: 7 + 26 * Math.sqrt(most.messages ? person.messageCount / most.messages : 0),
      color: moodColor(person.sentiment),
    };
  });
  return { self, bodies };
}

export function describeBody(p: SocialPerson): string {
  return `${p.name}: ${plural(p.messageCount, 'message')}, ${count(p.recentMessages)} in the last 90 days, last on ${formatDay(p.lastAt)}, mood ${moodLabel(p.sentiment)} and ${trendLabel(p.trend)}`;
}

export interface SocialOrbitHandle {
  svg: SVGSVGElement | null;
}

type Props = {
  people: SocialPerson[];
  /** The link of a person's relationship page (null: none, e.g. a shared link). */
  hrefOf: (p: SocialPerson) => string | null;
  onOpen: (p: SocialPerson) => void;
  onHover: (p: SocialPerson | null) => void;
};

export const SocialOrbit = forwardRef<SocialOrbitHandle, Props>(function SocialOrbit({ people, hrefOf, onOpen, onHover }, ref) {
  const svgRef = useRef<SVGSVGElement | null>(null);
  useImperativeHandle(ref, () => ({ get svg() { return svgRef.current; } }), []);
  const { self, bodies } = useMemo(() => layoutBodies(people), [people]);
  const zoom = useSvgPanZoom(svgRef, SIZE);
  const [hover, setHover] = useState<Body | null>(null);
  // Names stay readable on a phone: about 12 px on screen whatever the drawing's width.
  const [width, setWidth] = useState(SIZE);
  useEffect(() => {
    const el = svgRef.current;
    if (!el || typeof ResizeObserver === 'undefined') return;
    const ro = new ResizeObserver(() => setWidth(el.clientWidth || SIZE));
    ro.observe(el);
    return () => ro.disconnect();
  }, []);
  const font = Math.max(15, (12 * SIZE) / Math.max(1, width) / zoom.view.k);

  const show = (b: Body | null) => {
    setHover(b);
    onHover(b?.person ?? null);
  };
  const keys = (e: KeyboardEvent) => {
    const step = 60 / zoom.view.k;
    const moves: Record<string, [number, number]> = { ArrowLeft: [step, 0], ArrowRight: [-step, 0], ArrowUp: [0, step], ArrowDown: [0, -step] };
    if (e.key in moves && e.target === svgRef.current) {
      e.preventDefault();
      zoom.panBy(...moves[e.key]!);
    } else if (e.key === '+' || e.key === '=') zoom.zoomIn();
    else if (e.key === '-') zoom.zoomOut();
    else if (e.key === '0') zoom.reset();
  };
  // Where the tooltip goes, in % of the drawing.
  const tip = hover
    ? { left: ((hover.x * zoom.view.k + zoom.view.x + SIZE / 2) / SIZE) * 100, top: ((hover.y * zoom.view.k + zoom.view.y + SIZE / 2) / SIZE) * 100 }
    : null;

  return (
    <div className="relative mx-auto w-full max-w-[760px]">
      <svg
        ref={svgRef}
        viewBox={`${-SIZE / 2} ${-SIZE / 2} ${SIZE} ${SIZE}`}
        role="group"
        aria-label={`Social world: ${plural(bodies.length, 'person', 'people')} around you. Arrow keys pan, + and − zoom.`}
        tabIndex={0}
        onKeyDown={keys}
        className="block aspect-square w-full cursor-grab touch-none select-none rounded-2xl border border-border bg-[#0d0d1a] active:cursor-grabbing"
      >
        <defs>
          <radialGradient id="social-glow">
            <stop offset="0%" stopColor="#7a4cf0" stopOpacity="0.35" />
            <stop offset="100%" stopColor="#7a4cf0" stopOpacity="0" />
          </radialGradient>
        </defs>
        <rect x={-SIZE / 2} y={-SIZE / 2} width={SIZE} height={SIZE} fill="#0d0d1a" />
        <g transform={zoom.transform}>
          <circle r={460} fill="url(#social-glow)" />
          {[110, 220, 330, 440].map((r) => (
            <circle key={r} r={r} fill="none" stroke="#2a2a40" strokeWidth={1.5} strokeDasharray="4 8" />
          ))}
          <text x={0} y={-118} textAnchor="middle" fill="#a3a3bc" fontSize={15}>
            closest
          </text>
          <text x={0} y={-448} textAnchor="middle" fill="#a3a3bc" fontSize={15}>
            further away
          </text>
          {bodies.map((b) => {
            const href = hrefOf(b.person);
            const active = hover?.person.id === b.person.id;
            const body = (
              <>
                <circle cx={b.x} cy={b.y} r={b.r + 6} fill={b.color} opacity={active ? 0.35 : 0.12} />
                <circle cx={b.x} cy={b.y} r={b.r} fill={b.color} stroke={active ? '#ececf4' : '#0b0b14'} strokeWidth={active ? 3 : 1.5} />
              </>
            );
            const common = {
              onMouseEnter: () => show(b),
              onMouseLeave: () => show(null),
              onFocus: () => show(b),
              onBlur: () => show(null),
            };
            return href ? (
              <a
                key={b.person.id}
                href={href}
                aria-label={describeBody(b.person)}
                className="cursor-pointer"
                {...common}
                onClick={(e) => {
                  e.preventDefault();
                  if (!zoom.wasDrag()) onOpen(b.person);
                }}
              >
                {body}
              </a>
            ) : (
              <g key={b.person.id} role="img" aria-label={describeBody(b.person)} tabIndex={0} {...common}>
                {body}
              </g>
            );
          })}
          {bodies.slice(0, 14).map((b) => (
            <text key={b.person.id} x={b.x} y={b.y + b.r + font + 2} textAnchor="middle" fill="#ececf4" fontSize={font} pointerEvents="none">
              {b.person.name.length > 18 ? `${b.person.name.slice(0, 17)}…` : b.person.name}
            </text>
          ))}
          <circle r={30} fill={moodColor(self?.sentiment ?? 0)} stroke="#ececf4" strokeWidth={3} />
          <text y={font / 3} textAnchor="middle" fill="#0b0b14" fontSize={Math.min(font, 22)} fontWeight={700} pointerEvents="none">
            You
          </text>
        </g>
      </svg>
      {hover && tip && (
        <div
          role="tooltip"
          className="pointer-events-none absolute z-10 w-56 -translate-x-1/2 rounded-xl border border-border bg-surface-2/95 p-3 text-sm shadow-xl"
          style={{ left: `${Math.min(85, Math.max(15, tip.left))}%`, top: `calc(${tip.top}% + 24px)` }}
        >
          <p className="font-semibold text-fg">{hover.person.name}</p>
          <p className="text-muted">
            {plural(hover.person.messageCount, 'message')} · {count(hover.person.recentMessages)} in the last 90 days
          </p>
          <p className="text-muted">Last message {formatDay(hover.person.lastAt)}</p>
          <p className="mt-1 flex items-center gap-1.5 text-muted">
            <span aria-hidden className="inline-block size-2.5 rounded-full" style={{ background: hover.color }} />
            Mood {moodLabel(hover.person.sentiment)}, {trendLabel(hover.person.trend)}
          </p>
        </div>
      )}
      <div className="absolute right-3 bottom-3 flex flex-col gap-1.5">
        <Button type="button" size="icon" variant="secondary" aria-label="Zoom in" onClick={zoom.zoomIn}>
          <Plus className="size-4" />
        </Button>
        <Button type="button" size="icon" variant="secondary" aria-label="Zoom out" onClick={zoom.zoomOut}>
          <Minus className="size-4" />
        </Button>
        <Button type="button" size="icon" variant="secondary" aria-label="Reset the view" onClick={zoom.reset}>
          <RotateCcw className="size-4" />
        </Button>
      </div>
    </div>
  );
});
