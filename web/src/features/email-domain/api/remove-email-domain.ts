import { useMutation, useQueryClient } from '@tanstack/react-query';
import toast from 'react-hot-toast';
import { api, call } from '@web/lib/api';
import { emailDomainQuery } from './get-email-domain';

/** Removes the sending domain (and the provider's); e-mails go from the product's address again. */
export function useRemoveEmailDomain() {
  const qc = useQueryClient();
  return useMutation({
    mutationFn: async () => {
      await call(api['email-domain'].$delete());
    },
    onSuccess: () => {
      void qc.invalidateQueries({ queryKey: emailDomainQuery.queryKey });
      toast.success('Domain removed');
    },
  });
}
