import { useForm } from 'react-hook-form';
import { valibotResolver } from '@hookform/resolvers/valibot';
import toast from 'react-hot-toast';
import type * as v from 'valibot';
import { changePasswordSchema } from '@contracts/auth';
import { Button } from '@web/components/ui/button';
import { Card, CardContent } from '@web/components/ui/card';
import { FormActions, FormSection } from '@web/components/ui/form-section';
import { PageHeader } from '@web/components/ui/page';
import { TextField } from '@web/components/ui/text-field';
import { useSession } from '@web/lib/session';
import { submitTo } from '@web/lib/forms';
import { useChangePassword } from '../api/change-password';

type Values = v.InferInput<typeof changePasswordSchema>;
const EMPTY: Values = { currentPassword: '', password: '', confirmPassword: '' };

export function ChangePasswordPage() {
  const session = useSession();
  const change = useChangePassword();
  const form = useForm<Values>({ resolver: valibotResolver(changePasswordSchema), defaultValues: EMPTY });
  const onSubmit = submitTo(form, change, ['currentPassword', 'password', 'confirmPassword'], () => {
    form.reset(EMPTY);
    toast.success('Password updated');
  });
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
              <TextField form={form} name="currentPassword" label="Current password" type="password" autoComplete="current-password" />
              <TextField
                form={form}
                name="password"
                label="New password"
                hint="At least 5 characters and 1 special character."
                type="password"
                autoComplete="new-password"
              />
              <TextField form={form} name="confirmPassword" label="Confirm password" type="password" autoComplete="new-password" />
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
