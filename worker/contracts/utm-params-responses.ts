import * as v from 'valibot';
import type { UtmParamsDto } from './utm-params';
import { instant, schemaOf } from './response-kit';

/** The answer of the UTM parameters settings API, as a valibot schema. */

const mapped = v.pipe(v.nullable(v.string()), v.description('The CRM field key the parameter is written to; null when not mapped'));

export const utmParamsAnswerSchema = schemaOf<UtmParamsDto>()(
  v.pipe(
    v.object({
      fields: v.object({ source: mapped, medium: mapped, campaign: mapped, term: mapped, content: mapped }),
      updatedAt: v.pipe(v.nullable(instant), v.description('null until an Admin first saves the setting')),
    }),
    v.metadata({
      examples: [
        {
          fields: { source: 'lead_source', medium: null, campaign: 'lead_campaign', term: null, content: null },
          updatedAt: '2026-11-20T10:12:00.000Z',
        },
      ],
    }),
  ),
);

// The schema must describe exactly the type the service returns.
