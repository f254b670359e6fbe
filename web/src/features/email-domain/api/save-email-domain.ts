import { useMutation, useQueryClient } from '@tanstack/react-query';
import toast from 'react-hot-toast';
import type * as v from 'valibot';
import type { EmailDomainStateDto, saveEmailDomainSchema } from '@contracts/email-domain';
import { api, call } from '@web/lib/api';
import { emailDomainQuery } from './get-email-domain';

/** Adds the sending domain: the server registers it with the e-mail provider and answers the records to add. */
export function useSaveEmailDomain() {
  const qc = useQueryClient();
  return useMutation({
    mutationFn: async (json: v.InferInput<typeof saveEmailDomainSchema>) =>
      (await call(api['email-domain'].$put({ json }))).data as EmailDomainStateDto,
    onSuccess: (data) => {
      qc.setQueryData(emailDomainQuery.queryKey, data);
      toast.success('Domain added. Add the DNS records below.');
    },
  });
}
