/**
 * Share one of your worlds as a read-only link: pick the world, whether message text may
 * show, and an expiry; copy the link (shown once: only its hash is kept); see your links
 * and revoke any of them.
 */
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { Check, Copy, Link2 } from 'lucide-react';
import { useId, useState } from 'react';
import { worldsApi } from '../../../../contract/endpoints/worlds';
import { WORLD_KINDS, WORLD_LABELS, type WorldKind } from '../../../../contract/worlds';
import { call } from '../../../lib/api';
import { errorMessage } from '../../../lib/api-client';
import { Badge } from '../../../ui/badge';
import { Button } from '../../../ui/button';
import { Dialog, DialogContent, DialogDescription, DialogTitle } from '../../../ui/dialog';
import { Spinner } from '../../../ui/spinner';

const EXPIRY = [
  { value: '', label: 'Never (until revoked)' },
  { value: '1', label: 'In 1 day' },
  { value: '7', label: 'In 7 days' },
  { value: '30', label: 'In 30 days' },
] as const;

const DATE = new Intl.DateTimeFormat(undefined, { dateStyle: 'medium', timeStyle: 'short' });

export default function ShareDialog({ world, onClose }: { world: WorldKind | null; onClose: () => void }) {
  const id = useId();
  const client = useQueryClient();
  const [kind, setKind] = useState<WorldKind>(world ?? 'social');
  const [includeMessages, setIncludeMessages] = useState(false);
  const [allowAsk, setAllowAsk] = useState(false);
  const [days, setDays] = useState('');
  const [copied, setCopied] = useState(false);
  const list = useQuery({ queryKey: ['worlds', 'shares'], queryFn: () => call(worldsApi.shares) });
  const create = useMutation({
    mutationFn: () =>
      call(worldsApi.createShare, {
        body: { world: kind, includeMessages, allowAsk: includeMessages && allowAsk, expiresAt: days ? new Date(Date.now() + Number(days) * 86_400_000).toISOString() : null },
      }),
    onSuccess: () => {
      setCopied(false);
      void client.invalidateQueries({ queryKey: ['worlds', 'shares'] });
    },
  });
  const revoke = useMutation({
    mutationFn: (shareId: string) => call(worldsApi.revokeShare, { params: { id: shareId } }),
    onSuccess: () => void client.invalidateQueries({ queryKey: ['worlds', 'shares'] }),
  });
  const link = create.data ? `${window.location.origin}${create.data.path}` : null;
  const copy = async () => {
    if (!link) return;
    try {
      await navigator.clipboard.writeText(link);
      setCopied(true);
    } catch {
      setCopied(false);
    }
  };

  return (
    <Dialog open onOpenChange={(o) => !o && onClose()}>
      <DialogContent className="max-w-xl">
        <DialogTitle>Share a world</DialogTitle>
        <DialogDescription>
          Anyone with the link sees this one world, read-only, without signing in. Revoke it at any time.
        </DialogDescription>

        <form
          className="mt-5 grid gap-4"
          onSubmit={(e) => {
            e.preventDefault();
            create.mutate();
          }}
        >
          <div className="grid gap-1.5">
            <label htmlFor={`${id}-world`} className="text-sm font-medium">
              World
            </label>
            <select
              id={`${id}-world`}
              value={kind}
              onChange={(e) => setKind(e.target.value as WorldKind)}
              className="h-10 rounded-lg border border-border bg-bg px-3 text-sm"
            >
              {WORLD_KINDS.map((k) => (
                <option key={k} value={k}>
                  {WORLD_LABELS[k]}
                </option>
              ))}
            </select>
          </div>
          <div className="grid gap-1.5">
            <label htmlFor={`${id}-expiry`} className="text-sm font-medium">
              Link expires
            </label>
            <select id={`${id}-expiry`} value={days} onChange={(e) => setDays(e.target.value)} className="h-10 rounded-lg border border-border bg-bg px-3 text-sm">
              {EXPIRY.map((x) => (
                <option key={x.value} value={x.value}>
                  {x.label}
                </option>
              ))}
            </select>
          </div>
          <label className="flex items-start gap-3 text-sm">
            <input type="checkbox" checked={includeMessages} onChange={(e) => setIncludeMessages(e.target.checked)} className="mt-0.5 size-4 accent-brand" />
            <span>
              Include messages
              <span className="block text-xs text-muted">Off: people see counts and places; everyone appears as “Person 1”, “Person 2”…, never a name, a chat’s title or what anyone wrote.</span>
            </span>
          </label>
          <div className="text-sm">
            <label className={`flex items-start gap-3 ${includeMessages ? '' : 'opacity-60'}`}>
              <input
                type="checkbox"
                checked={includeMessages && allowAsk}
                disabled={!includeMessages}
                onChange={(e) => setAllowAsk(e.target.checked)}
                aria-describedby={`${id}-ask-hint`}
                className="mt-0.5 size-4 accent-brand"
              />
              Visitors can ask questions
            </label>
            <span id={`${id}-ask-hint`} className="block pl-7 text-xs text-muted">
              {includeMessages
                ? 'Visitors can ask this world questions; the answers use only what the link shows.'
                : 'Turn on “Include messages” first: answers quote what people wrote.'}
            </span>
          </div>
          <div>
            <Button type="submit" disabled={create.isPending}>
              <Link2 aria-hidden /> {create.isPending ? 'Creating…' : 'Create link'}
            </Button>
          </div>
          {create.isError && (
            <p role="alert" className="text-sm text-danger">
              {errorMessage(create.error, 'The link could not be created. Please try again.')}
            </p>
          )}
        </form>

        {link && (
          <div className="mt-4 rounded-xl border border-brand/40 bg-brand/5 p-3">
            <label htmlFor={`${id}-link`} className="text-sm font-medium">
              Your link (shown once — copy it now)
            </label>
            <div className="mt-2 flex gap-2">
              <input id={`${id}-link`} readOnly value={link} onFocus={(e) => e.target.select()} className="h-9 min-w-0 flex-1 rounded-lg border border-border bg-bg px-3 text-xs" />
              <Button type="button" size="sm" variant="outline" onClick={() => void copy()}>
                {copied ? <Check aria-hidden /> : <Copy aria-hidden />} {copied ? 'Copied' : 'Copy link'}
              </Button>
            </div>
          </div>
        )}

        <section aria-labelledby={`${id}-links`} className="mt-6">
          <h3 id={`${id}-links`} className="text-sm font-semibold">
            Your shared links
          </h3>
          {list.isPending ? (
            <Spinner className="mt-3" />
          ) : list.isError ? (
            <p role="alert" className="mt-2 text-sm text-danger">
              {errorMessage(list.error, 'Your links could not be loaded.')}
            </p>
          ) : list.data.shares.length === 0 ? (
            <p className="mt-2 text-sm text-muted">None yet.</p>
          ) : (
            <ul className="mt-2 grid gap-2">
              {list.data.shares.map((s) => (
                <li key={s.id} className="flex flex-wrap items-center justify-between gap-2 rounded-lg border border-border px-3 py-2 text-sm">
                  <span className="min-w-0">
                    <span className="font-medium">{WORLD_LABELS[s.world]}</span>{' '}
                    <Badge tone={s.status === 'active' ? 'success' : 'neutral'}>{s.status}</Badge>
                    <span className="block text-xs text-muted">
                      Created {DATE.format(new Date(s.createdAt))}
                      {s.expiresAt ? ` · expires ${DATE.format(new Date(s.expiresAt))}` : ''}
                      {s.includeMessages ? ' · with messages' : ''}
                      {s.allowAsk ? ' · visitors can ask' : ''}
                    </span>
                  </span>
                  {s.status === 'active' && (
                    <Button size="sm" variant="ghost" onClick={() => revoke.mutate(s.id)} disabled={revoke.isPending} aria-label={`Revoke the ${WORLD_LABELS[s.world]} link`}>
                      Revoke
                    </Button>
                  )}
                </li>
              ))}
            </ul>
          )}
        </section>
      </DialogContent>
    </Dialog>
  );
}
