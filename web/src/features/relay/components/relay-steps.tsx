import { Controller, useFormContext, useWatch, type FieldPath } from 'react-hook-form';
import { RELAY_FLAG_HINTS, RELAY_FLAG_LABELS, RELAY_FLAG_KEYS } from '@contracts/relay';
import { Button } from '@web/components/ui/button';
import { CheckboxList } from '@web/components/ui/checkbox-list';
import { ChipsInput, chipErrorsOf } from '@web/components/ui/chips-input';
import { FormField } from '@web/components/ui/form-field';
import { Input } from '@web/components/ui/input';
import { Select } from '@web/components/ui/select';
import { SegmentedControl } from '@web/components/ui/segmented-control';
import { Switch } from '@web/components/ui/switch';
import { useCrmFieldOptions, useDistributionOptions, useFormDetail, useFormOptions, useMatchingRuleOptions, useMeetingTypeOptions, useMemberOptions, useTeamOptions } from '../api/list-options';
import { METHOD_OPTIONS, type RelayForm } from './relay-form-model';
import { CrmFieldDatalist } from '@web/components/crm/crm-field-datalist';

// One component per wizard step; each reads and writes the shared relay form.

function useErr() {
  const { formState } = useFormContext<RelayForm>();
  return (path: string): string | undefined => {
    let node: unknown = formState.errors;
    for (const key of path.split('.')) node = (node as Record<string, unknown> | undefined)?.[key];
    return (node as { message?: string } | undefined)?.message;
  };
}

export function StepBookers() {
  const { register, control } = useFormContext<RelayForm>();
  const err = useErr();
  const teams = useTeamOptions();
  const members = useMemberOptions();
  const options = (members.data ?? []).map((m) => ({ value: m.id, label: m.name, description: m.isBooker ? m.email : `${m.email} · no booker permission`, disabled: !m.isBooker }));
  return (
    <div className="grid gap-4">
      <FormField id="relay-name" label="Relay name" error={err('name')}>
        <Input {...register('name')} placeholder="Inbound SDR handoff" />
      </FormField>
      <FormField id="relay-team" label="Team" error={err('teamId')}>
        <Select {...register('teamId')} placeholder="Select a team">
          {(teams.data ?? []).map((t) => (
            <option key={t.id} value={t.id}>
              {t.name}
            </option>
          ))}
        </Select>
      </FormField>
      <FormField id="relay-bookers" label="Bookers" error={err('bookerUserIds')} hint="Members who may hand prospects over through this relay. Only members with booker permission (Settings → Members) can be chosen.">
        {(a) => (
          <Controller
            control={control}
            name="bookerUserIds"
            render={({ field }) => <CheckboxList id={a.id} options={options} value={field.value} onChange={field.onChange} searchLabel="Search members" listClassName="max-h-64" />}
          />
        )}
      </FormField>
    </div>
  );
}

export function StepForm() {
  const { register, control } = useFormContext<RelayForm>();
  const err = useErr();
  const forms = useFormOptions();
  const formId = useWatch({ control, name: 'formId' });
  const detail = useFormDetail(formId);
  return (
    <div className="grid gap-4">
      <FormField id="relay-form" label="Prospect form" error={err('formId')} hint="Its questions are the dynamic prospect questions bookers answer when they hand a prospect over.">
        <Select {...register('formId')} placeholder="Select a contact form">
          {(forms.data ?? []).map((f) => (
            <option key={f.id} value={f.id}>
              {f.name}
            </option>
          ))}
        </Select>
      </FormField>
      {detail.data && (
        <ul className="grid gap-1 rounded-md border p-3 text-sm" aria-label="Prospect questions">
          {detail.data.questions.map((q) => (
            <li key={q.id}>
              {q.label}
              {q.required && <span className="text-muted-foreground"> (required)</span>}
            </li>
          ))}
        </ul>
      )}
    </div>
  );
}

