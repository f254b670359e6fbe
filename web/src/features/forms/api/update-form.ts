import { useMutation, useQueryClient } from '@tanstack/react-query';
import toast from 'react-hot-toast';
import type { FormDto } from '@contracts/forms';
import type { FormValues } from '@contracts/forms-body';
import { FORM_MESSAGES } from '@contracts/forms';
import { api, call } from '@web/lib/api';
import { formQuery } from './get-form';
import { formsKey } from './list-forms';

/** Saves a form; a failure says 'Form update failed' (spec section 8) and the editor puts field errors in place. */
export function useUpdateForm(id: string) {
  const qc = useQueryClient();
  return useMutation({
    mutationFn: async (json: FormValues): Promise<FormDto> => (await call(api.forms[':id'].$put({ param: { id }, json }))).data as FormDto,
    onSuccess: (data) => {
      qc.setQueryData(formQuery(id).queryKey, data);
      void qc.invalidateQueries({ queryKey: [...formsKey, 'list'] });
      toast.success('Form updated');
    },
    onError: () => toast.error(FORM_MESSAGES.updateFailed),
  });
}
