import { valibotResolver } from '@hookform/resolvers/valibot';
import type * as v from 'valibot';
import { saveEmailDomainSchema } from '@contracts/email-domain';
import { AddDomainForm, type AddDomainField } from '@web/components/domain-settings/add-domain-form';
import { useSaveEmailDomain } from '../api/save-email-domain';

type Values = v.InferInput<typeof saveEmailDomainSchema>;

const resolver = valibotResolver(saveEmailDomainSchema);
const PLAIN = { autoComplete: 'off', spellCheck: false };
const FIELDS: AddDomainField<Values>[] = [
  {
    name: 'domain',
    label: 'Sending domain',
    hint: 'Your own domain, such as example.com, or a subdomain you keep for e-mail, such as mail.example.com.',
    input: { placeholder: 'example.com', ...PLAIN },
  },
  {
    name: 'notificationPrefix',
    label: 'Notification prefix',
    hint: 'The part before the @: meetings sends from meetings@example.com.',
    input: { placeholder: 'meetings', ...PLAIN },
  },
];

/** Adding the sending domain: a domain the organization owns, and the notification prefix its e-mails go from. */
export function EmailDomainForm({ disabled }: { disabled: boolean }) {
  const save = useSaveEmailDomain();
  return (
    <AddDomainForm
      resolver={resolver}
      defaultValues={{ domain: '', notificationPrefix: 'meetings' }}
      fields={FIELDS}
      save={save}
      disabled={disabled}
    />
  );
}
