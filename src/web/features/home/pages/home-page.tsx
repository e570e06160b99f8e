/**
 * `/` for a signed-in person (issue 31): their own world first and what to do next,
 * instead of the visitor's pitch. The counts come from the APIs the dashboard reads
 * (GET /api/imports, GET /api/worlds/summary); with nothing imported yet the first step
 * is the import (/onboarding) and the sample world shows what it becomes. The private
 * workspace card of spec §2 (a signed-in user with an email) is passed in by routes.tsx.
 */
import {
  Activity,
  ArrowRight,
  BriefcaseBusiness,
  CalendarClock,
  Check,
  Compass,
  Globe2,
  Images,
  LayoutDashboard,
  Link2,
  MapPin,
  MessageCircleQuestionMark,
  MessagesSquare,
  Mic,
  Network,
  Upload,
  Users,
  type LucideIcon,
} from 'lucide-react';
import type { ReactNode } from 'react';
import { Link } from 'react-router';
import type { PublicUser } from '../../../../contract/auth';
import { cn } from '../../../lib/cn';
import { greeting } from '../../../lib/greeting';
import { paths } from '../../../lib/paths';
import { isImportActive, useImports } from '../../../lib/queries/imports';
import { useWorldSummary } from '../../../lib/queries/worlds';
import { buttonVariants } from '../../../ui/button';
import { Card, CardDescription, CardTitle } from '../../../ui/card';
import { Spinner } from '../../../ui/spinner';

const count = new Intl.NumberFormat('en-US');

function Figure({ icon: Icon, label, value }: { icon: LucideIcon; label: string; value: number }) {
  return (
    <div className="flex items-center gap-3 rounded-xl border border-border bg-bg/50 px-4 py-3">
      <Icon className="size-5 shrink-0 text-brand-2" aria-hidden />
      <span className="grid">
        <span className="text-lg font-semibold tabular-nums">{count.format(value)}</span>
        <span className="text-xs text-muted">{label}</span>
      </span>
    </div>
  );
}

const WORLD_PAGES: { to: string; label: string; text: string; icon: LucideIcon }[] = [
  { to: '/worlds/social', label: 'Social', text: 'Your people, by closeness', icon: Users },
  { to: '/worlds/network', label: 'Network', text: 'Who connects to whom', icon: Network },
  { to: '/worlds/map', label: 'Map', text: 'Where life happened', icon: MapPin },
  { to: '/worlds/timeline', label: 'Timeline', text: 'Your years, in 4D', icon: CalendarClock },
];

const TOOLS: { to: string; label: string; text: string; icon: LucideIcon }[] = [
  { to: paths.businessOs, label: 'Business OS', text: 'Speak or type, get short AI business commentary.', icon: BriefcaseBusiness },
  { to: paths.julia, label: 'Julia', text: 'The founder assistant: CRM, deck coach, investors.', icon: Mic },
  { to: paths.activity, label: 'Activity', text: 'AI token use and shared workspaces.', icon: Activity },
  { to: paths.matrixTest, label: 'Bridges', text: 'Bring WhatsApp, Telegram, Discord chats in through Matrix.', icon: Link2 },
];

interface Step {
  title: string;
  text: string;
  to: string;
  action: string;
  done: boolean;
}

function NextSteps({ steps }: { steps: Step[] }) {
  return (
    <ol className="grid gap-3" aria-label="Next steps">
      {steps.map((s, i) => (
        <li key={s.title} className={cn('flex items-start gap-4 rounded-xl border p-4', s.done ? 'border-border/60 bg-bg/30' : 'border-border bg-bg/50')}>
          <span
            className={cn(
              'grid size-7 shrink-0 place-items-center rounded-full text-xs font-bold',
              s.done ? 'bg-success/20 text-green-300' : 'bg-brand text-white',
            )}
          >
            {s.done ? <Check className="size-4" aria-label="Done" /> : i + 1}
          </span>
          <div className="min-w-0 flex-1">
            <p className={cn('font-medium', s.done && 'text-muted')}>{s.title}</p>
            <p className="mt-0.5 text-sm text-muted">{s.text}</p>
          </div>
          <Link to={s.to} className={buttonVariants({ variant: s.done ? 'ghost' : 'secondary', size: 'sm', className: 'shrink-0' })}>
            {s.action}
          </Link>
        </li>
      ))}
    </ol>
  );
}

