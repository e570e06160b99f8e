/**
 * The outliner's Tiptap (ProseMirror) schema and keys, ADR 037. The document is one
 * nested list: doc > outlineList > outlineItem+ ; an item holds one paragraph or
 * heading, then optionally its own outlineList of children. Item attributes: `checked`
 * (null: no checkbox) and `collapsed`. The server reads the same layout from the Yjs
 * document (server/features/outline/outline-doc.ts): change both together.
 *
 * Keys: Enter new sibling (first child when the item is open with children), Tab /
 * Shift-Tab indent / outdent, Mod-Enter checkbox, Mod-. collapse, Mod-] / Mod-[ zoom in /
 * out, Alt-Shift-↑/↓ move the branch.
 */
import { Extension, Mark, mergeAttributes, Node, type Editor } from '@tiptap/core';
import Document from '@tiptap/extension-document';
import { Plugin, TextSelection, type EditorState, type Transaction } from '@tiptap/pm/state';
import { Decoration, DecorationSet } from '@tiptap/pm/view';
import type { Node as PmNode } from '@tiptap/pm/model';
import { ReactNodeViewRenderer } from '@tiptap/react';
import { currentItem, ITEM, LIST, setItemAttrs, setZoom, zoomKey } from './outline-commands';

export { currentItem, ITEM, LIST, setItemAttrs, setZoom, zoomKey };
import { OutlineItemView } from './outline-item-view';


export const OutlineDocument = Document.extend({ content: LIST });

export const OutlineList = Node.create({
  name: LIST,
  content: `${ITEM}+`,
  parseHTML: () => [{ tag: 'ul[data-outline-list]' }, { tag: 'ul' }, { tag: 'ol' }],
  renderHTML: ({ HTMLAttributes }) => ['ul', mergeAttributes(HTMLAttributes, { 'data-outline-list': '', class: 'ol-list' }), 0],
});

export const OutlineItem = Node.create({
  name: ITEM,
  content: `(paragraph | heading) ${LIST}?`,
  defining: true,
  draggable: true,
  addAttributes() {
    return {
      checked: {
        default: null,
        keepOnSplit: false,
        parseHTML: (el) => {
          const v = el.getAttribute('data-checked');
          return v === null ? null : v === 'true';
        },
        renderHTML: (attrs) => (attrs.checked === null || attrs.checked === undefined ? {} : { 'data-checked': String(attrs.checked) }),
      },
      collapsed: {
        default: false,
        keepOnSplit: false,
        parseHTML: (el) => el.getAttribute('data-collapsed') === 'true',
        renderHTML: (attrs) => (attrs.collapsed ? { 'data-collapsed': 'true' } : {}),
      },
    };
  },
  parseHTML: () => [{ tag: 'li[data-outline-item]' }, { tag: 'li' }],
  renderHTML: ({ HTMLAttributes }) => ['li', mergeAttributes(HTMLAttributes, { 'data-outline-item': '' }), 0],
  addNodeView() {
    return ReactNodeViewRenderer(OutlineItemView, {
      as: 'li',
      className: 'ol-item',
      attrs: ({ node }) => {
        const a: Record<string, string> = {};
        if (node.attrs.checked !== null && node.attrs.checked !== undefined) a['data-checked'] = String(node.attrs.checked);
        if (node.attrs.collapsed && node.childCount > 1) a['data-collapsed'] = 'true';
        if (node.firstChild?.type.name === 'heading') a['data-heading'] = String(node.firstChild.attrs.level as number);
        return a;
      },
    });
  },
  addKeyboardShortcuts() {
    return {
      Enter: ({ editor }) => enter(editor),
      Tab: ({ editor }) => {
        editor.commands.sinkListItem(ITEM);
        return true; // never leave the editor on Tab while editing an outline
      },
      'Shift-Tab': ({ editor }) => {
        editor.commands.liftListItem(ITEM);
        return true;
      },
      'Mod-Enter': ({ editor }) => toggleChecked(editor),
      'Mod-.': ({ editor }) => toggleCollapsed(editor),
      'Alt-Shift-ArrowUp': ({ editor }) => moveItem(editor, -1),
      'Alt-Shift-ArrowDown': ({ editor }) => moveItem(editor, 1),
      'Mod-]': ({ editor }) => {
        const item = currentItem(editor.state);
        if (!item) return false;
        setZoom(editor, item.pos);
        return true;
      },
      'Mod-[': ({ editor }) => {
        const zoom = zoomKey.getState(editor.state);
        if (zoom === null || zoom === undefined) return false;
        const parent = parentItemPos(editor.state.doc, zoom);
        setZoom(editor, parent);
        return true;
      },
    };
  },
});

