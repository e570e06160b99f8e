import { Compass } from 'lucide-react';
import { Link } from 'react-router';
import { paths } from '../../lib/paths';

export default function NotFoundPage() {
  return (
    <main className="mx-auto flex min-h-screen max-w-xl flex-col items-center justify-center gap-5 px-6 text-center">
      <Compass className="size-12 text-brand" aria-hidden />
      <h1 className="text-4xl font-bold">Page Not Found</h1>
      <p className="text-muted">The page you are looking for does not exist or has moved.</p>
      <Link to={paths.home} className="rounded-lg bg-brand px-4 py-2 text-sm font-medium text-white hover:bg-violet-500">
        Go home
      </Link>
    </main>
  );
}
