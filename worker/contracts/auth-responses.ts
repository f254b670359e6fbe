import * as v from 'valibot';
import type { ResetLinkDto, SentNoticeDto, SessionAccount, SessionDto, SessionUser, SsoStartDto } from './auth';
import { ROLES } from './common';
import { PLANS } from './plans';
import { examples, absoluteUrl, schemaOf } from './response-kit';

/**
 * The answers of the sign-in, sign-up and password APIs as valibot schemas: the OpenAPI document
 * describes each success body from these, and the type checks at the bottom keep them equal to the
 * DTO types the services return.
 */

/**
 * A time zone as answers write it. Not the request side's `TimeZone` list: a stored zone may be an
 * alias the runtime accepts (US/Eastern) but does not list among its canonical names.
 */
export const zoneName = v.pipe(v.string(), v.description('An IANA time zone name'), v.metadata({ examples: ['Europe/Berlin'] }));

export const sessionUserSchema = schemaOf<SessionUser>()(
  v.object({
    id: v.string(),
    accountId: v.string(),
    email: v.string(),
    name: v.string(),
    role: v.picklist(ROLES),
    isBooker: v.boolean(),
    timezone: zoneName,
    onboarded: v.boolean(),
  }),
);

export const sessionAccountSchema = schemaOf<SessionAccount>()(
  v.object({
    id: v.string(),
    company: v.string(),
    logoUrl: v.nullable(v.string()),
    defaultTimezone: zoneName,
    onboarded: v.boolean(),
    plan: v.pipe(
      v.picklist(PLANS),
      v.description('Lets a screen disable an Enterprise-only control up front; the server refuses it anyway'),
    ),
  }),
);

export const sessionSchema = schemaOf<SessionDto>()(
  v.pipe(
    v.object({ user: sessionUserSchema, account: sessionAccountSchema }),
    examples({
      user: {
        id: 'u_1',
        accountId: 'a_1',
        email: 'ada@acme.test',
        name: 'Ada Admin',
        role: 'super_admin',
        isBooker: true,
        timezone: 'Europe/Berlin',
        onboarded: true,
      },
      account: { id: 'a_1', company: 'Acme', logoUrl: null, defaultTimezone: 'Europe/Berlin', onboarded: true, plan: 'standard' },
    }),
  ),
);

/** GET /api/auth/session: with ?optional=1, `data` is null when nobody is signed in. */
export const optionalSessionSchema = v.object({ data: v.nullable(sessionSchema) });

export const resetLinkSchema = schemaOf<ResetLinkDto>()(
  v.object({ email: v.pipe(v.string(), v.metadata({ examples: ['ada@acme.test'] })) }),
);

export const ssoStartSchema = schemaOf<SsoStartDto>()(v.object({ redirectUrl: absoluteUrl }));

export const sentNoticeSchema = schemaOf<SentNoticeDto>()(
  v.pipe(
    v.object({ meta: v.object({ message: v.string() }) }),
    v.metadata({ examples: [{ meta: { message: 'We sent a confirmation link to ada@acme.test. Open it to finish signing up.' } }] }),
  ),
);