export function StepMatching() {
  const { control } = useFormContext<RelayForm>();
  const err = useErr();
  const rules = useMatchingRuleOptions();
  const enabled = useWatch({ control, name: 'handoverEnabled' });
  return (
    <div className="grid gap-4">
      <label className="flex items-center gap-3 text-sm font-medium">
        <Controller control={control} name="handoverEnabled" render={({ field }) => <Switch checked={!!field.value} onCheckedChange={field.onChange} aria-label="Match prospects to CRM owners" />} />
        Match prospects to their CRM owner first (handover)
      </label>
      {enabled && (
        <FormField id="relay-matching" label="Matching rules, in evaluation order (at most 6)" error={err('matchingRuleIds')}>
          {(a) => (
            <Controller
              control={control}
              name="matchingRuleIds"
              render={({ field }) => <CheckboxList id={a.id} options={(rules.data ?? []).map((r) => ({ value: r.id, label: r.name, description: `By ${r.definition.matchBy.by.replace('_', ' ')}` }))} value={field.value} onChange={field.onChange} />}
            />
          )}
        </FormField>
      )}
    </div>
  );
}

export function StepPods() {
  const { control } = useFormContext<RelayForm>();
  const err = useErr();
  const pods = useDistributionOptions('rule');
  return (
    <FormField id="relay-pods" label="Distribution pods" error={err('distributionPodIds')} hint="Prospects no matching rule assigns go to the first pod whose conditions they meet.">
      {(a) => <Controller control={control} name="distributionPodIds" render={({ field }) => <CheckboxList id={a.id} options={(pods.data ?? []).map((p) => ({ value: p.id, label: p.name }))} value={field.value} onChange={field.onChange} />} />}
    </FormField>
  );
}

export function StepRoundRobin() {
  const { control } = useFormContext<RelayForm>();
  const err = useErr();
  const method = (name: 'roundRobin.internal' | 'roundRobin.links', legend: string) => (
    <Controller
      control={control}
      name={name}
      render={({ field }) => <SegmentedControl name={name} legend={legend} options={METHOD_OPTIONS.map((m) => ({ ...m }))} value={field.value as string} onChange={field.onChange} />}
    />
  );
  return (
    <div className="grid gap-4">
      {method('roundRobin.internal', 'Internal bookings (a booker in the app)')}
      {method('roundRobin.links', 'Bookings through relay and pod links')}
      {err('roundRobin') && <p role="alert" className="text-xs font-medium text-destructive">{err('roundRobin')}</p>}
    </div>
  );
}

export function StepFallback() {
  const { register } = useFormContext<RelayForm>();
  const err = useErr();
  const pods = useDistributionOptions('fallback_pod');
  return (
    <FormField id="relay-fallback" label="Fallback pod" error={err('fallbackPodId')} hint="Takes every prospect no rule or pod took; a fallback pod has no conditions.">
      <Select {...register('fallbackPodId')} placeholder="Select a fallback pod">
        {(pods.data ?? []).map((p) => (
          <option key={p.id} value={p.id}>
            {p.name}
          </option>
        ))}
      </Select>
    </FormField>
  );
}

export function StepMeeting() {
  const { register, control } = useFormContext<RelayForm>();
  const err = useErr();
  const types = useMeetingTypeOptions();
  return (
    <div className="grid gap-4">
      <FormField id="relay-type" label="Meeting type" error={err('meetingTypeId')}>
        <Select {...register('meetingTypeId')} placeholder="Select a meeting type">
          {(types.data ?? []).map((t) => (
            <option key={t.id} value={t.id}>
              {t.name} ({t.durationMinutes} min)
            </option>
          ))}
        </Select>
      </FormField>
      <Controller
        control={control}
        name="organizer"
        render={({ field }) => (
          <SegmentedControl name="organizer" legend="Organizer" options={[{ value: 'assignee', label: 'Assignee' }, { value: 'booker', label: 'Booker' }]} value={(field.value ?? 'assignee') as string} onChange={field.onChange} />
        )}
      />
    </div>
  );
}

