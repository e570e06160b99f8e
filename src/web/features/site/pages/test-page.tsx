import { CheckCircle2 } from 'lucide-react';
import { SiteLayout } from '../components/site-layout';

/** Routing check (spec §2): proves a lazy route renders. */
export default function TestPage() {
  return (
    <SiteLayout>
      <div className="mx-auto flex max-w-xl flex-col items-center gap-4 px-6 py-28 text-center">
        <CheckCircle2 className="size-12 text-success" aria-hidden />
        <h1 className="text-3xl font-bold">Test Route Works!</h1>
        <p className="text-muted">The router loaded this page on demand.</p>
      </div>
    </SiteLayout>
  );
}
