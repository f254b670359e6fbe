import * as v from 'valibot';
import { EXPORT_ON_THE_WAY, type ExportAcceptedDto } from './reports';
import { schemaOf } from './response-kit';

/**
 * The answer of "e-mail me this export" as a valibot schema: the OpenAPI document describes the
 * success body from it, and the type check at the bottom keeps it equal to the DTO type the service
 * returns. The download answers a CSV file, described in the route.
 */

export const exportAcceptedSchema = schemaOf<ExportAcceptedDto>()(
  v.pipe(
    v.object({
      id: v.pipe(v.string(), v.description('The export job; with an Idempotency-Key, the same id for every retry')),
      message: v.string(),
    }),
    v.metadata({ examples: [{ id: 'x-3f2a9c1b7d4e5f60718293a4b5c6d7e8', message: EXPORT_ON_THE_WAY }] }),
  ),
);

// The schema must describe exactly the type the service returns.
