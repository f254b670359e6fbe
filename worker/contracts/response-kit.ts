import * as v from 'valibot';

/**
 * Pieces every `*-responses.ts` file builds its answer schemas from. The OpenAPI document describes
 * each success body from such a schema, and each schema is declared through `schemaOf<Dto>()`, a compile-time check
 * that its output type is exactly the DTO type its service returns, so the document cannot drift.
 */

/** An ISO 8601 instant, as every answer writes times. */
export const instant = v.pipe(v.string(), v.isoTimestamp(), v.metadata({ examples: ['2026-12-07T15:00:00.000Z'] }));
/** A stored time (epoch ms) as an answer's `instant`: the one conversion every DTO mapping uses. */
export const iso = (ms: number) => new Date(ms).toISOString();
/** `iso` of a time that may be unset. */
export const isoOrNull = (ms: number | null) => (ms === null ? null : iso(ms));
export const absoluteUrl = v.pipe(v.string(), v.url());
/** A tally: a whole number, never below zero. */
export const count = v.pipe(v.number(), v.integer(), v.minValue(0));

/**
 * The named fields of a stored row (or a validated input), copied unchanged and in the order named: the part
 * of a DTO or of a row's columns that is the source as it is. Only the named keys are copied, never the rest.
 */
export const pick = <T extends object, K extends keyof T>(source: T, ...keys: K[]): Pick<T, K> =>
  Object.fromEntries(keys.map((k) => [k, source[k]])) as Pick<T, K>;

/** `{ data: T }`, the envelope of single-object answers. */
export const dataOf = <S extends v.GenericSchema>(schema: S) => v.object({ data: schema });
/** `{ data: T[] }`, the envelope of list answers without paging. */
export const listOf = <S extends v.GenericSchema>(schema: S) => v.object({ data: v.array(schema) });

/**
 * What the OpenAPI document shows as an answer's examples, piped after its schema:
 * `v.pipe(v.object({...}), examples({...}))`. The input type comes from the pipe, as with `v.metadata`.
 */
export const examples = <TInput>(...values: unknown[]) => v.metadata<TInput, { examples: unknown[] }>({ examples: values });

/** True when A and B are the same type both ways. */
export type Same<A, B> = [A] extends [B] ? ([B] extends [A] ? true : false) : false;
export type Out<S extends v.GenericSchema> = v.InferOutput<S>;

/**
 * The schema of an answer whose service returns `T`, unchanged: `schemaOf<BookingDto>()(v.object({...}))`. It does
 * not compile unless the schema's output is exactly `T` both ways (the error names the output that differs), so the
 * check stands where the schema is declared and a new schema cannot miss it.
 */
export const schemaOf =
  <T>() =>
  <S extends v.GenericSchema>(schema: S & (Same<T, Out<S>> extends true ? unknown : { 'output differs from the DTO': Out<S> })): S =>
    schema;
