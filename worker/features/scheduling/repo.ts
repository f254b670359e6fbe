import type { Db } from '../../db/client';
import { bookingClaims } from '../../db/schema/booking';

/** The claim on what a booking books; its primary key and trigger make a second booking fail the whole batch. */
export const insertClaimStmt = (db: Db, row: typeof bookingClaims.$inferInsert) => db.insert(bookingClaims).values(row);
