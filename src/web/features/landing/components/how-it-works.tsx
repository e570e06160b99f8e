import { STEPS } from '../content';
import { Section } from './section';

export function HowItWorks() {
  return (
    <Section eyebrow="How it works" title="From exports to a world in three steps" className="pt-4 sm:pt-6">
      <ol className="grid gap-5 md:grid-cols-3">
        {STEPS.map((s, i) => (
          <li key={s.title} className="relative rounded-2xl border border-border bg-surface/60 p-6">
            <span className="text-gradient text-4xl font-bold">{String(i + 1).padStart(2, '0')}</span>
            <h3 className="mt-3 text-lg font-semibold">{s.title}</h3>
            <p className="mt-2 text-sm leading-6 text-muted">{s.text}</p>
          </li>
        ))}
      </ol>
    </Section>
  );
}
