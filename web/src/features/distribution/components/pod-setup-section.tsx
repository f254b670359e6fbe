import { useFormContext } from 'react-hook-form';
import { Users } from 'lucide-react';
import { FormSection } from '@web/components/ui/form-section';
import { RadioCardsField } from '@web/components/ui/radio-cards-field';
import { Skeleton } from '@web/components/ui/skeleton';
import { TextField } from '@web/components/ui/text-field';
import { TeamSelectField } from '@web/components/rules/team-select-field';
import { EnterpriseNote } from '@web/components/plans/enterprise-note';
import { usePlanIncludes } from '@web/lib/plan';
import { useTeamDetail, useTeamOptions } from '../api/list-options';
import { DISTRIBUTION_HINTS, DISTRIBUTION_LABELS, DISTRIBUTION_TYPES } from './distribution-labels';
import type { DistributionForm } from './distribution-form-model';
import { GroupsField } from './groups-field';
import { MembersWeightsField } from './members-weights-field';

/** Name, team and who takes turns: all team members, selected members with weights, or groups. */
export function PodSetupSection({ readOnly }: { readOnly?: boolean }) {
  const form = useFormContext<DistributionForm>();
  const { control, watch, setValue, formState } = form;
  const { errors } = formState;
  const [teamId, distribution] = watch(['teamId', 'distribution']);
  const teams = useTeamOptions();
  const team = useTeamDetail(teamId);
  const groupsIncluded = usePlanIncludes('group_round_robin');

  return (
    <FormSection title="Pod" description="Who takes turns receiving the prospects this rule routes.">
      <TextField form={form} name="name" label="Name" autoComplete="off" placeholder="EMEA enterprise" />
      <TeamSelectField
        name="teamId"
        teams={teams}
        onPick={() => {
          setValue('members', []);
          setValue('groups', { primaryGroupId: '', additionalGroupIds: [] });
        }}
      />
      <RadioCardsField
        control={control}
        name="distribution"
        legend="Distribution"
        error={errors.distribution?.message}
        options={DISTRIBUTION_TYPES.map((t) => ({
          value: t,
          label: DISTRIBUTION_LABELS[t],
          description: DISTRIBUTION_HINTS[t],
          disabled: t === 'round_robin_group' && !groupsIncluded,
        }))}
      />
      {!groupsIncluded && <EnterpriseNote feature="group_round_robin" />}
      {!teamId ? (
        <p className="flex items-center gap-2 rounded-md border border-dashed p-4 text-sm text-muted-foreground">
          <Users className="h-4 w-4" aria-hidden /> Select a team to choose its members or groups.
        </p>
      ) : team.isPending ? (
        <Skeleton className="h-28" />
      ) : team.isError ? (
        <p role="alert" className="text-sm text-destructive">
          We couldn't load this team: {team.error.message}
        </p>
      ) : distribution === 'round_robin_select' ? (
        <MembersWeightsField teamMembers={team.data.members} disabled={readOnly} />
      ) : distribution === 'round_robin_group' ? (
        <GroupsField groups={team.data.groups} />
      ) : (
        <p className="rounded-md border bg-muted/30 p-3 text-sm text-muted-foreground">
          All {team.data.members.length} members of {team.data.name} take turns:{' '}
          {team.data.members.map((m) => m.name).join(', ') || 'no members yet'}.
        </p>
      )}
    </FormSection>
  );
}
