/**
 * /beta: the beta hub. One card per beta area (what works today and a link), and a
 * feedback box whose messages are stored for the team (POST /api/beta/feedback); a
 * signed-in person sees what they sent and can take it back.
 */
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { ArrowRight, Check, FlaskConical, MessageSquareHeart, Trash2 } from 'lucide-react';
import { useId, useState, type FormEvent } from 'react';
import { Link } from 'react-router';
import {
  BETA_AREAS,
  FEEDBACK_KIND_LABELS,
  FEEDBACK_KINDS,
  FEEDBACK_MAX_CHARS,
  FeedbackBodySchema,
  type FeedbackBody,
  type FeedbackKind,
} from '../../../../contract/beta';
import { BRAND } from '../../../../contract/brand';
import { betaApi } from '../../../../contract/endpoints/beta';
import { call } from '../../../lib/api';
import { errorMessage } from '../../../lib/api-client';
import { checkForm } from '../../../lib/form';
import { useCurrentUser } from '../../../lib/session';
import { Badge } from '../../../ui/badge';
import { Button } from '../../../ui/button';
import { Card } from '../../../ui/card';
import { Input, Textarea } from '../../../ui/input';
import { FieldError, Label } from '../../../ui/label';
import { PageFrame } from '../../../ui/page-frame';
import { toast } from '../../../ui/use-toast';

const FEEDBACK_KEY = ['/api/beta/feedback'] as const;
const AREA_TITLES: Record<string, string> = { general: 'Mnemo in general', ...Object.fromEntries(BETA_AREAS.map((a) => [a.id, a.title])) };
const selectClass =
  'h-10 w-full rounded-lg border border-border bg-surface px-2 text-sm text-fg outline-none focus:border-brand focus:ring-2 focus:ring-brand/30';

function AreaCard({ area }: { area: (typeof BETA_AREAS)[number] }) {
  return (
    <Card className="flex flex-col gap-4 p-5" data-testid={`beta-area-${area.id}`}>
      <div className="flex items-start justify-between gap-3">
        <div>
          <h2 className="text-lg font-semibold text-fg">{area.title}</h2>
          <p className="mt-1 text-sm text-muted">{area.summary}</p>
        </div>
        <Badge tone="brand">Beta</Badge>
      </div>
      <div>
        <h3 className="text-xs font-semibold uppercase tracking-wide text-muted">What works</h3>
        <ul className="mt-2 space-y-1.5">
          {area.works.map((w) => (
            <li key={w} className="flex gap-2 text-sm text-fg/90">
              <Check className="mt-0.5 size-4 shrink-0 text-success" aria-hidden />
              <span>{w}</span>
            </li>
          ))}
        </ul>
      </div>
      <Button asChild variant="secondary" className="mt-auto w-full sm:w-auto sm:self-start">
        <Link to={area.path}>
          Open {area.title} <ArrowRight className="size-4" aria-hidden />
        </Link>
      </Button>
    </Card>
  );
}