function parentItemPos(doc: PmNode, pos: number): number | null {
  const $pos = doc.resolve(pos);
  for (let d = $pos.depth; d > 0; d--) if ($pos.node(d).type.name === ITEM) return $pos.before(d);
  return null;
}

function enter(editor: Editor): boolean {
  const { state } = editor;
  const item = currentItem(state);
  if (!item) return false;
  const { $from, empty } = state.selection;
  const block = item.node.firstChild!;
  const list = item.node.childCount > 1 ? item.node.child(1) : null;
  const atEnd = empty && $from.parent === block && $from.parentOffset === block.content.size;
  const newItem = (checked: boolean | null) => state.schema.nodes[ITEM]!.create({ checked }, state.schema.nodes.paragraph!.create());
  const checked = item.node.attrs.checked === null ? null : false;
  // Open with children: the new item becomes the first child, as in other outliners.
  if (atEnd && list && !item.node.attrs.collapsed && block.content.size > 0) {
    const at = item.pos + 1 + block.nodeSize + 1;
    const tr = state.tr.insert(at, newItem(null));
    tr.setSelection(TextSelection.create(tr.doc, at + 2)).scrollIntoView();
    editor.view.dispatch(tr);
    return true;
  }
  if (editor.commands.splitListItem(ITEM, { checked })) return true;
  // A top-level empty item (cannot be lifted further) still makes a new sibling.
  const after = item.pos + item.node.nodeSize;
  const tr = state.tr.insert(after, newItem(checked));
  tr.setSelection(TextSelection.create(tr.doc, after + 2)).scrollIntoView();
  editor.view.dispatch(tr);
  return true;
}

/** Mod-Enter: no box -> empty box; a box toggles. */
export function toggleChecked(editor: Editor): boolean {
  const item = currentItem(editor.state);
  if (!item) return false;
  const c = item.node.attrs.checked as boolean | null;
  setItemAttrs(editor, item.pos, { checked: c === null ? false : !c });
  return true;
}

/** Adds or removes the current item's checkbox. */
export function toggleCheckbox(editor: Editor): boolean {
  const item = currentItem(editor.state);
  if (!item) return false;
  setItemAttrs(editor, item.pos, { checked: item.node.attrs.checked === null ? false : null });
  return true;
}

export function toggleCollapsed(editor: Editor): boolean {
  const item = currentItem(editor.state);
  if (!item || item.node.childCount < 2) return false;
  setItemAttrs(editor, item.pos, { collapsed: !item.node.attrs.collapsed });
  return true;
}

/** Moves the current item (with its branch) above its previous / below its next sibling. */
export function moveItem(editor: Editor, dir: -1 | 1): boolean {
  const item = currentItem(editor.state);
  if (!item) return false;
  const { state } = editor;
  const $pos = state.doc.resolve(item.pos);
  const index = $pos.index();
  const parent = $pos.parent;
  const offsetInItem = state.selection.from - item.pos;
  if (dir === -1 && index === 0) return true;
  if (dir === 1 && index >= parent.childCount - 1) return true;
  const tr = state.tr;
  if (dir === -1) {
    const prev = parent.child(index - 1);
    const prevPos = item.pos - prev.nodeSize;
    tr.delete(item.pos, item.pos + item.node.nodeSize).insert(prevPos, item.node);
    tr.setSelection(TextSelection.create(tr.doc, prevPos + offsetInItem));
  } else {
    const next = parent.child(index + 1);
    tr.delete(item.pos, item.pos + item.node.nodeSize);
    const at = item.pos + next.nodeSize;
    tr.insert(at, item.node);
    tr.setSelection(TextSelection.create(tr.doc, at + offsetInItem));
  }
  editor.view.dispatch(tr.scrollIntoView());
  return true;
}

