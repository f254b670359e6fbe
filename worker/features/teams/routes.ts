import { Hono } from 'hono';
import * as v from 'valibot';
import type { AppEnv } from '../../env';
import { idParam } from '../../contracts/common';
import { createTeamSchema, groupSchema, teamMembersSchema, updateGroupSchema, updateTeamSchema } from '../../contracts/teams';
import { dataOf } from '../../contracts/response-kit';
import { teamDetailSchema, teamSchema } from '../../contracts/teams-responses';
import { doc } from '../../http/openapi';
import { docCreated, docList } from '../../http/doc-answers';
import { requireAuth, requireRole, signedInRoutes } from '../../http/session';
import { validate } from '../../http/validate';
import * as teams from './service';
import { itemRoutes } from '../../http/item-routes';

const TAG = 'teams';
const adminOnly = requireRole('super_admin');
const adminOrManager = requireRole('super_admin', 'manager');
const memberParam = v.object({ id: v.pipe(v.string(), v.maxLength(64)), userId: v.pipe(v.string(), v.maxLength(64)) });

export const teamRoutes = signedInRoutes()
  .get('/', docList(TAG, 'List teams', teamSchema), async (c) => c.json({ data: await teams.listTeams(c.var.db, c.var.caller) }))
  .post('/', docCreated(TAG, 'Create a team', teamDetailSchema), adminOnly, validate('json', createTeamSchema), async (c) =>
    c.json({ data: await teams.createTeam(c.var.db, c.var.caller, c.req.valid('json')) }, 201),
  )
  .route(
    '/',
    itemRoutes({
      tag: TAG,
      noun: 'team',
      schema: teamDetailSchema,
      edit: 'patch',
      input: updateTeamSchema,
      editors: adminOnly,
      summaries: { one: 'A team with members and groups' },
      get: teams.getTeam,
      update: teams.updateTeam,
      remove: teams.deleteTeam,
    }),
  )
  .post(
    '/:id/members',
    doc(TAG, 'Add members to a team', { ok: { schema: dataOf(teamDetailSchema), description: 'The team with its members now' } }),
    adminOrManager,
    validate('param', idParam),
    validate('json', teamMembersSchema),
    async (c) => c.json({ data: await teams.addMembers(c.var.db, c.var.caller, c.req.valid('param').id, c.req.valid('json').userIds) }),
  )
  .delete(
    '/:id/members/:userId',
    doc(TAG, 'Remove a member from a team', { ok: { schema: dataOf(teamDetailSchema), description: 'The team with its members now' } }),
    adminOrManager,
    validate('param', memberParam),
    async (c) => {
      const p = c.req.valid('param');
      return c.json({ data: await teams.removeMember(c.var.db, c.var.caller, p.id, p.userId) });
    },
  )
  .post(
    '/:id/groups',
    doc(TAG, 'Create a group in a team', {
      ok: { status: 201, schema: dataOf(teamDetailSchema), description: 'The team, with the new group among its groups' },
    }),
    adminOrManager,
    validate('param', idParam),
    validate('json', groupSchema),
    async (c) => c.json({ data: await teams.createGroup(c.var.db, c.var.caller, c.req.valid('param').id, c.req.valid('json')) }, 201),
  );

export const groupRoutes = new Hono<AppEnv>()
  .use(requireAuth, adminOrManager)
  .patch(
    '/:id',
    doc(TAG, 'Rename a group or set its members', {
      ok: { schema: dataOf(teamDetailSchema), description: "The group's team, with the group as it is now" },
    }),
    validate('param', idParam),
    validate('json', updateGroupSchema),
    async (c) => c.json({ data: await teams.updateGroup(c.var.db, c.var.caller, c.req.valid('param').id, c.req.valid('json')) }),
  )
  .delete(
    '/:id',
    doc(TAG, 'Delete a group', { ok: { schema: dataOf(teamDetailSchema), description: "The group's team, without the group" } }),
    validate('param', idParam),
    async (c) => c.json({ data: await teams.deleteGroup(c.var.db, c.var.caller, c.req.valid('param').id) }),
  );
