import { Briefcase, Coins, GraduationCap, Megaphone, Globe2, Sparkles, Users } from 'lucide-react';
import { useId, useState, type FormEvent } from 'react';
import { COMING_SOON as SOON } from '../../../lib/feature-status';
import { Button } from '../../../ui/button';
import { ComingSoonBadge } from '../../../ui/coming-soon';
import { Input } from '../../../ui/input';
import { Label } from '../../../ui/label';
import { PageHeader, SiteLayout } from '../components/site-layout';

const DIMENSIONS = [
  { icon: Briefcase, title: 'Career', text: 'Industries, employers and seniority over time: where graduates start and where they end up.' },
  { icon: Globe2, title: 'Geography', text: 'Where alumni live and work today, and how the network spreads across countries and cities.' },
  { icon: Users, title: 'Gender', text: 'Gender balance by cohort, field and career stage, and where the gaps open up.' },
  { icon: Coins, title: 'Net worth', text: 'Estimated wealth bands from public signals such as exits, funding rounds and board seats.' },
  { icon: Megaphone, title: 'Influence', text: 'Reach and leadership: founders, executives, authors and public voices among alumni.' },
] as const;

/** Spec §2's two coming-soon items, from the one list (lib/feature-status.ts). */
const COMING_SOON = (['alumni-cohorts', 'alumni-live-world'] as const).map((id) => ({ id, ...SOON[id] }));

export default function AlumniPage() {
  const inputId = useId();
  const [university, setUniversity] = useState('');

  function onSubmit(e: FormEvent<HTMLFormElement>) {
    e.preventDefault();
    const name = university.trim();
    if (!name) return;
    window.alert(`Alumni analysis for ${name} is coming soon! We'll let you know when it's ready.`);
  }

  return (
    <SiteLayout>
      <PageHeader eyebrow="University alumni data" title="See where a university's people really go.">
        <p>
          Built on 25,000 alumni across 54 countries. Enter a university to map its graduates across five dimensions.
        </p>
      </PageHeader>

      <div className="mx-auto max-w-6xl px-6 py-12">
        <form
          onSubmit={onSubmit}
          className="rounded-2xl border border-border bg-surface/80 p-6 shadow-xl shadow-black/20 sm:p-8"
          aria-label="Analyze a university"
        >
          <Label htmlFor={inputId} className="flex items-center gap-2 text-base">
            <GraduationCap className="size-5 text-brand-2" aria-hidden /> University name
          </Label>
          <div className="mt-3 flex flex-col gap-3 sm:flex-row">
            <Input
              id={inputId}
              required
              value={university}
              onChange={(e) => setUniversity(e.target.value)}
              placeholder="e.g. University of Toronto"
              className="h-12 w-full text-base sm:flex-1"
            />
            <Button type="submit" size="lg" className="h-12">
              <Sparkles /> Analyze
            </Button>
          </div>
        </form>

        <h2 className="mt-14 text-2xl font-semibold">Five dimensions</h2>
        <div className="mt-6 grid gap-5 sm:grid-cols-2 lg:grid-cols-5">
          {DIMENSIONS.map(({ icon: Icon, title, text }) => (
            <div key={title} className="rounded-2xl border border-border bg-surface/60 p-5">
              <Icon className="size-6 text-brand" aria-hidden />
              <h3 className="mt-4 font-semibold">{title}</h3>
              <p className="mt-2 text-sm leading-6 text-muted">{text}</p>
            </div>
          ))}
        </div>

        <h2 className="mt-14 text-2xl font-semibold">Coming soon</h2>
        <div className="mt-6 grid gap-5 sm:grid-cols-2">
          {COMING_SOON.map((item) => (
            <div key={item.title} className="rounded-2xl border border-dashed border-border bg-surface/40 p-5">
              <div className="flex items-center justify-between gap-3">
                <h3 className="font-semibold">{item.title}</h3>
                <ComingSoonBadge feature={item.id} />
              </div>
              <p className="mt-2 text-sm text-muted">{item.text}</p>
            </div>
          ))}
        </div>
      </div>
    </SiteLayout>
  );
}
