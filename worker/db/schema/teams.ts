import { sqliteTable, text, integer, index, primaryKey } from 'drizzle-orm/sqlite-core';
import { users, tenantRow } from './identity';
import { requiredRef } from './columns';

export type WeeklyHours = Record<string, { start: string; end: string }[]>;

export const teams = sqliteTable(
  'teams',
  {
    ...tenantRow(),
    name: text('name').notNull(),
    timezone: text('timezone').notNull(),
    createdAt: integer('created_at').notNull(),
  },
  (t) => [index('teams_account_idx').on(t.accountId)],
);

export const teamMembers = sqliteTable(
  'team_members',
  {
    teamId: requiredRef('team_id', () => teams.id),
    userId: requiredRef('user_id', () => users.id),
    accountId: text('account_id').notNull(),
    createdAt: integer('created_at').notNull(),
  },
  (t) => [primaryKey({ columns: [t.teamId, t.userId] }), index('team_members_user_idx').on(t.userId)],
);

export const groups = sqliteTable(
  'groups',
  {
    ...tenantRow(),
    teamId: requiredRef('team_id', () => teams.id),
    name: text('name').notNull(),
    createdAt: integer('created_at').notNull(),
  },
  (t) => [index('groups_team_idx').on(t.teamId)],
);

export const groupMembers = sqliteTable(
  'group_members',
  {
    groupId: requiredRef('group_id', () => groups.id),
    userId: requiredRef('user_id', () => users.id),
    accountId: text('account_id').notNull(),
  },
  (t) => [primaryKey({ columns: [t.groupId, t.userId] })],
);
