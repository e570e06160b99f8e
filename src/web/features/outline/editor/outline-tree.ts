/**
 * ProseMirror items <-> the contract's OutlineNode (inline markdown text), for the AI
 * actions: a branch goes to the server as a tree, a suggestion comes back as one.
 */
import type { JSONContent } from '@tiptap/core';
import type { Node as PmNode } from '@tiptap/pm/model';
import { deltaToMarkdown, markdownToDelta, type InlineRun, type OutlineNode } from '../../../../contract/outline';

function blockToMarkdown(block: PmNode): string {
  const runs: InlineRun[] = [];
  block.forEach((child) => {
    if (!child.isText) return;
    const attributes: Record<string, unknown> = {};
    for (const m of child.marks) attributes[m.type.name] = m.attrs;
    runs.push(Object.keys(attributes).length ? { insert: child.text ?? '', attributes } : { insert: child.text ?? '' });
  });
  return deltaToMarkdown(runs);
}

/** The item as a tree; `levels` bounds how deep its children go (deeper ones are left out). */
export function itemToNode(item: PmNode, levels = Infinity): OutlineNode {
  const block = item.firstChild;
  const node: OutlineNode = { text: block ? blockToMarkdown(block) : '', children: [] };
  if (block?.type.name === 'heading') node.heading = Math.min(3, Number(block.attrs.level)) as 1 | 2 | 3;
  if (item.attrs.checked === true || item.attrs.checked === false) node.checked = item.attrs.checked as boolean;
  const list = item.childCount > 1 ? item.child(1) : null;
  if (levels > 0) list?.forEach((c) => node.children.push(itemToNode(c, levels - 1)));
  return node;
}

function inline(md: string): JSONContent[] {
  return markdownToDelta(md)
    .filter((r) => r.insert)
    .map((r) => ({
      type: 'text',
      text: r.insert,
      ...(r.attributes ? { marks: Object.entries(r.attributes).map(([type, attrs]) => ({ type, attrs: (attrs ?? {}) as Record<string, unknown> })) } : {}),
    }));
}

export function nodeToJson(n: OutlineNode): JSONContent {
  const content = inline(n.text);
  const block: JSONContent = n.heading
    ? { type: 'heading', attrs: { level: n.heading }, ...(content.length ? { content } : {}) }
    : { type: 'paragraph', ...(content.length ? { content } : {}) };
  const out: JSONContent = { type: 'outlineItem', attrs: { checked: n.checked ?? null, collapsed: false }, content: [block] };
  if (n.children.length) out.content!.push({ type: 'outlineList', content: n.children.map(nodeToJson) });
  return out;
}

/** Levels of items under `item` (0: no children). */
export function levelsUnder(item: PmNode): number {
  const list = item.childCount > 1 ? item.child(1) : null;
  let max = 0;
  list?.forEach((c) => {
    max = Math.max(max, 1 + levelsUnder(c));
  });
  return max;
}
