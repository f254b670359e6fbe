import { useMutation } from '@tanstack/react-query';
import type { CrmVendorId } from '@contracts/vendors';
import { api, call } from '@web/lib/api';

/** Onboarding's "integrate CRM": starts the CRM's consent flow; the admin comes back to its page with the import running. */
export const useOnboardingConnectCrm = () =>
  useMutation({
    mutationFn: async (input: { provider: CrmVendorId; domain?: string }) =>
      (
        (
          await call(
            api.integrations.crm[':provider'].connect.$post({
              param: { provider: input.provider },
              json: input.domain ? { domain: input.domain } : {},
            }),
          )
        ).data as { authorizeUrl: string }
      ).authorizeUrl,
    onSuccess: (url) => window.location.assign(url),
  });
