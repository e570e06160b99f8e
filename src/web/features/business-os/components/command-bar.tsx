import * as Menu from '@radix-ui/react-dropdown-menu';
import { Coins, FileText, Gauge, Network, Plus, SendHorizontal, StickyNote } from 'lucide-react';
import { useState, type ReactNode } from 'react';
import type { BlockType } from '../../../../contract/business-os';
import { useController, useWorkspace } from '../hooks/workspace-context';

const ADDABLE: { type: BlockType; label: string; icon: ReactNode }[] = [
  { type: 'custom', label: 'Note', icon: <StickyNote className="size-4 text-yellow-200" /> },
  { type: 'keymetrics', label: 'Key Metrics', icon: <Gauge className="size-4 text-lime-300" /> },
  { type: 'tokens', label: 'Session Metrics', icon: <Coins className="size-4 text-amber-300" /> },
  { type: 'files', label: 'Uploaded Files', icon: <FileText className="size-4 text-sky-300" /> },
  { type: 'mindmap', label: 'Mind Map', icon: <Network className="size-4 text-emerald-300" /> },
];

export function CommandBar() {
  const controller = useController();
  const pending = useWorkspace((s) => s.ui.pending);
  const [text, setText] = useState('');

  const submit = () => {
    if (controller.ask(text)) setText('');
  };

  return (
    <div className="pointer-events-none absolute inset-x-0 bottom-0 z-20 flex justify-center px-4 pb-4">
      <form
        className="pointer-events-auto flex w-full max-w-3xl items-center gap-2 rounded-2xl border border-border bg-surface p-2 shadow-2xl shadow-black/50"
        onSubmit={(e) => {
          e.preventDefault();
          submit();
        }}
      >
        <input
          type="text"
          value={text}
          onChange={(e) => setText(e.target.value)}
          placeholder="Ask me anything about your business..."
          aria-label="Ask me anything about your business"
          maxLength={4000}
          className="h-10 min-w-0 flex-1 rounded-xl bg-transparent px-3 text-sm text-fg outline-none placeholder:text-muted/80"
          data-testid="ask-input"
        />
        <button
          type="submit"
          aria-label="Send"
          disabled={!text.trim()}
          className="grid size-10 shrink-0 place-items-center rounded-xl bg-brand text-white shadow-md shadow-brand/30 transition hover:bg-violet-500 disabled:bg-surface-2 disabled:text-muted disabled:shadow-none"
        >
          <SendHorizontal className={pending ? 'size-4 animate-pulse' : 'size-4'} />
        </button>
        <Menu.Root>
          <Menu.Trigger asChild>
            <button
              type="button"
              className="inline-flex h-10 shrink-0 items-center gap-1.5 rounded-xl border border-border bg-surface-2 px-3 text-sm font-medium text-fg transition hover:border-brand/50"
            >
              <Plus className="size-4" /> Add Block
            </button>
          </Menu.Trigger>
          <Menu.Portal>
            <Menu.Content
              side="top"
              align="end"
              sideOffset={8}
              className="z-50 min-w-48 rounded-xl border border-border bg-surface-2 p-1 shadow-2xl shadow-black/50"
            >
              {ADDABLE.map((a) => (
                <Menu.Item
                  key={a.type}
                  onSelect={() => controller.addBlock(a.type)}
                  className="flex cursor-pointer items-center gap-2.5 rounded-lg px-2.5 py-2 text-sm text-fg outline-none data-[highlighted]:bg-brand/20"
                >
                  {a.icon}
                  {a.label}
                </Menu.Item>
              ))}
            </Menu.Content>
          </Menu.Portal>
        </Menu.Root>
      </form>
    </div>
  );
}
