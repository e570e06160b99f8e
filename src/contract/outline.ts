/**
 * The outliner (/beta/appflowy) and the shared live outliner (/beta/appflowy-cloud),
 * issue #17 part B, ADR 037. A page's content is a Yjs document edited over the
 * WebSocket at OUTLINE_SOCKET_PATH; these REST shapes carry the page list, search,
 * import/export and the AI branch actions.
 */
import { z } from 'zod';
import { IdSchema, text } from './common';

export const OUTLINE_PATH = '/api/outline';
/** The Yjs (Hocuspocus protocol) WebSocket; one socket carries every open page. */
export const OUTLINE_SOCKET_PATH = '/api/outline/live';
/** The Yjs document name of a page: its id. */
export const outlineDocName = (pageId: string) => `outline:${pageId}`;
export const pageIdFromDocName = (name: string): string | undefined => {
  const m = /^outline:([0-9a-f-]{36})$/i.exec(name);
  return m?.[1];
};

export const MAX_OUTLINE_TITLE = 200;
export const MAX_IMPORT_CHARS = 500_000;
export const MAX_OUTLINE_DEPTH = 40;
export const MAX_BRANCH_NODES = 400;

export const OUTLINE_MESSAGES = {
  titleRequired: 'Give the page a title.',
  titleTooLong: `Keep the title under ${MAX_OUTLINE_TITLE} characters.`,
  notFound: 'Page not found.',
  importEmpty: 'Nothing to import: the file has no outline items.',
  importTooLarge: 'That file is too large to import (500,000 characters at most).',
  badOpml: 'That is not an OPML file we can read.',
  branchEmpty: 'Pick a branch with some text first.',
} as const;

/**
 * One item of an outline, as import/export and the AI actions see it. `text` is
 * inline markdown: **bold**, *italic*, `code`, ~~strike~~, [label](https://…) and
 * [[Page title]] links between pages.
 */
export interface OutlineNode {
  text: string;
  /** 1–3 when the item is a heading. */
  heading?: 1 | 2 | 3 | null;
  /** null/absent: no checkbox. */
  checked?: boolean | null;
  collapsed?: boolean;
  children: OutlineNode[];
}

const nodeBase = z.object({
  text: text().max(20_000),
  heading: z.union([z.literal(1), z.literal(2), z.literal(3)]).nullable().optional(),
  checked: z.boolean().nullable().optional(),
  collapsed: z.boolean().optional(),
});
export const OutlineNodeSchema: z.ZodType<OutlineNode> = nodeBase.extend({
  children: z.lazy(() => z.array(OutlineNodeSchema).max(MAX_BRANCH_NODES)),
});

export const OutlineScopeSchema = z.enum(['private', 'shared']);
export type OutlineScope = z.infer<typeof OutlineScopeSchema>;

export const OutlinePageSchema = z.object({
  id: IdSchema,
  title: z.string(),
  /** null: a private page; else the shared workspace whose members edit it. */
  workspaceId: IdSchema.nullable(),
  workspaceName: z.string().nullable(),
  ownerName: z.string().nullable(),
  updatedAt: z.string(),
  createdAt: z.string(),
});
export type OutlinePage = z.infer<typeof OutlinePageSchema>;

export const OutlinePageListSchema = z.object({ pages: z.array(OutlinePageSchema) });
export type OutlinePageList = z.infer<typeof OutlinePageListSchema>;

export const OutlineListQuerySchema = z.object({
  scope: OutlineScopeSchema.default('private'),
  workspaceId: IdSchema.optional(),
});
export type OutlineListQuery = z.input<typeof OutlineListQuerySchema>;

const TitleSchema = text({ error: OUTLINE_MESSAGES.titleRequired })
  .trim()
  .min(1, OUTLINE_MESSAGES.titleRequired)
  .max(MAX_OUTLINE_TITLE, OUTLINE_MESSAGES.titleTooLong);

export const CreateOutlinePageBodySchema = z.object({
  title: TitleSchema,
  /** Create the page in a shared workspace (the caller must be a member). */
  workspaceId: IdSchema.nullable().optional(),
});
export type CreateOutlinePageBody = z.input<typeof CreateOutlinePageBodySchema>;

export const UpdateOutlinePageBodySchema = z
  .object({
    title: TitleSchema.optional(),
    /** Share with a workspace (members edit it) or, with null, make private again (owner only). */
    workspaceId: IdSchema.nullable().optional(),
  })
  .refine((b) => b.title !== undefined || b.workspaceId !== undefined, 'Nothing to change.');
