import { useState, type FormEvent } from 'react';
import { MatrixConnectBodySchema, type MatrixConnectResponse } from '../../../../contract/matrix';
import { errorMessage } from '../../../lib/api-client';
import { checkForm } from '../../../lib/form';
import { Button } from '../../../ui/button';
import { Input } from '../../../ui/input';
import { FieldError, Label } from '../../../ui/label';
import { useConnectMatrix } from './api';

type Connected = Extract<MatrixConnectResponse, { success: true }>;

/** Way in 3, advanced (spec §7: user id and access token): a token from a Matrix app the person already uses. */
export function TokenConnectForm({ fixedHomeserver, onConnected }: { fixedHomeserver?: string; onConnected: (res: Connected) => void }) {
  const [accessToken, setAccessToken] = useState('');
  const [userId, setUserId] = useState('');
  const [homeserverUrl, setHomeserverUrl] = useState('');
  const [problem, setProblem] = useState<string | null>(null);
  const [fieldErrors, setFieldErrors] = useState<Record<string, string | undefined>>({});
  const connect = useConnectMatrix();

  function submit(e: FormEvent) {
    e.preventDefault();
    setProblem(null);
    const checked = checkForm(MatrixConnectBodySchema, { accessToken, userId, homeserverUrl: fixedHomeserver ? undefined : homeserverUrl });
    if (!checked.ok) {
      setFieldErrors(checked.errors);
      return;
    }
    setFieldErrors({});
    connect.mutate(checked.data, {
      onSuccess: (res) => {
        if (res.success) {
          setAccessToken('');
          onConnected(res);
        } else setProblem(res.message);
      },
      onError: (err) => {
        // Spec §8: a failed connect is only logged; the dialog says what happened.
        console.warn('Matrix connect failed', err);
        setProblem(errorMessage(err, 'Could not connect to Matrix.'));
      },
    });
  }

  return (
    <form className="space-y-4" onSubmit={submit} noValidate>
      <p className="text-sm text-muted">
        In Element: Settings → Help &amp; About → Access Token. The token is stored encrypted and only used by this server to read and send
        your messages.
      </p>
      <div className="space-y-1.5">
        <Label htmlFor="matrix-user-id">User ID</Label>
        <Input
          id="matrix-user-id"
          autoComplete="username"
          placeholder="@you:matrix.org"
          value={userId}
          onChange={(e) => setUserId(e.target.value)}
          aria-invalid={!!fieldErrors.userId}
          aria-describedby={fieldErrors.userId ? 'matrix-user-id-error' : undefined}
        />
        <FieldError id="matrix-user-id-error">{fieldErrors.userId}</FieldError>
      </div>
      <div className="space-y-1.5">
        <Label htmlFor="matrix-access-token">Access token</Label>
        <Input
          id="matrix-access-token"
          type="password"
          autoComplete="off"
          placeholder="syt_…"
          value={accessToken}
          onChange={(e) => setAccessToken(e.target.value)}
          aria-invalid={!!fieldErrors.accessToken}
          aria-describedby={fieldErrors.accessToken ? 'matrix-access-token-error' : undefined}
        />
        <FieldError id="matrix-access-token-error">{fieldErrors.accessToken}</FieldError>
      </div>
      {!fixedHomeserver && (
        <div className="space-y-1.5">
          <Label htmlFor="matrix-token-homeserver">
            Homeserver address <span className="font-normal text-muted">(optional)</span>
          </Label>
          <Input
            id="matrix-token-homeserver"
            inputMode="url"
            placeholder="https://matrix.example.org"
            value={homeserverUrl}
            onChange={(e) => setHomeserverUrl(e.target.value)}
            aria-invalid={!!fieldErrors.homeserverUrl}
            aria-describedby={fieldErrors.homeserverUrl ? 'matrix-token-homeserver-error' : undefined}
          />
          <FieldError id="matrix-token-homeserver-error">{fieldErrors.homeserverUrl}</FieldError>
        </div>
      )}
      {problem && (
        <p role="alert" className="rounded-lg border border-danger/30 bg-danger/10 px-3 py-2 text-sm text-red-300">
          {problem}
        </p>
      )}
      <Button type="submit" className="w-full" disabled={connect.isPending || !accessToken.trim() || !userId.trim()}>
        {connect.isPending ? 'Connecting…' : 'Connect'}
      </Button>
    </form>
  );
}
