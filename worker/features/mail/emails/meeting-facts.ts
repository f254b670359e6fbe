/** What every meeting e-mail may show, already formatted for its recipient (times in their zone). */
export type MeetingFacts = {
  org: string;
  /** The meeting type's name, as the prospect saw it when booking. */
  typeName: string;
  duration: string;
  when: string;
  /** The time before a reschedule, in the same zone. */
  previousWhen?: string;
  prospect: { name: string; email: string };
  hostName: string;
  /** The conference link or location; empty when there is none. */
  location: string;
  guests: string[];
  /** Other team members attending, by name. */
  team: string[];
  answers: { question: string; answer: string }[];
  cancellationReason?: string | null;
};

/** A relay booking: who handed the prospect over, and whether that is the e-mail's reader. */
export type HandedOver = { by: string; byYou: boolean };

export type HostMailKind = 'booked' | 'rescheduled' | 'updated' | 'cancelled' | 'reminder' | 'reassigned_to' | 'reassigned_away';
export type ProspectMailKind = 'booked' | 'rescheduled' | 'updated' | 'cancelled' | 'reminder';

/** The kinds whose subject reads alike for the team and the prospect: only how the meeting is named differs. */
type ChangeKind = 'rescheduled' | 'updated' | 'cancelled' | 'reminder';

/** The subject of a change to a booked meeting (or its reminder); `what` names the meeting as its reader knows it. */
export function changeSubject(kind: ChangeKind, what: string, when: string): string {
  if (kind === 'rescheduled') return `Rescheduled: ${what} is now ${when}`;
  const prefix = { updated: 'Updated', cancelled: 'Cancelled', reminder: 'Reminder' }[kind];
  return `${prefix}: ${what} on ${when}`;
}

export const isUrl = (value: string) => /^https?:\/\/\S+$/.test(value.trim());
