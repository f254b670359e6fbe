import { and, eq, inArray, isNull } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { users } from '../../db/schema/identity';
import { distributionRules, matchingRules } from '../../db/schema/routing';
import { ofAccount } from '../../db/live-rows';

const some = (ids: string[]) => (ids.length ? ids : ['']);

/**
 * What an object router decides with, in one D1 round trip: its matching rules and pods (live ones, any
 * order; the caller keeps the router's) and the organization's active members.
 */
export async function objectRuleRows(db: Db, accountId: string, matchingIds: string[], podIds: string[]) {
  const [matching, pods, people] = await db.batch([
    db
      .select()
      .from(matchingRules)
      .where(ofAccount(matchingRules, accountId, inArray(matchingRules.id, some(matchingIds)), isNull(matchingRules.deletedAt))),
    db
      .select()
      .from(distributionRules)
      .where(ofAccount(distributionRules, accountId, inArray(distributionRules.id, some(podIds)), isNull(distributionRules.deletedAt))),
    db
      .select({ id: users.id, email: users.email, name: users.name, timezone: users.timezone, avatarUrl: users.avatarUrl })
      .from(users)
      .where(ofAccount(users, accountId, eq(users.status, 'active'))),
  ] as const);
  return { matching, pods, people };
}