/* ---------- zoom into a branch ---------- */

/** Breadcrumbs to the zoomed item: each ancestor item's position and text, the item last. */
export function zoomTrail(state: EditorState): { pos: number; text: string }[] {
  const zoom = zoomKey.getState(state);
  if (zoom === null || zoom === undefined) return [];
  const node = state.doc.nodeAt(zoom);
  if (!node) return [];
  const $pos = state.doc.resolve(zoom + 1);
  const trail: { pos: number; text: string }[] = [];
  for (let d = 1; d <= $pos.depth; d++) {
    const n = $pos.node(d);
    if (n.type.name === ITEM) trail.push({ pos: $pos.before(d), text: n.firstChild?.textContent || 'Untitled' });
  }
  return trail;
}

/**
 * Zoom: the document stays whole (collaborators and undo see one document); items
 * outside the zoomed branch are hidden with decorations, its ancestors show only their
 * children. The zoomed position follows edits through the transaction mapping.
 */
export const OutlineZoom = Extension.create({
  name: 'outlineZoom',
  addProseMirrorPlugins() {
    return [
      new Plugin<number | null>({
        key: zoomKey,
        state: {
          init: () => null,
          apply(tr: Transaction, value: number | null) {
            const meta = tr.getMeta(zoomKey) as { pos: number | null } | undefined;
            if (meta) return meta.pos;
            if (value === null) return null;
            const mapped = tr.mapping.mapResult(value, 1);
            if (mapped.deleted) return null;
            const node = tr.doc.nodeAt(mapped.pos);
            return node && node.type.name === ITEM ? mapped.pos : null;
          },
        },
        props: {
          decorations(state) {
            const zoom = zoomKey.getState(state);
            if (zoom === null || zoom === undefined) return null;
            const root = state.doc.nodeAt(zoom);
            if (!root) return null;
            const end = zoom + root.nodeSize;
            const decos: Decoration[] = [];
            state.doc.descendants((node, pos) => {
              if (node.type.name !== ITEM) return true;
              if (pos === zoom) {
                decos.push(Decoration.node(pos, pos + node.nodeSize, { class: 'ol-zoom-root' }));
                return false;
              }
              if (pos < zoom && zoom < pos + node.nodeSize) {
                decos.push(Decoration.node(pos, pos + node.nodeSize, { class: 'ol-zoom-ancestor' }));
                return true;
              }
              if (pos >= zoom && pos < end) return false;
              decos.push(Decoration.node(pos, pos + node.nodeSize, { class: 'ol-hidden' }));
              return false;
            });
            return DecorationSet.create(state.doc, decos);
          },
        },
      }),
    ];
  },
});

/* ---------- [[page]] links ---------- */

export const PageLink = Mark.create({
  name: 'pageLink',
  inclusive: false,
  excludes: '_',
  addAttributes() {
    return {
      pageId: { default: null, parseHTML: (el) => el.getAttribute('data-page-link') || null },
      title: { default: '', parseHTML: (el) => el.textContent ?? '' },
    };
  },
  parseHTML: () => [{ tag: 'a[data-page-link]' }],
  renderHTML: ({ HTMLAttributes }) => [
    'a',
    {
      'data-page-link': HTMLAttributes.pageId ?? '',
      'data-page-title': HTMLAttributes.title ?? '',
      href: HTMLAttributes.pageId ? `?page=${HTMLAttributes.pageId as string}` : '#',
      class: 'ol-page-link',
    },
    0,
  ],
});
