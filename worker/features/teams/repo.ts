import { and, count, eq, inArray, notInArray, sql, type SQL, type SQLWrapper } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { groupMembers, groups, teamMembers, teams } from '../../db/schema/teams';
import type { GroupDto, TeamDetailDto, TeamDto, TeamMemberDto } from '../../contracts/teams';
import type { Role } from '../../contracts/common';
import { findScoped, updateScoped, ofAccount } from '../../db/live-rows';

/**
 * What the member lists read of a user, as subqueries on its id column: auth's (its service's userFields), as
 * users are auth's. Only active users count as members.
 */
export type UserFields = {
  active: (userId: SQLWrapper) => SQL;
  name: (userId: SQLWrapper) => SQL<string>;
  email: (userId: SQLWrapper) => SQL<string>;
  role: (userId: SQLWrapper) => SQL<Role>;
};

export async function listTeams(db: Db, u: UserFields, accountId: string): Promise<TeamDto[]> {
  const rows = await db
    .select()
    .from(teams)
    .where(eq(teams.accountId, accountId))
    .orderBy(sql`lower(${teams.name})`)
    .all();
  const members = await db
    .select({ teamId: teamMembers.teamId, n: count() })
    .from(teamMembers)
    .where(ofAccount(teamMembers, accountId, u.active(teamMembers.userId)))
    .groupBy(teamMembers.teamId)
    .all();
  const grps = await db
    .select({ teamId: groups.teamId, n: count() })
    .from(groups)
    .where(eq(groups.accountId, accountId))
    .groupBy(groups.teamId)
    .all();
  const m = new Map(members.map((r) => [r.teamId, r.n]));
  const g = new Map(grps.map((r) => [r.teamId, r.n]));
  return rows.map((t) => ({ id: t.id, name: t.name, timezone: t.timezone, memberCount: m.get(t.id) ?? 0, groupCount: g.get(t.id) ?? 0 }));
}

/** The organization's teams by id and name only. */
export const teamNames = (db: Db, accountId: string) =>
  db.select({ id: teams.id, name: teams.name }).from(teams).where(eq(teams.accountId, accountId)).all();

export const findTeamStmt = (db: Db, accountId: string, id: string) =>
  db
    .select()
    .from(teams)
    .where(ofAccount(teams, accountId, eq(teams.id, id)))
    .limit(1);

export const findTeam = (db: Db, accountId: string, id: string) => findScoped(db, teams, accountId, id);

/** A team's zone from findTeamStmt's rows; null for no such team. */
export const teamZoneOf = (rows: unknown) => (rows as (typeof teams.$inferSelect)[])[0]?.timezone ?? null;

/** A member's name, e-mail and role, read with the member row. */
const memberFields = (u: UserFields, userId: SQLWrapper) => ({ name: u.name(userId), email: u.email(userId), role: u.role(userId) });

export const findGroup = (db: Db, accountId: string, id: string) => findScoped(db, groups, accountId, id);

export async function teamDetail(db: Db, u: UserFields, accountId: string, id: string): Promise<TeamDetailDto | null> {
  const team = await findTeam(db, accountId, id);
  if (!team) return null;
  const members: TeamMemberDto[] = await db
    .select({ id: teamMembers.userId, ...memberFields(u, teamMembers.userId) })
    .from(teamMembers)
    .where(ofAccount(teamMembers, accountId, eq(teamMembers.teamId, id), u.active(teamMembers.userId)))
    .orderBy(sql`lower(${u.name(teamMembers.userId)})`)
    .all();
  const groupRows = await db
    .select()
    .from(groups)
    .where(ofAccount(groups, accountId, eq(groups.teamId, id)))
    .orderBy(groups.createdAt)
    .all();
  const gm = groupRows.length
    ? await db
        .select({ groupId: groupMembers.groupId, id: groupMembers.userId, ...memberFields(u, groupMembers.userId) })
        .from(groupMembers)
        .where(
          and(
            eq(groupMembers.accountId, accountId),
            u.active(groupMembers.userId),
            inArray(
              groupMembers.groupId,
              groupRows.map((g) => g.id),
            ),
          ),
        )
        .all()
    : [];
  const groupsOut: GroupDto[] = groupRows.map((g) => ({
    id: g.id,
    teamId: g.teamId,
    name: g.name,
    members: gm.filter((x) => x.groupId === g.id).map(({ groupId: _g, ...rest }) => rest),
  }));
  return {
    id: team.id,
    name: team.name,
    timezone: team.timezone,
    memberCount: members.length,
    groupCount: groupsOut.length,
    members,
    groups: groupsOut,
  };
}

export const insertTeamStmt = (db: Db, row: typeof teams.$inferInsert) => db.insert(teams).values(row);
export const updateTeamStmt = (db: Db, accountId: string, id: string, set: Partial<typeof teams.$inferInsert>) =>
  updateScoped(db, teams, accountId, id, set);

export const addTeamMemberStmt = (db: Db, accountId: string, teamId: string, userId: string) =>
  db.insert(teamMembers).values({ accountId, teamId, userId, createdAt: Date.now() }).onConflictDoNothing();
