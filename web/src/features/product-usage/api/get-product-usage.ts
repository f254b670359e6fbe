import { queryOptions, useQuery } from '@tanstack/react-query';
import type { ProductUsageDto } from '@contracts/product-usage';
import { api, call } from '@web/lib/api';

export const productUsageQuery = queryOptions({
  queryKey: ['product-usage'],
  queryFn: async (): Promise<ProductUsageDto> => (await call(api['product-usage'].$get())).data as ProductUsageDto,
});

export const useProductUsage = () => useQuery(productUsageQuery);
