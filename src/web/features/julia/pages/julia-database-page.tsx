import { useQuery } from '@tanstack/react-query';
import { Download, Search, Upload } from 'lucide-react';
import { useEffect, useState } from 'react';
import {
  CHECK_SIZE_BUCKETS,
  INVESTOR_FOCUS_AREAS,
  INVESTOR_STAGES,
  type CheckSizeBucket,
  type Investor,
  type InvestorSearchInput,
} from '../../../../contract/julia-crm';
import { RequireAuth } from '../../../lib/require-auth';
import { Badge } from '../../../ui/badge';
import { Button } from '../../../ui/button';
import { Input } from '../../../ui/input';
import { PageFrame } from '../../../ui/page-frame';
import { Spinner } from '../../../ui/spinner';
import { exportUrl, founderProfileQuery, investorsQuery, juliaSummaryQuery } from '../crm/api';
import { FounderProfileBar, NO_PROFILE } from '../crm/founder-profile';
import { ImportDialog } from '../crm/import-dialog';
import { InvestorDetailDialog } from '../crm/investor-detail-dialog';
import { SampleBadge, SampleBanner, SampleEmptyState } from '../crm/sample-bits';
import { JuliaSectionNav, selectClass } from '../shared/julia-section-nav';

const PAGE_SIZE = 25;

export default function JuliaDatabasePage() {
  return (
    <PageFrame actions={<JuliaSectionNav />}>
      {/* The heading stands outside the session check, so the page names itself at once. */}
      <h1 className="text-3xl font-bold tracking-tight">Investor database</h1>
      <RequireAuth>{() => <InvestorDatabase />}</RequireAuth>
    </PageFrame>
  );
}

