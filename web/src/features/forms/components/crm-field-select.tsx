import * as React from 'react';
import { CONTACT_FIELDS, LEAD_FIELDS } from '@contracts/forms-crm-fields';
import { Select, type SelectHandle, type SelectProps } from '@web/components/ui/select';

type Props = { module: 'contact' | 'lead'; value: string | null | undefined; onChange: (value: string | null) => void } & Omit<
  SelectProps,
  'value' | 'onChange'
>;

/** A CRM contact or lead field, or "Not mapped"; a key saved earlier that is not in the list stays selectable. */
export const CrmFieldSelect = React.forwardRef<SelectHandle, Props>(({ module, value, onChange, ...props }, ref) => {
  const fields: readonly { key: string; label: string }[] = module === 'contact' ? CONTACT_FIELDS : LEAD_FIELDS;
  const unknown = value && !fields.some((f) => f.key === value);
  return (
    <Select ref={ref} value={value ?? ''} onChange={(e) => onChange(e.target.value || null)} {...props}>
      <option value="">Not mapped</option>
      {fields.map((f) => (
        <option key={f.key} value={f.key}>
          {f.label}
        </option>
      ))}
      {unknown && <option value={value}>{value}</option>}
    </Select>
  );
});
CrmFieldSelect.displayName = 'CrmFieldSelect';

/** How a mapped field reads in a list: 'Contact: E-mail · Lead: E-mail'. */
export function crmFieldsLabel(contactField: string | null | undefined, leadField: string | null | undefined) {
  const label = (list: readonly { key: string; label: string }[], key: string) => list.find((f) => f.key === key)?.label ?? key;
  const parts = [
    contactField && `Contact: ${label(CONTACT_FIELDS, contactField)}`,
    leadField && `Lead: ${label(LEAD_FIELDS, leadField)}`,
  ].filter(Boolean);
  return parts.length ? parts.join(' · ') : 'Not mapped';
}
