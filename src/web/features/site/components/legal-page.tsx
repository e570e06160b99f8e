import type { ReactNode } from 'react';
import { PageHeader, SiteLayout } from './site-layout';

/** Every legal page states this date (spec §2, §9). */
export const LEGAL_LAST_UPDATED = 'May 2, 2025';

export interface LegalSection {
  id: string;
  title: string;
  body: ReactNode;
}

/** A readable legal document: title, date, a table of contents and numbered sections. */
export function LegalPage({ title, intro, sections }: { title: string; intro: ReactNode; sections: LegalSection[] }) {
  return (
    <SiteLayout>
      <PageHeader eyebrow="Legal" title={title}>
        <p className="text-base">Last updated: {LEGAL_LAST_UPDATED}</p>
      </PageHeader>
      <div className="mx-auto grid max-w-6xl gap-10 px-6 py-12 lg:grid-cols-[220px_1fr]">
        <nav aria-label="On this page" className="hidden lg:block">
          <div className="sticky top-24 space-y-1 text-sm">
            <p className="mb-2 font-medium text-fg">On this page</p>
            {sections.map((s, i) => (
              <a key={s.id} href={`#${s.id}`} className="block rounded-md py-1 text-muted transition hover:text-fg">
                {i + 1}. {s.title}
              </a>
            ))}
          </div>
        </nav>
        <article className="legal max-w-3xl space-y-10 text-[15px] leading-7 text-fg/90">
          <div className="text-base leading-7 text-muted">{intro}</div>
          {sections.map((s, i) => (
            <section key={s.id} id={s.id} className="scroll-mt-24 space-y-3">
              <h2 className="text-xl font-semibold text-fg">
                {i + 1}. {s.title}
              </h2>
              {s.body}
            </section>
          ))}
        </article>
      </div>
    </SiteLayout>
  );
}
