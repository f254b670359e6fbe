import { MCP_MESSAGES, explainRoutingDecisionInput } from '../../../contracts/mcp';
import { OUTCOME_LABELS } from '../../../contracts/routing-sessions';
import { DomainError } from '../../../core/errors';
import { listLogs, logDetail } from '../../routing-logs/service';
import { tool, type ToolContext } from './tool';

/** The newest session of a prospect the caller may see in the routing log (a User: their own sessions only). */
async function sessionOfProspect({ db, caller }: ToolContext, email: string) {
  const page = await listLogs(db, caller, { view: 'all-prospects', search: email, limit: 50 });
  const row = page.data.find((r) => r.prospect.email.toLowerCase() === email.toLowerCase());
  if (!row) throw new DomainError('not_found', 'not_found', MCP_MESSAGES.noSessionForEmail(email));
  return row.id;
}

export const explainRoutingDecision = tool({
  name: 'explain_routing_decision',
  title: 'Explain a routing decision',
  description:
    "Explains why a lead did or did not book, from the routing log's decision record: which matching rule fired and which failed and why, the pod and why this rep was chosen, and the outcome. Give a routing session id, or a prospect's e-mail for their newest session. Users see only the sessions they were assigned, offered or booked into.",
  input: explainRoutingDecisionInput,
  async run(ctx, args) {
    const id = args.sessionId ?? (await sessionOfProspect(ctx, args.email!));
    const log = await logDetail(ctx.db, ctx.caller, id);
    const prospect = log.prospect.name ? `${log.prospect.name} <${log.prospect.email}>` : log.prospect.email || 'The prospect';
    const head = [
      `${prospect} was routed by ${log.router.deleted ? `${log.router.name} (deleted)` : log.router.name} at ${log.loggedAt}.`,
      `Outcome: ${OUTCOME_LABELS[log.outcome]}${log.outcomeReason ? ` (${log.outcomeReason})` : ''}.`,
      ...(log.assignee ? [`Assigned to ${log.assignee.name}.`] : []),
    ];
    return {
      text: [...head, '', 'Decision record:', ...log.explanation.map((s) => `- ${s}`)].join('\n'),
      data: {
        sessionId: log.id,
        loggedAt: log.loggedAt,
        prospect: log.prospect,
        router: log.router,
        outcome: log.outcome,
        outcomeReason: log.outcomeReason,
        assignee: log.assignee,
        meeting: log.meeting,
        explanation: log.explanation,
      },
    };
  },
});