function InvestorDatabase() {
  const [typed, setTyped] = useState('');
  const [q, setQ] = useState('');
  const [focus, setFocus] = useState('');
  const [stage, setStage] = useState('');
  const [check, setCheck] = useState<CheckSizeBucket | ''>('');
  const [chosenSort, setSort] = useState<'match' | 'name' | 'activity' | 'portfolio' | null>(null);
  const profile = useQuery(founderProfileQuery());
  const hasProfile = !!profile.data?.profile;
  // Best match first once there is a profile to match against; by name before (no score to sort by).
  const sort = chosenSort === 'match' && !hasProfile ? 'name' : (chosenSort ?? (hasProfile ? 'match' : 'name'));
  const [page, setPage] = useState(1);
  const [selected, setSelected] = useState<Investor | null>(null);
  const [importing, setImporting] = useState(false);

  // Search as one types, once typing pauses.
  useEffect(() => {
    const t = setTimeout(() => setQ(typed.trim()), 250);
    return () => clearTimeout(t);
  }, [typed]);
  useEffect(() => setPage(1), [q, focus, stage, check, sort]);

  const params: InvestorSearchInput = { q: q || undefined, focus: focus || undefined, stage: stage || undefined, check: check || undefined, sort, page, pageSize: PAGE_SIZE };
  const summary = useQuery(juliaSummaryQuery());
  const list = useQuery(investorsQuery(params));
  const pages = Math.max(1, Math.ceil((list.data?.total ?? 0) / PAGE_SIZE));
  // A capped count ("1,000+") does not say where the matches end: a full page has a next one.
  const capped = !!list.data?.totalCapped;
  const hasNext = capped ? list.data?.items.length === PAGE_SIZE : page < pages;
  const filtered = !!(q || focus || stage || check);
  const empty = summary.data?.investors === 0;

  return (
    <div className="mt-1 space-y-6">
      <div className="flex flex-wrap items-center justify-between gap-4">
        <div>
          <p className="text-muted">Search, filter and annotate the investors for your raise. Your notes stay private.</p>
        </div>
        <div className="flex flex-wrap gap-2">
          <Button variant="outline" onClick={() => setImporting(true)}>
            <Upload /> Import CSV
          </Button>
          <Button variant="outline" asChild>
            <a href={exportUrl(params)} download="investors.csv">
              <Download /> Export CSV
            </a>
          </Button>
        </div>
      </div>

      <SampleBanner />

      {empty ? (
        <SampleEmptyState title="Your investor database is empty" sampleLabel="Add sample investors">
          <Button onClick={() => setImporting(true)}>
            <Upload /> Import a CSV of investors
          </Button>
        </SampleEmptyState>
      ) : (
        <>
      <section aria-label="Figures" className="grid grid-cols-3 gap-2 sm:gap-3">
        <Stat label="Investors" value={summary.data?.investors} sample={summary.data?.sample.investors} />
        <Stat label="Hot deals" value={summary.data?.hotDeals} sample={summary.data?.sample.hotDeals} />
        <Stat label="Prospects" value={summary.data?.prospects} sample={summary.data?.sample.prospects} />
      </section>

      <FounderProfileBar />

      <section aria-label="Search and filters" className="flex flex-wrap items-center gap-2">
        <div className="relative min-w-64 flex-1">
          <Search className="pointer-events-none absolute left-3 top-1/2 size-4 -translate-y-1/2 text-muted" aria-hidden />
          <Input aria-label="Search investors" placeholder="Search name, firm, focus, location, portfolio, news…" value={typed} onChange={(e) => setTyped(e.target.value)} className="pl-9" type="search" />
        </div>
        <select aria-label="Focus" className={selectClass} value={focus} onChange={(e) => setFocus(e.target.value)}>
          <option value="">All focus areas</option>
          {INVESTOR_FOCUS_AREAS.map((f) => (
            <option key={f}>{f}</option>
          ))}
        </select>
        <select aria-label="Check size" className={selectClass} value={check} onChange={(e) => setCheck(e.target.value as CheckSizeBucket | '')}>
          <option value="">Any check size</option>
          {Object.entries(CHECK_SIZE_BUCKETS).map(([k, b]) => (
            <option key={k} value={k}>
              {b.label}
            </option>
          ))}
        </select>
        <select aria-label="Stage" className={selectClass} value={stage} onChange={(e) => setStage(e.target.value)}>
          <option value="">All stages</option>
          {INVESTOR_STAGES.map((s) => (
            <option key={s}>{s}</option>
          ))}
        </select>
        <select aria-label="Sort by" className={selectClass} value={sort} onChange={(e) => setSort(e.target.value as typeof sort)}>
          {hasProfile && <option value="match">Best match</option>}
          <option value="name">Name</option>
          <option value="activity">Recent activity</option>
          <option value="portfolio">Portfolio size</option>
        </select>
      </section>

      <div className="flex items-center justify-between text-sm text-muted" aria-live="polite">
        <span data-testid="result-count">
          {list.data && !list.isPlaceholderData
            ? `${list.data.total.toLocaleString('en-US')}${list.data.totalCapped ? '+' : ''} ${filtered ? 'matching ' : ''}investor${list.data.total === 1 ? '' : 's'}`
            : list.data
              ? 'Searching…'
              : 'Loading…'}
        </span>
        {list.isFetching && <Spinner label="Searching" />}
      </div>

      {list.isError ? (
        <p role="alert" className="text-red-300">Could not load the investors. Please try again.</p>
      ) : !list.data ? (
        <Spinner label="Preparing your investor database…" />
      ) : list.data.items.length === 0 ? (
        <div className="rounded-xl border border-border bg-surface p-10 text-center text-muted">No investor matches. Try fewer words or filters.</div>
      ) : (
        <div className="overflow-x-auto rounded-xl border border-border bg-surface">
          <table className="w-full min-w-[760px] text-left text-sm">
            <thead className="border-b border-border text-xs uppercase tracking-wide text-muted">
              <tr>
                <th className="px-4 py-3">Investor</th>
                <th className="px-4 py-3">Focus</th>
                <th className="px-4 py-3">Check size</th>
                <th className="px-4 py-3">Stages</th>
                <th className="px-4 py-3 text-right">Portfolio</th>
                <th className="px-4 py-3 text-right">Match</th>
              </tr>
            </thead>
            <tbody>
              {list.data.items.map((inv) => (
                <tr key={inv.id} className="cursor-pointer border-b border-border/60 transition last:border-0 hover:bg-surface-2" onClick={() => setSelected(inv)}>
                  <td className="min-w-60 px-4 py-3">
                    <button type="button" className="text-left font-medium hover:underline" onClick={(e) => { e.stopPropagation(); setSelected(inv); }}>
                      {inv.name}
                    </button>
                    <SampleBadge source={inv.source} className="ml-2 align-middle" />
                    <div className="text-xs text-muted">
                      {inv.firm} · {inv.location}
                    </div>
                    {inv.matchReasons.length > 0 && <div className="mt-0.5 max-w-md text-xs text-muted" data-testid="match-reasons">{inv.matchReasons.join(' · ')}</div>}
                  </td>
                  <td className="px-4 py-3">
                    <div className="flex flex-wrap gap-1">
                      {inv.focus.map((f) => (
                        <Badge key={f} tone="brand">{f}</Badge>
                      ))}
                    </div>
                  </td>
                  <td className="px-4 py-3 whitespace-nowrap">{inv.checkSize}</td>
                  <td className="px-4 py-3 text-xs text-muted">{inv.stages.join(', ')}</td>
                  <td className="px-4 py-3 text-right tabular-nums">{inv.totalPortfolio}</td>
                  <td className="px-4 py-3 text-right">
                    {inv.matchScore === null ? (
                      <span className="text-muted" title={NO_PROFILE}>—</span>
                    ) : (
                      <Badge tone={inv.matchScore >= 80 ? 'success' : inv.matchScore >= 60 ? 'warning' : 'neutral'}>{inv.matchScore}/100</Badge>
                    )}
                  </td>
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      )}

      {list.data && list.data.total > PAGE_SIZE && (
        <nav aria-label="Pages" className="flex items-center justify-end gap-2 text-sm">
          <Button variant="outline" size="sm" disabled={page <= 1} onClick={() => setPage((p) => p - 1)}>
            Previous
          </Button>
          <span className="tabular-nums text-muted">
            Page {page.toLocaleString('en-US')} of {capped ? `${Math.max(pages, page).toLocaleString('en-US')}+` : pages.toLocaleString('en-US')}
          </span>
          <Button variant="outline" size="sm" disabled={!hasNext} onClick={() => setPage((p) => p + 1)}>
            Next
          </Button>
        </nav>
      )}

        </>
      )}

      <InvestorDetailDialog investor={selected} onClose={() => setSelected(null)} />
      <ImportDialog open={importing} onOpenChange={setImporting} />
    </div>
  );
}

function Stat({ label, value, sample }: { label: string; value: number | undefined; sample: number | undefined }) {
  return (
    <div className="rounded-xl border border-border bg-surface p-3 sm:p-4">
      <div className="text-[10px] uppercase tracking-wide text-muted sm:text-xs">{label}</div>
      <div className="mt-1 text-2xl font-bold tabular-nums" data-testid={`stat-${label.toLowerCase().replace(/\s+/g, '-')}`}>
        {value === undefined ? '…' : value.toLocaleString('en-US')}
      </div>
      {!!sample && (
        <div className="mt-0.5 text-[10px] text-yellow-300 sm:text-xs" data-testid={`stat-${label.toLowerCase().replace(/\s+/g, '-')}-sample`}>
          {sample === value ? 'all sample' : `${sample.toLocaleString('en-US')} sample`}
        </div>
      )}
    </div>
  );
}
