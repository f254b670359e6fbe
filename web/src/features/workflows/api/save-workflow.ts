import { useMutation, useQueryClient } from '@tanstack/react-query';
import toast from 'react-hot-toast';
import type { WorkflowDto, WorkflowInput } from '@contracts/workflows';
import { api, call } from '@web/lib/api';
import { workflowsKey } from './list-workflows';

/** Creates (no id) or updates a workflow. */
export function useSaveWorkflow(id?: string) {
  const qc = useQueryClient();
  return useMutation({
    mutationFn: async (json: WorkflowInput): Promise<WorkflowDto> =>
      (id
        ? await call(api.workflows[':id'].$put({ param: { id }, json: json as never }))
        : await call(api.workflows.$post({ json: json as never }))
      ).data as WorkflowDto,
    onSuccess: () => {
      void qc.invalidateQueries({ queryKey: workflowsKey });
      toast.success(id ? 'Workflow updated' : 'Workflow created');
    },
  });
}
