/**
 * The founder profile (issue #30): stage, sectors, round size and geography, from which
 * every investor's match score is computed on the server. Without one no score is shown.
 */
import { useQuery } from '@tanstack/react-query';
import { UserRound } from 'lucide-react';
import { useEffect, useState } from 'react';
import {
  FOUNDER_GEOGRAPHIES,
  FounderProfileSchema,
  formatUsd,
  INVESTOR_FOCUS_AREAS,
  INVESTOR_STAGES,
  readAmount,
  type FounderProfile,
} from '../../../../contract/julia-crm';
import { errorMessage } from '../../../lib/api-client';
import { checkForm } from '../../../lib/form';
import { Button } from '../../../ui/button';
import { Dialog, DialogContent, DialogDescription, DialogTitle } from '../../../ui/dialog';
import { Input } from '../../../ui/input';
import { Label } from '../../../ui/label';
import { toast } from '../../../ui/use-toast';
import { selectClass } from '../shared/julia-section-nav';
import { founderProfileQuery, useDeleteProfile, useSaveProfile } from './api';

export const NO_PROFILE = 'Add your founder profile to see matches';

export const describeProfile = (p: FounderProfile) => `${p.stage} · ${p.sectors.join(', ')} · ${formatUsd(p.roundSizeUsd)} round · ${p.geography}`;

/** One line: the profile and an Edit button, or the call to add one. */
export function FounderProfileBar() {
  const profile = useQuery(founderProfileQuery());
  const [open, setOpen] = useState(false);
  if (!profile.data) return null;
  const p = profile.data.profile;
  return (
    <section aria-label="Founder profile" className="flex flex-wrap items-center justify-between gap-3 rounded-xl border border-border bg-surface p-3 text-sm sm:p-4">
      <div className="flex min-w-0 items-center gap-2">
        <UserRound className="size-4 shrink-0 text-muted" aria-hidden />
        {p ? (
          <p className="min-w-0">
            <span className="text-muted">Matching against your profile: </span>
            <span className="font-medium" data-testid="founder-profile">{describeProfile(p)}</span>
          </p>
        ) : (
          <p className="text-muted">{NO_PROFILE}: your stage, sectors, round size and geography.</p>
        )}
      </div>
      <Button variant={p ? 'outline' : 'primary'} size="sm" onClick={() => setOpen(true)}>
        {p ? 'Edit founder profile' : 'Add founder profile'}
      </Button>
      <FounderProfileDialog open={open} onOpenChange={setOpen} profile={p} />
    </section>
  );
}

export function FounderProfileDialog({ open, onOpenChange, profile }: { open: boolean; onOpenChange: (o: boolean) => void; profile: FounderProfile | null }) {
  const [stage, setStage] = useState<FounderProfile['stage']>('Seed');
  const [sectors, setSectors] = useState<FounderProfile['sectors']>([]);
  const [round, setRound] = useState('');
  const [geography, setGeography] = useState<FounderProfile['geography']>('United States');
  const [error, setError] = useState('');
  const save = useSaveProfile();
  const remove = useDeleteProfile();
  useEffect(() => {
    if (!open) return;
    setStage(profile?.stage ?? 'Seed');
    setSectors(profile?.sectors ?? []);
    setRound(profile ? formatUsd(profile.roundSizeUsd) : '');
    setGeography(profile?.geography ?? 'United States');
    setError('');
  }, [open, profile]);
  const toggle = (s: FounderProfile['sectors'][number]) => setSectors((xs) => (xs.includes(s) ? xs.filter((x) => x !== s) : [...xs, s]));
  return (
    <Dialog open={open} onOpenChange={onOpenChange}>
      <DialogContent className="max-w-xl">
        <DialogTitle>Founder profile</DialogTitle>
        <DialogDescription className="text-muted">Match scores are computed from it: stage, sector, whether their cheques fit your round, and geography.</DialogDescription>
        <form
          aria-label="Founder profile"
          className="mt-4 space-y-4"
          onSubmit={(e) => {
            e.preventDefault();
            setError('');
            const roundSizeUsd = readAmount(round);
            if (Number.isNaN(roundSizeUsd)) return setError('Round size is an amount in dollars, e.g. $2M or 750k');
            const checked = checkForm(FounderProfileSchema, { stage, sectors, roundSizeUsd, geography });
            if (!checked.ok) return setError(Object.values(checked.errors)[0] ?? 'Check the profile');
            save.mutate(checked.data, {
              onSuccess: () => {
                onOpenChange(false);
                toast({ title: 'Founder profile saved', description: 'Match scores are computed from it.', variant: 'success' });
              },
              onError: (err) => setError(errorMessage(err, 'Could not save the profile.')),
            });
          }}
        >
          <div className="grid gap-3 sm:grid-cols-3">
            <div>
              <Label htmlFor="fp-stage">Stage</Label>
              <select id="fp-stage" className={`${selectClass} w-full`} value={stage} onChange={(e) => setStage(e.target.value as FounderProfile['stage'])}>
                {INVESTOR_STAGES.map((s) => (
                  <option key={s}>{s}</option>
                ))}
              </select>
            </div>
            <div>
              <Label htmlFor="fp-round">Round size (USD)</Label>
              <Input id="fp-round" value={round} onChange={(e) => setRound(e.target.value)} placeholder="e.g. $2M or 750k" inputMode="decimal" />
            </div>
            <div>
              <Label htmlFor="fp-geo">Geography</Label>
              <select id="fp-geo" className={`${selectClass} w-full`} value={geography} onChange={(e) => setGeography(e.target.value as FounderProfile['geography'])}>
                {FOUNDER_GEOGRAPHIES.map((g) => (
                  <option key={g}>{g}</option>
                ))}
              </select>
            </div>
          </div>
          <fieldset>
            <legend className="text-sm font-medium">Sectors (up to 5)</legend>
            <div className="mt-2 flex flex-wrap gap-2">
              {INVESTOR_FOCUS_AREAS.map((s) => (
                <label key={s} className="inline-flex cursor-pointer items-center gap-1.5 rounded-full border border-border px-2.5 py-1 text-xs has-[:checked]:border-brand has-[:checked]:bg-brand/15">
                  <input type="checkbox" className="accent-brand" checked={sectors.includes(s)} onChange={() => toggle(s)} />
                  {s}
                </label>
              ))}
            </div>
          </fieldset>
          {error && (
            <p role="alert" className="text-sm text-red-300">
              {error}
            </p>
          )}
          <div className="flex flex-wrap justify-between gap-2">
            {profile ? (
              <Button
                type="button"
                variant="ghost"
                disabled={remove.isPending}
                onClick={() => remove.mutate(undefined, { onSuccess: () => { onOpenChange(false); toast({ title: 'Founder profile deleted', description: 'No match scores are shown without one.' }); } })}
              >
                Delete profile
              </Button>
            ) : (
              <span />
            )}
            <Button type="submit" disabled={save.isPending}>
              {save.isPending ? 'Saving…' : 'Save profile'}
            </Button>
          </div>
        </form>
      </DialogContent>
    </Dialog>
  );
}
