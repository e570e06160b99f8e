/**
 * Markdown and OPML import/export of an outline (OutlineNode trees). Both round-trip:
 * exporting a tree and importing the file gives the same tree back (collapsed state
 * travels in OPML only; markdown has no place for it).
 *
 * Markdown: `# Title`, then one `- ` bullet per item indented two spaces per level;
 * `- [ ] ` / `- [x] ` for checkboxes, `- ## ` for heading items. Import also reads other
 * people's markdown: `*`/`+`/`1.` bullets, tab or 4-space indents, headings (their
 * following bullets become their children) and plain paragraphs.
 *
 * OPML 2.0: nested <outline text="…">, with Workflowy's `_complete="true"` for a ticked
 * item and our `_checkbox`, `_heading`, `_collapsed` attributes.
 */
import { XMLBuilder, XMLParser } from 'fast-xml-parser';
import { MAX_OUTLINE_DEPTH, OUTLINE_MESSAGES, type OutlineNode } from '../../../contract/outline';
import { BadRequestError } from '../../errors';

export interface ParsedOutline {
  title: string | null;
  nodes: OutlineNode[];
}

/* ---------- markdown ---------- */

function itemLine(n: OutlineNode): string {
  const box = n.checked === true ? '[x] ' : n.checked === false ? '[ ] ' : '';
  const heading = n.heading ? '#'.repeat(n.heading) + ' ' : '';
  // A line break inside an item would end the bullet.
  return `- ${box}${heading}${n.text.replace(/\s+/g, (ws) => (ws.includes('\n') ? ' ' : ws))}`;
}

export function toMarkdown(title: string, nodes: OutlineNode[]): string {
  const lines = [`# ${title}`, ''];
  const walk = (list: OutlineNode[], depth: number) => {
    for (const n of list) {
      lines.push('  '.repeat(depth) + itemLine(n));
      walk(n.children, depth + 1);
    }
  };
  walk(nodes, 0);
  return lines.join('\n') + '\n';
}

// NOTE: every pattern here must match in linear time: the text is the user's (#25, a
// heading of 400 spaces and a U+2028 held the event loop for 13 s). One blank after the
// marker, not `[ \t]+`: a run of blanks before `(.*)$` that fails at a line separator
// (which `.` does not match) would be retried at every split (lint: regexp/no-super-linear-*).
const BULLET_RE = /^([ \t]*)(?:[-*+]|\d{1,9}[.)])[ \t](.*)$/;
/** `.` stops at these; a line holding one is no heading (as the old `.*$` pattern had it). */
const LINE_BREAK_RE = /[\n\r\u2028\u2029]/;
const isBlank = (c: string | undefined) => c === ' ' || c === '\t';

/**
 * An ATX heading (`## Title ##`): 1–6 `#`, a blank, the text without its closing `#`s and
 * trailing blanks. A scan from both ends instead of one regex with three adjacent optional
 * runs, which backtracked polynomially on a long run of blanks.
 */
export function readHeading(line: string): { level: number; text: string } | null {
  let level = 0;
  while (line[level] === '#') level++;
  if (level < 1 || level > 6 || !isBlank(line[level]) || LINE_BREAK_RE.test(line)) return null;
  let start = level;
  while (isBlank(line[start])) start++;
  let end = line.length;
  while (end > start && isBlank(line[end - 1])) end--;
  while (end > start && line[end - 1] === '#') end--;
  while (end > start && isBlank(line[end - 1])) end--;
  return { level, text: line.slice(start, end) };
}

function indentWidth(ws: string): number {
  let w = 0;
  for (const c of ws) w += c === '\t' ? 4 : 1;
  return w;
}

