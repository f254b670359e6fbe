import type { Db } from '../../db/client';
import * as ctxRepo from './context-repo';

/** The organization's active members (for signals: all users, account owners). */
export const activeUsers = (db: Db, accountId: string) => ctxRepo.activeUsers(db, accountId);

/** Members by id, scoped to the organization. */
export const usersByIds = (db: Db, accountId: string, ids: string[]) => ctxRepo.usersByIds(db, accountId, ids);
