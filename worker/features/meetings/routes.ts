import { Hono } from 'hono';
import type { AppEnv } from '../../env';
import { idParam } from '../../contracts/common';
import { addGuestsSchema, bookOnBehalfSchema, cancelMeetingSchema, changeOwnerSchema, listMeetingsQuery, meetingSlotsQuery, meetingStatusSchema, notesSchema, reassignSchema, rescheduleMeetingSchema } from '../../contracts/meetings';
import { dataOf, meetingListSchema, meetingSchema, slotsSchema } from '../../contracts/booking-responses';
import { doc } from '../../http/openapi';
import { requireAuth } from '../../http/session';
import { validate } from '../../http/validate';
import { bookOnBehalf } from './book-on-behalf';
import * as actions from './actions';
import { listMeetings, meetingDetail } from './queries';

const TAG = 'meetings';

export const meetingRoutes = new Hono<AppEnv>()
  .use(requireAuth)
  .get('/', doc(TAG, 'Meetings by view, with tab counts', { ok: { schema: meetingListSchema } }), validate('query', listMeetingsQuery), async (c) => c.json(await listMeetings(c.var.db, c.var.caller, c.req.valid('query'))))
  .post('/', doc(TAG, "Book a meeting on a prospect's behalf", { ok: { status: 201, schema: dataOf(meetingSchema) } }), validate('json', bookOnBehalfSchema), async (c) => {
    const db = c.var.db;
    const id = await bookOnBehalf(c.env, db, c.var.caller, c.req.valid('json'));
    return c.json({ data: await meetingDetail(db, c.var.caller, id) }, 201);
  })
  .get('/:id', doc(TAG, 'Meeting details', { ok: { schema: dataOf(meetingSchema) } }), validate('param', idParam), async (c) => c.json({ data: await meetingDetail(c.var.db, c.var.caller, c.req.valid('param').id) }))
  .get('/:id/slots', doc(TAG, 'Times the meeting can move to', { ok: { schema: slotsSchema } }), validate('param', idParam), validate('query', meetingSlotsQuery), async (c) =>
    c.json(await actions.slotsForReschedule(c.var.db, c.var.caller, c.req.valid('param').id, c.req.valid('query'))),
  )
  .post('/:id/reschedule', doc(TAG, 'Reschedule', { ok: { schema: dataOf(meetingSchema) } }), validate('param', idParam), validate('json', rescheduleMeetingSchema), async (c) =>
    c.json({ data: await actions.reschedule(c.env, c.var.db, c.var.caller, c.req.valid('param').id, c.req.valid('json').start) }),
  )
  .post('/:id/cancel', doc(TAG, 'Cancel with a reason', { ok: { schema: dataOf(meetingSchema) } }), validate('param', idParam), validate('json', cancelMeetingSchema), async (c) =>
    c.json({ data: await actions.cancel(c.env, c.var.db, c.var.caller, c.req.valid('param').id, c.req.valid('json').reason) }),
  )
  .post('/:id/status', doc(TAG, 'Mark Completed or No Show', { ok: { schema: dataOf(meetingSchema) } }), validate('param', idParam), validate('json', meetingStatusSchema), async (c) =>
    c.json({ data: await actions.outcome(c.env, c.var.db, c.var.caller, c.req.valid('param').id, c.req.valid('json').status) }),
  )
  .post('/:id/reassign', doc(TAG, 'Reassign to a member of a team', { ok: { schema: dataOf(meetingSchema) } }), validate('param', idParam), validate('json', reassignSchema), async (c) =>
    c.json({ data: await actions.reassign(c.env, c.var.db, c.var.caller, c.req.valid('param').id, c.req.valid('json')) }),
  )
  .post('/:id/owner', doc(TAG, 'Change the owner (the invite is not affected)', { ok: { schema: dataOf(meetingSchema) } }), validate('param', idParam), validate('json', changeOwnerSchema), async (c) =>
    c.json({ data: await actions.changeOwner(c.var.db, c.var.caller, c.req.valid('param').id, c.req.valid('json').userId) }),
  )
  .post('/:id/guests', doc(TAG, 'Add guests', { ok: { schema: dataOf(meetingSchema) } }), validate('param', idParam), validate('json', addGuestsSchema), async (c) =>
    c.json({ data: await actions.guests(c.env, c.var.db, c.var.caller, c.req.valid('param').id, c.req.valid('json')) }),
  )
  .put('/:id/notes', doc(TAG, 'Set notes', { ok: { schema: dataOf(meetingSchema) } }), validate('param', idParam), validate('json', notesSchema), async (c) =>
    c.json({ data: await actions.notes(c.var.db, c.var.caller, c.req.valid('param').id, c.req.valid('json').notes) }),
  );
