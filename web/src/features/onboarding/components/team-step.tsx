import { useForm } from 'react-hook-form';
import { valibotResolver } from '@hookform/resolvers/valibot';
import * as v from 'valibot';
import { createTeamSchema, type TeamDetailDto } from '@contracts/teams';
import { TimezoneField } from '@web/components/ui/timezone-field';
import { TextField } from '@web/components/ui/text-field';
import { submitTo } from '@web/lib/forms';
import { useCreateFirstTeam } from '../api/create-team';
import { StepCard } from './onboarding-layout';

const schema = v.omit(createTeamSchema, ['memberIds']);
type Values = { name: string; timezone: string };

export function TeamStep({ timezone, onDone, onSkip }: { timezone: string; onDone: (team: TeamDetailDto) => void; onSkip: () => void }) {
  const create = useCreateFirstTeam();
  const form = useForm<Values>({ resolver: valibotResolver(schema) as never, defaultValues: { name: '', timezone } });
  const onSubmit = submitTo(form, create, ['name', 'timezone'], onDone);
  return (
    <StepCard
      title="Create your first team"
      description="Teams receive meetings and share them fairly with round robin. You'll add members next."
      onSubmit={onSubmit}
      onSkip={onSkip}
      submitLabel="Create team"
      pending={create.isPending}
    >
      <TextField form={form} name="name" id="team-name" label="Team name" autoFocus autoComplete="off" placeholder="e.g. Sales" />
      <TimezoneField
        control={form.control}
        name="timezone"
        id="team-timezone"
        hint="The team's default availability is Monday to Friday, 9am to 5pm in this zone."
      />
    </StepCard>
  );
}
