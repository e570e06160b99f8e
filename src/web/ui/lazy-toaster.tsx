import { lazy, Suspense, useEffect, useState } from 'react';

const Toaster = lazy(() => import('./toaster').then((m) => ({ default: m.Toaster })));

/**
 * The toast region (Radix Toast), loaded right after the first paint instead of with the
 * landing page's first JavaScript (about 10 KB gzipped). Toasts raised before it arrives
 * wait in the store (`use-toast`) and show as soon as it renders.
 */
export function LazyToaster() {
  const [ready, setReady] = useState(false);
  useEffect(() => setReady(true), []);
  if (!ready) return null;
  return (
    <Suspense fallback={null}>
      <Toaster />
    </Suspense>
  );
}
