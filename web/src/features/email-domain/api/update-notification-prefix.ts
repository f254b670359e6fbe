import type { EmailDomainStateDto } from '@contracts/email-domain';
import { api, call } from '@web/lib/api';
import { useCachedMutation } from '@web/lib/cache-mutation';
import { emailDomainQuery } from './get-email-domain';

/** Changes the notification prefix: e-mails go from the new address at once once the domain is verified. */
export function useUpdateNotificationPrefix() {
  return useCachedMutation(
    emailDomainQuery.queryKey,
    async (notificationPrefix: string) =>
      (await call(api['email-domain'].$patch({ json: { notificationPrefix } }))).data as EmailDomainStateDto,
    [],
    'Notification prefix saved',
  );
}
