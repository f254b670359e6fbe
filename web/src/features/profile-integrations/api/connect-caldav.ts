import type { CaldavConnect } from '@contracts/calendars';
import { api, call } from '@web/lib/api';
import { useRefreshingMutation } from '@web/lib/cache-mutation';
import { myIntegrationsKey } from './list-integrations';

export function useConnectCaldav() {
  return useRefreshingMutation(
    async (body: CaldavConnect) => (await call(api.profile.integrations.caldav.connect.$post({ json: body }))).data,
    [myIntegrationsKey],
    'CalDAV connected',
  );
}
