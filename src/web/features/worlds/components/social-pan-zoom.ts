/**
 * Pan and zoom for an SVG world: drag (mouse or one finger) pans, the wheel or a pinch
 * zooms, and zoomIn/zoomOut/reset serve buttons and the keyboard. The view applies as a
 * `transform` on a group in viewBox units. A drag longer than a few pixels is not a click.
 */
import { useCallback, useEffect, useRef, useState, type RefObject } from 'react';

export type View = { x: number; y: number; k: number };
const START: View = { x: 0, y: 0, k: 1 };
const MIN = 0.5;
const MAX = 8;
const clampK = (k: number) => Math.max(MIN, Math.min(MAX, k));

export function useSvgPanZoom(svg: RefObject<SVGSVGElement | null>, viewBoxWidth: number) {
  const [view, setView] = useState<View>(START);
  const pointers = useRef(new Map<number, { x: number; y: number }>());
  const moved = useRef(0);
  const pinch = useRef<number | null>(null);

  /** Screen pixels to viewBox units. */
  const scale = useCallback(() => viewBoxWidth / Math.max(1, svg.current?.clientWidth ?? viewBoxWidth), [svg, viewBoxWidth]);

  /** Zooms by `f` around a point given in viewBox coordinates relative to the centre. */
  const zoomAt = useCallback((f: number, px = 0, py = 0) => {
    setView((v) => {
      const k = clampK(v.k * f);
      const r = k / v.k;
      return { k, x: px - (px - v.x) * r, y: py - (py - v.y) * r };
    });
  }, []);

  useEffect(() => {
    const el = svg.current;
    if (!el) return;
    const local = (e: { clientX: number; clientY: number }) => {
      const r = el.getBoundingClientRect();
      const s = scale();
      return { x: (e.clientX - r.left - r.width / 2) * s, y: (e.clientY - r.top - r.height / 2) * s };
    };
    const wheel = (e: WheelEvent) => {
      e.preventDefault();
      const p = local(e);
      zoomAt(Math.exp(-e.deltaY * 0.0015), p.x, p.y);
    };
    const down = (e: PointerEvent) => {
      pointers.current.set(e.pointerId, { x: e.clientX, y: e.clientY });
      if (pointers.current.size === 1) moved.current = 0;
      pinch.current = null;
    };
    const move = (e: PointerEvent) => {
      const prev = pointers.current.get(e.pointerId);
      if (!prev) return;
      const s = scale();
      if (pointers.current.size === 1) {
        const dx = e.clientX - prev.x;
        const dy = e.clientY - prev.y;
        moved.current += Math.abs(dx) + Math.abs(dy);
        if (moved.current > 4) {
          if (!el.hasPointerCapture(e.pointerId)) el.setPointerCapture(e.pointerId);
          setView((v) => ({ ...v, x: v.x + dx * s, y: v.y + dy * s }));
        }
      } else if (pointers.current.size === 2) {
        pointers.current.set(e.pointerId, { x: e.clientX, y: e.clientY });
        const [a, b] = [...pointers.current.values()];
        const d = Math.hypot(a!.x - b!.x, a!.y - b!.y);
        if (pinch.current) {
          const mid = local({ clientX: (a!.x + b!.x) / 2, clientY: (a!.y + b!.y) / 2 });
          zoomAt(d / pinch.current, mid.x, mid.y);
        }
        pinch.current = d;
        moved.current += 10;
        return;
      }
      pointers.current.set(e.pointerId, { x: e.clientX, y: e.clientY });
    };
    const up = (e: PointerEvent) => {
      pointers.current.delete(e.pointerId);
      pinch.current = null;
    };
    el.addEventListener('wheel', wheel, { passive: false });
    el.addEventListener('pointerdown', down);
    el.addEventListener('pointermove', move);
    el.addEventListener('pointerup', up);
    el.addEventListener('pointercancel', up);
    return () => {
      el.removeEventListener('wheel', wheel);
      el.removeEventListener('pointerdown', down);
      el.removeEventListener('pointermove', move);
      el.removeEventListener('pointerup', up);
      el.removeEventListener('pointercancel', up);
    };
  }, [svg, scale, zoomAt]);

  return {
    view,
    transform: `translate(${view.x} ${view.y}) scale(${view.k})`,
    /** True right after a drag: the click that ends it should not open anything. */
    wasDrag: () => moved.current > 4,
    zoomIn: () => zoomAt(1.4),
    zoomOut: () => zoomAt(1 / 1.4),
    reset: () => setView(START),
    panBy: (dx: number, dy: number) => setView((v) => ({ ...v, x: v.x + dx, y: v.y + dy })),
  };
}
