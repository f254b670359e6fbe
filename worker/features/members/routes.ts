import { Hono } from 'hono';
import * as v from 'valibot';
import type { AppEnv } from '../../env';
import { acceptInvitationSchema } from '../../contracts/auth';
import { idParam } from '../../contracts/common';
import { inviteSchema, listMembersQuery, reactivateSchema, updateMemberSchema, updateProfileSchema } from '../../contracts/members';
import { sessionSchema } from '../../contracts/auth-responses';
import { invitationLinkSchema, invitationSchema, memberSchema } from '../../contracts/members-responses';
import { dataOf, listOf } from '../../contracts/response-kit';
import { setSessionCookie } from '../../http/cookies';
import { doc } from '../../http/openapi';
import { docData, docDone, docList } from '../../http/doc-answers';
import { requireAuth, requireRole, signedInRoutes } from '../../http/session';
import { validate } from '../../http/validate';
import { resolveSession, sessionDto, SESSION_TTL_MS } from '../auth/service';
import * as invitations from './parts/invitations';
import * as members from './service';
import { noContent } from '../../http/answers';

const TAG = 'members';
const adminOrManager = requireRole('super_admin', 'manager');
const adminOnly = requireRole('super_admin');

export const memberRoutes = signedInRoutes()
  .get('/', docList(TAG, 'List members', memberSchema), validate('query', listMembersQuery), async (c) =>
    c.json({ data: await members.listMembers(c.var.db, c.var.caller, c.req.valid('query')) }),
  )
  .get('/:id', docData(TAG, 'One member', memberSchema), validate('param', idParam), async (c) =>
    c.json({ data: await members.getMember(c.var.db, c.var.caller, c.req.valid('param').id) }),
  )
  .patch(
    '/:id',
    docData(TAG, 'Update a member', memberSchema),
    adminOrManager,
    validate('param', idParam),
    validate('json', updateMemberSchema),
    async (c) => c.json({ data: await members.updateMember(c.var.db, c.var.caller, c.req.valid('param').id, c.req.valid('json')) }),
  )
  .post(
    '/:id/deactivate',
    doc(TAG, 'Deactivate a member', { ok: { schema: dataOf(memberSchema), description: 'The member, now deactivated' } }),
    adminOnly,
    validate('param', idParam),
    async (c) => c.json({ data: await members.discardMember(c.var.db, c.var.caller, c.req.valid('param').id, 'deactivated') }),
  )
  .delete(
    '/:id',
    doc(TAG, 'Delete a member', { ok: { schema: dataOf(memberSchema), description: 'The member, now deleted (kept for history)' } }),
    adminOnly,
    validate('param', idParam),
    async (c) => c.json({ data: await members.discardMember(c.var.db, c.var.caller, c.req.valid('param').id, 'deleted') }),
  )
  .post(
    '/:id/reactivate',
    docData(TAG, 'Reactivate a member with a role and teams', memberSchema),
    adminOnly,
    validate('param', idParam),
    validate('json', reactivateSchema),
    async (c) => c.json({ data: await members.reactivateMember(c.var.db, c.var.caller, c.req.valid('param').id, c.req.valid('json')) }),
  );

export const invitationRoutes = new Hono<AppEnv>()
  .use(requireAuth, adminOrManager)
  .get('/', docList(TAG, 'Pending invitations', invitationSchema), async (c) =>
    c.json({ data: await invitations.listInvitations(c.var.db, c.var.caller) }),
  )
  .post(
    '/',
    doc(TAG, 'Invite members by e-mail', {
      ok: { status: 201, schema: listOf(invitationSchema), description: 'One invitation per address' },
    }),
    validate('json', inviteSchema),
    async (c) => c.json({ data: await invitations.invite(c.env, c.var.db, c.var.caller, c.req.valid('json')) }, 201),
  )
  .post(
    '/:id/resend',
    doc(TAG, 'Send an invitation again', { ok: { status: 204, description: 'Sent; the previous link stops working' } }),
    validate('param', idParam),
    async (c) => noContent(c, invitations.resendInvitation(c.env, c.var.db, c.var.caller, c.req.valid('param').id)),
  )
  .delete('/:id', docDone(TAG, 'Revoke an invitation'), validate('param', idParam), async (c) =>
    noContent(c, invitations.revokeInvitation(c.var.db, c.var.caller, c.req.valid('param').id)),
  );

export const profileRoutes = signedInRoutes()
  .get('/', doc('profile', 'My profile', { ok: { schema: dataOf(memberSchema) } }), async (c) =>
    c.json({ data: await members.getMember(c.var.db, c.var.caller, c.var.caller.userId) }),
  )
  .patch(
    '/',
    doc('profile', 'Update my profile', { ok: { schema: dataOf(memberSchema) } }),
    validate('json', updateProfileSchema),
    async (c) => c.json({ data: await members.updateProfile(c.var.db, c.var.caller, c.req.valid('json')) }),
  );

/** The invitee's side of an invitation, under /api/auth: what the link is for, and accepting it. */
export const invitationLinkRoutes = new Hono<AppEnv>()
  .get(
    '/invitations/:token',
    doc('auth', 'What an invitation link is for', { public: true, ok: { schema: dataOf(invitationLinkSchema) } }),
    validate('param', v.object({ token: v.pipe(v.string(), v.maxLength(200)) })),
    async (c) => {
      return c.json({ data: await invitations.describeInvitation(c.var.db, c.req.valid('param').token) });
    },
  )
  .post(
    '/accept-invitation',
    doc('auth', 'Accept an invitation and set a password', {
      public: true,
      ok: { status: 201, schema: dataOf(sessionSchema), description: 'Joined and signed in; the session cookie is set' },
    }),
    validate('json', acceptInvitationSchema),
    async (c) => {
      const db = c.var.db;
      const sessionToken = await invitations.acceptInvitation(db, c.req.valid('json'));
      setSessionCookie(c, sessionToken, SESSION_TTL_MS / 1000);
      const session = await resolveSession(db, sessionToken);
      return c.json({ data: await sessionDto(db, session!.user.id) }, 201);
    },
  );
