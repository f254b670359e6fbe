import type { Db } from '../../../db/client';
import type { Env } from '../../../env';
import type { CrmRecord, OwnerUpdate } from '../../../contracts/routing';
import type { DecisionEvent, DecisionRecord, RoundRobinRecord, RuleVersion } from '../../../contracts/routing-decision';
import { decideLaterOwnerUpdate } from '../../../core/routing/decide';
import type { Stmt } from '../../../db/batch';
import { eventStmt, publishEvents } from '../../events/service';
import { bookMeeting, type Booked, type BookingPlan } from '../../meetings/service';
import type { Joiner } from '../../../core/slots/joining-groups';
import { applyTurn, turnStmt, type PodTurn } from '../../pod-turns/service';
import { writeToCrm, type CrmWriteInput } from './crm-writes';
import * as repo from '../repo';
import { labelledAnswers } from '../../../core/routing/answer-labels';
import { presentUtm, type UtmValues } from '../../../contracts/utm-params';
import { formQuestionLabels } from '../../forms/service';

const iso = (ms: number) => new Date(ms).toISOString();

/** The session a booking claims: a routing_sessions row of any router kind. */
export type BookedSession = { id: string; accountId: string; routerId: string | null; routerKind: string };

/**
 * What one kind of session adds to the meeting booking. The kind builds the meeting plan (hosts, their
 * order, guests, organizer); this module owns everything that makes it a session booking.
 */
export type SessionBookingSpec = {
  session: PlanSession;
  /** What the meeting is: the base every session's plan shares (see planBase). */
  meeting: SessionMeeting;
  /** The rest of the plan: how this kind orders the hosts, whom it invites, where it redirects. */
  plan: Omit<BookingPlan, 'claim' | 'alsoWrite' | keyof Awaited<ReturnType<typeof planBase>>>;
  /** Names the host in the log's "booked" entry. */
  people: Map<string, { name: string }>;
  /** The pod's at-booking round robin for the chosen host, when an open pod chose at booking. */
  roundRobin: (hostId: string) => RoundRobinRecord | null;
  /** The strict pod that counted this meeting when the session opened, under the session's id. */
  countedPodId: string | null;
  /** Log entries after "booked" (joined members, the redirect), and what else the decision records. */
  events?: (hostId: string, joined: Joiner[]) => DecisionEvent[];
  set?: Pick<Partial<DecisionRecord>, 'redirect'>;
  rulesUsed?: RuleVersion[];
  /** Write the prospect.booked event (inbound and campaign sessions; workflows and webhooks react to it). */
  announce: boolean;
  /** After the batch committed: the CRM owner, written by the booking that won. */
  afterBooking?: (hostId: string) => Promise<void>;
};

/** The session a plan books for: its prospect, answers and attribution. */
type PlanSession = BookedSession & {
  prospectName: string;
  prospectEmail: string;
  answers: Parameters<typeof labelledAnswers>[0];
  attribution?: { utm?: UtmValues | null } | null;
};

/** The meeting a session books: the organization's name, the type and its hosts, the chosen time and the form asked. */
export type SessionMeeting = {
  org: string;
  type: BookingPlan['type'];
  hosts: BookingPlan['hosts'];
  start: string;
  timezone: string;
  formId?: string | null;
};

/**
 * What every session booking's plan holds alike: a router booking of any of the hosts, for the session's
 * prospect, with the answers under the form's labels and the UTM values the session came with (for the
 * CRM's mapped UTM fields).
 */
async function planBase(db: Db, s: PlanSession, at: SessionMeeting) {
  return {
    accountId: s.accountId,
    org: at.org,
    type: at.type,
    linkId: null,
    source: 'router' as const,
    start: Date.parse(at.start),
    hosts: at.hosts,
    mode: 'any' as const,
    prospect: { name: s.prospectName || s.prospectEmail, email: s.prospectEmail, timezone: at.timezone },
    answers: labelledAnswers(s.answers, await formQuestionLabels(db, s.accountId, at.formId)),
    utm: presentUtm(s.attribution?.utm),
    meetingName: at.type.name,
  };
}

/**
 * The one booking path for routing sessions of every kind: the session's claim (its trigger refuses a
 * second booking of the session), the meeting, the session's booked outcome, the pod's turn and the
 * prospect.booked event commit in one batch, so a session books exactly one meeting and a booking racing
 * the redistribution either wins entirely or not at all. The turn and the owner update follow, side by side.
 */
