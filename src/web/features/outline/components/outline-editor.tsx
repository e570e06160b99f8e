/**
 * The outline editor (Tiptap on a Yjs document): toolbar, breadcrumbs when zoomed, the
 * [[page]] menu, the AI branch suggestions, live cursors of the other editors.
 */
import type { HocuspocusProvider } from '@hocuspocus/provider';
import Collaboration from '@tiptap/extension-collaboration';
import CollaborationCaret from '@tiptap/extension-collaboration-caret';
import Placeholder from '@tiptap/extension-placeholder';
import { EditorContent, useEditor, useEditorState, type Editor } from '@tiptap/react';
import StarterKit from '@tiptap/starter-kit';
import {
  Bold,
  CheckSquare,
  ChevronRight,
  Heading1,
  Heading2,
  Home,
  IndentDecrease,
  IndentIncrease,
  Italic,
  Link2,
  ListTodo,
  Redo2,
  Sparkles,
  Text,
  Undo2,
  WandSparkles,
  X,
} from 'lucide-react';
import { useEffect, useMemo, useRef, useState, useSyncExternalStore, type ReactNode } from 'react';
import type * as Y from 'yjs';
import { MAX_AI_BRANCH_DEPTH, OUTLINE_AI_LABELS, type OutlineAiAction, type OutlineAiResponse } from '../../../../contract/outline';
import { errorMessage } from '../../../lib/api-client';
import { cn } from '../../../lib/cn';
import { Button } from '../../../ui/button';
import { EngineBadge } from '../../../ui/engine-badge';
import { toast } from '../../../ui/use-toast';
import { useBranchSuggestion } from '../api';
import {
  currentItem,
  ITEM,
  OutlineDocument,
  OutlineItem,
  OutlineList,
  OutlineZoom,
  PageLink,
  setZoom,
  toggleCheckbox,
  zoomTrail,
} from '../editor/outline-schema';
import { itemToNode, levelsUnder, nodeToJson } from '../editor/outline-tree';
import { createSuggestStore, PageLinkSuggest, type PageOption } from '../editor/page-link-suggest';
import '../outline.css';

const COLORS = ['#f472b6', '#22d3ee', '#facc15', '#4ade80', '#fb923c', '#a78bfa', '#60a5fa', '#f87171'];
export function colorFor(id: string): string {
  let h = 0;
  for (let i = 0; i < id.length; i++) h = (h * 31 + id.charCodeAt(i)) >>> 0;
  return COLORS[h % COLORS.length]!;
}

export interface OutlineEditorProps {
  pageId: string;
  doc: Y.Doc;
  provider: HocuspocusProvider;
  user: { id: string; name: string };
  pages: PageOption[];
  onOpenPage: (page: { id: string | null; title: string }) => void;
  onCreatePage: (title: string) => Promise<string>;
}

interface Pending {
  response: OutlineAiResponse;
  /** The branch's position when asked; re-checked on accept. */
  pos: number;
  /** Levels under the branch were left out of the request: tasks are added, the children kept. */
  truncated: boolean;
  branchText: string;
}

