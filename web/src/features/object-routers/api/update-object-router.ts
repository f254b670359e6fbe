import { useQueryClient } from '@tanstack/react-query';
import type { ObjectRouterDto, ObjectRouterFormValues } from '@contracts/object-routers';
import { api, call, ifMatch } from '@web/lib/api';
import { useCachedMutation } from '@web/lib/cache-mutation';
import { objectRouterQuery } from './get-object-router';
import { objectKey } from './list-object-routers';

/** Saves an edit; If-Match names the version loaded, so someone else's edit meanwhile answers 412. */
export function useUpdateObjectRouter(id: string) {
  const qc = useQueryClient();
  return useCachedMutation(
    objectRouterQuery(id).queryKey,
    async (json: ObjectRouterFormValues): Promise<ObjectRouterDto> => {
      const version = qc.getQueryData(objectRouterQuery(id).queryKey)?.version;
      const headers = ifMatch(version);
      return (await call(api['object-routers'][':id'].$put({ param: { id }, json: json as never }, headers))).data as ObjectRouterDto;
    },
    [[...objectKey, 'list']],
    'Object router updated',
  );
}
