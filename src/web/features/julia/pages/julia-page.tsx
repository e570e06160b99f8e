/**
 * /julia.ai: the founder-assistant landing (spec §2, §4, §8; issue #15 part A): the
 * Julia waitlist, three voice demo cards, the create-workspace panel with the files
 * workspace it creates, and the AI dashboard overlay.
 */
import { useQuery } from '@tanstack/react-query';
import { BarChart3, FileSearch, LayoutDashboard, LogIn, MessagesSquare, Sparkles } from 'lucide-react';
import { useEffect, useState } from 'react';
import { Link } from 'react-router';
import type { FilesWorkspace } from '../../../../contract/julia';
import { errorMessage } from '../../../lib/api-client';
import { paths } from '../../../lib/paths';
import { useCurrentUser } from '../../../lib/session';
import { Button } from '../../../ui/button';
import { Spinner } from '../../../ui/spinner';
import { filesWorkspacesQuery, openDefaultWorkspace } from '../landing/api';
import { CreateWorkspacePanel } from '../landing/create-workspace-panel';
import { FilesWorkspaceView } from '../landing/files-workspace-view';
import { JuliaWaitlistForm } from '../landing/julia-waitlist-form';
import { VoiceDemoCards } from '../landing/voice-demo-cards';
import { AiDashboardOverlay } from '../overlay/ai-dashboard-overlay';
import { JuliaHeader } from '../shared/julia-header';

const FEATURES = [
  { icon: FileSearch, title: 'Deck coach', text: 'Upload your deck; every section scored with what to fix first.', to: paths.juliaOnboarding },
  { icon: MessagesSquare, title: 'Files workspace', text: 'Julia reads your metrics, notes and models and answers with your team.', to: '#workspace' },
  { icon: BarChart3, title: 'AI dashboard', text: 'Analysis windows you arrange your way, kept for your next visit.', to: '#dashboard' },
];

function Workspaces({ userId }: { userId: string }) {
  const list = useQuery(filesWorkspacesQuery());
  const [selected, setSelected] = useState<string | null>(null);
  const [opening, setOpening] = useState(false);
  const [openError, setOpenError] = useState<string | null>(null);
  useEffect(() => setSelected(null), [userId]);
  const workspaces = list.data ?? [];
  const current: FilesWorkspace | undefined = workspaces.find((w) => w.id === selected) ?? workspaces[0];

  const openDefault = async () => {
    setOpening(true);
    setOpenError(null);
    try {
      const w = await openDefaultWorkspace();
      await list.refetch();
      setSelected(w.id);
    } catch (err) {
      setOpenError(`Error: ${errorMessage(err, 'Failed to create workspace')}`);
    } finally {
      setOpening(false);
    }
  };

  return (
    <div className="grid gap-4">
      <CreateWorkspacePanel onCreated={(w) => setSelected(w.id)} />
      {list.isLoading && <Spinner label="Loading your workspaces…" />}
      {!list.isLoading && workspaces.length === 0 && (
        <div className="rounded-2xl border border-dashed border-border p-6 text-center">
          <p className="text-sm text-muted">No workspace yet. Create one above with your team, or start on your own.</p>
          <Button className="mt-3" variant="secondary" onClick={() => void openDefault()} disabled={opening}>
            {opening ? 'Opening…' : 'Open my workspace'}
          </Button>
          {openError && <p className="mt-2 text-sm text-red-300">{openError}</p>}
        </div>
      )}
      {workspaces.length > 1 && (
        <div className="flex flex-wrap items-center gap-2">
          <label htmlFor="julia-workspace-select" className="text-sm text-muted">
            Workspace
          </label>
          <select
            id="julia-workspace-select"
            value={current?.id}
            onChange={(e) => setSelected(e.target.value)}
            className="h-9 rounded-lg border border-border bg-surface-2 px-2 text-sm"
          >
            {workspaces.map((w) => (
              <option key={w.id} value={w.id}>
                {w.name}
                {w.role === 'member' ? ' (shared with you)' : ''}
              </option>
            ))}
          </select>
        </div>
      )}
      {current && <FilesWorkspaceView key={current.id} workspace={current} />}
    </div>
  );
}

