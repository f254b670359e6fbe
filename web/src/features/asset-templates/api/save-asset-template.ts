import type { AssetTemplateDto, AssetTemplateInput } from '@contracts/assets';
import { api, call } from '@web/lib/api';
import { useRefreshingMutation } from '@web/lib/cache-mutation';
import { assetsKey } from './list-assets';

/** POST /api/asset-templates, or PUT /api/asset-templates/:id when `id` is given. */
export function useSaveAssetTemplate(id: string | null) {
  return useRefreshingMutation(
    async (json: AssetTemplateInput): Promise<AssetTemplateDto> =>
      (
        await call(
          id
            ? api['asset-templates'][':id'].$put({ param: { id }, json: json as never })
            : api['asset-templates'].$post({ json: json as never }),
        )
      ).data as AssetTemplateDto,
    [assetsKey],
    id ? 'Asset template saved' : 'Asset template created',
  );
}
