import * as React from 'react';
import { useNavigate } from 'react-router';
import { LogOut } from 'lucide-react';
import { Button } from '@web/components/ui/button';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '@web/components/ui/card';
import { Stepper, type StepperStep } from '@web/components/ui/stepper';
import { useSignOut } from '../api/sign-out';

/** Full-page frame for onboarding: brand, progress, and one step's card. */
export function OnboardingLayout({
  steps,
  current,
  company,
  children,
}: {
  steps: StepperStep[];
  current: number;
  company?: string;
  children: React.ReactNode;
}) {
  const signOut = useSignOut();
  const navigate = useNavigate();
  return (
    <div className="min-h-screen bg-muted/40">
      <header className="flex h-14 items-center justify-between border-b bg-background px-4 md:px-8">
        <span className="inline-flex items-center gap-2 font-semibold">
          <img src="/favicon.svg" alt="" className="h-7 w-7" />
          Routewise
          {company && <span className="hidden font-normal text-muted-foreground sm:inline">· {company}</span>}
        </span>
        <Button
          variant="ghost"
          size="sm"
          loading={signOut.isPending}
          onClick={() => signOut.mutate(undefined, { onSettled: () => navigate('/login', { replace: true }) })}
        >
          <LogOut /> Sign out
        </Button>
      </header>
      <main className="mx-auto grid w-full max-w-3xl gap-6 px-4 py-8 md:py-12">
        <div>
          <p className="text-sm font-medium text-primary">
            Step {current + 1} of {steps.length}
          </p>
          <Stepper steps={steps} current={current} label="Onboarding progress" className="mt-3" />
        </div>
        {children}
      </main>
    </div>
  );
}

/** One step: title, explanation, fields, and the Skip / Continue actions. */
export function StepCard({
  title,
  description,
  children,
  onSubmit,
  onSkip,
  submitLabel = 'Continue',
  pending,
}: {
  title: string;
  description: React.ReactNode;
  children?: React.ReactNode;
  onSubmit: (e: React.FormEvent) => void;
  onSkip?: () => void;
  submitLabel?: string;
  pending?: boolean;
}) {
  return (
    <Card>
      <form onSubmit={onSubmit} noValidate>
        <CardHeader className="p-6 pb-4">
          <CardTitle className="text-xl">
            <h1>{title}</h1>
          </CardTitle>
          <CardDescription>{description}</CardDescription>
        </CardHeader>
        {children && <CardContent className="grid gap-4 p-6 pt-0">{children}</CardContent>}
        <div className="flex flex-col-reverse gap-2 border-t p-4 px-6 sm:flex-row sm:items-center sm:justify-end">
          {onSkip && (
            <Button type="button" variant="ghost" onClick={onSkip} disabled={pending}>
              Skip this step
            </Button>
          )}
          <Button type="submit" loading={pending}>
            {submitLabel}
          </Button>
        </div>
      </form>
    </Card>
  );
}
