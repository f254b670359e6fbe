import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { UtmParamsDto, UtmParamsInput } from '@contracts/utm-params';
import { api, call } from '@web/lib/api';
import { utmParamsQuery } from './get-utm-params';

/** Saves which CRM field each UTM parameter is written to (Admins). */
export function useUpdateUtmParams() {
  const qc = useQueryClient();
  return useMutation({
    mutationFn: async (json: UtmParamsInput): Promise<UtmParamsDto> =>
      (await call(api['meeting-settings']['utm-params'].$put({ json }))).data as UtmParamsDto,
    onSuccess: (data) => qc.setQueryData(utmParamsQuery.queryKey, data),
  });
}
