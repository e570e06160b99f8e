import { useQuery } from '@tanstack/react-query';
import { useEffect, useState } from 'react';
import { NOTE_MAX, type Investor } from '../../../../contract/julia-crm';
import { Badge } from '../../../ui/badge';
import { Button } from '../../../ui/button';
import { Dialog, DialogContent, DialogDescription, DialogTitle } from '../../../ui/dialog';
import { Label } from '../../../ui/label';
import { Textarea } from '../../../ui/input';
import { toast } from '../../../ui/use-toast';
import { investorQuery, useCreateContact, useUpdateNote } from './api';
import { NO_PROFILE } from './founder-profile';
import { SampleBadge } from './sample-bits';

/** An investor's every field, with the private note editable and a way into the CRM. */
export function InvestorDetailDialog({ investor, onClose }: { investor: Investor | null; onClose: () => void }) {
  const { data } = useQuery({ ...investorQuery(investor?.id ?? ''), enabled: !!investor, initialData: investor ?? undefined });
  const inv = data ?? investor;
  const [note, setNote] = useState('');
  useEffect(() => setNote(inv?.privateNote ?? ''), [inv?.id, inv?.privateNote]);
  const save = useUpdateNote();
  const addContact = useCreateContact();
  return (
    <Dialog open={!!investor} onOpenChange={(open) => !open && onClose()}>
      <DialogContent className="max-w-2xl">
        {inv && (
          <div className="space-y-5">
            <div>
              <DialogTitle className="flex flex-wrap items-center gap-2">
                {inv.name}
                <SampleBadge source={inv.source} />
              </DialogTitle>
              <DialogDescription className="text-muted">
                {inv.firm} · {inv.location}
              </DialogDescription>
            </div>
            <div className="flex flex-wrap gap-2">
              {inv.focus.map((f) => (
                <Badge key={f} tone="brand">
                  {f}
                </Badge>
              ))}
              {inv.stages.map((s) => (
                <Badge key={s}>{s}</Badge>
              ))}
            </div>
            <dl className="grid grid-cols-2 gap-4 text-sm sm:grid-cols-4">
              <Fact label="Match score" value={inv.matchScore === null ? '—' : `${inv.matchScore}/100`} />
              <Fact label="Check size" value={inv.checkSize} />
              <Fact label="Portfolio" value={`${inv.totalPortfolio} companies`} />
              <Fact label={inv.source === 'sample' ? 'Last activity (sample)' : 'Last activity'} value={inv.lastActivity} />
            </dl>
            <div className="space-y-1 text-sm">
              <h3 className="font-medium">Match</h3>
              <p className="text-muted" data-testid="investor-match-reasons">
                {inv.matchReasons.length ? inv.matchReasons.join(' · ') : `${NO_PROFILE}.`}
              </p>
            </div>
            <div className="space-y-1 text-sm">
              <h3 className="font-medium">Recent investments</h3>
              <p className="text-muted">{inv.recentInvestments.join(', ') || 'None recorded'}</p>
            </div>
            <div className="space-y-1 text-sm">
              <h3 className="font-medium">Recent news</h3>
              <p className="text-muted">{inv.recentNews || 'No news recorded'}</p>
            </div>
            <form
              className="space-y-2"
              onSubmit={(e) => {
                e.preventDefault();
                save.mutate({ id: inv.id, privateNote: note }, { onSuccess: () => toast({ title: 'Note saved', variant: 'success' }) });
              }}
            >
              <Label htmlFor="investor-note">Private note</Label>
              <Textarea id="investor-note" value={note} maxLength={NOTE_MAX} onChange={(e) => setNote(e.target.value)} placeholder="Only you see this note." rows={4} />
              <div className="flex flex-wrap items-center justify-between gap-2">
                <Button
                  type="button"
                  variant="outline"
                  disabled={addContact.isPending}
                  onClick={() =>
                    addContact.mutate(
                      { name: inv.name, company: inv.firm, investorId: inv.id, status: 'Outreach', trust: 5 },
                      { onSuccess: () => toast({ title: `${inv.name} added to your CRM (Outreach)`, variant: 'success' }) },
                    )
                  }
                >
                  Add to CRM
                </Button>
                <Button type="submit" disabled={save.isPending || note === inv.privateNote}>
                  {save.isPending ? 'Saving…' : 'Save note'}
                </Button>
              </div>
            </form>
          </div>
        )}
      </DialogContent>
    </Dialog>
  );
}

function Fact({ label, value }: { label: string; value: string }) {
  return (
    <div className="rounded-lg border border-border bg-surface-2 p-3">
      <dt className="text-xs text-muted">{label}</dt>
      <dd className="mt-1 font-semibold">{value}</dd>
    </div>
  );
}