function readItemText(raw: string): Pick<OutlineNode, 'text' | 'checked' | 'heading'> {
  let rest = raw.trim();
  let checked: boolean | null = null;
  const box = /^\[([ xX])\][ \t]+/.exec(rest) ?? /^\[([ xX])\]$/.exec(rest);
  if (box) {
    checked = box[1] !== ' ';
    rest = rest.slice(box[0].length);
  }
  const h = /^(#{1,3})[ \t](.*)$/.exec(rest);
  const out: Pick<OutlineNode, 'text' | 'checked' | 'heading'> = { text: h ? h[2]!.trim() : rest };
  if (checked !== null) out.checked = checked;
  if (h) out.heading = h[1]!.length as 1 | 2 | 3;
  return out;
}

export function fromMarkdown(md: string): ParsedOutline {
  const lines = md.replace(/\r\n?/g, '\n').split('\n');
  const root: OutlineNode = { text: '', children: [] };
  let title: string | null = null;
  // Headings nest by level; bullets nest by indent under the latest heading.
  const headingStack: { level: number; node: OutlineNode }[] = [];
  let bulletStack: { indent: number; node: OutlineNode }[] = [];
  let last: OutlineNode | null = null;
  let inFence = false;
  const container = () => headingStack[headingStack.length - 1]?.node ?? root;
  const depthOf = (n: OutlineNode) => {
    let d = headingStack.length;
    for (const b of bulletStack) if (b.node === n) return d + bulletStack.indexOf(b) + 1;
    d += bulletStack.length;
    return d;
  };
  for (const line of lines) {
    if (/^\s*(```|~~~)/.test(line)) {
      inFence = !inFence;
      continue;
    }
    if (!line.trim()) continue;
    if (inFence) {
      const node: OutlineNode = { text: '`' + line.trim().replace(/`/g, "'") + '`', children: [] };
      (bulletStack[bulletStack.length - 1]?.node ?? container()).children.push(node);
      continue;
    }
    const heading = readHeading(line);
    if (heading) {
      const { level, text } = heading;
      bulletStack = [];
      if (title === null && level === 1 && !root.children.length) {
        title = text;
        last = null;
        continue;
      }
      while (headingStack.length && headingStack[headingStack.length - 1]!.level >= level) headingStack.pop();
      if (headingStack.length >= MAX_OUTLINE_DEPTH) continue;
      const node: OutlineNode = { text, heading: Math.min(3, Math.max(1, level - (title === null ? 0 : 1))) as 1 | 2 | 3, children: [] };
      container().children.push(node);
      headingStack.push({ level, node });
      last = node;
      continue;
    }
    const bullet = BULLET_RE.exec(line);
    if (bullet) {
      const indent = indentWidth(bullet[1]!);
      while (bulletStack.length && bulletStack[bulletStack.length - 1]!.indent >= indent) bulletStack.pop();
      const parent = bulletStack[bulletStack.length - 1]?.node ?? container();
      const node: OutlineNode = { ...readItemText(bullet[2]!), children: [] };
      if (depthOf(parent) >= MAX_OUTLINE_DEPTH) parent.children.push(node);
      else {
        parent.children.push(node);
        bulletStack.push({ indent, node });
      }
      last = node;
      continue;
    }
    // A continuation of the previous bullet (indented), else a paragraph item.
    if (/^\s/.test(line) && last && bulletStack.length) {
      last.text = `${last.text} ${line.trim()}`.trim();
      continue;
    }
    bulletStack = [];
    const node: OutlineNode = { text: line.trim(), children: [] };
    container().children.push(node);
    last = node;
  }
  return { title, nodes: root.children };
}

/* ---------- OPML ---------- */

interface OpmlOutline {
  '@_text'?: string;
  '@_title'?: string;
  '@__complete'?: string;
  '@__checkbox'?: string;
  '@__heading'?: string;
  '@__collapsed'?: string;
  outline?: OpmlOutline[];
}

function toOpmlOutline(n: OutlineNode): OpmlOutline {
  const o: OpmlOutline = { '@_text': n.text };
  if (n.checked === true || n.checked === false) o['@__checkbox'] = 'true';
  if (n.checked === true) o['@__complete'] = 'true';
  if (n.heading) o['@__heading'] = String(n.heading);
  if (n.collapsed) o['@__collapsed'] = 'true';
  if (n.children.length) o.outline = n.children.map(toOpmlOutline);
  return o;
}

export function toOpml(title: string, nodes: OutlineNode[]): string {
  const builder = new XMLBuilder({ ignoreAttributes: false, format: true, indentBy: '  ', suppressEmptyNode: true, suppressBooleanAttributes: false });
  const body = builder.build({
    '?xml': { '@_version': '1.0', '@_encoding': 'UTF-8' },
    opml: { '@_version': '2.0', head: { title }, body: { outline: nodes.map(toOpmlOutline) } },
  }) as string;
  return body;
}

function fromOpmlOutline(o: OpmlOutline, depth: number): OutlineNode {
  const text = String(o['@_text'] ?? o['@_title'] ?? '');
  const node: OutlineNode = { text, children: [] };
  const complete = o['@__complete'] === 'true';
  if (complete || o['@__checkbox'] === 'true') node.checked = complete;
  const h = Number(o['@__heading']);
  if (h === 1 || h === 2 || h === 3) node.heading = h;
  if (o['@__collapsed'] === 'true') node.collapsed = true;
  if (o.outline && depth < MAX_OUTLINE_DEPTH) node.children = o.outline.map((c) => fromOpmlOutline(c, depth + 1));
  return node;
}

export function fromOpml(xml: string): ParsedOutline {
  const parser = new XMLParser({
    ignoreAttributes: false,
    isArray: (name) => name === 'outline',
    processEntities: true,
    htmlEntities: true,
    // Attribute values as written: "007" stays text.
    parseAttributeValue: false,
    parseTagValue: false,
  });
  let doc: { opml?: { head?: { title?: unknown }; body?: { outline?: OpmlOutline[] } } };
  try {
    doc = parser.parse(xml, true) as typeof doc;
  } catch {
    throw new BadRequestError(OUTLINE_MESSAGES.badOpml);
  }
  if (!doc.opml || typeof doc.opml !== 'object') throw new BadRequestError(OUTLINE_MESSAGES.badOpml);
  const title = doc.opml.head?.title;
  return {
    title: typeof title === 'string' && title.trim() ? title.trim() : null,
    nodes: (doc.opml.body?.outline ?? []).map((o) => fromOpmlOutline(o, 0)),
  };
}
