import * as v from 'valibot';
import { ENRICHMENT_FIELDS, LIST_SEPARATORS, LIST_SOURCES, type ListDto, type ListSummaryDto, type ListUsageDto } from './lists';
import { dataOf, instant, listOf, schemaOf } from './response-kit';

/** The answers of the lists API (/api/lists) as valibot schemas, checked against the service's DTO types below. */

const summaryEntries = {
  id: v.string(),
  name: v.string(),
  source: v.picklist(LIST_SOURCES),
  moduleType: v.pipe(v.nullable(v.string()), v.description('The CRM module of a CRM-field list')),
  crmField: v.nullable(v.string()),
  enrichmentField: v.nullable(v.picklist(ENRICHMENT_FIELDS)),
  country: v.pipe(v.nullable(v.string()), v.description('ISO 3166 country code of an enrichment list')),
  fileName: v.nullable(v.string()),
  fileColumn: v.nullable(v.string()),
  separator: v.picklist(LIST_SEPARATORS),
  valueCount: v.number(),
  preview: v.pipe(v.array(v.string()), v.description('The first few values, for the list page')),
  createdAt: instant,
  updatedAt: instant,
};

const example = {
  id: 'lst_01JD2X8',
  name: 'Enterprise countries',
  source: 'manual',
  moduleType: null,
  crmField: null,
  enrichmentField: null,
  country: null,
  fileName: null,
  fileColumn: null,
  separator: 'none',
  valueCount: 3,
  preview: ['DE', 'FR', 'US'],
  createdAt: '2026-11-02T08:30:00.000Z',
  updatedAt: '2026-11-20T14:05:00.000Z',
};

export const listSummarySchema = schemaOf<ListSummaryDto>()(v.pipe(v.object(summaryEntries), v.metadata({ examples: [example] })));
/** A list with all its values. */
export const listSchema = schemaOf<ListDto>()(
  v.pipe(
    v.object({ ...summaryEntries, values: v.array(v.string()) }),
    v.metadata({ examples: [{ ...example, values: ['DE', 'FR', 'US'] }] }),
  ),
);

export const listUsageSchema = schemaOf<ListUsageDto>()(
  v.pipe(
    v.object({
      rules: v.array(
        v.object({ id: v.string(), name: v.string(), kind: v.picklist(['matching_rule', 'distribution_rule', 'redirect_rule']) }),
      ),
    }),
    v.metadata({ examples: [{ rules: [{ id: 'rul_7Q2', name: 'EMEA enterprise', kind: 'matching_rule' }] }] }),
  ),
);

export const listsAnswerSchema = listOf(listSummarySchema);
export const listAnswerSchema = dataOf(listSchema);
export const listUsageAnswerSchema = dataOf(listUsageSchema);
