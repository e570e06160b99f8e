/**
 * /dashboard (spec §2). Signed out: 'Connect Data Sources' with the login form.
 * Signed in: welcome line, Logout, profile card, data sources, platform tiles, the user's
 * imports (status, counts, delete; "Connect Data Sources" leads to /onboarding) and their
 * world (summary, people), the four-step WhatsApp bridge explanation, Matrix / Business OS
 * buttons, the other sources (photo libraries import today; what is not built yet is labelled
 * from lib/feature-status.ts) and the next steps, all live since issue 31 ("Connect Bridges"
 * and "Data Worlds" link where they work; "API Access" since #29: the card routes.tsx passes
 * in opens the token manager). "Welcome back" greets only someone who has been here before.
 */
import {
  ArrowRight,
  AtSign,
  BriefcaseBusiness,
  CalendarDays,
  Camera,
  Cloud,
  Database,
  FlaskConical,
  Gamepad2,
  Globe2,
  Hash,
  Images,
  Link2,
  Lock,
  Mail,
  MessageCircle,
  Network,
  QrCode,
  Rocket,
  Send,
  Server,
  ShieldCheck,
  Smartphone,
  UserRound,
  Workflow,
  type LucideIcon,
} from 'lucide-react';
import type { ReactNode } from 'react';
import { Link } from 'react-router';
import type { PublicUser } from '../../../../contract/auth';
import { paths } from '../../../lib/paths';
import { useWorldSummary } from '../../../lib/queries/worlds';
import { COMING_SOON, WORKING, type ComingSoonId, type WorkingId } from '../../../lib/feature-status';
import { greeting } from '../../../lib/greeting';
import { useCurrentUser } from '../../../lib/session';
import { Badge } from '../../../ui/badge';
import { Button } from '../../../ui/button';
import { Card, CardDescription, CardTitle } from '../../../ui/card';
import { ComingSoonBadge, ComingSoonTag } from '../../../ui/coming-soon';
import { Spinner } from '../../../ui/spinner';
import { AccountActions } from '../../../lib/account-actions';
import { accountTypeLabel, Avatar } from '../../../ui/avatar';
import { PageFrame } from '../../../ui/page-frame';
import { ImportsCard } from '../components/imports-card';
import { WorldCard } from '../components/world-card';

const joinedFormat = new Intl.DateTimeFormat('en-US', { year: 'numeric', month: 'long', day: 'numeric' });

const PLATFORMS: { name: string; icon: LucideIcon; status: 'Available' | 'Native'; tint: string }[] = [
  { name: 'WhatsApp', icon: MessageCircle, status: 'Available', tint: 'text-green-400 bg-green-500/10 border-green-500/20' },
  { name: 'Telegram', icon: Send, status: 'Available', tint: 'text-sky-400 bg-sky-500/10 border-sky-500/20' },
  { name: 'Discord', icon: Gamepad2, status: 'Available', tint: 'text-indigo-400 bg-indigo-500/10 border-indigo-500/20' },
  { name: 'Signal', icon: ShieldCheck, status: 'Available', tint: 'text-blue-400 bg-blue-500/10 border-blue-500/20' },
  { name: 'Instagram', icon: Camera, status: 'Available', tint: 'text-pink-400 bg-pink-500/10 border-pink-500/20' },
  { name: 'Matrix', icon: Hash, status: 'Native', tint: 'text-brand-2 bg-brand-2/10 border-brand-2/20' },
];

const WHATSAPP_STEPS = [
  { icon: Server, title: 'Deploy your Matrix server', text: 'A self-hosted Matrix homeserver on your own domain holds your messages.' },
  { icon: Workflow, title: 'Add the WhatsApp bridge', text: 'The bridge runs beside the server and speaks WhatsApp on your behalf.' },
  { icon: QrCode, title: 'Link your phone', text: 'Scan the bridge’s QR code in WhatsApp → Linked devices, like WhatsApp Web.' },
  { icon: Smartphone, title: 'Your chats sync as Matrix rooms', text: 'Conversations arrive in your rooms, ready to become a Mnemo world.' },
];

