import { useForm } from 'react-hook-form';
import { valibotResolver } from '@hookform/resolvers/valibot';
import { Link, useNavigate, useParams } from 'react-router';
import type * as v from 'valibot';
import { acceptInvitationSchema } from '@contracts/auth';
import { ROLE_LABELS } from '@contracts/common';
import { Button } from '@web/components/ui/button';
import { Skeleton } from '@web/components/ui/skeleton';
import { TextField } from '@web/components/ui/text-field';
import { submitTo } from '@web/lib/forms';
import { useAcceptInvitation } from '../api/auth-mutations';
import { useInvitation } from '../api/links';
import { AuthLayout } from './auth-layout';
import { SetPasswordFields } from './set-password-fields';

type Values = v.InferInput<typeof acceptInvitationSchema>;

export function AcceptInvitationPage() {
  const { token = '' } = useParams();
  const accept = useAcceptInvitation();
  // Accepting signs in, which clears the query cache while this page is still mounted: the query must not
  // run again for the token that was just used up (the server answers 400).
  const invitation = useInvitation(token, { enabled: !accept.isPending && !accept.isSuccess });
  const navigate = useNavigate();
  const form = useForm<Values>({
    resolver: valibotResolver(acceptInvitationSchema),
    defaultValues: { token, name: '', password: '', confirmPassword: '' },
  });
  const onSubmit = submitTo(form, accept, ['name', 'password', 'confirmPassword'], () => navigate('/onboarding', { replace: true }));
  if (invitation.isPending)
    return (
      <AuthLayout title="Join your team">
        <Skeleton className="h-32" />
      </AuthLayout>
    );
  if (invitation.isError) {
    return (
      <AuthLayout title="This invitation doesn't work" description={invitation.error.message}>
        <p className="text-sm">
          Ask your admin to send a new invitation, or{' '}
          <Link className="text-primary hover:underline" to="/login">
            sign in
          </Link>
          .
        </p>
      </AuthLayout>
    );
  }
  const inv = invitation.data;
  return (
    <AuthLayout
      title={`Join ${inv.company}`}
      description={`You're invited as ${ROLE_LABELS[inv.role]} with ${inv.email}. Set your name and a password to continue.`}
    >
      <form onSubmit={onSubmit} className="grid gap-4" noValidate>
        <TextField form={form} name="name" label="Your name" autoComplete="name" />
        <SetPasswordFields register={form.register} errors={form.formState.errors} label="Password" />
        <Button type="submit" loading={accept.isPending}>
          Accept invitation
        </Button>
      </form>
    </AuthLayout>
  );
}
