import { useQuery } from '@tanstack/react-query';
import type { DeliveryDto } from '@contracts/workflows';
import { api, call } from '@web/lib/api';
import { workflowsKey } from './list-workflows';

export const useDeliveries = (id: string | undefined) =>
  useQuery({
    queryKey: [...workflowsKey, 'deliveries', id],
    enabled: !!id,
    queryFn: async (): Promise<DeliveryDto[]> =>
      (await call(api.workflows[':id'].deliveries.$get({ param: { id: id! }, query: {} }))).data as DeliveryDto[],
  });
