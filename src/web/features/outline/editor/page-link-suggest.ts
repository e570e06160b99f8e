/**
 * `[[` autocomplete: typing [[ opens a list of the user's pages (filtered as they type);
 * Enter or a click inserts a pageLink with the page's title, or creates the page first.
 * The popup itself is React (components/page-link-menu.tsx); this plugin feeds it
 * through a tiny store.
 */
import { Extension, type Editor, type Range } from '@tiptap/core';
import { PluginKey } from '@tiptap/pm/state';
import Suggestion from '@tiptap/suggestion';

export interface PageOption {
  id: string | null;
  title: string;
}

export interface SuggestState {
  open: boolean;
  query: string;
  items: PageOption[];
  index: number;
  rect: { left: number; top: number; bottom: number } | null;
  pick: ((item: PageOption) => void) | null;
}

export function createSuggestStore() {
  let state: SuggestState = { open: false, query: '', items: [], index: 0, rect: null, pick: null };
  const listeners = new Set<() => void>();
  return {
    get: () => state,
    set(next: Partial<SuggestState>) {
      state = { ...state, ...next };
      for (const l of listeners) l();
    },
    subscribe(l: () => void) {
      listeners.add(l);
      return () => listeners.delete(l);
    },
  };
}
export type SuggestStore = ReturnType<typeof createSuggestStore>;

export interface PageLinkSuggestOptions {
  store: SuggestStore | null;
  /** The pages to offer, current list. */
  pages: () => PageOption[];
  /** Creates a page with this title and resolves to its id. */
  createPage: (title: string) => Promise<string>;
}

export function insertPageLink(editor: Editor, range: Range, page: { id: string; title: string }) {
  editor
    .chain()
    .focus()
    .insertContentAt(range, [
      { type: 'text', text: page.title, marks: [{ type: 'pageLink', attrs: { pageId: page.id, title: page.title } }] },
      { type: 'text', text: ' ' },
    ])
    .run();
}

export const PageLinkSuggest = Extension.create<PageLinkSuggestOptions>({
  name: 'pageLinkSuggest',
  addOptions: () => ({ store: null, pages: () => [], createPage: () => Promise.reject(new Error('no pages')) }),
  addProseMirrorPlugins() {
    const { store, pages, createPage } = this.options;
    if (!store) return [];
    const filter = (query: string): PageOption[] => {
      const q = query.trim().toLowerCase();
      const found = pages()
        .filter((p) => !q || p.title.toLowerCase().includes(q))
        .slice(0, 8);
      const exact = found.some((p) => p.title.toLowerCase() === q);
      return q && !exact ? [...found, { id: null, title: query.trim() }] : found;
    };
    return [
      Suggestion<PageOption>({
        editor: this.editor,
        pluginKey: new PluginKey('pageLinkSuggest'),
        char: '[[',
        allowSpaces: true,
        startOfLine: false,
        items: ({ query }) => filter(query),
        command: ({ editor, range, props }) => {
          if (props.id) insertPageLink(editor, range, { id: props.id, title: props.title });
          else {
            void createPage(props.title).then((id) => insertPageLink(editor, range, { id, title: props.title }));
          }
        },
        render: () => {
          let command: ((item: PageOption) => void) | null = null;
          const place = (clientRect: (() => DOMRect | null) | null | undefined) => {
            const r = clientRect?.();
            return r ? { left: r.left, top: r.top, bottom: r.bottom } : null;
          };
          return {
            onStart: (props) => {
              command = props.command;
              store.set({ open: true, query: props.query, items: props.items, index: 0, rect: place(props.clientRect), pick: (i) => command?.(i) });
            },
            onUpdate: (props) => {
              command = props.command;
              store.set({ query: props.query, items: props.items, index: 0, rect: place(props.clientRect), pick: (i) => command?.(i) });
            },
            onKeyDown: ({ event }) => {
              const s = store.get();
              if (!s.open) return false;
              if (event.key === 'Escape') {
                store.set({ open: false });
                return true;
              }
              if (!s.items.length) return false;
              if (event.key === 'ArrowDown') {
                store.set({ index: (s.index + 1) % s.items.length });
                return true;
              }
              if (event.key === 'ArrowUp') {
                store.set({ index: (s.index - 1 + s.items.length) % s.items.length });
                return true;
              }
              if (event.key === 'Enter' || event.key === 'Tab') {
                const item = s.items[s.index];
                if (item) command?.(item);
                return true;
              }
              return false;
            },
            onExit: () => {
              command = null;
              store.set({ open: false, items: [], pick: null });
            },
          };
        },
      }),
    ];
  },
});
