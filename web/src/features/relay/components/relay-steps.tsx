import { useFormContext, useWatch } from 'react-hook-form';
import { CheckboxList } from '@web/components/ui/checkbox-list';
import { FormField } from '@web/components/ui/form-field';
import { Input } from '@web/components/ui/input';
import { Select } from '@web/components/ui/select';
import { meetingTypeLabel, namedOptions } from '@web/components/ui/named-options';
import { SegmentedControlField } from '@web/components/ui/segmented-control';
import { ControllerField } from '@web/components/ui/controller-field';
import { useFormDetail, useFormOptions, useMeetingTypeOptions, useMemberOptions, useTeamOptions } from '../api/list-options';
import type { RelayForm } from './relay-form-model';
import { useRelayFieldError as useErr } from './use-relay-field-error';

// One component per wizard step; each reads and writes the shared relay form.

export function StepBookers() {
  const { register, control } = useFormContext<RelayForm>();
  const err = useErr();
  const teams = useTeamOptions();
  const members = useMemberOptions();
  const options = (members.data ?? []).map((m) => ({
    value: m.id,
    label: m.name,
    description: m.isBooker ? m.email : `${m.email} · no booker permission`,
    disabled: !m.isBooker,
  }));
  return (
    <div className="grid gap-4">
      <FormField id="relay-name" label="Relay name" error={err('name')}>
        <Input {...register('name')} placeholder="Inbound SDR handoff" />
      </FormField>
      <FormField id="relay-team" label="Team" error={err('teamId')}>
        <Select {...register('teamId')} placeholder="Select a team">
          {namedOptions(teams.data)}
        </Select>
      </FormField>
      <ControllerField
        control={control}
        name="bookerUserIds"
        id="relay-bookers"
        label="Bookers"
        error={err('bookerUserIds')}
        hint="Members who may hand prospects over through this relay. Only members with booker permission (Settings → Members) can be chosen."
      >
        {(field, a) => (
          <CheckboxList
            id={a.id}
            options={options}
            value={field.value}
            onChange={field.onChange}
            searchLabel="Search members"
            listClassName="max-h-64"
          />
        )}
      </ControllerField>
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
      <FormField
        id="relay-form"
        label="Prospect form"
        error={err('formId')}
        hint="Its questions are the dynamic prospect questions bookers answer when they hand a prospect over."
      >
        <Select {...register('formId')} placeholder="Select a contact form">
          {namedOptions(forms.data)}
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

export function StepMeeting() {
  const { register, control } = useFormContext<RelayForm>();
  const err = useErr();
  const types = useMeetingTypeOptions();
  return (
    <div className="grid gap-4">
      <FormField id="relay-type" label="Meeting type" error={err('meetingTypeId')}>
        <Select {...register('meetingTypeId')} placeholder="Select a meeting type">
          {namedOptions(types.data, meetingTypeLabel)}
        </Select>
      </FormField>
      <SegmentedControlField
        control={control}
        name="organizer"
        legend="Organizer"
        fallback="assignee"
        options={[
          { value: 'assignee', label: 'Assignee' },
          { value: 'booker', label: 'Booker' },
        ]}
      />
    </div>
  );
}
