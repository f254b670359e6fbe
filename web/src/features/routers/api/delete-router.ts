import { api } from '@web/lib/api';
import { useDeleteById } from '@web/lib/delete-mutation';
import { routerQuery } from './get-router';
import { routersKey } from './list-routers';

/** Deleting keeps the routing logs; they then show the router-deleted notice. */
export const useDeleteRouter = () =>
  useDeleteById(api.routers[':id'], 'Router deleted', {
    detail: (id) => routerQuery(id).queryKey,
    lists: [[...routersKey, 'list']],
  });