/** Photo libraries import today (a Google Takeout, or the photos downloaded from iCloud); the others are on the one coming-soon list. */
const MORE_SOURCES: ({ icon: LucideIcon } & ({ working: WorkingId; how: string } | { soon: ComingSoonId }))[] = [
  { working: 'google-photos-import', how: 'Import a Takeout', icon: Images },
  { working: 'icloud-photos-import', how: 'Import the photos', icon: Cloud },
  { soon: 'linkedin-import', icon: Network },
  { soon: 'twitter-import', icon: AtSign },
];

const NEXT_STEPS: { title: string; icon: LucideIcon; to: string; text: string; textWithData?: string }[] = [
  {
    title: 'Connect Bridges',
    icon: Link2,
    to: WORKING.bridges.to,
    text: 'Link WhatsApp, Telegram and Discord to your Matrix server from the Bridge Center.',
  },
  {
    title: WORKING['data-worlds'].title,
    icon: Globe2,
    to: WORKING['data-worlds'].to,
    text: 'Import a chat export or photos and walk them as worlds; the sample world shows one now.',
    textWithData: 'Walk your people, network, places and time line, drawn from your imports.',
  },
];

function SignedOutDashboard({ signInForm }: { signInForm: ReactNode }) {
  return (
    <PageFrame className="flex justify-center pt-4 sm:pt-10">
      <div className="w-full max-w-[460px]">
        <div className="mb-6 text-center">
          <span className="mx-auto mb-4 grid size-12 place-items-center rounded-2xl border border-border bg-surface-2 text-brand-2">
            <Database className="size-6" aria-hidden />
          </span>
          <h1 className="text-3xl font-bold tracking-tight">Connect Data Sources</h1>
          <p className="mt-2 text-sm text-muted">Sign in to connect your messaging platforms and build your first world.</p>
        </div>
        <Card className="p-7 sm:p-8">
          {signInForm}
        </Card>
      </div>
    </PageFrame>
  );
}

function Stat({ icon: Icon, label, value }: { icon: LucideIcon; label: string; value: string }) {
  return (
    <div className="flex items-center gap-3 rounded-xl border border-border bg-bg/50 px-4 py-3">
      <span className="grid size-9 shrink-0 place-items-center rounded-lg bg-brand-2/10 text-brand-2">
        <Icon className="size-4" aria-hidden />
      </span>
      <span className="grid min-w-0">
        <span className="truncate text-xs text-muted">{label}</span>
        <span className="text-sm font-semibold">{value}</span>
      </span>
    </div>
  );
}

function ProfileCard({ user }: { user: PublicUser }) {
  return (
    <Card className="flex flex-col gap-5" aria-labelledby="profile-title">
      <div className="flex items-center gap-4">
        <Avatar user={user} size="lg" />
        <div className="min-w-0">
          <CardTitle id="profile-title">Profile</CardTitle>
          <p className="truncate text-sm text-muted">{user.name ?? 'Your Mnemo account'}</p>
        </div>
      </div>
      <dl className="grid gap-3 text-sm">
        <div className="flex items-center gap-3">
          <Mail className="size-4 shrink-0 text-muted" aria-hidden />
          <dt className="sr-only">Email</dt>
          <dd className="truncate">{user.email}</dd>
        </div>
        {user.username && (
          <div className="flex items-center gap-3">
            <UserRound className="size-4 shrink-0 text-muted" aria-hidden />
            <dt className="sr-only">Username</dt>
            <dd>@{user.username}</dd>
          </div>
        )}
        <div className="flex items-center gap-3">
          <CalendarDays className="size-4 shrink-0 text-muted" aria-hidden />
          <dt className="sr-only">Joined</dt>
          <dd>Joined {joinedFormat.format(new Date(user.createdAt))}</dd>
        </div>
        <div className="flex items-center gap-3">
          <Lock className="size-4 shrink-0 text-muted" aria-hidden />
          <dt className="sr-only">Account type</dt>
          <dd>
            <Badge tone={user.provider === 'google' ? 'brand' : 'neutral'}>{accountTypeLabel(user.provider)}</Badge>
          </dd>
        </div>
      </dl>
      <Button asChild variant="secondary" size="sm" className="mt-auto self-start">
        <Link to={paths.settings}>Account settings</Link>
      </Button>
    </Card>
  );
}

