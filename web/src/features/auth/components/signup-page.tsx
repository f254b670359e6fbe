import { useForm } from 'react-hook-form';
import { valibotResolver } from '@hookform/resolvers/valibot';
import { Link } from 'react-router';
import type * as v from 'valibot';
import { signupSchema } from '@contracts/auth';
import { Button } from '@web/components/ui/button';
import { TextField } from '@web/components/ui/text-field';
import { submitTo } from '@web/lib/forms';
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
  const onSubmit = submitTo(form, signup, FIELDS);
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
        <TextField form={form} name="company" label="Company" autoComplete="organization" />
        <TextField form={form} name="name" label="Your name" autoComplete="name" />
        <TextField
          form={form}
          name="email"
          label="Work email"
          hint="If your organization allows sign-up for your e-mail domain, you join it."
          type="email"
          autoComplete="email"
        />
        <TextField
          form={form}
          name="password"
          label="Password"
          hint="At least 5 characters and 1 special character."
          type="password"
          autoComplete="new-password"
        />
        <TextField form={form} name="confirmPassword" label="Confirm password" type="password" autoComplete="new-password" />
        <Button type="submit" loading={signup.isPending}>
          Sign up
        </Button>
      </form>
    </AuthLayout>
  );
}
