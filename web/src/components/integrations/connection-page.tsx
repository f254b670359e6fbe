import * as React from 'react';
import type { UseQueryResult } from '@tanstack/react-query';
import { Badge } from '@web/components/ui/badge';
import { Button } from '@web/components/ui/button';
import { TitledCard } from '@web/components/ui/card';
import { ConfirmDialog } from '@web/components/ui/confirm-dialog';
import { CopyButton } from '@web/components/ui/copy-button';
import { PageHeader } from '@web/components/ui/page';
import { Skeleton } from '@web/components/ui/skeleton';
import { StandInNote } from './stand-in-note';

/** How a connection's badge reads; `connected` is whether there is one to disable (and a stand-in to name). */
export type ConnectionState = { label: string; variant: 'success' | 'secondary' | 'warning'; connected: boolean };

/** The state of a connection with a status, worded by `labels`: green when connected, grey when not, amber otherwise. */
export const statusState =
  <S extends string>(labels: Record<S, string>) =>
  (c: { status: S }): ConnectionState => ({
    label: labels[c.status],
    variant: c.status === 'connected' ? 'success' : c.status === 'not_connected' ? 'secondary' : 'warning',
    connected: c.status !== 'not_connected',
  });

type Props<T> = {
  query: UseQueryResult<T>;
  title: string;
  description: string;
  provider: string;
  state: (connection: T) => ConnectionState;
  /** The Disable confirmation's words, and what disabling does. */
  disable: { title: string; description: string; onConfirm: () => void };
  children: (connection: T) => React.ReactNode;
};

/** An account-wide connection's page (Stripe, Mux, the messaging tools): its state, Disable with a confirmation, then its own part. */
export function ConnectionPage<T>({ query, title, description, provider, state, disable, children }: Props<T>) {
  const [confirm, setConfirm] = React.useState(false);
  if (query.isPending) return <Skeleton className="h-64" />;
  if (!query.data) return null;
  const c = query.data;
  const { label, variant, connected } = state(c);
  return (
    <div className="grid max-w-2xl gap-6">
      <PageHeader
        title={title}
        description={description}
        badge={
          <span className="flex gap-1">
            <Badge variant={variant}>{label}</Badge>
            {connected && <StandInNote provider={provider} />}
          </span>
        }
        actions={
          connected && (
            <Button variant="outline" onClick={() => setConfirm(true)}>
              Disable
            </Button>
          )
        }
      />
      {children(c)}
      <ConfirmDialog
        open={confirm}
        onOpenChange={setConfirm}
        destructive
        title={disable.title}
        description={disable.description}
        confirmLabel="Disable"
        onConfirm={disable.onConfirm}
      />
    </div>
  );
}

/** The URL a vendor sends its webhooks to, to copy into the vendor's settings. */
export function WebhookUrlCard({ title, hint, url, testId }: { title: string; hint: string; url: string; testId: string }) {
  return (
    <TitledCard title={title} contentClassName="grid gap-2 text-sm">
      <p className="text-muted-foreground">{hint}</p>
      <div className="flex items-center gap-2">
        <code className="break-all rounded bg-muted px-2 py-1" data-testid={testId}>
          {url}
        </code>
        <CopyButton value={url} label="Copy URL" size="sm" variant="outline" />
      </div>
    </TitledCard>
  );
}

/** A connection's credentials form: its fields, then the button that sends them (Connect, Save, Verify). */
export function CredentialsForm({
  submit,
  pending,
  label,
  children,
}: {
  submit: () => void;
  pending: boolean;
  label: string;
  children: React.ReactNode;
}) {
  return (
    <form
      className="grid gap-3"
      onSubmit={(e) => {
        e.preventDefault();
        submit();
      }}
    >
      {children}
      <Button type="submit" className="justify-self-start" loading={pending}>
        {label}
      </Button>
    </form>
  );
}
