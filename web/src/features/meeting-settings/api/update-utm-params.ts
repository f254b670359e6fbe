import type { UtmParamsDto, UtmParamsInput } from '@contracts/utm-params';
import { api, call } from '@web/lib/api';
import { utmParamsQuery } from './get-utm-params';
import { useCachedMutation } from '@web/lib/cache-mutation';

/** Saves which CRM field each UTM parameter is written to (Admins). */
export function useUpdateUtmParams() {
  return useCachedMutation(
    utmParamsQuery.queryKey,
    async (json: UtmParamsInput): Promise<UtmParamsDto> =>
      (await call(api['meeting-settings']['utm-params'].$put({ json }))).data as UtmParamsDto,
  );
}
