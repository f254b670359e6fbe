import type { FieldErrors, Resolver } from 'react-hook-form';
import { valibotResolver } from '@hookform/resolvers/valibot';
import {
  MEETING_TYPE_MESSAGES,
  defaultMeetingType,
  meetingTypeSchema,
  type MeetingTypeDto,
  type MeetingTypeInput,
  type MeetingTypeValues,
} from '@contracts/meeting-types';

export type MeetingTypeForm = MeetingTypeInput;
export type FieldName = keyof MeetingTypeForm & string;

export type WizardStep = { id: string; title: string; description: string; fields: FieldName[] };

/** The spec's four steps, each with the fields "Next" validates. */
export const STEPS: WizardStep[] = [
  {
    id: 'setup',
    title: 'Meeting setup',
    description: 'Basics, location, members',
    fields: [
      'name',
      'description',
      'kind',
      'durationMinutes',
      'locationType',
      'videoTool',
      'customLocation',
      'memberIds',
      'availabilitySource',
      'teamId',
      'eventDates',
      'recurringAvailability',
    ],
  },
  {
    id: 'scheduler',
    title: 'Scheduler settings',
    description: 'Slots, buffers, booking window',
    fields: [
      'slotTimeFormat',
      'bufferBeforeMinutes',
      'bufferAfterMinutes',
      'slotIncrementMinutes',
      'earliestSlotMinutes',
      'bookingWindowDays',
      'bookingWindowKind',
      'dayVisibility',
      'layout',
      'color',
      'language',
      'greetingText',
    ],
  },
  {
    id: 'invite',
    title: 'Calendar invite',
    description: 'Event and e-mail wording',
    fields: ['calendarTitle', 'calendarBody', 'inviteSubject', 'inviteBody'],
  },
  {
    id: 'reminder',
    title: 'Reminder',
    description: 'A note before the meeting',
    fields: ['reminderEnabled', 'reminderMinutesBefore', 'reminderSubject', 'reminderBody'],
  },
];

export const FIELD_NAMES: FieldName[] = STEPS.flatMap((s) => s.fields);

/** The step holding a field ('recurringAvailability.weekly.1.0' belongs to the setup step); -1 if none. */
export function stepOfField(path: string): number {
  const root = path.split('.')[0];
  return STEPS.findIndex((s) => (s.fields as string[]).includes(root));
}

/** The first step with an error among the given field paths. */
export function firstStepWithError(paths: string[]): number {
  const steps = paths.map(stepOfField).filter((i) => i >= 0);
  return steps.length ? Math.min(...steps) : -1;
}

// The same cross-field rules the contract's pipe holds. Valibot only runs a pipe's checks once every
// field is valid, so on a failed save they are added here too and the user sees every problem at once.
function crossFieldErrors(d: MeetingTypeForm): Partial<Record<FieldName, string>> {
  const errors: Partial<Record<FieldName, string>> = {};
  if (d.locationType === 'custom' && !d.customLocation?.trim()) errors.customLocation = MEETING_TYPE_MESSAGES.customLocation;
  if (d.kind === 'event' && !d.eventDates?.length) errors.eventDates = MEETING_TYPE_MESSAGES.eventDateRequired;
  if (d.availabilitySource === 'team' && !d.teamId) errors.teamId = MEETING_TYPE_MESSAGES.teamRequired;
  if (d.availabilitySource === 'recurring' && !d.recurringAvailability) errors.recurringAvailability = 'Set the recurring availability';
  if (d.reminderEnabled && !d.reminderSubject?.trim()) errors.reminderSubject = MEETING_TYPE_MESSAGES.reminder;
  if (d.reminderEnabled && !d.reminderBody?.trim()) errors.reminderBody = MEETING_TYPE_MESSAGES.reminder;
  return errors;
}

const schemaResolver = valibotResolver(meetingTypeSchema);

/** valibotResolver over meetingTypeSchema, plus the cross-field rules when other fields already failed. */
export const meetingTypeResolver: Resolver<MeetingTypeForm, unknown, MeetingTypeValues> = async (values, context, options) => {
  const result = await schemaResolver(values, context, options);
  const errors = result.errors as FieldErrors<MeetingTypeForm>;
  if (Object.keys(errors).length === 0) return result;
  for (const [field, message] of Object.entries(crossFieldErrors(values))) {
    const key = field as FieldName;
    if (!errors[key]) (errors as Record<string, unknown>)[key] = { type: 'custom', message };
  }
  return result;
};

/** Only what the chosen kind, source and location use is sent; the rest is reset to its empty value. */
export function valuesForSave(values: MeetingTypeValues): MeetingTypeValues {
  const event = values.kind === 'event';
  const recurring = values.kind === 'recurring' || values.availabilitySource === 'recurring';
  return {
    ...values,
    availabilitySource:
      values.kind === 'recurring' ? 'recurring' : event && values.availabilitySource === 'recurring' ? 'member' : values.availabilitySource,
    videoTool: values.locationType === 'video' ? values.videoTool : null,
    customLocation: values.locationType === 'custom' ? values.customLocation : '',
    eventDates: event ? [...values.eventDates].sort((a, b) => a.date.localeCompare(b.date)) : [],
    recurringAvailability: recurring && !event ? values.recurringAvailability : null,
    teamId: values.availabilitySource === 'team' || event ? (values.teamId ?? null) : null,
  };
}

/** The form's values for an existing meeting type. */
export function formValuesOf(dto: MeetingTypeDto): MeetingTypeForm {
  const { id: _id, status: _status, members: _members, createdAt: _c, updatedAt: _u, ...values } = dto;
  return { ...defaultMeetingType(), ...values };
}

/** A copy to review before creating it: 'Copy of …'; an event's copy needs dates of its own. */
export function cloneValuesOf(dto: MeetingTypeDto): MeetingTypeForm {
  const values = formValuesOf(dto);
  return { ...values, name: `Copy of ${dto.name}`.slice(0, 120), eventDates: dto.kind === 'event' ? [] : values.eventDates };
}

/** A new meeting type, with its creator as the first member. */
export function newFormValues(memberId?: string): MeetingTypeForm {
  return defaultMeetingType(memberId ? [memberId] : []);
}
