import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { SsoConnectionDto, SsoConnectionInput } from '@contracts/sso';
import { api, call } from '@web/lib/api';
import { securitySettingsQuery } from './get-security-settings';
import { securityChangesQueryKey } from './list-security-changes';

/** The organization's OpenID Connect identity provider (never its client secret). */
export const ssoConnectionQuery = queryOptions({
  queryKey: ['security-settings', 'sso'],
  queryFn: async (): Promise<SsoConnectionDto> => (await call(api['security-settings'].sso.$get())).data as SsoConnectionDto,
});
export const useSsoConnection = () => useQuery(ssoConnectionQuery);

/** After a change: the login methods (whether SSO can be turned on) and the recent changes move too. */
function useRefresh() {
  const qc = useQueryClient();
  return () => {
    void qc.invalidateQueries({ queryKey: securitySettingsQuery.queryKey, exact: true });
    void qc.invalidateQueries({ queryKey: securityChangesQueryKey });
  };
}

export function useSaveSsoConnection() {
  const qc = useQueryClient();
  const refresh = useRefresh();
  return useMutation({
    mutationFn: async (json: SsoConnectionInput): Promise<SsoConnectionDto> =>
      (await call(api['security-settings'].sso.$put({ json }))).data as SsoConnectionDto,
    onSuccess: (data) => {
      qc.setQueryData(ssoConnectionQuery.queryKey, data);
      refresh();
    },
  });
}

export function useDeleteSsoConnection() {
  const qc = useQueryClient();
  const refresh = useRefresh();
  return useMutation({
    mutationFn: async () => {
      await call(api['security-settings'].sso.$delete());
    },
    onSuccess: () => {
      void qc.invalidateQueries({ queryKey: ssoConnectionQuery.queryKey });
      refresh();
    },
  });
}
