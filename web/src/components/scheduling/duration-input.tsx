import * as React from 'react';
import type { RefCallBack } from 'react-hook-form';
import { DURATION_PRESETS, MAX_MEETING_DURATION_MINUTES, minutesLabel } from '@contracts/scheduling-constants';
import { FormField } from '@web/components/ui/form-field';
import { Input } from '@web/components/ui/input';
import { Select } from '@web/components/ui/select';

const CUSTOM = 'custom';
const isPreset = (minutes: unknown) => DURATION_PRESETS.some((p) => p.minutes === minutes);

/**
 * A meeting duration: one of the spec's presets, or "Custom…" with any whole number of minutes up to
 * 720. Controlled; meeting types and custom link types both render it inside a Controller.
 */
export function DurationInput({
  id,
  value,
  onChange,
  onBlur,
  inputRef,
  error,
}: {
  id: string;
  value: number;
  onChange: (minutes: number) => void;
  onBlur: () => void;
  inputRef: RefCallBack;
  error?: string;
}) {
  const [custom, setCustom] = React.useState(() => !isPreset(value));
  return (
    <div className="grid gap-3 sm:grid-cols-2">
      <FormField id={id} label="Duration" error={custom ? undefined : error}>
        {(fieldProps) => (
          <Select
            {...fieldProps}
            ref={custom ? undefined : inputRef}
            value={custom ? CUSTOM : String(value)}
            onBlur={onBlur}
            onChange={(e) => {
              setCustom(e.target.value === CUSTOM);
              if (e.target.value !== CUSTOM) onChange(Number(e.target.value));
            }}
          >
            {DURATION_PRESETS.map((p) => (
              <option key={p.minutes} value={p.minutes}>
                {p.label}
              </option>
            ))}
            <option value={CUSTOM}>Custom…</option>
          </Select>
        )}
      </FormField>
      {custom && (
        <FormField
          id={`${id}Custom`}
          label="Custom duration (minutes)"
          error={error}
          hint={`Up to ${MAX_MEETING_DURATION_MINUTES} minutes (${minutesLabel(MAX_MEETING_DURATION_MINUTES)}).`}
        >
          {(fieldProps) => (
            <Input
              {...fieldProps}
              ref={inputRef}
              type="number"
              inputMode="numeric"
              min={1}
              max={MAX_MEETING_DURATION_MINUTES}
              step={1}
              value={Number.isFinite(value) ? String(value) : ''}
              onBlur={onBlur}
              onChange={(e) => onChange(e.target.value === '' ? Number.NaN : Number(e.target.value))}
            />
          )}
        </FormField>
      )}
    </div>
  );
}