export function OutlineEditor({ pageId, doc, provider, user, pages, onOpenPage, onCreatePage }: OutlineEditorProps) {
  const store = useMemo(() => createSuggestStore(), []);
  const pagesRef = useRef(pages);
  pagesRef.current = pages;
  const createRef = useRef(onCreatePage);
  createRef.current = onCreatePage;
  const openRef = useRef(onOpenPage);
  openRef.current = onOpenPage;

  const editor = useEditor(
    {
      extensions: [
        StarterKit.configure({
          document: false,
          blockquote: false,
          bulletList: false,
          orderedList: false,
          listItem: false,
          listKeymap: false,
          codeBlock: false,
          horizontalRule: false,
          trailingNode: false,
          undoRedo: false,
          heading: { levels: [1, 2, 3] },
          link: { openOnClick: false, autolink: true, protocols: ['http', 'https', 'mailto'], HTMLAttributes: { rel: 'noopener noreferrer nofollow', target: '_blank' } },
          dropcursor: { color: '#a78bfa', width: 2 },
        }),
        OutlineDocument,
        OutlineList,
        OutlineItem,
        OutlineZoom,
        PageLink,
        PageLinkSuggest.configure({
          store,
          pages: () => pagesRef.current.filter((p) => p.id !== pageId),
          createPage: (title) => createRef.current(title),
        }),
        Placeholder.configure({
          placeholder: ({ node }) => (node.type.name === 'heading' ? 'Heading' : 'Type here · Enter: new item · Tab: indent · [[ link a page'),
          showOnlyCurrent: true,
        }),
        Collaboration.configure({ document: doc }),
        CollaborationCaret.configure({ provider, user: { name: user.name, color: colorFor(user.id) } }),
      ],
      injectCSS: false,
      editorProps: {
        attributes: { class: 'ol-editor', 'aria-label': 'Outline', spellcheck: 'true' },
        handleClick: (_view, _pos, event) => {
          const target = event.target as HTMLElement | null;
          const link = target?.closest?.('a[data-page-link]');
          if (link) {
            event.preventDefault();
            openRef.current({ id: link.getAttribute('data-page-link') || null, title: link.getAttribute('data-page-title') || link.textContent || '' });
            return true;
          }
          const a = target?.closest?.('a[href]');
          if (a && (event.metaKey || event.ctrlKey)) {
            window.open(a.getAttribute('href')!, '_blank', 'noopener');
            return true;
          }
          return false;
        },
      },
    },
    [doc, provider],
  );

  return editor ? <EditorBody editor={editor} pageId={pageId} store={store} /> : null;
}

