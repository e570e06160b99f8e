/**
 * /onboarding (spec §2, issue 12): choose what to bring, how to export it (Android, iOS),
 * drop the files (each uploaded with its progress), watch the imports run live, then
 * "Your world is ready". Signed out, it asks to sign in and comes back here.
 */
import {
  ArrowLeft,
  ArrowRight,
  Camera,
  Hash,
  Images,
  Lock,
  LogIn,
  MapPin,
  MessageCircle,
  MessageSquare,
  MessagesSquare,
  Route,
  Send,
  Smartphone,
  Sparkles,
  UploadCloud,
  type LucideIcon,
} from 'lucide-react';
import { useRef, useState, type DragEvent } from 'react';
import { Link, useLocation } from 'react-router';
import { TOO_MANY_IMPORTS_CODE, type Import, type ImportSourceName } from '../../../../contract/worlds';
import { ApiError, errorMessage } from '../../../lib/api-client';
import { cn } from '../../../lib/cn';
import { paths } from '../../../lib/paths';
import { useImports } from '../../../lib/queries/imports';
import { loginPathFor } from '../../../lib/require-auth';
import { useCurrentUser } from '../../../lib/session';
import { Button, buttonVariants } from '../../../ui/button';
import { Card, CardDescription, CardTitle } from '../../../ui/card';
import { PageFrame } from '../../../ui/page-frame';
import { ProgressBar } from '../../../ui/progress-bar';
import { Spinner } from '../../../ui/spinner';
import { uploadImport, useImportEvents, useImportLimits, type UploadProgress } from '../api';
import { ImportLimitsNote, tooLargeMessage } from '../components/import-limits';
import { SOURCE_GUIDES, type SourceGuide } from '../components/export-steps';
import { countsLine, ImportStatus } from '../components/import-status';
import { OwnerNotice } from '../components/owner-notice';

const ICONS: Record<ImportSourceName, LucideIcon> = {
  whatsapp: MessageCircle,
  telegram: Send,
  photos: Images,
  'google-location': MapPin,
  matrix: MessagesSquare,
  discord: Hash,
  messenger: MessageSquare,
  instagram: Camera,
  signal: Lock,
  imessage: Smartphone,
  'gps-track': Route,
};

interface Upload {
  key: string;
  file: File;
  progress: UploadProgress;
  importId?: string;
  error?: string;
  /** Held back: the account has as many imports running as the server allows at once. */
  waiting?: boolean;
}

function SignInFirst() {
  const location = useLocation();
  return (
    <PageFrame className="flex justify-center pt-10">
      <Card className="w-full max-w-md text-center">
        <span className="mx-auto mb-4 grid size-12 place-items-center rounded-2xl border border-border bg-surface-2 text-brand-2">
          <Sparkles className="size-6" aria-hidden />
        </span>
        <h1 className="text-2xl font-bold tracking-tight">Build your world</h1>
        <p className="mt-2 text-sm text-muted">Sign in first: your chats, photos and places stay private to your account.</p>
        <Link to={loginPathFor(location)} className={cn(buttonVariants(), 'mt-6')}>
          <LogIn /> Sign in to continue
        </Link>
      </Card>
    </PageFrame>
  );
}

function SourcePicker({ onPick }: { onPick: (g: SourceGuide) => void }) {
  return (
    <ul className="grid gap-4 sm:grid-cols-2" aria-label="Sources">
      {SOURCE_GUIDES.map((g) => {
        const Icon = ICONS[g.source];
        return (
          <li key={g.source}>
            <button
              type="button"
              onClick={() => onPick(g)}
              className="flex h-full w-full items-start gap-4 rounded-2xl border border-border bg-surface/70 p-5 text-left transition hover:border-brand/60 hover:bg-surface-2 focus-visible:outline-2 focus-visible:outline-brand"
            >
              <span className="grid size-11 shrink-0 place-items-center rounded-xl bg-brand-2/10 text-brand-2">
                <Icon className="size-5" aria-hidden />
              </span>
              <span className="grid gap-1">
                <span className="font-semibold">{g.title}</span>
                <span className="text-sm text-muted">{g.blurb}</span>
              </span>
            </button>
          </li>
        );
      })}
    </ul>
  );
}

function Steps({ guide }: { guide: SourceGuide }) {
  return (
    <div className={cn('grid gap-4', guide.platforms.length > 1 && 'md:grid-cols-2')}>
      {guide.platforms.map(({ label, steps }, i) => (
        <section key={label} className="rounded-xl border border-border bg-bg/50 p-4" aria-labelledby={`steps-${i}`}>
          <h3 id={`steps-${i}`} className="mb-2 text-sm font-semibold">
            {label}
          </h3>
          <ol className="grid list-decimal gap-1.5 pl-5 text-sm text-muted">
            {steps.map((s) => (
              <li key={s}>{s}</li>
            ))}
          </ol>
        </section>
      ))}
    </div>
  );
}

