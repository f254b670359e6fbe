import type { EmailDomainStateDto } from '@contracts/email-domain';
import { api, call } from '@web/lib/api';
import { emailDomainQuery } from './get-email-domain';
import { useCachedMutation } from '@web/lib/cache-mutation';

/** "Check now": the server asks the provider to verify the records at once instead of waiting for its poll. */
export function useCheckEmailDomain() {
  return useCachedMutation(
    emailDomainQuery.queryKey,
    async () => (await call(api['email-domain'].check.$post())).data as EmailDomainStateDto,
  );
}
