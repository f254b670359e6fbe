import type { Read, Stmt } from '../../../db/batch';
import type { BookingDto } from '../../../contracts/booking';
import type { IdempotencyRecord } from '../../../contracts/idempotency';
import type { UtmValues } from '../../../contracts/utm-params';
import type { Joiner, JoiningNeeds } from '../../../core/slots/joining-groups';
import type { InviteTemplates, Person } from './notify';
import type { MeetingRow } from '../repo';
import type { SlotMemberOptions } from '../../meeting-types/service';
import type { MeetingTypeRowForSlots } from '../../meeting-types/service';

// What a booking is asked for (the plan) and what it answers; book.ts carries it out.

export type Host = Person & { id: string };
/**
 * Who joins whichever host takes the meeting, chosen per booking: one member of each additional group
 * (group round robin) and the internal guests of the rule or pod. `people` names every one of them.
 */
export type Joining = { needs: JoiningNeeds; people: Map<string, Host> };

/** What a booking claims besides calendar time; the claim's trigger refuses a subject no longer open. */
export type BookingClaim = { kind: 'routing_session'; subjectId: string };

/**
 * Everything one booking needs, whoever books: a public link, a group link, a routing session, a member
 * booking on behalf (and later relays and campaigns). `order` ranks the hosts free at the chosen start.
 */
export type BookingPlan = {
  accountId: string;
  org: string;
  type: MeetingTypeRowForSlots & InviteTemplates;
  linkId: string | null;
  source: MeetingRow['source'];
  start: number;
  /** Whose calendars are checked, in the plan's order. */
  hosts: Host[];
  /** 'all': every host attends (personal, collective); 'any': one free host takes it. */
  mode: 'all' | 'any';
  /**
   * Ranks the hosts free at the chosen start (mode 'any'): asked once the free hosts are known (a pod's turn), or a read
   * that joins the booking's first batch and ranks them from what it read (fewest booked first).
   */
  order: ((free: string[]) => Promise<string[]>) | Read<(free: string[]) => string[]>;
  /** Team members who join whichever host takes the meeting; their blocks are checked by the same trigger. */
  internalGuests: Host[];
  /** Mode 'any' only: a time is offered and booked only when a host and everyone joining are free together. */
  joining?: Joining;
  /** Members booking for a prospect may pick a time sooner than the type's earliest slot. */
  ignoreEarliest?: boolean;
  /** What a relay booker may bend, where the relay allows it: the hosts' own calendar events, their hours. */
  slotOptions?: Pick<SlotMemberOptions, 'calendars' | 'anyHours'>;
  /** Who organizes the meeting (its owner and the invite's ORGANIZER) when not the host: a relay's booker. */
  organizer?: Host;
  /** A relay's booker, who handed the prospect over: the e-mails say who handed over to whom. */
  handover?: Pick<Host, 'name' | 'email'>;
  /** A relay's "default guest accept": the team members invited are marked accepted on invites and the host calendar. */
  teamAccepted?: boolean;
  /** The answer to a slot that a member's own calendar refuses: 'slot_taken' for prospects, 'slot_conflict' for members. */
  conflictCode?: 'slot_taken' | 'slot_conflict';
  prospect: { name: string; email: string; timezone: string };
  answers: { question: string; answer: string }[];
  guests: string[];
  /** The UTM values the prospect came with, kept on the meeting for the CRM's mapped UTM fields. */
  utm?: UtmValues;
  notes?: string;
  bookedByUserId: string | null;
  redirectUrl: string | null;
  meetingName: string;
  idempotency: IdempotencyRecord | null;
  claim: BookingClaim | null;
  /** Checks that the booked thing is still open, run after a replay is ruled out (a replay answers even when it is not). */
  precheck?: () => void;
  /**
   * For a plan made from what this isolate read last (a link's context): statements read with the booking's first read
   * that answer whether it still holds. When they answer false, bookMeeting throws PlanOutdated before deciding
   * anything from the plan, and the caller plans again from a fresh read.
   */
  stillHolds?: Read<boolean>;
  /** Further statements of the same batch for the meeting about to be written (a session's outcome, a pod turn). */
  alsoWrite?: (meeting: MeetingRow, joined: Joiner[]) => Stmt[];
};

/** Thrown by bookMeeting when the plan's `stillHolds` read answered false. */
export class PlanOutdated extends Error {}

export type Booked = { booking: BookingDto; meeting: MeetingRow | null; replayed: boolean; joined?: Joiner[] };
