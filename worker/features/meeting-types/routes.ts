import { idParam } from '../../contracts/common';
import { meetingTypeSchema, slotPreviewQuery } from '../../contracts/meeting-types';
import { meetingTypeAnswerSchema, meetingTypesAnswerSchema, slotPreviewAnswerSchema } from '../../contracts/meeting-types-responses';
import { meetingTypeDetailSchema } from '../../contracts/meeting-types-responses';
import { doc } from '../../http/openapi';
import { requireRole, signedInRoutes } from '../../http/session';
import { validate } from '../../http/validate';
import * as meetingTypes from './service';
import { itemRoutes } from '../../http/item-routes';

const TAG = 'meeting-types';
const editors = requireRole('super_admin', 'manager');

export const meetingTypeRoutes = signedInRoutes()
  .get('/', doc(TAG, 'List meeting types', { ok: { schema: meetingTypesAnswerSchema } }), async (c) =>
    c.json({ data: await meetingTypes.listMeetingTypes(c.var.db, c.var.caller) }),
  )
  .post(
    '/',
    doc(TAG, 'Create a meeting type', { ok: { status: 201, schema: meetingTypeAnswerSchema } }),
    editors,
    validate('json', meetingTypeSchema),
    async (c) => c.json({ data: await meetingTypes.createMeetingType(c.var.db, c.var.caller, c.req.valid('json')) }, 201),
  )
  .route(
    '/',
    itemRoutes({
      tag: TAG,
      noun: 'meeting type',
      schema: meetingTypeDetailSchema,
      edit: 'put',
      input: meetingTypeSchema,
      editors,
      get: meetingTypes.getMeetingType,
      update: meetingTypes.updateMeetingType,
      remove: meetingTypes.deleteMeetingType,
    }),
  )
  .post(
    '/:id/clone',
    doc(TAG, 'Duplicate a meeting type', { ok: { status: 201, schema: meetingTypeAnswerSchema } }),
    editors,
    validate('param', idParam),
    async (c) => c.json({ data: await meetingTypes.cloneMeetingType(c.var.db, c.var.caller, c.req.valid('param').id) }, 201),
  )
  .get(
    '/:id/slots',
    doc(TAG, 'Preview bookable slots (availability view)', { ok: { schema: slotPreviewAnswerSchema } }),
    validate('param', idParam),
    validate('query', slotPreviewQuery),
    async (c) => c.json({ data: await meetingTypes.previewSlots(c.var.db, c.var.caller, c.req.valid('param').id, c.req.valid('query')) }),
  );
