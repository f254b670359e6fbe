import type { EmailDnsRecordDto } from '@contracts/email-domain';
import { DnsRecordItem, DnsRecordList } from '@web/components/domain-settings/dns-records';
import { Badge } from '@web/components/ui/badge';

const PURPOSE: Record<EmailDnsRecordDto['record'], string> = {
  DKIM: 'DKIM: signs your e-mails',
  SPF: 'SPF: allows us to send for the domain',
  'Return-Path': 'Return path: receives bounces',
  DMARC: 'DMARC: tells receivers what to do with failures',
  Other: 'Asked for by the e-mail provider',
};

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
    <DnsRecordList>
      {records.map((r) => (
        <DnsRecordItem
          key={`${r.type} ${r.name} ${r.record}`}
          type={r.type}
          purpose={PURPOSE[r.record]}
          badge={recordBadge(r.status)}
          name={r.name}
          value={r.value}
          footer={
            <p className="text-xs text-muted-foreground">
              {r.priority !== null && `Priority ${r.priority} · `}TTL {r.ttl}
            </p>
          }
        />
      ))}
    </DnsRecordList>
  );
}
