import type * as React from 'react';
import { PageHeader } from '@web/components/ui/page';
import { Tabs, TabsContent, TabsList, TabsTrigger } from '@web/components/ui/tabs';

/**
 * A meeting settings page whose setting applies per meeting (form invites, meeting window, auto-redirection):
 * its header, then the "Global settings" tab (the organization's value) and the "Team settings" tab (a
 * team's own value for the meetings of its meeting types).
 */
export function SettingsScopePage({
  title,
  description,
  global,
  team,
}: {
  title: string;
  description: string;
  global: React.ReactNode;
  team: React.ReactNode;
}) {
  return (
    <div>
      <PageHeader title={title} description={description} />
      <Tabs defaultValue="global" className="grid gap-4">
        <TabsList aria-label="Which settings" className="w-fit">
          <TabsTrigger value="global">Global settings</TabsTrigger>
          <TabsTrigger value="team">Team settings</TabsTrigger>
        </TabsList>
        <TabsContent value="global">{global}</TabsContent>
        <TabsContent value="team">{team}</TabsContent>
      </Tabs>
    </div>
  );
}
