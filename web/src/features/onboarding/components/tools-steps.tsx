import * as React from 'react';
import * as v from 'valibot';
import { CALENDAR_TOOLS } from '@contracts/calendars';
import { CONFERENCING_PAGE_TOOLS, ConferenceLinkSchema } from '@contracts/conferencing';
import type { CalendarVendorId } from '@contracts/vendors';
import type { IntegrationStatus } from '@contracts/integrations';
import { Button } from '@web/components/ui/button';
import { FormField } from '@web/components/ui/form-field';
import { Input } from '@web/components/ui/input';
import { useMyConnections } from '../api/get-my-connections';
import { useSaveOnboardingConferenceLink } from '../api/save-conference-link';
import { ConnectionList, type ToolChoice } from './connection-list';
import { StepCard } from './onboarding-layout';

const CALENDAR_COLORS: Record<CalendarVendorId, [string, string]> = {
  google_calendar: ['G', '#1A73E8'],
  microsoft_calendar: ['M', '#0078D4'],
  caldav: ['C', '#6B7280'],
};
const CALENDARS: ToolChoice[] = CALENDAR_TOOLS.map((t) => ({
  provider: t.provider,
  slug: t.slug,
  name: t.name,
  mark: CALENDAR_COLORS[t.provider][0],
  color: CALENDAR_COLORS[t.provider][1],
}));
const VIDEO: ToolChoice[] = CONFERENCING_PAGE_TOOLS.filter((t) => t.provider !== 'conference_link').map((t) => ({
  provider: t.provider,
  slug: t.slug,
  name: t.name,
  mark: t.logo.mark,
  color: t.logo.color,
}));

function useStatusOf() {
  const connections = useMyConnections();
  const statusOf = (provider: string) =>
    (connections.data?.find((c) => c.provider === provider)?.status as IntegrationStatus | undefined) ?? null;
  return { connections, statusOf };
}

/** Member onboarding, calendar sync: the calendars that make the member busy and receive bookings. */
export function CalendarStep({ onDone, onSkip }: { onDone: (connected: boolean) => void; onSkip: () => void }) {
  const { connections, statusOf } = useStatusOf();
  const connected = CALENDARS.some((c) => statusOf(c.provider) === 'connected');
  return (
    <StepCard
      title="Sync your calendar"
      description="Prospects only see times you are free in your calendar, and every booking is added to it."
      onSubmit={(e) => {
        e.preventDefault();
        onDone(connected);
      }}
      onSkip={onSkip}
    >
      <ConnectionList tools={CALENDARS} statusOf={statusOf} />
      <div>
        <Button type="button" variant="outline" size="sm" onClick={() => void connections.refetch()} loading={connections.isFetching}>
          I connected it: check again
        </Button>
      </div>
    </StepCard>
  );
}

/** Member onboarding, conferencing tool: the member's own meeting link here, or Zoom, Daily or Teams on their pages. */
export function ConferencingStep({ onDone, onSkip }: { onDone: (connected: boolean) => void; onSkip: () => void }) {
  const { connections, statusOf } = useStatusOf();
  const save = useSaveOnboardingConferenceLink();
  const current = connections.data?.find((c) => c.provider === 'conference_link')?.settings.url;
  const [url, setUrl] = React.useState('');
  const [error, setError] = React.useState('');
  React.useEffect(() => setUrl(typeof current === 'string' ? current : ''), [current]);
  const anyVideo = VIDEO.some((t) => statusOf(t.provider) === 'connected');
  const submit = (e: React.FormEvent) => {
    e.preventDefault();
    if (!url.trim() && anyVideo) return onDone(true);
    const parsed = v.safeParse(ConferenceLinkSchema, { url });
    if (!parsed.success) return setError(parsed.issues[0].message);
    setError('');
    save.mutate(parsed.output.url, { onSuccess: () => onDone(true), onError: (err) => setError(err.message) });
  };
  return (
    <StepCard
      title="Add your video conferencing tool"
      description="Meetings get a join link from the tool their meeting type names."
      onSubmit={submit}
      onSkip={onSkip}
      pending={save.isPending}
    >
      <FormField
        id="onboarding-conference-link"
        label="Your conference link"
        error={error}
        hint="A personal meeting room used when a meeting type's location is your conference link."
      >
        <Input type="url" inputMode="url" placeholder="https://" value={url} onChange={(e) => setUrl(e.target.value)} />
      </FormField>
      <p className="text-sm text-muted-foreground">Or connect a tool that makes a new meeting for every booking:</p>
      <ConnectionList tools={VIDEO} statusOf={statusOf} />
    </StepCard>
  );
}
