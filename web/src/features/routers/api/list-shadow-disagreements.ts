import { useQuery } from '@tanstack/react-query';
import type { ShadowDisagreementsPageDto } from '@contracts/router-shadows';
import { api, call } from '@web/lib/api';
import { routersKey } from './list-routers';

/** One page of the sessions the shadow draft decided otherwise than the live version. */
export const useShadowDisagreements = (id: string, shadowId: string, cursor: string | undefined) =>
  useQuery({
    queryKey: [...routersKey, 'shadow', id, shadowId, 'disagreements', cursor ?? ''],
    queryFn: async (): Promise<ShadowDisagreementsPageDto> =>
      (await call(
        api.routers[':id'].shadow.disagreements.$get({ param: { id }, query: cursor ? { cursor } : {} }),
      )) as ShadowDisagreementsPageDto,
  });
