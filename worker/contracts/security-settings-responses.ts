import * as v from 'valibot';
import { LOGIN_METHOD_IDS, type SecuritySettingsDto, type SignOutEverywhereDto } from './security-settings';
import { examples, instant, schemaOf } from './response-kit';

/** The answers of the Login and SSO settings API; the check at the bottom keeps them equal to the DTO types. */
export const securitySettingsSchema = schemaOf<SecuritySettingsDto>()(
  v.pipe(
    v.object({
      loginMethods: v.array(v.picklist(LOGIN_METHOD_IDS)),
      ssoConfigured: v.pipe(
        v.boolean(),
        v.description('Whether an identity provider is set up; single sign-on can be turned on only then'),
      ),
      sessionLengthHours: v.pipe(v.number(), v.description('How long a session lasts from sign-in')),
      idleTimeoutMinutes: v.pipe(v.nullable(v.number()), v.description('How long a session may go unused; null: no limit')),
      updatedAt: v.pipe(v.nullable(instant), v.description('When an admin last changed these; null: the defaults')),
    }),
    examples({
      loginMethods: ['password'],
      ssoConfigured: false,
      sessionLengthHours: 336,
      idleTimeoutMinutes: 30,
      updatedAt: '2026-11-29T10:00:00.000Z',
    }),
  ),
);
export const signOutEverywhereSchema = schemaOf<SignOutEverywhereDto>()(
  v.pipe(
    v.object({ endedSessions: v.pipe(v.number(), v.description("Sessions ended: every member's but the caller's own")) }),
    examples({ endedSessions: 12 }),
  ),
);
