/**
 * The outliner's screen, shared by /beta/appflowy (private pages) and
 * /beta/appflowy-cloud (pages shared with a workspace, edited live): the page list
 * with search, new page and import; the open page with its title, save state, people
 * editing it, export, sharing and delete; the editor; backlinks.
 */
import {
  Cloud,
  CloudOff,
  Download,
  FileUp,
  Link2,
  Loader2,
  Lock,
  Menu,
  MoreHorizontal,
  Plus,
  Search,
  Share2,
  Trash2,
  Users,
  X,
  Check,
} from 'lucide-react';
import * as DropdownMenu from '@radix-ui/react-dropdown-menu';
import { useEffect, useMemo, useRef, useState, type ReactNode } from 'react';
import { Link, useNavigate, useSearchParams } from 'react-router';
import type { PublicUser } from '../../../../contract/auth';
import { MAX_OUTLINE_TITLE, type OutlinePage, type OutlineScope } from '../../../../contract/outline';
import { errorMessage } from '../../../lib/api-client';
import { cn } from '../../../lib/cn';
import { paths } from '../../../lib/paths';
import { useWorkspaces } from '../../../lib/queries/workspaces';
import { BrandLogo } from '../../../ui/brand-logo';
import { Button } from '../../../ui/button';
import { Dialog, DialogContent, DialogDescription, DialogTitle } from '../../../ui/dialog';
import { Spinner } from '../../../ui/spinner';
import { toast } from '../../../ui/use-toast';
import {
  exportUrl,
  useBacklinks,
  useCreatePage,
  useDeletePage,
  useImportOutline,
  usePages,
  useSearch,
  useUpdatePage,
} from '../api';
import { useOutlineDoc, type SaveState } from '../hooks/use-outline-doc';
import { OutlineEditor } from './outline-editor';

const STARTER = `# Getting started

- Welcome to your outliner. Every line is an item.
  - Press **Enter** for a new item, **Tab** to indent, **Shift+Tab** to outdent.
  - Click a bullet to zoom into its branch; the breadcrumbs lead back.
  - Drag the handle left of a bullet to move a whole branch.
- [ ] Try a checkbox: **Ctrl+Enter** adds or ticks one
- ## Headings, **bold**, *italic* and [links](https://example.com)
  - Type [[ to link another page; search finds words on every page.
- Put the cursor on a branch and ask the AI to summarise, expand or turn it into tasks.
`;

const when = new Intl.DateTimeFormat('en-GB', { day: 'numeric', month: 'short', hour: '2-digit', minute: '2-digit' });

