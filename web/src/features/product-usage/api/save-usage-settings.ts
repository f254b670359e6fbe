import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { ProductUsageDto, UsageScope, UsageSettingsInput } from '@contracts/product-usage';
import { api, call } from '@web/lib/api';
import { productUsageQuery } from './get-product-usage';

/** Saves one tab's activation events and window; the server recalculates every score. */
export function useSaveUsageSettings(scope: UsageScope) {
  const qc = useQueryClient();
  return useMutation({
    mutationFn: async (json: UsageSettingsInput): Promise<ProductUsageDto> =>
      (await call(api['product-usage'].settings[':scope'].$put({ param: { scope }, json }))).data as ProductUsageDto,
    onSuccess: (data) => {
      qc.setQueryData(productUsageQuery.queryKey, data);
      void qc.invalidateQueries({ queryKey: ['crm'] });
    },
  });
}
