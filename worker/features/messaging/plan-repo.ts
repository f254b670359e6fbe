import { eq } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { organizationPlans } from '../../db/schema/workflows';

/** The organization's plan; without a row it is the standard plan. */
export const planOf = async (db: Db, accountId: string) => (await db.select({ plan: organizationPlans.plan }).from(organizationPlans).where(eq(organizationPlans.accountId, accountId)).get())?.plan ?? 'standard';

export const setPlan = (db: Db, accountId: string, plan: 'standard' | 'enterprise', now: number) =>
  db.insert(organizationPlans).values({ accountId, plan, updatedAt: now }).onConflictDoUpdate({ target: organizationPlans.accountId, set: { plan, updatedAt: now } }).run();