export default function JuliaPage() {
  const { user, isLoading } = useCurrentUser();
  const [overlay, setOverlay] = useState(false);
  const signIn = `${paths.login}?next=${encodeURIComponent(paths.julia)}`;

  return (
    <div className="relative min-h-screen overflow-x-clip">
      <div aria-hidden className="pointer-events-none absolute inset-0 -z-10">
        <div className="absolute -left-40 -top-40 size-[520px] rounded-full bg-brand/20 blur-[120px]" />
        <div className="absolute -right-40 top-1/3 size-[460px] rounded-full bg-brand-2/10 blur-[120px]" />
      </div>
      <JuliaHeader
        actions={
          user ? (
            <Button size="sm" onClick={() => setOverlay(true)}>
              <LayoutDashboard aria-hidden />
              AI Dashboard
            </Button>
          ) : null
        }
      />
      <main className="mx-auto grid max-w-6xl gap-16 px-4 pb-20 pt-10 sm:px-6">
        <section className="grid items-center gap-10 lg:grid-cols-[1.2fr_1fr]">
          <div>
            <span className="inline-flex items-center gap-1.5 rounded-full border border-brand/40 bg-brand/10 px-3 py-1 text-xs font-medium text-violet-200">
              <Sparkles className="size-3.5" aria-hidden /> Julia AI · founder assistant
            </span>
            <h1 className="mt-4 bg-gradient-to-r from-violet-300 to-cyan-300 bg-clip-text text-5xl font-bold tracking-tight text-transparent sm:text-6xl">Julia AI</h1>
            <p className="mt-3 text-2xl font-semibold tracking-tight sm:text-3xl">Raise your round with an assistant that knows your numbers.</p>
            <p className="mt-4 max-w-xl text-lg text-muted">
              Julia coaches your deck, reads your metrics and notes, tracks every investor conversation and briefs you before each call.
            </p>
            <div className="mt-6">
              <JuliaWaitlistForm />
            </div>
          </div>
          <ul className="grid gap-3">
            {FEATURES.map((f) => (
              <li key={f.title}>
                {f.to.startsWith('#') ? (
                  <a href={f.to} className="flex gap-3 rounded-2xl border border-border bg-surface/70 p-4 hover:border-brand/50">
                    <f.icon className="mt-0.5 size-5 shrink-0 text-violet-300" aria-hidden />
                    <span>
                      <span className="block font-semibold">{f.title}</span>
                      <span className="block text-sm text-muted">{f.text}</span>
                    </span>
                  </a>
                ) : (
                  <Link to={f.to} className="flex gap-3 rounded-2xl border border-border bg-surface/70 p-4 hover:border-brand/50">
                    <f.icon className="mt-0.5 size-5 shrink-0 text-violet-300" aria-hidden />
                    <span>
                      <span className="block font-semibold">{f.title}</span>
                      <span className="block text-sm text-muted">{f.text}</span>
                    </span>
                  </Link>
                )}
              </li>
            ))}
          </ul>
        </section>

        <section aria-labelledby="voice-title">
          <h2 id="voice-title" className="text-2xl font-semibold">
            Hear Julia
          </h2>
          <p className="mt-1 text-sm text-muted">Three things Julia says out loud. Generate a card to hear it.</p>
          <div className="mt-5">
            <VoiceDemoCards />
          </div>
        </section>

        <section id="workspace" aria-labelledby="workspace-title" className="scroll-mt-24">
          <h2 id="workspace-title" className="text-2xl font-semibold">
            Your workspace
          </h2>
          <p className="mt-1 text-sm text-muted">Talk to Julia about your raise; she reads the files you and your collaborators upload.</p>
          <div className="mt-5">
            {isLoading ? (
              <Spinner label="Checking your session…" />
            ) : user ? (
              <Workspaces userId={user.id} />
            ) : (
              <div className="rounded-2xl border border-border bg-surface/80 p-6">
                <p className="text-sm text-muted">Sign in to create a workspace, invite your team and talk to Julia about your files.</p>
                <Button asChild className="mt-3">
                  <Link to={signIn}>
                    <LogIn aria-hidden />
                    Sign in to create a workspace
                  </Link>
                </Button>
              </div>
            )}
          </div>
        </section>

        <section id="dashboard" aria-labelledby="dashboard-title" className="scroll-mt-24 rounded-2xl border border-border bg-surface/80 p-6">
          <h2 id="dashboard-title" className="text-2xl font-semibold">
            AI dashboard
          </h2>
          <p className="mt-1 max-w-2xl text-sm text-muted">
            Open analysis windows on your fundraise, move them where you want, minimize what you are not reading. Your layout is kept for next time.
          </p>
          {user ? (
            <Button className="mt-4" onClick={() => setOverlay(true)}>
              <LayoutDashboard aria-hidden />
              Open AI Dashboard
            </Button>
          ) : (
            <Button asChild className="mt-4" variant="secondary">
              <Link to={signIn}>Sign in to open the dashboard</Link>
            </Button>
          )}
        </section>
      </main>
      {overlay && user && <AiDashboardOverlay onClose={() => setOverlay(false)} />}
    </div>
  );
}
