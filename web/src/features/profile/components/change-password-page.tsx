import { useForm } from 'react-hook-form';
import { valibotResolver } from '@hookform/resolvers/valibot';
import toast from 'react-hot-toast';
import type * as v from 'valibot';
import { changePasswordSchema } from '@contracts/auth';
import { Button } from '@web/components/ui/button';
import { Card, CardContent } from '@web/components/ui/card';
import { FormActions, FormSection } from '@web/components/ui/form-section';
import { FormField } from '@web/components/ui/form-field';
import { Input } from '@web/components/ui/input';
import { PageHeader } from '@web/components/ui/page';
import { useSession } from '@web/lib/session';
import { applyServerErrors } from '@web/lib/forms';
import { useChangePassword } from '../api/change-password';

type Values = v.InferInput<typeof changePasswordSchema>;
const EMPTY: Values = { currentPassword: '', password: '', confirmPassword: '' };

export function ChangePasswordPage() {
  const session = useSession();
  const change = useChangePassword();
  const form = useForm<Values>({ resolver: valibotResolver(changePasswordSchema), defaultValues: EMPTY });
  const { errors } = form.formState;
  const onSubmit = form.handleSubmit((values) =>
    change.mutate(values, {
      onSuccess: () => {
        form.reset(EMPTY);
        toast.success('Password updated');
      },
      onError: (e) => applyServerErrors(e, form.setError, ['currentPassword', 'password', 'confirmPassword']),
    }),
  );
  return (
    <div>
      <PageHeader
        title="Password"
        description="Change the password you sign in with. You stay signed in here; other devices are signed out."
      />
      <form onSubmit={onSubmit} noValidate>
        <Card>
          <CardContent className="p-6">
            <FormSection title="Change password" description="Use at least 5 characters, including 1 special character.">
              <FormField id="currentPassword" label="Current password" error={errors.currentPassword?.message}>
                <Input type="password" autoComplete="current-password" {...form.register('currentPassword')} />
              </FormField>
              <FormField
                id="password"
                label="New password"
                error={errors.password?.message}
                hint="At least 5 characters and 1 special character."
              >
                <Input type="password" autoComplete="new-password" {...form.register('password')} />
              </FormField>
              <FormField id="confirmPassword" label="Confirm password" error={errors.confirmPassword?.message}>
                <Input type="password" autoComplete="new-password" {...form.register('confirmPassword')} />
              </FormField>
            </FormSection>
            {/* Lets password managers tie the new password to the right account. */}
            <input
              type="text"
              name="username"
              autoComplete="username"
              value={session.data?.user.email ?? ''}
              className="hidden"
              readOnly
              aria-hidden
              tabIndex={-1}
            />
            <FormActions>
              <Button type="submit" loading={change.isPending}>
                Update password
              </Button>
            </FormActions>
          </CardContent>
        </Card>
      </form>
    </div>
  );
}
