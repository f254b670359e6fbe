import { idParam } from '../../contracts/common';
import { crmFieldsQuery, crmListQuery, crmRecordInputSchema, crmRecordUpdateSchema } from '../../contracts/crm';
import { createImportSchema, importRowsSchema } from '../../contracts/crm-import';
import { crmFieldSchema, crmImportSchema, crmPageSchema, crmRecordSchema } from '../../contracts/crm-responses';
import { doc } from '../../http/openapi';
import { docCreated, docData, docList } from '../../http/doc-answers';
import { requireRole, signedInRoutes } from '../../http/session';
import { validate } from '../../http/validate';
import * as crmImports from './parts/import-service';
import * as crm from './service';
import { vendorFields } from '../crm-sync/service';
import { itemRoutes } from '../../http/item-routes';

const TAG = 'crm';
const editors = requireRole('super_admin', 'manager');

/** The built-in CRM: records of every module, and file imports sent in chunks. Mount at /api/crm. */
export const crmRoutes = signedInRoutes()
  .get(
    '/records',
    doc(TAG, 'List or search CRM records of one module', { ok: { schema: crmPageSchema } }),
    validate('query', crmListQuery),
    async (c) => c.json(await crm.listRecords(c.var.db, c.var.caller, c.req.valid('query'))),
  )
  .post('/records', docCreated(TAG, 'Create a CRM record', crmRecordSchema), editors, validate('json', crmRecordInputSchema), async (c) =>
    c.json({ data: await crm.createRecord(c.var.db, c.var.caller, c.req.valid('json')) }, 201),
  )
  .route(
    '/records',
    itemRoutes({
      tag: TAG,
      noun: 'CRM record',
      schema: crmRecordSchema,
      edit: 'patch',
      input: crmRecordUpdateSchema,
      editors,
      get: crm.getRecord,
      update: crm.updateRecord,
      remove: crm.deleteRecord,
    }),
  )
  .get(
    '/fields',
    docList(
      TAG,
      "Fields of a module: the outside CRM's (describe/properties) when one is in use, else built-in and custom ones in use",
      crmFieldSchema,
    ),
    validate('query', crmFieldsQuery),
    async (c) => {
      const module = c.req.valid('query').module;
      return c.json({
        data: (await vendorFields(c.var.db, c.var.caller.accountId, module)) ?? (await crm.listFields(c.var.db, c.var.caller, module)),
      });
    },
  )
  .post(
    '/imports',
    docCreated(TAG, 'Start a file import (rows follow in chunks)', crmImportSchema),
    editors,
    validate('json', createImportSchema),
    async (c) => c.json({ data: await crmImports.createImport(c.var.db, c.var.caller, c.req.valid('json')) }, 201),
  )
  .get('/imports/:id', docData(TAG, 'Progress of a file import', crmImportSchema), validate('param', idParam), async (c) =>
    c.json({ data: await crmImports.getImport(c.var.db, c.var.caller, c.req.valid('param').id) }),
  )
  .post(
    '/imports/:id/rows',
    docData(TAG, 'Import one chunk of up to 500 rows', crmImportSchema),
    editors,
    validate('param', idParam),
    validate('json', importRowsSchema),
    async (c) => c.json({ data: await crmImports.importRows(c.var.db, c.var.caller, c.req.valid('param').id, c.req.valid('json')) }),
  );
