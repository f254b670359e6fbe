import type * as React from 'react';
import type { UseQueryResult } from '@tanstack/react-query';
import type { TeamSettingsPage } from '@contracts/team-meeting-settings';
import { LoadedPage } from '@web/components/ui/loaded-page';
import { PageHeader } from '@web/components/ui/page';
import { Tabs, TabsContent, TabsList, TabsTrigger } from '@web/components/ui/tabs';
import type { SettingsMutation } from '@web/lib/use-settings-form';
import { TeamSettings, type TeamFormProps } from './team-settings';

/** What a settings form gets on either tab: the settings, their save, and on the Team tab how it started. */
export type ScopedFormProps<V, D> = {
  settings: D;
  update: { isPending: boolean; mutate: SettingsMutation<V, D>['mutate'] };
  /** Saving is on though nothing changed (a team taking the global values as its own). */
  fresh?: boolean;
  onDiscard?: () => void;
};

type Props<P extends TeamSettingsPage, V, D> = {
  title: string;
  description: string;
  page: P;
  /** The setting as the skeletons and errors say it ("auto-redirection"). */
  what: string;
  // Hooks, not their results: each tab loads only while it is open.
  useSettings: () => UseQueryResult<D>;
  useUpdate: () => ScopedFormProps<V, D>['update'];
  form: React.ComponentType<ScopedFormProps<V, D>>;
  teamForm: React.ComponentType<TeamFormProps<P>>;
};

/**
 * A meeting settings page whose setting applies per meeting (form invites, meeting window, auto-redirection):
 * its header, then the "Global settings" tab (the organization's value) and the "Team settings" tab (a
 * team's own value for the meetings of its meeting types).
 */
export function SettingsScopePage<P extends TeamSettingsPage, V, D>({
  title,
  description,
  page,
  what,
  teamForm: TeamForm,
  ...global
}: Props<P, V, D>) {
  return (
    <div>
      <PageHeader title={title} description={description} />
      <Tabs defaultValue="global" className="grid gap-4">
        <TabsList aria-label="Which settings" className="w-fit">
          <TabsTrigger value="global">Global settings</TabsTrigger>
          <TabsTrigger value="team">Team settings</TabsTrigger>
        </TabsList>
        <TabsContent value="global">
          <GlobalSettings what={what} {...global} />
        </TabsContent>
        <TabsContent value="team">
          <TeamSettings page={page} what={what}>
            {(p) => <TeamForm {...p} />}
          </TeamSettings>
        </TabsContent>
      </Tabs>
    </div>
  );
}

function GlobalSettings<V, D>({
  what,
  useSettings,
  useUpdate,
  form: Form,
}: Pick<Props<TeamSettingsPage, V, D>, 'what' | 'useSettings' | 'useUpdate' | 'form'>) {
  const settings = useSettings();
  const update = useUpdate();
  return (
    <LoadedPage what={`${what} settings`} loading={`Loading ${what}`} query={settings}>
      {(data) => <Form settings={data} update={update} />}
    </LoadedPage>
  );
}
