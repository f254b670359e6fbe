import type { NoShowSettingsDto, NoShowSettingsInput } from '@contracts/no-show';
import { api, call } from '@web/lib/api';
import { noShowSettingsQuery } from './get-no-show-settings';
import { useCachedMutation } from '@web/lib/cache-mutation';

/** Saves the organization's no-show detection (Admins). */
export function useUpdateNoShowSettings() {
  return useCachedMutation(
    noShowSettingsQuery.queryKey,
    async (json: NoShowSettingsInput): Promise<NoShowSettingsDto> =>
      (await call(api['no-show-detection'].settings.$put({ json }))).data as NoShowSettingsDto,
  );
}
