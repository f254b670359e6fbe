import { MutationCache, QueryCache, QueryClient, type InvalidateOptions, type InvalidateQueryFilters } from '@tanstack/react-query';
import { ApiRequestError } from './api-error';

const NO_RETRY = new Set([401, 404, 422]);
const SESSION_KEY = ['session'];

/** Spec section 4 "Requests": at most 2 retries, never on 401/404/422 or an expired token; data never stale. */
export function shouldRetry(failureCount: number, error: unknown) {
  if (failureCount >= 2) return false;
  if (error instanceof ApiRequestError && (NO_RETRY.has(error.status) || error.tokenExpired || error.status === 403)) return false;
  return true;
}

/**
 * A change invalidates what shows it; but TanStack answers the invalidation of a query still on its first load
 * with that load, read before the change (it reuses a first load in flight instead of cancelling it): a note
 * added while the page's notes were loading stayed missing. Such loads are cancelled first, so the refetch reads
 * after the change.
 */
class ChangeAwareQueryClient extends QueryClient {
  override async invalidateQueries(filters?: InvalidateQueryFilters, options?: InvalidateOptions) {
    const firstLoads = this.getQueryCache()
      .findAll(filters)
      .filter((q) => q.state.fetchStatus === 'fetching' && q.state.data === undefined);
    await Promise.all(firstLoads.map((q) => q.cancel({ revert: true })));
    return super.invalidateQueries(filters, options);
  }
}

export function createQueryClient() {
  // A 401 means the server ended the session (signed out everywhere, past its length or idle timeout): the
  // session is forgotten, so the signed-in shell sends the user to /login and back here after signing in.
  const onError = (error: unknown) => {
    if (error instanceof ApiRequestError && error.status === 401 && client.getQueryData(SESSION_KEY))
      client.setQueryData(SESSION_KEY, null);
  };
  const client: QueryClient = new ChangeAwareQueryClient({
    queryCache: new QueryCache({ onError }),
    mutationCache: new MutationCache({ onError }),
    defaultOptions: {
      queries: { retry: shouldRetry, staleTime: Infinity, refetchOnWindowFocus: false },
      mutations: { retry: false },
    },
  });
  return client;
}
