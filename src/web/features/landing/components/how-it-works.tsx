import { ArrowRight, Compass, Sparkles } from 'lucide-react';
import { Link } from '../../../ui/link';
import { paths } from '../../../lib/paths';
import { buttonVariants } from '../../../ui/button';
import { DONE_FOR_YOU, SAMPLE_WORLD, STEPS } from '../content';
import { Section } from './section';

/** Self-serve first: the three steps anyone can take today; then the done-for-you offer. */
export function HowItWorks() {
  return (
    <Section eyebrow="How it works" title="From exports to a world, yourself, today" className="pt-4 sm:pt-6">
      <ol className="grid gap-5 md:grid-cols-3">
        {STEPS.map((s, i) => (
          <li key={s.title} className="relative rounded-2xl border border-border bg-surface/60 p-6">
            <span className="text-gradient text-4xl font-bold">{String(i + 1).padStart(2, '0')}</span>
            <h3 className="mt-3 text-lg font-semibold">{s.title}</h3>
            <p className="mt-2 text-sm leading-6 text-muted">{s.text}</p>
          </li>
        ))}
      </ol>
      <div className="mt-6 flex flex-wrap gap-3">
        <Link to={paths.onboarding} className={buttonVariants({})}>
          Import your data <ArrowRight />
        </Link>
        <Link to={paths.sampleWorld} className={buttonVariants({ variant: 'secondary' })}>
          <Compass /> {SAMPLE_WORLD.title}
        </Link>
      </div>
      <aside
        aria-labelledby="done-for-you-title"
        className="mt-10 flex flex-col gap-4 rounded-2xl border border-dashed border-border bg-surface/40 p-6 sm:flex-row sm:items-center sm:justify-between"
      >
        <div className="flex gap-4">
          <Sparkles className="mt-1 size-5 shrink-0 text-brand-2" aria-hidden />
          <div>
            <h3 id="done-for-you-title" className="font-semibold">
              {DONE_FOR_YOU.title}
            </h3>
            <p className="mt-1 max-w-2xl text-sm leading-6 text-muted">{DONE_FOR_YOU.text}</p>
          </div>
        </div>
        <Link to={paths.pricing} className={buttonVariants({ variant: 'ghost', className: 'shrink-0' })}>
          {DONE_FOR_YOU.cta} <ArrowRight />
        </Link>
      </aside>
    </Section>
  );
}
