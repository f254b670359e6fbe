import * as React from 'react';
import { useForm } from 'react-hook-form';
import { valibotResolver } from '@hookform/resolvers/valibot';
import { useNavigate, useParams } from 'react-router';
import toast from 'react-hot-toast';
import { updateTeamSchema, type TeamDetailDto } from '@contracts/teams';
import { Button } from '@web/components/ui/button';
import { Card, CardContent } from '@web/components/ui/card';
import { FormSection, SaveBar } from '@web/components/ui/form-section';
import { Skeleton } from '@web/components/ui/skeleton';
import { TimezoneField } from '@web/components/ui/timezone-field';
import { TextField } from '@web/components/ui/text-field';
import { useSession } from '@web/lib/session';
import { submitTo } from '@web/lib/forms';
import { useTeam } from '../api/get-team';
import { useUpdateTeam } from '../api/update-team';
import { DeleteTeamDialog } from './delete-team-dialog';
import { canEditTeam } from './team-access';

type Values = { name: string; timezone: string };

function TeamDetailsForm({ team }: { team: TeamDetailDto }) {
  const update = useUpdateTeam(team.id);
  const navigate = useNavigate();
  const [deleting, setDeleting] = React.useState(false);
  const form = useForm<Values>({
    resolver: valibotResolver(updateTeamSchema) as never,
    defaultValues: { name: team.name, timezone: team.timezone },
  });
  const { errors, isDirty } = form.formState;
  const onSubmit = submitTo(form, update, ['name', 'timezone'], (data) => {
    form.reset({ name: data.name, timezone: data.timezone });
    toast.success('Team details updated');
  });
  return (
    <div className="grid gap-6">
      <form onSubmit={onSubmit} noValidate>
        <Card>
          <CardContent className="p-6">
            <FormSection
              title="Team details"
              description="The time zone sets the team's default availability (Monday to Friday, 9am to 5pm)."
            >
              <TextField form={form} name="name" id="team-name" label="Team name" autoComplete="off" />
              <TimezoneField control={form.control} name="timezone" id="team-timezone" />
            </FormSection>
            <SaveBar dirty={isDirty} saving={update.isPending} onDiscard={() => form.reset()} />
          </CardContent>
        </Card>
      </form>
      <Card className="border-red-200">
        <CardContent className="flex flex-col gap-4 p-6 sm:flex-row sm:items-center sm:justify-between">
          <div>
            <h2 className="text-sm font-semibold">Delete this team</h2>
            <p className="mt-1 text-sm text-muted-foreground">Its members stay in your organization; its groups are deleted.</p>
          </div>
          <Button variant="destructive" onClick={() => setDeleting(true)}>
            Delete team
          </Button>
        </CardContent>
      </Card>
      <DeleteTeamDialog
        team={{ ...team, memberCount: team.members.length, groupCount: team.groups.length }}
        open={deleting}
        onOpenChange={setDeleting}
        onDeleted={() => {
          toast.success(`Team "${team.name}" deleted`);
          navigate('/settings/teams', { replace: true });
        }}
      />
    </div>
  );
}

function ReadOnlyDetails({ team }: { team: TeamDetailDto }) {
  return (
    <Card>
      <CardContent className="p-6">
        <FormSection title="Team details" description="Only an Admin can change these.">
          <dl className="grid gap-4 text-sm">
            <div className="grid gap-1">
              <dt className="font-medium">Team name</dt>
              <dd className="text-muted-foreground">{team.name}</dd>
            </div>
            <div className="grid gap-1">
              <dt className="font-medium">Time zone</dt>
              <dd className="text-muted-foreground">{team.timezone.replace(/_/g, ' ')}</dd>
            </div>
          </dl>
        </FormSection>
      </CardContent>
    </Card>
  );
}

export function TeamDetailsTab() {
  const { id = '' } = useParams();
  const team = useTeam(id);
  const session = useSession();
  if (!team.data || !session.data) return <Skeleton className="h-48" />;
  return canEditTeam(session.data.user.role) ? (
    <TeamDetailsForm key={team.data.id} team={team.data} />
  ) : (
    <ReadOnlyDetails team={team.data} />
  );
}
