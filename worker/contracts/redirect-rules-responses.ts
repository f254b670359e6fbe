import * as v from 'valibot';
import { conditionSchema } from './matching-rules-responses';
import { examples, instant, schemaOf } from './response-kit';
import { REDIRECT_RULE_TYPES, type RedirectRuleDto } from './routers';

/** The answers of the redirect rules API. */

/** A query parameter a redirect URL carries: its key and the form field whose answer is its value. */
export const queryParamSchema = v.object({ key: v.string(), formField: v.string() });

export const redirectRuleSchema = schemaOf<RedirectRuleDto>()(
  v.pipe(
    v.object({
      id: v.string(),
      name: v.string(),
      type: v.picklist(REDIRECT_RULE_TYPES),
      conditions: v.array(conditionSchema),
      url: v.string(),
      queryParams: v.array(queryParamSchema),
      position: v.number(),
      version: v.number(),
      updatedAt: instant,
    }),
    examples({
      id: 'rr_1',
      name: 'Enterprise thank-you page',
      type: 'booked',
      conditions: [{ field: { source: 'form', key: 'company_size' }, operator: 'at_least', value: 500 }],
      url: 'https://example.com/thanks-enterprise',
      queryParams: [{ key: 'email', formField: 'email' }],
      position: 1,
      version: 1,
      updatedAt: '2026-11-20T09:30:00.000Z',
    }),
  ),
);
