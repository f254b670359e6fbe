import { ROUTING_REASONS, type RoutingUser } from '../../../contracts/routing';
import type { Submission } from '../../../contracts/routing-sessions';
import type { DecisionEvent, DecisionInputs, MailServer } from '../../../contracts/routing-decision';
import type { RoutingDecision } from '../../../core/routing/decide';
import type { Assignment } from '../../../core/routing/assignment';
import type { enrichProspect } from '../../enrichment/service';
import type { RouterContext } from './context';
import type { ExtractedProspect } from './prospect';
import { iso } from '../../../contracts/response-kit';

// What a submission's routing log row records about the decision: its inputs (for replay) and its events.

export function decisionEvents(
  ctx: RouterContext,
  input: Submission,
  decision: RoutingDecision,
  a: Assignment,
  people: RouterContext['people'],
  now: number,
): DecisionEvent[] {
  const at = iso(now);
  const out: DecisionEvent[] = [{ at, type: 'form_submitted', detail: `Form "${ctx.form.name}" submitted on ${input.pageUrl}` }];
  if (decision.disqualification) out.push({ at, type: 'disqualified', detail: decision.disqualification.reason });
  else if (decision.matching.outcome === 'matched')
    out.push({ at, type: 'matched', detail: `Matched the rule "${decision.matchingRule?.name ?? ''}"` });
  else if (decision.matching.outcome === 'not_matched')
    out.push({ at, type: 'not_matched', detail: decision.matching.reason ?? ROUTING_REASONS.noRuleMatched });
  if (decision.plan.kind === 'pod') out.push({ at, type: 'distributed', detail: `Distributed to "${decision.plan.pod.name}"` });
  if (a.assigneeUserId) out.push({ at, type: 'assigned', detail: `Assigned to ${people.get(a.assigneeUserId)?.name ?? a.assigneeUserId}` });
  if (a.outcome === 'not_booked' && a.reason) out.push({ at, type: 'not_booked', detail: a.reason });
  return out;
}

export type Enrichment = Awaited<ReturnType<typeof enrichProspect>> | null;

export function decisionInputs(
  ctx: RouterContext,
  prospect: ExtractedProspect,
  crmRecords: DecisionInputs['crmRecords'],
  lists: DecisionInputs['lists'],
  enrichment: Enrichment = null,
  ownerIds: Map<string, string[]> = new Map(),
  mailServer: MailServer = 'unknown',
): DecisionInputs {
  const users: RoutingUser[] = [...ctx.people.values()].map((p) => ({
    id: p.id,
    email: p.email,
    crmOwnerIds: ownerIds.get(p.id) ?? [],
    active: true,
  }));
  const f = ctx.router.flags;
  return {
    prospect: { email: prospect.email || null, phone: prospect.phone, answers: prospect.answers, enrichment: enrichment?.data ?? null },
    crmRecords,
    users,
    lists,
    matchingRules: ctx.matchingRules,
    distributionRules: ctx.distributionRules,
    fallbackPod: ctx.fallbackPod,
    options: {
      matchingEnabled: ctx.router.matchingEnabled,
      disqualifyFreeEmail: f.disqualifyFreeEmail,
      disqualifyInvalidEmail: f.disqualifyInvalidEmail,
      overrideExistingOwner: f.overrideExistingOwner,
      ...(f.disqualifyLowQuality ? { disqualifyLowQuality: true } : {}),
    },
    ...(f.disqualifyLowQuality ? { leadQuality: { name: prospect.name || null, mailServer } } : {}),
    ...(enrichment ? { enrichment: enrichment.note } : {}),
  };
}

/** CRM records kept in the log: every one up to this many (exact replay), else the matched one and the freshest. */
const MAX_LOGGED_RECORDS = 250;

/** The inputs as stored: a company domain with thousands of records must not outgrow a D1 row. */
export function loggedInputs(inputs: DecisionInputs, matchedId: string | null): DecisionInputs {
  if (inputs.crmRecords.length <= MAX_LOGGED_RECORDS) return inputs;
  const kept = inputs.crmRecords.filter((r, i) => i < MAX_LOGGED_RECORDS - 1 || r.id === matchedId).slice(0, MAX_LOGGED_RECORDS);
  return { ...inputs, crmRecords: kept, crmRecordsOmitted: inputs.crmRecords.length - kept.length };
}
