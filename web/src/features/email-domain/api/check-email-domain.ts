import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { EmailDomainStateDto } from '@contracts/email-domain';
import { api, call } from '@web/lib/api';
import { emailDomainQuery } from './get-email-domain';

/** "Check now": the server asks the provider to verify the records at once instead of waiting for its poll. */
export function useCheckEmailDomain() {
  const qc = useQueryClient();
  return useMutation({
    mutationFn: async () => (await call(api['email-domain'].check.$post())).data as EmailDomainStateDto,
    onSuccess: (data) => qc.setQueryData(emailDomainQuery.queryKey, data),
  });
}
