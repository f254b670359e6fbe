import * as v from 'valibot';
import { schemaOf } from './response-kit';
import { decisionRecordSchema } from './routing-decision-responses';
import { publicAssigneeSchema } from './routing-sessions-responses';
import { PREVIEW_OUTCOMES, type RouterPreviewDto } from './router-preview';

export const routerPreviewSchema = schemaOf<RouterPreviewDto>()(
  v.object({
    outcome: v.picklist(PREVIEW_OUTCOMES),
    reason: v.nullable(v.string()),
    assignee: v.nullable(publicAssigneeSchema),
    redirectUrl: v.nullable(v.string()),
    meetingType: v.nullable(v.object({ id: v.string(), name: v.string() })),
    decision: decisionRecordSchema,
    people: v.record(v.string(), v.string()),
  }),
);

// The schema must describe exactly the type the service returns.
