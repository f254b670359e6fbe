import { valibotResolver } from '@hookform/resolvers/valibot';
import { updateRootRedirectSchema } from '@contracts/scheduler-domain';
import { DomainSettingForm } from '@web/components/domain-settings/domain-setting-form';
import { useUpdateRootRedirect } from '../api/update-root-redirect';

const resolver = valibotResolver(updateRootRedirectSchema);

/** The custom domain root URL redirect (spec section 2): where the bare domain sends a visitor. */
export function RootRedirectForm({ hostname, value }: { hostname: string; value: string | null }) {
  const update = useUpdateRootRedirect();
  return (
    <DomainSettingForm
      name="rootRedirectUrl"
      resolver={resolver}
      value={value ?? ''}
      save={update}
      saved={(d) => d.domain?.rootRedirectUrl ?? ''}
      label="Root URL redirect"
      hint={`Where https://${hostname}/ sends visitors. Left empty, they go to your own website.`}
      input={{ type: 'url', placeholder: 'https://www.example.com' }}
    />
  );
}