export async function bookSessionMeeting(env: Env, db: Db, spec: SessionBookingSpec, now: number): Promise<Booked> {
  const s = spec.session;
  const owed: { turn: PodTurn | null; event?: { id: string; stmt: Stmt } } = { turn: null };
  const booked = await bookMeeting(
    env,
    db,
    {
      ...(await planBase(db, s, spec.meeting)),
      ...spec.plan,
      claim: { kind: 'routing_session', subjectId: s.id },
      alsoWrite: (meeting, joined) => {
        const host = meeting.hostUserId;
        const rr = spec.roundRobin(host);
        owed.turn = rr
          ? { meetingId: meeting.id, accountId: s.accountId, podId: rr.podId, memberId: host, at: now }
          : spec.countedPodId
            ? { meetingId: meeting.id, accountId: s.accountId, podId: spec.countedPodId, memberId: host, at: now, countedAs: s.id }
            : null;
        const events: DecisionEvent[] = [
          { at: iso(now), type: 'booked', detail: `Booked with ${spec.people.get(host)?.name ?? host} for ${iso(meeting.startAt)}` },
          ...(spec.events?.(host, joined) ?? []),
        ];
        const booking = { meetingId: meeting.id, start: iso(meeting.startAt), end: iso(meeting.endAt), hostUserId: host, at: iso(now) };
        const outcome = { outcome: 'booked' as const, outcomeReason: null, meetingId: meeting.id, bookedAt: now, assigneeUserId: host };
        return [
          repo.updateSessionStmt(
            db,
            s.accountId,
            s.id,
            { ...outcome, assigneeState: 'assigned', redistributeAt: null, updatedAt: now },
            {
              set: { booking, ...spec.set },
              push: { events, roundRobin: rr ? [rr] : [], ...(spec.rulesUsed ? { rulesUsed: spec.rulesUsed } : {}) },
            },
          ),
          ...(owed.turn ? [turnStmt(db, owed.turn)] : []),
          ...(spec.announce
            ? [
                (owed.event = eventStmt(db, {
                  accountId: s.accountId,
                  type: 'prospect.booked',
                  subjectId: s.id,
                  payload: { sessionId: s.id, routerId: s.routerId, routerKind: s.routerKind, meetingId: meeting.id },
                  occurredAt: now,
                })).stmt,
              ]
            : []),
        ];
      },
    },
    now,
  );
  if (booked.replayed || !booked.meeting) return booked;
  const host = booked.meeting.hostUserId;
  // The event, the pod's turn and the CRM owner are independent: none waits for another.
  await Promise.all([
    owed.event ? publishEvents(env, [owed.event.id]) : null,
    owed.turn
      ? applyTurn(env, db, owed.turn, now).catch((e) =>
          console.error(JSON.stringify({ level: 'error', msg: 'pod turn left to the sweep', sessionId: s.id, error: String(e) })),
        )
      : null,
    spec.afterBooking?.(host),
  ]);
  return booked;
}

/** A session whose CRM owner a booking writes: the setting that names the property, and the record it goes to. */
export type LaterOwnerUpdate = {
  session: BookedSession & { prospectEmail: string; prospectName: string };
  router: CrmWriteInput['router'];
  decision: DecisionRecord;
  setting: OwnerUpdate;
  record: CrmRecord | null;
  /** The session's earlier writes: where the owner goes when the decision matched no record. */
  earlierWrites?: CrmWriteInput['earlierWrites'];
};

/**
 * "Update owner in CRM" once a booking has committed (a team session's owner, a relay's): the record the
 * decision found gets the meeting's host as its owner, and the log records what was written. A failure is
 * logged, never thrown: the meeting is booked either way.
 */
export async function writeOwnerAfterBooking(env: Env, db: Db, u: LaterOwnerUpdate, host: string, now: number) {
  const s = u.session;
  const owner = { decision: decideLaterOwnerUpdate(u.decision.inputs, u.setting, u.record, host), userId: host };
  const prospect = { email: s.prospectEmail, name: s.prospectName, phone: null, answers: {}, leadFields: {}, contactFields: {} };
  try {
    const crm = await writeToCrm(
      db,
      {
        router: u.router,
        prospect,
        records: u.decision.inputs.crmRecords,
        owner,
        ownerOnly: true,
        earlierWrites: u.earlierWrites,
        vendor: { env, sessionId: s.id, purpose: 'booking' },
      },
      now,
    );
    if (!crm.ownerUpdate && !crm.events.length) return;
    const columns = crm.ownerUpdate ? { crmOwnerUpdated: crm.ownerUpdate.updated, crmOwnerField: crm.ownerUpdate.field } : {};
    await repo
      .updateSessionStmt(db, s.accountId, s.id, columns, {
        set: crm.ownerUpdate ? { ownerUpdate: crm.ownerUpdate } : {},
        push: { events: crm.events },
      })
      .run();
  } catch (e) {
    console.error(JSON.stringify({ level: 'error', msg: 'owner update after booking failed', sessionId: s.id, error: String(e) }));
  }
}
