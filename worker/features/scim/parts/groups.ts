// SCIM Groups are the organization's teams: displayName is the team's name, members its active members.
// Every change goes through the teams service; its audit entry follows it (teams write none of their own).
import * as v from 'valibot';
import type { Db } from '../../../db/client';
import type { Caller } from '../../../env';
import { updateTeamSchema, type TeamDetailDto } from '../../../contracts/teams';
import { SCIM_SCHEMAS } from '../../../contracts/scim';
import { conflict } from '../../../core/errors';
import { parseEqFilter, patchGroup, patchOps, scimError, type GroupChange } from '../../../core/scim/requests';
import { auditStmt } from '../../audit-log/service';
import { namesByIds, peopleByIds } from '../../members/service';
import { organizationById } from '../../organization/service';
import * as teams from '../../teams/service';
import * as repo from '../repo';
import { listResponse, type ListQuery } from './list';

function groupResource(t: TeamDetailDto, externalId: string | null, baseUrl: string, withMembers = true) {
  return {
    schemas: [SCIM_SCHEMAS.group],
    id: t.id,
    ...(externalId ? { externalId } : {}),
    displayName: t.name,
    ...(withMembers ? { members: t.members.map((m) => ({ value: m.id, display: m.name, $ref: `${baseUrl}/Users/${m.id}` })) } : {}),
    meta: { resourceType: 'Group', location: `${baseUrl}/Groups/${t.id}` },
  };
}

/** The team name rules of the teams API (required, at most 100 characters), as a SCIM invalidValue. */
function checkName(name: string) {
  const parsed = v.safeParse(updateTeamSchema, { name });
  if (!parsed.success) throw scimError('invalidValue', parsed.issues[0].message);
}

async function assertNameFree(db: Db, caller: Caller, name: string, exceptId?: string) {
  const clash = (await teams.listTeams(db, caller)).find((t) => t.id !== exceptId && t.name.toLowerCase() === name.toLowerCase());
  if (clash) throw conflict('uniqueness', `A team named "${name}" already exists`);
}

const audit = (db: Db, caller: Caller, action: string, detail: Record<string, unknown>) =>
  auditStmt(db, { accountId: caller.accountId, action, actorUserId: caller.userId, detail, at: Date.now() }).run();

/** Only the organization's members can join; deactivated ones are left out until they are reactivated. */
async function joinable(db: Db, caller: Caller, ids: string[]) {
  const known = await namesByIds(db, caller.accountId, ids);
  const unknown = ids.find((id) => !known.has(id));
  if (unknown) throw scimError('invalidValue', `No user with id "${unknown}"`);
  return [...(await peopleByIds(db, caller.accountId, ids)).keys()];
}

/** Applies a membership and name change to a team, each part through the teams service. */
async function apply(db: Db, caller: Caller, team: TeamDetailDto, change: GroupChange) {
  if (change.displayName !== undefined && change.displayName !== team.name) {
    checkName(change.displayName);
    await assertNameFree(db, caller, change.displayName, team.id);
    await teams.updateTeam(db, caller, team.id, { name: change.displayName });
    await audit(db, caller, 'team_updated', { teamId: team.id, from: { name: team.name }, to: { name: change.displayName } });
  }
  if (change.externalId !== undefined) await repo.setExternalIdStmt(db, caller.accountId, 'Group', team.id, change.externalId).run();
  const current = new Set(team.members.map((m) => m.id));
  const wanted = change.members ? new Set(change.members) : null;
  const remove = [...new Set([...change.remove, ...(wanted ? [...current].filter((id) => !wanted.has(id)) : [])])].filter((id) =>
    current.has(id),
  );
  const add = (await joinable(db, caller, [...new Set([...(wanted ?? []), ...change.add])])).filter((id) => !current.has(id));
  if (add.length) await teams.addMembers(db, caller, team.id, add);
  for (const id of remove) await teams.removeMember(db, caller, team.id, id);
  if (add.length || remove.length)
    await audit(db, caller, 'team_members_changed', { teamId: team.id, team: team.name, added: add, removed: remove });
}

const externalIdOf = async (db: Db, caller: Caller, id: string) =>
  (await repo.externalIds(db, caller.accountId, 'Group', [id])).get(id) ?? null;

export const scimGroups = {
  async list(db: Db, caller: Caller, baseUrl: string, q: ListQuery) {
    const filter = parseEqFilter(q.filter, ['displayname', 'externalid', 'id']);
    const [all, external] = await Promise.all([teams.listTeams(db, caller), repo.externalIds(db, caller.accountId, 'Group')]);
    const matches = all.filter((t) => {
      if (!filter) return true;
      if (filter.attribute === 'displayname') return t.name.toLowerCase() === filter.value.toLowerCase();
      if (filter.attribute === 'externalid') return external.get(t.id) === filter.value;
      return t.id === filter.value;
    });
    const withMembers = !/\bmembers\b/i.test(q.excludedAttributes ?? '');
    return listResponse(matches, q, async (t) =>
      groupResource(await teams.getTeam(db, caller, t.id), external.get(t.id) ?? null, baseUrl, withMembers),
    );
  },

  async get(db: Db, caller: Caller, baseUrl: string, id: string, withMembers = true) {
    const team = await teams.getTeam(db, caller, id);
    return groupResource(team, await externalIdOf(db, caller, id), baseUrl, withMembers);
  },

  async create(db: Db, caller: Caller, baseUrl: string, body: unknown) {
    const b = (body ?? {}) as { displayName?: unknown; externalId?: unknown; members?: unknown };
    if (typeof b.displayName !== 'string' || !b.displayName.trim()) throw scimError('invalidValue', 'displayName is required');
    const name = b.displayName.trim();
    checkName(name);
    await assertNameFree(db, caller, name);
    const timezone = (await organizationById(db, caller.accountId))?.defaultTimezone ?? 'UTC';
    const team = await teams.createTeam(db, caller, { name, timezone, memberIds: [] });
    await audit(db, caller, 'team_created', { teamId: team.id, name });
    const change = patchGroup([{ op: 'replace', path: null, value: { externalId: b.externalId ?? null, members: b.members ?? [] } }]);
    await apply(db, caller, team, change);
    return this.get(db, caller, baseUrl, team.id);
  },

  async replace(db: Db, caller: Caller, baseUrl: string, id: string, body: unknown) {
    const team = await teams.getTeam(db, caller, id);
    const b = (body ?? {}) as { displayName?: unknown; externalId?: unknown; members?: unknown };
    const value = { displayName: b.displayName, externalId: b.externalId ?? null, members: b.members ?? [] };
    await apply(db, caller, team, patchGroup([{ op: 'replace', path: null, value }]));
    return this.get(db, caller, baseUrl, id);
  },

  async patch(db: Db, caller: Caller, baseUrl: string, id: string, body: unknown) {
    const team = await teams.getTeam(db, caller, id);
    await apply(db, caller, team, patchGroup(patchOps(body)));
    return this.get(db, caller, baseUrl, id);
  },

  async remove(db: Db, caller: Caller, id: string) {
    const team = await teams.getTeam(db, caller, id);
    await teams.deleteTeam(db, caller, id);
    await repo.setExternalIdStmt(db, caller.accountId, 'Group', id, null).run();
    await audit(db, caller, 'team_deleted', { teamId: id, name: team.name });
  },
};
