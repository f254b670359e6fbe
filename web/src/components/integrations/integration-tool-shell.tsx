import * as React from 'react';
import { Link } from 'react-router';
import { ArrowLeft } from 'lucide-react';
import type { UseQueryResult } from '@tanstack/react-query';
import type { IntegrationStatus } from '@contracts/integrations';
import { Button } from '@web/components/ui/button';
import { Card, CardContent } from '@web/components/ui/card';
import { ConfirmDeleteDialog } from '@web/components/ui/confirm-delete-dialog';
import { PageHeader } from '@web/components/ui/page';
import { ListError } from '@web/components/ui/query-states';
import { Skeleton } from '@web/components/ui/skeleton';
import { cn } from '@web/lib/utils';
import { IntegrationStatusBadge } from './integration-status-badge';
import { StandInNote } from './stand-in-note';

type Props = {
  /** The integrations list this tool belongs to (the member's or the account's). */
  back: string;
  name: string;
  description: string;
  /** The tool's mark: a coloured square with its letters (the primary colour when none is given). */
  logo: { mark: string; color?: string };
  /** The tool's query: the shell shows its loading and error states, and the card once it has data. */
  query: UseQueryResult<unknown, Error>;
  status: IntegrationStatus | null;
  /** The integration provider (zoom, apollo): a connection made through its local stand-in says so. */
  provider?: string;
  /** Who or what it is connected as, under the status. */
  account?: string | null;
  /** Why the connection stopped working; shown until it is connected again. */
  problem?: string | null;
  /** Whether there is a connection to disable (the Disable button shows only then). */
  canDisable: boolean;
  /** The typed confirmation the spec asks for ("Disable Zoom"). */
  disableConfirm: string;
  disablePending: boolean;
  /** Disables the tool; calls `close` once it is done, so the dialog stays open on failure. */
  onDisable: (close: () => void) => void;
  /** The tool's own part: its connect buttons or credentials form, and what it is used for. */
  children: React.ReactNode;
};

/**
 * An integration tool's page (a conferencing tool, an enrichment provider): the way back to the list,
 * the tool's header, its status with the account and the last problem, the Disable button with the
 * spec's typed confirmation, and the tool's own controls below.
 */
export function IntegrationToolShell({
  back,
  name,
  description,
  logo,
  query,
  status,
  provider,
  account,
  problem,
  canDisable,
  disableConfirm,
  disablePending,
  onDisable,
  children,
}: Props) {
  const [disabling, setDisabling] = React.useState(false);
  return (
    <div>
      <Link to={back} className="mb-3 inline-flex items-center gap-1 text-sm text-muted-foreground hover:text-foreground">
        <ArrowLeft className="h-4 w-4" aria-hidden /> Integrations
      </Link>
      <PageHeader
        title={name}
        description={description}
        leading={
          <span
            aria-hidden
            className={cn(
              'flex h-10 w-10 shrink-0 items-center justify-center rounded-lg text-sm font-semibold',
              logo.color ? 'text-white' : 'bg-primary text-primary-foreground',
            )}
            style={logo.color ? { background: logo.color } : undefined}
          >
            {logo.mark}
          </span>
        }
      />
      {query.isError ? (
        <ListError what={name} error={query.error} retry={() => void query.refetch()} />
      ) : query.data === undefined ? (
        <Skeleton className="h-48" aria-label={`Loading ${name}`} />
      ) : (
        <Card>
          <CardContent className="grid gap-6 p-5">
            <div className="flex flex-wrap items-center justify-between gap-3">
              <div className="grid gap-1">
                <div className="flex items-center gap-2">
                  <h2 className="font-medium">Status</h2>
                  <IntegrationStatusBadge status={status} />
                  {status && <StandInNote provider={provider} />}
                </div>
                {account && <p className="text-sm text-muted-foreground">{account}</p>}
              </div>
              {canDisable && (
                <Button variant="outline" onClick={() => setDisabling(true)}>
                  Disable
                </Button>
              )}
            </div>
            {problem && status !== 'connected' && (
              <p role="alert" className="rounded-md border border-destructive/30 bg-red-50 p-3 text-sm text-red-800">
                {problem}
              </p>
            )}
            {children}
          </CardContent>
        </Card>
      )}
      <ConfirmDeleteDialog
        open={disabling}
        onOpenChange={setDisabling}
        kind={name}
        name={name}
        confirmWord={disableConfirm}
        actionLabel="Disable"
        pending={disablePending}
        onConfirm={() => onDisable(() => setDisabling(false))}
      />
    </div>
  );
}
