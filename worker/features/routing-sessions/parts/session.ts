import type { Db } from '../../../db/client';
import { ROUTER_MESSAGES } from '../../../contracts/routers';
import type { CrmRecord, MatchingRule } from '../../../contracts/routing';
import type { DistributionRule, FallbackPod } from '../../../contracts/routing-pods';
import type { DecisionRecord } from '../../../contracts/routing-decision';
import { DomainError, notFound } from '../../../core/errors';
import { peopleByIds, type peopleOf } from '../../members/service';
import * as repo from '../repo';

type Person = ReturnType<typeof peopleOf> extends Map<string, infer P> ? P : never;

/** A session by its public id; everything read after it is scoped by the session's own account. */
export async function loadSession(db: Db, sessionId: string) {
  const session = await repo.findSession(db, sessionId);
  // Relay sessions are booked only through their own object (booker permission, holds, ordering).
  if (!session || !session.decision || session.routerKind === 'relay') throw notFound('Routing session');
  return session as repo.SessionRow & { decision: DecisionRecord };
}
export type LoadedSession = Awaited<ReturnType<typeof loadSession>>;

/** Slots and bookings only for a session still waiting for its prospect. */
export function assertBookable(s: repo.SessionRow) {
  if (s.outcome === 'disqualified') throw new DomainError('conflict', 'session_disqualified', ROUTER_MESSAGES.disqualified);
  if (s.assigneeState === 'redistributed' || s.redistributedAt !== null)
    throw new DomainError('conflict', 'session_redistributed', ROUTER_MESSAGES.redistributed);
  if (s.outcome === 'booked') throw new DomainError('conflict', 'session_ended', ROUTER_MESSAGES.sessionEnded);
  if (!s.candidateUserIds.length || !s.meetingTypeId) throw new DomainError('conflict', 'no_assignee', ROUTER_MESSAGES.noAssignee);
}

/** The session's meeting type and the people whose calendars it offers, in the session's candidate order. */
export async function sessionHosts(db: Db, s: repo.SessionRow) {
  const [type, people] = await Promise.all([
    repo.meetingTypeById(db, s.accountId, s.meetingTypeId ?? ''),
    peopleByIds(db, s.accountId, s.candidateUserIds),
  ]);
  return sessionHostsOf(s, type ?? null, people);
}
export type SessionHosts = ReturnType<typeof sessionHostsOf>;

/** The hosts of a session from its meeting type and a map of active people that holds its candidates. */
export function sessionHostsOf(
  s: Pick<repo.SessionRow, 'candidateUserIds'>,
  type: repo.MeetingTypeRow | null,
  people: Map<string, Person>,
) {
  if (!type) throw new DomainError('conflict', 'no_assignee', ROUTER_MESSAGES.noAssignee);
  const hosts = s.candidateUserIds.map((id) => people.get(id)).filter((p) => p !== undefined);
  if (!hosts.length) throw new DomainError('conflict', 'no_assignee', ROUTER_MESSAGES.noAssignee);
  return { type, hosts, people };
}

/** The rules and record the stored decision used, so later steps read exactly what the decision saw. */
export function decisionParts(d: DecisionRecord, s: Pick<repo.SessionRow, 'via' | 'viaId' | 'podId'>) {
  const matchingRule: MatchingRule | null =
    s.via === 'form_matching_rule' || s.via === 'campaign_matching_rule'
      ? (d.inputs.matchingRules.find((r) => r.id === s.viaId) ?? null)
      : null;
  const pods: (DistributionRule | FallbackPod)[] = [...d.inputs.distributionRules, ...(d.inputs.fallbackPod ? [d.inputs.fallbackPod] : [])];
  const pod = s.podId ? (pods.find((p) => p.id === s.podId) ?? null) : null;
  const recordId = d.matching.recordId ?? d.matching.evaluations.find((e) => e.recordId)?.recordId ?? null;
  const record: CrmRecord | null = recordId ? (d.inputs.crmRecords.find((r) => r.id === recordId) ?? null) : null;
  return {
    matchingRule,
    pod,
    record,
    context: { answers: d.inputs.prospect.answers, record, enrichment: d.inputs.prospect.enrichment, lists: d.inputs.lists },
  };
}