export type UpdateOutlinePageBody = z.input<typeof UpdateOutlinePageBodySchema>;

/** DELETE /api/outline/pages/:id */
export const OutlineOkSchema = z.object({ ok: z.literal(true) });

export const OutlinePageParamsSchema = z.object({ id: IdSchema });

export const OutlineFormatSchema = z.enum(['markdown', 'opml']);
export type OutlineFormat = z.infer<typeof OutlineFormatSchema>;

export const ImportOutlineBodySchema = z.object({
  format: OutlineFormatSchema,
  /** The file's text. */
  content: text().max(MAX_IMPORT_CHARS, OUTLINE_MESSAGES.importTooLarge),
  /** Defaults to the file's own title (OPML head, first markdown heading) or "Imported outline". */
  title: TitleSchema.optional(),
  workspaceId: IdSchema.nullable().optional(),
});
export type ImportOutlineBody = z.input<typeof ImportOutlineBodySchema>;

export const ExportOutlineQuerySchema = z.object({ format: OutlineFormatSchema.default('markdown') });

export const OutlineSearchQuerySchema = z.object({
  q: text().trim().min(1, 'Type something to search for.').max(200),
  scope: OutlineScopeSchema.default('private'),
});
export const OutlineSearchHitSchema = z.object({
  pageId: IdSchema,
  title: z.string(),
  workspaceName: z.string().nullable(),
  /** A fragment of the page around the match; the matched words are wrapped in «…». */
  snippet: z.string(),
});
export type OutlineSearchHit = z.infer<typeof OutlineSearchHitSchema>;
export const OutlineSearchResponseSchema = z.object({ hits: z.array(OutlineSearchHitSchema) });
export type OutlineSearchResponse = z.infer<typeof OutlineSearchResponseSchema>;

export const OutlineBacklinksResponseSchema = z.object({
  pages: z.array(z.object({ id: IdSchema, title: z.string() })),
});
export type OutlineBacklinksResponse = z.infer<typeof OutlineBacklinksResponseSchema>;

export const OUTLINE_AI_ACTIONS = ['summarise', 'expand', 'tasks'] as const;
export const OutlineAiActionSchema = z.enum(OUTLINE_AI_ACTIONS);
export type OutlineAiAction = z.infer<typeof OutlineAiActionSchema>;
export const OUTLINE_AI_LABELS: Record<OutlineAiAction, string> = {
  summarise: 'Summarise',
  expand: 'Expand',
  tasks: 'Turn into tasks',
};

/**
 * Levels under the branch item sent to the AI actions (children and grandchildren); the
 * editor leaves deeper ones out, and "turn into tasks" then adds the tasks instead of
 * replacing the children, so nothing deeper is lost.
 */
export const MAX_AI_BRANCH_DEPTH = 2;

/**
 * A branch `levels` deep, spelled out level by level rather than recursively: the same
 * shape as OutlineNodeSchema, bounded, so its JSON Schema has no self-reference.
 */
function branchSchema(levels: number): z.ZodType<OutlineNode> {
  const children = levels > 0 ? z.array(branchSchema(levels - 1)).max(MAX_BRANCH_NODES) : z.array(z.never()).max(0, 'That branch is too deep.');
  return nodeBase.extend({ children }) as unknown as z.ZodType<OutlineNode>;
}

export const OutlineAiBodySchema = z.object({
  action: OutlineAiActionSchema,
  branch: branchSchema(MAX_AI_BRANCH_DEPTH),
});
export type OutlineAiBody = z.infer<typeof OutlineAiBodySchema>;

export const OutlineAiResponseSchema = z.object({
  action: OutlineAiActionSchema,
  /** summarise: one item to add after the branch; expand: children to add; tasks: the branch's new children. */
  items: z.array(OutlineNodeSchema),
  engine: z.string(),
  engineLabel: z.string(),
});
export type OutlineAiResponse = z.infer<typeof OutlineAiResponseSchema>;

type Attrs = Record<string, unknown>;
/** A run of text with its marks (mark name -> mark attributes), as Yjs and ProseMirror hold it. */
export interface InlineRun {
  insert: string;
  attributes?: Attrs;
}
type Run = InlineRun;

/* ---------- inline text: marked runs <-> markdown (server and editor) ---------- */

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

