import { valibotResolver } from '@hookform/resolvers/valibot';
import { samlConnectionInputSchema, type SamlConnectionDto, type SamlConnectionInput } from '@contracts/saml';
import { ROLE_LABELS, ROLES } from '@contracts/common';
import { FormField } from '@web/components/ui/form-field';
import { Input } from '@web/components/ui/input';
import { Select } from '@web/components/ui/select';
import { useSettingsForm, type SettingsFormOptions } from '@web/lib/use-settings-form';
import { ConnectionForm } from './connection-form';
import { SsoDomainsField } from './sso-domains-field';
import { useSaveSamlConnection } from '../api/saml-connection';
import { labelledOptions } from '@web/components/ui/named-options';
import { ControllerField } from '@web/components/ui/controller-field';

const FIELDS = ['metadataXml', 'metadataUrl', 'domains', 'defaultRole'] as const;
const toValues = (c: SamlConnectionDto): SamlConnectionInput => ({
  metadataUrl: c.metadataUrl ?? undefined,
  metadataXml: undefined,
  domains: c.domains,
  defaultRole: c.defaultRole,
});
const SETTINGS: SettingsFormOptions<SamlConnectionInput, SamlConnectionDto> = {
  resolver: valibotResolver(samlConnectionInputSchema),
  toValues,
  fields: FIELDS,
  savedMessage: (data) => (data.status === 'processing' ? 'SAML saved. Run a test sign-in next.' : 'SAML saved'),
};
const blankToUndefined = (v: string) => v.trim() || undefined;

/** The identity provider's metadata (by URL, which the server fetches, or pasted), the e-mail domains and the role of new members. */
export function SamlForm({ connection }: { connection: SamlConnectionDto }) {
  const save = useSaveSamlConnection();
  const { form, onSubmit } = useSettingsForm(SETTINGS, connection, save);
  const { errors } = form.formState;
  return (
    <ConnectionForm onSubmit={onSubmit} saving={save.isPending}>
      <FormField
        id="metadataUrl"
        label="Identity provider metadata URL"
        error={errors.metadataUrl?.message}
        hint="Or paste the metadata XML below."
      >
        <Input type="url" {...form.register('metadataUrl', { setValueAs: blankToUndefined })} />
      </FormField>
      <FormField id="metadataXml" label="Identity provider metadata XML" error={errors.metadataXml?.message}>
        <textarea
          className="min-h-28 w-full rounded-md border bg-background px-3 py-2 font-mono text-xs"
          {...form.register('metadataXml', { setValueAs: blankToUndefined })}
        />
      </FormField>
      <SsoDomainsField id="saml-domains" control={form.control} errors={errors} />
      <ControllerField
        control={form.control}
        name="defaultRole"
        label="Role of new members"
        hint="Given to someone who signs in for the first time through SAML."
      >
        {(field, control) => (
          <Select {...control} ref={field.ref} value={field.value} onChange={(e) => field.onChange(e.target.value)}>
            {labelledOptions(ROLES, ROLE_LABELS)}
          </Select>
        )}
      </ControllerField>
    </ConnectionForm>
  );
}
