import { api, call } from '@web/lib/api';
import { useDeleteMutation } from '@web/lib/delete-mutation';
import { routerQuery } from './get-router';
import { routersKey } from './list-routers';

/** Deleting keeps the routing logs; they then show the router-deleted notice. */
export const useDeleteRouter = () =>
  useDeleteMutation((id) => call(api.routers[':id'].$delete({ param: { id } })), 'Router deleted', {
    detail: (id) => routerQuery(id).queryKey,
    lists: [[...routersKey, 'list']],
  });