export default function HomePage({ user, workspaceCard }: { user: PublicUser; workspaceCard?: ReactNode }) {
  const imports = useImports();
  const summary = useWorldSummary();
  const loading = imports.isPending || summary.isPending;
  const list = imports.data ?? [];
  const done = list.filter((i) => i.status === 'done').length;
  const running = list.filter(isImportActive).length;
  const s = summary.data;
  const hasData = (s?.dataPoints ?? 0) > 0;

  const steps: Step[] = [
    {
      title: 'Import your chats or photos',
      text: hasData
        ? `${count.format(done)} import${done === 1 ? '' : 's'} so far${running ? `, ${running} running` : ''}. Add another source any time.`
        : 'A WhatsApp, Telegram or Signal export, photos or a location history: it stays in your account.',
      to: paths.onboarding,
      action: hasData ? 'Import more' : 'Import',
      done: hasData,
    },
    {
      title: 'Open your worlds',
      text: hasData ? 'Walk your people, network, places and timeline.' : 'Your worlds appear once an import is done. The sample world shows what they look like.',
      to: hasData ? paths.worlds : paths.sampleWorld,
      action: hasData ? 'Open worlds' : 'See the sample',
      done: false,
    },
    {
      title: 'Ask your world',
      text: 'Who, when, how much, where, what was said: every answer with its sources.',
      to: hasData ? `${paths.worlds}#ask` : paths.sampleWorld,
      action: hasData ? 'Ask' : 'Ask the sample',
      done: false,
    },
  ];

  return (
    <main className="relative mx-auto max-w-6xl px-4 pb-16 pt-8 sm:px-6" data-testid="signed-in-home">
      <div aria-hidden className="pointer-events-none absolute inset-x-0 -top-10 -z-10 mx-auto h-64 max-w-3xl rounded-full bg-brand/15 blur-3xl" />
      <p className="text-sm font-medium text-brand-2">Home</p>
      <h1 className="mt-1 text-3xl font-bold tracking-tight break-words sm:text-4xl">{greeting(user, hasData)}</h1>
      <p className="mt-2 max-w-2xl text-muted">
        {hasData ? 'Your world, and what to do next.' : 'Turn your chats, photos and places into worlds you can walk through. Start with an import.'}
      </p>

      <div className="mt-8 grid grid-cols-1 gap-6 lg:grid-cols-3">
        <Card className="flex flex-col gap-5 lg:col-span-2" aria-labelledby="world-title">
          <div className="flex flex-wrap items-start justify-between gap-3">
            <div>
              <CardTitle id="world-title">Your world</CardTitle>
              <CardDescription>
                {loading
                  ? 'Counting what you imported…'
                  : hasData
                    ? `${count.format(s!.dataPoints)} data points from ${count.format(done)} import${done === 1 ? '' : 's'}.`
                    : running
                      ? `Your first import is running (${running}). Your world appears when it is done.`
                      : 'Nothing imported yet.'}
              </CardDescription>
            </div>
            {hasData ? (
              <Link to={paths.worlds} className={buttonVariants({ size: 'sm' })}>
                <Globe2 /> Open worlds <ArrowRight />
              </Link>
            ) : (
              <Link to={paths.onboarding} className={buttonVariants({ size: 'sm' })}>
                <Upload /> Import your chats or photos
              </Link>
            )}
          </div>
          {loading ? (
            <div className="flex min-h-24 items-center justify-center">
              <Spinner label="Loading your world…" />
            </div>
          ) : hasData ? (
            <>
              <div className="grid grid-cols-2 gap-3 sm:grid-cols-4">
                <Figure icon={Users} label="people" value={s!.people} />
                <Figure icon={MessagesSquare} label="messages" value={s!.messages} />
                <Figure icon={Images} label="photos" value={s!.photos} />
                <Figure icon={MapPin} label="places" value={s!.places} />
              </div>
              <ul className="grid grid-cols-2 gap-2 sm:grid-cols-4" aria-label="Your worlds">
                {WORLD_PAGES.map((w) => (
                  <li key={w.to}>
                    <Link to={w.to} className="flex h-full flex-col gap-1 rounded-xl border border-border bg-surface-2/50 p-3 transition hover:border-brand/50">
                      <w.icon className="size-4 text-brand-2" aria-hidden />
                      <span className="text-sm font-medium">{w.label}</span>
                      <span className="text-xs text-muted">{w.text}</span>
                    </Link>
                  </li>
                ))}
              </ul>
            </>
          ) : (
            <div className="flex flex-col gap-3 rounded-xl border border-dashed border-border bg-bg/40 p-5 sm:flex-row sm:items-center sm:justify-between">
              <p className="flex items-start gap-3 text-sm text-muted">
                <Compass className="mt-0.5 size-5 shrink-0 text-brand-2" aria-hidden />
                Not sure yet? Walk a world built from made-up sample data: people, places, a timeline, and Ask.
              </p>
              <Link to={paths.sampleWorld} className={buttonVariants({ variant: 'secondary', size: 'sm', className: 'shrink-0' })}>
                Open the sample world <ArrowRight />
              </Link>
            </div>
          )}
        </Card>

        <Card className="flex flex-col gap-3" aria-labelledby="ask-title">
          <CardTitle id="ask-title" className="flex items-center gap-2">
            <MessageCircleQuestionMark className="size-5 text-brand-2" aria-hidden /> Ask
          </CardTitle>
          <CardDescription>
            {hasData
              ? 'Ask your world in your own words: who you talk to most, when you were in Lisbon, what was said.'
              : 'Once your data is in, ask it in your own words. Try it on the sample world now.'}
          </CardDescription>
          <Link
            to={hasData ? `${paths.worlds}#ask` : paths.sampleWorld}
            className={buttonVariants({ variant: 'secondary', size: 'sm', className: 'mt-auto self-start' })}
          >
            {hasData ? 'Ask your world' : 'Ask the sample world'} <ArrowRight />
          </Link>
        </Card>
      </div>

      <section className="mt-8" aria-labelledby="next-title">
        <h2 id="next-title" className="mb-3 text-lg font-semibold">
          What to do next
        </h2>
        <NextSteps steps={steps} />
      </section>

      <section className="mt-8" aria-labelledby="tools-title">
        <div className="mb-3 flex flex-wrap items-baseline justify-between gap-2">
          <h2 id="tools-title" className="text-lg font-semibold">
            Your tools
          </h2>
          <Link to={paths.dashboard} className="inline-flex items-center gap-1 text-sm text-brand-2 hover:underline">
            <LayoutDashboard className="size-4" aria-hidden /> Dashboard: profile, imports, API access
          </Link>
        </div>
        <ul className="grid gap-3 sm:grid-cols-2 lg:grid-cols-4">
          {TOOLS.map((t) => (
            <li key={t.to}>
              <Link to={t.to} className="flex h-full flex-col gap-2 rounded-2xl border border-border bg-surface/70 p-4 transition hover:border-brand/50">
                <t.icon className="size-5 text-brand-2" aria-hidden />
                <span className="font-medium">{t.label}</span>
                <span className="text-xs leading-relaxed text-muted">{t.text}</span>
              </Link>
            </li>
          ))}
        </ul>
      </section>

      {workspaceCard}
    </main>
  );
}
