import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { WorkflowDto } from '@contracts/workflows';
import { api, call } from '@web/lib/api';
import { workflowsKey } from './list-workflows';

/** A new signing secret (the old one signs alongside for 24 hours); the answer carries it once. */
export function useRotateSecret(id: string) {
  const qc = useQueryClient();
  return useMutation({
    mutationFn: async (): Promise<WorkflowDto> =>
      (await call(api.workflows[':id']['rotate-secret'].$post({ param: { id } }))).data as WorkflowDto,
    onSuccess: () => void qc.invalidateQueries({ queryKey: workflowsKey }),
  });
}
