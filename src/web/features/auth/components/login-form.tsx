/**
 * The login form of spec §2/§5/§8: a Sign In / Sign Up toggle, 'Continue with Google'
 * and the email form. Fields are checked with the same zod schemas the server uses;
 * results are toasts; after success the browser goes to `redirectTo` (default /).
 */
import { useState, type FormEvent } from 'react';
import { useNavigate } from 'react-router';
import { AUTH_MESSAGES, LoginBodySchema, PASSWORD_MIN, RegisterBodySchema } from '../../../../contract/auth';
import { errorMessage } from '../../../lib/api-client';
import { cn } from '../../../lib/cn';
import { checkForm } from '../../../lib/form';
import { Button } from '../../../ui/button';
import { Input } from '../../../ui/input';
import { FieldError, Label } from '../../../ui/label';
import { Spinner } from '../../../ui/spinner';
import { toast } from '../../../ui/use-toast';
import { useLogin, useRegister } from '../api';
import { ExternalSignIn } from './external-sign-in';
import { PasswordInput } from './password-input';

export type AuthMode = 'signin' | 'signup';
type Field = 'email' | 'password' | 'username' | 'name';
type FieldErrors = Partial<Record<Field, string>>;

export function LoginForm({
  redirectTo = '/',
  initialMode = 'signin',
  onModeChange,
}: {
  redirectTo?: string;
  initialMode?: AuthMode;
  onModeChange?: (mode: AuthMode) => void;
}) {
  const navigate = useNavigate();
  const [mode, setMode] = useState<AuthMode>(initialMode);
  const [values, setValues] = useState({ email: '', password: '', username: '', name: '' });
  const [errors, setErrors] = useState<FieldErrors>({});
  const login = useLogin();
  const register = useRegister();
  const pending = login.isPending || register.isPending;

  const switchMode = (next: AuthMode) => {
    setMode(next);
    setErrors({});
    onModeChange?.(next);
  };

  const set = (field: Field) => (e: React.ChangeEvent<HTMLInputElement>) => {
    setValues((v) => ({ ...v, [field]: e.target.value }));
    if (errors[field]) setErrors((x) => ({ ...x, [field]: undefined }));
  };

  async function onSubmit(e: FormEvent) {
    e.preventDefault();
    const input = mode === 'signin' ? { email: values.email, password: values.password } : values;
    const checked = mode === 'signin' ? checkForm(LoginBodySchema, input) : checkForm(RegisterBodySchema, input);
    if (!checked.ok) {
      setErrors(checked.errors);
      return;
    }
    setErrors({});
    try {
      if (mode === 'signin') {
        await login.mutateAsync(input);
        toast({ title: 'Welcome back', description: AUTH_MESSAGES.loggedIn, variant: 'success' });
      } else {
        await register.mutateAsync(input);
        toast({ title: 'Welcome to Mnemo', description: AUTH_MESSAGES.accountCreated, variant: 'success' });
      }
      void navigate(redirectTo, { replace: true });
    } catch (err) {
      toast({
        title: 'Error',
        description: errorMessage(err, mode === 'signin' ? AUTH_MESSAGES.loginFailed : AUTH_MESSAGES.registrationFailed),
        variant: 'destructive',
      });
    }
  }

  const fieldProps = (field: Field) => ({
    id: `login-${field}`,
    value: values[field],
    onChange: set(field),
    'aria-invalid': errors[field] ? true : undefined,
    'aria-describedby': errors[field] ? `login-${field}-error` : undefined,
    disabled: pending,
  });

  return (
    <div className="grid gap-5">
      <div className="grid grid-cols-2 rounded-xl border border-border bg-bg/60 p-1" role="group" aria-label="Sign in or sign up">
        {(['signin', 'signup'] as const).map((m) => (
          <button
            key={m}
            type="button"
            aria-pressed={mode === m}
            onClick={() => switchMode(m)}
            className={cn(
              'cursor-pointer rounded-lg py-2 text-sm font-medium transition',
              mode === m ? 'bg-brand text-white shadow-md shadow-brand/30' : 'text-muted hover:text-fg',
            )}
          >
            {m === 'signin' ? 'Sign In' : 'Sign Up'}
          </button>
        ))}
      </div>

      <ExternalSignIn next={redirectTo} />

      <form className="grid gap-4" onSubmit={onSubmit} noValidate aria-label={mode === 'signin' ? 'Sign in' : 'Sign up'}>
        <div className="grid gap-1.5">
          <Label htmlFor="login-email">Email</Label>
          <Input {...fieldProps('email')} type="email" autoComplete="email" placeholder="you@example.com" />
          <FieldError id="login-email-error">{errors.email}</FieldError>
        </div>
        <div className="grid gap-1.5">
          <Label htmlFor="login-password">Password</Label>
          <PasswordInput
            {...fieldProps('password')}
            autoComplete={mode === 'signin' ? 'current-password' : 'new-password'}
            placeholder={mode === 'signin' ? 'Your password' : `At least ${PASSWORD_MIN} characters`}
          />
          <FieldError id="login-password-error">{errors.password}</FieldError>
        </div>
        {mode === 'signup' && (
          <div className="grid gap-4 sm:grid-cols-2">
            <div className="grid gap-1.5">
              <Label htmlFor="login-username">
                Username <span className="font-normal text-muted">(optional)</span>
              </Label>
              <Input {...fieldProps('username')} autoComplete="username" placeholder="ada" />
              <FieldError id="login-username-error">{errors.username}</FieldError>
            </div>
            <div className="grid gap-1.5">
              <Label htmlFor="login-name">
                Full name <span className="font-normal text-muted">(optional)</span>
              </Label>
              <Input {...fieldProps('name')} autoComplete="name" placeholder="Ada Lovelace" />
              <FieldError id="login-name-error">{errors.name}</FieldError>
            </div>
          </div>
        )}
        <Button type="submit" size="lg" className="mt-1 w-full" disabled={pending}>
          {pending ? (
            <Spinner className="text-white" label={mode === 'signin' ? 'Signing in…' : 'Creating account…'} />
          ) : mode === 'signin' ? (
            'Sign In'
          ) : (
            'Create Account'
          )}
        </Button>
      </form>

      <p className="text-center text-sm text-muted">
        {mode === 'signin' ? "Don't have an account? " : 'Already have an account? '}
        <button
          type="button"
          className="cursor-pointer font-medium text-brand-2 hover:underline"
          onClick={() => switchMode(mode === 'signin' ? 'signup' : 'signin')}
        >
          {mode === 'signin' ? 'Sign up' : 'Sign in'}
        </button>
      </p>
    </div>
  );
}
