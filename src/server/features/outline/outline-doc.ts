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
import type { OutlineNode } from '../../../contract/outline';

export const FRAGMENT = 'default';

type Attrs = Record<string, unknown>;
interface Run {
  insert: string;
  attributes?: Attrs;
}

/* ---------- inline: delta <-> markdown ---------- */

function escapeMd(s: string): string {
  return s.replace(/([\\*_`~[\]])/g, '\\$1');
}

/** One run of text with its marks as inline markdown. */
function runToMarkdown(run: Run): string {
  const a = run.attributes ?? {};
  let s = a.code ? '`' + run.insert.replace(/`/g, "'") + '`' : escapeMd(run.insert);
  if (a.pageLink) return `[[${run.insert.replace(/\]\]/g, '] ]')}]]`;
  if (a.bold) s = `**${s}**`;
  if (a.italic) s = `*${s}*`;
  if (a.strike) s = `~~${s}~~`;
  const link = a.link as { href?: unknown } | undefined;
  if (link && typeof link.href === 'string') s = `[${s}](${link.href})`;
  return s;
}

export function deltaToMarkdown(delta: Run[]): string {
  // Adjacent runs of one page link are one link.
  const merged: Run[] = [];
  for (const r of delta) {
    if (typeof r.insert !== 'string') continue;
    const prev = merged[merged.length - 1];
    if (prev && JSON.stringify(prev.attributes ?? {}) === JSON.stringify(r.attributes ?? {})) prev.insert += r.insert;
    else merged.push({ insert: r.insert, attributes: r.attributes });
  }
  return merged.map(runToMarkdown).join('');
}

const INLINE_RE =
  /\[\[([^\]\n]+?)\]\]|\[([^\]\n]+)\]\(([^)\s]+)\)|\*\*([^*\n]+)\*\*|~~([^~\n]+)~~|`([^`\n]+)`|\*([^*\n]+)\*|_([^_\n]+)_|\\([\\*_`~[\]])/g;

/**
 * Inline markdown as runs with marks. `resolvePage` turns a [[title]] into a page id
 * (null when no page has that title yet: the link then resolves by title when clicked).
 */
export function markdownToDelta(md: string, resolvePage: (title: string) => string | null = () => null): Run[] {
  const out: Run[] = [];
  const push = (insert: string, attributes?: Attrs) => {
    if (!insert) return;
    const prev = out[out.length - 1];
    if (prev && JSON.stringify(prev.attributes ?? {}) === JSON.stringify(attributes ?? {})) prev.insert += insert;
    else out.push(attributes ? { insert, attributes } : { insert });
  };
  let last = 0;
  for (const m of md.matchAll(INLINE_RE)) {
    push(md.slice(last, m.index));
    last = m.index + m[0].length;
    if (m[1] !== undefined) {
      const title = m[1].trim();
      push(title, { pageLink: { pageId: resolvePage(title), title } });
    } else if (m[2] !== undefined) {
      const href = /^(https?:|mailto:)/i.test(m[3]!) ? m[3]! : null;
      for (const r of markdownToDelta(m[2], resolvePage)) push(r.insert, href ? { ...r.attributes, link: { href } } : r.attributes);
    } else if (m[4] !== undefined) push(m[4], { bold: {} });
    else if (m[5] !== undefined) push(m[5], { strike: {} });
    else if (m[6] !== undefined) push(m[6], { code: {} });
    else if (m[7] !== undefined) push(m[7], { italic: {} });
    else if (m[8] !== undefined) push(m[8], { italic: {} });
    else if (m[9] !== undefined) push(m[9]);
  }
  push(md.slice(last));
  return out;
}

/** Inline markdown as plain words (search text, AI prompts). */
export function markdownToPlain(md: string): string {
  return markdownToDelta(md)
    .map((r) => r.insert)
    .join('');
}

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
