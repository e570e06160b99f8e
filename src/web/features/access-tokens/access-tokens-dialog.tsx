/**
 * API Access (#29, ADR 055): personal access tokens for the person's own assistant. Name
 * and create a token, see it once with the MCP endpoint's URL and a config to paste into
 * an MCP client, list your tokens (last used, revoked) and revoke one after a confirm.
 * Loaded on demand from the dashboard's API Access card.
 */
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { KeyRound, Plus, ShieldCheck } from 'lucide-react';
import { useId, useState } from 'react';
import { ACCESS_TOKEN_NAME_MAX, CreateAccessTokenBodySchema, type AccessToken, type CreatedAccessToken } from '../../../contract/access-tokens';
import { accessTokensApi } from '../../../contract/endpoints/access-tokens';
import { call } from '../../lib/api';
import { errorMessage } from '../../lib/api-client';
import { checkForm } from '../../lib/form';
import { Badge } from '../../ui/badge';
import { Button } from '../../ui/button';
import { Dialog, DialogContent, DialogDescription, DialogTitle } from '../../ui/dialog';
import { Input } from '../../ui/input';
import { FieldError, Label } from '../../ui/label';
import { Spinner } from '../../ui/spinner';
import { CopyButton } from './copy-button';
import { claudeCodeCommand, mcpClientConfig, mcpUrl } from './mcp-config';

const TOKENS_KEY = ['access-tokens'] as const;
const DATE = new Intl.DateTimeFormat(undefined, { dateStyle: 'medium', timeStyle: 'short' });

function NewToken({ created, url }: { created: CreatedAccessToken; url: string }) {
  const id = useId();
  const config = mcpClientConfig(url, created.secret);
  const command = claudeCodeCommand(url, created.secret);
  return (
    <section aria-labelledby={`${id}-title`} className="mt-4 grid grid-cols-1 gap-3 rounded-xl border border-brand/40 bg-brand/5 p-3">
      <h3 id={`${id}-title`} className="text-sm font-semibold">
        “{created.token.name}” is ready. Copy the token now: it is shown only once.
      </h3>
      <div className="flex gap-2">
        <label htmlFor={`${id}-token`} className="sr-only">
          Your new token
        </label>
        <input
          id={`${id}-token`}
          readOnly
          value={created.secret}
          onFocus={(e) => e.target.select()}
          className="h-9 min-w-0 flex-1 rounded-lg border border-border bg-bg px-3 font-mono text-xs"
        />
        <CopyButton text={created.secret} label="Copy token" />
      </div>
      <div className="grid grid-cols-1 gap-1.5">
        <div className="flex items-center justify-between gap-2">
          <p id={`${id}-config`} className="text-xs font-medium">
            MCP client config (Cursor, Windsurf, and other clients that read <code>mcpServers</code>)
          </p>
          <CopyButton text={config} label="Copy config" className="shrink-0" />
        </div>
        <pre role="region" tabIndex={0} aria-labelledby={`${id}-config`} className="max-h-48 overflow-auto rounded-lg border border-border bg-bg p-3 text-xs leading-relaxed focus-visible:outline-2 focus-visible:outline-brand">
          {config}
        </pre>
      </div>
      <div className="grid grid-cols-1 gap-1.5">
        <div className="flex items-center justify-between gap-2">
          <p id={`${id}-cli`} className="text-xs font-medium">
            Claude Code
          </p>
          <CopyButton text={command} label="Copy command" className="shrink-0" />
        </div>
        <pre role="region" tabIndex={0} aria-labelledby={`${id}-cli`} className="overflow-x-auto rounded-lg border border-border bg-bg p-3 text-xs focus-visible:outline-2 focus-visible:outline-brand">
          {command}
        </pre>
      </div>
    </section>
  );
}

function TokenRow({ token, onRevoked }: { token: AccessToken; onRevoked: (id: string) => void }) {
  const client = useQueryClient();
  const [confirming, setConfirming] = useState(false);
  const revoke = useMutation({
    mutationFn: () => call(accessTokensApi.revoke, { params: { id: token.id } }),
    onSuccess: () => {
      setConfirming(false);
      onRevoked(token.id);
      void client.invalidateQueries({ queryKey: TOKENS_KEY });
    },
  });
  const revoked = token.revokedAt !== null;
  return (
    <li className="grid gap-2 rounded-lg border border-border px-3 py-2 text-sm">
      <div className="flex flex-wrap items-center justify-between gap-2">
        <span className="min-w-0">
          <span className="font-medium break-words">{token.name}</span>{' '}
          <Badge tone={revoked ? 'neutral' : 'success'}>{revoked ? 'Revoked' : 'Active'}</Badge>
          <span className="block text-xs text-muted">
            <code>{token.prefix}…</code> · created {DATE.format(new Date(token.createdAt))} ·{' '}
            {token.lastUsedAt ? `last used ${DATE.format(new Date(token.lastUsedAt))}` : 'never used'}
            {token.revokedAt ? ` · revoked ${DATE.format(new Date(token.revokedAt))}` : ''}
          </span>
        </span>
        {!revoked && !confirming && (
          <Button size="sm" variant="ghost" onClick={() => setConfirming(true)} aria-label={`Revoke ${token.name}`}>
            Revoke
          </Button>
        )}
      </div>
      {confirming && (
        <div role="group" aria-label={`Revoke ${token.name}?`} className="flex flex-wrap items-center gap-2 rounded-lg bg-danger/10 p-2">
          <span className="w-full text-xs sm:w-auto sm:min-w-0 sm:flex-1">Revoke “{token.name}”? Assistants using it lose access at once. This cannot be undone.</span>
          <Button size="sm" variant="danger" autoFocus disabled={revoke.isPending} onClick={() => revoke.mutate()}>
            {revoke.isPending ? 'Revoking…' : 'Revoke token'}
          </Button>
          <Button size="sm" variant="outline" disabled={revoke.isPending} onClick={() => setConfirming(false)}>
            Cancel
          </Button>
        </div>
      )}
      {revoke.isError && (
        <p role="alert" className="text-xs text-danger-fg">
          {errorMessage(revoke.error, 'The token could not be revoked. Please try again.')}
        </p>
      )}
    </li>
  );
}

