import { useQuery } from '@tanstack/react-query';
import type { MeetingLinkTemplateDto } from '@contracts/assets';
import { api, call } from '@web/lib/api';
import { useCachedMutation } from '@web/lib/cache-mutation';
import { assetsKey } from './list-assets';

const key = [...assetsKey, 'meeting-links'];

/** GET /api/asset-templates/meeting-links: the template every meeting link's booking page uses. */
export const useMeetingLinkTemplate = () =>
  useQuery({
    queryKey: key,
    queryFn: async (): Promise<MeetingLinkTemplateDto> =>
      (await call(api['asset-templates']['meeting-links'].$get())).data as MeetingLinkTemplateDto,
  });

/** PUT /api/asset-templates/meeting-links: chooses it for the whole organization. */
export function useChooseMeetingLinkTemplate() {
  return useCachedMutation(
    key,
    async (templateId: string): Promise<MeetingLinkTemplateDto> =>
      (await call(api['asset-templates']['meeting-links'].$put({ json: { templateId } }))).data as MeetingLinkTemplateDto,
    [],
    'Meeting links template saved',
  );
}
