import type { MeetingDto, MeetingSummaryDto } from '@contracts/meetings';
import { apiCall } from './api';
import { browserZone, h, timeIn } from './dom';
import { empty, row } from './popup-kit';

const DETAILS_SHOWN = 10;
const dayKey = (d: Date) => d.toDateString();

/** Meetings: mine, today's and upcoming, each with its join link (from the meeting's details). */
export async function meetingsTab(): Promise<Node[]> {
  const list = await apiCall<{ data: MeetingSummaryDto[] }>('GET', '/api/meetings?view=scheduled&mine=true');
  const now = Date.now();
  const coming = list.data.filter((m) => Date.parse(m.end) >= now).sort((a, b) => a.start.localeCompare(b.start));
  if (!coming.length) return [empty('No meetings today or coming up.')];
  const details = await Promise.all(
    coming.slice(0, DETAILS_SHOWN).map((m) =>
      apiCall<{ data: MeetingDto }>('GET', `/api/meetings/${m.id}`).then(
        (d) => d.data,
        () => null,
      ),
    ),
  );
  const zone = browserZone();
  const today = dayKey(new Date());
  const item = (m: MeetingSummaryDto, i: number) => {
    const join = details[i]?.conference?.joinUrl;
    return row(
      m.title || `${m.meetingTypeName} with ${m.prospectName}`,
      `${timeIn(m.start, zone)} · ${m.prospectName || m.prospectEmail}`,
      join ? h('a', { class: 'button small', href: join, target: '_blank', rel: 'noopener', text: 'Join' }) : null,
    );
  };
  const todays = coming.filter((m) => dayKey(new Date(m.start)) === today);
  const later = coming.filter((m) => dayKey(new Date(m.start)) !== today);
  const section = (title: string, ms: MeetingSummaryDto[], none: string) =>
    h('section', {}, h('h2', { text: title }), ms.length ? h('ul', {}, ...ms.map((m) => item(m, coming.indexOf(m)))) : empty(none));
  return [section('Today', todays, 'No more meetings today.'), section('Upcoming', later, 'Nothing after today yet.')];
}
