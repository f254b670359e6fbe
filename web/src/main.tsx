import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { QueryClientProvider } from '@tanstack/react-query';
import { RouterProvider } from 'react-router';
import { Toaster } from 'react-hot-toast';
import { createQueryClient } from './lib/query-client';
import { reportError } from './lib/error-reporting';
import { router } from './app/router';
import './styles.css';

const queryClient = createQueryClient();
window.addEventListener('error', (e) => reportError(e.error ?? e.message));
window.addEventListener('unhandledrejection', (e) => reportError(e.reason));

createRoot(document.getElementById('root')!).render(
  <StrictMode>
    <QueryClientProvider client={queryClient}>
      <RouterProvider router={router} />
      {/* react-hot-toast's defaults are the spec's: 4 s blank/error/custom, 2 s success, loading until dismissed, at most 20. */}
      <Toaster position="top-right" />
    </QueryClientProvider>
  </StrictMode>,
);
