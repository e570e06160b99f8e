import { QueryClientProvider } from '@tanstack/react-query';
import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { RouterProvider } from 'react-router';
import { createQueryClient } from './lib/query-client';
import { loginPathFor } from './lib/require-auth';
import { CURRENT_USER_KEY } from './lib/session';
import { createRouter } from './routes';
import { LazyToaster } from './ui/lazy-toaster';
import './styles/app.css';

const router = createRouter();
const queryClient = createQueryClient({
  currentUserKey: CURRENT_USER_KEY,
  // A 401 while signed in: sign in again, then come back to this page.
  onSessionEnded: () => router.navigate(loginPathFor(router.state.location)),
});

createRoot(document.getElementById('root')!).render(
  <StrictMode>
    <QueryClientProvider client={queryClient}>
      <RouterProvider router={router} />
      <LazyToaster />
    </QueryClientProvider>
  </StrictMode>,
);
