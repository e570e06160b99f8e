/**
 * Outline pages (ADR 037): the page list, access, full-text search, backlinks,
 * markdown/OPML import and export, the AI branch actions, and the stored Yjs state the
 * live server (outline-live.ts) loads and writes. Knows no HTTP.
 *
 * Access: a private page (no workspace) is its owner's alone; a shared page is edited
 * by every member of its workspace (any role) and by nobody else, who gets 404 — not
 * even its title. Only the page's owner moves it between private and a workspace.
 */
import { and, desc, eq, sql, type SQL } from 'drizzle-orm';
import * as Y from 'yjs';
import { engineLabel } from '../../../contract/assistant';
import {
  MAX_BRANCH_NODES,
  markdownToPlain,
  OUTLINE_MESSAGES,
  type CreateOutlinePageBody,
  type ImportOutlineBody,
  type OutlineAiBody,
  type OutlineAiResponse,
  type OutlineBacklinksResponse,
  type OutlineFormat,
  type OutlineNode,
  type OutlinePage,
  type OutlineScope,
  type OutlineSearchHit,
  type UpdateOutlinePageBody,
} from '../../../contract/outline';
import type { Db } from '../../db/client';
import { outlinePages, sharedWorkspaces, users } from '../../db/schema';
import { BadRequestError, ForbiddenError, NotFoundError } from '../../errors';
import { requireSharedWorkspaceRole } from '../../platform/access';
import { liveResource, type LiveAccess } from '../../platform/live-access';
import { buildUserTurn, quote, type AiRequest, type AiService, type Attribution } from '../../platform/ai';
import { runUserText, userTextOwner } from '../../platform/user-text-thread';
import { docLinks, docToTree, treePlainText, treeToDoc } from './outline-doc';
import { fromMarkdown, toMarkdown, toOpml, type ParsedOutline } from './outline-format';
import { UUID_RE } from '../../../contract/common';

export interface OutlineDeps {
  db: Db;
  ai: AiService;
  /** Told when a page's sharing changes or it is deleted: its live sockets re-check (platform/live-access.ts). */
  access: Pick<LiveAccess, 'revoke'>;
  now?: () => number;
}

/** Pages `userId` may open: their private pages and every page of a workspace they are in. */
function canAccess(userId: string): SQL {
  return sql`((${outlinePages.workspaceId} is null and ${outlinePages.ownerId} = ${userId}) or (${outlinePages.workspaceId} is not null and (
    exists (select 1 from shared_workspace_members m where m.workspace_id = ${outlinePages.workspaceId} and m.user_id = ${userId})
    or exists (select 1 from shared_workspaces w where w.id = ${outlinePages.workspaceId} and w.owner_id = ${userId}))))`;
}

function scopeFilter(scope: OutlineScope): SQL {
  return scope === 'private' ? sql`${outlinePages.workspaceId} is null` : sql`${outlinePages.workspaceId} is not null`;
}

const pageColumns = {
  id: outlinePages.id,
  title: outlinePages.title,
  ownerId: outlinePages.ownerId,
  workspaceId: outlinePages.workspaceId,
  workspaceName: sharedWorkspaces.name,
  ownerName: sql<string | null>`coalesce(${users.name}, ${users.username}, split_part(${users.email}, '@', 1))`,
  updatedAt: outlinePages.updatedAt,
  createdAt: outlinePages.createdAt,
};

type PageRow = {
  id: string;
  title: string;
  ownerId: string;
  workspaceId: string | null;
  workspaceName: string | null;
  ownerName: string | null;
  updatedAt: Date;
  createdAt: Date;
};

function toPage(r: PageRow): OutlinePage {
  return {
    id: r.id,
    title: r.title,
    workspaceId: r.workspaceId,
    workspaceName: r.workspaceName,
    ownerName: r.ownerName,
    updatedAt: new Date(r.updatedAt).toISOString(),
    createdAt: new Date(r.createdAt).toISOString(),
  };
}

/** Search words as a prefix query: "road ma" finds "roadmap" while typing. */
export function prefixQuery(q: string): string | null {
  const words = q.toLowerCase().match(/[\p{L}\p{N}]+/gu) ?? [];
  if (!words.length) return null;
  return words.slice(0, 12).map((w) => `${w}:*`).join(' & ');
}

function countNodes(nodes: OutlineNode[]): number {
  let n = 0;
  const walk = (l: OutlineNode[]) => {
    for (const x of l) {
      n++;
      walk(x.children);
    }
  };
  walk(nodes);
  return n;
}

