import { useForm } from 'react-hook-form';
import { valibotResolver } from '@hookform/resolvers/valibot';
import { Link, useNavigate, useParams } from 'react-router';
import type * as v from 'valibot';
import { resetPasswordSchema } from '@contracts/auth';
import { Button } from '@web/components/ui/button';
import { Skeleton } from '@web/components/ui/skeleton';
import { submitTo } from '@web/lib/forms';
import toast from 'react-hot-toast';
import { useResetPassword } from '../api/auth-mutations';
import { useResetLink } from '../api/links';
import { AuthLayout } from './auth-layout';
import { SetPasswordFields } from './set-password-fields';

type Values = v.InferInput<typeof resetPasswordSchema>;

export function ResetPasswordPage() {
  const { id = '' } = useParams();
  const reset = useResetPassword();
  // A used token answers 400: after the reset, never ask for it again.
  const link = useResetLink(id, { enabled: reset.isIdle || reset.isError });
  const navigate = useNavigate();
  const form = useForm<Values>({
    resolver: valibotResolver(resetPasswordSchema),
    defaultValues: { token: id, password: '', confirmPassword: '' },
  });
  const onSubmit = submitTo(form, reset, ['password', 'confirmPassword'], () => {
    toast.success('Password updated');
    navigate('/', { replace: true });
  });
  if (link.isPending)
    return (
      <AuthLayout title="Reset password">
        <Skeleton className="h-24" />
      </AuthLayout>
    );
  if (link.isError) {
    return (
      <AuthLayout title="This link doesn't work" description={link.error.message}>
        <Link className="text-sm text-primary hover:underline" to="/forgot-password">
          Ask for a new link
        </Link>
      </AuthLayout>
    );
  }
  return (
    <AuthLayout title="Reset password" description={`Choose a new password for ${link.data.email}.`}>
      <form onSubmit={onSubmit} className="grid gap-4" noValidate>
        <SetPasswordFields register={form.register} errors={form.formState.errors} />
        <Button type="submit" loading={reset.isPending}>
          Update password
        </Button>
      </form>
    </AuthLayout>
  );
}
