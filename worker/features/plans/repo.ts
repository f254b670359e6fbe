import { eq } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { accounts } from '../../db/schema/identity';
import type { Plan } from '../../contracts/plans';

/** The organization's plan; a missing organization reads as Standard, which unlocks nothing. */
export const planOf = async (db: Db, accountId: string): Promise<Plan> =>
  (await db.select({ plan: accounts.plan }).from(accounts).where(eq(accounts.id, accountId)).get())?.plan ?? 'standard';

/** Only operators and tests set a plan: there is no route that does (no self-service upgrade). */
export const setPlan = (db: Db, accountId: string, plan: Plan) => db.update(accounts).set({ plan }).where(eq(accounts.id, accountId)).run();
