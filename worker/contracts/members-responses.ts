import * as v from 'valibot';
import { zoneName } from './auth-responses';
import { ROLES } from './common';
import { INVITATION_STATUSES, MEMBER_STATUSES, type InvitationDto, type InvitationLinkDto, type MemberDto } from './members';
import { examples, instant, schemaOf } from './response-kit';

/**
 * The answers of the members, invitations and profile APIs as valibot schemas: the OpenAPI document
 * describes each success body from these, and the type checks at the bottom keep them equal to the
 * DTO types the services return.
 */

// Invited people are listed by /api/invitations, never as members.
const memberStatuses = MEMBER_STATUSES.filter((s): s is Exclude<(typeof MEMBER_STATUSES)[number], 'invited'> => s !== 'invited');

export const memberSchema = schemaOf<MemberDto>()(
  v.pipe(
    v.object({
      id: v.string(),
      name: v.string(),
      email: v.string(),
      role: v.picklist(ROLES),
      isBooker: v.boolean(),
      timezone: zoneName,
      contactNumber: v.nullable(v.string()),
      linkedinUrl: v.nullable(v.string()),
      twitterUrl: v.nullable(v.string()),
      status: v.picklist(memberStatuses),
      discardedAt: v.pipe(v.nullable(instant), v.description('When the member was deactivated or deleted; null while active')),
      teams: v.array(v.object({ id: v.string(), name: v.string() })),
    }),
    examples({
      id: 'u_2',
      name: 'Uma User',
      email: 'uma@acme.test',
      role: 'regular',
      isBooker: false,
      timezone: 'Europe/Berlin',
      contactNumber: null,
      linkedinUrl: 'https://www.linkedin.com/in/uma',
      twitterUrl: null,
      status: 'active',
      discardedAt: null,
      teams: [{ id: 't_1', name: 'Sales EMEA' }],
    }),
  ),
);

export const invitationSchema = schemaOf<InvitationDto>()(
  v.pipe(
    v.object({
      id: v.string(),
      email: v.string(),
      role: v.picklist(ROLES),
      teamIds: v.array(v.string()),
      isBooker: v.boolean(),
      status: v.picklist(INVITATION_STATUSES),
      createdAt: instant,
      expiresAt: instant,
    }),
    examples({
      id: 'i_1',
      email: 'new@acme.test',
      role: 'regular',
      teamIds: ['t_1'],
      isBooker: false,
      status: 'pending',
      createdAt: '2026-11-29T09:00:00.000Z',
      expiresAt: '2026-12-06T09:00:00.000Z',
    }),
  ),
);

/** What the invitee sees before accepting: the address, the organization and the role. */
export const invitationLinkSchema = schemaOf<InvitationLinkDto>()(
  v.pipe(
    v.object({ email: v.string(), company: v.string(), role: v.picklist(ROLES) }),
    v.metadata({ examples: [{ email: 'new@acme.test', company: 'Acme', role: 'regular' }] }),
  ),
);
