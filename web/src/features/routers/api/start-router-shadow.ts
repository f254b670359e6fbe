import type { RouterPreviewDraft } from '@contracts/router-preview';
import type { RouterShadowDto } from '@contracts/router-shadows';
import { api, call } from '@web/lib/api';
import { useCachedMutation } from '@web/lib/cache-mutation';
import { routerShadowQuery } from './get-router-shadow';

/** Turns shadow mode on for a draft (the editor's unsaved values); the server refuses a second one with 409. */
export function useStartRouterShadow(id: string) {
  return useCachedMutation(
    routerShadowQuery(id).queryKey,
    async (draft: RouterPreviewDraft): Promise<RouterShadowDto> =>
      (await call(api.routers[':id'].shadow.$post({ param: { id }, json: { draft } }))).data as RouterShadowDto,
    [],
    'Shadow mode is on',
  );
}
