// The users table as the rest of the worker sees it. Auth owns it (sign-up and invitation acceptance create
// users here); members, workflows, reports, relays and exports ask auth's service for these profiles.
// A profile is every column but the password hash, and every read is scoped to one organization.
import { and, eq, inArray, like, ne, or, sql, type SQL, type SQLWrapper } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { updateScoped } from '../../db/live-rows';
import type { Key } from '../../db/batch';
import { users } from '../../db/schema/identity';
import type { Role } from '../../contracts/common';
import type { SessionUser } from '../../contracts/auth';

export type UserStatus = 'active' | 'deactivated' | 'deleted';

export type UserProfile = Omit<SessionUser, 'onboarded'> & {
  contactNumber: string | null;
  linkedinUrl: string | null;
  twitterUrl: string | null;
  slackChannel: string | null;
  slackChannelName: string | null;
  avatarUrl: string | null;
  slug: string | null;
  status: UserStatus;
  discardedAt: number | null;
  onboardedAt: number | null;
  createdAt: number;
};

const profile = {
  id: users.id,
  accountId: users.accountId,
  email: users.email,
  name: users.name,
  role: users.role,
  isBooker: users.isBooker,
  timezone: users.timezone,
  contactNumber: users.contactNumber,
  linkedinUrl: users.linkedinUrl,
  twitterUrl: users.twitterUrl,
  slackChannel: users.slackChannel,
  slackChannelName: users.slackChannelName,
  avatarUrl: users.avatarUrl,
  slug: users.slug,
  status: users.status,
  discardedAt: users.discardedAt,
  onboardedAt: users.onboardedAt,
  createdAt: users.createdAt,
};

/** D1 binds at most 100 parameters a statement: long id lists are read in slices. */
const SLICE = 90;
async function inSlices<T>(values: string[], read: (slice: string[]) => Promise<T[]>): Promise<T[]> {
  const out: T[] = [];
  for (let i = 0; i < values.length; i += SLICE) out.push(...(await read(values.slice(i, i + SLICE))));
  return out;
}

const select = (db: Db, ...conds: (SQL | undefined)[]) =>
  db
    .select(profile)
    .from(users)
    .where(and(...conds));

export const findProfile = async (db: Db, accountId: string, id: string): Promise<UserProfile | undefined> =>
  select(db, eq(users.accountId, accountId), eq(users.id, id)).get();

/** Users of the organization among `ids` (any status unless `activeOnly`: ledgers name people who have left). */
export const profilesByIds = (db: Db, accountId: string, ids: string[], opts: { activeOnly?: boolean } = {}): Promise<UserProfile[]> =>
  inSlices([...new Set(ids)], (slice) =>
    select(db, eq(users.accountId, accountId), opts.activeOnly ? eq(users.status, 'active') : undefined, inArray(users.id, slice)).all(),
  );

/** Active users of the organization among `ids` (at most SLICE of them), as one statement for a batch. */
export const activeProfilesStmt = (db: Db, accountId: string, ids: string[]) =>
  select(db, eq(users.accountId, accountId), eq(users.status, 'active'), inArray(users.id, ids));
export const PROFILES_STMT_MAX = SLICE;

/** One active user of the organization, as a statement for a batch (a list of at most one profile). */
export const activeProfileStmt = (db: Db, accountId: Key, id: Key) =>
  select(db, eq(users.accountId, accountId), eq(users.status, 'active'), eq(users.id, id));

export const activeProfiles = (db: Db, accountId: string): Promise<UserProfile[]> =>
  select(db, eq(users.accountId, accountId), eq(users.status, 'active')).all();

/** Active users of the organization whose e-mail is one of `emails`, in any case. */
export const activeProfilesByEmails = (db: Db, accountId: string, emails: string[]): Promise<UserProfile[]> =>
  inSlices([...new Set(emails.map((e) => e.toLowerCase()))], (slice) =>
    select(db, eq(users.accountId, accountId), eq(users.status, 'active'), inArray(sql`lower(${users.email})`, slice)).all(),
  );

/**
 * A user's name as a scalar subquery on another feature's columns (null when the organization has no such user),
 * so a list that shows owners' names keeps its one read: `nameOf(records.accountId, records.ownerUserId)`.
 */
export const nameOf = (accountId: Key | SQLWrapper, id: Key | SQLWrapper): SQL<string | null> =>
  sql<string | null>`(select ${users.name} from ${users} where ${users.id} = ${id} and ${users.accountId} = ${accountId})`;

/**
 * A member's active flag, name, e-mail and role as subqueries on another feature's user id column, so its member
 * lists (teams and groups) keep their one read: `where(userFields.active(teamMembers.userId))`.
 */
export const userFields = {
  active: (id: Key | SQLWrapper): SQL => sql`exists (select 1 from ${users} where ${users.id} = ${id} and ${users.status} = 'active')`,
  name: (id: Key | SQLWrapper) => sql<string>`(select ${users.name} from ${users} where ${users.id} = ${id})`,
  email: (id: Key | SQLWrapper) => sql<string>`(select ${users.email} from ${users} where ${users.id} = ${id})`,
  role: (id: Key | SQLWrapper) => sql<Role>`(select ${users.role} from ${users} where ${users.id} = ${id})`,
};

export type ProfileFilter = { q?: string; role?: Role; status?: UserStatus; excludeDeleted?: boolean };

/** The organization's users by name; `q` matches name or e-mail. */
export function listProfiles(db: Db, accountId: string, f: ProfileFilter): Promise<UserProfile[]> {
  const pattern = f.q ? `%${f.q.replace(/[%_]/g, '')}%` : null;
  return select(
    db,
    eq(users.accountId, accountId),
    f.excludeDeleted ? ne(users.status, 'deleted') : undefined,
    pattern ? or(like(users.name, pattern), like(users.email, pattern)) : undefined,
    f.role ? eq(users.role, f.role) : undefined,
    f.status ? eq(users.status, f.status) : undefined,
  )
    .orderBy(sql`lower(${users.name})`)
    .all();
}

export const updateUserStmt = (db: Db, accountId: string, id: string, set: Partial<typeof users.$inferInsert>) =>
  updateScoped(db, users, accountId, id, set);
