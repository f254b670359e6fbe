import type { RelaySessionDto, RelaySlotDto } from '@contracts/relay-sessions';
import { dayLabel, timeLabel } from './relay-scheduler';

/** The slots as text for an e-mail, in the prospect's zone (slot sharing: generate, copy, insert). */
export function slotsText(slots: RelaySlotDto[], zone: string) {
  return [
    `Here are a few times that work (${zone.replace(/_/g, ' ')}):`,
    ...slots.map((s) => `• ${dayLabel(s.start, zone)}, ${timeLabel(s.start, zone)}`),
  ].join('\n');
}

export const assigneeName = (s: RelaySessionDto) => (s.assignee?.kind === 'user' ? s.assignee.name : 'the assignee');

/** What booking a bent slot means, said before the booker books it. */
export function bendWarning(slot: Pick<RelaySlotDto, 'conflict' | 'outsideHours'>, name: string) {
  const parts = [
    ...(slot.conflict ? [`This time overlaps an event in ${name}'s calendar; booking it books over that event.`] : []),
    ...(slot.outsideHours ? [`This time is outside ${name}'s working hours.`] : []),
  ];
  return `${parts.join(' ')} Meetings already booked in Routewise are never double-booked.`;
}
