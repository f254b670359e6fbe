import type { Slot } from './compute-slots';

// Group round robin: the primary group takes turns as host, and one member of each additional group
// joins every meeting; a pod's or rule's internal guests always join. A time is bookable only when a
// host, a distinct member of every additional group and every internal guest are free together.

/** An additional group as booking needs it: its id and its members, in the group's own order. */
export interface JoiningGroup {
  readonly groupId: string;
  readonly memberIds: readonly string[];
}

/** Who must join a meeting besides its host. */
export interface JoiningNeeds {
  readonly groups: readonly JoiningGroup[];
  /** Internal guests: every one of them attends (the host, when one of them, counts as present). */
  readonly required: readonly string[];
}

/** The member of one additional group chosen for a meeting. */
export interface Joiner {
  readonly groupId: string;
  readonly userId: string;
}

/** How many meetings each member has already joined from each group: groupId -> userId -> count. */
export type JoinCounts = ReadonlyMap<string, ReadonlyMap<string, number>>;

/** True when nobody has to join: no additional group and no internal guest. */
export const nobodyJoins = (needs: JoiningNeeds) => needs.groups.length === 0 && needs.required.length === 0;

/**
 * One free member of each additional group, all distinct and none of them the host or an internal guest,
 * or null when some group has nobody left. Within a group the member who joined fewest meetings from it
 * goes first (ties in the group's order), so each group rotates fairly on its own; when an earlier
 * group's best choice leaves a later group with nobody, the next best is tried.
 */
export function chooseJoiners(
  needs: JoiningNeeds,
  hostId: string,
  free: ReadonlySet<string>,
  counts: JoinCounts = new Map(),
): Joiner[] | null {
  if (needs.required.some((id) => id !== hostId && !free.has(id))) return null;
  const taken = new Set([hostId, ...needs.required]);
  const ranked = needs.groups.map((g) => {
    const seen = counts.get(g.groupId);
    const order = new Map(g.memberIds.map((id, i) => [id, i]));
    return g.memberIds
      .filter((id) => free.has(id))
      .sort((a, b) => (seen?.get(a) ?? 0) - (seen?.get(b) ?? 0) || order.get(a)! - order.get(b)!);
  });
  const chosen: Joiner[] = [];
  const search = (i: number): boolean => {
    if (i === needs.groups.length) return true;
    for (const userId of ranked[i]) {
      if (taken.has(userId)) continue;
      taken.add(userId);
      chosen.push({ groupId: needs.groups[i].groupId, userId });
      if (search(i + 1)) return true;
      chosen.pop();
      taken.delete(userId);
    }
    return false;
  };
  return search(0) ? chosen : null;
}

/**
 * Keeps the slots (computed in mode 'any' over hosts, group members and guests together) where some
 * host can be joined by everyone the needs ask for; each kept slot lists only those hosts.
 */
export function slotsWithJoiners(slots: readonly Slot[], hostIds: readonly string[], needs: JoiningNeeds): Slot[] {
  const hosts = new Set(hostIds);
  const out: Slot[] = [];
  for (const slot of slots) {
    const free = new Set(slot.memberIds);
    const memberIds = slot.memberIds.filter((id) => hosts.has(id) && chooseJoiners(needs, id, free) !== null);
    if (memberIds.length) out.push({ ...slot, memberIds });
  }
  return out;
}
