import type * as React from 'react';

/**
 * One `<option>` per item, its id the value and its name (or `label` of it) the text: the usual select of teams,
 * forms, pods, members, meeting types. A plain function, not a component: the Select reads its options as data
 * from its <option> children, and a component child would stand between it and them.
 */
export function namedOptions<T extends { id: string; name: React.ReactNode }>(
  items: readonly T[] | undefined,
  label: (item: T) => React.ReactNode = (item) => item.name,
) {
  return (items ?? []).map((item) => (
    <option key={item.id} value={item.id}>
      {label(item)}
    </option>
  ));
}

/** A meeting type as its options read: its name and length. */
export const meetingTypeLabel = (t: { name: string; durationMinutes: number }) => `${t.name} (${t.durationMinutes} min)`;

/**
 * One `<option>` per value of a closed list, its text the value's label: the usual select of an enum
 * (roles, ranges, operators). A plain function for the same reason as `namedOptions`.
 */
export function labelledOptions<T extends string | number>(values: readonly T[], labels: Readonly<Record<T, React.ReactNode>>) {
  return values.map((value) => (
    <option key={value} value={value}>
      {labels[value]}
    </option>
  ));
}
