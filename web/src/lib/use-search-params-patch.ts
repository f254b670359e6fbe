import * as React from 'react';
import { useSearchParams } from 'react-router';

/** Keys to set in the query string; null, undefined or '' removes the key. */
export type SearchParamsPatch = Record<string, string | null | undefined>;

/** Applies a patch to a copy of the query string: empty values remove their key, the rest are set. */
export function patchSearchParams(prev: URLSearchParams, patch: SearchParamsPatch): URLSearchParams {
  const next = new URLSearchParams(prev);
  for (const [key, value] of Object.entries(patch)) {
    if (value) next.set(key, value);
    else next.delete(key);
  }
  return next;
}

/**
 * The query string and a stable `patch` that changes some of its keys and keeps the others. It
 * replaces the history entry: filters and views are state of one page, not steps the Back button
 * should walk through.
 */
export function useSearchParamsPatch() {
  const [params, setParams] = useSearchParams();
  const patch = React.useCallback(
    (changes: SearchParamsPatch) => setParams((prev) => patchSearchParams(prev, changes), { replace: true }),
    [setParams],
  );
  return [params, patch] as const;
}
