import type { DnsRecordDto } from '@contracts/scheduler-domain';
import { CopyButton } from '@web/components/ui/copy-button';

const PURPOSE: Record<DnsRecordDto['purpose'], string> = {
  routing: 'Points the domain at us',
  ownership: 'Proves you own the domain',
  certificate: 'Lets us issue its TLS certificate',
};

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

/** The records to add at the DNS provider, each value with a copy button (stacked, so long values fit a phone). */
export function DnsRecords({ records }: { records: DnsRecordDto[] }) {
  return (
    <ul className="grid gap-3" aria-label="DNS records">
      {records.map((r) => (
        <li key={`${r.type} ${r.name}`} className="grid gap-3 rounded-lg border p-3">
          <div className="flex flex-wrap items-center gap-2 text-sm">
            <span className="rounded bg-primary/10 px-1.5 py-0.5 font-mono text-xs font-semibold text-primary">{r.type}</span>
            <span className="text-muted-foreground">{PURPOSE[r.purpose]}</span>
          </div>
          <Copyable label="Name" value={r.name} />
          <Copyable label={r.type === 'CNAME' ? 'Target' : 'Value'} value={r.value} />
        </li>
      ))}
    </ul>
  );
}
