import { api, call } from '@web/lib/api';
import { useDeleteMutation } from '@web/lib/delete-mutation';
import { assetsKey } from './list-assets';

export const useDeleteAsset = () =>
  useDeleteMutation((id) => call(api.assets[':id'].$delete({ param: { id } })), 'Asset deleted', { lists: [assetsKey] });
