import type * as React from 'react';
import { CopyButton } from '@web/components/ui/copy-button';

function Copyable({ label, value }: { label: string; value: string }) {
  return (
    <div className="grid gap-1">
      <span className="text-xs font-medium text-muted-foreground">{label}</span>
      <div className="flex items-start gap-2">
        <code className="min-w-0 flex-1 break-all rounded bg-muted px-2 py-1.5 font-mono text-xs">{value}</code>
        <CopyButton value={value} label={`Copy ${label.toLowerCase()}`} variant="outline" size="icon" className="h-8 w-8 shrink-0" />
      </div>
    </div>
  );
}

type DnsRecordItemProps = {
  type: string;
  purpose: string;
  name: string;
  value: string;
  /** What the value is called (a CNAME's is its target). */
  valueLabel?: string;
  /** Shown at the end of the header line (whether the provider found the record). */
  badge?: React.ReactNode;
  /** Shown under the values (priority, TTL). */
  footer?: React.ReactNode;
};

/** One record to add at the DNS provider: its type and purpose, then name and value each with a copy button. */
export function DnsRecordItem({ type, purpose, name, value, valueLabel = 'Value', badge, footer }: DnsRecordItemProps) {
  return (
    <li className="grid gap-3 rounded-lg border p-3">
      <div className="flex flex-wrap items-center gap-2 text-sm">
        <span className="rounded bg-primary/10 px-1.5 py-0.5 font-mono text-xs font-semibold text-primary">{type}</span>
        <span className="text-muted-foreground">{purpose}</span>
        {badge && <span className="ml-auto">{badge}</span>}
      </div>
      <Copyable label="Name" value={name} />
      <Copyable label={valueLabel} value={value} />
      {footer}
    </li>
  );
}

/** The records to add at the DNS provider (stacked, so long values fit a phone). */
export function DnsRecordList({ children }: { children: React.ReactNode }) {
  return (
    <ul className="grid gap-3" aria-label="DNS records">
      {children}
    </ul>
  );
}