export function OutlineApp({ scope, user }: { scope: OutlineScope; user: PublicUser }) {
  const [params, setParams] = useSearchParams();
  const navigate = useNavigate();
  const pagesQuery = usePages(scope);
  const workspaces = useWorkspaces();
  const create = useCreatePage();
  const importer = useImportOutline();
  const [drawer, setDrawer] = useState(false);
  const [query, setQuery] = useState('');
  const [wsFilter, setWsFilter] = useState<string>('all');
  const search = useSearch(query, scope);
  const starter = useRef(false);
  const pages = useMemo(() => pagesQuery.data ?? [], [pagesQuery.data]);
  const shown = scope === 'shared' && wsFilter !== 'all' ? pages.filter((p) => p.workspaceId === wsFilter) : pages;
  const selectedId = params.get('page');
  const selected = pages.find((p) => p.id === selectedId) ?? null;
  const myWorkspaces = workspaces.data ?? [];
  const userName = user.name || user.username || user.email.split('@')[0] || 'You';

  const open = (id: string) => {
    setParams((p) => {
      const next = new URLSearchParams(p);
      next.set('page', id);
      return next;
    });
    setDrawer(false);
  };

  // Open the first page when none is chosen; a first visit gets a starter page.
  useEffect(() => {
    if (!pagesQuery.isSuccess) return;
    if (selected) return;
    if (pages.length) {
      open(pages[0]!.id);
      return;
    }
    if (scope === 'private' && !starter.current) {
      starter.current = true;
      importer.mutate({ format: 'markdown', content: STARTER }, { onSuccess: (p) => open(p.id) });
    }
    // eslint-disable-next-line react-hooks/exhaustive-deps -- run when the list or choice changes
  }, [pagesQuery.isSuccess, pages, selectedId]);

  const newPage = (title = 'Untitled', workspaceId?: string) =>
    create.mutateAsync({ title, workspaceId: scope === 'shared' ? (workspaceId ?? defaultWorkspace()) : null }).then((p) => {
      return p;
    });
  const defaultWorkspace = () => (wsFilter !== 'all' ? wsFilter : (selected?.workspaceId ?? myWorkspaces[0]?.id));

  const fileInput = useRef<HTMLInputElement>(null);
  const onImport = async (file: File) => {
    const text = await file.text();
    const format = /\.(opml|xml)$/i.test(file.name) || /^\s*<\?xml|<opml/i.test(text) ? 'opml' : 'markdown';
    importer.mutate(
      { format, content: text, workspaceId: scope === 'shared' ? (defaultWorkspace() ?? null) : null },
      {
        onSuccess: (p) => {
          toast({ title: `Imported “${p.title}”`, variant: 'success' });
          open(p.id);
        },
        onError: (err) => toast({ title: 'Import failed', description: errorMessage(err, 'That file could not be read.'), variant: 'destructive' }),
      },
    );
  };

  const title = scope === 'shared' ? 'Shared outliner' : 'Outliner';
  const noWorkspace = scope === 'shared' && workspaces.isSuccess && myWorkspaces.length === 0;

  const sidebar = (
    <div className="flex h-full flex-col gap-3">
      <div className="relative">
        <Search className="pointer-events-none absolute left-2.5 top-1/2 size-4 -translate-y-1/2 text-muted" aria-hidden />
        <input
          type="search"
          aria-label={scope === 'shared' ? 'Search shared pages' : 'Search your pages'}
          placeholder="Search pages…"
          value={query}
          onChange={(e) => setQuery(e.target.value)}
          className="h-9 w-full rounded-lg border border-border bg-bg pl-8 pr-2 text-sm outline-none placeholder:text-muted focus:border-focus"
        />
      </div>
      {scope === 'shared' && myWorkspaces.length > 1 && (
        <select
          aria-label="Workspace"
          value={wsFilter}
          onChange={(e) => setWsFilter(e.target.value)}
          className="h-9 rounded-lg border border-border bg-bg px-2 text-sm"
        >
          <option value="all">All workspaces</option>
          {myWorkspaces.map((w) => (
            <option key={w.id} value={w.id}>
              {w.name}
            </option>
          ))}
        </select>
      )}
      <div className="flex gap-2">
        <Button
          size="sm"
          className="flex-1"
          disabled={create.isPending || noWorkspace}
          onClick={() =>
            newPage().then(
              (p) => open(p.id),
              (err: unknown) => toast({ title: 'Could not create the page', description: errorMessage(err, 'Try again.'), variant: 'destructive' }),
            )
          }
        >
          <Plus /> New page
        </Button>
        <Button size="sm" variant="secondary" disabled={importer.isPending || noWorkspace} onClick={() => fileInput.current?.click()} title="Import Markdown or OPML">
          <FileUp /> Import
        </Button>
        <input
          ref={fileInput}
          type="file"
          accept=".md,.markdown,.txt,.opml,.xml,text/markdown,text/plain,text/x-opml"
          className="hidden"
          aria-label="Import a Markdown or OPML file"
          onChange={(e) => {
            const f = e.target.files?.[0];
            e.target.value = '';
            if (f) void onImport(f);
          }}
        />
      </div>
      <nav aria-label="Pages" className="-mx-1 min-h-0 flex-1 overflow-y-auto">
        {query.trim() ? (
          <SearchResults q={query} hits={search.data?.hits} loading={search.isFetching} error={search.error} onOpen={open} />
        ) : pagesQuery.isPending ? (
          <div className="flex justify-center py-6">
            <Spinner />
          </div>
        ) : shown.length === 0 ? (
          <p className="px-2 py-4 text-sm text-muted">{scope === 'shared' ? 'No shared pages yet.' : 'No pages yet.'}</p>
        ) : (
          <ul className="space-y-0.5">
            {shown.map((p) => (
              <li key={p.id}>
                <button
                  type="button"
                  onClick={() => open(p.id)}
                  aria-current={p.id === selectedId ? 'page' : undefined}
                  className={cn(
                    'w-full rounded-lg px-2 py-1.5 text-left transition-colors hover:bg-surface-2',
                    p.id === selectedId && 'bg-brand/20 hover:bg-brand/25',
                  )}
                >
                  <span className="block truncate text-sm font-medium">{p.title}</span>
                  <span className="block truncate text-xs text-muted">
                    {scope === 'shared' && p.workspaceName ? `${p.workspaceName} · ` : ''}
                    {when.format(new Date(p.updatedAt))}
                  </span>
                </button>
              </li>
            ))}
          </ul>
        )}
      </nav>
    </div>
  );

  return (
    <div className="flex min-h-screen flex-col">
      <header className="flex items-center gap-3 border-b border-border bg-surface/80 px-4 py-2.5 backdrop-blur">
        <button type="button" className="rounded-md p-1.5 text-muted hover:bg-surface-2 md:hidden" aria-label="Pages" onClick={() => setDrawer((d) => !d)}>
          <Menu className="size-5" />
        </button>
        <BrandLogo className="hidden sm:flex" />
        <h1 className="flex items-center gap-2 whitespace-nowrap text-sm font-semibold sm:text-base">
          {scope === 'shared' ? <Users className="size-4 text-brand-2" aria-hidden /> : <Lock className="size-4 text-brand-fg" aria-hidden />}
          {title}
          <span className="hidden rounded-full border border-border px-1.5 py-px text-[10px] font-medium uppercase tracking-wide text-muted sm:inline">Beta</span>
        </h1>
        <nav className="ml-auto flex items-center gap-0.5 text-xs sm:gap-1 sm:text-sm" aria-label="Outliner">
          <Link
            to={paths.appflowy}
            aria-current={scope === 'private' ? 'page' : undefined}
            className={cn('whitespace-nowrap rounded-md px-2 py-1 text-muted hover:text-fg', scope === 'private' && 'bg-surface-2 text-fg')}
          >
            My pages
          </Link>
          <Link
            to={paths.appflowyCloud}
            aria-current={scope === 'shared' ? 'page' : undefined}
            className={cn('whitespace-nowrap rounded-md px-2 py-1 text-muted hover:text-fg', scope === 'shared' && 'bg-surface-2 text-fg')}
          >
            Shared
          </Link>
        </nav>
      </header>
      <div className="flex min-h-0 flex-1">
        <aside className={cn('w-72 shrink-0 border-r border-border bg-surface/60 p-3', 'hidden md:block')}>{sidebar}</aside>
        {drawer && (
          <div className="fixed inset-0 z-40 md:hidden" role="dialog" aria-label="Pages">
            <div className="absolute inset-0 bg-black/60" onClick={() => setDrawer(false)} />
            <div className="absolute inset-y-0 left-0 flex w-[85%] max-w-xs flex-col bg-surface p-3 shadow-2xl">
              <div className="mb-2 flex items-center justify-between">
                <span className="text-sm font-semibold">Pages</span>
                <button type="button" aria-label="Close pages" className="rounded p-1 text-muted hover:text-fg" onClick={() => setDrawer(false)}>
                  <X className="size-4" />
                </button>
              </div>
              {sidebar}
            </div>
          </div>
        )}
        <main className="flex min-w-0 flex-1 flex-col">
          {noWorkspace ? (
            <NoWorkspace />
          ) : selected ? (
            <PageView
              key={selected.id}
              page={selected}
              scope={scope}
              user={user}
              userName={userName}
              pages={pages}
              workspaces={myWorkspaces.map((w) => ({ id: w.id, name: w.name }))}
              onOpenPage={(target) => {
                if (target.id) {
                  const known = pages.find((p) => p.id === target.id);
                  if (known) open(known.id);
                  else void navigate(`${scope === 'shared' ? paths.appflowy : paths.appflowyCloud}?page=${target.id}`);
                  return;
                }
                const byTitle = pages.find((p) => p.title.toLowerCase() === target.title.toLowerCase());
                if (byTitle) open(byTitle.id);
                else void newPage(target.title).then((p) => open(p.id));
              }}
              onCreatePage={(t) => newPage(t, selected.workspaceId ?? undefined).then((p) => p.id)}
              onDeleted={() => setParams(new URLSearchParams())}
            />
          ) : (
            <div className="flex flex-1 items-center justify-center p-10 text-sm text-muted">
              {pagesQuery.isError ? errorMessage(pagesQuery.error, 'Could not load your pages.') : <Spinner />}
            </div>
          )}
        </main>
      </div>
    </div>
  );
}

