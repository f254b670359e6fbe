import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { SamlConnectionDto, SamlConnectionInput } from '@contracts/saml';
import { api, call } from '@web/lib/api';
import { securitySettingsQuery } from './get-security-settings';
import { securityChangesQueryKey } from './list-security-changes';

/** The organization's SAML identity provider and the service provider values the admin copies into it. */
export const samlConnectionQuery = queryOptions({
  queryKey: ['security-settings', 'sso', 'saml'],
  queryFn: async (): Promise<SamlConnectionDto> => (await call(api['security-settings'].sso.saml.$get())).data as SamlConnectionDto,
});
export const useSamlConnection = () => useQuery(samlConnectionQuery);

/** After a change: this connection, the OIDC one it may replace, the login methods and the recent changes move. */
function useSettled() {
  const qc = useQueryClient();
  return (data?: SamlConnectionDto) => {
    if (data) qc.setQueryData(samlConnectionQuery.queryKey, data);
    else void qc.invalidateQueries({ queryKey: samlConnectionQuery.queryKey });
    void qc.invalidateQueries({ queryKey: ['security-settings', 'sso'], exact: true });
    void qc.invalidateQueries({ queryKey: securitySettingsQuery.queryKey, exact: true });
    void qc.invalidateQueries({ queryKey: securityChangesQueryKey });
  };
}

export function useSaveSamlConnection() {
  const settled = useSettled();
  return useMutation({
    mutationFn: async (json: SamlConnectionInput): Promise<SamlConnectionDto> =>
      (await call(api['security-settings'].sso.saml.$put({ json }))).data as SamlConnectionDto,
    onSuccess: (data) => settled(data),
  });
}

export function useDeleteSamlConnection() {
  const settled = useSettled();
  return useMutation({
    mutationFn: async () => {
      await call(api['security-settings'].sso.saml.$delete());
    },
    onSuccess: () => settled(),
  });
}

/** "Test sign-in": the browser goes through the identity provider and comes back to this page. */
export function useTestSamlSignIn() {
  return useMutation({
    mutationFn: async () => {
      const { data } = await call(api['security-settings'].sso.saml.test.$post());
      window.location.assign((data as { redirectUrl: string }).redirectUrl);
    },
  });
}

export function useEnableSaml() {
  const settled = useSettled();
  return useMutation({
    mutationFn: async (): Promise<SamlConnectionDto> =>
      (await call(api['security-settings'].sso.saml.enable.$post())).data as SamlConnectionDto,
    onSuccess: (data) => settled(data),
  });
}
