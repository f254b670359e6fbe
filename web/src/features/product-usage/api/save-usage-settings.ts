import type { ProductUsageDto, UsageScope, UsageSettingsInput } from '@contracts/product-usage';
import { api, call } from '@web/lib/api';
import { productUsageQuery } from './get-product-usage';
import { useCachedMutation } from '@web/lib/cache-mutation';

/** Saves one tab's activation events and window; the server recalculates every score. */
export function useSaveUsageSettings(scope: UsageScope) {
  return useCachedMutation(
    productUsageQuery.queryKey,
    async (json: UsageSettingsInput): Promise<ProductUsageDto> =>
      (await call(api['product-usage'].settings[':scope'].$put({ param: { scope }, json }))).data as ProductUsageDto,
    [['crm']],
  );
}
