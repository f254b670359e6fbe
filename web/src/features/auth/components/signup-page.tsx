import { useForm } from 'react-hook-form';
import { valibotResolver } from '@hookform/resolvers/valibot';
import { Link } from 'react-router';
import type * as v from 'valibot';
import { signupSchema } from '@contracts/auth';
import { Button } from '@web/components/ui/button';
import { FormField } from '@web/components/ui/form-field';
import { Input } from '@web/components/ui/input';
import { applyServerErrors } from '@web/lib/forms';
import { useSignup } from '../api/auth-mutations';
import { AuthLayout } from './auth-layout';

type Values = v.InferInput<typeof signupSchema>;
const FIELDS = ['company', 'name', 'email', 'password', 'confirmPassword'] as const;

export function SignupPage() {
  const signup = useSignup();
  const form = useForm<Values>({
    resolver: valibotResolver(signupSchema),
    defaultValues: { company: '', name: '', email: '', password: '', confirmPassword: '' },
  });
  const { errors } = form.formState;
  const onSubmit = form.handleSubmit((values) => signup.mutate(values, { onError: (e) => applyServerErrors(e, form.setError, FIELDS) }));
  if (signup.isSuccess) {
    return (
      <AuthLayout title="Check your e-mail" description={signup.data.meta.message}>
        <p className="text-sm text-muted-foreground">The link works once and expires in 24 hours. You can close this tab.</p>
      </AuthLayout>
    );
  }
  return (
    <AuthLayout
      title="Create your account"
      description="Start routing inbound leads to the right rep in seconds."
      footer={
        <>
          Already have an account?{' '}
          <Link className="font-medium text-primary hover:underline" to="/login">
            Sign in
          </Link>
        </>
      }
    >
      <form onSubmit={onSubmit} className="grid gap-4" noValidate>
        <FormField id="company" label="Company" error={errors.company?.message}>
          <Input autoComplete="organization" {...form.register('company')} />
        </FormField>
        <FormField id="name" label="Your name" error={errors.name?.message}>
          <Input autoComplete="name" {...form.register('name')} />
        </FormField>
        <FormField
          id="email"
          label="Work email"
          error={errors.email?.message}
          hint="If your organization allows sign-up for your e-mail domain, you join it."
        >
          <Input type="email" autoComplete="email" {...form.register('email')} />
        </FormField>
        <FormField id="password" label="Password" error={errors.password?.message} hint="At least 5 characters and 1 special character.">
          <Input type="password" autoComplete="new-password" {...form.register('password')} />
        </FormField>
        <FormField id="confirmPassword" label="Confirm password" error={errors.confirmPassword?.message}>
          <Input type="password" autoComplete="new-password" {...form.register('confirmPassword')} />
        </FormField>
        <Button type="submit" loading={signup.isPending}>
          Sign up
        </Button>
      </form>
    </AuthLayout>
  );
}
