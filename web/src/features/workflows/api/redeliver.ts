import { useMutation, useQueryClient } from '@tanstack/react-query';
import toast from 'react-hot-toast';
import type { DeliveryDto } from '@contracts/workflows';
import { api, call } from '@web/lib/api';
import { workflowsKey } from './list-workflows';

export function useRedeliver(workflowId: string) {
  const qc = useQueryClient();
  return useMutation({
    mutationFn: async (deliveryId: string): Promise<DeliveryDto> =>
      (await call(api.workflows[':id'].deliveries[':deliveryId'].redeliver.$post({ param: { id: workflowId, deliveryId } })))
        .data as DeliveryDto,
    onSuccess: (d) => {
      void qc.invalidateQueries({ queryKey: [...workflowsKey, 'deliveries', workflowId] });
      if (d.status === 'delivered') toast.success('Delivered');
      else toast.error(d.lastError ?? 'Delivery failed');
    },
  });
}
