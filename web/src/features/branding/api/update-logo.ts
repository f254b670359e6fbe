import { api, call } from '@web/lib/api';
import { useRefreshingMutation } from '@web/lib/cache-mutation';

/** The logo lives on the organization (booking pages and e-mails show it); the session carries it too. */
export function useUpdateLogo() {
  return useRefreshingMutation(
    async (logoUrl: string | null) => (await call(api.organization.$patch({ json: { logoUrl } }))).data,
    [['session'], ['organization']],
    'Logo updated',
  );
}
