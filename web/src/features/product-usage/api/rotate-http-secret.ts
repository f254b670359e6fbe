import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { UsageCredentialDto } from '@contracts/product-usage';
import { api, call } from '@web/lib/api';
import { productUsageQuery } from './get-product-usage';

/** A new signing secret for the product's own endpoint, shown once. */
export function useRotateHttpSecret() {
  const qc = useQueryClient();
  return useMutation({
    mutationFn: async (): Promise<UsageCredentialDto> =>
      (await call(api['product-usage']['http-secret'].$post())).data as UsageCredentialDto,
    onSuccess: () => void qc.invalidateQueries({ queryKey: productUsageQuery.queryKey }),
  });
}
