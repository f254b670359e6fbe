import type { DnsRecordDto } from '@contracts/scheduler-domain';
import { DnsRecordItem, DnsRecordList } from '@web/components/domain-settings/dns-records';

const PURPOSE: Record<DnsRecordDto['purpose'], string> = {
  routing: 'Points the domain at us',
  ownership: 'Proves you own the domain',
  certificate: 'Lets us issue its TLS certificate',
};

/** The records to add at the DNS provider, each value with a copy button (stacked, so long values fit a phone). */
export function DnsRecords({ records }: { records: DnsRecordDto[] }) {
  return (
    <DnsRecordList>
      {records.map((r) => (
        <DnsRecordItem
          key={`${r.type} ${r.name}`}
          type={r.type}
          purpose={PURPOSE[r.purpose]}
          name={r.name}
          valueLabel={r.type === 'CNAME' ? 'Target' : 'Value'}
          value={r.value}
        />
      ))}
    </DnsRecordList>
  );
}