function DropZone({ accept, onFiles, disabled }: { accept: string; onFiles: (files: File[]) => void; disabled: boolean }) {
  const input = useRef<HTMLInputElement>(null);
  const limits = useImportLimits();
  const [over, setOver] = useState(false);
  const onDrop = (e: DragEvent) => {
    e.preventDefault();
    setOver(false);
    if (!disabled) onFiles([...e.dataTransfer.files]);
  };
  return (
    <div
      onDragOver={(e) => {
        e.preventDefault();
        setOver(true);
      }}
      onDragLeave={() => setOver(false)}
      onDrop={onDrop}
      className={cn(
        'flex flex-col items-center gap-3 rounded-2xl border-2 border-dashed border-border bg-bg/40 px-6 py-10 text-center transition',
        over && 'border-brand bg-brand/10',
      )}
    >
      <UploadCloud className="size-8 text-brand-2" aria-hidden />
      <p className="font-medium">Drop your export here</p>
      <p className="text-xs text-muted">Several files at once are fine; each is recognised by its content.</p>
      <ImportLimitsNote limits={limits.data} />
      <input
        ref={input}
        id="import-files"
        type="file"
        multiple
        accept={accept}
        className="sr-only"
        onChange={(e) => {
          onFiles([...(e.target.files ?? [])]);
          e.target.value = '';
        }}
      />
      <Button type="button" variant="secondary" disabled={disabled} onClick={() => input.current?.click()}>
        Choose files
      </Button>
    </div>
  );
}

function UploadRow({ upload, imp }: { upload: Upload; imp: Import | undefined }) {
  if (imp) return <ImportStatus imp={imp} />;
  const pct = upload.progress.total ? (upload.progress.loaded / upload.progress.total) * 100 : 0;
  return (
    <div className="grid gap-2">
      <div className="flex items-center justify-between gap-3 text-sm">
        <span className="truncate font-medium">{upload.file.name}</span>
        <span className="shrink-0 text-xs text-muted">
          {upload.error ? 'Not accepted' : upload.importId ? 'Uploaded' : upload.waiting ? 'Waiting for an earlier import to finish' : `Uploading ${Math.round(pct)}%`}
        </span>
      </div>
      {upload.error ? (
        <p role="alert" className="text-xs text-red-300">
          {upload.error}
        </p>
      ) : (
        <ProgressBar value={pct} label={`Uploading ${upload.file.name}`} />
      )}
    </div>
  );
}

function Ready({ imports, onMore }: { imports: Import[]; onMore: () => void }) {
  const done = imports.filter((i) => i.status === 'done');
  const totals = done.reduce(
    (t, i) => ({ messages: t.messages + i.counts.messages, photos: t.photos + i.counts.photos, people: t.people + i.counts.people, places: t.places + i.counts.places }),
    { messages: 0, photos: 0, people: 0, places: 0 },
  );
  return (
    <Card className="grid gap-4 text-center" aria-labelledby="ready-title">
      <span className="mx-auto grid size-12 place-items-center rounded-2xl bg-green-500/10 text-green-400">
        <Sparkles className="size-6" aria-hidden />
      </span>
      <h2 id="ready-title" className="text-2xl font-bold tracking-tight">
        Your world is ready
      </h2>
      <p className="text-muted">
        {countsLine({ ...done[0]!, counts: { ...done[0]!.counts, ...totals, duplicates: 0 } })} brought together on one time line.
      </p>
      <OwnerNotice />
      <div className="flex flex-wrap justify-center gap-3">
        <Link to={`${paths.dashboard}#world`} className={buttonVariants()}>
          See your world <ArrowRight />
        </Link>
        <Button variant="secondary" onClick={onMore}>
          Add another source
        </Button>
      </div>
    </Card>
  );
}

