/**
 * The Auth page of spec §2: tabs Sign In and Sign Up (email and password, both
 * required, the email typed as email), 'Continue with Google', a link back home.
 * Messages (§8): the server's message else 'An error occurred'; 'Network error
 * occurred'; 'Login successful!' / 'Account created successfully!', then / after 1 s (§4).
 */
import { ArrowLeft, CircleCheck, TriangleAlert } from 'lucide-react';
import { useEffect, useState, type FormEvent } from 'react';
import { Link, useNavigate } from 'react-router';
import { AUTH_MESSAGES, PASSWORD_MIN } from '../../../../contract/auth';
import { NetworkError, errorMessage } from '../../../lib/api-client';
import { paths } from '../../../lib/paths';
import { Button } from '../../../ui/button';
import { Card } from '../../../ui/card';
import { Input } from '../../../ui/input';
import { Label } from '../../../ui/label';
import { Spinner } from '../../../ui/spinner';
import { Tabs, TabsContent, TabsList, TabsTrigger } from '../../../ui/tabs';
import { useLogin, useRegister } from '../api';
import { PageFrame } from '../../../ui/page-frame';
import { ExternalSignIn } from '../components/external-sign-in';

const AUTH_REDIRECT_DELAY_MS = 1000;

type Result = { kind: 'success' | 'error'; text: string } | null;

function AuthTabForm({ mode }: { mode: 'signin' | 'signup' }) {
  const navigate = useNavigate();
  const login = useLogin();
  const register = useRegister();
  const [email, setEmail] = useState('');
  const [password, setPassword] = useState('');
  const [result, setResult] = useState<Result>(null);
  const pending = login.isPending || register.isPending || result?.kind === 'success';

  useEffect(() => {
    if (result?.kind !== 'success') return;
    const timer = setTimeout(() => void navigate(paths.home), AUTH_REDIRECT_DELAY_MS);
    return () => clearTimeout(timer);
  }, [result, navigate]);

  async function onSubmit(e: FormEvent) {
    e.preventDefault();
    setResult(null);
    try {
      if (mode === 'signin') await login.mutateAsync({ email, password });
      else await register.mutateAsync({ email, password });
      setResult({ kind: 'success', text: mode === 'signin' ? AUTH_MESSAGES.loginSuccessful : AUTH_MESSAGES.accountCreated });
    } catch (err) {
      setResult({
        kind: 'error',
        text: err instanceof NetworkError ? AUTH_MESSAGES.networkError : errorMessage(err, AUTH_MESSAGES.genericError),
      });
    }
  }

  const id = (f: string) => `auth-${mode}-${f}`;
  return (
    <form className="grid gap-4" onSubmit={onSubmit} aria-label={mode === 'signin' ? 'Sign in' : 'Sign up'}>
      <div className="grid gap-1.5">
        <Label htmlFor={id('email')}>Email</Label>
        <Input
          id={id('email')}
          type="email"
          required
          autoComplete="email"
          placeholder="you@example.com"
          value={email}
          onChange={(e) => setEmail(e.target.value)}
          disabled={pending}
        />
      </div>
      <div className="grid gap-1.5">
        <Label htmlFor={id('password')}>Password</Label>
        <Input
          id={id('password')}
          type="password"
          required
          autoComplete={mode === 'signin' ? 'current-password' : 'new-password'}
          placeholder={mode === 'signin' ? 'Your password' : `At least ${PASSWORD_MIN} characters`}
          value={password}
          onChange={(e) => setPassword(e.target.value)}
          disabled={pending}
        />
      </div>
      {result && (
        <div
          role={result.kind === 'error' ? 'alert' : 'status'}
          className={
            result.kind === 'error'
              ? 'flex items-center gap-2 rounded-lg border border-danger/40 bg-danger/10 px-3 py-2 text-sm text-red-200'
              : 'flex items-center gap-2 rounded-lg border border-success/40 bg-success/10 px-3 py-2 text-sm text-green-200'
          }
        >
          {result.kind === 'error' ? <TriangleAlert className="size-4 shrink-0" /> : <CircleCheck className="size-4 shrink-0" />}
          {result.text}
        </div>
      )}
      <Button type="submit" size="lg" className="w-full" disabled={pending}>
        {login.isPending || register.isPending ? (
          <Spinner className="text-white" label={mode === 'signin' ? 'Signing in…' : 'Creating account…'} />
        ) : mode === 'signin' ? (
          'Sign In'
        ) : (
          'Sign Up'
        )}
      </Button>
    </form>
  );
}

export default function AuthPage() {
  return (
    <PageFrame className="flex justify-center pt-4 sm:pt-10">
      <div className="w-full max-w-md">
        <Link to={paths.home} className="mb-5 inline-flex items-center gap-2 text-sm text-muted transition hover:text-fg">
          <ArrowLeft className="size-4" /> Back to home
        </Link>
        <Card className="p-7 sm:p-8">
          <div className="mb-6 text-center">
            <h1 className="text-2xl font-semibold tracking-tight">Welcome to Mnemo</h1>
            <p className="mt-1.5 text-sm text-muted">Sign in or create an account to continue.</p>
          </div>
          <Tabs defaultValue="signin" className="grid gap-5">
            <TabsList className="grid w-full grid-cols-2">
              <TabsTrigger value="signin">Sign In</TabsTrigger>
              <TabsTrigger value="signup">Sign Up</TabsTrigger>
            </TabsList>
            <ExternalSignIn />
            <TabsContent value="signin">
              <AuthTabForm mode="signin" />
            </TabsContent>
            <TabsContent value="signup">
              <AuthTabForm mode="signup" />
            </TabsContent>
          </Tabs>
        </Card>
      </div>
    </PageFrame>
  );
}
