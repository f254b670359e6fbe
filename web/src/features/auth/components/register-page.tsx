import * as React from 'react';
import { Link, useNavigate, useSearchParams } from 'react-router';
import { Loader2 } from 'lucide-react';
import { useRegister } from '../api/auth-mutations';
import { AuthLayout } from './auth-layout';

/** /register?token=…: the e-mailed sign-up link lands here and finishes the account. */
export function RegisterPage() {
  const [params] = useSearchParams();
  const token = params.get('token') ?? '';
  const register = useRegister();
  const navigate = useNavigate();
  const started = React.useRef(false);
  React.useEffect(() => {
    if (started.current || !token) return;
    started.current = true;
    register.mutate({ token }, { onSuccess: () => navigate('/onboarding', { replace: true }) });
  }, [token, register, navigate]);
  if (!token || register.isError) {
    return (
      <AuthLayout title="This link doesn't work" description={register.error?.message ?? 'The link is invalid or has expired'}>
        <p className="text-sm">
          <Link className="text-primary hover:underline" to="/signup">
            Sign up again
          </Link>{' '}
          or{' '}
          <Link className="text-primary hover:underline" to="/login">
            sign in
          </Link>
          .
        </p>
      </AuthLayout>
    );
  }
  return (
    <AuthLayout title="Setting up your account">
      <p className="flex items-center gap-2 text-sm text-muted-foreground">
        <Loader2 className="h-4 w-4 animate-spin" /> One moment…
      </p>
    </AuthLayout>
  );
}
