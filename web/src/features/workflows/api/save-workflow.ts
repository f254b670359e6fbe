import type { WorkflowDto, WorkflowInput } from '@contracts/workflows';
import { api, call } from '@web/lib/api';
import { useRefreshingMutation } from '@web/lib/cache-mutation';
import { workflowsKey } from './list-workflows';

/** Creates (no id) or updates a workflow. */
export function useSaveWorkflow(id?: string) {
  return useRefreshingMutation(
    async (json: WorkflowInput): Promise<WorkflowDto> =>
      (id
        ? await call(api.workflows[':id'].$put({ param: { id }, json: json as never }))
        : await call(api.workflows.$post({ json: json as never }))
      ).data as WorkflowDto,
    [workflowsKey],
    id ? 'Workflow updated' : 'Workflow created',
  );
}
