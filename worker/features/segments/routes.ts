import * as v from 'valibot';
import { idParam } from '../../contracts/common';
import { crmListQuery } from '../../contracts/crm';
import { crmPageSchema } from '../../contracts/crm-responses';
import { segmentInputSchema, segmentListQuery, segmentUpdateSchema } from '../../contracts/segments';
import { segmentSchema } from '../../contracts/segments-responses';
import { doc } from '../../http/openapi';
import { docCreated, docList } from '../../http/doc-answers';
import { signedInRoutes } from '../../http/session';
import { validate } from '../../http/validate';
import * as segments from './service';
import { itemRoutes } from '../../http/item-routes';

const TAG = 'segments';
const recordsQuery = v.omit(crmListQuery, ['module', 'accountId', 'objectType']);

/** Saved filters over the accounts and contacts lists, global or personal, with live counts. Mount at /api/segments. */
export const segmentRoutes = signedInRoutes()
  .get(
    '/',
    docList(TAG, "A list's segments: the global ones and the caller's personal ones, with counts", segmentSchema),
    validate('query', segmentListQuery),
    async (c) => c.json({ data: await segments.listSegments(c.var.db, c.var.caller, c.req.valid('query').module) }),
  )
  .post('/', docCreated(TAG, 'Save a segment', segmentSchema), validate('json', segmentInputSchema), async (c) =>
    c.json({ data: await segments.createSegment(c.var.db, c.var.caller, c.req.valid('json')) }, 201),
  )
  .route(
    '/',
    itemRoutes({
      tag: TAG,
      noun: 'segment',
      schema: segmentSchema,
      edit: 'patch',
      input: segmentUpdateSchema,
      summaries: { one: 'One segment with its count' },
      get: segments.getSegment,
      update: (db, caller, id, input) => segments.updateSegment(db, caller, id, input),
      remove: segments.deleteSegment,
    }),
  )
  .get(
    '/:id/records',
    doc(TAG, 'The list filtered by the segment, one page', { ok: { schema: crmPageSchema } }),
    validate('param', idParam),
    validate('query', recordsQuery),
    async (c) => c.json(await segments.segmentRecords(c.var.db, c.var.caller, c.req.valid('param').id, c.req.valid('query'))),
  );
