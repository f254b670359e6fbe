import type { CalendarAccountDto } from '@contracts/calendars';
import { Button } from '@web/components/ui/button';
import { Card, CardContent } from '@web/components/ui/card';
import { Checkbox } from '@web/components/ui/switch';
import { IntegrationStatusBadge } from '@web/components/integrations/integration-status-badge';
import { StandInNote } from '@web/components/integrations/stand-in-note';

export type Choices = { check: Set<string>; writeTo: string | null };

const syncLabel = { warm: 'In sync', cold: 'Not synced yet', error: 'Sync failed' } as const;

/** One connected account: its state, its calendars with "check for conflicts" and "write bookings here". */
export function CalendarAccountCard({
  account,
  choices,
  onChange,
  onDisconnect,
  onReconnect,
}: {
  account: CalendarAccountDto;
  choices: Choices;
  onChange: (c: Choices) => void;
  onDisconnect: () => void;
  onReconnect?: () => void;
}) {
  const { integration } = account;
  const needsAuth =
    integration.status === 'expired' ||
    integration.status === 'requires_reconnection' ||
    integration.status === 'partially_connected' ||
    integration.status === 'failed';
  return (
    <Card>
      <CardContent className="grid gap-4 p-5">
        <div className="flex flex-wrap items-center justify-between gap-3">
          <div className="min-w-0">
            <p className="font-medium [overflow-wrap:anywhere]">{integration.externalAccountName || integration.name}</p>
            <div className="mt-1 flex flex-wrap items-center gap-2">
              <IntegrationStatusBadge status={integration.status} />
              <StandInNote provider={integration.provider} />
              {integration.lastError && integration.status !== 'connected' && (
                <span className="text-xs text-destructive">{integration.lastError}</span>
              )}
            </div>
          </div>
          <div className="flex gap-2">
            {needsAuth && onReconnect && (
              <Button size="sm" onClick={onReconnect}>
                {integration.status === 'expired' ? 'Reauthorize' : integration.status === 'failed' ? 'Try again' : 'Reconnect'}
              </Button>
            )}
            <Button size="sm" variant="outline" onClick={onDisconnect}>
              Disconnect
            </Button>
          </div>
        </div>
        <table className="w-full table-fixed text-sm">
          <thead>
            <tr className="border-b text-left text-xs text-muted-foreground">
              <th className="py-2 font-medium">Calendar</th>
              <th className="w-20 py-2 text-center font-medium sm:w-40">Check for conflicts</th>
              <th className="w-20 py-2 text-center font-medium sm:w-40">Write bookings here</th>
            </tr>
          </thead>
          <tbody>
            {account.calendars.map((c) => (
              <tr key={c.id} className="border-b last:border-0">
                <td className="py-2 pr-2">
                  <div className="flex flex-wrap items-center gap-x-2">
                    <span aria-hidden className="h-2.5 w-2.5 shrink-0 rounded-full" style={{ backgroundColor: c.color ?? '#9CA3AF' }} />
                    <span className="min-w-0 [overflow-wrap:anywhere]">{c.name}</span>
                    {c.isPrimary && <span className="text-xs text-muted-foreground">(primary)</span>}
                  </div>
                  {choices.check.has(c.id) && (
                    <p className={c.syncState === 'error' ? 'text-xs text-destructive' : 'text-xs text-muted-foreground'}>
                      {syncLabel[c.syncState]}
                    </p>
                  )}
                </td>
                <td className="py-2 text-center">
                  <Checkbox
                    aria-label={`Check ${c.name} for conflicts`}
                    checked={choices.check.has(c.id)}
                    onCheckedChange={(on) => {
                      const check = new Set(choices.check);
                      if (on) check.add(c.id);
                      else check.delete(c.id);
                      onChange({ ...choices, check });
                    }}
                  />
                </td>
                <td className="py-2 text-center">
                  <input
                    type="radio"
                    name="write-calendar"
                    className="h-4 w-4 accent-[hsl(var(--primary))]"
                    aria-label={`Write bookings to ${c.name}`}
                    disabled={!c.canWrite}
                    title={c.canWrite ? undefined : 'You can only read this calendar'}
                    checked={choices.writeTo === c.id}
                    onChange={() => onChange({ ...choices, writeTo: c.id })}
                  />
                </td>
              </tr>
            ))}
          </tbody>
        </table>
      </CardContent>
    </Card>
  );
}
