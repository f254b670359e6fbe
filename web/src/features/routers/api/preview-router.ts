import { useMutation } from '@tanstack/react-query';
import type { RouterPreviewDraft, RouterPreviewDto } from '@contracts/router-preview';
import { api, call } from '@web/lib/api';

export type PreviewRouterRequest = { answers: Record<string, string>; draft: RouterPreviewDraft; crmRecordId?: string };

/** Runs typed answers through the router with the editor's unsaved edits; nothing is stored, no turn is taken. */
export function usePreviewRouter(id: string) {
  return useMutation({
    mutationFn: async (body: PreviewRouterRequest): Promise<RouterPreviewDto> =>
      (await call(api.routers[':id'].preview.$post({ param: { id }, json: body }))).data as RouterPreviewDto,
  });
}
