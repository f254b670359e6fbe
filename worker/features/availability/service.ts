import type { Db } from '../../db/client';
import type { Caller } from '../../env';
import { defaultAvailability, type Availability } from '../../contracts/availability';
import { forbidden } from '../../core/errors';
import { getMember } from '../members/service';
import { getTeam } from '../teams/service';
import { known, type Read } from '../../db/batch';
import * as repo from './repo';

/** A member's default availability; without a saved one, Monday to Friday 9 to 5 in their own zone. */
export async function memberAvailability(db: Db, caller: Caller, userId: string): Promise<Availability> {
  const member = await getMember(db, caller, userId);
  const row = await repo.findAvailability(db, caller.accountId, 'user', userId);
  return row?.data ?? defaultAvailability(member.timezone);
}

export async function teamAvailability(db: Db, caller: Caller, teamId: string): Promise<Availability> {
  const team = await getTeam(db, caller, teamId);
  const row = await repo.findAvailability(db, caller.accountId, 'team', teamId);
  return row?.data ?? defaultAvailability(team.timezone);
}

/** Members set their own; Admins and Managers may set anyone's in their organization. */
export async function saveMemberAvailability(db: Db, caller: Caller, userId: string, data: Availability) {
  if (userId !== caller.userId && caller.role === 'regular') throw forbidden();
  await getMember(db, caller, userId);
  await repo.upsertAvailabilityStmt(db, caller.accountId, 'user', userId, data).run();
  return data;
}

export async function saveTeamAvailability(db: Db, caller: Caller, teamId: string, data: Availability) {
  await getTeam(db, caller, teamId);
  await repo.upsertAvailabilityStmt(db, caller.accountId, 'team', teamId, data).run();
  return data;
}

/** A recurring meeting type keeps its own schedule under the same table. */
export const recurringAvailabilityStmt = (db: Db, accountId: string, meetingTypeId: string, data: Availability | null) =>
  data
    ? repo.upsertAvailabilityStmt(db, accountId, 'meeting_type', meetingTypeId, data)
    : repo.deleteAvailabilityStmt(db, accountId, 'meeting_type', meetingTypeId);

export async function recurringAvailability(db: Db, accountId: string, meetingTypeId: string) {
  return (await repo.findAvailability(db, accountId, 'meeting_type', meetingTypeId))?.data ?? null;
}

/**
 * The saved availabilities of owners of one kind (members, a team, a recurring meeting type) as a read that
 * joins a caller's batch; owners without one are missing from the map (the caller knows their zone's default).
 */
export function savedAvailabilitiesRead(
  db: Db,
  accountId: string,
  ownerKind: 'user' | 'team' | 'meeting_type',
  ownerIds: string[],
): Read<Map<string, Availability>> {
  if (!ownerIds.length) return known(new Map());
  return { stmts: [repo.findAvailabilitiesStmt(db, accountId, ownerKind, ownerIds)], of: ([rows]) => repo.availabilitiesOf(rows) };
}
