import type { Db } from '../../db/client';
import * as repo from './repo';

/** Meetings hosted per user since an instant: the interim round-robin order of group links. */
export const hostedCountsFor = (db: Db, accountId: string, userIds: string[], since: number) => repo.hostedCounts(db, accountId, userIds, since);
