import { useForm } from 'react-hook-form';
import { valibotResolver } from '@hookform/resolvers/valibot';
import { Link, useNavigate, useSearchParams } from 'react-router';
import type * as v from 'valibot';
import { loginSchema } from '@contracts/auth';
import { Button } from '@web/components/ui/button';
import { TextField } from '@web/components/ui/text-field';
import { applyServerErrors } from '@web/lib/forms';
import { ApiRequestError } from '@web/lib/api-error';
import { useLogin } from '../api/auth-mutations';
import { useFirstPaintHandover } from '../hooks/use-first-paint-handover';
import { AuthLayout } from './auth-layout';

type Values = v.InferInput<typeof loginSchema>;

/** Only same-site paths are honoured after sign-in, so ?next= cannot send anyone elsewhere. */
export function safeNext(next: string | null) {
  return next && next.startsWith('/') && !next.startsWith('//') ? next : '/';
}

/** When a locked-out sign-in may be tried again, in the browser's clock. */
export function retryAt(seconds: number, now = new Date()) {
  const at = new Date(now.getTime() + seconds * 1000);
  return `You can sign in again at ${at.toLocaleTimeString([], { hour: 'numeric', minute: '2-digit' })}.`;
}

export function LoginPage() {
  const [params] = useSearchParams();
  const navigate = useNavigate();
  const login = useLogin();
  const form = useForm<Values>({ resolver: valibotResolver(loginSchema), defaultValues: { email: '', password: '' } });
  const { errors } = form.formState;
  const onSubmit = form.handleSubmit((values) =>
    login.mutate(values, {
      onSuccess: () => navigate(safeNext(params.get('next')), { replace: true }),
      // A wrong password and a lockout are shown once, under the form; only field errors go onto the fields.
      onError: (e) => {
        if (!(e instanceof ApiRequestError) || (e.status !== 401 && e.status !== 429))
          applyServerErrors(e, form.setError, ['email', 'password']);
      },
    }),
  );
  useFirstPaintHandover(form, ['email', 'password'], () => void onSubmit());
  return (
    <AuthLayout
      title="Sign in"
      description="Welcome back. Sign in to route leads and book meetings."
      footer={
        <>
          New here?{' '}
          <Link className="font-medium text-primary hover:underline" to="/signup">
            Create an account
          </Link>
        </>
      }
    >
      <form onSubmit={onSubmit} className="grid gap-4" noValidate>
        <TextField form={form} name="email" label="Email" type="email" autoComplete="email" />
        <TextField form={form} name="password" label="Password" type="password" autoComplete="current-password" />
        {login.error instanceof ApiRequestError && (login.error.status === 401 || login.error.status === 429) && (
          <p role="alert" className="rounded-md bg-red-50 p-2 text-sm text-destructive">
            {login.error.message}
            {login.error.status === 429 && login.error.retryAfterSeconds && ` ${retryAt(login.error.retryAfterSeconds)}`}
          </p>
        )}
        <Button type="submit" loading={login.isPending}>
          Sign in
        </Button>
        <div className="flex justify-between text-sm">
          <Link className="text-primary hover:underline" to="/forgot-password">
            Forgot password?
          </Link>
          <Link
            className="text-muted-foreground hover:underline"
            to={params.get('next') ? `/login/okta?next=${encodeURIComponent(params.get('next')!)}` : '/login/okta'}
          >
            Sign in with SSO
          </Link>
        </div>
      </form>
    </AuthLayout>
  );
}
