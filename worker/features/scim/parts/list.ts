import { SCIM_MAX_RESULTS, SCIM_SCHEMAS } from '../../../contracts/scim';

/** A list request's query: the filter, and 1-based paging (RFC 7644 section 3.4.2.4). */
export type ListQuery = { filter?: string; startIndex?: string; count?: string; excludedAttributes?: string };

const int = (raw: string | undefined, fallback: number) => {
  const n = raw === undefined || raw === '' ? NaN : Math.trunc(Number(raw));
  return Number.isFinite(n) ? n : fallback;
};

/** One page of a ListResponse; a startIndex below 1 counts as 1 and count is capped at the page maximum. */
export async function listResponse<T, R>(all: T[], q: ListQuery, toResource: (item: T) => R | Promise<R>) {
  const startIndex = Math.max(1, int(q.startIndex, 1));
  const count = Math.min(SCIM_MAX_RESULTS, Math.max(0, int(q.count, SCIM_MAX_RESULTS)));
  const page = all.slice(startIndex - 1, startIndex - 1 + count);
  return {
    schemas: [SCIM_SCHEMAS.listResponse],
    totalResults: all.length,
    startIndex,
    itemsPerPage: page.length,
    Resources: await Promise.all(page.map(toResource)),
  };
}
