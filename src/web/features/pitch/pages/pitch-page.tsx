/**
 * /makeitshutup: the pitch coach. Paste, record or upload a pitch; the server measures it
 * (offline) and the page shows the scores, the timeline with the moments it should have
 * stopped, playback with the transcript highlighted, a 60-second cut, and saved attempts
 * compared side by side.
 */
import { Save } from 'lucide-react';
import { useRef, useState, type FormEvent } from 'react';
import { Link } from 'react-router';
import { PITCH_LIMITS } from '../../../../contract/pitch';
import { errorMessage } from '../../../lib/api-client';
import { paths } from '../../../lib/paths';
import { Button, buttonVariants } from '../../../ui/button';
import { Input } from '../../../ui/input';
import { Label } from '../../../ui/label';
import { PageFrame } from '../../../ui/page-frame';
import { toast } from '../../../ui/use-toast';
import { AttemptsCompare } from '../components/attempts-compare';
import { AttemptsPanel } from '../components/attempts-panel';
import { PitchInput, type AnalysedPitch } from '../components/pitch-input';
import { PitchReport } from '../components/pitch-report';
import { usePitchAttempts, type LoadedAttempt } from '../hooks/use-pitch-attempts';

function defaultTitle(n: number) {
  return `Attempt ${n + 1} · ${new Date().toLocaleDateString(undefined, { month: 'short', day: 'numeric' })}`;
}

export default function PitchPage() {
  const store = usePitchAttempts();
  const [current, setCurrent] = useState<(AnalysedPitch & { savedId?: string; title?: string }) | null>(null);
  const [title, setTitle] = useState('');
  const [saving, setSaving] = useState(false);
  const [selected, setSelected] = useState<string[]>([]);
  const [compare, setCompare] = useState<[LoadedAttempt, LoadedAttempt] | null>(null);
  const reportRef = useRef<HTMLDivElement>(null);

  const show = (p: AnalysedPitch & { savedId?: string; title?: string }) => {
    setCurrent(p);
    setTitle(p.title ?? defaultTitle(store.attempts.length));
    requestAnimationFrame(() => reportRef.current?.scrollIntoView({ behavior: 'smooth', block: 'start' }));
  };

  async function save(e: FormEvent) {
    e.preventDefault();
    if (!current) return;
    const name = title.trim();
    if (!name) return toast({ title: 'Give the attempt a name.', variant: 'destructive' });
    setSaving(true);
    try {
      const id = await store.save(name.slice(0, PITCH_LIMITS.titleChars), current.result, current.audio);
      setCurrent({ ...current, savedId: id, title: name });
      toast({ title: store.signedIn ? 'Attempt saved to your account.' : 'Attempt saved in this browser.', variant: 'success' });
    } catch (err) {
      toast({ title: errorMessage(err, 'The attempt could not be saved. Please try again.'), variant: 'destructive' });
    } finally {
      setSaving(false);
    }
  }

  async function open(id: string) {
    try {
      const a = await store.load(id);
      if (a) show({ result: a.result, ...(a.audio ? { audio: { blob: a.audio, name: 'pitch' } } : {}), savedId: a.id, title: a.title });
    } catch (err) {
      toast({ title: errorMessage(err, 'The attempt could not be opened.'), variant: 'destructive' });
    }
  }

  async function remove(id: string) {
    try {
      await store.remove(id);
      setSelected((s) => s.filter((x) => x !== id));
      if (current?.savedId === id) setCurrent({ ...current, savedId: undefined });
    } catch (err) {
      toast({ title: errorMessage(err, 'The attempt could not be deleted.'), variant: 'destructive' });
    }
  }

  async function startCompare() {
    try {
      const [a, b] = await Promise.all(selected.map((id) => store.load(id)));
      if (a && b) setCompare([a, b]);
    } catch (err) {
      toast({ title: errorMessage(err, 'The attempts could not be compared.'), variant: 'destructive' });
    }
  }

  const toggle = (id: string) => setSelected((s) => (s.includes(id) ? s.filter((x) => x !== id) : [...s.slice(-1), id]));

  return (
    <PageFrame
      actions={
        store.signedIn ? (
          <span className="text-sm text-muted">{store.user?.email}</span>
        ) : (
          <Link to={paths.login} className={buttonVariants({ variant: 'secondary', size: 'sm' })}>
            Sign in to keep attempts
          </Link>
        )
      }
    >
      <div className="mx-auto max-w-5xl space-y-8">
        <header className="pt-4">
          <p className="text-sm font-medium text-brand-2">Pitch coach</p>
          <h1 className="mt-1 text-3xl font-semibold tracking-tight sm:text-4xl">Make It Shut Up</h1>
          <p className="mt-3 max-w-2xl text-muted">
            Give it your pitch and get blunt, measured feedback: your pace, your fillers, whether the story holds, whether you asked for anything, and the
            exact moment you should have stopped talking.
          </p>
        </header>

        <PitchInput onAnalysed={(p) => show(p)} />

        {current && (
          <div ref={reportRef} className="scroll-mt-6 space-y-6">
            <form onSubmit={save} className="flex flex-wrap items-end gap-3 rounded-2xl border border-border bg-surface/80 p-4" aria-label="Save this attempt">
              <div className="min-w-48 flex-1 space-y-1.5">
                <Label htmlFor="attempt-title">Attempt name</Label>
                <Input id="attempt-title" value={title} maxLength={PITCH_LIMITS.titleChars} onChange={(e) => setTitle(e.target.value)} />
              </div>
              <Button type="submit" disabled={saving || Boolean(current.savedId)}>
                <Save /> {current.savedId ? 'Saved' : 'Save attempt'}
              </Button>
            </form>
            <PitchReport result={current.result} audio={current.audio?.blob} />
          </div>
        )}

        {compare && (
          <AttemptsCompare
            left={{ title: compare[0].title, analysis: compare[0].result.analysis }}
            right={{ title: compare[1].title, analysis: compare[1].result.analysis }}
            onClose={() => setCompare(null)}
          />
        )}

        <AttemptsPanel
          attempts={store.attempts}
          signedIn={store.signedIn}
          selected={selected}
          onToggle={toggle}
          onOpen={(id) => void open(id)}
          onDelete={(id) => void remove(id)}
          onCompare={() => void startCompare()}
        />
        {store.moved > 0 && (
          <p className="text-sm text-muted" role="status">
            {store.moved} attempt{store.moved === 1 ? '' : 's'} from this browser moved to your account.
          </p>
        )}
      </div>
    </PageFrame>
  );
}
