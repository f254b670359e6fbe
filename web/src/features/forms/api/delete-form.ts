import { api, call } from '@web/lib/api';
import { useDeleteMutation } from '@web/lib/delete-mutation';
import { formQuery } from './get-form';
import { formsKey } from './list-forms';

export const useDeleteForm = () =>
  useDeleteMutation((id) => call(api.forms[':id'].$delete({ param: { id } })), 'Form deleted', {
    detail: (id) => formQuery(id).queryKey,
    lists: [[...formsKey, 'list']],
  });
