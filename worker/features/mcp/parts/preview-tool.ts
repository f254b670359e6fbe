import { previewRouterInput } from '../../../contracts/mcp';
import { explainDecision } from '../../routing-logs/service';
import { previewRouter } from '../../routing-sessions/service';
import { requireEditor, tool } from './tool';

const OUTCOME_SENTENCES = {
  routed: 'The prospect would be routed and shown the scheduler.',
  not_routed: 'Nobody would be offered to the prospect.',
  disqualified: 'The prospect would be disqualified.',
} as const;

export const previewRouterTool = tool({
  name: 'preview_router',
  title: 'Preview a router',
  description:
    'Runs a typed prospect through a router exactly as a real submission would be decided, and answers the decision record in words: who would get the lead and why. Nothing is stored, no round-robin turn is taken and nothing is written to the CRM. For Admins and Managers.',
  input: previewRouterInput,
  async run({ env, db, caller }, args) {
    requireEditor(caller);
    const p = await previewRouter(env, db, caller, args.routerId, { answers: args.answers });
    const explanation = explainDecision(p.decision, p.people, p.outcome === 'disqualified' ? 'disqualified' : 'pending', p.reason);
    const lines = [
      OUTCOME_SENTENCES[p.outcome],
      ...(p.reason ? [`Reason: ${p.reason}`] : []),
      ...(p.assignee ? [`Assignee: ${p.assignee.name}${p.assignee.kind === 'team' ? ' (the team)' : ''}`] : []),
      ...(p.meetingType ? [`Meeting type: ${p.meetingType.name}`] : []),
      ...(p.redirectUrl ? [`Redirect: ${p.redirectUrl}`] : []),
    ];
    return {
      text: [...lines, '', 'Decision record:', ...explanation.map((s) => `- ${s}`)].join('\n'),
      data: {
        outcome: p.outcome,
        reason: p.reason,
        assignee: p.assignee,
        meetingType: p.meetingType,
        redirectUrl: p.redirectUrl,
        explanation,
      },
    };
  },
});
