import * as React from 'react';
import { Link } from 'react-router';
import { ArrowLeft } from 'lucide-react';
import { calendarToolBySlug, type CalendarAccountDto, type CalendarSlug } from '@contracts/calendars';
import { Button } from '@web/components/ui/button';
import { Card, CardContent } from '@web/components/ui/card';
import { ConfirmDeleteDialog } from '@web/components/ui/confirm-delete-dialog';
import { EmptyState, PageHeader } from '@web/components/ui/page';
import { ListError } from '@web/components/ui/query-states';
import { Skeleton } from '@web/components/ui/skeleton';
import { useCalendarAccounts } from '../api/list-calendar-accounts';
import { useStartConnect } from '../api/start-connect';
import { useSaveCalendarChoices } from '../api/save-calendar-choices';
import { useDisconnectIntegration } from '../api/disconnect-integration';
import { useMyIntegrations } from '../api/list-integrations';
import { CalendarAccountCard, type Choices } from './calendar-account-card';
import { CaldavForm } from './caldav-form';
import { useExpiredToast } from './use-expired-toast';
import { useCallbackOutcome } from '@web/components/integrations/use-callback-outcome';

const initialChoices = (accounts: CalendarAccountDto[]): Choices => {
  const all = accounts.flatMap((a) => a.calendars);
  return { check: new Set(all.filter((c) => c.checkConflicts).map((c) => c.id)), writeTo: all.find((c) => c.writeTo)?.id ?? null };
};

/** /profile/integrations/{google-calendar|microsoft-calendar|caldav}: connect, choose calendars, disconnect. */
export function CalendarToolPage({ slug }: { slug: CalendarSlug }) {
  const tool = calendarToolBySlug(slug)!;
  const accounts = useCalendarAccounts(slug);
  useExpiredToast(useMyIntegrations().data);
  useCallbackOutcome(tool.name);
  const connect = useStartConnect();
  const save = useSaveCalendarChoices();
  const disconnect = useDisconnectIntegration();
  const [choices, setChoices] = React.useState<Choices | null>(null);
  const [disabling, setDisabling] = React.useState<CalendarAccountDto | null>(null);
  React.useEffect(() => {
    if (accounts.data) setChoices(initialChoices(accounts.data));
  }, [accounts.data]);

  const reconnect = tool.oauth ? () => connect.mutate(slug as 'google-calendar' | 'microsoft-calendar') : undefined;
  const connectButton = tool.oauth ? (
    <Button onClick={reconnect} loading={connect.isPending}>
      {accounts.data?.length ? 'Connect another account' : `Connect ${tool.name}`}
    </Button>
  ) : null;
  const dirty =
    !!choices &&
    !!accounts.data &&
    JSON.stringify([...choices.check].sort().concat(choices.writeTo ?? '')) !==
      JSON.stringify([...initialChoices(accounts.data).check].sort().concat(initialChoices(accounts.data).writeTo ?? ''));

  return (
    <div>
      <Link to="/profile/integrations" className="mb-3 inline-flex items-center gap-1 text-sm text-muted-foreground hover:text-foreground">
        <ArrowLeft className="h-4 w-4" aria-hidden /> Integrations
      </Link>
      <PageHeader
        title={tool.name}
        description="Checked calendars make you busy on booking pages; new bookings are written to the calendar you choose, and the calendar sends the invitation."
        actions={connectButton}
      />
      {accounts.isError ? (
        <ListError what="calendars" error={accounts.error} retry={() => void accounts.refetch()} />
      ) : accounts.isPending || !choices ? (
        <Skeleton className="h-48" aria-label="Loading calendars" />
      ) : (
        <div className="grid gap-4">
          {slug === 'caldav' && (
            <Card>
              <CardContent className="p-5">
                <h2 className="mb-3 font-medium">{accounts.data.length ? 'Connect another CalDAV account' : 'Connect a CalDAV account'}</h2>
                <CaldavForm />
              </CardContent>
            </Card>
          )}
          {accounts.data.length === 0 && tool.oauth && (
            <EmptyState
              title={`${tool.name} is not connected`}
              description="Connect it so prospects only see times you are free."
              action={connectButton}
            />
          )}
          {accounts.data.map((a) => (
            <CalendarAccountCard
              key={a.integration.id}
              account={a}
              choices={choices}
              onChange={setChoices}
              onDisconnect={() => setDisabling(a)}
              onReconnect={reconnect}
            />
          ))}
          {accounts.data.length > 0 && (
            <div className="flex flex-wrap items-center gap-3">
              <Button
                onClick={() => save.mutate({ provider: tool.provider, checkConflicts: [...choices.check], writeTo: choices.writeTo })}
                loading={save.isPending}
                disabled={!dirty}
              >
                Save calendar settings
              </Button>
              {!choices.writeTo && (
                <p className="text-sm text-muted-foreground">No calendar receives bookings: prospects get our e-mail invitation instead.</p>
              )}
            </div>
          )}
        </div>
      )}
      <ConfirmDeleteDialog
        open={!!disabling}
        onOpenChange={(o) => !o && setDisabling(null)}
        kind={tool.name}
        name={disabling?.integration.externalAccountName ?? tool.name}
        confirmWord={`Disable ${tool.name}`}
        actionLabel="Disable"
        pending={disconnect.isPending}
        onConfirm={() =>
          disabling &&
          disconnect.mutate(
            { id: disabling.integration.id, name: tool.name, confirmation: `Disable ${tool.name}` },
            { onSuccess: () => setDisabling(null) },
          )
        }
      />
    </div>
  );
}
