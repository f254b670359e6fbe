import { useMutation, useQueryClient, type QueryClient, type QueryKey } from '@tanstack/react-query';
import toast from 'react-hot-toast';
import { call, ifMatch } from './api';

/**
 * A mutation that, once it succeeds, brings the cache up to date through `then` (given the query client and the
 * answer); `onError` where no form shows the failure.
 */
export function useMutationThen<I = void, D = unknown>(
  mutationFn: (input: I) => Promise<D>,
  then: (qc: QueryClient, data: D) => unknown,
  onError?: (e: Error) => void,
) {
  const qc = useQueryClient();
  return useMutation({ mutationFn, onSuccess: (data: D) => then(qc, data), onError });
}

/** What a save does with its answer: cached at `queryKey` (or the key of the record it answered with), `refresh` refetched, `done` toasted. */
const cacheAnswer =
  <D>(queryKey: QueryKey | ((data: D) => QueryKey), refresh: QueryKey[], done?: string | ((data: D) => string)) =>
  (qc: QueryClient, data: D) => {
    qc.setQueryData(typeof queryKey === 'function' ? queryKey(data) : queryKey, data);
    for (const key of refresh) void qc.invalidateQueries({ queryKey: key });
    if (done) toast.success(typeof done === 'string' ? done : done(data));
  };

/**
 * A save whose answer is the query's new data: the cached copy at `queryKey` (or the key of the record it
 * answered with) becomes it, with no refetch; the queries that show part of it (`refresh`) are refetched and,
 * with `done`, a toast says it is saved.
 */
export const useCachedMutation = <I = void, D = unknown>(
  queryKey: QueryKey | ((data: D) => QueryKey),
  mutationFn: (input: I) => Promise<D>,
  refresh: QueryKey[] = [],
  done?: string,
) => useMutationThen(mutationFn, cacheAnswer(queryKey, refresh, done));

/** A write after which the queries at `refresh` are refetched and, with `done` (worded from the answer where it depends on it), a toast says it is done. */
export const useRefreshingMutation = <I = void, D = unknown>(
  mutationFn: (input: I) => Promise<D>,
  refresh: QueryKey[],
  done?: string | ((data: D) => string),
) =>
  useMutationThen(mutationFn, (qc, data) => {
    for (const queryKey of refresh) void qc.invalidateQueries({ queryKey });
    if (done) toast.success(typeof done === 'string' ? done : done(data));
  });

/** A record's PUT endpoint on the typed client (`api.relays[':id']`), as a versioned save calls it. */
type PutById = { $put(args: { param: { id: string }; json: never }, options: ReturnType<typeof ifMatch>): Parameters<typeof call>[0] };

/**
 * Saves a new version of record `id` through `endpoint`. If-Match names the version of `query` the editor loaded,
 * so someone else's edit meanwhile is not overwritten (the server answers 412); the answer becomes the cached copy.
 */
export function useVersionedSave<I, D extends { version: number }>(
  endpoint: PutById,
  id: string,
  query: { queryKey: QueryKey },
  refresh: QueryKey[],
  done: string,
) {
  const qc = useQueryClient();
  return useCachedMutation(
    query.queryKey,
    async (json: I) => {
      const headers = ifMatch(qc.getQueryData<D>(query.queryKey)?.version);
      return ((await call(endpoint.$put({ param: { id }, json: json as never }, headers))) as { data: D }).data;
    },
    refresh,
    done,
  );
}

/**
 * `useCachedMutation` for a one-click action with no form to show its failure in (duplicate, clone, refresh): the
 * answer is cached under `queryKey(answer)`, `refresh` refetched, a toast says it is done, and a failure says why.
 */
export const useCachedAction = <I, D>(
  queryKey: (data: D) => QueryKey,
  mutationFn: (input: I) => Promise<D>,
  refresh: QueryKey[],
  done: string | ((data: D) => string),
) => useMutationThen(mutationFn, cacheAnswer(queryKey, refresh, done), (e) => toast.error(e.message));

/** A collection's POST endpoint on the typed client (`api.relays`), as a create calls it. */
type PostNew = { $post(args: { json: never }): Parameters<typeof call>[0] };

/** Creates a record through `endpoint`: the answer is cached under `query(its id)`, `refresh` refetched and `done` toasted. */
export const useCreateSave = <I, D extends { id: string }>(
  endpoint: PostNew,
  query: (id: string) => { queryKey: QueryKey },
  refresh: QueryKey[],
  done: string,
) =>
  useCachedMutation(
    (data: D) => query(data.id).queryKey,
    async (json: I) => ((await call(endpoint.$post({ json: json as never }))) as { data: D }).data,
    refresh,
    done,
  );
