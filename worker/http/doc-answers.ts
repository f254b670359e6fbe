import type { GenericSchema } from 'valibot';
import { dataOf, listOf } from '../contracts/response-kit';
import { doc } from './openapi';

// The success answers most routes give, described in one call each: a list (`{ data: [...] }`), one
// object (`{ data }`), a created object (201) and a done with no body (204). Anything else uses `doc`.

/** 200 with `{ data: T[] }`. */
export const docList = (tag: string, summary: string, schema: GenericSchema) => doc(tag, summary, { ok: { schema: listOf(schema) } });

/** 200 with `{ data: T }`. */
export const docData = (tag: string, summary: string, schema: GenericSchema) => doc(tag, summary, { ok: { schema: dataOf(schema) } });

/** 201 with `{ data: T }`, the object just made. */
export const docCreated = (tag: string, summary: string, schema: GenericSchema) =>
  doc(tag, summary, { ok: { status: 201, schema: dataOf(schema) } });

/** 204: done, no body. */
export const docDone = (tag: string, summary: string) => doc(tag, summary, { ok: { status: 204 } });
