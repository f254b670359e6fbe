import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { NoShowSettingsDto, NoShowSettingsInput } from '@contracts/no-show';
import { api, call } from '@web/lib/api';
import { noShowSettingsQuery } from './get-no-show-settings';

/** Saves the organization's no-show detection (Admins). */
export function useUpdateNoShowSettings() {
  const qc = useQueryClient();
  return useMutation({
    mutationFn: async (json: NoShowSettingsInput): Promise<NoShowSettingsDto> =>
      (await call(api['no-show-detection'].settings.$put({ json }))).data as NoShowSettingsDto,
    onSuccess: (data) => qc.setQueryData(noShowSettingsQuery.queryKey, data),
  });
}
