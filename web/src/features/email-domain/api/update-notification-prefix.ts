import { useMutation, useQueryClient } from '@tanstack/react-query';
import toast from 'react-hot-toast';
import type { EmailDomainStateDto } from '@contracts/email-domain';
import { api, call } from '@web/lib/api';
import { emailDomainQuery } from './get-email-domain';

/** Changes the notification prefix: e-mails go from the new address at once once the domain is verified. */
export function useUpdateNotificationPrefix() {
  const qc = useQueryClient();
  return useMutation({
    mutationFn: async (notificationPrefix: string) =>
      (await call(api['email-domain'].$patch({ json: { notificationPrefix } }))).data as EmailDomainStateDto,
    onSuccess: (data) => {
      qc.setQueryData(emailDomainQuery.queryKey, data);
      toast.success('Notification prefix saved');
    },
  });
}
