import { locationCheckQuery, locationCheckResponse, myLocationGapsResponse } from '../../contracts/location-check';
import { doc } from '../../http/openapi';
import { requireRole, signedInRoutes } from '../../http/session';
import { validate } from '../../http/validate';
import { locationCheck, myLocationGaps } from './parts/location-check';

const TAG = 'conferencing';

/** /api/location-check: the meeting type editor asks, as the admin edits, which hosts a video location would leave without a link. */
export const locationCheckRoutes = signedInRoutes().get(
  '/',
  doc(TAG, "Which of a meeting type's hosts would get no video link (no tool connected for the chosen video tool)", {
    ok: { schema: locationCheckResponse },
  }),
  requireRole('super_admin', 'manager'),
  validate('query', locationCheckQuery),
  async (c) => c.json({ data: await locationCheck(c.var.db, c.var.caller, c.req.valid('query')) }),
);

/** /api/profile/location-check: the signed-in host's meeting types that ask for a video call they cannot make yet. */
export const myLocationCheckRoutes = signedInRoutes().get(
  '/',
  doc(TAG, 'My meeting types whose video tool I have not connected', { ok: { schema: myLocationGapsResponse } }),
  async (c) => c.json({ data: await myLocationGaps(c.var.db, c.var.caller) }),
);
