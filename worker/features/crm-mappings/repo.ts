import { and, asc, eq, lt, sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import type { DecisionEvent, DecisionRecord } from '../../contracts/routing-decision';
import { meetingLinks } from '../../db/schema/booking';
import { meetingCrmWrites } from '../../db/schema/crm-sync';
import { relayRouters } from '../../db/schema/relay';
import { routingSessions } from '../../db/schema/routers';
import { meetings } from '../../db/schema/scheduling';
import { ofAccount } from '../../db/live-rows';

type MeetingCrmWriteRow = typeof meetingCrmWrites.$inferSelect;
type CrmWrite = DecisionRecord['crmWrites'][number];

/** What a booked meeting's mapped answers need: who the prospect is, what they answered, where they booked. */
export const meetingToMap = (db: Db, accountId: string, id: string) =>
  db
    .select({
      id: meetings.id,
      accountId: meetings.accountId,
      linkId: meetings.linkId,
      prospectEmail: meetings.prospectEmail,
      prospectName: meetings.prospectName,
      answers: meetings.answers,
      utm: meetings.utm,
    })
    .from(meetings)
    .where(ofAccount(meetings, accountId, eq(meetings.id, id)))
    .get();

export const linkQuestions = (db: Db, accountId: string, linkId: string) =>
  db
    .select({ questions: meetingLinks.questions })
    .from(meetingLinks)
    .where(ofAccount(meetingLinks, accountId, eq(meetingLinks.id, linkId)))
    .get();

/**
 * Whether a booking has anything to map, as one select the event delivery batches with the other
 * handlers' checks: the link's questions, or the CRM step of the relay whose session was booked.
 */
export const mappingCheckQuery = (db: Db, accountId: string, meetingId: string, sessionId: string | null) =>
  db
    .select({ questions: meetingLinks.questions, crmMapping: relayRouters.crmMapping, utm: meetings.utm })
    .from(meetings)
    .leftJoin(meetingLinks, and(eq(meetingLinks.accountId, meetings.accountId), eq(meetingLinks.id, meetings.linkId)))
    .leftJoin(
      routingSessions,
      and(
        eq(routingSessions.accountId, meetings.accountId),
        eq(routingSessions.id, sessionId ?? ''),
        eq(routingSessions.routerKind, 'relay'),
      ),
    )
    .leftJoin(relayRouters, and(eq(relayRouters.accountId, meetings.accountId), eq(relayRouters.id, routingSessions.routerId)))
    .where(ofAccount(meetings, accountId, eq(meetings.id, meetingId)))
    .limit(1);

/** A relay session's answers (by form question id) and its relay's CRM step. */
export const relaySessionMapping = (db: Db, accountId: string, sessionId: string) =>
  db
    .select({ answers: routingSessions.answers, crmMapping: relayRouters.crmMapping })
    .from(routingSessions)
    .innerJoin(relayRouters, and(eq(relayRouters.accountId, routingSessions.accountId), eq(relayRouters.id, routingSessions.routerId)))
    .where(ofAccount(routingSessions, accountId, eq(routingSessions.id, sessionId), eq(routingSessions.routerKind, 'relay')))
    .get();

/** The CRM module the router of an inbound or campaign session updates, as its decision recorded it. */
export const routerSessionModule = (db: Db, accountId: string, sessionId: string) =>
  db
    .select({ crmModule: sql<string | null>`json_extract(${routingSessions.decision}, '$.router.crmModule')` })
    .from(routingSessions)
    .where(ofAccount(routingSessions, accountId, eq(routingSessions.id, sessionId), sql`${routingSessions.routerKind} != 'relay'`))
    .get();

/** The built-in CRM's outcome, final when written (the handler's batch holds it). */
export const putWriteStmt = (db: Db, row: MeetingCrmWriteRow) =>
  db
    .insert(meetingCrmWrites)
    .values(row)
    .onConflictDoUpdate({
      target: [meetingCrmWrites.meetingId, meetingCrmWrites.crm],
      set: { label: row.label, status: row.status, detail: row.detail, updatedAt: row.updatedAt },
    });

/**
 * Takes the built-in CRM's write of a meeting for one delivery of its event: answers the row when this
 * delivery may write (no row yet, or a pending one whose holder stopped before `staleBefore`), else null.
 */
export const claimBuiltinWrite = (db: Db, row: MeetingCrmWriteRow, staleBefore: number) =>
  db
    .insert(meetingCrmWrites)
    .values(row)
    .onConflictDoUpdate({
      target: [meetingCrmWrites.meetingId, meetingCrmWrites.crm],
      set: { updatedAt: row.updatedAt },
      setWhere: and(eq(meetingCrmWrites.status, 'pending'), lt(meetingCrmWrites.updatedAt, staleBefore)),
    })
    .returning()
    .get();

export const findWrite = (db: Db, accountId: string, meetingId: string, crm: string) =>
  db
    .select()
    .from(meetingCrmWrites)
    .where(ofAccount(meetingCrmWrites, accountId, eq(meetingCrmWrites.meetingId, meetingId), eq(meetingCrmWrites.crm, crm)))
    .get();

/** An outside CRM's job queued: never overwrites the outcome a fast job may already have recorded. */
export const pendingWriteStmt = (db: Db, row: MeetingCrmWriteRow) => db.insert(meetingCrmWrites).values(row).onConflictDoNothing();

export const writesOf = (db: Db, accountId: string, meetingId: string) =>
  db
    .select()
    .from(meetingCrmWrites)
    .where(ofAccount(meetingCrmWrites, accountId, eq(meetingCrmWrites.meetingId, meetingId)))
    .orderBy(asc(meetingCrmWrites.label))
    .all();

/** Appends the built-in CRM's writes to a relay session's decision, in SQL (json_insert), for the routing log. */
export function pushSessionWritesStmt(db: Db, accountId: string, sessionId: string, writes: CrmWrite[], events: DecisionEvent[]) {
  let expr = sql`"decision"`;
  for (const w of writes) expr = sql`json_insert(${expr}, '$.crmWrites[#]', json(${JSON.stringify(w)}))`;
  for (const e of events) expr = sql`json_insert(${expr}, '$.events[#]', json(${JSON.stringify(e)}))`;
  return db
    .update(routingSessions)
    .set({ decision: expr as unknown as DecisionRecord })
    .where(ofAccount(routingSessions, accountId, eq(routingSessions.id, sessionId), sql`${routingSessions.decision} is not null`));
}