function NoWorkspace() {
  return (
    <div className="mx-auto mt-16 max-w-md rounded-2xl border border-border bg-surface p-6 text-center">
      <Users className="mx-auto mb-3 size-8 text-brand-2" aria-hidden />
      <h2 className="text-lg font-semibold">Share outlines with a workspace</h2>
      <p className="mt-2 text-sm text-muted">
        Shared pages belong to a workspace: every member can edit them at the same time and sees the others’ cursors. Create a workspace or join one with an
        invite code first.
      </p>
      <Button asChild className="mt-4">
        <Link to={paths.activity}>Create or join a workspace</Link>
      </Button>
    </div>
  );
}

/**
 * A search snippet cut into text and «marked» parts, as `split(/(«[^»]*»)/)` cut it, with
 * indexOf: that pattern rescanned to the end from every '«' that no '»' follows (#25).
 */
function markedParts(snippet: string): string[] {
  const parts: string[] = [];
  let from = 0;
  for (;;) {
    const open = snippet.indexOf('«', from);
    const close = open < 0 ? -1 : snippet.indexOf('»', open + 1);
    if (close < 0) break;
    parts.push(snippet.slice(from, open), snippet.slice(open, close + 1));
    from = close + 1;
  }
  parts.push(snippet.slice(from));
  return parts;
}

