import { Controller, useForm, type Control } from 'react-hook-form';
import { valibotResolver } from '@hookform/resolvers/valibot';
import { ObjectRouterInputSchema, type ObjectRouterDto, type ObjectRouterFormValues } from '@contracts/object-routers';
import { Button } from '@web/components/ui/button';
import { MultiSelect } from '@web/components/ui/multi-select';
import { Select } from '@web/components/ui/select';
import { Checkbox } from '@web/components/ui/switch';
import { SelectField, TextField } from '@web/components/ui/text-field';
import { ControllerField } from '@web/components/ui/controller-field';
import { applyServerErrors } from '@web/lib/forms';

export type ObjectRouterOptions = {
  crms: { id: string; name: string }[];
  matchingRules: { id: string; name: string }[];
  pods: { id: string; name: string; kind: string }[];
};

const FIELDS = [
  'name',
  'integrationId',
  'objectType',
  'trigger.type',
  'trigger.field',
  'trigger.value',
  'fallbackPodId',
  'ownerField',
] as const;

export const formValuesOf = (r: ObjectRouterDto | null): ObjectRouterFormValues => ({
  name: r?.name ?? '',
  integrationId: r?.integrationId ?? '',
  objectType: r?.objectType ?? 'contact',
  trigger: { type: r?.trigger.type ?? 'record_created', field: r?.trigger.field ?? '', value: r?.trigger.value ?? '' },
  matchingRuleIds: r?.matchingRuleIds ?? [],
  distributionRuleIds: r?.distributionRuleIds ?? [],
  fallbackPodId: r?.fallbackPodId ?? '',
  ownerField: r?.ownerField ?? '',
  notifyEmail: r?.notifyEmail ?? false,
  notifySlack: r?.notifySlack ?? false,
  followUpTask: r?.followUpTask ?? false,
});

/** How the new owner is told: by e-mail, in Slack where their Slack alerts go, and a to-do on the record. */
const NOTICES = [
  ['notifyEmail', 'E-mail the new owner'],
  ['notifySlack', 'Tell the new owner in Slack'],
  ['followUpTask', 'Create a follow-up task for the new owner'],
] as const;

/** The rules the router runs, in order, picked by name; none until chosen. */
function RulesField(p: {
  control: Control<ObjectRouterFormValues>;
  name: 'matchingRuleIds' | 'distributionRuleIds';
  label: string;
  rules: { id: string; name: string }[];
}) {
  return (
    <ControllerField control={p.control} name={p.name} label={p.label}>
      {(field, control) => (
        <MultiSelect
          {...control}
          value={field.value ?? []}
          onChange={field.onChange}
          options={p.rules.map((r) => ({ value: r.id, label: r.name }))}
          placeholder="None"
        />
      )}
    </ControllerField>
  );
}

/** Create and edit: the CRM and object, the trigger, the rules and pods that choose the owner, and the notice. */
export function ObjectRouterForm(p: {
  initial: ObjectRouterDto | null;
  options: ObjectRouterOptions;
  onSubmit: (values: ObjectRouterFormValues) => Promise<unknown>;
  busy: boolean;
}) {
  const form = useForm<ObjectRouterFormValues>({
    resolver: valibotResolver(ObjectRouterInputSchema) as never,
    defaultValues: formValuesOf(p.initial),
  });
  const trigger = form.watch('trigger.type');
  const submit = form.handleSubmit((values) => p.onSubmit(values).catch((e) => applyServerErrors(e, form.setError, FIELDS)));
  const rules = p.options.pods;
  return (
    <form onSubmit={submit} noValidate className="grid max-w-2xl gap-5">
      <TextField form={form} name="name" label="Router name" autoComplete="off" placeholder="Unowned HubSpot contacts" />
      <div className="grid gap-4 sm:grid-cols-2">
        <SelectField form={form} name="integrationId" label="CRM" placeholder="Select a connected CRM">
          {p.options.crms.map((c) => (
            <option key={c.id} value={c.id}>
              {c.name}
            </option>
          ))}
        </SelectField>
        <SelectField form={form} name="objectType" label="Object">
          <option value="lead">Leads</option>
          <option value="contact">Contacts</option>
          <option value="account">Accounts</option>
        </SelectField>
      </div>
      <SelectField form={form} name="trigger.type" id="trigger-type" label="Route a record when">
        <option value="record_created">It is created</option>
        <option value="field_changed">A field changes to a value</option>
        <option value="owner_empty">It has no owner</option>
      </SelectField>
      {trigger === 'field_changed' && (
        <div className="grid gap-4 sm:grid-cols-2">
          <TextField form={form} name="trigger.field" id="trigger-field" label="Field" autoComplete="off" placeholder="lifecyclestage" />
          <TextField
            form={form}
            name="trigger.value"
            id="trigger-value"
            label="Value"
            autoComplete="off"
            placeholder="marketingqualifiedlead"
          />
        </div>
      )}
      <RulesField control={form.control} name="matchingRuleIds" label="Matching rules" rules={p.options.matchingRules} />
      <RulesField
        control={form.control}
        name="distributionRuleIds"
        label="Distribution rules"
        rules={rules.filter((r) => r.kind === 'rule')}
      />
      <SelectField form={form} name="fallbackPodId" label="Fallback pod" placeholder="No fallback pod">
        {rules
          .filter((r) => r.kind === 'fallback_pod')
          .map((r) => (
            <option key={r.id} value={r.id}>
              {r.name}
            </option>
          ))}
      </SelectField>
      <TextField
        form={form}
        name="ownerField"
        label="CRM owner field"
        hint="Leave empty to write the CRM's default owner field."
        autoComplete="off"
        placeholder="hubspot_owner_id"
      />
      {NOTICES.map(([name, label]) => (
        <Controller
          key={name}
          control={form.control}
          name={name}
          render={({ field }) => (
            <label className="flex items-center gap-2 text-sm">
              <Checkbox checked={!!field.value} onCheckedChange={(c) => field.onChange(c === true)} aria-label={label} />
              {label}
            </label>
          )}
        />
      ))}
      <div>
        <Button type="submit" disabled={p.busy}>
          {p.initial ? 'Save' : 'Create object router'}
        </Button>
      </div>
    </form>
  );
}
