import type { DecisionEvent } from '../../../contracts/routing-decision';
import { ROUTING_REASONS } from '../../../contracts/routing';
import { kindDecisionRecord, type KindSessionInsert } from '../../routing-sessions/service';
import type { IntercomRouterRecord } from '../repo';
import type { chooseRep } from './decide';
import { iso } from '../../../contracts/response-kit';

// An Intercom routing is a routing session of kind `intercom` (issue 25: one session model): the same
// decision record as an inbound submission, so the routing log explains it (trigger, rule that fired, pod,
// why this rep, what Intercom was told) and the reports and router cards count it.

type Choice = Awaited<ReturnType<typeof chooseRep>>;
export type ConversationRef = { conversationId: string | null; contactEmail: string | null; contactName: string | null };

/** The decision's story as log events: what opened the routing, the rule and pod, the rep, and each write to Intercom. */
function eventsOf(router: IntercomRouterRecord, conv: ConversationRef, c: Choice, written: string[], now: number): DecisionEvent[] {
  const at = iso(now);
  const who = conv.contactName || conv.contactEmail || 'A contact';
  const why = router.trigger === 'conversation_started' ? 'started' : `set ${router.attributeName} to ${router.attributeValue} in`;
  const out: DecisionEvent[] = [
    {
      at,
      type: 'conversation_triggered',
      detail: `${who} ${why} an Intercom conversation${conv.conversationId ? ` (${conv.conversationId})` : ''}`,
    },
  ];
  const d = c.decision;
  if (d.matching.outcome === 'matched') out.push({ at, type: 'matched', detail: `Matched the rule "${c.assignment.viaName ?? ''}"` });
  else if (d.matching.outcome === 'not_matched')
    out.push({ at, type: 'not_matched', detail: d.matching.reason ?? ROUTING_REASONS.noRuleMatched });
  if (d.plan.kind === 'pod') out.push({ at, type: 'distributed', detail: `Distributed to "${d.plan.pod.name}"` });
  if (c.userId) out.push({ at, type: 'assigned', detail: `Assigned to ${c.name ?? c.userId}` });
  else out.push({ at, type: 'not_booked', detail: c.lines[c.lines.length - 1] ?? 'Nobody could take the conversation' });
  for (const line of written) out.push({ at, type: 'intercom_written', detail: line });
  return out;
}

/** The routing log row of one routed conversation (its outcome is not booked: the prospect books through the note's link). */
export function intercomSessionRow(
  router: IntercomRouterRecord,
  conv: ConversationRef,
  c: Choice,
  written: string[],
  ids: { sessionId: string; accountId: string },
  now: number,
): KindSessionInsert {
  const a = c.assignment;
  const decision = kindDecisionRecord({
    router: { id: router.id, name: router.name, version: router.version, crmModule: 'contact' },
    inputs: c.inputs,
    rulesUsed: c.rulesUsed,
    decision: c.decision,
    roundRobin: a.roundRobin,
    events: eventsOf(router, conv, c, written, now),
  });
  return {
    id: ids.sessionId,
    accountId: ids.accountId,
    routerId: router.id,
    routerName: router.name,
    prospectName: (conv.contactName ?? '').slice(0, 200),
    prospectEmail: (conv.contactEmail ?? '').slice(0, 320),
    // What the conditions read: the contact's attributes, name, e-mail and company (answersOf made them strings).
    answers: Object.fromEntries(Object.entries(c.inputs.prospect.answers).filter((e): e is [string, string] => typeof e[1] === 'string')),
    attribution: { pageUrl: '', referrer: null, utm: {} },
    outcome: a.outcome === 'disqualified' ? 'disqualified' : 'not_booked',
    outcomeReason: c.userId
      ? `${c.name ?? 'The rep'} took the conversation in Intercom`
      : (a.reason ?? c.lines[c.lines.length - 1] ?? null),
    assigneeState: c.userId ? 'assigned' : null,
    via: a.via,
    viaId: a.viaId,
    viaName: a.viaName,
    assigneeUserId: c.userId,
    candidateUserIds: a.candidates,
    podId: a.podId,
    decision,
    createdAt: now,
    updatedAt: now,
  };
}
