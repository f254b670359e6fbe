import { useForm } from 'react-hook-form';
import { valibotResolver } from '@hookform/resolvers/valibot';
import { useMutation } from '@tanstack/react-query';
import { Link, useSearchParams } from 'react-router';
import type * as v from 'valibot';
import { forgotPasswordSchema } from '@contracts/auth';
import { SSO_FAILED, SSO_NO_EMAIL, SSO_NOT_A_MEMBER, SSO_NOT_CONFIGURED, SSO_REQUIRED } from '@contracts/sso';
import { Button } from '@web/components/ui/button';
import { TextField } from '@web/components/ui/text-field';
import { api, call } from '@web/lib/api';
import { submitTo } from '@web/lib/forms';
import { AuthLayout } from './auth-layout';

const KNOWN_REFUSALS = new Set([SSO_FAILED, SSO_NO_EMAIL, SSO_NOT_CONFIGURED, SSO_REQUIRED]);
const NOT_A_MEMBER = SSO_NOT_A_MEMBER('\u0000');

/**
 * The callback's reason, shown only when it is one the product says: anyone can craft a link to this page, and
 * it must not put their words in the product's mouth. The one reason with a value in it takes an address only.
 */
export function refusalText(reason: string | null): string | null {
  if (!reason) return null;
  if (KNOWN_REFUSALS.has(reason)) return reason;
  const [head, tail] = NOT_A_MEMBER.split('\u0000');
  const fits = reason.length > head.length + tail.length && reason.startsWith(head) && reason.endsWith(tail);
  if (fits && /^[^\s@<>]{1,64}@[^\s@<>]{1,190}$/.test(reason.slice(head.length, reason.length - tail.length))) return reason;
  return SSO_FAILED;
}

/**
 * /login/okta: single sign-on entry. The e-mail's domain picks the organization's identity provider; one
 * without SSO set up gets the spec's error. A refused sign-in comes back here with the reason in ?error=.
 */
export function SsoLoginPage() {
  const [params] = useSearchParams();
  const refused = refusalText(params.get('error'));
  // ?next= rides along: the identity provider brings the member back to it (same-origin paths only, checked by the server).
  const next = params.get('next') ?? undefined;
  const sso = useMutation({ mutationFn: (json: { email: string }) => call(api.auth.sso.$post({ json: { ...json, next } })) });
  const form = useForm<v.InferInput<typeof forgotPasswordSchema>>({
    resolver: valibotResolver(forgotPasswordSchema),
    defaultValues: { email: '' },
  });
  const onSubmit = submitTo(form, sso, ['email'], (res) => window.location.assign(res.data.redirectUrl));
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
        {refused && (
          <p role="alert" className="rounded-md border border-destructive/40 bg-destructive/5 p-3 text-sm text-destructive">
            {refused}
          </p>
        )}
        <TextField form={form} name="email" label="Work email" type="email" autoComplete="email" />
        <Button type="submit" loading={sso.isPending}>
          Continue
        </Button>
      </form>
    </AuthLayout>
  );
}
