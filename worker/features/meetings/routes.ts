import { idParam } from '../../contracts/common';
import {
  addGuestsSchema,
  bookOnBehalfSchema,
  cancelMeetingSchema,
  changeOwnerSchema,
  listMeetingsQuery,
  meetingSlotsQuery,
  meetingStatusSchema,
  notesSchema,
  reassignSchema,
  rescheduleMeetingSchema,
} from '../../contracts/meetings';
import { dataOf, meetingListSchema, meetingSchema, slotsSchema } from '../../contracts/booking-responses';
import { doc } from '../../http/openapi';
import { docCreated, docData } from '../../http/doc-answers';
import { signedInRoutes } from '../../http/session';
import { validate } from '../../http/validate';
import { bookOnBehalf } from './parts/book-on-behalf';
import * as actions from './parts/actions';
import { listMeetings, meetingDetail } from './parts/queries';

const TAG = 'meetings';

export const meetingRoutes = signedInRoutes()
  .get(
    '/',
    doc(TAG, 'Meetings by view, with tab counts', { ok: { schema: meetingListSchema } }),
    validate('query', listMeetingsQuery),
    async (c) => c.json(await listMeetings(c.var.db, c.var.caller, c.req.valid('query'))),
  )
  .post('/', docCreated(TAG, "Book a meeting on a prospect's behalf", meetingSchema), validate('json', bookOnBehalfSchema), async (c) => {
    const db = c.var.db;
    const id = await bookOnBehalf(c.env, db, c.var.caller, c.req.valid('json'));
    return c.json({ data: await meetingDetail(db, c.var.caller, id) }, 201);
  })
  .get('/:id', docData(TAG, 'Meeting details', meetingSchema), validate('param', idParam), async (c) =>
    c.json({ data: await meetingDetail(c.var.db, c.var.caller, c.req.valid('param').id) }),
  )
  .get(
    '/:id/slots',
    doc(TAG, 'Times the meeting can move to', { ok: { schema: slotsSchema } }),
    validate('param', idParam),
    validate('query', meetingSlotsQuery),
    async (c) => c.json(await actions.slotsForReschedule(c.var.db, c.var.caller, c.req.valid('param').id, c.req.valid('query'))),
  )
  .post(
    '/:id/reschedule',
    docData(TAG, 'Reschedule', meetingSchema),
    validate('param', idParam),
    validate('json', rescheduleMeetingSchema),
    async (c) =>
      c.json({ data: await actions.reschedule(c.env, c.var.db, c.var.caller, c.req.valid('param').id, c.req.valid('json').start) }),
  )
  .post(
    '/:id/cancel',
    docData(TAG, 'Cancel with a reason', meetingSchema),
    validate('param', idParam),
    validate('json', cancelMeetingSchema),
    async (c) => c.json({ data: await actions.cancel(c.env, c.var.db, c.var.caller, c.req.valid('param').id, c.req.valid('json').reason) }),
  )
  .post(
    '/:id/status',
    docData(TAG, 'Mark Completed or No Show', meetingSchema),
    validate('param', idParam),
    validate('json', meetingStatusSchema),
    async (c) =>
      c.json({ data: await actions.outcome(c.env, c.var.db, c.var.caller, c.req.valid('param').id, c.req.valid('json').status) }),
  )
  .post(
    '/:id/reassign',
    docData(TAG, 'Reassign to a member of a team', meetingSchema),
    validate('param', idParam),
    validate('json', reassignSchema),
    async (c) => c.json({ data: await actions.reassign(c.env, c.var.db, c.var.caller, c.req.valid('param').id, c.req.valid('json')) }),
  )
  .post(
    '/:id/owner',
    docData(TAG, 'Change the owner (the invite is not affected)', meetingSchema),
    validate('param', idParam),
    validate('json', changeOwnerSchema),
    async (c) => c.json({ data: await actions.changeOwner(c.var.db, c.var.caller, c.req.valid('param').id, c.req.valid('json').userId) }),
  )
  .post(
    '/:id/guests',
    docData(TAG, 'Add guests', meetingSchema),
    validate('param', idParam),
    validate('json', addGuestsSchema),
    async (c) => c.json({ data: await actions.guests(c.env, c.var.db, c.var.caller, c.req.valid('param').id, c.req.valid('json')) }),
  )
  .put('/:id/notes', docData(TAG, 'Set notes', meetingSchema), validate('param', idParam), validate('json', notesSchema), async (c) =>
    c.json({ data: await actions.notes(c.var.db, c.var.caller, c.req.valid('param').id, c.req.valid('json').notes) }),
  );
