import type { WorkflowDto } from '@contracts/workflows';
import { api, call } from '@web/lib/api';
import { workflowsKey } from './list-workflows';
import { useMutationThen } from '@web/lib/cache-mutation';

/** A new signing secret (the old one signs alongside for 24 hours); the answer carries it once. */
export function useRotateSecret(id: string) {
  return useMutationThen(
    async (): Promise<WorkflowDto> => (await call(api.workflows[':id']['rotate-secret'].$post({ param: { id } }))).data as WorkflowDto,
    (qc) => void qc.invalidateQueries({ queryKey: workflowsKey }),
  );
}
