import { useForm } from 'react-hook-form';
import { valibotResolver } from '@hookform/resolvers/valibot';
import { Link } from 'react-router';
import type * as v from 'valibot';
import { forgotPasswordSchema } from '@contracts/auth';
import { Button } from '@web/components/ui/button';
import { TextField } from '@web/components/ui/text-field';
import { submitTo } from '@web/lib/forms';
import { useForgotPassword } from '../api/auth-mutations';
import { AuthLayout } from './auth-layout';

export function ForgotPasswordPage() {
  const forgot = useForgotPassword();
  const form = useForm<v.InferInput<typeof forgotPasswordSchema>>({
    resolver: valibotResolver(forgotPasswordSchema),
    defaultValues: { email: '' },
  });
  const onSubmit = submitTo(form, forgot, ['email']);
  const footer = (
    <Link className="text-primary hover:underline" to="/login">
      Back to sign in
    </Link>
  );
  if (forgot.isSuccess) {
    return (
      <AuthLayout title="Check your e-mail" description={forgot.data.meta.message} footer={footer}>
        <p className="text-sm text-muted-foreground">Didn't get it? Check your spam folder, or try again in a few minutes.</p>
      </AuthLayout>
    );
  }
  return (
    <AuthLayout
      title="Forgot password"
      description="Enter your e-mail and we'll send you a reset link. It arrives within 5 minutes."
      footer={footer}
    >
      <form onSubmit={onSubmit} className="grid gap-4" noValidate>
        <TextField form={form} name="email" label="Email" type="email" autoComplete="email" />
        <Button type="submit" loading={forgot.isPending}>
          Send reset link
        </Button>
      </form>
    </AuthLayout>
  );
}
