/**
 * Commands shared by the schema's keys and the item view (kept apart so neither imports
 * the other).
 */
import type { Editor } from '@tiptap/core';
import type { Node as PmNode } from '@tiptap/pm/model';
import { PluginKey, type EditorState } from '@tiptap/pm/state';

export const ITEM = 'outlineItem';
export const LIST = 'outlineList';

/** The innermost item around the selection: its node and position. */
export function currentItem(state: EditorState): { node: PmNode; pos: number; depth: number } | null {
  const { $from } = state.selection;
  for (let d = $from.depth; d > 0; d--) {
    const node = $from.node(d);
    if (node.type.name === ITEM) return { node, pos: $from.before(d), depth: d };
  }
  return null;
}

export function setItemAttrs(editor: Editor, pos: number, attrs: Record<string, unknown>) {
  const node = editor.state.doc.nodeAt(pos);
  if (!node || node.type.name !== ITEM) return;
  editor.view.dispatch(editor.state.tr.setNodeMarkup(pos, undefined, { ...node.attrs, ...attrs }));
}

export const zoomKey = new PluginKey<number | null>('outlineZoom');

export function setZoom(editor: Editor, pos: number | null) {
  editor.view.dispatch(editor.state.tr.setMeta(zoomKey, { pos }));
  if (pos !== null) {
    const node = editor.state.doc.nodeAt(pos);
    if (node) {
      const end = pos + 1 + node.firstChild!.nodeSize - 1;
      editor.commands.setTextSelection(end);
    }
  }
  editor.commands.focus();
}

