import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { UsageIngestDto } from '@contracts/product-usage';
import { api, call } from '@web/lib/api';
import { productUsageQuery } from './get-product-usage';

/** Pulls the last 14 days from the connected Mixpanel project. */
export function useImportMixpanel() {
  const qc = useQueryClient();
  return useMutation({
    mutationFn: async (): Promise<UsageIngestDto> => (await call(api['product-usage']['mixpanel-import'].$post())).data as UsageIngestDto,
    onSuccess: () => {
      void qc.invalidateQueries({ queryKey: productUsageQuery.queryKey });
      void qc.invalidateQueries({ queryKey: ['crm'] });
    },
  });
}