export function StepCrm() {
  const { register, control, setValue, getValues } = useFormContext<RelayForm>();
  const formId = useWatch({ control, name: 'formId' });
  const fields = useWatch({ control, name: 'crmMapping.fields' }) ?? [];
  const detail = useFormDetail(formId);
  const module = useWatch({ control, name: 'crmMapping.module' });
  const crmFields = useCrmFieldOptions(module === 'lead' ? 'lead' : 'contact');
  return (
    <div className="grid gap-4">
      <CrmFieldDatalist id="relay-crm-fields" fields={crmFields.data} />
      <FormField id="relay-crm-module" label="CRM module to update">
        <Select {...register('crmMapping.module')}>
          <option value="contact">Contact</option>
          <option value="lead">Lead</option>
          <option value="both">Lead and contact</option>
        </Select>
      </FormField>
      <div className="grid gap-2">
        <p className="text-sm font-medium">Map prospect answers to CRM fields</p>
        {fields.map((_, i) => (
          <div key={i} className="flex flex-wrap items-end gap-2">
            <FormField id={`crm-q-${i}`} label="Question" className="min-w-40 flex-1">
              <Select {...register(`crmMapping.fields.${i}.question` as FieldPath<RelayForm>)}>
                {(detail.data?.questions ?? []).map((q) => (
                  <option key={q.id} value={q.id}>
                    {q.label}
                  </option>
                ))}
              </Select>
            </FormField>
            <FormField id={`crm-f-${i}`} label="CRM field" className="min-w-40 flex-1">
              <Input {...register(`crmMapping.fields.${i}.field` as FieldPath<RelayForm>)} placeholder="company" list="relay-crm-fields" autoComplete="off" />
            </FormField>
            <Button type="button" variant="ghost" onClick={() => setValue('crmMapping.fields', getValues('crmMapping.fields')!.filter((__, j) => j !== i), { shouldDirty: true })}>
              Remove
            </Button>
          </div>
        ))}
        <Button type="button" variant="outline" className="w-fit" disabled={!detail.data} onClick={() => setValue('crmMapping.fields', [...(getValues('crmMapping.fields') ?? []), { question: detail.data?.questions[0]?.id ?? '', field: '' }], { shouldDirty: true })}>
          Add field mapping
        </Button>
      </div>
    </div>
  );
}

const BASIC = ['bookerInvited', 'bookerAttends', 'defaultGuestAccept', 'updateOwnerInCrm', 'fuzzyMatching'] as const;

export function StepSettings() {
  const { control, register, formState } = useFormContext<RelayForm>();
  const err = useErr();
  const overrideRedirects = useWatch({ control, name: 'flags.overrideRedirectUrls' });
  const flag = (key: (typeof RELAY_FLAG_KEYS)[number]) => (
    <label key={key} className="flex items-start gap-3 text-sm">
      <Controller
        control={control}
        name={`flags.${key}`}
        render={({ field }) => <Switch className="mt-0.5" checked={!!field.value} onCheckedChange={field.onChange} aria-label={RELAY_FLAG_LABELS[key]} aria-describedby={`relay-flag-${key}-hint`} />}
      />
      <span className="grid gap-0.5">
        {RELAY_FLAG_LABELS[key]}
        <span id={`relay-flag-${key}-hint`} className="text-xs text-muted-foreground">
          {RELAY_FLAG_HINTS[key]}
        </span>
      </span>
    </label>
  );
  return (
    <div className="grid gap-6">
      <section className="grid gap-3" aria-label="Configure settings">
        <h3 className="text-sm font-semibold">Configure settings</h3>
        {BASIC.map(flag)}
        {err('flags.fuzzyMatching') && <p role="alert" className="text-xs font-medium text-destructive">{err('flags.fuzzyMatching')}</p>}
        <FormField id="relay-guests" label="Default guests" error={err('defaultGuests') ?? chipErrorsOf(formState.errors.defaultGuests, 10).find(Boolean)} hint="Invited to every meeting this relay books.">
          {(a) => <Controller control={control} name="defaultGuests" render={({ field }) => <ChipsInput {...a} value={field.value} onChange={field.onChange} placeholder="guest@company.com" normalize={(s) => s.trim().toLowerCase()} />} />}
        </FormField>
      </section>
      <section className="grid gap-3" aria-label="Advanced settings">
        <h3 className="text-sm font-semibold">Advanced settings</h3>
        {RELAY_FLAG_KEYS.filter((k) => !(BASIC as readonly string[]).includes(k)).map(flag)}
        {overrideRedirects && (
          <div className="grid gap-3 sm:grid-cols-2">
            <FormField id="relay-booked-url" label="Redirect after booking" error={err('redirects.bookedUrl')}>
              <Input {...register('redirects.bookedUrl')} placeholder="https://www.example.com/thanks" />
            </FormField>
            <FormField id="relay-not-booked-url" label="Redirect when not booked" error={err('redirects.notBookedUrl')}>
              <Input {...register('redirects.notBookedUrl')} placeholder="https://www.example.com/later" />
            </FormField>
          </div>
        )}
      </section>
    </div>
  );
}
