import { api, call } from '@web/lib/api';
import { useDeleteMutation } from '@web/lib/delete-mutation';
import { assetsKey } from './list-assets';

export const useDeleteAssetTemplate = () =>
  useDeleteMutation((id) => call(api['asset-templates'][':id'].$delete({ param: { id } })), 'Asset template deleted', {
    lists: [assetsKey],
  });