function EditorBody({ editor, pageId, store }: { editor: Editor; pageId: string; store: ReturnType<typeof createSuggestStore> }) {
  const state = useEditorState({
    editor,
    selector: ({ editor: e }) => {
      const item = currentItem(e.state);
      return {
        trail: zoomTrail(e.state),
        canUndo: e.can().undo(),
        canRedo: e.can().redo(),
        bold: e.isActive('bold'),
        italic: e.isActive('italic'),
        link: e.isActive('link'),
        heading: item?.node.firstChild?.type.name === 'heading' ? Number(item.node.firstChild.attrs.level) : 0,
        checkbox: item ? item.node.attrs.checked !== null : false,
        hasItem: Boolean(item),
      };
    },
  });
  const [linkOpen, setLinkOpen] = useState(false);
  const [pending, setPending] = useState<Pending | null>(null);
  const suggest = useBranchSuggestion();

  const ask = (action: OutlineAiAction) => {
    const item = currentItem(editor.state);
    if (!item) {
      toast({ title: 'Put the cursor in an item first', variant: 'destructive' });
      return;
    }
    const branch = itemToNode(item.node, MAX_AI_BRANCH_DEPTH);
    suggest.mutate(
      { pageId, action, branch },
      {
        onSuccess: (response) =>
          setPending({ response, pos: item.pos, branchText: item.node.firstChild?.textContent ?? '', truncated: levelsUnder(item.node) > MAX_AI_BRANCH_DEPTH }),
        onError: (err) => toast({ title: 'No suggestion', description: errorMessage(err, 'The AI could not answer. Try again.'), variant: 'destructive' }),
      },
    );
  };

  const accept = () => {
    if (!pending) return;
    const node = editor.state.doc.nodeAt(pending.pos);
    // The branch may have moved while the suggestion was read: find it again by position, else by text.
    let pos = node && node.type.name === ITEM && node.firstChild?.textContent === pending.branchText ? pending.pos : -1;
    if (pos < 0) {
      editor.state.doc.descendants((n, p) => {
        if (pos >= 0) return false;
        if (n.type.name === ITEM && n.firstChild?.textContent === pending.branchText) pos = p;
        return true;
      });
    }
    const item = pos >= 0 ? editor.state.doc.nodeAt(pos) : null;
    if (!item) {
      toast({ title: 'That branch is gone', description: 'The suggestion was not applied.', variant: 'destructive' });
      setPending(null);
      return;
    }
    const items = pending.response.items.map(nodeToJson);
    const blockEnd = pos + 1 + item.firstChild!.nodeSize;
    const chain = editor.chain();
    if (pending.response.action === 'summarise') {
      chain.insertContentAt(pos + item.nodeSize, items);
    } else if (pending.response.action === 'expand') {
      if (item.childCount > 1) chain.insertContentAt(pos + item.nodeSize - 2, items);
      else chain.insertContentAt(blockEnd, { type: 'outlineList', content: items });
    } else if (pending.truncated && item.childCount > 1) {
      // The AI saw only the top levels: add the tasks after the children rather than lose the deeper items.
      chain.insertContentAt(pos + item.nodeSize - 2, items);
    } else {
      // Turn into tasks: the branch's children become the task list.
      if (item.childCount > 1) chain.deleteRange({ from: blockEnd, to: pos + item.nodeSize - 1 });
      chain.insertContentAt(blockEnd, { type: 'outlineList', content: items });
    }
    chain.run();
    setPending(null);
    toast({ title: 'Suggestion added', description: 'Undo (Ctrl+Z) takes it back.', variant: 'success' });
  };

  return (
    <div className="flex min-h-0 flex-1 flex-col">
      <div role="toolbar" aria-label="Formatting" className="sticky top-0 z-10 flex items-center gap-0.5 overflow-x-auto rounded-t-xl border-b border-border bg-surface/95 px-2 py-1.5 backdrop-blur sm:flex-wrap">
        <Tool label="Undo (Ctrl+Z)" disabled={!state.canUndo} onClick={() => editor.chain().focus().undo().run()}>
          <Undo2 />
        </Tool>
        <Tool label="Redo (Ctrl+Shift+Z)" disabled={!state.canRedo} onClick={() => editor.chain().focus().redo().run()}>
          <Redo2 />
        </Tool>
        <Sep />
        <Tool label="Plain text" active={state.heading === 0} onClick={() => editor.chain().focus().setParagraph().run()}>
          <Text />
        </Tool>
        <Tool label="Heading 1" active={state.heading === 1} onClick={() => editor.chain().focus().toggleHeading({ level: 1 }).run()}>
          <Heading1 />
        </Tool>
        <Tool label="Heading 2" active={state.heading === 2} onClick={() => editor.chain().focus().toggleHeading({ level: 2 }).run()}>
          <Heading2 />
        </Tool>
        <Sep />
        <Tool label="Bold (Ctrl+B)" active={state.bold} onClick={() => editor.chain().focus().toggleBold().run()}>
          <Bold />
        </Tool>
        <Tool label="Italic (Ctrl+I)" active={state.italic} onClick={() => editor.chain().focus().toggleItalic().run()}>
          <Italic />
        </Tool>
        <Tool label="Link" active={state.link || linkOpen} onClick={() => setLinkOpen((o) => !o)}>
          <Link2 />
        </Tool>
        <Tool label="Checkbox (Ctrl+Enter)" active={state.checkbox} disabled={!state.hasItem} onClick={() => toggleCheckbox(editor) && editor.commands.focus()}>
          <CheckSquare />
        </Tool>
        <Sep />
        <Tool label="Outdent (Shift+Tab)" onClick={() => editor.chain().focus().liftListItem(ITEM).run()}>
          <IndentDecrease />
        </Tool>
        <Tool label="Indent (Tab)" onClick={() => editor.chain().focus().sinkListItem(ITEM).run()}>
          <IndentIncrease />
        </Tool>
        <Sep />
        <span className="ml-1 inline-flex shrink-0 items-center gap-1 whitespace-nowrap text-xs text-muted">
          <Sparkles className="size-3.5 text-brand-fg" aria-hidden /> AI on this branch:
        </span>
        {(['summarise', 'expand', 'tasks'] as const).map((a) => (
          <Button
            key={a}
            size="sm"
            variant="ghost"
            className="h-7 shrink-0 px-2 text-xs"
            disabled={suggest.isPending || !state.hasItem}
            onMouseDown={(e) => e.preventDefault()}
            onClick={() => ask(a)}
          >
            {a === 'tasks' ? <ListTodo className="size-3.5" /> : <WandSparkles className="size-3.5" />}
            {OUTLINE_AI_LABELS[a]}
          </Button>
        ))}
      </div>
      {linkOpen && <LinkBar editor={editor} onClose={() => setLinkOpen(false)} />}

      {state.trail.length > 0 && (
        <nav aria-label="Breadcrumbs" className="flex flex-wrap items-center gap-1 px-4 pt-3 text-sm text-muted">
          <button type="button" className="inline-flex items-center gap-1 rounded px-1 hover:text-fg" onClick={() => setZoom(editor, null)}>
            <Home className="size-3.5" aria-hidden /> All
          </button>
          {state.trail.map((c, i) => (
            <span key={c.pos} className="inline-flex items-center gap-1">
              <ChevronRight className="size-3.5" aria-hidden />
              {i === state.trail.length - 1 ? (
                <span aria-current="location" className="max-w-[16rem] truncate text-fg">
                  {c.text}
                </span>
              ) : (
                <button type="button" className="max-w-[12rem] truncate rounded px-1 hover:text-fg" onClick={() => setZoom(editor, c.pos)}>
                  {c.text}
                </button>
              )}
            </span>
          ))}
        </nav>
      )}

      {pending && (
        <div className="mx-4 mt-3 rounded-xl border border-brand/40 bg-brand/10 p-3" role="region" aria-label="AI suggestion">
          <div className="mb-2 flex flex-wrap items-center gap-2 text-sm">
            <Sparkles className="size-4 text-brand-fg" aria-hidden />
            <span className="font-medium">
              {OUTLINE_AI_LABELS[pending.response.action]}: “{pending.branchText || 'untitled'}”
            </span>
            <EngineBadge label={pending.response.engineLabel} />
          </div>
          <SuggestionPreview items={pending.response.items} />
          <div className="mt-3 flex gap-2">
            <Button size="sm" onClick={accept}>
              Accept
            </Button>
            <Button size="sm" variant="ghost" onClick={() => setPending(null)}>
              Discard
            </Button>
          </div>
        </div>
      )}

      <div className="relative flex-1 px-2 pb-24 pt-2 sm:px-4">
        <EditorContent editor={editor} />
        <PageLinkMenu store={store} />
      </div>
    </div>
  );
}

