import * as React from 'react';
import toast from 'react-hot-toast';
import { Plus, Trash2 } from 'lucide-react';
import type { CrmFieldMapping, CrmIntegrationDto } from '@contracts/integration-catalog';
import { Button } from '@web/components/ui/button';
import { Card, CardContent, CardDescription, CardFooter, CardHeader, CardTitle } from '@web/components/ui/card';
import { Input } from '@web/components/ui/input';
import { Select } from '@web/components/ui/select';
import { useCrmFields } from '../api/get-crm-fields';
import { useRefreshFields } from '../api/refresh-fields';
import { useUpdateMapping } from '../api/update-mapping';
import { instantIn, useViewerZone } from '@web/lib/viewer-time';

const MODULES = [
  { value: 'contact', label: 'Contact' },
  { value: 'account', label: 'Account' },
  { value: 'lead', label: 'Lead' },
] as const;

function FieldSelect({
  module,
  value,
  onChange,
  label,
}: {
  module: CrmFieldMapping['module_type'];
  value: string;
  onChange: (v: string) => void;
  label: string;
}) {
  const fields = useCrmFields(module);
  return (
    <Select
      aria-label={label}
      value={value}
      onChange={(e) => onChange(e.target.value)}
      placeholder={fields.isPending ? 'Loading fields…' : 'Choose a CRM field'}
    >
      {(fields.data ?? [])
        .filter((f) => !f.builtIn)
        .map((f) => (
          <option key={f.key} value={f.key}>
            {f.label}
          </option>
        ))}
    </Select>
  );
}

/** crm_field_mappings (spec section 3): a name per CRM field and module, saved through update_mapping; fields come from the CRM and can be refreshed. */
export function FieldMappingCard({ integration, disabled }: { integration: CrmIntegrationDto; disabled: boolean }) {
  const zone = useViewerZone();
  const [rows, setRows] = React.useState<CrmFieldMapping[]>(integration.settings.crmFieldMappings);
  const [errors, setErrors] = React.useState<string[]>([]);
  const save = useUpdateMapping(integration.provider);
  const refresh = useRefreshFields(integration.provider);
  React.useEffect(() => setRows(integration.settings.crmFieldMappings), [integration.settings.crmFieldMappings]);
  const set = (i: number, patch: Partial<CrmFieldMapping>) => setRows((r) => r.map((row, j) => (j === i ? { ...row, ...patch } : row)));
  const submit = () => {
    const problems = rows.map((r) => (!r.name.trim() ? 'Each mapping needs a name' : !r.field ? 'Choose a CRM field' : ''));
    setErrors(problems);
    if (problems.some(Boolean)) return;
    save.mutate(rows, { onSuccess: () => toast.success('Field mapping updated'), onError: (e) => toast.error(e.message) });
  };
  return (
    <Card>
      <CardHeader className="flex-row items-start justify-between gap-3">
        <div className="grid gap-1.5">
          <CardTitle>Field mapping</CardTitle>
          <CardDescription>
            Name the {integration.name} fields that lists, rules and forms use.{' '}
            {integration.fieldsRefreshedAt
              ? `Fields read ${instantIn(integration.fieldsRefreshedAt, zone)}.`
              : 'Fields have not been read yet.'}
          </CardDescription>
        </div>
        <Button
          variant="outline"
          size="sm"
          loading={refresh.isPending}
          disabled={disabled}
          onClick={() =>
            refresh.mutate(undefined, { onSuccess: () => toast.success('CRM fields refreshed'), onError: (e) => toast.error(e.message) })
          }
        >
          Refresh CRM fields
        </Button>
      </CardHeader>
      <CardContent className="grid gap-3">
        {rows.length === 0 && <p className="text-sm text-muted-foreground">No fields mapped yet.</p>}
        {rows.map((row, i) => (
          <div key={i} className="grid gap-2 rounded-md border p-3 sm:grid-cols-[1fr_9rem_1fr_auto] sm:items-start">
            <div className="grid gap-1">
              <Input
                aria-label={`Mapping ${i + 1} name`}
                placeholder="Name"
                value={row.name}
                onChange={(e) => set(i, { name: e.target.value })}
              />
              {errors[i] && <p className="text-xs text-destructive">{errors[i]}</p>}
            </div>
            <Select
              aria-label={`Mapping ${i + 1} module`}
              value={row.module_type}
              onChange={(e) => set(i, { module_type: e.target.value as CrmFieldMapping['module_type'], field: '' })}
            >
              {MODULES.map((m) => (
                <option key={m.value} value={m.value}>
                  {m.label}
                </option>
              ))}
            </Select>
            <FieldSelect
              module={row.module_type}
              value={row.field}
              onChange={(field) => set(i, { field })}
              label={`Mapping ${i + 1} CRM field`}
            />
            <Button
              variant="ghost"
              size="icon"
              aria-label={`Remove mapping ${i + 1}`}
              onClick={() => setRows((r) => r.filter((_, j) => j !== i))}
            >
              <Trash2 className="size-4" />
            </Button>
          </div>
        ))}
      </CardContent>
      <CardFooter className="justify-between">
        <Button
          variant="outline"
          size="sm"
          disabled={disabled}
          onClick={() => setRows((r) => [...r, { name: '', module_type: 'contact', field: '' }])}
        >
          <Plus className="size-4" /> Add mapping
        </Button>
        <Button size="sm" disabled={disabled} loading={save.isPending} onClick={submit}>
          Save mapping
        </Button>
      </CardFooter>
    </Card>
  );
}