function SignedInDashboard({ user, apiAccess }: { user: PublicUser; apiAccess: ReactNode }) {
  const summary = useWorldSummary();
  const hasData = (summary.data?.dataPoints ?? 0) > 0;
  return (
    <PageFrame actions={<AccountActions user={user} current="dashboard" />}>
      <div className="mb-8 flex flex-col gap-2 pt-4">
        <p className="text-sm font-medium text-brand-2">Dashboard</p>
        <h1 className="text-3xl font-bold tracking-tight break-words sm:text-4xl">{greeting(user, hasData)}</h1>
        <p className="text-muted">Connect your data sources and turn them into worlds.</p>
      </div>

      <div className="grid grid-cols-1 gap-6 lg:grid-cols-3">
        <ProfileCard user={user} />

        <Card className="flex flex-col gap-4 lg:col-span-2" aria-labelledby="sources-title">
          <div className="flex flex-wrap items-start justify-between gap-x-4 gap-y-2">
            <div className="min-w-0 flex-1 basis-64">
              <CardTitle id="sources-title">Data Sources</CardTitle>
              <CardDescription>Messaging platforms connect through your own Matrix server.</CardDescription>
            </div>
            <Link to={WORKING.bridges.to} className="shrink-0 whitespace-nowrap">
              <Badge tone="success">
                <span className="size-1.5 rounded-full bg-green-400" aria-hidden /> Bridges: open the Bridge Center <ArrowRight className="size-3" aria-hidden />
              </Badge>
            </Link>
          </div>
          <div className="grid gap-3 sm:grid-cols-3">
            <Stat icon={MessageCircle} label="Messaging Platforms" value="25+ Available" />
            <Stat icon={Server} label="Matrix Deployment" value="Not deployed" />
            <Stat icon={ShieldCheck} label="Privacy" value="Self-Hosted" />
          </div>
          <ul className="grid grid-cols-2 gap-3 sm:grid-cols-3" aria-label="Platforms">
            {PLATFORMS.map(({ name, icon: Icon, status, tint }) => (
              <li key={name} className="flex items-center gap-3 rounded-xl border border-border bg-surface-2/60 p-3">
                <span className={`grid size-10 shrink-0 place-items-center rounded-lg border ${tint}`}>
                  <Icon className="size-5" aria-hidden />
                </span>
                <div className="min-w-0">
                  <p className="text-sm font-medium">{name}</p>
                  <p className={status === 'Native' ? 'text-xs text-brand-2' : 'text-xs text-green-400'}>{status}</p>
                </div>
              </li>
            ))}
          </ul>
        </Card>
      </div>

      <div className="mt-6 grid grid-cols-1 gap-6">
        <ImportsCard />
        <WorldCard />
      </div>

      <Card className="mt-6" aria-labelledby="whatsapp-title">
        <div className="flex flex-col gap-1 sm:flex-row sm:items-end sm:justify-between">
          <div>
            <CardTitle id="whatsapp-title">How the WhatsApp bridge works</CardTitle>
            <CardDescription>Four steps from your phone to your own server.</CardDescription>
          </div>
        </div>
        <ol className="mt-5 grid gap-4 md:grid-cols-4">
          {WHATSAPP_STEPS.map(({ icon: Icon, title, text }, i) => (
            <li key={title} className="relative rounded-xl border border-border bg-bg/50 p-4">
              <div className="mb-3 flex items-center gap-3">
                <span className="grid size-7 place-items-center rounded-full bg-brand text-xs font-bold text-white">{i + 1}</span>
                <Icon className="size-4 text-brand-2" aria-hidden />
              </div>
              <p className="text-sm font-medium">{title}</p>
              <p className="mt-1 text-xs leading-relaxed text-muted">{text}</p>
            </li>
          ))}
        </ol>
        <div className="mt-6 flex flex-wrap gap-3">
          <Button asChild variant="secondary">
            <Link to={paths.matrixTest}>
              <FlaskConical /> Test Matrix Setup <ComingSoonTag to={paths.matrixTest} />
            </Link>
          </Button>
          <Button asChild variant="secondary">
            <Link to={paths.matrixTest}>
              <Rocket /> Deploy Matrix Server <ComingSoonTag to={paths.matrixTest} />
            </Link>
          </Button>
          <Button asChild variant="outline">
            <Link to={paths.businessOs}>
              <BriefcaseBusiness /> Open Business OS <ArrowRight />
            </Link>
          </Button>
        </div>
      </Card>

      <div className="mt-6 grid grid-cols-1 gap-6 lg:grid-cols-3">
        <Card aria-labelledby="soon-title">
          <CardTitle id="soon-title">More sources</CardTitle>
          <CardDescription>Photo libraries and social networks.</CardDescription>
          <ul className="mt-4 grid gap-2">
            {MORE_SOURCES.map((source) => {
              const Icon = source.icon;
              const name = 'working' in source ? WORKING[source.working].title : COMING_SOON[source.soon].title;
              return (
                <li key={name} className="flex items-center justify-between gap-3 rounded-lg border border-border bg-bg/40 px-3 py-2.5">
                  <span className="flex items-center gap-3 text-sm">
                    <Icon className="size-4 text-muted" aria-hidden />
                    {name}
                  </span>
                  {'working' in source ? (
                    <Link to={WORKING[source.working].to} className="inline-flex items-center gap-1 text-xs font-medium text-brand-2 hover:underline">
                      {source.how} <ArrowRight className="size-3" aria-hidden />
                    </Link>
                  ) : (
                    <ComingSoonBadge feature={source.soon} />
                  )}
                </li>
              );
            })}
          </ul>
        </Card>

        <section className="lg:col-span-2" aria-labelledby="next-title">
          <h2 id="next-title" className="mb-3 text-lg font-semibold">
            Next Steps
          </h2>
          <div className="grid gap-4 sm:grid-cols-3">
            {NEXT_STEPS.map(({ title, text, textWithData, icon: Icon, to }) => (
              <Link
                key={title}
                to={to}
                className="flex flex-col items-start gap-3 rounded-2xl border border-brand/40 bg-surface/70 p-5 text-left transition hover:border-brand hover:bg-surface-2"
              >
                <span className="grid size-10 place-items-center rounded-xl bg-brand-2/10 text-brand-2">
                  <Icon className="size-5" aria-hidden />
                </span>
                <span className="font-medium">{title}</span>
                <span className="text-xs leading-relaxed text-muted">{hasData && textWithData ? textWithData : text}</span>
                <Badge tone="success" className="mt-auto">
                  Live <ArrowRight className="size-3" aria-hidden />
                </Badge>
              </Link>
            ))}
            {apiAccess}
          </div>
        </section>
      </div>
    </PageFrame>
  );
}

/**
 * The data-sources dashboard. The sign-in form belongs to the auth feature and the API
 * Access card to the access-tokens feature, so routes.tsx passes them in (features do not
 * import each other).
 */
export default function DashboardPage({ signInForm, apiAccess }: { signInForm: ReactNode; apiAccess: ReactNode }) {
  const { user, isLoading } = useCurrentUser();
  if (isLoading) {
    return (
      <div className="flex min-h-screen items-center justify-center">
        <Spinner label="Loading…" />
      </div>
    );
  }
  return user ? <SignedInDashboard user={user} apiAccess={apiAccess} /> : <SignedOutDashboard signInForm={signInForm} />;
}
