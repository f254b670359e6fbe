import { queryOptions, useQuery } from '@tanstack/react-query';
import type { WorkflowDto } from '@contracts/workflows';
import { api, call } from '@web/lib/api';

export const workflowsKey = ['workflows'] as const;

export const workflowsQuery = () =>
  queryOptions({
    queryKey: [...workflowsKey, 'list'],
    queryFn: async (): Promise<WorkflowDto[]> => (await call(api.workflows.$get())).data as WorkflowDto[],
  });

export const useWorkflows = () => useQuery(workflowsQuery());
