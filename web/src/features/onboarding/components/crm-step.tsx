import * as React from 'react';
import { Link } from 'react-router';
import { RadioCards } from '@web/components/ui/radio-cards';
import { CRM_VENDOR_LIST } from '@contracts/vendors';
import { useOnboardingConnectCrm } from '../api/connect-crm';
import { StepCard } from './onboarding-layout';

type CrmVendor = (typeof CRM_VENDOR_LIST)[number];
/** The CRMs connected through a consent page, the ones this step can start (API-key CRMs have their own page). */
type Crm = Extract<CrmVendor, { auth: 'oauth' }>['id'];

const WHAT_IS_IMPORTED: Record<Crm, string> = {
  hubspot: 'Companies, contacts, deals and owners',
  salesforce: 'Accounts, contacts, leads, opportunities and users',
  zoho: 'Leads, contacts, accounts and users',
  pipedrive: 'Persons, organizations, deals and users',
};

const CRMS = CRM_VENDOR_LIST.filter((v): v is Extract<CrmVendor, { auth: 'oauth' }> => v.auth === 'oauth').map((v) => ({
  value: v.id,
  label: v.name,
  description: WHAT_IS_IMPORTED[v.id],
}));

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
      <RadioCards
        name="crm"
        legend="Your CRM"
        columns={2}
        value={crm}
        onChange={setCrm}
        options={CRMS.map((c) => ({ value: c.value, label: c.label, description: c.description }))}
      />
      {connect.isError && (
        <p role="alert" className="text-sm text-destructive">
          {connect.error.message}
        </p>
      )}
    </StepCard>
  );
}
