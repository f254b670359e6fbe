import * as React from 'react';
import { Link } from 'react-router';
import { RadioCards } from '@web/components/ui/radio-cards';
import { useOnboardingConnectCrm } from '../api/connect-crm';
import { StepCard } from './onboarding-layout';

const CRMS = [
  { value: 'hubspot', label: 'HubSpot', description: 'Companies, contacts, deals and owners' },
  { value: 'salesforce', label: 'Salesforce', description: 'Accounts, contacts, leads, opportunities and users' },
  { value: 'zoho', label: 'Zoho CRM', description: 'Leads, contacts, accounts and users' },
  { value: 'pipedrive', label: 'Pipedrive', description: 'Persons, organizations, deals and users' },
] as const;
type Crm = (typeof CRMS)[number]['value'];

/** Admin onboarding's "integrate CRM" step: routing matches on the CRM's records and writes owners back. */
export function CrmStep({ onSkip }: { onSkip: () => void }) {
  const [crm, setCrm] = React.useState<Crm>('hubspot');
  const connect = useOnboardingConnectCrm();
  return (
    <StepCard
      title="Integrate your CRM"
      description={
        <>
          Routers match prospects on your CRM's accounts and owners and write the new owner back. Freshsales connects with a token in{' '}
          <Link className="underline" to="/settings/integrations/freshsales">
            Settings, Integrations
          </Link>
          .
        </>
      }
      submitLabel={`Connect ${CRMS.find((c) => c.value === crm)!.label}`}
      pending={connect.isPending}
      onSkip={onSkip}
      onSubmit={(e) => {
        e.preventDefault();
        connect.mutate({ provider: crm, ...(crm === 'salesforce' ? { domain: 'login.salesforce.com' } : {}) });
      }}
    >
      <RadioCards name="crm" legend="Your CRM" columns={2} value={crm} onChange={setCrm} options={CRMS.map((c) => ({ value: c.value, label: c.label, description: c.description }))} />
      {connect.isError && (
        <p role="alert" className="text-sm text-destructive">
          {connect.error.message}
        </p>
      )}
    </StepCard>
  );
}
