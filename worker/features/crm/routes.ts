import { Hono } from 'hono';
import type { AppEnv } from '../../env';
import { idParam } from '../../contracts/common';
import { createImportSchema, crmFieldsQuery, crmListQuery, crmRecordInputSchema, crmRecordUpdateSchema, importRowsSchema } from '../../contracts/crm';
import { crmFieldSchema, crmImportSchema, crmPageSchema, crmRecordSchema } from '../../contracts/crm-responses';
import { dataOf, listOf } from '../../contracts/response-kit';
import { doc } from '../../http/openapi';
import { requireAuth, requireRole } from '../../http/session';
import { validate } from '../../http/validate';
import * as crmImports from './import-service';
import * as crm from './service';
import { vendorFields } from '../crm-sync/service';

const TAG = 'crm';
const editors = requireRole('super_admin', 'manager');

/** The built-in CRM: records of every module, and file imports sent in chunks. Mount at /api/crm. */
export const crmRoutes = new Hono<AppEnv>()
  .use(requireAuth)
  .get('/records', doc(TAG, 'List or search CRM records of one module', { ok: { schema: crmPageSchema } }), validate('query', crmListQuery), async (c) =>
    c.json(await crm.listRecords(c.var.db, c.var.caller, c.req.valid('query'))),
  )
  .post('/records', doc(TAG, 'Create a CRM record', { ok: { status: 201, schema: dataOf(crmRecordSchema) } }), editors, validate('json', crmRecordInputSchema), async (c) =>
    c.json({ data: await crm.createRecord(c.var.db, c.var.caller, c.req.valid('json')) }, 201),
  )
  .get('/records/:id', doc(TAG, 'One CRM record', { ok: { schema: dataOf(crmRecordSchema) } }), validate('param', idParam), async (c) =>
    c.json({ data: await crm.getRecord(c.var.db, c.var.caller, c.req.valid('param').id) }),
  )
  .patch('/records/:id', doc(TAG, 'Update a CRM record', { ok: { schema: dataOf(crmRecordSchema) } }), editors, validate('param', idParam), validate('json', crmRecordUpdateSchema), async (c) =>
    c.json({ data: await crm.updateRecord(c.var.db, c.var.caller, c.req.valid('param').id, c.req.valid('json')) }),
  )
  .delete('/records/:id', doc(TAG, 'Delete a CRM record', { ok: { status: 204 } }), editors, validate('param', idParam), async (c) => {
    await crm.deleteRecord(c.var.db, c.var.caller, c.req.valid('param').id);
    return c.body(null, 204);
  })
  .get('/fields', doc(TAG, "Fields of a module: the outside CRM's (describe/properties) when one is in use, else built-in and custom ones in use", { ok: { schema: listOf(crmFieldSchema) } }), validate('query', crmFieldsQuery), async (c) => {
    const module = c.req.valid('query').module;
    return c.json({ data: (await vendorFields(c.var.db, c.var.caller.accountId, module)) ?? (await crm.listFields(c.var.db, c.var.caller, module)) });
  })
  .post('/imports', doc(TAG, 'Start a file import (rows follow in chunks)', { ok: { status: 201, schema: dataOf(crmImportSchema) } }), editors, validate('json', createImportSchema), async (c) =>
    c.json({ data: await crmImports.createImport(c.var.db, c.var.caller, c.req.valid('json')) }, 201),
  )
  .get('/imports/:id', doc(TAG, 'Progress of a file import', { ok: { schema: dataOf(crmImportSchema) } }), validate('param', idParam), async (c) =>
    c.json({ data: await crmImports.getImport(c.var.db, c.var.caller, c.req.valid('param').id) }),
  )
  .post('/imports/:id/rows', doc(TAG, 'Import one chunk of up to 500 rows', { ok: { schema: dataOf(crmImportSchema) } }), editors, validate('param', idParam), validate('json', importRowsSchema), async (c) =>
    c.json({ data: await crmImports.importRows(c.var.db, c.var.caller, c.req.valid('param').id, c.req.valid('json')) }),
  );
