import * as React from 'react';
import type { CrmModule } from '@contracts/routing';
import { FormField } from '@web/components/ui/form-field';
import { Input } from '@web/components/ui/input';
import { SegmentedControl } from '@web/components/ui/segmented-control';
import { useCrmRecordSearch } from './preview-api';

const MODULES = [
  { value: 'contact', label: 'Contact' },
  { value: 'lead', label: 'Lead' },
  { value: 'account', label: 'Account' },
] as { value: CrmModule; label: string }[];

type Props = { value: string | null; onChange: (id: string | null) => void };

/**
 * "Use a CRM record": a contact, lead or account of the connected CRM, searched by name or e-mail; its fields
 * become the prospect's answers (anything typed wins). An account has no e-mail: an address at its domain stands in.
 */
export function CrmRecordPicker({ value, onChange }: Props) {
  const [module, setModule] = React.useState<CrmModule>('contact');
  const [q, setQ] = React.useState('');
  const records = useCrmRecordSearch(module, q.trim());
  return (
    <fieldset className="grid gap-2 rounded-md border p-3">
      <legend className="px-1 text-sm font-medium">Use a CRM record</legend>
      <SegmentedControl
        name="preview-crm-module"
        legend="Record type"
        hideLegend
        options={MODULES}
        value={module}
        onChange={(m) => {
          setModule(m);
          onChange(null);
        }}
      />
      <FormField id="preview-crm-search" label="Search records">
        <Input value={q} onChange={(e) => setQ(e.target.value)} placeholder="Name or e-mail" />
      </FormField>
      {records.isError && <p role="alert">The CRM records could not be loaded.</p>}
      <div role="radiogroup" aria-label="CRM records" className="grid max-h-48 gap-1 overflow-y-auto">
        {records.data?.data.map((r) => (
          <label key={r.id} className="flex cursor-pointer items-center gap-2 rounded px-2 py-1 text-sm hover:bg-muted">
            <input type="radio" name="preview-crm-record" checked={value === r.id} onChange={() => onChange(r.id)} />
            <span className="min-w-0 truncate">
              {r.name || r.email || r.domain}
              <span className="ml-2 text-muted-foreground">{r.email ?? r.domain ?? ''}</span>
            </span>
          </label>
        ))}
        {records.data?.data.length === 0 && <p className="text-sm text-muted-foreground">No records match</p>}
      </div>
      {value && (
        <button type="button" className="justify-self-start text-sm underline" onClick={() => onChange(null)}>
          Stop using the record
        </button>
      )}
    </fieldset>
  );
}
