import { useForm } from 'react-hook-form';
import { valibotResolver } from '@hookform/resolvers/valibot';
import { useMutation } from '@tanstack/react-query';
import { Link } from 'react-router';
import type * as v from 'valibot';
import { forgotPasswordSchema } from '@contracts/auth';
import { Button } from '@web/components/ui/button';
import { FormField } from '@web/components/ui/form-field';
import { Input } from '@web/components/ui/input';
import { api, call } from '@web/lib/api';
import { applyServerErrors } from '@web/lib/forms';
import { AuthLayout } from './auth-layout';

/** /login/okta: single sign-on entry. Accounts without SAML set up get the spec's error. */
export function SsoLoginPage() {
  const sso = useMutation({ mutationFn: (json: { email: string }) => call(api.auth.sso.$post({ json })) });
  const form = useForm<v.InferInput<typeof forgotPasswordSchema>>({ resolver: valibotResolver(forgotPasswordSchema), defaultValues: { email: '' } });
  const onSubmit = form.handleSubmit((values) =>
    sso.mutate(values, {
      onSuccess: (res) => window.location.assign(res.data.redirectUrl),
      onError: (e) => applyServerErrors(e, form.setError, ['email']),
    }),
  );
  return (
    <AuthLayout
      title="Sign in with SSO"
      description="Use your company's identity provider."
      footer={
        <Link className="text-primary hover:underline" to="/login">
          Sign in with a password instead
        </Link>
      }
    >
      <form onSubmit={onSubmit} className="grid gap-4" noValidate>
        <FormField id="email" label="Work email" error={form.formState.errors.email?.message}>
          <Input type="email" autoComplete="email" {...form.register('email')} />
        </FormField>
        <Button type="submit" loading={sso.isPending}>
          Continue
        </Button>
      </form>
    </AuthLayout>
  );
}