function FeedbackForm({ signedIn }: { signedIn: boolean }) {
  const ids = useId();
  const queryClient = useQueryClient();
  const [area, setArea] = useState<string>('');
  const [kind, setKind] = useState<FeedbackKind>('idea');
  const [message, setMessage] = useState('');
  const [email, setEmail] = useState('');
  const [errors, setErrors] = useState<Record<string, string>>({});
  const [sent, setSent] = useState<string | null>(null);

  const send = useMutation({
    mutationFn: (body: FeedbackBody) => call(betaApi.sendFeedback, { body }),
    onSuccess: (res) => {
      setSent(res.message);
      setMessage('');
      void queryClient.invalidateQueries({ queryKey: FEEDBACK_KEY });
    },
    onError: (err) => toast({ title: 'Feedback not sent', description: errorMessage(err, 'Could not reach the server. Your text is still here; try again.'), variant: 'destructive' }),
  });

  const submit = (e: FormEvent) => {
    e.preventDefault();
    setSent(null);
    const body = { area, kind, message, ...(signedIn ? {} : { email }) };
    const checked = checkForm(FeedbackBodySchema, body as FeedbackBody);
    if (!checked.ok) {
      setErrors(checked.errors);
      return;
    }
    setErrors({});
    send.mutate(checked.data);
  };

  return (
    <form onSubmit={submit} noValidate className="space-y-4" aria-label="Send feedback">
      <div className="grid gap-4 sm:grid-cols-2">
        <div className="space-y-1.5">
          <Label htmlFor={`${ids}-area`}>About</Label>
          <select
            id={`${ids}-area`}
            value={area}
            onChange={(e) => setArea(e.target.value)}
            className={selectClass}
            aria-invalid={Boolean(errors.area)}
            aria-describedby={errors.area ? `${ids}-area-error` : undefined}
          >
            <option value="">Choose an area…</option>
            {BETA_AREAS.map((a) => (
              <option key={a.id} value={a.id}>
                {a.title}
              </option>
            ))}
            <option value="general">{AREA_TITLES.general}</option>
          </select>
          <FieldError id={`${ids}-area-error`}>{errors.area}</FieldError>
        </div>
        <fieldset className="space-y-1.5">
          <legend className="text-sm font-medium text-fg">It is</legend>
          <div className="flex flex-wrap gap-2 pt-1.5">
            {FEEDBACK_KINDS.map((k) => (
              <label
                key={k}
                className="flex cursor-pointer items-center gap-1.5 rounded-full border border-border px-3 py-1 text-sm has-[:checked]:border-brand has-[:checked]:bg-brand/15"
              >
                <input type="radio" name={`${ids}-kind`} value={k} checked={kind === k} onChange={() => setKind(k)} className="accent-[var(--color-brand)]" />
                {FEEDBACK_KIND_LABELS[k]}
              </label>
            ))}
          </div>
        </fieldset>
      </div>
      <div className="space-y-1.5">
        <Label htmlFor={`${ids}-message`}>Your feedback</Label>
        <Textarea
          id={`${ids}-message`}
          value={message}
          onChange={(e) => setMessage(e.target.value)}
          rows={5}
          maxLength={FEEDBACK_MAX_CHARS}
          placeholder="What did you try, what happened, what would you like?"
          aria-invalid={Boolean(errors.message)}
          aria-describedby={`${ids}-count${errors.message ? ` ${ids}-message-error` : ''}`}
        />
        <div className="flex justify-between gap-3">
          <FieldError id={`${ids}-message-error`}>{errors.message}</FieldError>
          <span id={`${ids}-count`} className="ml-auto text-xs tabular-nums text-muted">
            {message.length.toLocaleString('en-US')} / {FEEDBACK_MAX_CHARS.toLocaleString('en-US')}
          </span>
        </div>
      </div>
      {!signedIn && (
        <div className="space-y-1.5">
          <Label htmlFor={`${ids}-email`}>Email for a reply (optional)</Label>
          <Input
            id={`${ids}-email`}
            type="email"
            value={email}
            onChange={(e) => setEmail(e.target.value)}
            placeholder="you@example.com"
            aria-invalid={Boolean(errors.email)}
            aria-describedby={errors.email ? `${ids}-email-error` : undefined}
          />
          <FieldError id={`${ids}-email-error`}>{errors.email}</FieldError>
        </div>
      )}
      <div className="flex flex-wrap items-center gap-3">
        <Button type="submit" disabled={send.isPending}>
          {send.isPending ? 'Sending…' : 'Send feedback'}
        </Button>
        {sent && (
          <p role="status" className="flex items-center gap-1.5 text-sm text-green-300">
            <Check className="size-4" aria-hidden /> {sent}
          </p>
        )}
      </div>
      <p className="text-xs text-muted">
        {signedIn ? 'Sent with your account’s email so we can answer.' : 'Stored for the team. Without an email we cannot answer you.'}
      </p>
    </form>
  );
}

