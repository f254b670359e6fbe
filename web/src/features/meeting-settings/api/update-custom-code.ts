import type { CustomCodeDto, CustomCodeInput } from '@contracts/meeting-settings';
import { api, call } from '@web/lib/api';
import { customCodeQuery } from './get-custom-code';
import { useCachedMutation } from '@web/lib/cache-mutation';

/** Saves the custom code booking pages run in a sandboxed frame (Admins); blank clears it. */
export function useUpdateCustomCode() {
  return useCachedMutation(
    customCodeQuery.queryKey,
    async (json: CustomCodeInput): Promise<CustomCodeDto> =>
      (await call(api['meeting-settings']['custom-code'].$put({ json }))).data as CustomCodeDto,
  );
}
