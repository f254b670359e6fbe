import { Controller, useFormContext } from 'react-hook-form';
import { CheckboxList } from '@web/components/ui/checkbox-list';
import { FormSection } from '@web/components/ui/form-section';
import { Select } from '@web/components/ui/select';
import { namedOptions } from '@web/components/ui/named-options';
import { RadioCardsField } from '@web/components/ui/radio-cards-field';
import { Skeleton } from '@web/components/ui/skeleton';
import { SelectField, TextField } from '@web/components/ui/text-field';
import { TeamSelectField } from '@web/components/rules/team-select-field';
import { useTeamDetail, useTeamOptions } from '../api/list-options';
import type { MatchingRuleForm } from './matching-rule-form-model';
import { ASSIGNEE_HINTS, ASSIGNEE_LABELS, OWNER_PROPERTY_SUGGESTIONS, type AssigneeType } from './matching-rule-labels';

const TYPES: AssigneeType[] = ['record_owner', 'specific_user', 'group'];

/** Who gets the prospect when the rule passes: the record's owner, one member, or groups of a team. */
export function AssigneeSection() {
  const form = useFormContext<MatchingRuleForm>();
  const { control, watch, setValue, formState } = form;
  const errors = formState.errors.assignee;
  const [type, teamId] = watch(['assignee.type', 'assignee.teamId']);
  const teams = useTeamOptions();
  const team = useTeamDetail(type === 'record_owner' ? null : teamId);

  return (
    <FormSection title="Assignee" description="Who takes the meeting when this rule matches.">
      <RadioCardsField
        control={control}
        name="assignee.type"
        legend="Assign to"
        options={TYPES.map((t) => ({ value: t, label: ASSIGNEE_LABELS[t], description: ASSIGNEE_HINTS[t] }))}
      />
      {type === 'record_owner' ? (
        <div className="grid gap-4 sm:grid-cols-2">
          <datalist id="owner-properties">
            {OWNER_PROPERTY_SUGGESTIONS.map((p) => (
              <option key={p} value={p} />
            ))}
          </datalist>
          <TextField
            form={form}
            name="assignee.ownerProperty"
            label="Owner property"
            hint="The CRM field holding the owner."
            list="owner-properties"
            autoComplete="off"
          />
          <TextField
            form={form}
            name="assignee.sourceOwnerProperty"
            label="Source owner property"
            hint="Optional. Where the owner is read from, if different."
            list="owner-properties"
            autoComplete="off"
          />
        </div>
      ) : (
        <>
          <TeamSelectField
            name="assignee.teamId"
            teams={teams}
            onPick={() => {
              setValue('assignee.userId', '');
              setValue('assignee.groupIds', []);
            }}
          />
          {teamId && team.isPending && <Skeleton className="h-24" />}
          {teamId && team.data && type === 'specific_user' && (
            <SelectField form={form} name="assignee.userId" label="Member">
              <option value="" hidden>
                Select a member
              </option>
              {namedOptions(team.data.members)}
            </SelectField>
          )}
          {teamId && team.data && type === 'group' && (
            <fieldset className="grid gap-1.5" aria-describedby={errors?.groupIds ? 'assignee-groups-error' : undefined}>
              <legend className="mb-1.5 text-sm font-medium leading-none">Groups</legend>
              {team.data.groups.length === 0 ? (
                <p className="rounded-md border border-dashed p-4 text-sm text-muted-foreground">
                  This team has no groups yet. Add groups on the team’s Groups tab.
                </p>
              ) : (
                <Controller
                  control={control}
                  name="assignee.groupIds"
                  render={({ field }) => (
                    <CheckboxList
                      id="assignee-group"
                      value={field.value}
                      onChange={field.onChange}
                      searchLabel="Search groups"
                      options={team.data.groups.map((g) => ({
                        value: g.id,
                        label: g.name,
                        description: `${g.members.length} member${g.members.length === 1 ? '' : 's'}`,
                      }))}
                    />
                  )}
                />
              )}
              {errors?.groupIds?.message && (
                <p id="assignee-groups-error" role="alert" className="text-xs font-medium text-destructive">
                  {errors.groupIds.message}
                </p>
              )}
            </fieldset>
          )}
        </>
      )}
    </FormSection>
  );
}