export default function AccessTokensDialog({ onClose }: { onClose: () => void }) {
  const id = useId();
  const client = useQueryClient();
  const [name, setName] = useState('');
  const [nameError, setNameError] = useState<string | undefined>();
  const url = mcpUrl(window.location.origin);
  const list = useQuery({ queryKey: TOKENS_KEY, queryFn: () => call(accessTokensApi.list) });
  const create = useMutation({
    mutationFn: (body: { name: string }) => call(accessTokensApi.create, { body }),
    onSuccess: () => {
      setName('');
      void client.invalidateQueries({ queryKey: TOKENS_KEY });
    },
  });
  // The new token's secret is shown until that token is revoked (here, or as the list shows)
  // or the dialog closes (it unmounts, and the secret with it).
  const created = create.data;
  const createdRevoked = !!created && !!list.data?.tokens.some((t) => t.id === created.token.id && t.revokedAt !== null);
  const onRevoked = (tokenId: string) => {
    if (create.data?.token.id === tokenId) create.reset();
  };
  const close = () => {
    create.reset();
    onClose();
  };

  return (
    <Dialog open onOpenChange={(o) => !o && close()}>
      <DialogContent className="max-w-xl">
        <DialogTitle>API Access</DialogTitle>
        <DialogDescription>
          Ask your world from your own assistant over MCP. A token reads only your world, works only at the MCP endpoint, and can be revoked at any time.
        </DialogDescription>

        <div className="mt-4 grid grid-cols-1 gap-1.5">
          <p id={`${id}-url`} className="text-sm font-medium">
            MCP endpoint (Streamable HTTP)
          </p>
          <div className="flex gap-2">
            <code aria-labelledby={`${id}-url`} className="block h-9 min-w-0 flex-1 truncate rounded-lg border border-border bg-bg px-3 text-xs leading-9">
              {url}
            </code>
            <CopyButton text={url} label="Copy URL" />
          </div>
        </div>

        <form
          className="mt-5 grid gap-2"
          noValidate
          onSubmit={(e) => {
            e.preventDefault();
            const checked = checkForm(CreateAccessTokenBodySchema, { name });
            if (!checked.ok) {
              setNameError(checked.errors.name ?? Object.values(checked.errors)[0]);
              return;
            }
            setNameError(undefined);
            create.mutate({ name: checked.data.name });
          }}
        >
          <Label htmlFor={`${id}-name`}>New token’s name</Label>
          <div className="flex flex-col gap-2 sm:flex-row">
            <Input
              id={`${id}-name`}
              value={name}
              maxLength={ACCESS_TOKEN_NAME_MAX}
              placeholder="e.g. Claude Desktop"
              autoComplete="off"
              aria-invalid={nameError ? true : undefined}
              aria-describedby={nameError ? `${id}-name-error` : undefined}
              onChange={(e) => setName(e.target.value)}
            />
            <Button type="submit" disabled={create.isPending} className="shrink-0">
              <Plus aria-hidden /> {create.isPending ? 'Creating…' : 'Create token'}
            </Button>
          </div>
          <FieldError id={`${id}-name-error`}>{nameError}</FieldError>
          {create.isError && (
            <p role="alert" className="text-sm text-danger-fg">
              {errorMessage(create.error, 'The token could not be created. Please try again.')}
            </p>
          )}
          <p className="flex items-center gap-1.5 text-xs text-muted">
            <ShieldCheck className="size-3.5 shrink-0" aria-hidden /> Read-only: it can read your world, never change it.
          </p>
        </form>

        {created && !createdRevoked && <NewToken created={created} url={url} />}

        <section aria-labelledby={`${id}-tokens`} className="mt-6">
          <h3 id={`${id}-tokens`} className="flex items-center gap-2 text-sm font-semibold">
            <KeyRound className="size-4 text-muted" aria-hidden /> Your tokens
          </h3>
          {list.isPending ? (
            <Spinner className="mt-3" />
          ) : list.isError ? (
            <p role="alert" className="mt-2 text-sm text-danger-fg">
              {errorMessage(list.error, 'Your tokens could not be loaded.')}
            </p>
          ) : list.data.tokens.length === 0 ? (
            <p className="mt-2 text-sm text-muted">None yet.</p>
          ) : (
            <ul className="mt-2 grid gap-2">
              {list.data.tokens.map((token) => (
                <TokenRow key={token.id} token={token} onRevoked={onRevoked} />
              ))}
            </ul>
          )}
        </section>
      </DialogContent>
    </Dialog>
  );
}
