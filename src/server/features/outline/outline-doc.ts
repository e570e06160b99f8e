/**
 * An outline page's Yjs document read and written as the OutlineNode tree of the
 * contract. The layout is the one the editor's ProseMirror schema gives through
 * y-prosemirror (the Tiptap Collaboration extension, field 'default'):
 *
 *   XmlFragment 'default'
 *     outlineList
 *       outlineItem {checked?, collapsed?}
 *         paragraph | heading {level}   -> XmlText, marks as formatting attributes
 *         outlineList?                  -> the item's children
 *
 * Marks: bold, italic, code, strike, link {href}, pageLink {pageId, title}. Inline text
 * travels as markdown (see outline-format.ts), so a [[Page]] link survives an export.
 */
import * as Y from 'yjs';
import { deltaToMarkdown, markdownToDelta, markdownToPlain, type InlineRun as Run, type OutlineNode } from '../../../contract/outline';

export const FRAGMENT = 'default';

/* ---------- Yjs -> tree ---------- */

function readText(el: Y.XmlElement): string {
  const runs: Run[] = [];
  for (const child of el.toArray()) {
    if (child instanceof Y.XmlText) runs.push(...(child.toDelta() as Run[]));
  }
  return deltaToMarkdown(runs);
}

function readList(list: Y.XmlElement, depth: number): OutlineNode[] {
  const items: OutlineNode[] = [];
  for (const item of list.toArray()) {
    if (!(item instanceof Y.XmlElement) || item.nodeName !== 'outlineItem') continue;
    items.push(readItem(item, depth));
  }
  return items;
}

function readItem(item: Y.XmlElement, depth: number): OutlineNode {
  const node: OutlineNode = { text: '', children: [] };
  const checked = item.getAttribute('checked') as unknown;
  if (checked === true || checked === false) node.checked = checked;
  if ((item.getAttribute('collapsed') as unknown) === true) node.collapsed = true;
  for (const child of item.toArray()) {
    if (!(child instanceof Y.XmlElement)) continue;
    if (child.nodeName === 'paragraph') node.text = readText(child);
    else if (child.nodeName === 'heading') {
      node.text = readText(child);
      const level = Number(child.getAttribute('level') as unknown);
      node.heading = level === 1 || level === 2 || level === 3 ? level : 1;
    } else if (child.nodeName === 'outlineList' && depth < 200) node.children = readList(child, depth + 1);
  }
  return node;
}

/** The page's items, top level first. An empty document has none. */
export function docToTree(doc: Y.Doc): OutlineNode[] {
  const fragment = doc.getXmlFragment(FRAGMENT);
  const out: OutlineNode[] = [];
  for (const child of fragment.toArray()) {
    if (child instanceof Y.XmlElement && child.nodeName === 'outlineList') out.push(...readList(child, 0));
  }
  return out;
}

/* ---------- tree -> Yjs ---------- */

interface PendingItem {
  text: Y.XmlText;
  runs: Run[];
  children: OutlineNode[];
}

/**
 * A new item element. Its text and children are written by `fill` once the element is
 * part of the document: a Yjs type keeps edits made before it is integrated only for
 * some content kinds, so every write waits until then.
 */
function buildItem(node: OutlineNode, resolvePage: (title: string) => string | null, pending: Map<Y.XmlElement, PendingItem>): Y.XmlElement {
  const item = new Y.XmlElement('outlineItem');
  if (node.checked === true || node.checked === false) item.setAttribute('checked', node.checked as unknown as string);
  if (node.collapsed) item.setAttribute('collapsed', true as unknown as string);
  const block = new Y.XmlElement(node.heading ? 'heading' : 'paragraph');
  if (node.heading) block.setAttribute('level', node.heading as unknown as string);
  const text = new Y.XmlText();
  block.insert(0, [text]);
  item.insert(0, [block]);
  pending.set(item, { text, runs: markdownToDelta(node.text, resolvePage), children: node.children });
  return item;
}

function fill(items: Y.XmlElement[], resolvePage: (title: string) => string | null, pending: Map<Y.XmlElement, PendingItem>) {
  for (const item of items) {
    const p = pending.get(item);
    if (!p) continue;
    pending.delete(item);
    if (p.runs.length) p.text.applyDelta(p.runs);
    if (p.children.length) {
      const list = new Y.XmlElement('outlineList');
      item.insert(item.length, [list]);
      const kids = p.children.map((c) => buildItem(c, resolvePage, pending));
      list.insert(0, kids);
      fill(kids, resolvePage, pending);
    }
  }
}

/** Appends `nodes` as top-level items of `doc` (an empty document gets its list). */
export function appendTree(doc: Y.Doc, nodes: OutlineNode[], resolvePage: (title: string) => string | null = () => null) {
  doc.transact(() => {
    const fragment = doc.getXmlFragment(FRAGMENT);
    let list = fragment.toArray().find((c): c is Y.XmlElement => c instanceof Y.XmlElement && c.nodeName === 'outlineList');
    if (!list) {
      list = new Y.XmlElement('outlineList');
      fragment.insert(fragment.length, [list]);
    }
    const pending = new Map<Y.XmlElement, PendingItem>();
    const items = nodes.map((n) => buildItem(n, resolvePage, pending));
    list.insert(list.length, items);
    fill(items, resolvePage, pending);
  });
}

/** A fresh document holding `nodes` (at least one empty item, so the editor opens on a bullet). */
export function treeToDoc(nodes: OutlineNode[], resolvePage?: (title: string) => string | null): Y.Doc {
  const doc = new Y.Doc();
  appendTree(doc, nodes.length ? nodes : [{ text: '', children: [] }], resolvePage);
  return doc;
}

/* ---------- derived: search text and links ---------- */

/** Every item's plain text, one per line, for full-text search. */
export function treePlainText(nodes: OutlineNode[]): string {
  const lines: string[] = [];
  const walk = (list: OutlineNode[]) => {
    for (const n of list) {
      const t = markdownToPlain(n.text).trim();
      if (t) lines.push(t);
      walk(n.children);
    }
  };
  walk(nodes);
  return lines.join('\n');
}

/** The ids of the pages the document links to with [[…]]. */
export function docLinks(doc: Y.Doc): string[] {
  const ids = new Set<string>();
  const walk = (el: Y.XmlElement | Y.XmlFragment) => {
    for (const child of el.toArray()) {
      if (child instanceof Y.XmlText) {
        for (const r of child.toDelta() as Run[]) {
          const pl = r.attributes?.pageLink as { pageId?: unknown } | undefined;
          if (pl && typeof pl.pageId === 'string' && /^[0-9a-f-]{36}$/i.test(pl.pageId)) ids.add(pl.pageId);
        }
      } else if (child instanceof Y.XmlElement) walk(child);
    }
  };
  walk(doc.getXmlFragment(FRAGMENT));
  return [...ids];
}
