import { useMutation, useQueryClient } from '@tanstack/react-query';
import toast from 'react-hot-toast';
import type { RouterPreviewDraft } from '@contracts/router-preview';
import type { RouterShadowDto } from '@contracts/router-shadows';
import { api, call } from '@web/lib/api';
import { routerShadowQuery } from './get-router-shadow';

/** Turns shadow mode on for a draft (the editor's unsaved values); the server refuses a second one with 409. */
export function useStartRouterShadow(id: string) {
  const qc = useQueryClient();
  return useMutation({
    mutationFn: async (draft: RouterPreviewDraft): Promise<RouterShadowDto> =>
      (await call(api.routers[':id'].shadow.$post({ param: { id }, json: { draft } }))).data as RouterShadowDto,
    onSuccess: (data) => {
      qc.setQueryData(routerShadowQuery(id).queryKey, data);
      toast.success('Shadow mode is on');
    },
  });
}
