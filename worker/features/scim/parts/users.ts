// SCIM Users are the organization's members: userName is the member's e-mail, displayName their name,
// active their status. Deleted members are gone for SCIM (404), as RFC 7644 wants after a DELETE.
import * as v from 'valibot';
import type { Db } from '../../../db/client';
import type { Caller } from '../../../env';
import type { MemberDto } from '../../../contracts/members';
import { emailField } from '../../../contracts/common';
import { SCIM_SCHEMAS } from '../../../contracts/scim';
import { notFound } from '../../../core/errors';
import { parseEqFilter, patchOps, patchUser, scimError, splitName, userFromBody, type ScimUserState } from '../../../core/scim/requests';
import * as members from '../../members/service';
import * as repo from '../repo';
import { listResponse, type ListQuery } from './list';

function userResource(m: MemberDto, externalId: string | null, baseUrl: string) {
  const { givenName, familyName } = splitName(m.name);
  return {
    schemas: [SCIM_SCHEMAS.user],
    id: m.id,
    ...(externalId ? { externalId } : {}),
    userName: m.email,
    name: { formatted: m.name, givenName, familyName },
    displayName: m.name,
    emails: [{ value: m.email, type: 'work', primary: true }],
    active: m.status === 'active',
    groups: m.teams.map((t) => ({ value: t.id, display: t.name, $ref: `${baseUrl}/Groups/${t.id}` })),
    meta: { resourceType: 'User', location: `${baseUrl}/Users/${m.id}` },
  };
}

const stateOf = (m: MemberDto, externalId: string | null): ScimUserState => ({
  userName: m.email,
  displayName: m.name,
  ...splitName(m.name),
  active: m.status === 'active',
  externalId,
});

async function load(db: Db, caller: Caller, id: string) {
  const m = await members.getMember(db, caller, id);
  if (m.status === 'deleted') throw notFound('User');
  return { member: m, externalId: (await repo.externalIds(db, caller.accountId, 'User', [id])).get(id) ?? null };
}

const checkEmail = (userName: string) => {
  if (!v.is(emailField, userName)) throw scimError('invalidValue', 'userName must be an e-mail address');
};

/** Brings the member to the state the identity provider sent, each change through the members service. */
async function apply(db: Db, caller: Caller, current: { member: MemberDto; externalId: string | null }, next: ScimUserState) {
  const { member } = current;
  if (next.userName.toLowerCase() !== member.email.toLowerCase() || next.displayName !== member.name) {
    checkEmail(next.userName);
    await members.updateMemberIdentity(db, caller, member.id, { email: next.userName, name: next.displayName });
  }
  if (next.externalId !== current.externalId) await repo.setExternalIdStmt(db, caller.accountId, 'User', member.id, next.externalId).run();
  const active = member.status === 'active';
  if (active && !next.active) await members.discardMember(db, caller, member.id, 'deactivated');
  if (!active && next.active)
    await members.reactivateMember(db, caller, member.id, { role: member.role, teamIds: member.teams.map((t) => t.id) });
}

export const scimUsers = {
  async list(db: Db, caller: Caller, baseUrl: string, q: ListQuery) {
    const filter = parseEqFilter(q.filter, ['username', 'externalid', 'id']);
    const [all, external] = await Promise.all([members.listMembers(db, caller, {}), repo.externalIds(db, caller.accountId, 'User')]);
    const matches = all.filter((m) => {
      if (!filter) return true;
      if (filter.attribute === 'username') return m.email.toLowerCase() === filter.value.toLowerCase();
      if (filter.attribute === 'externalid') return external.get(m.id) === filter.value;
      return m.id === filter.value;
    });
    return listResponse(matches, q, (m) => userResource(m, external.get(m.id) ?? null, baseUrl));
  },

  async get(db: Db, caller: Caller, baseUrl: string, id: string) {
    const { member, externalId } = await load(db, caller, id);
    return userResource(member, externalId, baseUrl);
  },

  async create(db: Db, caller: Caller, baseUrl: string, body: unknown) {
    const next = userFromBody(body);
    checkEmail(next.userName);
    const id = await members.provisionMember(db, caller, { email: next.userName, name: next.displayName });
    const created = await load(db, caller, id);
    await apply(db, caller, created, next);
    return this.get(db, caller, baseUrl, id);
  },

  async replace(db: Db, caller: Caller, baseUrl: string, id: string, body: unknown) {
    const current = await load(db, caller, id);
    await apply(db, caller, current, userFromBody(body, stateOf(current.member, current.externalId)));
    return this.get(db, caller, baseUrl, id);
  },

  async patch(db: Db, caller: Caller, baseUrl: string, id: string, body: unknown) {
    const current = await load(db, caller, id);
    await apply(db, caller, current, patchUser(stateOf(current.member, current.externalId), patchOps(body)));
    return this.get(db, caller, baseUrl, id);
  },

  /** Deleted, as an Admin deletes: history kept, sessions ended, teams left; the member is gone for SCIM. */
  async remove(db: Db, caller: Caller, id: string) {
    await load(db, caller, id);
    await members.discardMember(db, caller, id, 'deleted');
  },
};
