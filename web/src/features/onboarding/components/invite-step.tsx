import { Controller, useForm } from 'react-hook-form';
import { valibotResolver } from '@hookform/resolvers/valibot';
import type * as v from 'valibot';
import { inviteSchema } from '@contracts/members';
import { ROLE_LABELS, ROLES } from '@contracts/common';
import type { TeamDetailDto } from '@contracts/teams';
import { InviteEmailsField, sendInvitationsLabel } from '@web/components/members/invite-emails-field';
import { Label } from '@web/components/ui/label';
import { Checkbox } from '@web/components/ui/switch';
import { applyServerErrors } from '@web/lib/forms';
import { useInviteTeammates } from '../api/invite-members';
import { StepCard } from './onboarding-layout';
import { labelledOptions } from '@web/components/ui/named-options';
import { SelectField } from '@web/components/ui/text-field';

type Values = { emails: string[]; role: (typeof ROLES)[number]; teamIds: string[]; isBooker: boolean };

/** Invites another Admin or the first members; if a team was just created they can join it straight away. */
export function InviteStep({ team, onDone, onSkip }: { team: TeamDetailDto | null; onDone: (count: number) => void; onSkip: () => void }) {
  const invite = useInviteTeammates();
  const form = useForm<Values>({
    resolver: valibotResolver(inviteSchema) as never,
    defaultValues: { emails: [], role: 'super_admin', teamIds: team ? [team.id] : [], isBooker: false },
  });
  const count = form.watch('emails').length;
  const onSubmit = form.handleSubmit((values) =>
    invite.mutate(values as v.InferInput<typeof inviteSchema>, {
      onSuccess: (created) => onDone(created.length),
      onError: (e) => applyServerErrors(e, form.setError, ['emails', 'role', 'teamIds']),
    }),
  );
  return (
    <StepCard
      title="Invite your team"
      description="Bring in another Admin to help set things up, or invite the reps who will take meetings. They'll get an e-mail with a link to join."
      onSubmit={onSubmit}
      onSkip={onSkip}
      submitLabel={sendInvitationsLabel(count)}
      pending={invite.isPending}
    >
      <InviteEmailsField form={form} />
      <SelectField form={form} name="role" id="invite-role" label="Role">
        {labelledOptions(ROLES, ROLE_LABELS)}
      </SelectField>
      {team && (
        <Controller
          control={form.control}
          name="teamIds"
          render={({ field }) => (
            <div className="flex items-center gap-3">
              <Checkbox
                id="invite-join-team"
                checked={field.value.includes(team.id)}
                onCheckedChange={(c) => field.onChange(c === true ? [team.id] : [])}
              />
              <Label htmlFor="invite-join-team">Add them to {team.name}</Label>
            </div>
          )}
        />
      )}
    </StepCard>
  );
}
