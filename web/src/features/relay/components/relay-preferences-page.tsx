import { Controller, useForm } from 'react-hook-form';
import { valibotResolver } from '@hookform/resolvers/valibot';
import {
  ASSIGNEE_CHOICE_LABELS,
  RelayPreferencesSchema,
  SCHEDULER_VIEW_LABELS,
  WEEK_VIEW_LABELS,
  type RelayPreferencesDto,
} from '@contracts/relay-sessions';
import { Button } from '@web/components/ui/button';
import { Card, CardContent } from '@web/components/ui/card';
import { FormField } from '@web/components/ui/form-field';
import { PageHeader } from '@web/components/ui/page';
import { EditorSkeleton } from '@web/components/ui/query-states';
import { SegmentedControlField } from '@web/components/ui/segmented-control';
import { Select } from '@web/components/ui/select';
import { namedOptions } from '@web/components/ui/named-options';
import { TimezoneSelect } from '@web/components/ui/timezone-select';
import { applyServerErrors } from '@web/lib/forms';
import { useRelays } from '../api/list-relays';
import { useRelayPreferences, useSaveRelayPreferences } from '../api/relay-preferences';

function PreferencesForm({ initial }: { initial: RelayPreferencesDto }) {
  const relays = useRelays();
  const save = useSaveRelayPreferences();
  const form = useForm<RelayPreferencesDto>({
    resolver: valibotResolver(RelayPreferencesSchema) as never,
    defaultValues: { ...initial, preferredRelayId: initial.preferredRelayId ?? '', timezone: initial.timezone ?? '' } as never,
  });
  const submit = form.handleSubmit((values) =>
    save.mutate(
      { ...values, preferredRelayId: values.preferredRelayId || null, timezone: values.timezone || null },
      { onError: (e) => applyServerErrors(e, form.setError, ['preferredRelayId', 'timezone']) },
    ),
  );
  return (
    <form onSubmit={submit} noValidate>
      <Card className="max-w-2xl">
        <CardContent className="grid gap-5 pt-5">
          <FormField id="pref-relay" label="Preferred relay" error={form.formState.errors.preferredRelayId?.message}>
            <Select {...form.register('preferredRelayId')} placeholder="No preference">
              <option value="">No preference</option>
              {namedOptions((relays.data ?? []).filter((r) => r.canBook))}
            </Select>
          </FormField>
          <FormField id="pref-zone" label="Timezone" hint="Times in the scheduler; your profile's timezone when empty.">
            {(a) => (
              <Controller
                control={form.control}
                name="timezone"
                render={({ field }) => <TimezoneSelect {...a} value={field.value ?? ''} onChange={field.onChange} />}
              />
            )}
          </FormField>
          <SegmentedControlField
            control={form.control}
            name="schedulerView"
            legend="Scheduler"
            options={Object.entries(SCHEDULER_VIEW_LABELS).map(([value, label]) => ({ value, label }))}
          />
          <SegmentedControlField
            control={form.control}
            name="weekView"
            legend="Week view"
            options={Object.entries(WEEK_VIEW_LABELS).map(([value, label]) => ({ value, label }))}
          />
          <FormField id="pref-assignee" label="Preferred assignee choice">
            <Select {...form.register('assigneeChoice')}>
              {Object.entries(ASSIGNEE_CHOICE_LABELS).map(([value, label]) => (
                <option key={value} value={value}>
                  {label}
                </option>
              ))}
            </Select>
          </FormField>
          <Button type="submit" className="w-fit" loading={save.isPending}>
            Save preferences
          </Button>
        </CardContent>
      </Card>
    </form>
  );
}

/** /profile/relay-preferences. */
export function RelayPreferencesPage() {
  const prefs = useRelayPreferences();
  return (
    <div>
      <PageHeader title="Relay preferences" description="How Book a meeting opens when you hand prospects over." />
      {prefs.isPending ? (
        <EditorSkeleton label="Loading preferences" />
      ) : prefs.isError ? (
        <p className="text-sm text-destructive">{prefs.error.message}</p>
      ) : (
        <PreferencesForm initial={prefs.data} />
      )}
    </div>
  );
}
