import { Link, useNavigate } from 'react-router';
import type { MeetingSummaryDto } from '@contracts/meetings';
import { InitialsAvatar } from '@web/components/ui/avatar';
import { Table, TBody, TD, TH, TR, THeadRow } from '@web/components/ui/table';
import { dateIn, timeRange } from './meeting-time';
import { sourceLabel } from './meeting-labels';
import { MeetingStatusBadge } from './meeting-status-badge';

/** Meetings as rows; the whole row opens the details, the prospect name is the keyboard link. */
export function MeetingsTable({ meetings, timeZone }: { meetings: MeetingSummaryDto[]; timeZone: string }) {
  const navigate = useNavigate();
  return (
    <Table>
      <THeadRow>
        <TH>Prospect</TH>
        <TH>When</TH>
        <TH className="hidden md:table-cell">Host</TH>
        <TH className="hidden lg:table-cell">Meeting type</TH>
        <TH className="hidden xl:table-cell">Source</TH>
        <TH className="hidden sm:table-cell">Status</TH>
      </THeadRow>
      <TBody>
        {meetings.map((m) => (
          <TR
            key={m.id}
            className="cursor-pointer"
            onClick={(e) => !(e.target as HTMLElement).closest('a') && navigate(`/meetings/${m.id}/details`)}
          >
            <TD>
              <div className="flex min-w-0 items-center gap-3">
                <InitialsAvatar name={m.prospectName || m.prospectEmail} className="hidden sm:inline-flex" />
                <div className="min-w-0">
                  <Link
                    to={`/meetings/${m.id}/details`}
                    className="block truncate font-medium hover:underline focus-visible:underline focus-visible:outline-none"
                  >
                    {m.prospectName || m.prospectEmail}
                  </Link>
                  <div className="truncate text-xs text-muted-foreground">{m.prospectEmail}</div>
                  <div className="mt-1 sm:hidden">
                    <MeetingStatusBadge status={m.status} />
                  </div>
                </div>
              </div>
            </TD>
            <TD className="whitespace-nowrap">
              <div className="font-medium">{dateIn(m.start, timeZone)}</div>
              <div className="text-xs text-muted-foreground">{timeRange(m.start, m.end, timeZone)}</div>
            </TD>
            <TD className="hidden md:table-cell">{m.hostName}</TD>
            <TD className="hidden lg:table-cell">{m.meetingTypeName || <span className="text-muted-foreground">—</span>}</TD>
            <TD className="hidden text-muted-foreground xl:table-cell">{sourceLabel(m.source)}</TD>
            <TD className="hidden sm:table-cell">
              <MeetingStatusBadge status={m.status} />
            </TD>
          </TR>
        ))}
      </TBody>
    </Table>
  );
}
