import * as React from 'react';
import type { Role } from '@contracts/common';
import { Skeleton } from '@web/components/ui/skeleton';
import { useOnboardingProfile } from '../api/get-profile';
import { FinishStep } from './finish-step';
import { OnboardingLayout } from './onboarding-layout';
import { ProfileStep } from './profile-step';
import { CalendarStep, ConferencingStep } from './tools-steps';

const STEPS = [
  { id: 'profile', title: 'Your profile', description: 'Name, time zone, phone' },
  { id: 'calendar', title: 'Calendar sync', description: 'Busy times and bookings' },
  { id: 'conferencing', title: 'Conferencing tool', description: 'Video links for meetings' },
  { id: 'finish', title: 'Done', description: 'Review and start' },
];

/** Member onboarding (spec section 2): profile and availability, calendar sync, conferencing tool, then Done. */
export function MemberOnboarding({ role, company }: { role: Role; company: string }) {
  const profile = useOnboardingProfile();
  const [step, setStep] = React.useState(0);
  const [saved, setSaved] = React.useState(false);
  const [calendar, setCalendar] = React.useState(false);
  const [video, setVideo] = React.useState(false);
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
      ) : step === 1 ? (
        <CalendarStep onSkip={() => setStep(2)} onDone={(done) => (setCalendar(done), setStep(2))} />
      ) : step === 2 ? (
        <ConferencingStep onSkip={() => setStep(3)} onDone={(done) => (setVideo(done), setStep(3))} />
      ) : (
        <FinishStep
          role={role}
          outcomes={[
            {
              label: 'Your profile',
              done: saved,
              detail: saved ? 'Name, time zone and contact number saved' : 'Skipped. Update it any time from My profile.',
            },
            {
              label: 'Calendar sync',
              done: calendar,
              detail: calendar ? 'Your calendar is connected' : 'Skipped. Connect it any time from Profile, Integrations.',
            },
            {
              label: 'Conferencing tool',
              done: video,
              detail: video ? 'Your meetings get a video link' : 'Skipped. Add one any time from Profile, Integrations.',
            },
          ]}
        />
      )}
    </OnboardingLayout>
  );
}
