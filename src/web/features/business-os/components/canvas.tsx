/**
 * The free-position canvas. Blocks are react-rnd windows: dragging and resizing are
 * handled by the library with the block's own state, and only the final position or
 * size goes to the store — so a drag re-renders one block, never the whole canvas.
 * The block touched last is on top (its `z` is saved with the layout). Below 768 px
 * the canvas is a single column of blocks instead, in the order they stand on it.
 */
import { memo, useEffect, useMemo, useRef, useState, useSyncExternalStore, type RefObject } from 'react';
import { Rnd, type RndDragCallback, type RndResizeCallback } from 'react-rnd';
import type { Block } from '../../../../contract/business-os';
import { useController, useWorkspace } from '../hooks/workspace-context';
import { zOf } from '../model/session-state';
import { BlockFrame } from './block-frame';

const PHONE = '(max-width: 767.98px)';

/** True below 768 px: the workspace is one column of blocks. */
export function usePhoneLayout(): boolean {
  return useSyncExternalStore(
    (notify) => {
      const mq = window.matchMedia(PHONE);
      mq.addEventListener('change', notify);
      return () => mq.removeEventListener('change', notify);
    },
    () => window.matchMedia(PHONE).matches,
    () => false,
  );
}

/** On a phone: the block at full width, as tall as it was made (within the screen). */
const ColumnBlock = memo(function ColumnBlock({ block }: { block: Block }) {
  const focusSeq = useWorkspace((s) => (s.ui.focus?.id === block.id ? s.ui.focus.seq : 0));
  const ref = useRef<HTMLDivElement>(null);
  useEffect(() => {
    if (focusSeq) ref.current?.scrollIntoView({ block: 'nearest', behavior: 'smooth' });
  }, [focusSeq]);
  // As tall as its content up to most of a screen; the mind map needs a fixed height to draw in.
  const style = block.type === 'mindmap' ? { height: 460 } : { maxHeight: 'min(70dvh, 520px)' };
  return (
    <div ref={ref} className="bos-block group flex w-full flex-col [&>section]:min-h-0" style={style} data-block-id={block.id} data-block-type={block.type}>
      <BlockFrame block={block} />
    </div>
  );
});

export const CanvasBlock = memo(function CanvasBlock({ block }: { block: Block }) {
  const controller = useController();
  const focusSeq = useWorkspace((s) => (s.ui.focus?.id === block.id ? s.ui.focus.seq : 0));
  const [highlight, setHighlight] = useState(false);
  const ref = useRef<Rnd>(null);
  useEffect(() => {
    if (!focusSeq) return;
    const el = ref.current?.getSelfElement();
    el?.scrollIntoView({ block: 'nearest', inline: 'nearest', behavior: 'smooth' });
    setHighlight(true);
    const t = setTimeout(() => setHighlight(false), 1200);
    return () => clearTimeout(t);
  }, [focusSeq]);
  const onDragStop: RndDragCallback = (_e, d) => {
    if (Math.round(d.x) !== block.position.x || Math.round(d.y) !== block.position.y) controller.moveBlock(block.id, { x: d.x, y: d.y });
  };
  const onResizeStop: RndResizeCallback = (_e, _dir, ref, _delta, position) => {
    controller.resizeBlock(block.id, { width: ref.offsetWidth, height: ref.offsetHeight }, position);
  };
  return (
    <Rnd
      ref={ref}
      position={block.position}
      size={block.size}
      bounds="parent"
      minWidth={200}
      minHeight={120}
      dragHandleClassName="bos-drag-handle"
      cancel=".bos-no-drag"
      style={{ zIndex: zOf(block) + 1 }}
      onDragStop={onDragStop}
      onResizeStop={onResizeStop}
      className={highlight ? 'bos-block bos-block-focus group' : 'bos-block group'}
      data-block-id={block.id}
      data-block-type={block.type}
    >
      <BlockFrame block={block} />
    </Rnd>
  );
});

const MARGIN = 480;

const hasFiles = (e: React.DragEvent) => Array.from(e.dataTransfer.types).includes('Files');

export function Canvas({ scrollRef }: { scrollRef: RefObject<HTMLDivElement | null> }) {
  const controller = useController();
  const blocks = useWorkspace((s) => s.doc.blocks);
  const phone = usePhoneLayout();
  const column = useMemo(() => [...blocks].sort((a, b) => a.position.y - b.position.y || a.position.x - b.position.x), [blocks]);
  const [dropping, setDropping] = useState(false);
  const extent = useMemo(() => {
    let w = 0;
    let h = 0;
    for (const b of blocks) {
      w = Math.max(w, b.position.x + b.size.width);
      h = Math.max(h, b.position.y + b.size.height);
    }
    return { width: w + MARGIN, height: h + MARGIN };
  }, [blocks]);

  return (
    <div className="relative isolate flex min-h-0 flex-1 flex-col">
      <div
        ref={scrollRef}
        className="bos-canvas-scroll relative isolate min-h-0 flex-1 overflow-auto"
        data-testid="canvas"
        // Focusable so the keyboard can scroll to blocks placed beyond the view (WCAG 2.1.1).
        tabIndex={0}
        role="region"
        aria-label="Workspace canvas"
        onDragOver={(e) => {
          if (!hasFiles(e)) return;
          e.preventDefault();
          e.dataTransfer.dropEffect = 'copy';
          setDropping(true);
        }}
        onDragLeave={(e) => {
          if (!e.currentTarget.contains(e.relatedTarget as Node | null)) setDropping(false);
        }}
        onDrop={(e) => {
          if (!hasFiles(e)) return;
          e.preventDefault();
          setDropping(false);
          void controller.uploadFiles(Array.from(e.dataTransfer.files));
        }}
      >
        {phone ? (
          <div className="bos-canvas flex min-h-full flex-col gap-3 px-3 pb-28 pt-3" data-layout="column">
            {column.map((b) => (
              <ColumnBlock key={b.id} block={b} />
            ))}
          </div>
        ) : (
          <div
            className="bos-canvas relative"
            data-layout="canvas"
            style={{ width: `max(100%, ${extent.width}px)`, height: `max(100%, ${extent.height}px)` }}
          >
            {blocks.map((b) => (
              <CanvasBlock key={b.id} block={b} />
            ))}
          </div>
        )}
      </div>
      {dropping && (
        <div className="pointer-events-none absolute inset-2 z-30 grid place-items-center rounded-2xl border-2 border-dashed border-brand/70 bg-brand/10 text-sm font-medium text-violet-100">
          Drop .txt, .md, .csv, .json, .js, .ts or .py files to add them
        </div>
      )}
    </div>
  );
}