function Onboarding() {
  const [guide, setGuide] = useState<SourceGuide | null>(null);
  const [uploads, setUploads] = useState<Upload[]>([]);
  const imports = useImports();
  const limits = useImportLimits();
  useImportEvents(true);
  const byId = new Map((imports.data ?? []).map((i) => [i.id, i]));
  const mine = uploads.flatMap((u) => (u.importId && byId.get(u.importId) ? [byId.get(u.importId)!] : []));
  const uploading = uploads.some((u) => !u.importId && !u.error);
  const settled = uploads.length > 0 && !uploading && uploads.every((u) => u.error || (u.importId && ['done', 'failed'].includes(byId.get(u.importId)?.status ?? '')));
  const ready = settled && mine.some((i) => i.status === 'done');

  const patch = (key: string, p: Partial<Upload>) => setUploads((list) => list.map((u) => (u.key === key ? { ...u, ...p } : u)));
  /** Polls the list (not the upload, which counts toward the hourly limit) until fewer imports are active than allowed. */
  async function untilAnImportEnds() {
    const cap = limits.data?.concurrentPerUser ?? 1;
    for (;;) {
      await new Promise((resolve) => setTimeout(resolve, 2000));
      const { data } = await imports.refetch();
      if ((data ?? []).filter((i) => i.status === 'queued' || i.status === 'running').length < cap) return;
    }
  }

  async function start(files: File[]) {
    const added = files.map((file, i) => ({ key: `${Date.now()}-${i}-${file.name}`, file, progress: { loaded: 0, total: file.size } }));
    setUploads((list) => [...list, ...added]);
    // One file per request, one after another: the bar of each moves on its own.
    for (const u of added) {
      const tooLarge = tooLargeMessage(u.file, limits.data);
      if (tooLarge) {
        patch(u.key, { error: tooLarge });
        continue;
      }
      for (;;) {
        try {
          const imp = await uploadImport(u.file, (progress) => patch(u.key, { progress }));
          patch(u.key, { importId: imp.id, waiting: false, progress: { loaded: u.file.size, total: u.file.size } });
          void imports.refetch();
        } catch (err) {
          // As many imports running as allowed at once: wait for one to end, then send this one.
          if (err instanceof ApiError && err.code === TOO_MANY_IMPORTS_CODE) {
            patch(u.key, { waiting: true, progress: { loaded: 0, total: u.file.size } });
            await untilAnImportEnds();
            continue;
          }
          patch(u.key, { error: errorMessage(err, 'The upload failed. Check your connection and try again.') });
        }
        break;
      }
    }
  }

  return (
    <div className="mx-auto grid max-w-3xl grid-cols-1 gap-6 pt-4">
      <div className="grid gap-2">
        <p className="text-sm font-medium text-brand-2">Onboarding</p>
        <h1 className="text-3xl font-bold tracking-tight sm:text-4xl">Bring your world in</h1>
        <p className="text-muted">Chats, photos and places from your own exports, joined on one time line. Private to your account.</p>
      </div>

      {ready ? (
        <Ready
          imports={mine}
          onMore={() => {
            setUploads([]);
            setGuide(null);
          }}
        />
      ) : !guide ? (
        <Card className="grid gap-4" aria-labelledby="choose-title">
          <div>
            <CardTitle id="choose-title">1. Choose what to bring</CardTitle>
            <CardDescription>You can add more sources afterwards.</CardDescription>
          </div>
          <SourcePicker onPick={setGuide} />
        </Card>
      ) : (
        <Card className="grid gap-5" aria-labelledby="export-title">
          <div className="flex items-start justify-between gap-4">
            <div>
              <CardTitle id="export-title">2. Export from {guide.title}</CardTitle>
              <CardDescription>{guide.blurb}</CardDescription>
            </div>
            <Button variant="ghost" size="sm" onClick={() => setGuide(null)} disabled={uploading}>
              <ArrowLeft /> Other source
            </Button>
          </div>
          <Steps guide={guide} />
          <DropZone accept={guide.accept} onFiles={(f) => void start(f)} disabled={uploading} />
        </Card>
      )}

      {uploads.length > 0 && !ready && (
        <Card className="grid gap-5" aria-labelledby="progress-title">
          <CardTitle id="progress-title">3. Importing</CardTitle>
          <ul className="grid grid-cols-1 gap-5">
            {uploads.map((u) => (
              <li key={u.key}>
                <UploadRow upload={u} imp={u.importId ? byId.get(u.importId) : undefined} />
              </li>
            ))}
          </ul>
          {settled && !ready && <p className="text-sm text-muted">Nothing could be imported from these files. Try another export.</p>}
        </Card>
      )}
    </div>
  );
}

export default function OnboardingPage() {
  const { user, isLoading } = useCurrentUser();
  if (isLoading) {
    return (
      <div className="flex min-h-screen items-center justify-center">
        <Spinner label="Loading…" />
      </div>
    );
  }
  if (!user) return <SignInFirst />;
  return (
    <PageFrame>
      <Onboarding />
    </PageFrame>
  );
}