function SearchResults({
  q,
  hits,
  loading,
  error,
  onOpen,
}: {
  q: string;
  hits: { pageId: string; title: string; snippet: string; workspaceName: string | null }[] | undefined;
  loading: boolean;
  error: unknown;
  onOpen: (id: string) => void;
}) {
  if (error) return <p className="px-2 py-3 text-sm text-danger-fg">{errorMessage(error, 'Search failed.')}</p>;
  if (!hits) return <p className="px-2 py-3 text-sm text-muted">{loading ? 'Searching…' : ''}</p>;
  if (!hits.length) return <p className="px-2 py-3 text-sm text-muted">Nothing matches “{q.trim()}”.</p>;
  return (
    <ul className="space-y-1" aria-label="Search results">
      {hits.map((h) => (
        <li key={h.pageId}>
          <button type="button" className="w-full rounded-lg px-2 py-1.5 text-left hover:bg-surface-2" onClick={() => onOpen(h.pageId)}>
            <span className="block truncate text-sm font-medium">{h.title}</span>
            <span className="line-clamp-2 text-xs text-muted">
              {markedParts(h.snippet).map((part, i) =>
                part.startsWith('«') ? (
                  <mark key={i} className="rounded bg-brand/30 px-0.5 text-fg">
                    {part.slice(1, -1)}
                  </mark>
                ) : (
                  <span key={i}>{part}</span>
                ),
              )}
            </span>
          </button>
        </li>
      ))}
    </ul>
  );
}

const SAVE_LABEL: Record<SaveState, { text: string; icon: ReactNode; tone: string; title: string }> = {
  connecting: { text: 'Connecting…', icon: <Loader2 className="size-3.5 animate-spin" />, tone: 'text-muted', title: 'Opening the page' },
  saving: { text: 'Saving…', icon: <Loader2 className="size-3.5 animate-spin" />, tone: 'text-muted', title: 'Your latest edits are on their way to the server' },
  saved: { text: 'Saved', icon: <Check className="size-3.5" />, tone: 'text-success', title: 'Every edit has reached the server' },
  offline: {
    text: 'Offline · kept on this device',
    icon: <CloudOff className="size-3.5" />,
    tone: 'text-warning',
    title: 'No connection to the server. Your edits are stored in this browser and will be sent when the connection returns.',
  },
  denied: { text: 'No access', icon: <Lock className="size-3.5" />, tone: 'text-danger-fg', title: 'You can no longer open this page.' },
};

