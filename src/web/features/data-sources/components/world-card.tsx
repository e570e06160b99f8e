import { ArrowRight, Users } from 'lucide-react';
import { Link } from 'react-router';
import { SOURCE_LABELS } from '../../../../contract/worlds';
import { useWorldSummary } from '../../../lib/queries/worlds';
import { Card, CardDescription, CardTitle } from '../../../ui/card';
import { useWorldPeople } from '../api';

const n = (v: number) => v.toLocaleString('en-US');
const monthFormat = new Intl.DateTimeFormat('en-US', { year: 'numeric', month: 'short' });

/** What the imports add up to: the summary (and the plan's limit) and the people, most messages first. */
export function WorldCard() {
  const summary = useWorldSummary();
  const people = useWorldPeople();
  const s = summary.data;
  if (!s || s.dataPoints === 0) return null;
  const top = (people.data ?? []).slice(0, 12);
  return (
    <Card id="world" className="flex scroll-mt-6 flex-col gap-4" aria-labelledby="world-title">
      <div>
        <CardTitle id="world-title">Your world</CardTitle>
        <CardDescription>
          {n(s.messages)} messages, {n(s.photos)} photos and {n(s.places)} places from {s.sources.map((x) => SOURCE_LABELS[x]).join(', ')}
          {s.firstAt && s.lastAt ? `, ${monthFormat.format(new Date(s.firstAt))} – ${monthFormat.format(new Date(s.lastAt))}` : ''}.
        </CardDescription>
        {s.notice && <p className="mt-2 text-xs text-yellow-200">{s.notice}</p>}
        <Link to="/worlds" className="mt-3 inline-flex items-center gap-1 text-sm font-medium text-brand-2 hover:underline">
          Open your worlds <ArrowRight className="size-4" aria-hidden />
        </Link>
      </div>
      {top.length > 0 && (
      <section aria-labelledby="people-title">
        <h4 id="people-title" className="mb-2 flex items-center gap-2 text-sm font-semibold">
          <Users className="size-4 text-brand-2" aria-hidden /> People ({n(s.people)})
        </h4>
        <ul className="grid grid-cols-1 gap-2 sm:grid-cols-2" aria-label="People">
          {top.map((p) => (
            <li key={p.id} className="flex items-center justify-between gap-3 rounded-lg border border-border bg-bg/40 px-3 py-2 text-sm">
              <span className="truncate">
                {p.name}
                {p.isSelf && <span className="ml-1 text-xs text-muted">(you)</span>}
              </span>
              <span className="shrink-0 text-xs text-muted">{n(p.messageCount)} messages</span>
            </li>
          ))}
        </ul>
      </section>
      )}
    </Card>
  );
}