export const removeTeamMemberStmts = (db: Db, accountId: string, teamId: string, userId: string) => [
  db.delete(teamMembers).where(ofAccount(teamMembers, accountId, eq(teamMembers.teamId, teamId), eq(teamMembers.userId, userId))),
  db
    .delete(groupMembers)
    .where(
      and(
        eq(groupMembers.accountId, accountId),
        eq(groupMembers.userId, userId),
        inArray(groupMembers.groupId, db.select({ id: groups.id }).from(groups).where(eq(groups.teamId, teamId))),
      ),
    ),
];

export const deleteTeamStmts = (db: Db, accountId: string, id: string) => [
  db
    .delete(groupMembers)
    .where(
      and(
        eq(groupMembers.accountId, accountId),
        inArray(groupMembers.groupId, db.select({ id: groups.id }).from(groups).where(eq(groups.teamId, id))),
      ),
    ),
  db.delete(groups).where(ofAccount(groups, accountId, eq(groups.teamId, id))),
  db.delete(teamMembers).where(ofAccount(teamMembers, accountId, eq(teamMembers.teamId, id))),
  db.delete(teams).where(ofAccount(teams, accountId, eq(teams.id, id))),
];

export const insertGroupStmt = (db: Db, row: typeof groups.$inferInsert) => db.insert(groups).values(row);
export const updateGroupStmt = (db: Db, accountId: string, id: string, name: string) => updateScoped(db, groups, accountId, id, { name });
export const replaceGroupMembersStmts = (db: Db, accountId: string, groupId: string, userIds: string[]) => [
  db.delete(groupMembers).where(ofAccount(groupMembers, accountId, eq(groupMembers.groupId, groupId))),
  ...userIds.map((userId) => db.insert(groupMembers).values({ accountId, groupId, userId }).onConflictDoNothing()),
];
export const deleteGroupStmts = (db: Db, accountId: string, id: string) => [
  db.delete(groupMembers).where(ofAccount(groupMembers, accountId, eq(groupMembers.groupId, id))),
  db.delete(groups).where(ofAccount(groups, accountId, eq(groups.id, id))),
];

/** Active members of a team: only they can be put in its groups. */
export const teamMemberIds = async (db: Db, u: UserFields, accountId: string, teamId: string) =>
  (
    await db
      .select({ id: teamMembers.userId })
      .from(teamMembers)
      .where(ofAccount(teamMembers, accountId, eq(teamMembers.teamId, teamId), u.active(teamMembers.userId)))
      .all()
  ).map((r) => r.id);

/** Groups by id within one organization, each with its active members' ids (by id: a stable order for ties). */
export async function groupsWithMemberIds(db: Db, u: UserFields, accountId: string, groupIds: string[]) {
  if (!groupIds.length) return [];
  const [rows, members] = await Promise.all([
    db
      .select({ id: groups.id, name: groups.name })
      .from(groups)
      .where(ofAccount(groups, accountId, inArray(groups.id, groupIds)))
      .all(),
    db
      .select({ groupId: groupMembers.groupId, userId: groupMembers.userId })
      .from(groupMembers)
      .where(ofAccount(groupMembers, accountId, u.active(groupMembers.userId), inArray(groupMembers.groupId, groupIds)))
      .orderBy(groupMembers.userId)
      .all(),
  ]);
  return rows.map((g) => ({ id: g.id, name: g.name, memberIds: members.filter((m) => m.groupId === g.id).map((m) => m.userId) }));
}

/** Ids of the team's members (the member list's team filter). */
export const teamUserIds = async (db: Db, accountId: string, teamId: string) =>
  new Set(
    (
      await db
        .select({ userId: teamMembers.userId })
        .from(teamMembers)
        .where(ofAccount(teamMembers, accountId, eq(teamMembers.teamId, teamId)))
        .all()
    ).map((r) => r.userId),
  );

/** Team names per user, for the given users only. */
export async function teamsOfUsers(db: Db, accountId: string, userIds: string[]) {
  if (!userIds.length) return new Map<string, { id: string; name: string }[]>();
  const rows = await db
    .select({ userId: teamMembers.userId, id: teams.id, name: teams.name })
    .from(teamMembers)
    .innerJoin(teams, eq(teams.id, teamMembers.teamId))
    .where(ofAccount(teamMembers, accountId, inArray(teamMembers.userId, userIds)))
    .all();
  const map = new Map<string, { id: string; name: string }[]>();
  for (const r of rows) map.set(r.userId, [...(map.get(r.userId) ?? []), { id: r.id, name: r.name }]);
  return map;
}

export const teamIdsInAccount = async (db: Db, accountId: string, ids: string[]) =>
  ids.length
    ? (
        await db
          .select({ id: teams.id })
          .from(teams)
          .where(ofAccount(teams, accountId, inArray(teams.id, ids)))
          .all()
      ).map((r) => r.id)
    : [];

/** Sets a user's teams; leaving a team also means leaving its groups. */
export const replaceTeamsStmts = (db: Db, accountId: string, userId: string, teamIds: string[]) => [
  db
    .delete(groupMembers)
    .where(
      and(
        eq(groupMembers.accountId, accountId),
        eq(groupMembers.userId, userId),
        teamIds.length
          ? notInArray(groupMembers.groupId, db.select({ id: groups.id }).from(groups).where(inArray(groups.teamId, teamIds)))
          : undefined,
      ),
    ),
  db.delete(teamMembers).where(ofAccount(teamMembers, accountId, eq(teamMembers.userId, userId))),
  ...teamIds.map((teamId) => db.insert(teamMembers).values({ teamId, userId, accountId, createdAt: Date.now() }).onConflictDoNothing()),
];
