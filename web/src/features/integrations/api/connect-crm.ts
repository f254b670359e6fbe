import { useMutation } from '@tanstack/react-query';
import { api, call } from '@web/lib/api';
import type { CrmVendorId } from '@contracts/vendors';

type Provider = CrmVendorId;

/** Starts the OAuth connection: the browser goes to the CRM's consent page and comes back to the callback. */
export const useConnectCrm = (provider: Provider) =>
  useMutation({
    mutationFn: async (input: { domain?: string; returnTo?: string }) =>
      ((await call(api.integrations.crm[':provider'].connect.$post({ param: { provider }, json: input }))).data as { authorizeUrl: string })
        .authorizeUrl,
    onSuccess: (url) => window.location.assign(url),
  });
