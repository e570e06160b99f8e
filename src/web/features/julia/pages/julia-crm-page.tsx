import { useQuery } from '@tanstack/react-query';
import { Plus, UserRound } from 'lucide-react';
import { useState } from 'react';
import { CONTACT_STATUSES, CreateContactBodySchema, type Contact, type ContactStatus } from '../../../../contract/julia-crm';
import { checkForm, maxLengthOf } from '../../../lib/form';
import { RequireAuth } from '../../../lib/require-auth';
import { Badge } from '../../../ui/badge';
import { Button } from '../../../ui/button';
import { Dialog, DialogContent, DialogTitle } from '../../../ui/dialog';
import { Input } from '../../../ui/input';
import { Label } from '../../../ui/label';
import { PageFrame } from '../../../ui/page-frame';
import { Spinner } from '../../../ui/spinner';
import { Tabs, TabsContent, TabsList, TabsTrigger } from '../../../ui/tabs';
import { contactsQuery, founderProfileQuery, juliaSummaryQuery, useCreateContact } from '../crm/api';
import { ContactBoard } from '../crm/contact-board';
import { TrustMeter, warmthTone } from '../crm/contact-bits';
import { ContactDetailDialog } from '../crm/contact-detail-dialog';
import { describeProfile, FounderProfileDialog } from '../crm/founder-profile';
import { SampleBadge, SampleBanner, SampleEmptyState } from '../crm/sample-bits';
import { refused } from '../crm/refused';
import { RoundPipeline } from '../crm/round-pipeline';
import { JuliaSectionNav, selectClass } from '../shared/julia-section-nav';

export default function JuliaCrmPage() {
  return (
    <PageFrame actions={<JuliaSectionNav />}>
      {/* The heading stands outside the session check, so the page names itself at once. */}
      <h1 className="text-3xl font-bold tracking-tight">Investor CRM</h1>
      <RequireAuth>{() => <Crm />}</RequireAuth>
    </PageFrame>
  );
}

function Crm() {
  const contacts = useQuery(contactsQuery());
  const summary = useQuery(juliaSummaryQuery());
  const [openId, setOpenId] = useState<string | null>(null);
  const [adding, setAdding] = useState(false);
  const [profiling, setProfiling] = useState(false);
  const profile = useQuery(founderProfileQuery());
  const open = contacts.data?.find((c) => c.id === openId) ?? null;
  const onOpen = (c: Contact) => setOpenId(c.id);
  return (
    <div className="mt-1 space-y-6">
      <div className="flex flex-wrap items-center justify-between gap-4">
        <div>
          <p className="text-muted">
            {summary.data && summary.data.contacts > 0
              ? `${summary.data.hotDeals} hot deals · ${summary.data.prospects} prospects · ${summary.data.outreach} in outreach${
                  summary.data.sample.contacts ? ` (${summary.data.sample.contacts} of ${summary.data.contacts} contacts are sample)` : ''
                }`
              : 'Your relationships with investors, round by round.'}
          </p>
        </div>
        <div className="flex flex-wrap gap-2">
          <Button variant="outline" onClick={() => setProfiling(true)} title={profile.data?.profile ? describeProfile(profile.data.profile) : undefined}>
            <UserRound /> {profile.data?.profile ? 'Founder profile' : 'Add founder profile'}
          </Button>
          <Button onClick={() => setAdding(true)}>
            <Plus /> Add contact
          </Button>
        </div>
      </div>
      <SampleBanner />
      {!contacts.data ? (
        contacts.isError ? <p role="alert" className="text-red-300">Could not load your contacts. Please try again.</p> : <Spinner label="Loading your CRM…" />
      ) : contacts.data.length === 0 && summary.data?.rounds === 0 ? (
        <SampleEmptyState title="Your CRM is empty" sampleLabel="Add sample contacts">
          <Button onClick={() => setAdding(true)}>
            <Plus /> Add your first contact
          </Button>
        </SampleEmptyState>
      ) : (
        <Tabs defaultValue="board">
          <TabsList aria-label="CRM views">
            <TabsTrigger value="board">Board</TabsTrigger>
            <TabsTrigger value="table">Table</TabsTrigger>
            <TabsTrigger value="rounds">Rounds</TabsTrigger>
          </TabsList>
          <TabsContent value="board" className="mt-4">
            <ContactBoard contacts={contacts.data} onOpen={onOpen} />
          </TabsContent>
          <TabsContent value="table" className="mt-4">
            <ContactTable contacts={contacts.data} onOpen={onOpen} />
          </TabsContent>
          <TabsContent value="rounds" className="mt-4">
            <RoundPipeline contacts={contacts.data} onOpen={onOpen} />
          </TabsContent>
        </Tabs>
      )}
      <ContactDetailDialog contact={open} onClose={() => setOpenId(null)} />
      <AddContactDialog open={adding} onOpenChange={setAdding} />
      <FounderProfileDialog open={profiling} onOpenChange={setProfiling} profile={profile.data?.profile ?? null} />
    </div>
  );
}

