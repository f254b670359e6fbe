import type { UsageCredentialDto } from '@contracts/product-usage';
import { api, call } from '@web/lib/api';
import { productUsageQuery } from './get-product-usage';
import { useMutationThen } from '@web/lib/cache-mutation';

/** A new Segment write key, shown once. */
export function useRotateSegmentKey() {
  return useMutationThen(
    async (): Promise<UsageCredentialDto> => (await call(api['product-usage']['segment-key'].$post())).data as UsageCredentialDto,
    (qc) => void qc.invalidateQueries({ queryKey: productUsageQuery.queryKey }),
  );
}
