import { ROUTING_REASONS, type CrmRecord, type MatchingAssignee, type OwnerUpdate, type RoutingUser } from '../../contracts/routing';
import { toAtoms } from './values';

/** Product users keyed every way a CRM may name an owner: product id, CRM owner id, e-mail. */
export interface UserDirectory {
  byId: ReadonlyMap<string, RoutingUser>;
  byCrmOwnerId: ReadonlyMap<string, RoutingUser>;
  byEmail: ReadonlyMap<string, RoutingUser>;
}

/** Who a passed matching rule hands the prospect to; a group is resolved later by round robin. */
export type RoutingAssignee =
  | { type: 'user'; userId: string; teamId: string | null; via: 'record_owner' | 'specific_user' }
  | { type: 'group'; teamId: string; groupIds: string[] };

export type AssigneeResolution = { ok: true; assignee: RoutingAssignee } | { ok: false; reason: string; detail: string };

/** Indexes active users once per decision; deactivated users cannot receive meetings, so they are left out. */
export function buildUserDirectory(users: ReadonlyArray<RoutingUser>): UserDirectory {
  const byId = new Map<string, RoutingUser>();
  const byCrmOwnerId = new Map<string, RoutingUser>();
  const byEmail = new Map<string, RoutingUser>();
  for (const user of users) {
    if (user.active === false) continue;
    byId.set(user.id, user);
    byEmail.set(user.email.trim().toLowerCase(), user);
    for (const ownerId of user.crmOwnerIds ?? []) byCrmOwnerId.set(ownerId, user);
  }
  return { byId, byCrmOwnerId, byEmail };
}

/** The product user a CRM owner value stands for (CRM owner id first, then e-mail, then product id). */
export function findUserByOwnerValue(value: string, users: UserDirectory): RoutingUser | null {
  return users.byCrmOwnerId.get(value) ?? users.byEmail.get(value.toLowerCase()) ?? users.byId.get(value) ?? null;
}

function ownerValue(record: CrmRecord, property: string | null | undefined): string | null {
  if (!property) return null;
  return toAtoms(record.fields[property])[0] ?? null;
}

/** Resolves a rule's assignee against the matched record; an owner with no product user fails the rule. */
export function resolveAssignee(assignee: MatchingAssignee, record: CrmRecord, users: UserDirectory): AssigneeResolution {
  if (assignee.type === 'group') {
    return { ok: true, assignee: { type: 'group', teamId: assignee.teamId, groupIds: [...assignee.groupIds] } };
  }
  if (assignee.type === 'specific_user') {
    const user = users.byId.get(assignee.userId);
    if (!user) {
      return { ok: false, reason: ROUTING_REASONS.userNotInProduct, detail: `User ${assignee.userId} is not an active user` };
    }
    return { ok: true, assignee: { type: 'user', userId: user.id, teamId: assignee.teamId, via: 'specific_user' } };
  }
  // The source owner property is read when the main one is blank (e.g. leads and contacts keep owners apart).
  const value = ownerValue(record, assignee.ownerProperty) ?? ownerValue(record, assignee.sourceOwnerProperty);
  if (!value) {
    return {
      ok: false,
      reason: ROUTING_REASONS.userNotInProduct,
      detail: `Record ${record.id} has no owner in "${assignee.ownerProperty}"`,
    };
  }
  const user = findUserByOwnerValue(value, users);
  if (!user) {
    return { ok: false, reason: ROUTING_REASONS.userNotInProduct, detail: `CRM owner "${value}" has no product user` };
  }
  return { ok: true, assignee: { type: 'user', userId: user.id, teamId: null, via: 'record_owner' } };
}

/** Whether the CRM owner field gets written, with what, and why not when it does not. */
export interface OwnerUpdateDecision {
  update: boolean;
  recordId: string | null;
  property: string | null;
  value: string | null;
  reason: string | null;
}

export interface OwnerUpdateInput {
  setting: OwnerUpdate;
  /** null when no record matched: the service writes the owner on the record it creates. */
  record: CrmRecord | null;
  assigneeUserId: string | null;
  users: UserDirectory;
  /** The router's "override existing ownership" flag. */
  overrideExistingOwner: boolean;
}

/** Decides the CRM owner update for an assignment. */
export function decideOwnerUpdate(input: OwnerUpdateInput): OwnerUpdateDecision {
  const { setting, record } = input;
  const property = setting.destinationProperty?.trim() || null;
  const none = (reason: string): OwnerUpdateDecision => ({
    update: false,
    recordId: record?.id ?? null,
    property,
    value: null,
    reason,
  });
  if (!setting.enabled || !property) return none(ROUTING_REASONS.ownerNotUpdated);
  const user = input.assigneeUserId ? input.users.byId.get(input.assigneeUserId) : undefined;
  if (!user) return none(ROUTING_REASONS.userNotInProduct);
  // CRMs want their own owner id; the e-mail is the portable fallback most CRMs also accept.
  const value = user.crmOwnerIds?.[0] ?? user.email;
  const current = record ? ownerValue(record, property) : null;
  if (current) {
    const currentUser = findUserByOwnerValue(current, input.users);
    if (current === value || currentUser?.id === user.id) return { ...none('Owner is already the assignee'), value };
    if (!input.overrideExistingOwner) return none(ROUTING_REASONS.ownerNotUpdated);
  }
  return { update: true, recordId: record?.id ?? null, property, value, reason: null };
}
