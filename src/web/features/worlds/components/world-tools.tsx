/**
 * The tools of every world page, shown by WorldShell: the export menu (PNG through the
 * page's registered renderer, JSON from `<base>/export`), the share dialog (own world
 * only) and the narration panel (an AI story of what is selected, or of the world).
 */
import * as Menu from '@radix-ui/react-dropdown-menu';
import { useMutation } from '@tanstack/react-query';
import { BookOpen, Download, Sparkles } from 'lucide-react';
import { lazy, Suspense, useContext, useState } from 'react';
import { WORLD_LABELS, type NarrationSubject, type WorldKind } from '../../../../contract/worlds';
import { errorMessage } from '../../../lib/api-client';
import { Button } from '../../../ui/button';
import { toast } from '../../../ui/use-toast';
import { useWorldPeriod } from '../period';
import { WorldPageContext, type WorldSelection } from '../world-context';
import { callWorld, callWorldRaw } from '../api';
import type { WorldSource } from '../world-source';
import { NarrationStory } from './narration-story';

const ShareDialog = lazy(() => import('./share-dialog'));

function save(blob: Blob, name: string) {
  const url = URL.createObjectURL(blob);
  const a = document.createElement('a');
  a.href = url;
  a.download = name;
  document.body.append(a);
  a.click();
  a.remove();
  setTimeout(() => URL.revokeObjectURL(url), 10_000);
}

const PNG_MISSING = 'This world cannot draw itself as a picture yet.';

/** "Export" ▾ → PNG (disabled, with the reason, when the page registered no renderer) and JSON. */
export function ExportMenu({ source, world }: { source: WorldSource; world: WorldKind }) {
  const ctx = useContext(WorldPageContext);
  const [period] = useWorldPeriod();
  const png = ctx?.pngRenderer ?? null;
  const [busy, setBusy] = useState(false);
  const run = async (what: 'png' | 'json') => {
    setBusy(true);
    try {
      if (what === 'png' && png) save(await png(), `mnemo-${world}-world.png`);
      if (what === 'json') {
        const res = await callWorldRaw(source, 'export', { query: { world, ...period } });
        save(await res.blob(), `mnemo-${world}-world.json`);
      }
    } catch (err) {
      toast({ title: 'Export failed', description: errorMessage(err, 'The export could not be made. Please try again.'), variant: 'destructive' });
    } finally {
      setBusy(false);
    }
  };
  return (
    <Menu.Root>
      <Menu.Trigger asChild>
        <Button variant="outline" size="sm" disabled={busy}>
          <Download aria-hidden /> Export
        </Button>
      </Menu.Trigger>
      <Menu.Portal>
        <Menu.Content align="end" sideOffset={6} className="z-50 min-w-56 rounded-xl border border-border bg-surface p-1 shadow-2xl">
          <Menu.Item
            disabled={!png}
            onSelect={() => void run('png')}
            className="flex cursor-pointer flex-col rounded-lg px-3 py-2 text-sm outline-none data-[highlighted]:bg-surface-2 data-[disabled]:cursor-not-allowed data-[disabled]:opacity-60"
          >
            <span>Export PNG</span>
            {!png && <span className="text-xs text-muted">{PNG_MISSING}</span>}
          </Menu.Item>
          <Menu.Item
            onSelect={() => void run('json')}
            className="flex cursor-pointer flex-col rounded-lg px-3 py-2 text-sm outline-none data-[highlighted]:bg-surface-2"
          >
            <span>Export JSON</span>
            <span className="text-xs text-muted">The world’s counts and aggregates</span>
          </Menu.Item>
        </Menu.Content>
      </Menu.Portal>
    </Menu.Root>
  );
}

/** Share ▸ the dialog (loaded when first opened). */
export function ShareButton({ world }: { world: WorldKind | null }) {
  const [open, setOpen] = useState(false);
  return (
    <>
      <Button variant="outline" size="sm" onClick={() => setOpen(true)}>
        Share
      </Button>
      {open && (
        <Suspense fallback={null}>
          <ShareDialog world={world} onClose={() => setOpen(false)} />
        </Suspense>
      )}
    </>
  );
}

function subjectOf(selection: WorldSelection | null, world: WorldKind): { subject: NarrationSubject; label: string } {
  switch (selection?.kind) {
    case 'person':
      return { subject: { kind: 'person', id: selection.id }, label: selection.label };
    case 'place':
      return { subject: { kind: 'place', id: selection.id }, label: selection.label };
    case 'period':
      return { subject: { kind: 'period', from: selection.from, to: selection.to }, label: selection.label };
    case 'world':
      return { subject: { kind: 'world', world: selection.world }, label: WORLD_LABELS[selection.world] };
    default:
      return { subject: { kind: 'world', world }, label: WORLD_LABELS[world] };
  }
}

/** The story of what is selected (or of the world), written by the AI layer from the server's own counts. */
export function NarrationPanel({ source, world }: { source: WorldSource; world: WorldKind }) {
  const ctx = useContext(WorldPageContext);
  const { subject, label } = subjectOf(ctx?.selection ?? null, world);
  const narrate = useMutation({
    mutationFn: () => callWorld(source, 'narrate', { body: { subject } }),
  });
  const story = narrate.data;
  return (
    <section aria-labelledby="narration-title" className="rounded-2xl border border-border bg-surface/70 p-5">
      <div className="flex flex-wrap items-center justify-between gap-3">
        <div className="min-w-0">
          <h2 id="narration-title" className="flex items-center gap-2 text-lg font-semibold">
            <BookOpen className="size-5 text-brand-2" aria-hidden /> Story
          </h2>
          <p className="text-sm text-muted">
            About: <span className="text-fg">{label}</span>
            {ctx?.selection ? '' : ' (select a person, place or period to narrate it)'}
          </p>
        </div>
        <Button size="sm" onClick={() => narrate.mutate()} disabled={narrate.isPending}>
          <Sparkles aria-hidden /> {narrate.isPending ? 'Writing…' : story ? 'Tell it again' : 'Tell the story'}
        </Button>
      </div>
      <div aria-live="polite">
        {narrate.isError && (
          <p role="alert" className="mt-3 text-sm text-danger">
            {errorMessage(narrate.error, 'The story could not be written. Please try again.')}
          </p>
        )}
        {story && !narrate.isPending && (
          <div className="mt-4">
            <NarrationStory story={story} />
            <ul aria-label="Counts the story uses" className="mt-3 flex flex-wrap gap-2">
              {story.facts.map((f) => (
                <li key={f.label} className="rounded-full border border-border bg-surface-2 px-3 py-1 text-xs">
                  <span className="font-semibold">{f.value.toLocaleString('en-US')}</span> <span className="text-muted">{f.label}</span>
                </li>
              ))}
            </ul>
            <p className="mt-2 text-xs text-muted">Written by {story.meta.engineLabel} from the counts above.</p>
          </div>
        )}
      </div>
    </section>
  );
}
