import { useMutation, useQueryClient } from '@tanstack/react-query';
import toast from 'react-hot-toast';
import { api, call } from '@web/lib/api';
import { formQuery } from './get-form';
import { formsKey } from './list-forms';

export function useDeleteForm() {
  const qc = useQueryClient();
  return useMutation({
    mutationFn: async (id: string) => {
      await call(api.forms[':id'].$delete({ param: { id } }));
      return id;
    },
    onSuccess: (id) => {
      qc.removeQueries({ queryKey: formQuery(id).queryKey });
      void qc.invalidateQueries({ queryKey: [...formsKey, 'list'] });
      toast.success('Form deleted');
    },
    onError: (e) => toast.error(e.message),
  });
}
