import { QueryClient } from '@tanstack/react-query';
import { ApiRequestError } from './api-error';

const NO_RETRY = new Set([401, 404, 422]);

/** Spec section 4 "Requests": at most 2 retries, never on 401/404/422 or an expired token; data never stale. */
export function shouldRetry(failureCount: number, error: unknown) {
  if (failureCount >= 2) return false;
  if (error instanceof ApiRequestError && (NO_RETRY.has(error.status) || error.tokenExpired || error.status === 403)) return false;
  return true;
}

export function createQueryClient() {
  return new QueryClient({
    defaultOptions: {
      queries: { retry: shouldRetry, staleTime: Infinity, refetchOnWindowFocus: false },
      mutations: { retry: false },
    },
  });
}
