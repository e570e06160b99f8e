import type { ReactNode } from 'react';
import { cn } from '../../../lib/cn';

/** A landing page band: optional eyebrow, title and intro, then content. */
export function Section({
  id,
  eyebrow,
  title,
  intro,
  children,
  className,
}: {
  id?: string;
  eyebrow?: string;
  title?: ReactNode;
  intro?: ReactNode;
  children: ReactNode;
  className?: string;
}) {
  const headingId = id ? `${id}-title` : undefined;
  return (
    <section id={id} aria-labelledby={title ? headingId : undefined} className={cn('scroll-mt-20 py-16 sm:py-20', className)}>
      <div className="mx-auto max-w-6xl px-6">
        {(eyebrow || title || intro) && (
          <div className="mb-10 max-w-2xl">
            {eyebrow && <p className="mb-3 text-sm font-medium tracking-wide text-brand-2 uppercase">{eyebrow}</p>}
            {title && (
              <h2 id={headingId} className="text-3xl font-bold tracking-tight text-balance sm:text-4xl">
                {title}
              </h2>
            )}
            {intro && <p className="mt-4 text-lg leading-8 text-muted">{intro}</p>}
          </div>
        )}
        {children}
      </div>
    </section>
  );
}
