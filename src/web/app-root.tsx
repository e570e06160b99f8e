import { QueryClientProvider, type QueryClient } from '@tanstack/react-query';
import { StrictMode, type ComponentProps, type ReactNode } from 'react';
import { RouterProvider } from 'react-router';
import { LazyToaster } from './ui/lazy-toaster';

/**
 * The whole app's tree, the same in the browser (main.tsx) and in the build's prerender of
 * the visitor landing (prerender.tsx), so that hydration finds exactly the HTML it would render.
 */
export function AppRoot({
  router,
  queryClient,
  children,
}: {
  router: ComponentProps<typeof RouterProvider>['router'];
  queryClient: QueryClient;
  /** Renders nothing in the page (effects only), so prerendered HTML and hydration agree without it. */
  children?: ReactNode;
}) {
  return (
    <StrictMode>
      <QueryClientProvider client={queryClient}>
        <RouterProvider router={router} />
        <LazyToaster />
        {children}
      </QueryClientProvider>
    </StrictMode>
  );
}
