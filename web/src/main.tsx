import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { QueryClientProvider } from '@tanstack/react-query';
import { RouterProvider } from 'react-router';
import { Toaster } from 'react-hot-toast';
import { createQueryClient } from './lib/query-client';
import { reportError } from './lib/error-reporting';
import { sessionQuery } from './lib/session';
import { preloadFirstRoute, router } from './app/router';
import './styles.css';

const queryClient = createQueryClient();
// The session probe and the first page's chunk start together, before React's first render.
void queryClient.prefetchQuery(sessionQuery);
const firstRoute = preloadFirstRoute(window.location.pathname);
window.addEventListener('error', (e) => reportError(e.error ?? e.message));
window.addEventListener('unhandledrejection', (e) => reportError(e.reason));

// The first render waits for the first page's chunk (it downloads alongside the entry), so that page draws
// at once rather than after a spinner; a chunk that is slow or fails does not hold the app back for long.
const FIRST_ROUTE_WAIT_MS = 1000;
void Promise.race([firstRoute, new Promise((resolve) => setTimeout(resolve, FIRST_ROUTE_WAIT_MS))]).then(() =>
  createRoot(document.getElementById('root')!).render(
    <StrictMode>
      <QueryClientProvider client={queryClient}>
        <RouterProvider router={router} />
        {/* react-hot-toast's defaults are the spec's: 4 s blank/error/custom, 2 s success, loading until dismissed, at most 20. */}
        <Toaster position="top-right" />
      </QueryClientProvider>
    </StrictMode>,
  ),
);
