import type { WorkflowTrigger } from '../../contracts/workflows';

export type MatchableWorkflow = {
  trigger: string;
  active: boolean;
  meetingTypeScope: 'all' | 'selected';
  meetingTypeIds: readonly string[];
  meetingKinds: readonly string[];
};

/** The meeting an event is about, as far as workflow filters care; null for a prospect with no meeting. */
export type MatchSubject = { meetingTypeId: string | null; meetingKind: string | null } | null;

/**
 * Whether a workflow applies: active, listening to this trigger, and for meeting triggers, the
 * meeting's type selected (or all types) and its kind among the chosen kinds. A meeting with no
 * type (booked on behalf without one) counts as a regular meeting of no selected type.
 */
export function workflowApplies(w: MatchableWorkflow, trigger: WorkflowTrigger, subject: MatchSubject): boolean {
  if (!w.active || w.trigger !== trigger) return false;
  if (!trigger.startsWith('meeting_')) return true;
  if (!subject) return false;
  const kind = subject.meetingKind ?? 'regular';
  if (w.meetingKinds.length && !w.meetingKinds.includes(kind)) return false;
  if (w.meetingTypeScope === 'selected') return subject.meetingTypeId !== null && w.meetingTypeIds.includes(subject.meetingTypeId);
  return true;
}
