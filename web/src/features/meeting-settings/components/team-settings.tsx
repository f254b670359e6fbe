import * as React from 'react';
import toast from 'react-hot-toast';
import type { TeamSettingsPage } from '@contracts/team-meeting-settings';
import { Button } from '@web/components/ui/button';
import { Card, CardContent } from '@web/components/ui/card';
import { FormField } from '@web/components/ui/form-field';
import { EditorSkeleton, ListError, Notice } from '@web/components/ui/query-states';
import { Select } from '@web/components/ui/select';
import { useTeams } from '../api/list-teams';
import { useTeamSetting, type TeamSettingDto } from '../api/get-team-setting';
import { useUpdateTeamSetting } from '../api/update-team-setting';
import { useResetTeamSetting } from '../api/reset-team-setting';

/** What a page's form gets on the Team settings tab: the team's values, its save, and whether it starts from the global ones. */
export type TeamFormProps<P extends TeamSettingsPage> = {
  settings: TeamSettingDto[P];
  update: ReturnType<typeof useUpdateTeamSetting<P>>;
  /** The team used the global values and the Admin chose its own: the form may save them unchanged. */
  fresh: boolean;
  onDiscard: () => void;
};

type Props<P extends TeamSettingsPage> = { page: P; what: string; children: (form: TeamFormProps<P>) => React.ReactNode };

/** The Team settings tab: pick a team, then it either uses the global settings or has its own values. */
export function TeamSettings<P extends TeamSettingsPage>({ page, what, children }: Props<P>) {
  const teams = useTeams();
  const [teamId, setTeamId] = React.useState('');
  if (teams.isPending) return <EditorSkeleton label="Loading teams" />;
  if (teams.isError) return <ListError what="teams" error={teams.error} retry={() => void teams.refetch()} />;
  if (!teams.data.length) return <Notice>No teams yet. Create a team on the Teams page to give it its own settings.</Notice>;
  const team = teams.data.find((t) => t.id === teamId);
  return (
    <div className="grid gap-4">
      <Card>
        <CardContent className="p-6">
          <FormField
            id={`team-${page}`}
            label="Team"
            hint="A team's own settings apply to meetings of the meeting types that belong to it; all other meetings use the global settings."
          >
            {(field) => (
              <Select {...field} value={teamId} onChange={(e) => setTeamId(e.target.value)} placeholder="Choose a team" className="sm:w-80">
                {teams.data.map((t) => (
                  <option key={t.id} value={t.id}>
                    {t.name}
                  </option>
                ))}
              </Select>
            )}
          </FormField>
        </CardContent>
      </Card>
      {team ? (
        <TeamSetting key={team.id} page={page} teamId={team.id} teamName={team.name} what={what}>
          {children}
        </TeamSetting>
      ) : null}
    </div>
  );
}

function TeamSetting<P extends TeamSettingsPage>({
  page,
  teamId,
  teamName,
  what,
  children,
}: Props<P> & { teamId: string; teamName: string }) {
  const query = useTeamSetting(page, teamId);
  const update = useUpdateTeamSetting(page, teamId);
  const reset = useResetTeamSetting(page, teamId);
  const [choseOwn, setChoseOwn] = React.useState(false);
  if (query.isPending) return <EditorSkeleton label={`Loading ${teamName}'s ${what}`} />;
  if (query.isError) return <ListError what={`${teamName}'s ${what}`} error={query.error} retry={() => void query.refetch()} />;
  const settings = query.data;
  const useGlobal = () =>
    reset.mutate(undefined, {
      onSuccess: () => {
        setChoseOwn(false);
        toast.success(`${teamName} uses the global settings again`);
      },
      onError: (e) => toast.error(e.message),
    });
  return (
    <div className="grid gap-4">
      <div className="flex flex-wrap items-center justify-between gap-3 rounded-md border p-3">
        <p role="status" className="text-sm">
          {settings.usesGlobal ? `${teamName} uses the global settings.` : `${teamName} has its own settings.`}
        </p>
        {settings.usesGlobal ? (
          choseOwn ? null : (
            <Button type="button" variant="outline" onClick={() => setChoseOwn(true)}>
              Give {teamName} its own settings
            </Button>
          )
        ) : (
          <Button type="button" variant="outline" loading={reset.isPending} onClick={useGlobal}>
            Use the global settings
          </Button>
        )}
      </div>
      {!settings.usesGlobal || choseOwn
        ? children({ settings, update, fresh: settings.usesGlobal, onDiscard: () => setChoseOwn(false) })
        : null}
    </div>
  );
}
