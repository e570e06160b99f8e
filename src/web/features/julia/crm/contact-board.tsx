import { DndContext, PointerSensor, useDraggable, useDroppable, useSensor, useSensors, type DragEndEvent } from '@dnd-kit/core';
import { CSS } from '@dnd-kit/utilities';
import { useState, type KeyboardEvent } from 'react';
import { CONTACT_STATUSES, type Contact, type ContactStatus } from '../../../../contract/julia-crm';
import { cn } from '../../../lib/cn';
import { Badge } from '../../../ui/badge';
import { useUpdateContact } from './api';
import { TrustMeter, warmthTone } from './contact-bits';
import { SampleBadge } from './sample-bits';

const COLUMN_STYLE: Record<ContactStatus, string> = {
  'Hot Deal': 'border-t-red-400',
  Prospect: 'border-t-amber-400',
  Outreach: 'border-t-sky-400',
};

/**
 * The kanban by status. Drag a card to another column, or focus it and press ← / → to
 * move it one column (a screen reader hears where it went); Enter opens it.
 */
export function ContactBoard({ contacts, onOpen }: { contacts: Contact[]; onOpen: (c: Contact) => void }) {
  const update = useUpdateContact();
  const [announcement, setAnnouncement] = useState('');
  const sensors = useSensors(useSensor(PointerSensor, { activationConstraint: { distance: 6 } }));
  const move = (c: Contact, status: ContactStatus) => {
    if (c.status === status) return;
    update.mutate({ id: c.id, status });
    setAnnouncement(`${c.name} moved to ${status}`);
  };
  const onDragEnd = (e: DragEndEvent) => {
    const c = contacts.find((x) => x.id === e.active.id);
    const target = e.over?.id as ContactStatus | undefined;
    if (c && target && CONTACT_STATUSES.includes(target)) move(c, target);
  };
  const onKey = (c: Contact) => (e: KeyboardEvent) => {
    const i = CONTACT_STATUSES.indexOf(c.status);
    const next = e.key === 'ArrowRight' ? CONTACT_STATUSES[i + 1] : e.key === 'ArrowLeft' ? CONTACT_STATUSES[i - 1] : undefined;
    if (!next) return;
    e.preventDefault();
    move(c, next);
    // Keep the keyboard on the card in its new column.
    requestAnimationFrame(() => document.querySelector<HTMLElement>(`[data-contact-card="${c.id}"]`)?.focus());
  };
  return (
    <DndContext sensors={sensors} onDragEnd={onDragEnd}>
      <p className="sr-only" aria-live="polite">
        {announcement}
      </p>
      <p id="board-help" className="mb-3 text-xs text-muted">
        Drag cards between columns, or focus a card and press ← or → to move it.
      </p>
      <div className="grid gap-4 md:grid-cols-3">
        {CONTACT_STATUSES.map((status) => (
          <Column key={status} status={status} contacts={contacts.filter((c) => c.status === status).sort((a, b) => a.position - b.position)} onOpen={onOpen} onKey={onKey} />
        ))}
      </div>
    </DndContext>
  );
}

function Column({ status, contacts, onOpen, onKey }: { status: ContactStatus; contacts: Contact[]; onOpen: (c: Contact) => void; onKey: (c: Contact) => (e: KeyboardEvent) => void }) {
  const { setNodeRef, isOver } = useDroppable({ id: status });
  return (
    <section
      ref={setNodeRef}
      aria-label={`${status} column`}
      data-column={status}
      className={cn('min-h-48 rounded-xl border border-t-4 border-border bg-surface/70 p-3 transition', COLUMN_STYLE[status], isOver && 'bg-brand/10 ring-2 ring-brand/40')}
    >
      <h2 className="mb-3 flex items-center justify-between text-sm font-semibold">
        {status}
        <span className="rounded-full bg-surface-2 px-2 py-0.5 text-xs text-muted" data-testid={`count-${status}`}>
          {contacts.length}
        </span>
      </h2>
      <ul className="space-y-2">
        {contacts.map((c) => (
          <Card key={c.id} contact={c} onOpen={onOpen} onKey={onKey(c)} />
        ))}
      </ul>
      {contacts.length === 0 && <p className="py-6 text-center text-xs text-muted">Drop a contact here</p>}
    </section>
  );
}

function Card({ contact: c, onOpen, onKey }: { contact: Contact; onOpen: (c: Contact) => void; onKey: (e: KeyboardEvent) => void }) {
  const { attributes, listeners, setNodeRef, transform, isDragging } = useDraggable({ id: c.id });
  return (
    <li ref={setNodeRef} style={{ transform: CSS.Translate.toString(transform) }} className={cn('touch-none', isDragging && 'relative z-10 opacity-80')}>
      <button
        type="button"
        {...listeners}
        {...attributes}
        role="button"
        aria-roledescription="contact card"
        aria-describedby="board-help"
        data-contact-card={c.id}
        onClick={() => onOpen(c)}
        onKeyDown={onKey}
        className="w-full cursor-grab rounded-lg border border-border bg-surface-2 p-3 text-left shadow-sm transition hover:border-brand/50 focus-visible:outline-none focus-visible:ring-2 focus-visible:ring-brand active:cursor-grabbing"
      >
        <div className="flex items-start justify-between gap-2">
          <div className="min-w-0">
            <div className="truncate font-medium">{c.name}</div>
            <div className="truncate text-xs text-muted">{c.company}</div>
          </div>
          <div className="flex shrink-0 flex-col items-end gap-1">
            <Badge tone={warmthTone(c.warmth)}>{c.warmth}</Badge>
            <SampleBadge source={c.source} />
          </div>
        </div>
        <div className="mt-2 flex items-center justify-between gap-2 text-xs text-muted">
          <TrustMeter trust={c.trust} />
          <span>Intent {c.intent}</span>
        </div>
        <div className="mt-1 text-xs text-muted">Last contact: {c.lastContact ?? 'never'}</div>
      </button>
    </li>
  );
}
