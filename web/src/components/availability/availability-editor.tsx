import * as React from 'react';
import type { Availability } from '@contracts/availability';
import { FormField } from '@web/components/ui/form-field';
import { TimezoneSelect } from '@web/components/ui/timezone-select';
import { availabilityIssues, errorsUnder, type ErrorMap, type TimeFormat } from './availability-model';
import { DateOverridesEditor } from './date-overrides-editor';
import { VacationsEditor } from './vacations-editor';
import { WeeklyHoursEditor } from './weekly-hours-editor';

export type AvailabilityEditorProps = {
  value: Availability;
  onChange: (value: Availability) => void;
  /** How times are labelled: '1:30 PM' or '13:30'. */
  timeFormat?: TimeFormat;
  /** Extra messages by path (server errors, a parent form's errors); they win over the live checks. */
  errors?: ErrorMap;
  readOnly?: boolean;
  /** Keeps ids unique when more than one editor is on a page. */
  idPrefix?: string;
  /** Wording for whose hours these are, used in help texts. */
  subject?: 'you' | 'member' | 'team' | 'meeting type';
};

const WEEKLY_HELP: Record<NonNullable<AvailabilityEditorProps['subject']>, string> = {
  you: 'The hours you can usually be booked, every week.',
  member: 'The hours this member can usually be booked, every week.',
  team: 'The hours the team can usually be booked, every week.',
  'meeting type': 'The hours this meeting type can be booked, every week.',
};

/**
 * A controlled editor for one availability: time zone, weekly hours, date overrides and vacations.
 * It runs the contract's checks as the user edits, so overlaps and duplicate dates show next to the row.
 */
export function AvailabilityEditor({
  value,
  onChange,
  timeFormat = '12h',
  errors,
  readOnly,
  idPrefix = 'availability',
  subject = 'you',
}: AvailabilityEditorProps) {
  const live = React.useMemo(() => availabilityIssues(value), [value]);
  const all = React.useMemo(() => ({ ...live, ...errors }), [live, errors]);
  const set = <K extends keyof Availability>(key: K, next: Availability[K]) => onChange({ ...value, [key]: next });
  const tzId = `${idPrefix}-timezone`;

  return (
    <div className="grid gap-8">
      <FormField
        id={tzId}
        label="Time zone"
        error={all.timeZone}
        hint="Weekly hours, overrides and vacations are read in this time zone."
        className="max-w-md"
      >
        {(fieldProps) => (
          <TimezoneSelect {...fieldProps} value={value.timeZone} onChange={(timeZone) => set('timeZone', timeZone)} disabled={readOnly} />
        )}
      </FormField>

      <EditorSection id={`${idPrefix}-weekly`} title="Weekly hours" description={WEEKLY_HELP[subject]} error={all.weekly}>
        <WeeklyHoursEditor
          idPrefix={idPrefix}
          weekly={value.weekly}
          onChange={(weekly) => set('weekly', weekly)}
          timeFormat={timeFormat}
          errors={errorsUnder(all, 'weekly')}
          readOnly={readOnly}
        />
      </EditorSection>

      <EditorSection
        id={`${idPrefix}-overrides`}
        title="Date overrides"
        description="Dates when the hours differ from the weekly hours, or that are a day off."
      >
        <DateOverridesEditor
          idPrefix={idPrefix}
          overrides={value.overrides}
          onChange={(overrides) => set('overrides', overrides)}
          weekly={value.weekly}
          timeZone={value.timeZone}
          timeFormat={timeFormat}
          errors={errorsUnder(all, 'overrides')}
          readOnly={readOnly}
        />
      </EditorSection>

      <EditorSection id={`${idPrefix}-vacations`} title="Vacations" description="No meetings are offered on these dates.">
        <VacationsEditor
          idPrefix={idPrefix}
          vacations={value.vacations}
          onChange={(vacations) => set('vacations', vacations)}
          timeZone={value.timeZone}
          timeFormat={timeFormat}
          errors={errorsUnder(all, 'vacations')}
          readOnly={readOnly}
        />
      </EditorSection>
    </div>
  );
}

function EditorSection({
  id,
  title,
  description,
  error,
  children,
}: {
  id: string;
  title: string;
  description: string;
  error?: string;
  children: React.ReactNode;
}) {
  return (
    <section aria-labelledby={`${id}-title`} className="grid gap-3">
      <div>
        <h3 id={`${id}-title`} className="text-sm font-semibold">
          {title}
        </h3>
        <p className="mt-0.5 text-sm text-muted-foreground">{description}</p>
        {error && (
          <p role="alert" className="mt-1 text-xs font-medium text-destructive">
            {error}
          </p>
        )}
      </div>
      {children}
    </section>
  );
}

/** True when the value passes every check of the contract. */
export const isAvailabilityValid = (value: Availability) => Object.keys(availabilityIssues(value)).length === 0;
