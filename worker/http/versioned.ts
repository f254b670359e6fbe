import type { Context } from 'hono';
import type { ContentfulStatusCode } from 'hono/utils/http-status';
import type { GenericSchema } from 'valibot';
import { dataOf } from '../contracts/response-kit';
import { etagOf } from './etag';
import { doc } from './openapi';

/*
 * A versioned object (a router, a rule) is edited by compare-and-set: its read answers its version as
 * ETag, and an edit sends that tag back in If-Match and is refused with 412 once the version moved on.
 * These describe and answer both halves alike for every such object.
 */

/** Documents the read of a versioned object: `summary` plus "(ETag: its version)". */
export const docVersionedRead = (tag: string, summary: string, schema: GenericSchema) =>
  doc(tag, `${summary} (ETag: its version)`, { ok: { etag: true, schema: dataOf(schema) } });

/** Documents the compare-and-set edit of a versioned object: `summary` plus "(If-Match: the version edited, else 412)". */
export const docVersionedEdit = (tag: string, summary: string, schema: GenericSchema) =>
  doc(tag, `${summary} (If-Match: the version edited, else 412)`, { ifMatch: true, ok: { etag: true, schema: dataOf(schema) } });

/** Answers a versioned object with its version as ETag, so the client can send it back in If-Match. */
export const versioned = <T extends { version: number }, S extends ContentfulStatusCode = 200>(c: Context, data: T, status?: S) =>
  c.json({ data }, (status ?? 200) as S, { ETag: etagOf(data.version) });
