import type { Db } from '../../../db/client';
import type { DecisionEvent, DecisionRecord } from '../../../contracts/routing-decision';
import type { Joiner } from '../../../core/slots/joining-groups';
import { peopleByEmails, peopleByIds } from '../../members/service';
import { groupsWithMemberIds } from '../../teams/service';
import type { Host, Joining } from '../../meetings/service';
import type * as repo from '../repo';
import { decisionParts } from './session';

/** Who joins a session's meeting besides its host, with the outside guests and group names the log needs. */
export type SessionJoining = { joining: Joining | undefined; externalGuests: string[]; groupNames: Map<string, string> };

/**
 * What the session's rule or pod adds to every meeting: one member of each additional group when the
 * pod is a group round robin, and the "guests to always add" of the matching rule or the pod's booking
 * guests. Guests who are team members of the organization join as internal guests (their calendars count
 * and they hold the time); anyone else is invited by e-mail.
 */
export async function sessionJoining(db: Db, s: repo.SessionRow & { decision: DecisionRecord }): Promise<SessionJoining> {
  const { matchingRule, pod } = decisionParts(s.decision, s);
  const emails = [...new Map([...(matchingRule?.guests ?? []), ...(pod?.guests ?? [])].map((e) => [e.toLowerCase(), e])).values()];
  const additional = pod?.distribution === 'round_robin_group' ? (pod.groups?.additionalGroupIds ?? []) : [];
  const [internal, groups] = await Promise.all([peopleByEmails(db, s.accountId, emails), groupsWithMemberIds(db, s.accountId, additional)]);
  const externalGuests = emails.filter((e) => !internal.has(e.toLowerCase()));
  const byId = new Map(groups.map((g) => [g.id, g]));
  const joiningGroups = additional.filter((id) => byId.has(id)).map((id) => ({ groupId: id, memberIds: byId.get(id)!.memberIds }));
  const groupNames = new Map(groups.map((g) => [g.id, g.name]));
  if (!joiningGroups.length && !internal.size) return { joining: undefined, externalGuests, groupNames };
  const people = new Map<string, Host>([...internal.values()].map((p) => [p.id, p]));
  const members = await peopleByIds(
    db,
    s.accountId,
    joiningGroups.flatMap((g) => g.memberIds),
  );
  for (const p of members.values()) people.set(p.id, p);
  const needs = {
    groups: joiningGroups.map((g) => ({ groupId: g.groupId, memberIds: g.memberIds.filter((id) => people.has(id)) })),
    required: [...internal.values()].map((p) => p.id),
  };
  return { joining: { needs, people }, externalGuests, groupNames };
}

/** The routing log's entries for who joined the meeting: each additional group's member, then the guests invited. */
export function joinedEvents(j: SessionJoining, joined: Joiner[], hostId: string, at: string): DecisionEvent[] {
  const name = (id: string) => j.joining?.people.get(id)?.name ?? id;
  const events: DecisionEvent[] = joined.map((x) => ({
    at,
    type: 'group_member_added',
    detail: `Added ${name(x.userId)} from the additional group ${j.groupNames.get(x.groupId) ?? x.groupId}`,
  }));
  const team = (j.joining?.needs.required ?? []).filter((id) => id !== hostId).map(name);
  const guests = [...team, ...j.externalGuests];
  if (guests.length) events.push({ at, type: 'guests_invited', detail: `Invited guests: ${guests.join(', ')}` });
  return events;
}
