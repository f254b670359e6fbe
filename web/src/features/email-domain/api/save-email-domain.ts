import type * as v from 'valibot';
import type { EmailDomainStateDto, saveEmailDomainSchema } from '@contracts/email-domain';
import { api, call } from '@web/lib/api';
import { useCachedMutation } from '@web/lib/cache-mutation';
import { emailDomainQuery } from './get-email-domain';

/** Adds the sending domain: the server registers it with the e-mail provider and answers the records to add. */
export function useSaveEmailDomain() {
  return useCachedMutation(
    emailDomainQuery.queryKey,
    async (json: v.InferInput<typeof saveEmailDomainSchema>) =>
      (await call(api['email-domain'].$put({ json }))).data as EmailDomainStateDto,
    [],
    'Domain added. Add the DNS records below.',
  );
}
