import { valibotResolver } from '@hookform/resolvers/valibot';
import type * as v from 'valibot';
import { saveSchedulerDomainSchema } from '@contracts/scheduler-domain';
import { AddDomainForm, type AddDomainField } from '@web/components/domain-settings/add-domain-form';
import { useSaveSchedulerDomain } from '../api/save-scheduler-domain';

type Values = v.InferInput<typeof saveSchedulerDomainSchema>;

const resolver = valibotResolver(saveSchedulerDomainSchema);
const FIELDS: AddDomainField<Values>[] = [
  {
    name: 'hostname',
    label: 'Domain',
    hint: 'A subdomain of your own domain, such as meet.example.com. Your booking pages, campaign links and widget are served from it.',
    input: { placeholder: 'meet.example.com', autoComplete: 'off', spellCheck: false },
  },
  {
    name: 'rootRedirectUrl',
    label: 'Root URL redirect (optional)',
    hint: "Where visitors to the domain's root URL go. Left empty, they go to your own website (the domain without its subdomain).",
    input: { type: 'url', placeholder: 'https://www.example.com' },
  },
];

/** Adding the domain: a subdomain the organization owns, and optionally where its root URL sends visitors. */
export function DomainForm({ disabled }: { disabled: boolean }) {
  const save = useSaveSchedulerDomain();
  return (
    <AddDomainForm
      resolver={resolver}
      defaultValues={{ hostname: '', rootRedirectUrl: '' }}
      fields={FIELDS}
      save={save}
      disabled={disabled}
    />
  );
}
