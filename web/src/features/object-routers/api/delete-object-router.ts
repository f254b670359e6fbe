import { api, call } from '@web/lib/api';
import { useRefreshingMutation } from '@web/lib/cache-mutation';
import { objectKey } from './list-object-routers';

export function useDeleteObjectRouter() {
  return useRefreshingMutation(
    async (id: string) => {
      await call(api['object-routers'][':id'].$delete({ param: { id } }));
    },
    [objectKey],
    'Object router deleted',
  );
}
