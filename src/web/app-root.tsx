import { QueryClientProvider, type QueryClient } from '@tanstack/react-query';
import { StrictMode, type ComponentProps } from 'react';
import { Link as RouterLink, RouterProvider } from 'react-router';
import { LazyToaster } from './ui/lazy-toaster';
import { LinkProvider, type LinkProps } from './ui/link';

/** ui/link.tsx's links, in the app: the router's (client-side navigation). */
function AppLink(props: LinkProps) {
  return <RouterLink {...props} />;
}

/** The whole app's tree (boot.tsx). (The prerendered visitor landing is the island's tree: ADR 061.) */
export function AppRoot({ router, queryClient }: { router: ComponentProps<typeof RouterProvider>['router']; queryClient: QueryClient }) {
  return (
    <StrictMode>
      <QueryClientProvider client={queryClient}>
        <LinkProvider value={AppLink}>
          <RouterProvider router={router} />
        </LinkProvider>
        <LazyToaster />
      </QueryClientProvider>
    </StrictMode>
  );
}
