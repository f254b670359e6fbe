import * as React from 'react';
import { Badge } from '@web/components/ui/badge';
import { Button } from '@web/components/ui/button';
import { ConfirmDialog } from '@web/components/ui/confirm-dialog';
import { useInstantFormat } from '@web/lib/viewer-time';

/** How a domain's verification state is shown: its badge and the sentence under it. */
export type DomainStatusText = { label: string; variant: 'success' | 'warning' | 'destructive'; text: string };

/** Pending: the same for every kind of domain, while the provider has not found the records yet. */
export const PENDING_STATUS: DomainStatusText = {
  label: 'Pending',
  variant: 'warning',
  text: 'Add the DNS records below. We check every minute; DNS changes can take a few hours to show.',
};

type DomainStatusPanelProps = {
  /** The domain as the organization entered it. */
  name: string;
  status: DomainStatusText;
  verified: boolean;
  configured: boolean;
  checkedAt: string | null;
  /** Rows of the details list before "Last checked" (`dt`/`dd` pairs). */
  details?: React.ReactNode;
  /** Shown under the details (the provider's verification errors). */
  children?: React.ReactNode;
  check: { isPending: boolean; mutate: () => void };
  remove: { mutate: () => void };
  /** What removing the domain does, in the confirmation. */
  removeDescription: string;
};

/** A custom domain's verification state, when it was last checked, "Check now" and removal. */
export function DomainStatusPanel({
  name,
  status,
  verified,
  configured,
  checkedAt,
  details,
  children,
  check,
  remove,
  removeDescription,
}: DomainStatusPanelProps) {
  const at = useInstantFormat();
  const [confirming, setConfirming] = React.useState(false);
  return (
    <div className="grid gap-4">
      <div className="flex flex-wrap items-center gap-3">
        <span className="break-all font-mono text-base font-semibold">{name}</span>
        <Badge variant={status.variant}>{status.label}</Badge>
      </div>
      <p className="text-sm text-muted-foreground">{status.text}</p>
      <dl className="grid gap-2 text-sm sm:grid-cols-[max-content_1fr] sm:gap-x-6">
        {details}
        <dt className="text-muted-foreground">Last checked</dt>
        <dd>{checkedAt ? at(checkedAt) : 'Not yet'}</dd>
      </dl>
      {children}
      <div className="flex flex-wrap gap-2">
        {!verified && (
          <Button variant="outline" loading={check.isPending} disabled={!configured} onClick={() => check.mutate()}>
            Check now
          </Button>
        )}
        <Button variant="ghost" className="text-destructive" disabled={!configured} onClick={() => setConfirming(true)}>
          Remove domain
        </Button>
      </div>
      <ConfirmDialog
        open={confirming}
        onOpenChange={setConfirming}
        title="Remove the domain?"
        description={removeDescription}
        confirmLabel="Remove"
        destructive
        onConfirm={() => remove.mutate()}
      />
    </div>
  );
}
