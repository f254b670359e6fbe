import type { Db } from '../../../db/client';
import type { Env } from '../../../env';
import type { Caller } from '../../../env';
import type { RouterPreviewDto, RouterPreviewInput } from '../../../contracts/router-preview';
import { notFound } from '../../../core/errors';
import { drawFromPod } from './assign';
import { routerContextOf } from './context';
import { assigneeDto, decideSubmission } from './decide-submission';
import * as repo from '../repo';
import { answersFromRecord, previewRecord, ruleContext, withDraft } from './preview-inputs';

/** The page a preview says it came from: the routing log shows it as the submission's source. */
const PREVIEW_PAGE = 'https://preview.routewise.invalid/';

/**
 * POST /api/routers/{id}/preview: the decision a submission with these answers would get from the router
 * (with the draft's unsaved edits applied), built by the same code as a real submission, but the pod is
 * only peeked and nothing is stored, published or written to a CRM. With `rule`, that rule alone decides; with
 * `crmRecordId`, the CRM record's fields are the prospect's answers.
 */
export async function previewRouter(env: Env, db: Db, caller: Caller, routerId: string, input: RouterPreviewInput, now = Date.now()) {
  const saved = await repo.findLiveRouter(db, routerId);
  if (!saved || saved.accountId !== caller.accountId) throw notFound('Router');
  const router = withDraft(saved, input.draft);
  const [ctx, record] = await Promise.all([
    input.rule ? ruleContext(db, router, input.rule) : routerContextOf(db, router),
    input.crmRecordId ? previewRecord(db, caller, input.crmRecordId) : null,
  ]);
  // A CRM record's fields fill what was not typed; a typed answer wins.
  const typed = Object.fromEntries(Object.entries(input.answers).filter(([, v]) => v !== '' && !(Array.isArray(v) && !v.length)));
  const answers = record ? { ...answersFromRecord(ctx.view, record), ...typed } : input.answers;
  const submission = { answers, pageUrl: PREVIEW_PAGE, referrer: null, utm: {} };
  const d = await decideSubmission(env, db, ctx, submission, (pod) => drawFromPod(env, router.accountId, pod, null, now), now);
  const body: RouterPreviewDto = {
    outcome: d.a.outcome === 'pending' ? 'routed' : d.a.outcome === 'disqualified' ? 'disqualified' : 'not_routed',
    reason: d.a.reason,
    assignee: assigneeDto(ctx, d.a),
    redirectUrl: d.redirect?.record.url ?? null,
    meetingType: d.a.outcome === 'pending' && d.meetingType ? { id: d.meetingType.id, name: d.meetingType.name } : null,
    decision: d.record,
    people: {},
  };
  const mentioned = JSON.stringify(d.record);
  for (const p of ctx.people.values()) if (mentioned.includes(p.id)) body.people[p.id] = p.name;
  return body;
}