function ContactTable({ contacts, onOpen }: { contacts: Contact[]; onOpen: (c: Contact) => void }) {
  const order = (s: ContactStatus) => CONTACT_STATUSES.indexOf(s);
  const rows = [...contacts].sort((a, b) => order(a.status) - order(b.status) || a.position - b.position);
  return (
    <div className="overflow-x-auto rounded-xl border border-border bg-surface">
      <table className="w-full min-w-[720px] text-left text-sm">
        <thead className="border-b border-border text-xs uppercase tracking-wide text-muted">
          <tr>
            <th className="px-4 py-3">Name</th>
            <th className="px-4 py-3">Status</th>
            <th className="px-4 py-3">Trust</th>
            <th className="px-4 py-3">Intent</th>
            <th className="px-4 py-3">Warmth</th>
            <th className="px-4 py-3">Last contact</th>
            <th className="px-4 py-3">Reminder</th>
          </tr>
        </thead>
        <tbody>
          {rows.map((c) => (
            <tr key={c.id} className="cursor-pointer border-b border-border/60 last:border-0 hover:bg-surface-2" onClick={() => onOpen(c)}>
              <td className="px-4 py-2.5">
                <button type="button" className="text-left font-medium hover:underline" onClick={(e) => { e.stopPropagation(); onOpen(c); }}>
                  {c.name}
                </button>
                <SampleBadge source={c.source} className="ml-2 align-middle" />
                <div className="text-xs text-muted">{c.company}</div>
              </td>
              <td className="px-4 py-2.5">
                <Badge tone={c.status === 'Hot Deal' ? 'danger' : c.status === 'Prospect' ? 'warning' : 'neutral'}>{c.status}</Badge>
              </td>
              <td className="px-4 py-2.5 text-xs"><TrustMeter trust={c.trust} /></td>
              <td className="px-4 py-2.5">{c.intent}</td>
              <td className="px-4 py-2.5"><Badge tone={warmthTone(c.warmth)}>{c.warmth}</Badge></td>
              <td className="px-4 py-2.5 tabular-nums">{c.lastContact ?? '—'}</td>
              <td className="px-4 py-2.5 tabular-nums">{c.nextReminder ?? '—'}</td>
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}

/** The add-contact form's rules and messages are the contract's. */
const contactFields = CreateContactBodySchema.shape;

function AddContactDialog({ open, onOpenChange }: { open: boolean; onOpenChange: (o: boolean) => void }) {
  const [name, setName] = useState('');
  const [company, setCompany] = useState('');
  const [email, setEmail] = useState('');
  const [status, setStatus] = useState<ContactStatus>('Outreach');
  const create = useCreateContact();
  return (
    <Dialog open={open} onOpenChange={onOpenChange}>
      <DialogContent>
        <DialogTitle>Add a contact</DialogTitle>
        <form
          className="mt-4 space-y-3"
          onSubmit={(e) => {
            e.preventDefault();
            const body = { name, company, email, status };
            if (refused(checkForm(CreateContactBodySchema, body))) return;
            create.mutate(body, {
              onSuccess: () => {
                setName('');
                setCompany('');
                setEmail('');
                onOpenChange(false);
              },
            });
          }}
        >
          <div>
            <Label htmlFor="c-name">Name</Label>
            <Input id="c-name" value={name} onChange={(e) => setName(e.target.value)} required maxLength={maxLengthOf(contactFields.name)} />
          </div>
          <div>
            <Label htmlFor="c-company">Firm</Label>
            <Input id="c-company" value={company} onChange={(e) => setCompany(e.target.value)} maxLength={maxLengthOf(contactFields.company)} />
          </div>
          <div>
            <Label htmlFor="c-email">Email</Label>
            <Input id="c-email" type="email" value={email} onChange={(e) => setEmail(e.target.value)} maxLength={maxLengthOf(contactFields.email)} />
          </div>
          <div>
            <Label htmlFor="c-status">Status</Label>
            <select id="c-status" className={`${selectClass} w-full`} value={status} onChange={(e) => setStatus(e.target.value as ContactStatus)}>
              {CONTACT_STATUSES.map((s) => (
                <option key={s}>{s}</option>
              ))}
            </select>
          </div>
          <div className="flex justify-end">
            <Button type="submit" disabled={!name.trim() || create.isPending}>
              Add contact
            </Button>
          </div>
        </form>
      </DialogContent>
    </Dialog>
  );
}
