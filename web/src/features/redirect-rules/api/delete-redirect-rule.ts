import { api, call } from '@web/lib/api';
import { useDeleteMutation } from '@web/lib/delete-mutation';
import { redirectRulesKey } from './list-redirect-rules';

export const useDeleteRedirectRule = () =>
  useDeleteMutation((id) => call(api['redirect-rules'][':id'].$delete({ param: { id } })), 'Redirect rule deleted', {
    lists: [[...redirectRulesKey, 'list']],
  });
