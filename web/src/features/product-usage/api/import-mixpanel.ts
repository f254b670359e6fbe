import type { UsageIngestDto } from '@contracts/product-usage';
import { api, call } from '@web/lib/api';
import { useRefreshingMutation } from '@web/lib/cache-mutation';
import { productUsageQuery } from './get-product-usage';

/** Pulls the last 14 days from the connected Mixpanel project. */
export function useImportMixpanel() {
  return useRefreshingMutation(
    async (): Promise<UsageIngestDto> => (await call(api['product-usage']['mixpanel-import'].$post())).data as UsageIngestDto,
    [productUsageQuery.queryKey, ['crm']],
  );
}
