import type { ObjectRouterDto, ObjectRouterFormValues } from '@contracts/object-routers';
import { api, call } from '@web/lib/api';
import { useCachedMutation } from '@web/lib/cache-mutation';
import { objectRouterQuery } from './get-object-router';
import { objectKey } from './list-object-routers';

export function useCreateObjectRouter() {
  return useCachedMutation(
    (data) => objectRouterQuery(data.id).queryKey,
    async (json: ObjectRouterFormValues): Promise<ObjectRouterDto> =>
      (await call(api['object-routers'].$post({ json: json as never }))).data as ObjectRouterDto,
    [[...objectKey, 'list']],
    'Object router created',
  );
}
