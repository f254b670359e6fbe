import { useMutation, useQueryClient } from '@tanstack/react-query';
import toast from 'react-hot-toast';
import type { WorkflowDto } from '@contracts/workflows';
import { api, call } from '@web/lib/api';
import { workflowsKey } from './list-workflows';

export function useToggleWorkflow() {
  const qc = useQueryClient();
  return useMutation({
    mutationFn: async ({ id, active }: { id: string; active: boolean }): Promise<WorkflowDto> =>
      (await call(api.workflows[':id'].active.$patch({ param: { id }, json: { active } }))).data as WorkflowDto,
    onSuccess: (w) => {
      void qc.invalidateQueries({ queryKey: workflowsKey });
      toast.success(w.active ? 'Workflow turned on' : 'Workflow turned off');
    },
  });
}
