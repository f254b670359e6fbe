import { MuxConnectSchema } from '../../contracts/media';
import { muxConnectionSchema } from '../../contracts/media-responses';
import { docData, docDone } from '../../http/doc-answers';
import { requireRole, signedInRoutes } from '../../http/session';
import { validate } from '../../http/validate';
import * as media from './service';
import { noContent } from '../../http/answers';

const TAG = 'media';
const admins = requireRole('super_admin');

/** The Mux connection (Admins only). Mount at /api/media. */
export const mediaRoutes = signedInRoutes()
  .get('/mux', docData(TAG, 'The Mux connection and its webhook URL', muxConnectionSchema), admins, async (c) =>
    c.json({ data: await media.connectionStatus(c.env, c.var.db, c.var.caller) }),
  )
  .put(
    '/mux',
    docData(TAG, 'Connect Mux: an access token (checked with a real read) and the webhook signing secret', muxConnectionSchema),
    admins,
    validate('json', MuxConnectSchema),
    async (c) => c.json({ data: await media.connect(c.env, c.var.db, c.var.caller, c.req.valid('json')) }),
  )
  .delete('/mux', docDone(TAG, 'Disconnect Mux: new videos upload to storage again; uploaded ones keep playing'), admins, async (c) =>
    noContent(c, media.disconnect(c.var.db, c.var.caller)),
  );
