import * as v from 'valibot';
import { MESSAGES, requiredString, timezoneField, type Role } from './common';

export const createTeamSchema = v.object({
  name: requiredString(MESSAGES.teamNameRequired, 100),
  timezone: timezoneField,
  memberIds: v.optional(v.pipe(v.array(v.string()), v.maxLength(90, 'At most 90 members at a time')), []),
});
export const updateTeamSchema = v.object({
  name: v.optional(requiredString(MESSAGES.teamNameRequired, 100)),
  timezone: v.optional(timezoneField),
});
export const teamMembersSchema = v.object({
  userIds: v.pipe(v.array(v.string()), v.minLength(1, 'Select at least one member'), v.maxLength(90, 'At most 90 members at a time')),
});
export const groupSchema = v.object({
  name: requiredString('Group name is a required field', 100),
  memberIds: v.optional(v.pipe(v.array(v.string()), v.maxLength(90, 'At most 90 members at a time')), []),
});
export const updateGroupSchema = v.object({
  name: v.optional(requiredString('Group name is a required field', 100)),
  memberIds: v.optional(v.pipe(v.array(v.string()), v.maxLength(90, 'At most 90 members at a time'))),
});

export type TeamMemberDto = { id: string; name: string; email: string; role: Role };
export type GroupDto = { id: string; teamId: string; name: string; members: TeamMemberDto[] };
export type TeamDto = { id: string; name: string; timezone: string; memberCount: number; groupCount: number };
export type TeamDetailDto = TeamDto & { members: TeamMemberDto[]; groups: GroupDto[] };
