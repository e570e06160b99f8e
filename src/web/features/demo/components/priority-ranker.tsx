/**
 * Drag-to-rank list of a priority decision (spec §4: ranks renumbered from 1 after
 * reordering), built on dnd-kit: pointer and touch dragging, and the keyboard (focus a
 * handle, Space to lift, arrow keys to move, Space to drop, Escape to cancel), with
 * screen-reader announcements.
 */
import {
  closestCenter,
  DndContext,
  KeyboardSensor,
  PointerSensor,
  TouchSensor,
  useSensor,
  useSensors,
  type Announcements,
  type DragEndEvent,
} from '@dnd-kit/core';
import { restrictToVerticalAxis, restrictToParentElement } from '@dnd-kit/modifiers';
import { arrayMove, SortableContext, sortableKeyboardCoordinates, useSortable, verticalListSortingStrategy } from '@dnd-kit/sortable';
import { CSS } from '@dnd-kit/utilities';
import { GripVertical } from 'lucide-react';
import { useId } from 'react';
import { rerank, type DemoPriorityItem } from '../../../../contract/demo';
import { cn } from '../../../lib/cn';

function Row({ item, disabled }: { item: DemoPriorityItem; disabled: boolean }) {
  const { attributes, listeners, setNodeRef, setActivatorNodeRef, transform, transition, isDragging } = useSortable({ id: item.id, disabled });
  return (
    <li
      ref={setNodeRef}
      style={{ transform: CSS.Transform.toString(transform), transition }}
      className={cn(
        'flex items-center gap-3 rounded-xl border border-border bg-surface-2/70 p-3',
        isDragging && 'relative z-10 border-brand/60 bg-surface-2 shadow-xl shadow-black/40',
      )}
      data-testid="priority-item"
    >
      <span
        className="grid size-8 shrink-0 place-items-center rounded-lg bg-brand/15 text-sm font-semibold tabular-nums text-brand-fg"
        aria-label={`Rank ${item.priority}`}
        data-testid="priority-rank"
      >
        {item.priority}
      </span>
      <div className="min-w-0 flex-1">
        <p className="font-medium leading-snug">{item.name}</p>
        <p className="text-xs text-muted">{item.impact}</p>
      </div>
      {!disabled && (
        <button
          type="button"
          ref={setActivatorNodeRef}
          className="grid size-9 shrink-0 cursor-grab touch-none place-items-center rounded-lg text-muted hover:bg-surface hover:text-fg active:cursor-grabbing"
          aria-label={`Move ${item.name}, rank ${item.priority}`}
          {...attributes}
          {...listeners}
        >
          <GripVertical className="size-4" aria-hidden />
        </button>
      )}
    </li>
  );
}

export function PriorityRanker({
  items,
  onReorder,
  disabled = false,
}: {
  /** In their current order, ranked from 1. */
  items: DemoPriorityItem[];
  /** The new order of item ids, rank 1 first. */
  onReorder: (ids: string[]) => void;
  disabled?: boolean;
}) {
  const instructionsId = useId();
  const sensors = useSensors(
    useSensor(PointerSensor, { activationConstraint: { distance: 4 } }),
    useSensor(TouchSensor, { activationConstraint: { delay: 150, tolerance: 6 } }),
    useSensor(KeyboardSensor, { coordinateGetter: sortableKeyboardCoordinates }),
  );
  const nameOf = (id: unknown) => items.find((i) => i.id === id)?.name ?? String(id);
  const rankOf = (id: unknown) => items.findIndex((i) => i.id === id) + 1;
  const announcements: Announcements = {
    onDragStart: ({ active }) => `Picked up ${nameOf(active.id)}, rank ${rankOf(active.id)}.`,
    onDragOver: ({ active, over }) => (over ? `${nameOf(active.id)} is over rank ${rankOf(over.id)}.` : `${nameOf(active.id)} is no longer over a rank.`),
    onDragEnd: ({ active, over }) => (over ? `${nameOf(active.id)} dropped at rank ${rankOf(over.id)}.` : `${nameOf(active.id)} dropped.`),
    onDragCancel: ({ active }) => `Moving ${nameOf(active.id)} was cancelled.`,
  };
  const onDragEnd = ({ active, over }: DragEndEvent) => {
    if (!over || active.id === over.id) return;
    const ids = items.map((i) => i.id);
    onReorder(arrayMove(ids, ids.indexOf(String(active.id)), ids.indexOf(String(over.id))));
  };
  return (
    <DndContext
      sensors={sensors}
      collisionDetection={closestCenter}
      modifiers={[restrictToVerticalAxis, restrictToParentElement]}
      onDragEnd={onDragEnd}
      accessibility={{ announcements, screenReaderInstructions: { draggable: 'To move an item, press Space. Use the up and down arrow keys to change its rank, Space again to drop it, or Escape to cancel.' } }}
    >
      <SortableContext items={items.map((i) => i.id)} strategy={verticalListSortingStrategy}>
        <ol className="grid gap-2" aria-describedby={instructionsId} aria-label="Ranking">
          {items.map((item) => (
            <Row key={item.id} item={item} disabled={disabled} />
          ))}
        </ol>
        <p id={instructionsId} className="sr-only">
          Drag the handles, or focus one and use Space and the arrow keys, to rank the items.
        </p>
      </SortableContext>
    </DndContext>
  );
}

/** The items in the order of `ids`, renumbered from 1. */
export const ranked = (items: DemoPriorityItem[], ids: string[]) => rerank(items, ids);
