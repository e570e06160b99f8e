/**
 * On the hub of your own world, on Basic with more data points than the plan shows: what
 * the 1,000 are (ADR 052), a choice of chats and/or a period to draw them from, what is
 * left out, and the way to Pro (billing's UpgradeButton). GET/PUT /api/worlds/scope; saving
 * refreshes every world.
 */
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { CalendarRange, MessagesSquare, SlidersHorizontal } from 'lucide-react';
import { useEffect, useId, useRef, useState, type FormEvent } from 'react';
import { useLocation } from 'react-router';
import { worldsApi } from '../../../../contract/endpoints/worlds';
import type { WorldSummary } from '../../../../contract/worlds';
import { BasicScopeBodySchema, type PlanScope } from '../../../../contract/worlds-scope';
import { call } from '../../../lib/api';
import { errorMessage } from '../../../lib/api-client';
import { checkForm, type FieldErrors } from '../../../lib/form';
import { worldsKey } from '../../../lib/queries/worlds';
import { Badge } from '../../../ui/badge';
import { Button } from '../../../ui/button';
import { Card } from '../../../ui/card';
import { Input } from '../../../ui/input';
import { FieldError, Label } from '../../../ui/label';
import { Spinner } from '../../../ui/spinner';
import { UpgradeButton } from '../../billing';

const NUMBER = new Intl.NumberFormat('en-US');
/** Under the worlds' prefix: an import that finishes or goes away refreshes it with the worlds. */
const scopeKey = [...worldsKey, 'own', 'scope'] as const;

/** The hub's panel; renders nothing on Pro or when everything imported is shown. */
export function PlanScopePanel({ summary }: { summary: WorldSummary }) {
  const show = summary.plan === 'basic' && (summary.dataPoints > summary.limit || summary.coverage.rule === 'chosen');
  const scope = useQuery({ queryKey: scopeKey, queryFn: () => call(worldsApi.scope), enabled: show, staleTime: 30_000 });
  // The coverage line of every world links here ("Choose what they are"): scroll to the panel once it has its content.
  const { hash } = useLocation();
  const ref = useRef<HTMLDivElement>(null);
  const loaded = scope.isSuccess;
  useEffect(() => {
    if (hash === '#plan-scope' && loaded) ref.current?.scrollIntoView({ block: 'start' });
  }, [hash, loaded]);
  if (!show) return null;
  return (
    <Card ref={ref} id="plan-scope" aria-labelledby="plan-scope-title" className="scroll-mt-24 p-0">
      <div className="flex flex-wrap items-start justify-between gap-4 border-b border-border p-6">
        <div className="min-w-0">
          <div className="mb-2 flex items-center gap-2">
            <Badge tone="brand">Basic plan</Badge>
          </div>
          <h2 id="plan-scope-title" className="text-xl font-semibold tracking-tight">
            Your Basic world shows {NUMBER.format(summary.shown)} of {NUMBER.format(summary.dataPoints)} data points
          </h2>
          <p className="mt-1 max-w-2xl text-sm text-muted">
            Every count, chart, map and story in your worlds is {summary.coverage.text}. Choose the chats or the period they come from.
          </p>
        </div>
        {/* Stripe Checkout when the server has Stripe, else the contact address, said plainly (billing, ADR 053). */}
        <UpgradeButton />
      </div>
      {scope.isPending ? (
        <div className="flex justify-center p-8">
          <Spinner />
        </div>
      ) : scope.isError ? (
        <p role="alert" className="p-6 text-sm text-danger-fg">
          {errorMessage(scope.error, 'Your choice could not be loaded.')}
        </p>
      ) : (
        <ScopeForm key={JSON.stringify(scope.data.choice)} scope={scope.data} />
      )}
    </Card>
  );
}

