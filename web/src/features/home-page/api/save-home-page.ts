import { useMutation, useQueryClient } from '@tanstack/react-query';
import type * as v from 'valibot';
import type { HomePageDto, homePageSchema } from '@contracts/meeting-links';
import { api, call } from '@web/lib/api';
import { homePageQuery } from './get-home-page';

export function useSaveHomePage() {
  const qc = useQueryClient();
  return useMutation({
    mutationFn: async (json: v.InferInput<typeof homePageSchema>): Promise<HomePageDto> =>
      (await call(api.profile['home-page'].$put({ json }))).data as HomePageDto,
    onSuccess: (page) => qc.setQueryData(homePageQuery.queryKey, page),
  });
}
