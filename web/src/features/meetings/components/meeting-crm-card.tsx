import type { MeetingCrmWriteDto, MeetingDto } from '@contracts/meetings';
import { Badge } from '@web/components/ui/badge';
import { Section } from './meeting-info-cards';

const STATUS: Record<MeetingCrmWriteDto['status'], { label: string; variant: 'success' | 'destructive' | 'secondary' }> = {
  written: { label: 'Written', variant: 'success' },
  failed: { label: 'Failed', variant: 'destructive' },
  pending: { label: 'Writing', variant: 'secondary' },
};

/** What the booking's mapped answers did in each CRM; only bookings whose questions map to CRM fields have it. */
export function CrmWritesCard({ meeting }: { meeting: MeetingDto }) {
  if (!meeting.crmWrites.length) return null;
  return (
    <Section title="CRM">
      <ul className="grid gap-3" aria-label="CRM writes">
        {meeting.crmWrites.map((w) => (
          <li key={w.crm} className="grid gap-1">
            <div className="flex flex-wrap items-center gap-2">
              <span className="font-medium">{w.crm}</span>
              <Badge variant={STATUS[w.status].variant}>{STATUS[w.status].label}</Badge>
            </div>
            <p className={w.status === 'failed' ? 'wrap-anywhere text-destructive' : 'wrap-anywhere text-muted-foreground'}>{w.detail}</p>
          </li>
        ))}
      </ul>
    </Section>
  );
}
