import { valibotResolver } from '@hookform/resolvers/valibot';
import { ssoConnectionInputSchema, type SsoConnectionDto, type SsoConnectionInput } from '@contracts/sso';
import { FormField } from '@web/components/ui/form-field';
import { Input } from '@web/components/ui/input';
import { TextField } from '@web/components/ui/text-field';
import { useSettingsForm, type SettingsFormOptions } from '@web/lib/use-settings-form';
import { ConnectionForm } from './connection-form';
import { SsoDomainsField } from './sso-domains-field';
import { useSaveSsoConnection } from '../api/sso-connection';

const FIELDS = ['issuer', 'clientId', 'clientSecret', 'domains'] as const;
const toValues = (c: SsoConnectionDto): SsoConnectionInput => ({
  issuer: c.issuer ?? '',
  clientId: c.clientId ?? '',
  clientSecret: undefined,
  domains: c.domains,
});
const SETTINGS: SettingsFormOptions<SsoConnectionInput, SsoConnectionDto> = {
  resolver: valibotResolver(ssoConnectionInputSchema),
  toValues,
  fields: FIELDS,
  savedMessage: 'Single sign-on saved',
  toInput: (values) => ({ ...values, clientSecret: values.clientSecret || undefined }),
};

/** Issuer, client and e-mail domains; the server reads the issuer's OpenID configuration before saving. */
export function SsoForm({ connection }: { connection: SsoConnectionDto }) {
  const save = useSaveSsoConnection();
  const { form, onSubmit } = useSettingsForm(SETTINGS, connection, save);
  const { errors } = form.formState;
  return (
    <ConnectionForm onSubmit={onSubmit} saving={save.isPending}>
      <TextField form={form} name="issuer" label="Issuer URL" hint="For example https://your-company.okta.com" type="url" />
      <TextField form={form} name="clientId" label="Client ID" autoComplete="off" />
      <FormField
        id="clientSecret"
        label="Client secret"
        error={errors.clientSecret?.message}
        hint={connection.configured ? 'Stored encrypted. Leave empty to keep the current one.' : 'Stored encrypted; never shown again.'}
      >
        <Input
          type="password"
          autoComplete="new-password"
          {...form.register('clientSecret', { setValueAs: (v: string) => v || undefined })}
        />
      </FormField>
      <SsoDomainsField id="domains" control={form.control} errors={errors} />
    </ConnectionForm>
  );
}
