import { api, call } from '@web/lib/api';
import { useRefreshingMutation } from '@web/lib/cache-mutation';
import { objectKey } from './list-object-routers';

/** Starts routing the existing records that match the trigger; the list then polls its progress. */
export function useStartBackfill() {
  return useRefreshingMutation(
    async (id: string) => (await call(api['object-routers'][':id'].backfill.$post({ param: { id } }))).data,
    [objectKey],
    'Backfill started',
  );
}
