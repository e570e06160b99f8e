import { Coins, FileText, Gauge, MessagesSquare, Network, Plus, SendHorizontal, StickyNote } from 'lucide-react';
import { useEffect, useRef, useState, type KeyboardEvent, type ReactNode } from 'react';
import { SESSION_LIMITS, type BlockType } from '../../../../contract/business-os';
import { useController, useWorkspace } from '../hooks/workspace-context';

const ADDABLE: { type: BlockType; label: string; icon: ReactNode }[] = [
  { type: 'custom', label: 'Note', icon: <StickyNote className="size-4 text-yellow-200" /> },
  { type: 'keymetrics', label: 'Key Metrics', icon: <Gauge className="size-4 text-lime-300" /> },
  { type: 'tokens', label: 'Session Metrics', icon: <Coins className="size-4 text-amber-300" /> },
  { type: 'files', label: 'Uploaded Files', icon: <FileText className="size-4 text-sky-300" /> },
  { type: 'mindmap', label: 'Mind Map', icon: <Network className="size-4 text-emerald-300" /> },
  { type: 'conversation', label: 'Conversation', icon: <MessagesSquare className="size-4 text-indigo-300" /> },
];

export function CommandBar() {
  const controller = useController();
  const pending = useWorkspace((s) => s.ui.pending);
  const blocked = useWorkspace(() => controller.aiBlockedReason());
  const readOnly = useWorkspace((s) => s.meta.readOnly === true);
  const [text, setText] = useState('');

  const submit = () => {
    if (controller.ask(text)) setText('');
  };

  return (
    // Fixed to the bottom of the workspace (on a phone, of the screen) above the blocks.
    <div className="pointer-events-none absolute inset-x-0 bottom-0 z-20 flex justify-center px-2 pb-[max(0.5rem,env(safe-area-inset-bottom))] md:px-4 md:pb-4" data-testid="command-bar">
      <form
        className="pointer-events-auto flex w-full max-w-3xl items-center gap-1.5 rounded-2xl border border-border bg-surface p-1.5 shadow-2xl shadow-black/50 md:gap-2 md:p-2"
        onSubmit={(e) => {
          e.preventDefault();
          submit();
        }}
      >
        <input
          type="text"
          value={text}
          onChange={(e) => setText(e.target.value)}
          placeholder={
            readOnly ? 'Read-only session: start a new session to ask' : blocked ? 'Token limit reached: start a new session to ask' : 'Ask me anything about your business...'
          }
          aria-label="Ask me anything about your business"
          aria-describedby={blocked ? 'bos-ask-blocked' : undefined}
          maxLength={SESSION_LIMITS.eventChars}
          className="h-10 min-w-0 flex-1 rounded-xl bg-transparent px-3 text-sm text-fg outline-none placeholder:text-muted"
          data-testid="ask-input"
        />
        {blocked && (
          <span id="bos-ask-blocked" className="sr-only">
            {blocked}
          </span>
        )}
        <button
          type="submit"
          aria-label="Send"
          disabled={!text.trim()}
          className="grid size-10 shrink-0 place-items-center rounded-xl bg-brand text-white shadow-md shadow-brand/30 transition hover:bg-brand-hover disabled:bg-surface-2 disabled:text-muted disabled:shadow-none"
        >
          <SendHorizontal className={pending ? 'size-4 animate-pulse' : 'size-4'} />
        </button>
        <AddBlockMenu onAdd={(type) => controller.addBlock(type)} />
      </form>
    </div>
  );
}

/**
 * The 'Add Block' menu: a menu button (WAI-ARIA pattern) with arrow-key navigation,
 * Escape and click-outside to close. Plain React, so Radix's popper and floating-ui
 * stay out of the workspace chunk (see controls.tsx).
 */
function AddBlockMenu({ onAdd }: { onAdd(type: BlockType): void }) {
  const [open, setOpen] = useState(false);
  const root = useRef<HTMLDivElement>(null);
  const button = useRef<HTMLButtonElement>(null);
  const items = useRef<(HTMLButtonElement | null)[]>([]);

  useEffect(() => {
    if (!open) return;
    items.current[0]?.focus();
    const onPointer = (e: PointerEvent) => {
      if (!root.current?.contains(e.target as Node)) setOpen(false);
    };
    document.addEventListener('pointerdown', onPointer);
    return () => document.removeEventListener('pointerdown', onPointer);
  }, [open]);

  const close = () => {
    setOpen(false);
    button.current?.focus();
  };

  const onKeyDown = (e: KeyboardEvent) => {
    const list = items.current.filter(Boolean) as HTMLButtonElement[];
    const i = list.indexOf(document.activeElement as HTMLButtonElement);
    if (e.key === 'Escape') {
      e.preventDefault();
      close();
    } else if (e.key === 'ArrowDown' || e.key === 'ArrowUp') {
      e.preventDefault();
      const next = e.key === 'ArrowDown' ? (i + 1) % list.length : (i - 1 + list.length) % list.length;
      list[next]?.focus();
    } else if (e.key === 'Home' || e.key === 'End') {
      e.preventDefault();
      list[e.key === 'Home' ? 0 : list.length - 1]?.focus();
    } else if (e.key === 'Tab') {
      setOpen(false);
    }
  };

  return (
    <div ref={root} className="relative shrink-0">
      <button
        ref={button}
        type="button"
        aria-haspopup="menu"
        aria-expanded={open}
        aria-controls="bos-add-block-menu"
        onClick={() => setOpen((v) => !v)}
        onKeyDown={(e) => {
          if (e.key === 'ArrowDown' || e.key === 'ArrowUp') {
            e.preventDefault();
            setOpen(true);
          }
        }}
        className="inline-flex h-10 items-center gap-1.5 rounded-xl border border-border bg-surface-2 px-2.5 text-sm font-medium text-fg transition hover:border-brand/50 md:px-3"
      >
        <Plus className="size-4" />
        <span className="sr-only md:not-sr-only">Add Block</span>
      </button>
      {open && (
        <div
          id="bos-add-block-menu"
          role="menu"
          aria-label="Add Block"
          onKeyDown={onKeyDown}
          className="absolute bottom-full right-0 z-50 mb-2 min-w-48 rounded-xl border border-border bg-surface-2 p-1 shadow-2xl shadow-black/50 animate-fade-in"
        >
          {ADDABLE.map((a, i) => (
            <button
              key={a.type}
              ref={(el) => {
                items.current[i] = el;
              }}
              type="button"
              role="menuitem"
              tabIndex={-1}
              onClick={() => {
                onAdd(a.type);
                close();
              }}
              className="flex w-full cursor-pointer items-center gap-2.5 rounded-lg px-2.5 py-2 text-left text-sm text-fg outline-none hover:bg-brand/20 focus:bg-brand/20"
            >
              {a.icon}
              {a.label}
            </button>
          ))}
        </div>
      )}
    </div>
  );
}
