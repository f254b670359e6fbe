import type { ObjectRouterDto, ObjectRouterFormValues } from '@contracts/object-routers';
import { api } from '@web/lib/api';
import { useVersionedSave } from '@web/lib/cache-mutation';
import { objectRouterQuery } from './get-object-router';
import { objectKey } from './list-object-routers';

/** Saves an edit; If-Match names the version loaded, so someone else's edit meanwhile answers 412. */
export function useUpdateObjectRouter(id: string) {
  return useVersionedSave<ObjectRouterFormValues, ObjectRouterDto>(
    api['object-routers'][':id'],
    id,
    objectRouterQuery(id),
    [[...objectKey, 'list']],
    'Object router updated',
  );
}
