import type * as React from 'react';

/**
 * One `<option>` per item, its id the value and its name the text: the usual select of teams, forms, pods, members.
 * A plain function, not a component: the Select reads its options as data from its <option> children, and a
 * component child would stand between it and them.
 */
export function namedOptions(items: readonly { id: string; name: React.ReactNode }[] | undefined) {
  return (items ?? []).map((item) => (
    <option key={item.id} value={item.id}>
      {item.name}
    </option>
  ));
}

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
