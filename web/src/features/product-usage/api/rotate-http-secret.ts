import type { UsageCredentialDto } from '@contracts/product-usage';
import { api, call } from '@web/lib/api';
import { productUsageQuery } from './get-product-usage';
import { useMutationThen } from '@web/lib/cache-mutation';

/** A new signing secret for the product's own endpoint, shown once. */
export function useRotateHttpSecret() {
  return useMutationThen(
    async (): Promise<UsageCredentialDto> => (await call(api['product-usage']['http-secret'].$post())).data as UsageCredentialDto,
    (qc) => void qc.invalidateQueries({ queryKey: productUsageQuery.queryKey }),
  );
}
