import { queryOptions, useQuery } from '@tanstack/react-query';
import type { WorkflowDto } from '@contracts/workflows';
import { api, call } from '@web/lib/api';
import { workflowsKey } from './list-workflows';

export const workflowQuery = (id: string) =>
  queryOptions({
    queryKey: [...workflowsKey, 'one', id],
    queryFn: async (): Promise<WorkflowDto> => (await call(api.workflows[':id'].$get({ param: { id } }))).data as WorkflowDto,
  });

export const useWorkflow = (id: string | undefined) => useQuery({ ...workflowQuery(id ?? ''), enabled: !!id });
