/**
 * Account settings: profile (name, username), password, sign-in methods, data export
 * and account deletion (confirmed by typing the email, and the password if any).
 */
import { Download, KeyRound, Link2, ShieldAlert, Trash2, UserRound } from 'lucide-react';
import { useState, type FormEvent, type ReactNode } from 'react';
import { z } from 'zod';
import {
  AUTH_MESSAGES,
  ChangePasswordBodySchema,
  PASSWORD_MIN,
  UpdateProfileBodySchema,
  type AccountResponse,
  type PublicUser,
} from '../../../../contract/auth';
import { authApi } from '../../../../contract/endpoints/auth';
import { endpointUrl } from '../../../lib/api';
import { errorMessage } from '../../../lib/api-client';
import { checkForm, type FieldErrors } from '../../../lib/form';
import { RequireAuth } from '../../../lib/require-auth';
import { Badge } from '../../../ui/badge';
import { Button } from '../../../ui/button';
import { Card, CardDescription, CardTitle } from '../../../ui/card';
import { Dialog, DialogContent, DialogDescription, DialogTitle, DialogTrigger } from '../../../ui/dialog';
import { Input } from '../../../ui/input';
import { FieldError, Label } from '../../../ui/label';
import { Spinner } from '../../../ui/spinner';
import { toast } from '../../../ui/use-toast';
import { useAccount, useChangePassword, useDeleteAccount, useForgetSession, useUpdateProfile } from '../api';
import { AccountActions } from '../../../lib/account-actions';
import { accountTypeLabel } from '../../../ui/avatar';
import { PageFrame } from '../../../ui/page-frame';
import { PasswordInput } from '../components/password-input';

type Errors = Partial<FieldErrors>;

function Section({ icon, title, description, children, tone }: { icon: ReactNode; title: string; description: string; children: ReactNode; tone?: 'danger' }) {
  return (
    <Card className={tone === 'danger' ? 'border-danger/40' : undefined}>
      <div className="grid gap-6 md:grid-cols-[240px_1fr]">
        <div>
          <div className={tone === 'danger' ? 'mb-3 text-danger-fg' : 'mb-3 text-brand-2'}>{icon}</div>
          <CardTitle>{title}</CardTitle>
          <CardDescription className="mt-1">{description}</CardDescription>
        </div>
        <div>{children}</div>
      </div>
    </Card>
  );
}

function ProfileForm({ user }: { user: PublicUser }) {
  const [name, setName] = useState(user.name ?? '');
  const [username, setUsername] = useState(user.username ?? '');
  const [errors, setErrors] = useState<Errors>({});
  const update = useUpdateProfile();

  async function onSubmit(e: FormEvent) {
    e.preventDefault();
    const checked = checkForm(UpdateProfileBodySchema, { name, username });
    if (!checked.ok) return setErrors(checked.errors);
    setErrors({});
    try {
      await update.mutateAsync({ name, username });
      toast({ title: AUTH_MESSAGES.profileUpdated, variant: 'success' });
    } catch (err) {
      toast({ title: 'Error', description: errorMessage(err, 'Could not update your profile'), variant: 'destructive' });
    }
  }
  return (
    <form className="grid gap-4" onSubmit={onSubmit} noValidate aria-label="Profile">
      <div className="grid gap-1.5">
        <Label htmlFor="settings-email">Email</Label>
        <Input id="settings-email" value={user.email} disabled readOnly />
      </div>
      <div className="grid gap-4 sm:grid-cols-2">
        <div className="grid gap-1.5">
          <Label htmlFor="settings-name">Full name</Label>
          <Input id="settings-name" value={name} onChange={(e) => setName(e.target.value)} autoComplete="name" aria-invalid={errors.name ? true : undefined} />
          <FieldError>{errors.name}</FieldError>
        </div>
        <div className="grid gap-1.5">
          <Label htmlFor="settings-username">Username</Label>
          <div className="relative">
            <span className="pointer-events-none absolute inset-y-0 left-3 flex items-center text-sm text-muted">@</span>
            <Input
              id="settings-username"
              className="pl-7"
              value={username}
              onChange={(e) => setUsername(e.target.value)}
              autoComplete="username"
              aria-invalid={errors.username ? true : undefined}
            />
          </div>
          <FieldError>{errors.username}</FieldError>
        </div>
      </div>
      <div>
        <Button type="submit" disabled={update.isPending}>
          {update.isPending ? <Spinner className="text-white" label="Saving…" /> : 'Save profile'}
        </Button>
      </div>
    </form>
  );
}

