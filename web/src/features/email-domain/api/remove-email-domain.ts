import { api, call } from '@web/lib/api';
import { useRefreshingMutation } from '@web/lib/cache-mutation';
import { emailDomainQuery } from './get-email-domain';

/** Removes the sending domain (and the provider's); e-mails go from the product's address again. */
export function useRemoveEmailDomain() {
  return useRefreshingMutation(
    async () => {
      await call(api['email-domain'].$delete());
    },
    [emailDomainQuery.queryKey],
    'Domain removed',
  );
}
