import { NamedSelectField } from './booking-fields';

/**
 * The team a rule hands prospects to, read by name from the surrounding FormProvider; `onPick` clears what
 * depended on the previous team (its members, groups).
 */
export function TeamSelectField({
  name,
  teams,
  onPick,
}: {
  name: string;
  teams: { data: { id: string; name: string }[] | undefined; isPending: boolean };
  onPick: () => void;
}) {
  return (
    <NamedSelectField
      name={name}
      label="Team"
      empty={{ label: 'Select a team', loading: 'Loading teams…', hidden: true }}
      options={teams.data}
      pending={teams.isPending}
      onPick={onPick}
    />
  );
}
