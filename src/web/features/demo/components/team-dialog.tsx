import { MapPin, Search } from 'lucide-react';
import { useMemo, useState } from 'react';
import type { DemoTeamMember } from '../../../../contract/demo';
import { Dialog, DialogContent, DialogDescription, DialogTitle } from '../../../ui/dialog';
import { Input } from '../../../ui/input';
import { initialsOf } from '../model/format';

/** The team members dialog (spec §2), grouped by department, with a filter. */
export function TeamDialog({ open, onOpenChange, team, company }: { open: boolean; onOpenChange: (open: boolean) => void; team: DemoTeamMember[]; company: string }) {
  const [query, setQuery] = useState('');
  const groups = useMemo(() => {
    const q = query.trim().toLowerCase();
    const shown = q ? team.filter((m) => [m.name, m.role, m.department, m.location].some((v) => v.toLowerCase().includes(q))) : team;
    const byDept = new Map<string, DemoTeamMember[]>();
    for (const m of shown) byDept.set(m.department, [...(byDept.get(m.department) ?? []), m]);
    return [...byDept.entries()];
  }, [team, query]);
  const shownCount = groups.reduce((n, [, list]) => n + list.length, 0);
  return (
    <Dialog open={open} onOpenChange={onOpenChange}>
      <DialogContent className="flex max-h-[85vh] max-w-2xl flex-col">
        <DialogTitle>{team.length} team members</DialogTitle>
        <DialogDescription>
          Everyone at {company}, by department: {new Set(team.map((m) => m.department)).size} departments in {new Set(team.map((m) => m.location)).size} locations.
        </DialogDescription>
        <div className="relative mt-4">
          <Search className="pointer-events-none absolute left-3 top-1/2 size-4 -translate-y-1/2 text-muted" aria-hidden />
          <Input value={query} onChange={(e) => setQuery(e.target.value)} placeholder="Filter by name, role, department or location" aria-label="Filter team members" className="pl-9" />
        </div>
        <p className="sr-only" aria-live="polite">
          {query ? `${shownCount} of ${team.length} team members shown` : ''}
        </p>
        <div className="-mx-2 mt-4 min-h-0 flex-1 overflow-y-auto px-2" tabIndex={0} aria-label="Team members">
          {groups.length === 0 && <p className="py-8 text-center text-sm text-muted">Nobody matches &ldquo;{query}&rdquo;.</p>}
          {groups.map(([dept, list]) => (
            <section key={dept} className="mb-4">
              <h3 className="mb-2 flex items-center justify-between text-xs font-semibold uppercase tracking-wider text-muted">
                {dept} <span className="tabular-nums">{list.length}</span>
              </h3>
              <ul className="grid gap-1.5 sm:grid-cols-2">
                {list.map((m) => (
                  <li key={m.name} className="flex items-center gap-3 rounded-xl border border-border bg-surface-2/50 p-2.5" data-testid="team-member">
                    <span aria-hidden className="grid size-9 shrink-0 place-items-center rounded-full bg-gradient-to-br from-brand/80 to-brand-2/70 text-xs font-semibold text-white">
                      {initialsOf(m.name)}
                    </span>
                    <div className="min-w-0">
                      <p className="truncate text-sm font-medium">{m.name}</p>
                      <p className="truncate text-xs text-muted">{m.role}</p>
                      <p className="flex items-center gap-1 truncate text-xs text-muted">
                        <MapPin className="size-3 shrink-0" aria-hidden />
                        {m.location}
                      </p>
                    </div>
                  </li>
                ))}
              </ul>
            </section>
          ))}
        </div>
      </DialogContent>
    </Dialog>
  );
}
