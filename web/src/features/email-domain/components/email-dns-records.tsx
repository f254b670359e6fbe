import type { EmailDnsRecordDto } from '@contracts/email-domain';
import { Badge } from '@web/components/ui/badge';
import { CopyButton } from '@web/components/ui/copy-button';

const PURPOSE: Record<EmailDnsRecordDto['record'], string> = {
  DKIM: 'DKIM: signs your e-mails',
  SPF: 'SPF: allows us to send for the domain',
  'Return-Path': 'Return path: receives bounces',
  DMARC: 'DMARC: tells receivers what to do with failures',
  Other: 'Asked for by the e-mail provider',
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

const recordBadge = (status: string) =>
  status === 'verified' ? (
    <Badge variant="success">Found</Badge>
  ) : status === 'failed' ? (
    <Badge variant="destructive">Not found</Badge>
  ) : (
    <Badge variant="warning">Not found yet</Badge>
  );

/** The records to add at the DNS provider, each value with a copy button (stacked, so long DKIM keys fit a phone). */
export function EmailDnsRecords({ records }: { records: EmailDnsRecordDto[] }) {
  return (
    <ul className="grid gap-3" aria-label="DNS records">
      {records.map((r) => (
        <li key={`${r.type} ${r.name} ${r.record}`} className="grid gap-3 rounded-lg border p-3">
          <div className="flex flex-wrap items-center gap-2 text-sm">
            <span className="rounded bg-primary/10 px-1.5 py-0.5 font-mono text-xs font-semibold text-primary">{r.type}</span>
            <span className="text-muted-foreground">{PURPOSE[r.record]}</span>
            <span className="ml-auto">{recordBadge(r.status)}</span>
          </div>
          <Copyable label="Name" value={r.name} />
          <Copyable label="Value" value={r.value} />
          <p className="text-xs text-muted-foreground">
            {r.priority !== null && `Priority ${r.priority} · `}TTL {r.ttl}
          </p>
        </li>
      ))}
    </ul>
  );
}
