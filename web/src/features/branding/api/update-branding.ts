import { useMutation, useQueryClient } from '@tanstack/react-query';
import toast from 'react-hot-toast';
import type * as v from 'valibot';
import type { BrandingDto, updateBrandingSchema } from '@contracts/branding';
import { api, call } from '@web/lib/api';
import { brandingQuery } from './get-branding';

/** Saves part of the branding (Admins only); the answer is the whole record. */
export function useUpdateBranding(success = 'Branding updated') {
  const qc = useQueryClient();
  return useMutation({
    mutationFn: async (json: v.InferInput<typeof updateBrandingSchema>): Promise<BrandingDto> =>
      (await call(api.branding.$patch({ json }))).data as BrandingDto,
    onSuccess: (data) => {
      qc.setQueryData(brandingQuery.queryKey, data);
      toast.success(success);
    },
  });
}
