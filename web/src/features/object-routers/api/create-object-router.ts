import type { ObjectRouterDto, ObjectRouterFormValues } from '@contracts/object-routers';
import { api } from '@web/lib/api';
import { useCreateSave } from '@web/lib/cache-mutation';
import { objectRouterQuery } from './get-object-router';
import { objectKey } from './list-object-routers';

export const useCreateObjectRouter = () =>
  useCreateSave<ObjectRouterFormValues, ObjectRouterDto>(
    api['object-routers'],
    objectRouterQuery,
    [[...objectKey, 'list']],
    'Object router created',
  );