function ScopeForm({ scope }: { scope: PlanScope }) {
  const id = useId();
  const client = useQueryClient();
  const [chosen, setChosen] = useState<Set<string>>(() => new Set(scope.choice.chatIds));
  const [from, setFrom] = useState(scope.choice.from ?? '');
  const [to, setTo] = useState(scope.choice.to ?? '');
  const [errors, setErrors] = useState<FieldErrors>({});
  const save = useMutation({
    mutationFn: (body: { chatIds: string[]; from: string | null; to: string | null }) => call(worldsApi.updateScope, { body }),
    onSuccess: (data) => {
      client.setQueryData(scopeKey, data);
      // Every world is drawn from the new set: refetch them all.
      void client.invalidateQueries({ queryKey: worldsKey });
    },
  });
  const dirty =
    [...chosen].sort().join() !== scope.choice.chatIds.join() || (from || null) !== scope.choice.from || (to || null) !== scope.choice.to;

  const submit = (e: FormEvent) => {
    e.preventDefault();
    const checked = checkForm(BasicScopeBodySchema, { chatIds: [...chosen], from: from || null, to: to || null });
    setErrors(checked.errors);
    if (checked.ok) save.mutate({ chatIds: [...chosen], from: from || null, to: to || null });
  };
  const clear = () => {
    setChosen(new Set());
    setFrom('');
    setTo('');
    setErrors({});
    save.mutate({ chatIds: [], from: null, to: null });
  };
  const toggle = (chat: string, on: boolean) =>
    setChosen((prev) => {
      const next = new Set(prev);
      if (on) next.add(chat);
      else next.delete(chat);
      return next;
    });
  const outside = scope.outsideChats.photos + scope.outsideChats.points;

  return (
    <form onSubmit={submit} className="grid gap-6 p-6 lg:grid-cols-[minmax(0,3fr)_minmax(0,2fr)]">
      <div className="grid content-start gap-5">
        <fieldset className="grid gap-2">
          <legend className="mb-2 flex items-center gap-2 text-sm font-semibold">
            <MessagesSquare aria-hidden className="size-4 text-brand-2" /> Chats
          </legend>
          <p className="-mt-1 text-xs text-muted">None ticked: every chat, with your photos and places.</p>
          <ul className="grid max-h-64 gap-1 overflow-y-auto rounded-xl border border-border bg-surface-2/40 p-1.5">
            {scope.chats.map((c) => (
              <li key={c.id}>
                <label className="flex cursor-pointer items-center gap-3 rounded-lg px-2.5 py-2 text-sm hover:bg-surface-2">
                  <input
                    type="checkbox"
                    checked={chosen.has(c.id)}
                    onChange={(e) => toggle(c.id, e.target.checked)}
                    className="size-4 shrink-0 accent-brand"
                  />
                  <span className="min-w-0 flex-1 truncate">{c.title}</span>
                  {c.isGroup && <Badge className="hidden sm:inline-flex">Group</Badge>}
                  <span className="shrink-0 tabular-nums text-muted">{NUMBER.format(c.messages)} messages</span>
                </label>
              </li>
            ))}
          </ul>
          {chosen.size > 0 && outside > 0 && (
            <p className="text-xs text-muted">
              Photos and location history belong to no chat: with chats ticked, {describeOutside(scope.outsideChats)} are left out.
            </p>
          )}
          <FieldError>{errors.chatIds}</FieldError>
        </fieldset>

        <fieldset className="grid gap-2">
          <legend className="mb-2 flex items-center gap-2 text-sm font-semibold">
            <CalendarRange aria-hidden className="size-4 text-brand-2" /> Period
          </legend>
          <div className="grid gap-3 sm:grid-cols-2">
            <div className="grid gap-1.5">
              <Label htmlFor={`${id}-from`}>First day</Label>
              <Input
                id={`${id}-from`}
                type="date"
                value={from}
                onChange={(e) => setFrom(e.target.value)}
                aria-invalid={Boolean(errors.from)}
                aria-describedby={errors.from ? `${id}-from-error` : undefined}
              />
              <FieldError id={`${id}-from-error`}>{errors.from}</FieldError>
            </div>
            <div className="grid gap-1.5">
              <Label htmlFor={`${id}-to`}>Last day</Label>
              <Input id={`${id}-to`} type="date" value={to} onChange={(e) => setTo(e.target.value)} aria-invalid={Boolean(errors.to)} />
              <FieldError>{errors.to}</FieldError>
            </div>
          </div>
        </fieldset>

        <div className="flex flex-wrap items-center gap-3">
          <Button type="submit" disabled={!dirty || save.isPending}>
            {save.isPending ? <Spinner /> : <SlidersHorizontal aria-hidden />} Save choice
          </Button>
          {scope.applied && (
            <Button type="button" variant="outline" onClick={clear} disabled={save.isPending}>
              Back to the newest {NUMBER.format(scope.limit)}
            </Button>
          )}
          {save.isError && (
            <span role="alert" className="text-sm text-danger-fg">
              {errorMessage(save.error, 'Your choice was not saved.')}
            </span>
          )}
        </div>
      </div>

      <aside aria-label="What your world shows" className="grid content-start gap-4 self-start rounded-xl border border-border bg-surface-2/40 p-5 text-sm">
        <div>
          <h3 className="font-semibold">Shown</h3>
          <p className="mt-1 text-muted">Every figure is {scope.coverage.text}.</p>
        </div>
        <div>
          <h3 className="font-semibold">Left out: {NUMBER.format(scope.leftOut.count)} data points</h3>
          {scope.leftOut.parts.length ? (
            <ul className="mt-2 grid gap-1.5 text-muted">
              {scope.leftOut.parts.map((p) => (
                <li key={p.label} className="flex gap-2">
                  <span aria-hidden className="mt-2 size-1.5 shrink-0 rounded-full bg-border" />
                  <span>{p.label}</span>
                </li>
              ))}
            </ul>
          ) : (
            <p className="mt-1 text-muted">{scope.leftOut.text}</p>
          )}
        </div>
        <p className="border-t border-border pt-4 text-xs text-muted">
          Imports keep everything: nothing left out is deleted, and a new choice (or Pro) shows it again.
        </p>
      </aside>
    </form>
  );
}

/** "2 photos and 14 location points" */
function describeOutside({ photos, points }: PlanScope['outsideChats']): string {
  const parts = [photos ? `${NUMBER.format(photos)} photo${photos === 1 ? '' : 's'}` : '', points ? `${NUMBER.format(points)} location point${points === 1 ? '' : 's'}` : ''];
  return parts.filter(Boolean).join(' and ');
}
