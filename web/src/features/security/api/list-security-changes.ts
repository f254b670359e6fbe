import { queryOptions, useQuery } from '@tanstack/react-query';
import type { AuditPageDto } from '@contracts/audit-log';
import { api, call } from '@web/lib/api';

export const securityChangesQueryKey = ['security-settings', 'changes'];

/** The latest login and security entries of the audit log (read only; the full log is /settings/audit-log). */
export const securityChangesQuery = queryOptions({
  queryKey: securityChangesQueryKey,
  queryFn: async (): Promise<AuditPageDto> =>
    (await call(api['audit-log'].$get({ query: { filter: 'security', limit: '10' } }))) as AuditPageDto,
});

export const useSecurityChanges = () => useQuery(securityChangesQuery);
