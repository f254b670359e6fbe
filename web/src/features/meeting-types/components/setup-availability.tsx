import type * as React from 'react';
import { Controller, useFormContext } from 'react-hook-form';
import { defaultAvailability, type Availability } from '@contracts/availability';
import { AVAILABILITY_SOURCE_LABELS, AVAILABILITY_SOURCES } from '@contracts/meeting-types';
import { AvailabilityEditor } from '@web/components/availability/availability-editor';
import { flattenFieldErrors } from '@web/components/availability/availability-model';
import { Combobox } from '@web/components/ui/combobox';
import { FormField } from '@web/components/ui/form-field';
import { FormSection } from '@web/components/ui/form-section';
import { MultiSelect } from '@web/components/ui/multi-select';
import { RadioCards } from '@web/components/ui/radio-cards';
import { useMemberOptions } from '../api/list-member-options';
import { useTeamOptions } from '../api/list-team-options';
import { EventDatesEditor } from './event-dates-editor';
import type { MeetingTypeForm } from './meeting-type-form-model';

const SOURCE_DESCRIPTIONS: Record<(typeof AVAILABILITY_SOURCES)[number], string> = {
  member: 'Slots follow the default availability each member set.',
  team: 'Everyone follows the default availability of one team.',
  recurring: 'This meeting type has a weekly schedule of its own.',
};

export type KnownMember = { id: string; name: string; email: string };

/** Members of the meeting type and where their hours come from, which depends on the kind. */
export function SetupMembersAndAvailability({ knownMembers = [], defaultTimeZone }: { knownMembers?: KnownMember[]; defaultTimeZone: string }) {
  const { control, formState, watch } = useFormContext<MeetingTypeForm>();
  const { errors } = formState;
  const members = useMemberOptions();
  const teams = useTeamOptions();
  const [kind, source, timeFormat] = watch(['kind', 'availabilitySource', 'slotTimeFormat']);

  const active = members.data ?? [];
  const memberOptions = [
    ...active.map((m) => ({ value: m.id, label: m.name || m.email, description: m.email })),
    ...knownMembers.filter((k) => !active.some((m) => m.id === k.id)).map((k) => ({ value: k.id, label: k.name || k.email, description: `${k.email} · not active` })),
  ];
  const teamOptions = (teams.data ?? []).map((t) => ({ value: t.id, label: t.name, hint: t.timezone.replace(/_/g, ' ') }));
  const showSource = kind === 'regular';
  const showTeam = (kind === 'regular' && source === 'team') || kind === 'event';
  const showRecurring = kind === 'recurring' || (kind === 'regular' && source === 'recurring');

  return (
    <>
      <FormSection title="Members and availability" description="Who takes these meetings, and which hours prospects can book.">
        <FormField
          id="memberIds"
          label="Members"
          error={errors.memberIds?.message ?? errors.memberIds?.root?.message}
          hint={members.isError ? `Members could not be loaded: ${members.error.message}` : 'Meetings are shared among these members.'}
        >
          {(fieldProps) => (
            <Controller
              control={control}
              name="memberIds"
              render={({ field }) => (
                <MultiSelect
                  {...fieldProps}
                  ref={field.ref}
                  value={field.value}
                  onChange={field.onChange}
                  onBlur={field.onBlur}
                  options={memberOptions}
                  disabled={members.isPending}
                  placeholder={members.isPending ? 'Loading members…' : 'Select members'}
                  searchLabel="Search members"
                  emptyText="No members found"
                />
              )}
            />
          )}
        </FormField>

        {showSource && (
          <Controller
            control={control}
            name="availabilitySource"
            render={({ field }) => (
              <RadioCards
                name="availabilitySource"
                legend="Availability source"
                value={field.value}
                onChange={field.onChange}
                error={errors.availabilitySource?.message}
                options={AVAILABILITY_SOURCES.map((s) => ({ value: s, label: AVAILABILITY_SOURCE_LABELS[s], description: SOURCE_DESCRIPTIONS[s] }))}
              />
            )}
          />
        )}

        {showTeam && (
          <FormField
            id="teamId"
            label={kind === 'event' ? 'Team (optional)' : 'Team'}
            error={errors.teamId?.message}
            hint={kind === 'event' ? "Event hours are read in this team's time zone; without a team, in the first member's." : "Slots follow this team's availability."}
          >
            {(fieldProps) => (
              <Controller
                control={control}
                name="teamId"
                render={({ field }) => (
                  <Combobox
                    {...fieldProps}
                    ref={field.ref}
                    value={field.value ?? ''}
                    onChange={(id) => field.onChange(id || null)}
                    onBlur={field.onBlur}
                    options={teamOptions}
                    disabled={teams.isPending}
                    placeholder={teams.isPending ? 'Loading teams…' : 'Select a team'}
                    searchPlaceholder="Search teams"
                    emptyText="No teams found"
                  />
                )}
              />
            )}
          </FormField>
        )}
      </FormSection>

      {kind === 'event' && (
        <WideSection title="Event dates" description="The dates the event runs on, with the hours prospects can book on each date.">
          <Controller
            control={control}
            name="eventDates"
            render={({ field }) => (
              <EventDatesEditor value={field.value ?? []} onChange={field.onChange} timeFormat={timeFormat} errors={flattenFieldErrors(errors.eventDates)} />
            )}
          />
        </WideSection>
      )}

      {showRecurring && (
        <WideSection title="Recurring availability" description="The weekly hours of this meeting type, whatever each member's own availability.">
          <Controller
            control={control}
            name="recurringAvailability"
            render={({ field }) => {
              const value: Availability = field.value ? { overrides: [], vacations: [], ...field.value } : defaultAvailability(defaultTimeZone);
              const nested = flattenFieldErrors(errors.recurringAvailability);
              return (
                <div className="grid gap-3">
                  {nested[''] && (
                    <p role="alert" className="text-xs font-medium text-destructive">
                      {nested['']}
                    </p>
                  )}
                  <AvailabilityEditor value={value} onChange={field.onChange} timeFormat={timeFormat} errors={nested} subject="meeting type" idPrefix="recurring" />
                </div>
              );
            }}
          />
        </WideSection>
      )}
    </>
  );
}

/** A full-width block under the two-column sections, for editors that need the room. */
function WideSection({ title, description, children }: { title: string; description: string; children: React.ReactNode }) {
  return (
    <section aria-label={title} className="grid gap-4 border-t py-6">
      <div>
        <h2 className="text-sm font-semibold">{title}</h2>
        <p className="mt-1 text-sm text-muted-foreground">{description}</p>
      </div>
      {children}
    </section>
  );
}
