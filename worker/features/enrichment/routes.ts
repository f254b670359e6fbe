import { enrichmentConnectSchema, enrichmentProviderParam, enrichmentSearchSchema } from '../../contracts/enrichment';
import { enrichmentFiltersSchema, enrichmentProviderSchema, enrichmentSearchResultSchema } from '../../contracts/enrichment-responses';
import { docData, docDone, docList } from '../../http/doc-answers';
import { requireRole, signedInRoutes } from '../../http/session';
import { validate } from '../../http/validate';
import * as enrichment from './service';
import { noContent } from '../../http/answers';

const TAG = 'enrichments';
const admins = requireRole('super_admin');

/** /api/enrichments: the providers an admin connects, and the filters and values lists and conditions use. */
export const enrichmentRoutes = signedInRoutes()
  .get('/', docList(TAG, 'List enrichment providers and their connections', enrichmentProviderSchema), async (c) =>
    c.json({ data: await enrichment.listProviders(c.var.db, c.var.caller) }),
  )
  .get(
    '/:provider',
    docData(TAG, 'One enrichment provider', enrichmentProviderSchema),
    validate('param', enrichmentProviderParam),
    async (c) => c.json({ data: await enrichment.getProvider(c.var.db, c.var.caller, c.req.valid('param').provider) }),
  )
  .put(
    '/:provider',
    docData(TAG, 'Connect an enrichment provider (its key is checked, then sealed)', enrichmentProviderSchema),
    admins,
    validate('param', enrichmentProviderParam),
    validate('json', enrichmentConnectSchema),
    async (c) =>
      c.json({ data: await enrichment.connectProvider(c.env, c.var.db, c.var.caller, c.req.valid('param').provider, c.req.valid('json')) }),
  )
  .delete('/:provider', docDone(TAG, 'Disconnect an enrichment provider'), admins, validate('param', enrichmentProviderParam), async (c) =>
    noContent(c, enrichment.disconnectProvider(c.var.db, c.var.caller, c.req.valid('param').provider)),
  )
  .get(
    '/:provider/filters',
    docData(TAG, 'Get enrichment filters', enrichmentFiltersSchema),
    validate('param', enrichmentProviderParam),
    (c) => c.json({ data: enrichment.enrichmentFilters() }),
  )
  .post(
    '/:provider/search',
    docData(TAG, 'Search enrichment: the values a field takes among companies in a country', enrichmentSearchResultSchema),
    validate('param', enrichmentProviderParam),
    validate('json', enrichmentSearchSchema),
    async (c) =>
      c.json({
        data: await enrichment.searchEnrichment(c.env, c.var.db, c.var.caller, c.req.valid('param').provider, c.req.valid('json')),
      }),
  );
