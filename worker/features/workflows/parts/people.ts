import type { Db } from '../../../db/client';
import { activeUsers as activeProfiles, usersByIds as profilesByIds } from '../../auth/service';

/** The organization's active members (for signals: all users, account owners). */
export const activeUsers = (db: Db, accountId: string) => activeProfiles(db, accountId);

/** Members by id, scoped to the organization. */
export const usersByIds = (db: Db, accountId: string, ids: string[]) => profilesByIds(db, accountId, ids);
