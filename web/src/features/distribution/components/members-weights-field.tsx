import { useFieldArray, useFormContext } from 'react-hook-form';
import { Trash2, UserPlus } from 'lucide-react';
import { MAX_MEMBER_WEIGHT, MIN_MEMBER_WEIGHT } from '@contracts/round-robin';
import { Button } from '@web/components/ui/button';
import { Input } from '@web/components/ui/input';
import { MultiSelect } from '@web/components/ui/multi-select';
import type { DistributionForm } from './distribution-form-model';
import { FieldError } from '@web/components/ui/form-field';

type TeamMember = { id: string; name: string; email: string };

/** Selected members with their round robin weight (1 to 99) and the share of meetings that gives them. */
export function MembersWeightsField({ teamMembers, disabled }: { teamMembers: TeamMember[]; disabled?: boolean }) {
  const { control, register, watch, formState } = useFormContext<DistributionForm>();
  const { fields, append, remove } = useFieldArray({ control, name: 'members', keyName: 'key' });
  const members = watch('members');
  const byId = new Map(teamMembers.map((m) => [m.id, m]));
  const total = members.reduce((s, m) => s + (Number.isFinite(m.weight) && m.weight > 0 ? m.weight : 0), 0);
  const chosen = new Set(members.map((m) => m.userId));
  const errors = formState.errors.members as
    | ({ message?: string; root?: { message?: string } } & Record<
        number,
        { weight?: { message?: string }; userId?: { message?: string } } | undefined
      >)
    | undefined;
  const listError = errors?.message ?? errors?.root?.message;

  return (
    <fieldset className="grid gap-2" aria-describedby={listError ? 'members-error' : undefined}>
      <legend className="mb-1.5 text-sm font-medium leading-none">Members and weights</legend>
      <p className="text-xs text-muted-foreground">
        A member with weight 2 gets twice the meetings of a member with weight 1. Weights go from {MIN_MEMBER_WEIGHT} to {MAX_MEMBER_WEIGHT}
        .
      </p>
      {!disabled && (
        <label htmlFor="members-select" className="sr-only">
          Select members
        </label>
      )}
      {!disabled && (
        <MultiSelect
          id="members-select"
          value={members.map((m) => m.userId)}
          onChange={(ids) => {
            const next = new Set(ids);
            const gone = members.flatMap((m, i) => (next.has(m.userId) ? [] : [i]));
            if (gone.length) remove(gone);
            ids.filter((id) => !chosen.has(id)).forEach((userId) => append({ userId, weight: 1 }, { shouldFocus: false }));
          }}
          options={teamMembers.map((m) => ({ value: m.id, label: m.name, description: m.email }))}
          placeholder="Select members"
          searchLabel="Search members"
          emptyText="This team has no members"
          className="w-full sm:w-80"
        />
      )}
      {fields.length > 0 && (
        <ul className="divide-y rounded-md border" aria-label="Selected members">
          {fields.map((f, i) => {
            const member = byId.get(f.userId);
            const weight = members[i]?.weight;
            const share = total > 0 && Number.isFinite(weight) && weight > 0 ? Math.round((weight / total) * 100) : 0;
            const error = errors?.[i]?.weight?.message ?? errors?.[i]?.userId?.message;
            const name = member?.name ?? 'Former member';
            return (
              <li key={f.key} className="grid gap-1 px-3 py-2">
                <div className="flex items-center gap-3">
                  <div className="min-w-0 flex-1">
                    <p className="truncate text-sm font-medium">{name}</p>
                    {member && <p className="truncate text-xs text-muted-foreground">{member.email}</p>}
                  </div>
                  <span className="hidden w-14 text-right text-xs tabular-nums text-muted-foreground sm:inline" title="Share of meetings">
                    {share}%
                  </span>
                  <label className="sr-only" htmlFor={`members.${i}.weight`}>
                    Weight for {name}
                  </label>
                  <Input
                    id={`members.${i}.weight`}
                    type="number"
                    inputMode="numeric"
                    min={MIN_MEMBER_WEIGHT}
                    max={MAX_MEMBER_WEIGHT}
                    step={1}
                    className="w-20 text-right tabular-nums"
                    aria-invalid={error ? true : undefined}
                    aria-describedby={error ? `members-${i}-error` : undefined}
                    disabled={disabled}
                    {...register(`members.${i}.weight`, { valueAsNumber: true })}
                  />
                  <Button
                    type="button"
                    variant="ghost"
                    size="icon"
                    aria-label={`Remove ${name}`}
                    onClick={() => remove(i)}
                    disabled={disabled}
                    className="text-muted-foreground hover:text-destructive"
                  >
                    <Trash2 />
                  </Button>
                </div>
                <FieldError id={`members-${i}-error`}>{error}</FieldError>
              </li>
            );
          })}
        </ul>
      )}
      {fields.length === 0 && !listError && (
        <p className="flex items-center gap-2 text-xs text-muted-foreground">
          <UserPlus className="h-3.5 w-3.5" aria-hidden /> Select at least one member of the team.
        </p>
      )}
      {listError && (
        <p id="members-error" role="alert" className="text-xs font-medium text-destructive">
          {listError}
        </p>
      )}
    </fieldset>
  );
}
