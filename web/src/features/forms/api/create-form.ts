import { useMutation, useQueryClient } from '@tanstack/react-query';
import toast from 'react-hot-toast';
import type { FormDto } from '@contracts/forms';
import type { FormValues } from '@contracts/forms-body';
import { api, call } from '@web/lib/api';
import { formQuery } from './get-form';
import { formsKey } from './list-forms';

/** Creates a native or marketing form; field errors are left to the caller's form, the toast says it worked. */
export function useCreateForm({ duplicate = false } = {}) {
  const qc = useQueryClient();
  return useMutation({
    mutationFn: async (json: FormValues): Promise<FormDto> => (await call(api.forms.$post({ json }))).data as FormDto,
    onSuccess: (data) => {
      qc.setQueryData(formQuery(data.id).queryKey, data);
      void qc.invalidateQueries({ queryKey: [...formsKey, 'list'] });
      toast.success(duplicate ? 'Form duplicated' : 'Form created');
    },
  });
}