const PasswordFormSchema = ChangePasswordBodySchema.extend({ confirm: z.string() }).refine((v) => v.newPassword === v.confirm, {
  path: ['confirm'],
  message: 'Passwords do not match',
});

function PasswordForm({ hasPassword }: { hasPassword: boolean }) {
  const [values, setValues] = useState({ currentPassword: '', newPassword: '', confirm: '' });
  const [errors, setErrors] = useState<Errors>({});
  const change = useChangePassword();
  const set = (k: keyof typeof values) => (e: React.ChangeEvent<HTMLInputElement>) => setValues((v) => ({ ...v, [k]: e.target.value }));

  async function onSubmit(e: FormEvent) {
    e.preventDefault();
    const checked = checkForm(PasswordFormSchema, values);
    if (!checked.ok) return setErrors(checked.errors);
    if (hasPassword && !values.currentPassword) return setErrors({ currentPassword: AUTH_MESSAGES.currentPasswordRequired });
    setErrors({});
    try {
      const res = await change.mutateAsync({
        currentPassword: hasPassword ? values.currentPassword : undefined,
        newPassword: values.newPassword,
      });
      setValues({ currentPassword: '', newPassword: '', confirm: '' });
      toast({ title: 'Password saved', description: res.message, variant: 'success' });
    } catch (err) {
      toast({ title: 'Error', description: errorMessage(err, 'Could not change your password'), variant: 'destructive' });
    }
  }
  return (
    <form className="grid gap-4" onSubmit={onSubmit} noValidate aria-label="Password">
      {hasPassword && (
        <div className="grid gap-1.5">
          <Label htmlFor="settings-current-password">Current password</Label>
          <PasswordInput id="settings-current-password" value={values.currentPassword} onChange={set('currentPassword')} autoComplete="current-password" />
          <FieldError>{errors.currentPassword}</FieldError>
        </div>
      )}
      <div className="grid gap-4 sm:grid-cols-2">
        <div className="grid gap-1.5">
          <Label htmlFor="settings-new-password">New password</Label>
          <PasswordInput id="settings-new-password" value={values.newPassword} onChange={set('newPassword')} autoComplete="new-password" placeholder={`At least ${PASSWORD_MIN} characters`} />
          <FieldError>{errors.newPassword}</FieldError>
        </div>
        <div className="grid gap-1.5">
          <Label htmlFor="settings-confirm-password">Confirm new password</Label>
          <PasswordInput id="settings-confirm-password" value={values.confirm} onChange={set('confirm')} autoComplete="new-password" />
          <FieldError>{errors.confirm}</FieldError>
        </div>
      </div>
      <p className="text-xs text-muted">Changing your password signs you out on every other device.</p>
      <div>
        <Button type="submit" disabled={change.isPending}>
          {change.isPending ? <Spinner className="text-white" label="Saving…" /> : hasPassword ? 'Change password' : 'Set password'}
        </Button>
      </div>
    </form>
  );
}

function SignInMethods({ account }: { account: AccountResponse }) {
  const names: Record<string, string> = { google: 'Google', oidc: 'Single sign-on' };
  return (
    <div className="grid gap-3">
      <div className="flex items-center justify-between rounded-xl border border-border bg-bg/40 px-4 py-3 text-sm">
        <span>Account type</span>
        <Badge tone={account.user.provider === 'google' ? 'brand' : 'neutral'}>{accountTypeLabel(account.user.provider)}</Badge>
      </div>
      <div className="flex items-center justify-between rounded-xl border border-border bg-bg/40 px-4 py-3 text-sm">
        <span>Email and password</span>
        {account.hasPassword ? <Badge tone="success">Enabled</Badge> : <Badge>Not set</Badge>}
      </div>
      {account.linkedProviders.map((p) => (
        <div key={`${p.provider}-${p.createdAt}`} className="flex items-center justify-between rounded-xl border border-border bg-bg/40 px-4 py-3 text-sm">
          <span>
            {names[p.provider] ?? p.provider}
            {p.email && <span className="text-muted"> · {p.email}</span>}
          </span>
          <Badge tone="success">Linked</Badge>
        </div>
      ))}
      <p className="text-xs text-muted">
        {account.activeSessions} active session{account.activeSessions === 1 ? '' : 's'}
      </p>
    </div>
  );
}

