import type * as React from 'react';
import { Palmtree } from 'lucide-react';
import type { Vacation } from '@contracts/availability';
import { Input } from '@web/components/ui/input';
import { addDays, errorsUnder, formatDate, todayIn, type ErrorMap, type TimeFormat } from './availability-model';
import { RemoveButton } from '@web/components/ui/remove-button';
import { AddRowButton, DatedRows } from './dated-rows';

type VacationsEditorProps = {
  idPrefix: string;
  vacations: Vacation[];
  onChange: (vacations: Vacation[]) => void;
  timeZone: string;
  timeFormat: TimeFormat;
  /** Messages keyed relative to the vacations array ('0.endDate'). */
  errors?: ErrorMap;
  readOnly?: boolean;
};

function dayCount(start: string, end: string) {
  const days = Math.round((Date.parse(`${end}T12:00:00Z`) - Date.parse(`${start}T12:00:00Z`)) / 86_400_000) + 1;
  return `${days} day${days === 1 ? '' : 's'}`;
}

/** A vacation's first or last day, labelled above it. */
function DayInput({ id, label, ...input }: { id: string; label: string } & React.ComponentProps<typeof Input>) {
  return (
    <div className="grid gap-1">
      <label htmlFor={id} className="text-xs font-medium text-muted-foreground">
        {label}
      </label>
      <Input id={id} type="date" className="sm:w-44" {...input} />
    </div>
  );
}

/** Time off as whole dates (first and last day, inclusive); exact-time spans set elsewhere are listed as they are. */
export function VacationsEditor({ idPrefix, vacations, onChange, timeZone, timeFormat, errors = {}, readOnly }: VacationsEditorProps) {
  const today = todayIn(timeZone);
  const update = (index: number, patch: Partial<Extract<Vacation, { kind: 'dates' }>>) =>
    onChange(vacations.map((vacation, i) => (i === index && vacation.kind === 'dates' ? { ...vacation, ...patch } : vacation)));
  const instant = (iso: string) =>
    new Intl.DateTimeFormat('en-US', { timeZone, dateStyle: 'medium', timeStyle: 'short', hour12: timeFormat === '12h' }).format(
      new Date(iso),
    );

  return (
    <div className="grid gap-3">
      <DatedRows items={vacations} empty="No vacations planned.">
        {(vacation, index) => {
          const rowErrors = errorsUnder(errors, String(index));
          const label =
            vacation.kind === 'dates'
              ? `${formatDate(vacation.startDate)} to ${formatDate(vacation.endDate)}`
              : `${instant(vacation.start)} to ${instant(vacation.end)}`;
          const remove = !readOnly && (
            <RemoveButton
              label={`Remove vacation ${label}`}
              onClick={() => onChange(vacations.filter((_, i) => i !== index))}
              className="text-muted-foreground hover:text-destructive"
            />
          );
          if (vacation.kind === 'instants') {
            return (
              <li key={index} className="flex items-center justify-between gap-3 p-3 text-sm">
                <span>{label}</span>
                {remove}
              </li>
            );
          }
          const startId = `${idPrefix}-vacation-${index}-start`;
          const endId = `${idPrefix}-vacation-${index}-end`;
          const error = rowErrors.endDate ?? rowErrors.startDate ?? rowErrors[''];
          const valid = !error && /^\d{4}-\d{2}-\d{2}$/.test(vacation.startDate) && /^\d{4}-\d{2}-\d{2}$/.test(vacation.endDate);
          return (
            <li key={index} className="grid grid-cols-[minmax(0,1fr)_auto] gap-x-3 gap-y-1 p-3">
              <div className="grid gap-3 sm:flex sm:flex-wrap sm:items-end">
                <DayInput
                  id={startId}
                  label="First day"
                  value={vacation.startDate}
                  disabled={readOnly}
                  onChange={(e) => update(index, { startDate: e.target.value })}
                  aria-invalid={rowErrors.startDate ? true : undefined}
                />
                <DayInput
                  id={endId}
                  label="Last day"
                  min={vacation.startDate}
                  value={vacation.endDate}
                  disabled={readOnly}
                  onChange={(e) => update(index, { endDate: e.target.value })}
                  aria-invalid={error ? true : undefined}
                  aria-describedby={error ? `${endId}-error` : undefined}
                />
                {valid && <span className="text-sm text-muted-foreground sm:pb-2">{dayCount(vacation.startDate, vacation.endDate)}</span>}
              </div>
              <div className="mt-5 self-start sm:mt-0 sm:self-end">{remove}</div>
              {error && (
                <p id={`${endId}-error`} role="alert" className="col-span-2 text-xs font-medium text-destructive">
                  {error}
                </p>
              )}
            </li>
          );
        }}
      </DatedRows>
      {!readOnly && (
        <AddRowButton
          onClick={() => onChange([...vacations, { kind: 'dates', startDate: addDays(today, 7), endDate: addDays(today, 11) }])}
        >
          <Palmtree /> Add vacation
        </AddRowButton>
      )}
    </div>
  );
}
