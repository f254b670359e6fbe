import type { RouterDto, RouterInput } from '@contracts/routers';
import { api } from '@web/lib/api';
import { useCreateSave } from '@web/lib/cache-mutation';
import { routerQuery } from './get-router';
import { routersKey } from './list-routers';

/** Creates an inbound router; it starts awaiting installation. */
export const useCreateRouter = () =>
  useCreateSave<RouterInput, RouterDto>(api.routers, routerQuery, [[...routersKey, 'list']], 'Router created');
