import { queryOptions, useQuery } from '@tanstack/react-query';
import type { BrandingDto } from '@contracts/branding';
import { api, call } from '@web/lib/api';

export const brandingQuery = queryOptions({
  queryKey: ['branding'],
  queryFn: async (): Promise<BrandingDto> => (await call(api.branding.$get())).data as BrandingDto,
});

export const useBranding = () => useQuery(brandingQuery);
