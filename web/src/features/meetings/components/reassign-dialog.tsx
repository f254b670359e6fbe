import { useForm } from 'react-hook-form';
import { valibotResolver } from '@hookform/resolvers/valibot';
import toast from 'react-hot-toast';
import * as v from 'valibot';
import { reassignSchema, type MeetingDto } from '@contracts/meetings';
import type { DialogState } from '@web/components/ui/dialog';
import { FormDialog } from '@web/components/ui/form-dialog';
import { FormField } from '@web/components/ui/form-field';
import { Select } from '@web/components/ui/select';
import { namedOptions } from '@web/components/ui/named-options';
import { useResetOnOpen, submitTo } from '@web/lib/forms';
import { useNavigate } from 'react-router';
import { useSession } from '@web/lib/session';
import { useReassignMeeting } from '../api/reassign-meeting';
import { useTeamMembers, useTeamOptions } from '../api/list-team-options';

type Values = v.InferInput<typeof reassignSchema>;

/** Reassign requires a team and a member (spec section 5); the new host gets the invite. */
export function ReassignDialog({ meeting, open, onOpenChange }: DialogState & { meeting: MeetingDto }) {
  const teams = useTeamOptions(open);
  const reassign = useReassignMeeting(meeting.id);
  const me = useSession().data?.user;
  const navigate = useNavigate();
  const form = useForm<Values>({ resolver: valibotResolver(reassignSchema), defaultValues: { teamId: '', userId: '' } });
  const teamId = form.watch('teamId');
  const team = useTeamMembers(teamId);
  const { errors } = form.formState;
  useResetOnOpen(form, open, { teamId: '', userId: '' });

  const submit = submitTo(form, reassign, ['teamId', 'userId'], (m) => {
    onOpenChange(false);
    // A User who hands their meeting on no longer sees it: back to their list rather than a missing page.
    if (me?.role === 'regular' && !m.participants.some((p) => p.userId === me.id)) {
      toast.success(`Meeting reassigned to ${m.hostName}. It is no longer on your list.`);
      navigate('/meetings', { replace: true });
    } else toast.success(`Meeting reassigned to ${m.hostName}`);
  });
  const members = (team.data?.members ?? []).filter((m) => m.id !== meeting.hostUserId);

  return (
    <FormDialog
      open={open}
      onOpenChange={onOpenChange}
      title="Reassign meeting"
      description={`Reassign requires a team and a member. ${meeting.hostName} is taken off the invite and the new host is added.`}
      onSubmit={submit}
      submitLabel="Reassign"
      pending={reassign.isPending}
    >
      <FormField id="reassign-team" label="Team" error={errors.teamId?.message}>
        <Select {...form.register('teamId', { onChange: () => form.setValue('userId', '') })} disabled={teams.isPending}>
          <option value="" hidden>
            {teams.isPending ? 'Loading teams…' : 'Select a team'}
          </option>
          {namedOptions(teams.data)}
        </Select>
      </FormField>
      <FormField
        id="reassign-member"
        label="Member"
        error={errors.userId?.message}
        hint={teamId && !team.isPending && members.length === 0 ? 'This team has no other members.' : undefined}
      >
        <Select {...form.register('userId')} disabled={!teamId || team.isPending}>
          <option value="" hidden>
            {teamId && team.isPending ? 'Loading members…' : 'Select a member'}
          </option>
          {namedOptions(members)}
        </Select>
      </FormField>
    </FormDialog>
  );
}