function DeleteAccount({ user, hasPassword }: { user: PublicUser; hasPassword: boolean }) {
  const [open, setOpen] = useState(false);
  const [confirmEmail, setConfirmEmail] = useState('');
  const [password, setPassword] = useState('');
  const remove = useDeleteAccount();
  const forgetSession = useForgetSession();
  const ready = confirmEmail.trim().toLowerCase() === user.email && (!hasPassword || password.length > 0);

  async function onSubmit(e: FormEvent) {
    e.preventDefault();
    try {
      const res = await remove.mutateAsync({ confirmEmail, password: hasPassword ? password : undefined });
      setOpen(false);
      toast({ title: 'Account deleted', description: res.message });
      // The page's guard sees the user gone and goes home.
      forgetSession();
    } catch (err) {
      toast({ title: 'Error', description: errorMessage(err, 'Could not delete your account'), variant: 'destructive' });
    }
  }
  return (
    <Dialog open={open} onOpenChange={setOpen}>
      <DialogTrigger asChild>
        <Button variant="danger">
          <Trash2 /> Delete account
        </Button>
      </DialogTrigger>
      <DialogContent>
        <DialogTitle>Delete your account?</DialogTitle>
        <DialogDescription>
          This permanently deletes your account and everything it owns: workspaces, messages, files, shared workspaces you
          created, activity and AI usage history. It cannot be undone.
        </DialogDescription>
        <form className="mt-5 grid gap-4" onSubmit={onSubmit}>
          <div className="grid gap-1.5">
            <Label htmlFor="delete-email">
              Type <span className="font-semibold">{user.email}</span> to confirm
            </Label>
            <Input id="delete-email" value={confirmEmail} onChange={(e) => setConfirmEmail(e.target.value)} autoComplete="off" />
          </div>
          {hasPassword && (
            <div className="grid gap-1.5">
              <Label htmlFor="delete-password">Password</Label>
              <PasswordInput id="delete-password" value={password} onChange={(e) => setPassword(e.target.value)} autoComplete="current-password" />
            </div>
          )}
          <div className="mt-2 flex justify-end gap-2">
            <Button type="button" variant="ghost" onClick={() => setOpen(false)}>
              Cancel
            </Button>
            <Button type="submit" variant="danger" disabled={!ready || remove.isPending}>
              {remove.isPending ? <Spinner className="text-white" label="Deleting…" /> : 'Delete forever'}
            </Button>
          </div>
        </form>
      </DialogContent>
    </Dialog>
  );
}

function Settings({ user }: { user: PublicUser }) {
  const account = useAccount();
  return (
    <PageFrame actions={<AccountActions user={user} current="settings" />}>
      <div className="mb-8 pt-4">
        <p className="text-sm font-medium text-brand-2">Account</p>
        <h1 className="text-3xl font-bold tracking-tight sm:text-4xl">Account settings</h1>
        <p className="mt-2 text-muted">Manage your profile, password and data.</p>
      </div>
      {!account.data ? (
        <div className="flex justify-center py-20">
          {account.isError ? <p className="text-muted">Could not load your account. Reload the page to try again.</p> : <Spinner label="Loading…" />}
        </div>
      ) : (
        <div className="grid gap-6">
          <Section icon={<UserRound className="size-5" />} title="Profile" description="How you appear in Mnemo.">
            <ProfileForm key={`${user.name}-${user.username}`} user={user} />
          </Section>
          <Section
            icon={<KeyRound className="size-5" />}
            title="Password"
            description={account.data.hasPassword ? 'Change the password you sign in with.' : 'Add a password to sign in with your email too.'}
          >
            <PasswordForm hasPassword={account.data.hasPassword} />
          </Section>
          <Section icon={<Link2 className="size-5" />} title="Sign-in methods" description="How you can get into this account.">
            <SignInMethods account={account.data} />
          </Section>
          <Section icon={<Download className="size-5" />} title="Your data" description="A copy of everything your account holds, as JSON.">
            <div className="flex flex-col items-start gap-3">
              <p className="text-sm text-muted">
                Includes your profile, sign-in sessions, workspaces with their messages and file details, shared workspaces,
                activity, AI usage and Business OS sessions.
              </p>
              <Button asChild variant="secondary">
                <a href={endpointUrl(authApi.export)} download>
                  <Download /> Download my data
                </a>
              </Button>
            </div>
          </Section>
          <Section icon={<ShieldAlert className="size-5" />} title="Delete account" description="Remove your account and all of its data." tone="danger">
            <div className="flex flex-col items-start gap-3">
              <p className="text-sm text-muted">Deleting is immediate and permanent. Download your data first if you want to keep it.</p>
              <DeleteAccount user={user} hasPassword={account.data.hasPassword} />
            </div>
          </Section>
        </div>
      )}
    </PageFrame>
  );
}

export default function SettingsPage() {
  return <RequireAuth>{(user) => <Settings user={user} />}</RequireAuth>;
}
