import { queryOptions, useQuery } from '@tanstack/react-query';
import type { HomePageDto } from '@contracts/meeting-links';
import { api, call } from '@web/lib/api';

/** Every key of this feature starts with 'home-page'; link changes elsewhere invalidate it. */
export const homePageKey = ['home-page'] as const;

export const homePageQuery = queryOptions({
  queryKey: [...homePageKey, 'page'],
  queryFn: async (): Promise<HomePageDto | null> => (await call(api.profile['home-page'].$get())).data as HomePageDto | null,
});

export const useHomePage = () => useQuery(homePageQuery);
