import { ArrowLeft, Sparkles } from 'lucide-react';
import { Link } from 'react-router';
import { paths } from '../lib/paths';

/**
 * A page whose issue has not landed yet: titled with its spec name, says what it
 * will be, and never pretends to work.
 */
export function PlannedPage({ title, description }: { title: string; description: string }) {
  return (
    <main className="mx-auto flex min-h-screen max-w-2xl flex-col items-center justify-center gap-6 px-6 text-center">
      <span className="inline-flex items-center gap-2 rounded-full border border-brand/30 bg-brand/10 px-3 py-1 text-xs text-violet-300">
        <Sparkles className="size-3.5" /> In development
      </span>
      <h1 className="text-4xl font-bold tracking-tight">{title}</h1>
      <p className="text-muted">{description}</p>
      <Link to={paths.home} className="inline-flex items-center gap-2 text-sm text-brand-2 hover:underline">
        <ArrowLeft className="size-4" /> Back to Mnemo
      </Link>
    </main>
  );
}
