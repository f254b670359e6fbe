import * as v from 'valibot';

/**
 * A signed webhook's body read as the vendor's event: JSON that `schema` accepts. Anything else (not JSON,
 * not an event this endpoint understands) throws the caller's `bad` error, the 400 the vendor is answered.
 */
export function webhookEvent<S extends v.GenericSchema>(body: string, schema: S, bad: () => Error): v.InferOutput<S> {
  let raw: unknown;
  try {
    raw = JSON.parse(body);
  } catch {
    throw bad();
  }
  const event = v.safeParse(schema, raw);
  if (!event.success) throw bad();
  return event.output;
}