function SuggestionPreview({ items }: { items: OutlineAiResponse['items'] }) {
  const render = (list: OutlineAiResponse['items'], depth: number): ReactNode => (
    <ul className={cn('space-y-0.5', depth > 0 && 'ml-5 mt-0.5')}>
      {list.map((n, i) => (
        <li key={i} className="flex items-start gap-2 text-sm">
          {n.checked === null || n.checked === undefined ? (
            <span className="mt-2 size-1.5 shrink-0 rounded-full bg-muted" aria-hidden />
          ) : (
            <span className={cn('mt-1 size-3.5 shrink-0 rounded border border-muted', n.checked && 'bg-brand')} aria-label={n.checked ? 'done' : 'to do'} />
          )}
          <span className="min-w-0">
            {n.text.replace(/\*\*|\\/g, '')}
            {n.children.length > 0 && render(n.children, depth + 1)}
          </span>
        </li>
      ))}
    </ul>
  );
  return render(items, 0);
}

function LinkBar({ editor, onClose }: { editor: Editor; onClose: () => void }) {
  const [href, setHref] = useState(() => (editor.getAttributes('link').href as string | undefined) ?? 'https://');
  const apply = () => {
    const url = href.trim();
    if (!url || url === 'https://') editor.chain().focus().extendMarkRange('link').unsetLink().run();
    else if (!/^(https?:|mailto:)/i.test(url)) {
      toast({ title: 'Links start with https://, http:// or mailto:', variant: 'destructive' });
      return;
    } else if (editor.state.selection.empty && !editor.isActive('link')) {
      editor.chain().focus().insertContent({ type: 'text', text: url, marks: [{ type: 'link', attrs: { href: url } }] }).run();
    } else editor.chain().focus().extendMarkRange('link').setLink({ href: url }).run();
    onClose();
  };
  return (
    <form
      className="flex items-center gap-2 border-b border-border bg-surface-2 px-3 py-2"
      onSubmit={(e) => {
        e.preventDefault();
        apply();
      }}
    >
      <label htmlFor="ol-link" className="text-xs text-muted">
        Link address
      </label>
      <input
        id="ol-link"
        autoFocus
        className="h-8 min-w-0 flex-1 rounded-md border border-border bg-bg px-2 text-sm outline-none focus:border-focus"
        value={href}
        onChange={(e) => setHref(e.target.value)}
        onKeyDown={(e) => e.key === 'Escape' && onClose()}
      />
      <Button size="sm" type="submit">
        Apply
      </Button>
      <Button size="sm" variant="ghost" type="button" aria-label="Close" onClick={onClose}>
        <X />
      </Button>
    </form>
  );
}

