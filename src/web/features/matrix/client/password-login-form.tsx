import { useState, type FormEvent } from 'react';
import { MatrixLoginBodySchema, type MatrixConnectResponse } from '../../../../contract/matrix';
import { errorMessage } from '../../../lib/api-client';
import { checkForm } from '../../../lib/form';
import { Button } from '../../../ui/button';
import { Input } from '../../../ui/input';
import { FieldError, Label } from '../../../ui/label';
import { useMatrixLogin } from './api';

type Connected = Extract<MatrixConnectResponse, { success: true }>;

/**
 * Way in 1 (issue 31): a Matrix user id and password. The server finds the homeserver from
 * the user id (or the optional address, or the operator's MATRIX_HOMESERVER_URL, then no
 * field is shown) and keeps only the access token the sign-in returns.
 */
export function PasswordLoginForm({ fixedHomeserver, onConnected }: { fixedHomeserver?: string; onConnected: (res: Connected) => void }) {
  const [userId, setUserId] = useState('');
  const [password, setPassword] = useState('');
  const [homeserverUrl, setHomeserverUrl] = useState('');
  const [problem, setProblem] = useState<string | null>(null);
  const [fieldErrors, setFieldErrors] = useState<Record<string, string | undefined>>({});
  const login = useMatrixLogin();

  function submit(e: FormEvent) {
    e.preventDefault();
    setProblem(null);
    const checked = checkForm(MatrixLoginBodySchema, { userId, password, homeserverUrl: fixedHomeserver ? undefined : homeserverUrl });
    if (!checked.ok) {
      setFieldErrors(checked.errors);
      return;
    }
    setFieldErrors({});
    login.mutate(checked.data, {
      onSuccess: (res) => {
        setPassword('');
        if (res.success) onConnected(res);
        else setProblem(res.message);
      },
      onError: (err) => setProblem(errorMessage(err, 'Could not sign in to Matrix.')),
    });
  }

  const host = fixedHomeserver ? new URL(fixedHomeserver).host : null;
  return (
    <form className="space-y-4" onSubmit={submit} noValidate aria-label="Sign in with your Matrix account">
      <div className="space-y-1.5">
        <Label htmlFor="matrix-login-user-id">Matrix user ID</Label>
        <Input
          id="matrix-login-user-id"
          autoComplete="username"
          placeholder={host ? `@you:${host}` : '@alice:example.org'}
          value={userId}
          onChange={(e) => setUserId(e.target.value)}
          aria-invalid={!!fieldErrors.userId}
          aria-describedby={fieldErrors.userId ? 'matrix-login-user-id-error' : 'matrix-login-user-id-hint'}
        />
        <FieldError id="matrix-login-user-id-error">{fieldErrors.userId}</FieldError>
        {!fieldErrors.userId && (
          <p id="matrix-login-user-id-hint" className="text-xs text-muted">
            Your full id: @, your name, a colon, your server (as shown in Element or any Matrix app).
          </p>
        )}
      </div>
      <div className="space-y-1.5">
        <Label htmlFor="matrix-login-password">Password</Label>
        <Input
          id="matrix-login-password"
          type="password"
          autoComplete="current-password"
          value={password}
          onChange={(e) => setPassword(e.target.value)}
          aria-invalid={!!fieldErrors.password}
          aria-describedby={fieldErrors.password ? 'matrix-login-password-error' : 'matrix-login-password-hint'}
        />
        <FieldError id="matrix-login-password-error">{fieldErrors.password}</FieldError>
        {!fieldErrors.password && (
          <p id="matrix-login-password-hint" className="text-xs text-muted">
            Sent once to your homeserver to sign in; never stored. We keep the session it gives us, encrypted.
          </p>
        )}
      </div>
      {host ? (
        <p className="text-xs text-muted">
          This server signs every account in on <span className="text-fg">{host}</span>.
        </p>
      ) : (
        <div className="space-y-1.5">
          <Label htmlFor="matrix-login-homeserver">
            Homeserver address <span className="font-normal text-muted">(optional)</span>
          </Label>
          <Input
            id="matrix-login-homeserver"
            inputMode="url"
            autoComplete="url"
            placeholder="https://matrix.example.org"
            value={homeserverUrl}
            onChange={(e) => setHomeserverUrl(e.target.value)}
            aria-invalid={!!fieldErrors.homeserverUrl}
            aria-describedby={fieldErrors.homeserverUrl ? 'matrix-login-homeserver-error' : 'matrix-login-homeserver-hint'}
          />
          <FieldError id="matrix-login-homeserver-error">{fieldErrors.homeserverUrl}</FieldError>
          {!fieldErrors.homeserverUrl && (
            <p id="matrix-login-homeserver-hint" className="text-xs text-muted">
              Leave empty: we find it from your user id. An address you enter is used only if your user id's domain names it.
            </p>
          )}
        </div>
      )}
      {problem && (
        <p role="alert" className="rounded-lg border border-danger/30 bg-danger/10 px-3 py-2 text-sm text-red-300">
          {problem}
        </p>
      )}
      <Button type="submit" className="w-full" disabled={login.isPending || !userId.trim() || !password}>
        {login.isPending ? 'Signing in…' : 'Sign in to Matrix'}
      </Button>
    </form>
  );
}
