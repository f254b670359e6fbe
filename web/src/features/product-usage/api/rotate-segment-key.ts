import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { UsageCredentialDto } from '@contracts/product-usage';
import { api, call } from '@web/lib/api';
import { productUsageQuery } from './get-product-usage';

/** A new Segment write key, shown once. */
export function useRotateSegmentKey() {
  const qc = useQueryClient();
  return useMutation({
    mutationFn: async (): Promise<UsageCredentialDto> =>
      (await call(api['product-usage']['segment-key'].$post())).data as UsageCredentialDto,
    onSuccess: () => void qc.invalidateQueries({ queryKey: productUsageQuery.queryKey }),
  });
}
