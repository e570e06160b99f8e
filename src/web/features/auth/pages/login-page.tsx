import { ArrowRight, Globe2, LayoutDashboard, LogOut, MessagesSquare, ShieldCheck } from 'lucide-react';
import { useState } from 'react';
import { Link, useSearchParams } from 'react-router';
import { safeNextPath } from '../../../../contract/auth';
import { paths } from '../../../lib/paths';
import { useCurrentUser, useLogout } from '../../../lib/session';
import { Button } from '../../../ui/button';
import { Card } from '../../../ui/card';
import { Spinner } from '../../../ui/spinner';
import { PageFrame } from '../../../ui/page-frame';
import { LoginForm, type AuthMode } from '../components/login-form';
import { OAuthError } from '../components/oauth-error';

const POINTS = [
  { icon: MessagesSquare, title: 'Your messages, photos and timelines', text: 'Bring the data you already have from 25+ messaging platforms.' },
  { icon: Globe2, title: 'Turned into living AI worlds', text: 'Explore your relationships, places and years as interactive worlds.' },
  { icon: ShieldCheck, title: 'Private by design', text: 'Self-hosted bridges, and your data stays yours: export or delete it any time.' },
];

export default function LoginPage() {
  const [params] = useSearchParams();
  const next = safeNextPath(params.get('next')) ?? paths.home;
  const [mode, setMode] = useState<AuthMode>(params.get('mode') === 'signup' ? 'signup' : 'signin');
  const { user, isLoading } = useCurrentUser();
  const logout = useLogout();

  return (
    <PageFrame className="grid items-center gap-12 pt-6 lg:min-h-[calc(100vh-96px)] lg:grid-cols-[1fr_460px] lg:pt-0">
      <section className="hidden lg:block">
        <p className="mb-4 inline-flex items-center rounded-full border border-brand/30 bg-brand/10 px-3 py-1 text-xs font-medium text-violet-300">
          Personal data → AI worlds
        </p>
        <h2 className="max-w-lg text-4xl font-bold leading-tight tracking-tight">
          Your memories, <span className="text-gradient">rebuilt as worlds</span> you can explore.
        </h2>
        <ul className="mt-10 grid max-w-md gap-6">
          {POINTS.map(({ icon: Icon, title, text }) => (
            <li key={title} className="flex gap-4">
              <span className="grid size-10 shrink-0 place-items-center rounded-xl border border-border bg-surface-2 text-brand-2">
                <Icon className="size-5" aria-hidden />
              </span>
              <div>
                <p className="font-medium">{title}</p>
                <p className="mt-0.5 text-sm text-muted">{text}</p>
              </div>
            </li>
          ))}
        </ul>
      </section>

      <Card className="mx-auto w-full max-w-[460px] p-7 sm:p-8">
        {isLoading ? (
          <div className="flex justify-center py-16">
            <Spinner label="Loading…" />
          </div>
        ) : user ? (
          <div className="grid gap-5 text-center">
            <h1 className="text-2xl font-semibold tracking-tight">You're signed in</h1>
            <p className="text-sm text-muted">
              Signed in as <span className="font-medium text-fg">{user.email}</span>
            </p>
            <Button asChild size="lg">
              <Link to={next === paths.home ? paths.dashboard : next}>
                <LayoutDashboard /> Continue <ArrowRight />
              </Link>
            </Button>
            <Button variant="outline" onClick={() => logout.mutate()} disabled={logout.isPending}>
              <LogOut /> Logout
            </Button>
          </div>
        ) : (
          <>
            <div className="mb-6 text-center">
              <h1 className="text-2xl font-semibold tracking-tight">{mode === 'signin' ? 'Welcome back' : 'Create your account'}</h1>
              <p className="mt-1.5 text-sm text-muted">
                {mode === 'signin' ? 'Sign in to your Mnemo account.' : 'Start turning your data into worlds.'}
              </p>
            </div>
            <div className="mb-5 empty:hidden">
              <OAuthError code={params.get('error')} />
            </div>
            <LoginForm redirectTo={next} initialMode={mode} onModeChange={setMode} />
          </>
        )}
        <p className="mt-6 text-center text-xs text-muted">
          By continuing you agree to our{' '}
          <Link to={paths.terms} className="underline-offset-2 hover:text-fg hover:underline">
            Terms
          </Link>{' '}
          and{' '}
          <Link to={paths.privacy} className="underline-offset-2 hover:text-fg hover:underline">
            Privacy Policy
          </Link>
          .
        </p>
      </Card>
    </PageFrame>
  );
}