/**
 * The inline marks, found left to right as the regex
 * `\[\[([^\]\n]+?)\]\]|\[([^\]\n]+)\]\(([^)\s]+)\)|\*\*([^*\n]+)\*\*|~~([^~\n]+)~~|`([^`\n]+)`|\*([^*\n]+)\*|_([^_\n]+)_|\\([\\*_`~[\]])`
 * would, without its quadratic cost: every mark's body runs to the first character of a
 * stop set, and each set's next stop is remembered, so a long run of `[` (each one the
 * start of a failed link) is scanned once, not once per `[` (#25: 40,000 `[` took 2 s).
 */
type InlineMatch = { index: number; end: number; kind: 'page' | 'link' | 'bold' | 'strike' | 'code' | 'italic' | 'escape'; text: string; href?: string };

const ESCAPABLE = new Set(['\\', '*', '_', '`', '~', '[', ']']);
const isSpace = (c: string) => c.trim() === '';

function inlineScanner(s: string) {
  // For each stop set, the last answer: the first stop at or after `from` (valid for any position from `from` up to it).
  const memo = new Map<string, { from: number; at: number }>();
  const nextStop = (key: string, from: number, stop: (c: string) => boolean): number => {
    const m = memo.get(key);
    if (m && m.from <= from && from <= m.at) return m.at;
    let i = from;
    while (i < s.length && !stop(s[i]!)) i++;
    memo.set(key, { from, at: i });
    return i;
  };
  const upTo = (close: string) => (c: string) => c === close || c === '\n';
  const stops = { bracket: upTo(']'), star: upTo('*'), tilde: upTo('~'), tick: upTo('`'), under: upTo('_'), href: (c: string) => c === ')' || isSpace(c) };

  /** A mark `open` + body (no `close`, no newline) + `close` at i. */
  const delimited = (i: number, open: string, close: string, key: keyof typeof stops): { text: string; end: number } | null => {
    if (!s.startsWith(open, i)) return null;
    const from = i + open.length;
    const j = nextStop(key, from, stops[key]);
    if (j === from || !s.startsWith(close, j)) return null;
    return { text: s.slice(from, j), end: j + close.length };
  };

  const at = (i: number): InlineMatch | null => {
    const c = s[i];
    if (c === '[') {
      const page = delimited(i, '[[', ']]', 'bracket');
      if (page) return { index: i, end: page.end, kind: 'page', text: page.text };
      const label = delimited(i, '[', '](', 'bracket');
      if (label) {
        const k = nextStop('href', label.end, stops.href);
        if (k > label.end && s[k] === ')') return { index: i, end: k + 1, kind: 'link', text: label.text, href: s.slice(label.end, k) };
      }
      return null;
    }
    if (c === '*') {
      const bold = delimited(i, '**', '**', 'star');
      if (bold) return { index: i, end: bold.end, kind: 'bold', text: bold.text };
      const it = delimited(i, '*', '*', 'star');
      return it && { index: i, end: it.end, kind: 'italic', text: it.text };
    }
    if (c === '~') {
      const st = delimited(i, '~~', '~~', 'tilde');
      return st && { index: i, end: st.end, kind: 'strike', text: st.text };
    }
    if (c === '`') {
      const code = delimited(i, '`', '`', 'tick');
      return code && { index: i, end: code.end, kind: 'code', text: code.text };
    }
    if (c === '_') {
      const it = delimited(i, '_', '_', 'under');
      return it && { index: i, end: it.end, kind: 'italic', text: it.text };
    }
    if (c === '\\' && i + 1 < s.length && ESCAPABLE.has(s[i + 1]!)) return { index: i, end: i + 2, kind: 'escape', text: s[i + 1]! };
    return null;
  };

  return function* matches(): Generator<InlineMatch> {
    for (let i = 0; i < s.length; ) {
      const m = at(i);
      if (m) {
        yield m;
        i = m.end;
      } else i++;
    }
  };
}

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
  for (const m of inlineScanner(md)()) {
    push(md.slice(last, m.index));
    last = m.end;
    if (m.kind === 'page') {
      const title = m.text.trim();
      push(title, { pageLink: { pageId: resolvePage(title), title } });
    } else if (m.kind === 'link') {
      const href = /^(https?:|mailto:)/i.test(m.href!) ? m.href! : null;
      for (const r of markdownToDelta(m.text, resolvePage)) push(r.insert, href ? { ...r.attributes, link: { href } } : r.attributes);
    } else if (m.kind === 'bold') push(m.text, { bold: {} });
    else if (m.kind === 'strike') push(m.text, { strike: {} });
    else if (m.kind === 'code') push(m.text, { code: {} });
    else if (m.kind === 'italic') push(m.text, { italic: {} });
    else push(m.text);
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

