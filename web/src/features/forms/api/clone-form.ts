import { useMutation, useQueryClient } from '@tanstack/react-query';
import toast from 'react-hot-toast';
import type { FormDto } from '@contracts/forms';
import { api, call } from '@web/lib/api';
import { formQuery } from './get-form';
import { formsKey } from './list-forms';

/** One-click copy named 'Copy of …' with the next free Form ID. */
export function useCloneForm() {
  const qc = useQueryClient();
  return useMutation({
    mutationFn: async (id: string): Promise<FormDto> => (await call(api.forms[':id'].clone.$post({ param: { id } }))).data as FormDto,
    onSuccess: (data) => {
      qc.setQueryData(formQuery(data.id).queryKey, data);
      void qc.invalidateQueries({ queryKey: [...formsKey, 'list'] });
      toast.success('Form duplicated');
    },
    onError: (e) => toast.error(e.message),
  });
}
