import type { Context } from 'hono';

/** The weak validator a versioned object's answers carry in `ETag`: its version. */
export const etagOf = (version: number) => `W/"${version}"`;

const TAG = /^(?:W\/)?"(\d{1,9})"$/;

/**
 * The versions an `If-Match` header names, for a compare-and-set edit: undefined without the header
 * (or with `*`, which any existing row matches). A tag this server never issued names no version, so
 * it yields an empty list and the edit is refused as stale rather than applied blindly.
 */
export function ifMatchVersions(c: Context): number[] | undefined {
  const raw = c.req.header('if-match')?.trim();
  if (raw === undefined || raw === '' || raw === '*') return undefined;
  return raw
    .split(',')
    .map((t) => TAG.exec(t.trim())?.[1])
    .filter((v): v is string => v !== undefined)
    .map(Number);
}
