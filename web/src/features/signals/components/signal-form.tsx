import * as React from 'react';
import { SIGNAL_EVENT_TYPES } from '@contracts/events';
import {
  SIGNAL_ACTION_LABELS,
  SIGNAL_ACTIONS,
  SIGNAL_CHANNEL_LABELS,
  SIGNAL_CHANNELS,
  SIGNAL_FREQUENCIES,
  SIGNAL_FREQUENCY_LABELS,
  SIGNAL_NOTIFY,
  SIGNAL_NOTIFY_LABELS,
  SIGNAL_TRIGGER_LABELS,
  SIGNAL_TRIGGER_TYPES,
  type SignalDto,
  type SignalInput,
} from '@contracts/signals';
import { eventLabel } from '@contracts/workflows';
import { ConditionBuilder } from '@web/components/rules/condition-builder';
import { toCondition, toDraft, type ConditionDraft } from '@web/components/rules/condition-model';
import { Button } from '@web/components/ui/button';
import { TitledCard } from '@web/components/ui/card';
import { FormField } from '@web/components/ui/form-field';
import { Input, Textarea } from '@web/components/ui/input';
import { Select } from '@web/components/ui/select';
import { ApiRequestError } from '@web/lib/api-error';
import { useCreateSignal, useUpdateSignal } from '../api/save-signal';
import { labelledOptions } from '@web/components/ui/named-options';

/** Creates a signal, or edits `signal` (the same form, filled in). */
export function SignalForm({ onDone, signal }: { onDone: () => void; signal?: SignalDto }) {
  const create = useCreateSignal();
  const update = useUpdateSignal();
  const [s, setS] = React.useState<Omit<SignalInput, 'filters'>>(() => {
    if (!signal)
      return {
        name: '',
        triggerType: 'on_account',
        event: null,
        frequency: 'every_time',
        notify: 'all_users',
        recipientUserIds: [],
        channels: [],
        actions: ['view_account'],
        message: '',
        active: true,
      };
    const { name, triggerType, event, frequency, notify, recipientUserIds, channels, actions, message, active } = signal;
    return { name, triggerType, event, frequency, notify, recipientUserIds, channels, actions, message, active };
  });
  const [filters, setFilters] = React.useState<ConditionDraft[]>(() => (signal?.filters ?? []).map(toDraft));
  const [errors, setErrors] = React.useState<Record<string, string>>({});
  const toggleIn = <T extends string>(list: T[], v: T, on: boolean) => (on ? [...list, v] : list.filter((x) => x !== v));
  // The closed choices and the multi-choices of a signal each read and write their own key of the draft.
  const choice = <K extends 'triggerType' | 'frequency' | 'notify'>(
    key: K,
    id: string,
    label: string,
    values: readonly SignalInput[K][],
    labels: Record<SignalInput[K], string>,
  ) => (
    <FormField id={id} label={label}>
      <Select className="sm:w-56" value={s[key]} onChange={(e) => setS({ ...s, [key]: e.target.value })}>
        {labelledOptions(values, labels)}
      </Select>
    </FormField>
  );
  const toggles = <K extends 'channels' | 'actions'>(
    key: K,
    values: readonly SignalInput[K][number][],
    labels: Record<SignalInput[K][number], string>,
  ) =>
    values.map((v) => (
      <label key={v} className="flex items-center gap-2">
        <input
          type="checkbox"
          checked={(s[key] as string[]).includes(v)}
          onChange={(e) => setS({ ...s, [key]: toggleIn(s[key] as string[], v, e.target.checked) })}
        />{' '}
        {labels[v]}
      </label>
    ));
  const submit = async (e: React.FormEvent) => {
    e.preventDefault();
    try {
      const json = { ...s, filters: filters.map(toCondition) };
      if (signal) await update.mutateAsync({ id: signal.id, json });
      else await create.mutateAsync(json);
      onDone();
    } catch (error) {
      if (error instanceof ApiRequestError) setErrors(Object.fromEntries(error.errors.map((x) => [x.source?.pointer ?? '/', x.detail])));
    }
  };
  return (
    <TitledCard title={<>{signal ? `Edit ${signal.name}` : 'New signal'}</>}>
      <form onSubmit={submit} noValidate className="grid gap-4">
        <FormField id="sig-name" label="Name" error={errors['/name']}>
          <Input value={s.name} onChange={(e) => setS({ ...s, name: e.target.value })} />
        </FormField>
        <div className="flex flex-wrap gap-4">
          {choice('triggerType', 'sig-trigger', 'Trigger type', SIGNAL_TRIGGER_TYPES, SIGNAL_TRIGGER_LABELS)}
          <FormField id="sig-event" label="Event">
            <Select
              className="sm:w-56"
              value={s.event ?? ''}
              onChange={(e) => setS({ ...s, event: (e.target.value || null) as SignalInput['event'] })}
            >
              <option value="">Any event</option>
              {SIGNAL_EVENT_TYPES.map((t) => (
                <option key={t} value={t}>
                  {eventLabel(t)}
                </option>
              ))}
            </Select>
          </FormField>
          {choice('frequency', 'sig-frequency', 'Frequency', SIGNAL_FREQUENCIES, SIGNAL_FREQUENCY_LABELS)}
          {choice('notify', 'sig-notify', 'Notify', SIGNAL_NOTIFY, SIGNAL_NOTIFY_LABELS)}
        </div>
        <div className="grid gap-2">
          <span className="text-sm font-medium">Filters</span>
          <ConditionBuilder
            id="sig-filters"
            value={filters}
            onChange={setFilters}
            lists={null}
            emptyText="No filters: every matching event fires. Fields: email, domain, prospect_name, meeting_type, outcome, router, assignee_email."
          />
        </div>
        <fieldset className="flex flex-wrap gap-4 text-sm">
          <legend className="mb-1 text-sm font-medium">Alert by</legend>
          {toggles('channels', SIGNAL_CHANNELS, SIGNAL_CHANNEL_LABELS)}
          {toggles('actions', SIGNAL_ACTIONS, SIGNAL_ACTION_LABELS)}
        </fieldset>
        <FormField id="sig-message" label="Message" error={errors['/message']}>
          <Textarea rows={3} value={s.message} onChange={(e) => setS({ ...s, message: e.target.value })} />
        </FormField>
        {errors['/recipientUserIds'] && <p className="text-sm text-destructive">{errors['/recipientUserIds']}</p>}
        <div className="flex gap-2">
          <Button type="submit" loading={create.isPending || update.isPending}>
            Save signal
          </Button>
          <Button type="button" variant="ghost" onClick={onDone}>
            Cancel
          </Button>
        </div>
      </form>
    </TitledCard>
  );
}