function PageView({
  page,
  scope,
  user,
  userName,
  pages,
  workspaces,
  onOpenPage,
  onCreatePage,
  onDeleted,
}: {
  page: OutlinePage;
  scope: OutlineScope;
  user: PublicUser;
  userName: string;
  pages: OutlinePage[];
  workspaces: { id: string; name: string }[];
  onOpenPage: (p: { id: string | null; title: string }) => void;
  onCreatePage: (title: string) => Promise<string>;
  onDeleted: () => void;
}) {
  const live = useOutlineDoc(page.id, user.id);
  const update = useUpdatePage();
  const remove = useDeletePage();
  const backlinks = useBacklinks(page.id);
  const navigate = useNavigate();
  const [title, setTitle] = useState(page.title);
  const [confirmDelete, setConfirmDelete] = useState(false);
  const [people, setPeople] = useState<{ id: number; name: string; color: string }[]>([]);
  useEffect(() => setTitle(page.title), [page.title]);

  useEffect(() => {
    const awareness = live?.provider.awareness;
    if (!awareness) return;
    const read = () =>
      setPeople(
        [...awareness.getStates().entries()]
          .filter(([id, s]) => id !== awareness.clientID && (s as { user?: unknown }).user)
          .map(([id, s]) => ({ id, ...(s as { user: { name: string; color: string } }).user })),
      );
    awareness.on('change', read);
    read();
    return () => awareness.off('change', read);
  }, [live?.provider]);

  const saveTitle = () => {
    const t = title.trim();
    if (!t) return setTitle(page.title);
    if (t === page.title) return;
    update.mutate(
      { id: page.id, title: t },
      { onError: (err) => toast({ title: 'Could not rename', description: errorMessage(err, 'Try again.'), variant: 'destructive' }) },
    );
  };

  const share = (workspaceId: string | null) =>
    update.mutate(
      { id: page.id, workspaceId },
      {
        onSuccess: (p) => {
          toast({ title: workspaceId ? `Shared with ${p.workspaceName ?? 'the workspace'}` : 'The page is private again', variant: 'success' });
          void navigate(`${workspaceId ? paths.appflowyCloud : paths.appflowy}?page=${p.id}`);
        },
        onError: (err) => toast({ title: 'Could not change sharing', description: errorMessage(err, 'Try again.'), variant: 'destructive' }),
      },
    );

  const save = live ? SAVE_LABEL[live.save] : SAVE_LABEL.connecting;
  const options = pages.map((p) => ({ id: p.id, title: p.title }));

  return (
    <div className="flex min-h-0 flex-1 flex-col">
      <div className="flex flex-wrap items-center gap-x-3 gap-y-1 px-4 pb-1 pt-4 sm:px-6">
        <input
          aria-label="Page title"
          value={title}
          maxLength={MAX_OUTLINE_TITLE}
          onChange={(e) => setTitle(e.target.value)}
          onBlur={saveTitle}
          onKeyDown={(e) => {
            if (e.key === 'Enter') (e.target as HTMLInputElement).blur();
            if (e.key === 'Escape') setTitle(page.title);
          }}
          className="min-w-0 flex-1 basis-64 rounded-md bg-transparent px-1 text-2xl font-bold tracking-tight outline-none hover:bg-surface-2/60 focus:bg-surface-2"
        />
        <div className="flex items-center gap-2">
          {people.length > 0 && (
            <div className="flex -space-x-1.5" aria-label={`Also editing: ${people.map((p) => p.name).join(', ')}`}>
              {people.slice(0, 5).map((p) => (
                <span
                  key={p.id}
                  title={`${p.name} is editing`}
                  className="inline-flex size-7 items-center justify-center rounded-full border-2 border-bg text-xs font-semibold text-[#0d0d0d]"
                  style={{ background: p.color }}
                >
                  {p.name.slice(0, 1).toUpperCase()}
                </span>
              ))}
            </div>
          )}
          <span className={cn('inline-flex items-center gap-1 text-xs font-medium', save.tone)} title={save.title} role="status" data-testid="save-state">
            {save.icon} {save.text}
          </span>
          <PageMenu
            page={page}
            scope={scope}
            isOwner={page.ownerName !== null && pages.length >= 0}
            workspaces={workspaces}
            onShare={share}
            onDelete={() => setConfirmDelete(true)}
          />
        </div>
      </div>
      <p className="flex flex-wrap items-center gap-1 px-5 pb-2 text-xs text-muted sm:px-7">
        {page.workspaceId ? (
          <>
            <Cloud className="size-3.5" aria-hidden /> Shared with <strong className="font-medium text-fg">{page.workspaceName}</strong> · every member edits live
          </>
        ) : (
          <>
            <Lock className="size-3.5" aria-hidden /> Private to you · saved on the server and in this browser
          </>
        )}
      </p>
      <div className="mx-2 flex min-h-0 flex-1 flex-col rounded-xl border border-border bg-surface/70 sm:mx-4">
        {live?.save === 'denied' ? (
          <p className="p-6 text-sm text-danger-fg">You do not have access to this page any more.</p>
        ) : live?.unavailableOffline ? (
          <p className="p-6 text-sm text-warning">You are offline and this page has not been opened on this device yet. It will load when the connection returns.</p>
        ) : live?.ready ? (
          <OutlineEditor
            pageId={page.id}
            doc={live.doc}
            provider={live.provider}
            user={{ id: user.id, name: userName }}
            pages={options}
            onOpenPage={onOpenPage}
            onCreatePage={onCreatePage}
          />
        ) : (
          <div className="flex justify-center p-10">
            <Spinner />
          </div>
        )}
      </div>
      <section aria-label="Linked from" className="px-5 py-4 text-sm sm:px-7">
        <h2 className="mb-1 flex items-center gap-1.5 text-xs font-semibold uppercase tracking-wide text-muted">
          <Link2 className="size-3.5" aria-hidden /> Linked from
        </h2>
        {backlinks.data?.pages.length ? (
          <ul className="flex flex-wrap gap-2">
            {backlinks.data.pages.map((p) => (
              <li key={p.id}>
                <button type="button" className="rounded-md bg-surface-2 px-2 py-0.5 text-brand-fg hover:underline" onClick={() => onOpenPage({ id: p.id, title: p.title })}>
                  {p.title}
                </button>
              </li>
            ))}
          </ul>
        ) : (
          <p className="text-xs text-muted">No page links here yet. Type [[ on another page to link this one.</p>
        )}
      </section>
      <Dialog open={confirmDelete} onOpenChange={setConfirmDelete}>
        <DialogContent>
          <DialogTitle>Delete “{page.title}”?</DialogTitle>
          <DialogDescription>
            {page.workspaceId ? 'Every member of the workspace loses this page.' : 'The page and all its items are deleted.'} This cannot be undone.
          </DialogDescription>
          <div className="mt-4 flex justify-end gap-2">
            <Button variant="ghost" onClick={() => setConfirmDelete(false)}>
              Cancel
            </Button>
            <Button
              variant="danger"
              disabled={remove.isPending}
              onClick={() =>
                remove.mutate(page.id, {
                  onSuccess: () => {
                    setConfirmDelete(false);
                    toast({ title: 'Page deleted', variant: 'success' });
                    onDeleted();
                  },
                  onError: (err) => toast({ title: 'Could not delete', description: errorMessage(err, 'Try again.'), variant: 'destructive' }),
                })
              }
            >
              <Trash2 /> Delete page
            </Button>
          </div>
        </DialogContent>
      </Dialog>
    </div>
  );
}

function PageMenu({
  page,
  workspaces,
  onShare,
  onDelete,
}: {
  page: OutlinePage;
  scope: OutlineScope;
  isOwner: boolean;
  workspaces: { id: string; name: string }[];
  onShare: (workspaceId: string | null) => void;
  onDelete: () => void;
}) {
  const item = 'flex cursor-pointer items-center gap-2 rounded-md px-2 py-1.5 text-sm outline-none data-[highlighted]:bg-surface-2';
  return (
    <DropdownMenu.Root>
      <DropdownMenu.Trigger asChild>
        <Button size="icon" variant="ghost" aria-label="Page actions">
          <MoreHorizontal />
        </Button>
      </DropdownMenu.Trigger>
      <DropdownMenu.Portal>
        <DropdownMenu.Content align="end" sideOffset={4} className="z-50 min-w-56 rounded-xl border border-border bg-surface-2 p-1 shadow-2xl">
          <DropdownMenu.Item className={item} asChild>
            <a href={exportUrl(page.id, 'markdown')} download>
              <Download className="size-4" /> Export Markdown
            </a>
          </DropdownMenu.Item>
          <DropdownMenu.Item className={item} asChild>
            <a href={exportUrl(page.id, 'opml')} download>
              <Download className="size-4" /> Export OPML
            </a>
          </DropdownMenu.Item>
          <DropdownMenu.Separator className="my-1 h-px bg-border" />
          {workspaces
            .filter((w) => w.id !== page.workspaceId)
            .map((w) => (
              <DropdownMenu.Item key={w.id} className={item} onSelect={() => onShare(w.id)}>
                <Share2 className="size-4" /> {page.workspaceId ? 'Move to' : 'Share with'} {w.name}
              </DropdownMenu.Item>
            ))}
          {page.workspaceId && (
            <DropdownMenu.Item className={item} onSelect={() => onShare(null)}>
              <Lock className="size-4" /> Make private (owner only)
            </DropdownMenu.Item>
          )}
          <DropdownMenu.Separator className="my-1 h-px bg-border" />
          <DropdownMenu.Item className={cn(item, 'text-danger-fg')} onSelect={onDelete}>
            <Trash2 className="size-4" /> Delete page
          </DropdownMenu.Item>
        </DropdownMenu.Content>
      </DropdownMenu.Portal>
    </DropdownMenu.Root>
  );
}