function PageLinkMenu({ store }: { store: ReturnType<typeof createSuggestStore> }) {
  const s = useSyncExternalStore(store.subscribe, store.get, store.get);
  const [pos, setPos] = useState<{ left: number; top: number } | null>(null);
  const ref = useRef<HTMLDivElement>(null);
  useEffect(() => {
    if (!s.open || !s.rect || !ref.current?.parentElement) return setPos(null);
    const box = ref.current.parentElement.getBoundingClientRect();
    setPos({ left: Math.max(0, s.rect.left - box.left), top: s.rect.bottom - box.top + 4 });
  }, [s.open, s.rect]);
  return (
    <div ref={ref} className={cn('absolute z-20', !(s.open && pos) && 'hidden')} style={pos ?? undefined}>
      <ul role="listbox" aria-label="Link a page" className="w-64 overflow-hidden rounded-lg border border-border bg-surface-2 py-1 shadow-xl">
        {s.items.length === 0 && <li className="px-3 py-1.5 text-sm text-muted">Type a page title</li>}
        {s.items.map((item, i) => (
          <li
            key={`${item.id ?? 'new'}-${item.title}`}
            role="option"
            aria-selected={i === s.index}
            className={cn('cursor-pointer truncate px-3 py-1.5 text-sm', i === s.index && 'bg-brand/25')}
            onMouseDown={(e) => {
              e.preventDefault();
              s.pick?.(item);
            }}
          >
            {item.id ? item.title : <span>Create page “{item.title}”</span>}
          </li>
        ))}
      </ul>
    </div>
  );
}

function Tool({ label, children, onClick, active, disabled }: { label: string; children: ReactNode; onClick: () => void; active?: boolean; disabled?: boolean }) {
  return (
    <button
      type="button"
      title={label}
      aria-label={label}
      aria-pressed={active}
      disabled={disabled}
      onMouseDown={(e) => e.preventDefault()}
      onClick={onClick}
      className={cn(
        'inline-flex size-8 shrink-0 items-center justify-center rounded-md text-muted transition-colors hover:bg-surface-2 hover:text-fg disabled:opacity-40 [&_svg]:size-4',
        active && 'bg-surface-2 text-fg',
      )}
    >
      {children}
    </button>
  );
}

function Sep() {
  return <span className="mx-1 h-5 w-px shrink-0 bg-border" aria-hidden />;
}
