import type { WorkflowDto } from '@contracts/workflows';
import { api, call } from '@web/lib/api';
import { useRefreshingMutation } from '@web/lib/cache-mutation';
import { workflowsKey } from './list-workflows';

export function useToggleWorkflow() {
  return useRefreshingMutation(
    async ({ id, active }: { id: string; active: boolean }): Promise<WorkflowDto> =>
      (await call(api.workflows[':id'].active.$patch({ param: { id }, json: { active } }))).data as WorkflowDto,
    [workflowsKey],
    (w) => (w.active ? 'Workflow turned on' : 'Workflow turned off'),
  );
}
