import { api, call } from '@web/lib/api';
import { useRefreshingMutation } from '@web/lib/cache-mutation';
import { workflowsKey } from './list-workflows';

export function useDeleteWorkflow() {
  return useRefreshingMutation((id: string) => call(api.workflows[':id'].$delete({ param: { id } })), [workflowsKey], 'Workflow deleted');
}
