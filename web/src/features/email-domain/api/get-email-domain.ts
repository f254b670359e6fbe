import { queryOptions, useQuery } from '@tanstack/react-query';
import type { EmailDomainStateDto } from '@contracts/email-domain';
import { api, call } from '@web/lib/api';

export const emailDomainQuery = queryOptions({
  queryKey: ['email-domain'],
  queryFn: async (): Promise<EmailDomainStateDto> => (await call(api['email-domain'].$get())).data as EmailDomainStateDto,
  // A pending domain moves on its own (the server polls Resend each minute): the page follows it.
  refetchInterval: (q) => (q.state.data?.domain?.status === 'pending' ? 60_000 : false),
});

export const useEmailDomain = () => useQuery(emailDomainQuery);
