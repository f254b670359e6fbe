import { Hono } from 'hono';
import * as v from 'valibot';
import type { AppEnv } from '../../env';
import { AvailabilitySchema } from '../../contracts/availability';
import { availabilityAnswerSchema } from '../../contracts/availability-responses';
import { idParam } from '../../contracts/common';
import { doc } from '../../http/openapi';
import { requireAuth, requireRole, signedInRoutes } from '../../http/session';
import { validate } from '../../http/validate';
import * as availability from './service';

const TAG = 'availability';
const ok = { ok: { schema: availabilityAnswerSchema } };
const adminOrManager = requireRole('super_admin', 'manager');

export const myAvailabilityRoutes = signedInRoutes()
  .get('/', doc(TAG, 'My default availability', ok), async (c) =>
    c.json({ data: await availability.memberAvailability(c.var.db, c.var.caller, c.var.caller.userId) }),
  )
  .put('/', doc(TAG, 'Set my default availability', ok), validate('json', AvailabilitySchema), async (c) =>
    c.json({ data: await availability.saveMemberAvailability(c.var.db, c.var.caller, c.var.caller.userId, c.req.valid('json')) }),
  );

/** A member's or a team's default availability at /:id/availability: everyone signed in reads it, Admins and Managers set it. */
function ownerAvailabilityRoutes(
  owner: 'member' | 'team',
  read: typeof availability.teamAvailability,
  save: typeof availability.saveTeamAvailability,
) {
  return new Hono<AppEnv>()
    .use(requireAuth)
    .get('/:id/availability', doc(TAG, `A ${owner}'s default availability`, ok), validate('param', idParam), async (c) =>
      c.json({ data: await read(c.var.db, c.var.caller, c.req.valid('param').id) }),
    )
    .put(
      '/:id/availability',
      doc(TAG, `Set a ${owner}'s default availability`, ok),
      adminOrManager,
      validate('param', idParam),
      validate('json', AvailabilitySchema),
      async (c) => c.json({ data: await save(c.var.db, c.var.caller, c.req.valid('param').id, c.req.valid('json')) }),
    );
}

export const memberAvailabilityRoutes = ownerAvailabilityRoutes(
  'member',
  availability.memberAvailability,
  availability.saveMemberAvailability,
);
export const teamAvailabilityRoutes = ownerAvailabilityRoutes('team', availability.teamAvailability, availability.saveTeamAvailability);

export type AvailabilityBody = v.InferOutput<typeof AvailabilitySchema>;
