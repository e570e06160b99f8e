/**
 * Sample data says it is sample (issue #30): a "Sample" badge on every sample row, a banner
 * while any sample row exists with a one-click (confirmed) removal, and the empty state of a
 * new account that offers the sample next to the user's own ways in.
 */
import { useQuery } from '@tanstack/react-query';
import { FlaskConical } from 'lucide-react';
import { useState, type ReactNode } from 'react';
import { SAMPLE_BANNER, SAMPLE_DATASET, SAMPLE_TIMELINE_END, type JuliaSummary, type RowSource } from '../../../../contract/julia-crm';
import { Badge } from '../../../ui/badge';
import { Button } from '../../../ui/button';
import { Dialog, DialogContent, DialogDescription, DialogTitle } from '../../../ui/dialog';
import { toast } from '../../../ui/use-toast';
import { juliaSummaryQuery, useLoadSample, useRemoveSample } from './api';

const timelineEnd = new Date(`${SAMPLE_TIMELINE_END}T00:00:00Z`).toLocaleDateString('en-US', { month: 'long', year: 'numeric', timeZone: 'UTC' });

/** The label of a sample row; nothing for the user's own rows. */
export function SampleBadge({ source, className }: { source: RowSource; className?: string }) {
  if (source !== 'sample') return null;
  return (
    <Badge tone="warning" className={className} title="Made-up sample data" data-sample-badge="">
      Sample
    </Badge>
  );
}

export const sampleRowCount = (s: JuliaSummary | undefined) => (s ? s.sample.investors + s.sample.contacts + s.sample.rounds : 0);

/** Shown on each Julia CRM page while any sample row exists. */
export function SampleBanner() {
  const summary = useQuery(juliaSummaryQuery());
  const remove = useRemoveSample();
  const [confirming, setConfirming] = useState(false);
  const s = summary.data;
  if (!s || sampleRowCount(s) === 0) return null;
  return (
    <section aria-label="Sample data" className="flex flex-wrap items-center justify-between gap-3 rounded-xl border border-warning/40 bg-warning/10 p-3 text-sm sm:p-4">
      <div className="flex min-w-0 items-start gap-2">
        <FlaskConical className="mt-0.5 size-4 shrink-0 text-yellow-300" aria-hidden />
        <p>
          <strong className="font-semibold">{SAMPLE_BANNER}</strong>{' '}
          <span className="text-muted">
            {s.sample.investors.toLocaleString('en-US')} investors, {s.sample.contacts} contacts and {s.sample.rounds} rounds are marked Sample; their dates run on the
            sample&rsquo;s own timeline, up to {timelineEnd}, not your real activity.
          </span>
        </p>
      </div>
      <Button variant="outline" size="sm" onClick={() => setConfirming(true)} disabled={remove.isPending}>
        Remove sample data
      </Button>
      <Dialog open={confirming} onOpenChange={setConfirming}>
        <DialogContent>
          <DialogTitle>Remove the sample data?</DialogTitle>
          <DialogDescription className="mt-2 text-muted">
            This deletes every row marked Sample: {s.sample.investors.toLocaleString('en-US')} investors, {s.sample.contacts} contacts with their interactions, and{' '}
            {s.sample.rounds} rounds. Your own contacts, rounds, notes on your own investors and imported investors stay.
          </DialogDescription>
          <div className="mt-5 flex justify-end gap-2">
            <Button variant="ghost" onClick={() => setConfirming(false)}>
              Cancel
            </Button>
            <Button
              variant="danger"
              disabled={remove.isPending}
              onClick={() =>
                remove.mutate(undefined, {
                  onSuccess: () => {
                    setConfirming(false);
                    toast({ title: 'Sample data removed', variant: 'success' });
                  },
                })
              }
            >
              {remove.isPending ? 'Removing…' : 'Remove sample data'}
            </Button>
          </div>
        </DialogContent>
      </Dialog>
    </section>
  );
}

/** An empty CRM or database: the user's own ways in, and the sample (loaded whole, labelled, removable). */
export function SampleEmptyState({ title, children, sampleLabel }: { title: string; children: ReactNode; sampleLabel: string }) {
  const load = useLoadSample();
  return (
    <section aria-label={title} className="rounded-xl border border-dashed border-border bg-surface p-6 text-center sm:p-10">
      <h2 className="text-lg font-semibold">{title}</h2>
      <div className="mx-auto mt-4 flex max-w-xl flex-wrap justify-center gap-2">
        {children}
        <Button
          variant="outline"
          disabled={load.isPending}
          onClick={() => load.mutate(undefined, { onSuccess: () => toast({ title: 'Sample data added', description: 'Every sample row is marked Sample.', variant: 'success' }) })}
        >
          <FlaskConical /> {load.isPending ? 'Adding…' : sampleLabel}
        </Button>
      </div>
      <p className="mx-auto mt-4 max-w-xl text-xs text-muted">
        The sample is made up: {SAMPLE_DATASET.investors.toLocaleString('en-US')} investors, {SAMPLE_DATASET.contacts} contacts ({SAMPLE_DATASET.hotDeals} hot deals,{' '}
        {SAMPLE_DATASET.prospects} prospects) and {SAMPLE_DATASET.rounds} rounds, each marked Sample, which you can remove in one click.
      </p>
    </section>
  );
}
