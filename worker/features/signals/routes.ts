import { idParam } from '../../contracts/common';
import { SignalActiveSchema, SignalInputSchema } from '../../contracts/signals';
import { notificationsSchema, signalSchema } from '../../contracts/signals-responses';
import { DomainError, forbidden } from '../../core/errors';
import { doc } from '../../http/openapi';
import { docCreated, docData, docDone, docList } from '../../http/doc-answers';
import { signedInRoutes } from '../../http/session';
import { validate } from '../../http/validate';
import * as signals from './service';
import { noContent } from '../../http/answers';

const TAG = 'signals';

export const signalRoutes = signedInRoutes()
  .get('/', docList(TAG, 'List signals', signalSchema), async (c) => c.json({ data: await signals.listSignals(c.var.db, c.var.caller) }))
  .post('/', docCreated(TAG, 'Create a signal', signalSchema), validate('json', SignalInputSchema), async (c) =>
    c.json({ data: await signals.createSignal(c.var.db, c.var.caller, c.req.valid('json')) }, 201),
  )
  .put('/:id', docData(TAG, 'Update a signal', signalSchema), validate('param', idParam), validate('json', SignalInputSchema), async (c) =>
    c.json({ data: await signals.updateSignal(c.var.db, c.var.caller, c.req.valid('param').id, c.req.valid('json')) }),
  )
  .patch(
    '/:id/active',
    docData(TAG, 'Turn a signal on or off', signalSchema),
    validate('param', idParam),
    validate('json', SignalActiveSchema),
    async (c) =>
      c.json({ data: await signals.setSignalActive(c.var.db, c.var.caller, c.req.valid('param').id, c.req.valid('json').active) }),
  )
  .delete('/:id', docDone(TAG, 'Delete a signal'), validate('param', idParam), async (c) =>
    noContent(c, signals.deleteSignal(c.var.db, c.var.caller, c.req.valid('param').id)),
  );

export const notificationRoutes = signedInRoutes()
  .get('/', docData(TAG, "The signed-in user's notifications (the bell)", notificationsSchema), async (c) =>
    c.json({ data: await signals.myNotifications(c.var.db, c.var.caller) }),
  )
  .post('/read', docDone(TAG, 'Mark every notification read'), async (c) =>
    noContent(c, signals.markNotificationsRead(c.var.db, c.var.caller)),
  )
  // A WebSocket is a GET and carries no CSRF header, so the page's own origin is required instead.
  .get(
    '/socket',
    doc(TAG, 'Live notifications over a WebSocket', {
      bodyless: { 101: 'Switching Protocols: the socket is open; each new notification comes as a JSON message' },
    }),
    async (c) => {
      const origin = c.req.header('origin');
      if (origin && origin !== new URL(c.env.APP_URL).origin && origin !== new URL(c.req.url).origin) throw forbidden();
      if (c.req.header('upgrade')?.toLowerCase() !== 'websocket')
        throw new DomainError('upgrade_required', 'upgrade_required', signals.UPGRADE_REQUIRED);
      // A fresh answer, not the object's: that one has immutable headers, and the app's middleware (secure headers) adds its own.
      return new Response(null, { status: 101, webSocket: await signals.connectBell(c.env, c.var.caller, c.req.raw) });
    },
  );
