import { sqliteTable, text, integer, index, primaryKey } from 'drizzle-orm/sqlite-core';
import { accounts, users } from './identity';

export type WeeklyHours = Record<string, { start: string; end: string }[]>;

export const teams = sqliteTable('teams', {
  id: text('id').primaryKey(),
  accountId: text('account_id').notNull().references(() => accounts.id),
  name: text('name').notNull(),
  timezone: text('timezone').notNull(),
  createdAt: integer('created_at').notNull(),
}, (t) => [index('teams_account_idx').on(t.accountId)]);

export const teamMembers = sqliteTable('team_members', {
  teamId: text('team_id').notNull().references(() => teams.id),
  userId: text('user_id').notNull().references(() => users.id),
  accountId: text('account_id').notNull(),
  createdAt: integer('created_at').notNull(),
}, (t) => [primaryKey({ columns: [t.teamId, t.userId] }), index('team_members_user_idx').on(t.userId)]);

export const groups = sqliteTable('groups', {
  id: text('id').primaryKey(),
  accountId: text('account_id').notNull().references(() => accounts.id),
  teamId: text('team_id').notNull().references(() => teams.id),
  name: text('name').notNull(),
  createdAt: integer('created_at').notNull(),
}, (t) => [index('groups_team_idx').on(t.teamId)]);

export const groupMembers = sqliteTable('group_members', {
  groupId: text('group_id').notNull().references(() => groups.id),
  userId: text('user_id').notNull().references(() => users.id),
  accountId: text('account_id').notNull(),
}, (t) => [primaryKey({ columns: [t.groupId, t.userId] })]);
