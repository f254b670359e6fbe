import { useFormContext } from 'react-hook-form';
import { AVAILABILITY_SOURCE_LABELS, AVAILABILITY_SOURCES } from '@contracts/meeting-types';
import { Combobox } from '@web/components/ui/combobox';
import { FormSection } from '@web/components/ui/form-section';
import { MultiSelect } from '@web/components/ui/multi-select';
import { RadioCardsField } from '@web/components/ui/radio-cards-field';
import { ControllerField } from '@web/components/ui/controller-field';
import { useMemberOptions } from '../api/list-member-options';
import { useTeamOptions } from '../api/list-team-options';
import type { MeetingTypeForm } from './meeting-type-form-model';
import { EventDatesSection, RecurringAvailabilitySection } from './setup-schedule-sections';

const SOURCE_DESCRIPTIONS: Record<(typeof AVAILABILITY_SOURCES)[number], string> = {
  member: 'Slots follow the default availability each member set.',
  team: 'Everyone follows the default availability of one team.',
  recurring: 'This meeting type has a weekly schedule of its own.',
};

export type KnownMember = { id: string; name: string; email: string };

/** Members of the meeting type and where their hours come from, which depends on the kind. */
export function SetupMembersAndAvailability({
  knownMembers = [],
  defaultTimeZone,
}: {
  knownMembers?: KnownMember[];
  defaultTimeZone: string;
}) {
  const { control, formState, watch } = useFormContext<MeetingTypeForm>();
  const { errors } = formState;
  const members = useMemberOptions();
  const teams = useTeamOptions();
  const [kind, source] = watch(['kind', 'availabilitySource']);

  const active = members.data ?? [];
  const memberOptions = [
    ...active.map((m) => ({ value: m.id, label: m.name || m.email, description: m.email })),
    ...knownMembers
      .filter((k) => !active.some((m) => m.id === k.id))
      .map((k) => ({ value: k.id, label: k.name || k.email, description: `${k.email} · not active` })),
  ];
  const teamOptions = (teams.data ?? []).map((t) => ({ value: t.id, label: t.name, hint: t.timezone.replace(/_/g, ' ') }));
  const showSource = kind === 'regular';
  const showTeam = (kind === 'regular' && source === 'team') || kind === 'event';
  const showRecurring = kind === 'recurring' || (kind === 'regular' && source === 'recurring');

  return (
    <>
      <FormSection title="Members and availability" description="Who takes these meetings, and which hours prospects can book.">
        <ControllerField
          control={control}
          name="memberIds"
          label="Members"
          error={errors.memberIds?.message ?? errors.memberIds?.root?.message}
          hint={members.isError ? `Members could not be loaded: ${members.error.message}` : 'Meetings are shared among these members.'}
        >
          {(field, fieldProps) => (
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
        </ControllerField>

        {showSource && (
          <RadioCardsField
            control={control}
            name="availabilitySource"
            legend="Availability source"
            error={errors.availabilitySource?.message}
            options={AVAILABILITY_SOURCES.map((s) => ({
              value: s,
              label: AVAILABILITY_SOURCE_LABELS[s],
              description: SOURCE_DESCRIPTIONS[s],
            }))}
          />
        )}

        {showTeam && (
          <ControllerField
            control={control}
            name="teamId"
            label={kind === 'event' ? 'Team (optional)' : 'Team'}
            error={errors.teamId?.message}
            hint={
              kind === 'event'
                ? "Event hours are read in this team's time zone; without a team, in the first member's."
                : "Slots follow this team's availability."
            }
          >
            {(field, fieldProps) => (
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
          </ControllerField>
        )}
      </FormSection>

      {kind === 'event' && <EventDatesSection />}

      {showRecurring && <RecurringAvailabilitySection defaultTimeZone={defaultTimeZone} />}
    </>
  );
}
