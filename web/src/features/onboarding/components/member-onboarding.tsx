import * as React from 'react';
import type { Role } from '@contracts/common';
import { Skeleton } from '@web/components/ui/skeleton';
import { useOnboardingProfile } from '../api/get-profile';
import { FinishStep } from './finish-step';
import { OnboardingLayout } from './onboarding-layout';
import { ProfileStep } from './profile-step';

const STEPS = [
  { id: 'profile', title: 'Your profile', description: 'Name, time zone, phone' },
  { id: 'finish', title: 'Done', description: 'Review and start' },
];

/** Member onboarding: check the profile, then Done. */
export function MemberOnboarding({ role, company }: { role: Role; company: string }) {
  const profile = useOnboardingProfile();
  const [step, setStep] = React.useState(0);
  const [saved, setSaved] = React.useState(false);
  return (
    <OnboardingLayout steps={STEPS} current={step} company={company}>
      {step === 0 ? (
        profile.data ? (
          <ProfileStep
            profile={profile.data}
            company={company}
            onSkip={() => setStep(1)}
            onDone={() => {
              setSaved(true);
              setStep(1);
            }}
          />
        ) : (
          <Skeleton className="h-72" />
        )
      ) : (
        <FinishStep role={role} outcomes={[{ label: 'Your profile', done: saved, detail: saved ? 'Name, time zone and contact number saved' : 'Skipped. Update it any time from My profile.' }]} />
      )}
    </OnboardingLayout>
  );
}
