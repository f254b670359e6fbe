import * as React from 'react';
import type { TeamDetailDto } from '@contracts/teams';
import { Skeleton } from '@web/components/ui/skeleton';
import { useOnboardingOrganization } from '../api/get-organization';
import { CrmStep } from './crm-step';
import { FinishStep } from './finish-step';
import { InviteStep } from './invite-step';
import { OnboardingLayout, StepCard } from './onboarding-layout';
import { OrganizationStep } from './organization-step';
import { TeamStep } from './team-step';

const STEPS = [
  { id: 'organization', title: 'Organization', description: 'Company and time zone' },
  { id: 'crm', title: 'Integrate CRM', description: 'HubSpot, Salesforce and more' },
  { id: 'team', title: 'First team', description: 'Name and time zone' },
  { id: 'invite', title: 'Invite your team', description: 'Admins and members' },
  { id: 'finish', title: 'Done', description: 'Review and start' },
];

/** Admin onboarding: organization basics, integrate CRM, first team, invitations; every step can be skipped. */
export function AdminOnboarding({ company, fallbackTimezone }: { company: string; fallbackTimezone: string }) {
  const org = useOnboardingOrganization(true);
  const [step, setStep] = React.useState(0);
  const [timezone, setTimezone] = React.useState<string | null>(null);
  const [orgSaved, setOrgSaved] = React.useState(false);
  const [team, setTeam] = React.useState<TeamDetailDto | null>(null);
  const [invited, setInvited] = React.useState(0);
  const next = () => setStep((s) => s + 1);

  let body: React.ReactNode;
  if (step === 0 && org.isError)
    body = (
      <StepCard
        title="Set up your organization"
        description={`We couldn't load your organization details: ${org.error.message}`}
        submitLabel="Try again"
        onSubmit={(e) => {
          e.preventDefault();
          void org.refetch();
        }}
        onSkip={next}
      />
    );
  else if (step === 0 && !org.data) body = <Skeleton className="h-72" />;
  else if (step === 0 && org.data)
    body = (
      <OrganizationStep
        organization={org.data}
        onSkip={next}
        onDone={(tz) => {
          setTimezone(tz);
          setOrgSaved(true);
          next();
        }}
      />
    );
  else if (step === 1) body = <CrmStep onSkip={next} />;
  else if (step === 2)
    body = (
      <TeamStep
        timezone={timezone ?? org.data?.defaultTimezone ?? fallbackTimezone}
        onSkip={next}
        onDone={(t) => {
          setTeam(t);
          next();
        }}
      />
    );
  else if (step === 3)
    body = (
      <InviteStep
        team={team}
        onSkip={next}
        onDone={(n) => {
          setInvited(n);
          next();
        }}
      />
    );
  else
    body = (
      <FinishStep
        role="super_admin"
        outcomes={[
          { label: 'Organization', done: orgSaved, detail: orgSaved ? 'Company name and default time zone saved' : 'Skipped' },
          {
            label: 'First team',
            done: !!team,
            detail: team ? `${team.name} created` : 'Skipped. Create teams any time in Settings, Teams.',
          },
          {
            label: 'Invitations',
            done: invited > 0,
            detail: invited
              ? `${invited} invitation${invited === 1 ? '' : 's'} sent`
              : 'Skipped. Invite people any time in Settings, Members.',
          },
        ]}
      />
    );

  return (
    <OnboardingLayout steps={STEPS} current={step} company={org.data?.company ?? company}>
      {body}
    </OnboardingLayout>
  );
}
