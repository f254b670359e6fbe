import { and, asc, eq, gte, inArray, isNotNull, isNull, lte, sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { runRead, type Read } from '../../db/batch';
import type { DecisionEvent, DecisionRecord, RoundRobinRecord, RuleVersion } from '../../contracts/routing-decision';
import { accounts, users } from '../../db/schema/identity';
import { groupMembers, teams } from '../../db/schema/teams';
import { distributionRules, forms, matchingRules } from '../../db/schema/routing';
import { meetingTypes } from '../../db/schema/scheduling';
import { redirectRules, routers, routingSessions } from '../../db/schema/routers';
import { campaignRouters } from '../../db/schema/campaign';
import { findScoped, ofAccount } from '../../db/live-rows';
import { updateSessionRow } from '../../db/routing-session-rows';

// Public routing calls carry no signed-in caller: the router (or session) id is the entry point, and
// every query after it is scoped by the account that row belongs to.

export type RouterRow = typeof routers.$inferSelect;
export type SessionRow = typeof routingSessions.$inferSelect;
export type SessionInsert = typeof routingSessions.$inferInsert;
export type MeetingTypeRow = typeof meetingTypes.$inferSelect;
export type DistributionRow = typeof distributionRules.$inferSelect;

export type CampaignRouterRow = typeof campaignRouters.$inferSelect;
/** A campaign router by id, deleted ones included (a session keeps booking after its router is edited or deleted). */
export const findCampaignRouterScoped = (db: Db, accountId: string, id: string) => findScoped(db, campaignRouters, accountId, id);

export const findLiveRouter = (db: Db, id: string) =>
  db
    .select()
    .from(routers)
    .where(and(eq(routers.id, id), isNull(routers.deletedAt)))
    .get();
export const findRouterScoped = (db: Db, accountId: string, id: string) => findScoped(db, routers, accountId, id);

/** A live router with the trusted origins of the organization owning it, in one round trip; undefined for an unknown router. */
export const liveRouterWithOrigins = (db: Db, id: string) =>
  db
    .select({ router: routers, trustedOrigins: accounts.trustedOrigins })
    .from(routers)
    .innerJoin(accounts, eq(accounts.id, routers.accountId))
    .where(and(eq(routers.id, id), isNull(routers.deletedAt)))
    .get();
/** The trusted origins of the organization owning a routing session, in one round trip; null for an unknown session. */
export const trustedOriginsOfSession = async (db: Db, id: string) =>
  (
    await db
      .select({ trustedOrigins: accounts.trustedOrigins })
      .from(routingSessions)
      .innerJoin(accounts, eq(accounts.id, routingSessions.accountId))
      .where(eq(routingSessions.id, id))
      .get()
  )?.trustedOrigins ?? null;

export const findOrg = (db: Db, accountId: string) => db.select().from(accounts).where(eq(accounts.id, accountId)).get();
export const findForm = (db: Db, accountId: string, id: string) =>
  db
    .select()
    .from(forms)
    .where(ofAccount(forms, accountId, eq(forms.id, id), isNull(forms.deletedAt)))
    .get();

const liveMatching = (accountId: string, ids: string[]) =>
  ofAccount(matchingRules, accountId, inArray(matchingRules.id, ids.length ? ids : ['']), isNull(matchingRules.deletedAt));
const livePods = (accountId: string, ids: string[]) =>
  and(
    eq(distributionRules.accountId, accountId),
    inArray(distributionRules.id, ids.length ? ids : ['']),
    isNull(distributionRules.deletedAt),
  );

/** Distribution rules or pods by id (a router keeps at most 90 of each list, under D1's bound-parameter limit). */
export const podsByIds = (db: Db, accountId: string, ids: string[]) =>
  db.select().from(distributionRules).where(livePods(accountId, ids)).all();

/**
 * Everything a submission decides with, in one D1 round trip: form, organization, the router's
 * matching rules and pods, active users, team names, meeting type and redirect rules.
 */
export const routingContext = (db: Db, router: RouterRow) => runRead(db, routingContextRead(db, router));

/** routingContext as a read that can join a caller's batch (the submission's stored answer, branding, settings). */
export function routingContextRead(db: Db, router: RouterRow): Read<RoutingContextRows> {
  const stmts = routingContextStmts(db, router);
  return {
    stmts: [...stmts],
    of: (results) => {
      const [form, org, matching, pods, people, teamRows, types, redirects] = results as RowsOf<typeof stmts>;
      return {
        form: form[0] ?? null,
        org: org[0] ?? null,
        matching,
        pods,
        people,
        teams: teamRows,
        meetingType: types[0] ?? null,
        redirects,
      };
    },
  };
}

/** The rows each select of a list gives. */
type RowsOf<S extends readonly unknown[]> = { -readonly [K in keyof S]: S[K] extends { all(): Promise<infer R> } ? R : never };
type RoutingContextStmts = ReturnType<typeof routingContextStmts>;
export type RoutingContextRows = {
  form: RowsOf<RoutingContextStmts>[0][number] | null;
  org: RowsOf<RoutingContextStmts>[1][number] | null;
  matching: RowsOf<RoutingContextStmts>[2];
  pods: RowsOf<RoutingContextStmts>[3];
  people: RowsOf<RoutingContextStmts>[4];
  teams: RowsOf<RoutingContextStmts>[5];
  meetingType: RowsOf<RoutingContextStmts>[6][number] | null;
  redirects: RowsOf<RoutingContextStmts>[7];
};

function routingContextStmts(db: Db, router: RouterRow) {
  const a = router.accountId;
  const podIds = [...router.distributionRuleIds, ...(router.fallbackPodId ? [router.fallbackPodId] : [])];
  return [
    db
      .select()
      .from(forms)
      .where(ofAccount(forms, a, eq(forms.id, router.formId), isNull(forms.deletedAt)))
      .limit(1),
    db.select().from(accounts).where(eq(accounts.id, a)).limit(1),
    db.select().from(matchingRules).where(liveMatching(a, router.matchingRuleIds)),
    db.select().from(distributionRules).where(livePods(a, podIds)),
    db
      .select({ id: users.id, email: users.email, name: users.name, timezone: users.timezone, avatarUrl: users.avatarUrl })
      .from(users)
      .where(ofAccount(users, a, eq(users.status, 'active'))),
    db.select({ id: teams.id, name: teams.name }).from(teams).where(eq(teams.accountId, a)),
    db
      .select()
      .from(meetingTypes)
      .where(ofAccount(meetingTypes, a, eq(meetingTypes.id, router.meetingTypeId), isNull(meetingTypes.deletedAt)))
      .limit(1),
    redirectRulesQuery(db, a),
  ] as const;
}

function redirectRulesQuery(db: Db, accountId: string) {
  return db
    .select()
    .from(redirectRules)
    .where(ofAccount(redirectRules, accountId, isNull(redirectRules.deletedAt)))
    .orderBy(asc(redirectRules.type), asc(redirectRules.position));
}
export const liveRedirectRules = (db: Db, accountId: string) => redirectRulesQuery(db, accountId).all();

export const meetingTypeById = (db: Db, accountId: string, id: string) =>
  db
    .select()
    .from(meetingTypes)
    .where(ofAccount(meetingTypes, accountId, eq(meetingTypes.id, id), isNull(meetingTypes.deletedAt)))
    .get();

/** Active members of each group (a matching rule's group assignee), scoped to the account, in one query. */
export async function membersByGroup(db: Db, accountId: string, groupIds: string[]) {
  const byGroup = new Map<string, string[]>();
  if (!groupIds.length) return byGroup;
  const rows = await db
    .select({ groupId: groupMembers.groupId, userId: groupMembers.userId })
    .from(groupMembers)
    .innerJoin(users, eq(users.id, groupMembers.userId))
    .where(ofAccount(groupMembers, accountId, inArray(groupMembers.groupId, groupIds), eq(users.status, 'active')))
    .orderBy(asc(groupMembers.userId))
    .all();
  for (const r of rows) byGroup.set(r.groupId, [...(byGroup.get(r.groupId) ?? []), r.userId]);
  return byGroup;
}

/** Meeting types by id (a rule's meeting type override), scoped to the account. */
export const meetingTypesByIds = (db: Db, accountId: string, ids: string[]) =>
  ids.length
    ? db
        .select()
        .from(meetingTypes)
        .where(ofAccount(meetingTypes, accountId, inArray(meetingTypes.id, ids), isNull(meetingTypes.deletedAt)))
        .all()
    : Promise.resolve([]);

export const teamName = async (db: Db, accountId: string, id: string) =>
  (
    await db
      .select({ name: teams.name })
      .from(teams)
      .where(ofAccount(teams, accountId, eq(teams.id, id)))
      .get()
  )?.name ?? null;

// ---------------------------------------------------------------------------------------------------
// Sessions

export const findSession = (db: Db, id: string) => db.select().from(routingSessions).where(eq(routingSessions.id, id)).get();
export const findSessionScoped = (db: Db, accountId: string, id: string) => findScoped(db, routingSessions, accountId, id);

export const insertSessionStmt = (db: Db, row: SessionInsert) => db.insert(routingSessions).values(row);

/** The row a routing decision's insert stores: its values, the columns it leaves out at their defaults. */
export const storedSession = (row: SessionInsert & Pick<SessionRow, 'id' | 'updatedAt'>): SessionRow => ({
  routerId: null,
  routerKind: 'inbound',
  bookedByUserId: null,
  bookedBySource: null,
  prospectName: '',
  prospectEmail: '',
  outcome: 'pending',
  outcomeReason: null,
  assigneeState: null,
  via: null,
  viaId: null,
  viaName: null,
  assigneeUserId: null,
  candidateUserIds: [],
  podId: null,
  meetingTypeId: null,
  meetingId: null,
  crmOwnerUpdated: false,
  crmOwnerField: null,
  redistributeAt: null,
  redistributedAt: null,
  closedAt: null,
  bookedAt: null,
  decision: null,
  ...row,
});

/** Changes to the stored decision: whole parts replaced, list entries appended. */
export type DecisionPatch = {
  set?: Partial<Pick<DecisionRecord, 'ownerUpdate' | 'slotsShown' | 'redistribution' | 'redirect' | 'booking'>>;
  push?: { events?: DecisionEvent[]; roundRobin?: RoundRobinRecord[]; crmWrites?: DecisionRecord['crmWrites']; rulesUsed?: RuleVersion[] };
};

/** One UPDATE of a session's columns and decision; `when` adds the conditions that make it safe to race. */
export const updateSessionStmt = updateSessionRow<DecisionPatch>;

export const changed = (result: { meta?: { changes?: number } }) => (result.meta?.changes ?? 0) > 0;

export const guards = {
  open: () => inArray(routingSessions.outcome, ['pending', 'not_booked']),
  notRedistributed: () => isNull(routingSessions.redistributedAt),
  notClosed: () => isNull(routingSessions.closedAt),
  slotsNotShown: () => sql`json_extract("decision", '$.slotsShown') is null`,
  due: () => isNotNull(routingSessions.redistributeAt),
};

/** Sessions whose not-booked wait has ended and that nobody has redistributed or finalised yet. */
export const dueSessions = (db: Db, now: number, limit: number) =>
  db
    .select({ id: routingSessions.id, accountId: routingSessions.accountId })
    .from(routingSessions)
    .where(
      and(
        lte(routingSessions.redistributeAt, now),
        isNull(routingSessions.redistributedAt),
        inArray(routingSessions.outcome, ['pending', 'not_booked']),
      ),
    )
    .orderBy(asc(routingSessions.redistributeAt))
    .limit(limit)
    .all();

/** Relay sessions per relay since `since`: processed, booked, not booked (relay-routers' cards, one grouped read). */
export const relayTallies = (db: Db, accountId: string, since: number) =>
  db
    .select({
      relayId: routingSessions.routerId,
      processed: sql<number>`count(*)`,
      booked: sql<number>`sum(case when ${routingSessions.outcome} = 'booked' then 1 else 0 end)`,
      notBooked: sql<number>`sum(case when ${routingSessions.outcome} = 'not_booked' then 1 else 0 end)`,
    })
    .from(routingSessions)
    .where(ofAccount(routingSessions, accountId, eq(routingSessions.routerKind, 'relay'), gte(routingSessions.createdAt, since)))
    .groupBy(routingSessions.routerId)
    .all();
