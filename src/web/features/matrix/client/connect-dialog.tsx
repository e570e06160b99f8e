import { KeyRound } from 'lucide-react';
import { useState, type FormEvent } from 'react';
import { MatrixConnectBodySchema, type MatrixConnectResponse } from '../../../../contract/matrix';
import { errorMessage } from '../../../lib/api-client';
import { checkForm } from '../../../lib/form';
import { Button } from '../../../ui/button';
import { Dialog, DialogContent, DialogDescription, DialogTitle } from '../../../ui/dialog';
import { Input } from '../../../ui/input';
import { FieldError, Label } from '../../../ui/label';
import { useConnectMatrix } from './api';

/** The connect dialog (spec §4: the page starts disconnected, in this modal). */
export function ConnectDialog({
  open,
  onOpenChange,
  onConnected,
}: {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  onConnected: (res: Extract<MatrixConnectResponse, { success: true }>) => void;
}) {
  const [accessToken, setAccessToken] = useState('');
  const [userId, setUserId] = useState('');
  const [problem, setProblem] = useState<string | null>(null);
  const [fieldErrors, setFieldErrors] = useState<{ accessToken?: string; userId?: string }>({});
  const connect = useConnectMatrix();

  function submit(e: FormEvent) {
    e.preventDefault();
    setProblem(null);
    const checked = checkForm(MatrixConnectBodySchema, { accessToken, userId });
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
    <Dialog open={open} onOpenChange={onOpenChange}>
      <DialogContent>
        <div className="mb-4 flex size-10 items-center justify-center rounded-xl bg-brand/15 text-violet-300">
          <KeyRound className="size-5" aria-hidden />
        </div>
        <DialogTitle>Connect to Matrix</DialogTitle>
        <DialogDescription>
          Use your Matrix user id and an access token. In Element: Settings → Help &amp; About → Access Token. The token is stored
          encrypted and only used by this server to read and send your messages.
        </DialogDescription>
        <form className="mt-5 space-y-4" onSubmit={submit} noValidate>
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
          {problem && (
            <p role="alert" className="rounded-lg border border-danger/30 bg-danger/10 px-3 py-2 text-sm text-red-300">
              {problem}
            </p>
          )}
          <Button type="submit" className="w-full" disabled={connect.isPending || !accessToken.trim() || !userId.trim()}>
            {connect.isPending ? 'Connecting…' : 'Connect'}
          </Button>
        </form>
      </DialogContent>
    </Dialog>
  );
}
