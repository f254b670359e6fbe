import { useForm } from 'react-hook-form';
import { valibotResolver } from '@hookform/resolvers/valibot';
import toast from 'react-hot-toast';
import { ssoConnectionInputSchema, type SsoConnectionDto, type SsoConnectionInput } from '@contracts/sso';
import { Button } from '@web/components/ui/button';
import { FormField } from '@web/components/ui/form-field';
import { Input } from '@web/components/ui/input';
import { applyServerErrors } from '@web/lib/forms';
import { SsoDomainsField } from './sso-domains-field';
import { useSaveSsoConnection } from '../api/sso-connection';

const FIELDS = ['issuer', 'clientId', 'clientSecret', 'domains'] as const;
const toValues = (c: SsoConnectionDto): SsoConnectionInput => ({
  issuer: c.issuer ?? '',
  clientId: c.clientId ?? '',
  clientSecret: undefined,
  domains: c.domains,
});

/** Issuer, client and e-mail domains; the server reads the issuer's OpenID configuration before saving. */
export function SsoForm({ connection }: { connection: SsoConnectionDto }) {
  const save = useSaveSsoConnection();
  const form = useForm<SsoConnectionInput>({
    resolver: valibotResolver(ssoConnectionInputSchema) as never,
    defaultValues: toValues(connection),
  });
  const { errors } = form.formState;
  const onSubmit = form.handleSubmit((values) =>
    save.mutate(
      { ...values, clientSecret: values.clientSecret || undefined },
      {
        onSuccess: (data) => {
          form.reset(toValues(data));
          toast.success('Single sign-on saved');
        },
        onError: (e) => applyServerErrors(e, form.setError, FIELDS),
      },
    ),
  );
  return (
    <form onSubmit={onSubmit} noValidate className="grid gap-4">
      <FormField id="issuer" label="Issuer URL" error={errors.issuer?.message} hint="For example https://your-company.okta.com">
        <Input type="url" {...form.register('issuer')} />
      </FormField>
      <FormField id="clientId" label="Client ID" error={errors.clientId?.message}>
        <Input autoComplete="off" {...form.register('clientId')} />
      </FormField>
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
      <div>
        <Button type="submit" loading={save.isPending}>
          Save
        </Button>
      </div>
    </form>
  );
}
