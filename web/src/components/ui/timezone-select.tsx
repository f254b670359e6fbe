import * as React from 'react';
import { Combobox, type ComboboxOption } from './combobox';

let cache: ComboboxOption[] | null = null;

function offsetOf(zone: string, at: Date) {
  try {
    const part = new Intl.DateTimeFormat('en-US', { timeZone: zone, timeZoneName: 'shortOffset' })
      .formatToParts(at)
      .find((p) => p.type === 'timeZoneName');
    return part?.value === 'GMT' ? 'GMT+0' : (part?.value ?? '');
  } catch {
    return '';
  }
}

/** Every IANA zone the browser knows, labelled readably with its current UTC offset. */
export function timezoneOptions(): ComboboxOption[] {
  if (cache) return cache;
  const zones = typeof Intl.supportedValuesOf === 'function' ? Intl.supportedValuesOf('timeZone') : [];
  const all = zones.includes('UTC') ? zones : ['UTC', ...zones];
  const now = new Date();
  cache = all.map((zone) => ({ value: zone, label: zone.replace(/_/g, ' '), hint: offsetOf(zone, now), keywords: zone.split('/') }));
  return cache;
}

export { browserTimezone } from './browser-timezone';

/** A searchable time zone picker over Intl.supportedValuesOf('timeZone'). */
export const TimezoneSelect = React.forwardRef<HTMLButtonElement, Omit<React.ComponentProps<typeof Combobox>, 'options' | 'ref'>>(
  (props, ref) => {
    const options = React.useMemo(() => {
      const list = timezoneOptions();
      return props.value && !list.some((o) => o.value === props.value)
        ? [{ value: props.value, label: props.value.replace(/_/g, ' ') }, ...list]
        : list;
    }, [props.value]);
    return (
      <Combobox
        ref={ref}
        placeholder="Select a time zone"
        searchPlaceholder="Search time zones"
        emptyText="No time zone found"
        {...props}
        options={options}
      />
    );
  },
);
TimezoneSelect.displayName = 'TimezoneSelect';
