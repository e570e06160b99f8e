import { STATS } from '../content';

/** Spec §1 claims, exactly as stated. */
export function Stats() {
  return (
    <section aria-labelledby="stats-title" className="border-y border-border/60 bg-surface/40">
      <div className="mx-auto max-w-6xl px-6 py-12">
        <h2 id="stats-title" className="text-center text-sm font-medium tracking-wide text-muted uppercase">
          Built from real lives, at real scale
        </h2>
        <ul className="mt-8 grid grid-cols-2 gap-x-4 gap-y-8 sm:grid-cols-4 lg:grid-cols-7" data-testid="stats">
          {STATS.map((s, i) => (
            <li
              key={s.label}
              className={i === STATS.length - 1 ? 'col-span-2 text-center sm:col-span-1' : 'text-center'}
            >
              <p className="text-3xl font-bold tracking-tight text-fg sm:text-4xl">{s.value}</p>
              <p className="mt-1 text-sm text-muted">{s.label}</p>
            </li>
          ))}
        </ul>
      </div>
    </section>
  );
}