const AI_SYSTEM: Record<OutlineAiBody['action'], string> = {
  summarise:
    'You summarise one branch of a person\u2019s outline. Answer with exactly one markdown bullet ("- Summary: …") of at most 40 words, using only what the branch says.',
  expand:
    'You expand one branch of a person\u2019s outline. Answer with 3 to 6 markdown bullets ("- …") of new sub-points, each under 15 words, that the branch does not already have.',
  tasks:
    'You turn one branch of a person\u2019s outline into tasks. Answer only with markdown checkbox bullets ("- [ ] …"), one per concrete action, nested with two spaces where a task belongs to another.',
};

export function createOutlineService(deps: OutlineDeps) {
  const { db, ai } = deps;
  /** Live documents of this instance (set by the live server), read before the stored state. */
  let liveDoc: (pageId: string) => Y.Doc | undefined = () => undefined;

  async function findPage(userId: string, pageId: string): Promise<PageRow> {
    if (!UUID_RE.test(pageId)) throw new NotFoundError(OUTLINE_MESSAGES.notFound);
    const rows = await db
      .select(pageColumns)
      .from(outlinePages)
      .leftJoin(sharedWorkspaces, eq(sharedWorkspaces.id, outlinePages.workspaceId))
      .leftJoin(users, eq(users.id, outlinePages.ownerId))
      .where(and(eq(outlinePages.id, pageId), canAccess(userId)))
      .limit(1);
    const row = rows[0];
    if (!row) throw new NotFoundError(OUTLINE_MESSAGES.notFound);
    return row;
  }

  async function loadState(pageId: string): Promise<Uint8Array | null> {
    const rows = await db.select({ ydoc: outlinePages.ydoc }).from(outlinePages).where(eq(outlinePages.id, pageId)).limit(1);
    return rows[0]?.ydoc ?? null;
  }

  async function currentTree(pageId: string): Promise<OutlineNode[]> {
    const live = liveDoc(pageId);
    if (live) return docToTree(live);
    const state = await loadState(pageId);
    const doc = new Y.Doc();
    if (state) Y.applyUpdate(doc, state);
    return docToTree(doc);
  }

  /** Page ids by lower-cased title among the user's pages of one scope, for [[links]] in an import. */
  async function titleResolver(userId: string, workspaceId: string | null) {
    const rows = await db
      .select({ id: outlinePages.id, title: outlinePages.title })
      .from(outlinePages)
      .where(and(canAccess(userId), workspaceId ? eq(outlinePages.workspaceId, workspaceId) : sql`${outlinePages.workspaceId} is null`));
    const byTitle = new Map(rows.map((r) => [r.title.trim().toLowerCase(), r.id]));
    return (title: string) => byTitle.get(title.trim().toLowerCase()) ?? null;
  }

  async function insertPage(userId: string, title: string, workspaceId: string | null, doc: Y.Doc) {
    if (workspaceId) await requireSharedWorkspaceRole(db, workspaceId, userId);
    const tree = docToTree(doc);
    const [row] = await db
      .insert(outlinePages)
      .values({
        ownerId: userId,
        workspaceId,
        title,
        ydoc: Y.encodeStateAsUpdate(doc),
        body: treePlainText(tree),
        links: docLinks(doc),
      })
      .returning({ id: outlinePages.id });
    return toPage(await findPage(userId, row!.id));
  }

  return {
    attachLive(fn: (pageId: string) => Y.Doc | undefined) {
      liveDoc = fn;
    },

    async list(userId: string, scope: OutlineScope, workspaceId?: string): Promise<OutlinePage[]> {
      const rows = await db
        .select(pageColumns)
        .from(outlinePages)
        .leftJoin(sharedWorkspaces, eq(sharedWorkspaces.id, outlinePages.workspaceId))
        .leftJoin(users, eq(users.id, outlinePages.ownerId))
        .where(and(canAccess(userId), scopeFilter(scope), workspaceId ? eq(outlinePages.workspaceId, workspaceId) : undefined))
        .orderBy(desc(outlinePages.updatedAt))
        .limit(500);
      return rows.map(toPage);
    },

    async get(userId: string, pageId: string): Promise<OutlinePage> {
      return toPage(await findPage(userId, pageId));
    },

    async create(userId: string, body: CreateOutlinePageBody): Promise<OutlinePage> {
      return insertPage(userId, body.title.trim(), body.workspaceId ?? null, treeToDoc([]));
    },

    async update(userId: string, pageId: string, body: UpdateOutlinePageBody): Promise<OutlinePage> {
      const page = await findPage(userId, pageId);
      const set: Partial<typeof outlinePages.$inferInsert> = { updatedAt: new Date(deps.now?.() ?? Date.now()) };
      if (body.title !== undefined) set.title = body.title.trim();
      if (body.workspaceId !== undefined && body.workspaceId !== page.workspaceId) {
        if (page.ownerId !== userId) throw new ForbiddenError('Only the page\u2019s owner can change who it is shared with.');
        if (body.workspaceId) await requireSharedWorkspaceRole(db, body.workspaceId, userId);
        set.workspaceId = body.workspaceId;
      }
      await db.update(outlinePages).set(set).where(eq(outlinePages.id, page.id));
      // Who may edit it changed: open sockets ask again, on every instance.
      if (set.workspaceId !== undefined) await deps.access.revoke(liveResource.outlinePage(page.id));
      return toPage(await findPage(userId, page.id));
    },

    async remove(userId: string, pageId: string): Promise<void> {
      const page = await findPage(userId, pageId);
      if (page.ownerId !== userId) {
        // A shared page: its owner, or the workspace's owner or an admin.
        await requireSharedWorkspaceRole(db, page.workspaceId!, userId, 'admin');
      }
      await db.delete(outlinePages).where(eq(outlinePages.id, page.id));
      await deps.access.revoke(liveResource.outlinePage(page.id));
    },

    /**
     * The live server's check, run when a socket opens the page and again whenever its
     * access may have changed: null when `userId` may not open and edit the page, else
     * the workspace it is shared with (null: private).
     */
    async editAccess(userId: string, pageId: string): Promise<{ workspaceId: string | null } | null> {
      if (!UUID_RE.test(pageId)) return null;
      const rows = await db
        .select({ workspaceId: outlinePages.workspaceId })
        .from(outlinePages)
        .where(and(eq(outlinePages.id, pageId), canAccess(userId)))
        .limit(1);
      return rows[0] ?? null;
    },

    loadState,

    /**
     * Merges `update` into the stored state (another instance may have stored updates
     * this one has not seen yet: merging loses neither) and refreshes the search text
     * and links. A deleted page stays deleted.
     */
    async storeState(pageId: string, update: Uint8Array): Promise<void> {
      await db.transaction(async (tx) => {
        const [row] = await tx.select({ ydoc: outlinePages.ydoc }).from(outlinePages).where(eq(outlinePages.id, pageId)).for('update');
        if (!row) return;
        const old = row.ydoc ? new Uint8Array(row.ydoc) : null;
        const merged = old ? Y.mergeUpdates([old, update]) : update;
        const doc = new Y.Doc();
        Y.applyUpdate(doc, merged);
        await tx
          .update(outlinePages)
          .set({
            ydoc: Y.encodeStateAsUpdate(doc),
            body: treePlainText(docToTree(doc)),
            links: docLinks(doc),
            updatedAt: new Date(deps.now?.() ?? Date.now()),
          })
          .where(eq(outlinePages.id, pageId));
        doc.destroy();
      });
    },

    async tree(userId: string, pageId: string): Promise<OutlineNode[]> {
      await findPage(userId, pageId);
      return currentTree(pageId);
    },

    async search(userId: string, q: string, scope: OutlineScope): Promise<OutlineSearchHit[]> {
      const query = prefixQuery(q);
      if (!query) return [];
      const doc = sql`to_tsvector('english', ${outlinePages.title} || ' ' || ${outlinePages.body})`;
      const tsq = sql`to_tsquery('english', ${query})`;
      const rows = await db
        .select({
          pageId: outlinePages.id,
          title: outlinePages.title,
          workspaceName: sharedWorkspaces.name,
          snippet: sql<string>`ts_headline('english', ${outlinePages.title} || E'\n' || ${outlinePages.body}, ${tsq}, 'StartSel=«, StopSel=», MaxWords=18, MinWords=6, MaxFragments=2, FragmentDelimiter=" … "')`,
        })
        .from(outlinePages)
        .leftJoin(sharedWorkspaces, eq(sharedWorkspaces.id, outlinePages.workspaceId))
        .where(and(canAccess(userId), scopeFilter(scope), sql`${doc} @@ ${tsq}`))
        .orderBy(sql`ts_rank(${doc}, ${tsq}) desc`, desc(outlinePages.updatedAt))
        .limit(20);
      return rows.map((r) => ({ ...r, snippet: r.snippet.replace(/(?<!\s)\s*\n\s*/g, ' · ') }));
    },

    async backlinks(userId: string, pageId: string): Promise<OutlineBacklinksResponse> {
      await findPage(userId, pageId);
      const rows = await db
        .select({ id: outlinePages.id, title: outlinePages.title })
        .from(outlinePages)
        .where(and(canAccess(userId), sql`${pageId} = any(${outlinePages.links})`, sql`${outlinePages.id} <> ${pageId}`))
        .orderBy(outlinePages.title)
        .limit(100);
      return { pages: rows };
    },

    async importOutline(userId: string, body: ImportOutlineBody): Promise<OutlinePage> {
      // The file is the user's: parsed in the user-text pool, with its CPU-time budget (#25).
      const parsed = await runUserText<ParsedOutline>(body.format === 'opml' ? 'outlineOpml' : 'outlineMarkdown', body.content, {
        owner: userTextOwner({ userId }),
      });
      if (!parsed.nodes.length) throw new BadRequestError(OUTLINE_MESSAGES.importEmpty);
      const workspaceId = body.workspaceId ?? null;
      if (workspaceId) await requireSharedWorkspaceRole(db, workspaceId, userId);
      const title = (body.title ?? parsed.title ?? 'Imported outline').trim().slice(0, 200) || 'Imported outline';
      const resolve = await titleResolver(userId, workspaceId);
      return insertPage(userId, title, workspaceId, treeToDoc(parsed.nodes, resolve));
    },

    async exportOutline(userId: string, pageId: string, format: OutlineFormat): Promise<{ fileName: string; type: string; body: string }> {
      const page = await findPage(userId, pageId);
      const tree = await currentTree(pageId);
      const base = page.title.replace(/[^\p{L}\p{N} _-]+/gu, '').trim().replace(/\s+/g, '-').slice(0, 80) || 'outline';
      return format === 'opml'
        ? { fileName: `${base}.opml`, type: 'text/x-opml; charset=utf-8', body: toOpml(page.title, tree) }
        : { fileName: `${base}.md`, type: 'text/markdown; charset=utf-8', body: toMarkdown(page.title, tree) };
    },

    /** An AI suggestion for a branch; nothing is written until the user accepts it in the editor. */
    async suggest(userId: string, pageId: string, body: OutlineAiBody, who: Attribution): Promise<OutlineAiResponse> {
      await findPage(userId, pageId);
      const { branch, action } = body;
      if (countNodes([branch]) > MAX_BRANCH_NODES) throw new BadRequestError(`A branch of at most ${MAX_BRANCH_NODES} items, please.`);
      const items: { depth: number; text: string; checked: boolean | null }[] = [];
      const walk = (list: OutlineNode[], depth: number) => {
        for (const n of list) {
          items.push({ depth, text: markdownToPlain(n.text), checked: n.checked ?? null });
          walk(n.children, depth + 1);
        }
      };
      walk(branch.children, 1);
      const title = markdownToPlain(branch.text).trim();
      if (!title && !items.some((i) => i.text.trim())) throw new BadRequestError(OUTLINE_MESSAGES.branchEmpty);
      const request: AiRequest = {
        feature: 'outline_branch',
        system: AI_SYSTEM[action],
        messages: [
          {
            role: 'user',
            content: buildUserTurn([quote('branch', toMarkdown(title || '(untitled)', branch.children))], AI_SYSTEM[action]),
          },
        ],
        maxOutputTokens: 400,
        data: { task: 'outline', style: 'analytical', wordLimit: 120, outline: { action, title, items } },
      };
      const r = await ai.complete(request, who);
      let nodes = fromMarkdown(r.text).nodes;
      if (action === 'summarise') nodes = nodes.slice(0, 1).map((n) => ({ ...n, children: [] }));
      if (action === 'tasks') {
        const tick = (l: OutlineNode[]): OutlineNode[] => l.map((n) => ({ ...n, heading: null, checked: n.checked ?? false, children: tick(n.children) }));
        nodes = tick(nodes);
      }
      return { action, items: nodes.slice(0, 50), engine: r.engine, engineLabel: engineLabel(r.engine, r.model) };
    },
  };
}
export type OutlineService = ReturnType<typeof createOutlineService>;
