import * as v from 'valibot';
import { runBatch, type Read, type Stmt } from '../../db/batch';
import type { Db } from '../../db/client';
import type { Caller } from '../../env';
import { createTeamSchema, groupSchema, updateGroupSchema, updateTeamSchema, type TeamDetailDto } from '../../contracts/teams';
import { DomainError, notFound } from '../../core/errors';
import { userFields, usersByIds } from '../auth/service';
import * as repo from './repo';

/** Active users of the organization among `ids` (users are auth's). */
const activeUserIdsInAccount = async (db: Db, accountId: string, ids: string[]) =>
  ids.length ? (await usersByIds(db, accountId, ids, { activeOnly: true })).map((u) => u.id) : [];

/** For other features (relay editor, relay sessions): the teams' ids and names, in one small read. */
export const teamNames = (db: Db, accountId: string) => repo.teamNames(db, accountId);

export const listTeams = (db: Db, caller: Caller) => repo.listTeams(db, userFields, caller.accountId);

export async function getTeam(db: Db, caller: Caller, id: string): Promise<TeamDetailDto> {
  const team = await repo.teamDetail(db, userFields, caller.accountId, id);
  if (!team) throw notFound('Team');
  return team;
}

export async function createTeam(db: Db, caller: Caller, input: v.InferOutput<typeof createTeamSchema>) {
  const id = crypto.randomUUID();
  const memberIds = await activeUserIdsInAccount(db, caller.accountId, input.memberIds);
  await runBatch(db, [
    repo.insertTeamStmt(db, { id, accountId: caller.accountId, name: input.name, timezone: input.timezone, createdAt: Date.now() }),
    ...memberIds.map((u) => repo.addTeamMemberStmt(db, caller.accountId, id, u)),
  ]);
  return getTeam(db, caller, id);
}

export async function updateTeam(db: Db, caller: Caller, id: string, input: v.InferOutput<typeof updateTeamSchema>) {
  await getTeam(db, caller, id);
  if (Object.keys(input).length) await repo.updateTeamStmt(db, caller.accountId, id, input).run();
  return getTeam(db, caller, id);
}

export async function deleteTeam(db: Db, caller: Caller, id: string) {
  await getTeam(db, caller, id);
  await runBatch(db, repo.deleteTeamStmts(db, caller.accountId, id));
}

/** Adds only active users of the caller's own organization; foreign ids are ignored, never joined. */
export async function addMembers(db: Db, caller: Caller, teamId: string, userIds: string[]) {
  await getTeam(db, caller, teamId);
  const ids = await activeUserIdsInAccount(db, caller.accountId, userIds);
  if (!ids.length) throw new DomainError('invalid', 'invalid', 'Select at least one member', '/userIds');
  await runBatch(
    db,
    ids.map((u) => repo.addTeamMemberStmt(db, caller.accountId, teamId, u)),
  );
  return getTeam(db, caller, teamId);
}

export async function removeMember(db: Db, caller: Caller, teamId: string, userId: string) {
  await getTeam(db, caller, teamId);
  await runBatch(db, repo.removeTeamMemberStmts(db, caller.accountId, teamId, userId));
  return getTeam(db, caller, teamId);
}

/** Group members must already be members of the team. */
async function groupMemberIds(db: Db, caller: Caller, teamId: string, ids: string[]) {
  const inTeam = new Set(await repo.teamMemberIds(db, userFields, caller.accountId, teamId));
  const bad = ids.find((i) => !inTeam.has(i));
  if (bad) throw new DomainError('invalid', 'invalid', 'Group members must belong to the team', '/memberIds');
  return [...new Set(ids)];
}

export async function createGroup(db: Db, caller: Caller, teamId: string, input: v.InferOutput<typeof groupSchema>) {
  await getTeam(db, caller, teamId);
  const id = crypto.randomUUID();
  const memberIds = await groupMemberIds(db, caller, teamId, input.memberIds);
  await runBatch(db, [
    repo.insertGroupStmt(db, { id, accountId: caller.accountId, teamId, name: input.name, createdAt: Date.now() }),
    ...repo.replaceGroupMembersStmts(db, caller.accountId, id, memberIds),
  ]);
  return getTeam(db, caller, teamId);
}

export async function updateGroup(db: Db, caller: Caller, groupId: string, input: v.InferOutput<typeof updateGroupSchema>) {
  const group = await repo.findGroup(db, caller.accountId, groupId);
  if (!group) throw notFound('Group');
  const stmts: Stmt[] = [];
  if (input.name) stmts.push(repo.updateGroupStmt(db, caller.accountId, groupId, input.name));
  if (input.memberIds)
    stmts.push(
      ...repo.replaceGroupMembersStmts(db, caller.accountId, groupId, await groupMemberIds(db, caller, group.teamId, input.memberIds)),
    );
  await runBatch(db, stmts);
  return getTeam(db, caller, group.teamId);
}

export async function deleteGroup(db: Db, caller: Caller, groupId: string) {
  const group = await repo.findGroup(db, caller.accountId, groupId);
  if (!group) throw notFound('Group');
  await runBatch(db, repo.deleteGroupStmts(db, caller.accountId, groupId));
  return getTeam(db, caller, group.teamId);
}

/** A team's zone by id within one organization, for work done without a signed-in caller. */
/** A team's zone (null for no such team) as a read that joins a caller's batch. */
export const teamZoneRead = (db: Db, accountId: string, teamId: string): Read<string | null> => ({
  stmts: [repo.findTeamStmt(db, accountId, teamId)],
  of: ([rows]) => repo.teamZoneOf(rows),
});

/** Groups with their active members' ids, within one organization (booking needs no caller). */
export const groupsWithMemberIds = (db: Db, accountId: string, groupIds: string[]) =>
  repo.groupsWithMemberIds(db, userFields, accountId, groupIds);

/** For members' list and profile: a team's member ids, and each user's teams. */
export const teamUserIds = (db: Db, accountId: string, teamId: string) => repo.teamUserIds(db, accountId, teamId);
export const teamsOfUsers = (db: Db, accountId: string, userIds: string[]) => repo.teamsOfUsers(db, accountId, userIds);
/** The given team ids that exist in the organization. */
export const teamIdsInAccount = (db: Db, accountId: string, ids: string[]) => repo.teamIdsInAccount(db, accountId, ids);
/** The statements setting a user's teams (leaving a team also means leaving its groups), for the batch of the member's change. */
export const replaceTeamsStmts = (db: Db, accountId: string, userId: string, teamIds: string[]) =>
  repo.replaceTeamsStmts(db, accountId, userId, teamIds);
