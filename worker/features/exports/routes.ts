import { idParam } from '../../contracts/common';
import { exportRequestBody } from '../../contracts/reports';
import { exportAcceptedSchema } from '../../contracts/exports-responses';
import { dataOf } from '../../contracts/response-kit';
import { doc } from '../../http/openapi';
import { signedInRoutes } from '../../http/session';
import { validate } from '../../http/validate';
import { fieldError } from '../../core/errors';
import { downloadExport, requestExport } from './service';

const KEY_PATTERN = /^[A-Za-z0-9_.:-]{8,200}$/;

const TAG = 'exports';

// Anyone who may see a log or report may have it e-mailed; the export runs with the requester's own visibility.
export const exportRoutes = signedInRoutes()
  .post(
    '/',
    doc(TAG, 'E-mail me this export: a routing log view or a report as CSV, built in the background (optional Idempotency-Key)', {
      ok: { status: 202, schema: dataOf(exportAcceptedSchema), description: 'Accepted; the e-mail follows within 10 minutes' },
    }),
    validate('json', exportRequestBody),
    async (c) => {
      const key = c.req.header('idempotency-key');
      if (key !== undefined && !KEY_PATTERN.test(key))
        throw fieldError('idempotencyKey', 'The Idempotency-Key must be 8 to 200 letters, digits or ._:- characters');
      return c.json({ data: await requestExport(c.env, c.var.db, c.var.caller, c.req.valid('json'), key) }, 202);
    },
  )
  .get(
    '/:id/download',
    doc(TAG, 'Download a finished export (the requester only), streamed part by part', {
      ok: { mediaType: 'text/csv', description: 'The CSV file (Content-Disposition: attachment)' },
    }),
    validate('param', idParam),
    async (c) => {
      const file = await downloadExport(c.var.db, c.var.caller, c.req.valid('param').id);
      return new Response(file.body, {
        headers: {
          'content-type': 'text/csv; charset=utf-8',
          'content-disposition': `attachment; filename="${file.fileName}"`,
          'cache-control': 'private, no-store',
        },
      });
    },
  );
