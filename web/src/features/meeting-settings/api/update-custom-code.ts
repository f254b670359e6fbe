import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { CustomCodeDto, CustomCodeInput } from '@contracts/meeting-settings';
import { api, call } from '@web/lib/api';
import { customCodeQuery } from './get-custom-code';

/** Saves the custom code booking pages run in a sandboxed frame (Admins); blank clears it. */
export function useUpdateCustomCode() {
  const qc = useQueryClient();
  return useMutation({
    mutationFn: async (json: CustomCodeInput): Promise<CustomCodeDto> =>
      (await call(api['meeting-settings']['custom-code'].$put({ json }))).data as CustomCodeDto,
    onSuccess: (data) => qc.setQueryData(customCodeQuery.queryKey, data),
  });
}