function MyFeedback() {
  const queryClient = useQueryClient();
  const list = useQuery({ queryKey: FEEDBACK_KEY, queryFn: () => call(betaApi.myFeedback) });
  const remove = useMutation({
    mutationFn: (id: string) => call(betaApi.deleteFeedback, { params: { id } }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: FEEDBACK_KEY }),
    onError: (err) => toast({ title: 'Not removed', description: errorMessage(err, 'Could not reach the server.'), variant: 'destructive' }),
  });
  const items = list.data?.items ?? [];
  return (
    <section aria-labelledby="my-feedback" className="mt-6 border-t border-border pt-5">
      <h3 id="my-feedback" className="text-sm font-semibold text-fg">
        What you sent
      </h3>
      {list.isPending ? (
        <p className="mt-2 text-sm text-muted">Loading…</p>
      ) : list.isError ? (
        <p className="mt-2 text-sm text-danger-fg">{errorMessage(list.error, 'Could not load your feedback.')}</p>
      ) : items.length === 0 ? (
        <p className="mt-2 text-sm text-muted">Nothing yet.</p>
      ) : (
        <ul className="mt-3 space-y-2">
          {items.map((item) => (
            <li key={item.id} className="flex items-start gap-3 rounded-xl border border-border bg-bg/40 p-3">
              <div className="min-w-0 flex-1">
                <p className="text-xs text-muted">
                  {AREA_TITLES[item.area] ?? item.area} · {FEEDBACK_KIND_LABELS[item.kind]} ·{' '}
                  <time dateTime={item.createdAt}>{new Date(item.createdAt).toLocaleString()}</time>
                </p>
                <p className="mt-1 whitespace-pre-wrap break-words text-sm text-fg">{item.message}</p>
              </div>
              <Button variant="ghost" size="icon" aria-label="Take this feedback back" disabled={remove.isPending} onClick={() => remove.mutate(item.id)}>
                <Trash2 className="size-4" aria-hidden />
              </Button>
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}

export default function BetaPage() {
  const { user } = useCurrentUser();
  const signedIn = Boolean(user);
  return (
    <PageFrame
      actions={
        <Button asChild variant="ghost">
          <Link to={signedIn ? '/dashboard' : '/login'}>{signedIn ? 'Dashboard' : 'Sign in'}</Link>
        </Button>
      }
    >
      <section className="mb-8 max-w-3xl pt-4">
        <Badge tone="brand" className="mb-3">
          <FlaskConical className="size-3.5" aria-hidden /> {BRAND.name} Beta
        </Badge>
        <h1 className="text-3xl font-semibold tracking-tight text-fg sm:text-4xl">Try what we are building next</h1>
        <p className="mt-3 text-base text-muted">
          Each area below is working software you can use today, still changing as we learn. Tell us what works for you and what does not: the
          team reads every message.
        </p>
      </section>
      <div className="grid gap-5 md:grid-cols-2 xl:grid-cols-3">
        {BETA_AREAS.map((area) => (
          <AreaCard key={area.id} area={area} />
        ))}
      </div>
      <Card className="mt-10 max-w-3xl p-5 sm:p-6" id="feedback">
        <div className="mb-5 flex items-center gap-3">
          <span aria-hidden className="grid size-10 place-items-center rounded-xl bg-brand/15 text-brand-fg">
            <MessageSquareHeart className="size-5" />
          </span>
          <div>
            <h2 className="text-lg font-semibold text-fg">Send feedback</h2>
            <p className="text-sm text-muted">Ideas, problems, praise: it all reaches the team.</p>
          </div>
        </div>
        <FeedbackForm signedIn={signedIn} />
        {signedIn && <MyFeedback />}
      </Card>
    </PageFrame>
  );
}
