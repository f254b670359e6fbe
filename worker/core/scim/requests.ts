import { DomainError } from '../errors';

// SCIM 2.0 (RFC 7644) requests read the way Okta and Microsoft Entra send them: filters of the one form both
// use (`attribute eq "value"`), and PATCH operations with any capitalisation ("Replace", "Add"), booleans as
// strings ("False"), a path per attribute (Entra) or one value object without a path (Okta).

/** A SCIM error the API answers with its status and scimType (RFC 7644 section 3.12). */
export const scimError = (scimType: 'invalidFilter' | 'invalidValue' | 'invalidPath' | 'invalidSyntax' | 'noTarget', detail: string) =>
  new DomainError('bad_request', scimType, detail);

/** `attribute eq "value"` of a list request's filter, the attribute lower-cased; null without a filter. */
export function parseEqFilter(filter: string | undefined, attributes: readonly string[]): { attribute: string; value: string } | null {
  if (filter === undefined || filter.trim() === '') return null;
  const m = /^\s*([A-Za-z][\w.:]*)\s+eq\s+"((?:[^"\\]|\\.)*)"\s*$/i.exec(filter);
  const attribute = m?.[1].toLowerCase();
  if (!m || !attribute || !attributes.includes(attribute))
    throw scimError('invalidFilter', `Only ${attributes.map((a) => `${a} eq "…"`).join(', ')} filters are supported`);
  return { attribute, value: m[2].replace(/\\(.)/g, '$1') };
}

export type PatchOp = { op: 'add' | 'replace' | 'remove'; path: string | null; value: unknown };

/** The operations of a PatchOp body, op names lower-cased; anything else is invalidSyntax. */
export function patchOps(body: unknown): PatchOp[] {
  const ops = (body as { Operations?: unknown } | null)?.Operations;
  if (!Array.isArray(ops) || !ops.length) throw scimError('invalidSyntax', 'A PATCH request needs an Operations list');
  return ops.map((raw: unknown) => {
    const o = raw as { op?: unknown; path?: unknown; value?: unknown } | null;
    const op = typeof o?.op === 'string' ? o.op.toLowerCase() : '';
    if (op !== 'add' && op !== 'replace' && op !== 'remove') throw scimError('invalidSyntax', `Unknown PATCH operation "${String(o?.op)}"`);
    return { op, path: typeof o?.path === 'string' && o.path.trim() ? o.path.trim() : null, value: o?.value };
  });
}

/** A SCIM boolean, which Entra sends as the string "True" or "False". */
export function scimBoolean(value: unknown, attribute: string): boolean {
  if (typeof value === 'boolean') return value;
  if (typeof value === 'string' && /^(true|false)$/i.test(value)) return value.toLowerCase() === 'true';
  throw scimError('invalidValue', `${attribute} must be true or false`);
}

const scimString = (value: unknown, attribute: string) => {
  if (typeof value !== 'string') throw scimError('invalidValue', `${attribute} must be a string`);
  return value.trim();
};

/** The parts of a SCIM User a member is made of. */
export type ScimUserState = {
  userName: string;
  displayName: string;
  givenName: string;
  familyName: string;
  active: boolean;
  externalId: string | null;
};

/** How a member's one display name reads as SCIM name parts: the first word is the given name. */
export function splitName(name: string): { givenName: string; familyName: string } {
  const [givenName = '', ...rest] = name.trim().split(/\s+/);
  return { givenName, familyName: rest.join(' ') };
}

type UserInput = {
  userName?: unknown;
  displayName?: unknown;
  name?: { formatted?: unknown; givenName?: unknown; familyName?: unknown } | null;
  active?: unknown;
  externalId?: unknown;
};

/** The member a POST or PUT body describes (other attributes are the identity provider's own and ignored). */
export function userFromBody(body: unknown, current?: ScimUserState): ScimUserState {
  const b = (body ?? {}) as UserInput;
  if (typeof b.userName !== 'string' || !b.userName.trim()) throw scimError('invalidValue', 'userName is required');
  const given = b.name?.givenName === undefined ? '' : scimString(b.name.givenName, 'name.givenName');
  const family = b.name?.familyName === undefined ? '' : scimString(b.name.familyName, 'name.familyName');
  const displayName =
    (b.displayName !== undefined && scimString(b.displayName, 'displayName')) ||
    (b.name?.formatted !== undefined && scimString(b.name.formatted, 'name.formatted')) ||
    `${given} ${family}`.trim() ||
    current?.displayName ||
    b.userName.trim();
  return {
    userName: b.userName.trim(),
    displayName,
    ...splitName(displayName),
    active: b.active === undefined ? (current?.active ?? true) : scimBoolean(b.active, 'active'),
    externalId: b.externalId === undefined || b.externalId === null ? null : scimString(b.externalId, 'externalId'),
  };
}

/** Applies a User PatchOp to a member's state; attributes a member does not have (title, addresses…) are ignored. */
export function patchUser(current: ScimUserState, ops: PatchOp[]): ScimUserState {
  const next = { ...current };
  let named: 'display' | 'parts' | null = null;
  const set = (path: string, value: unknown, op: PatchOp['op']) => {
    switch (path.toLowerCase()) {
      case 'active':
        next.active = scimBoolean(value, 'active');
        return;
      case 'username':
        next.userName = scimString(value, 'userName');
        return;
      case 'externalid':
        next.externalId = op === 'remove' || value === null ? null : scimString(value, 'externalId');
        return;
      case 'displayname':
      case 'name.formatted':
        if (op === 'remove') return;
        next.displayName = scimString(value, path);
        named = 'display';
        return;
      case 'name.givenname':
        next.givenName = op === 'remove' ? '' : scimString(value, path);
        named ??= 'parts';
        return;
      case 'name.familyname':
        next.familyName = op === 'remove' ? '' : scimString(value, path);
        named ??= 'parts';
        return;
      case 'name':
        if (value && typeof value === 'object') for (const [k, v] of Object.entries(value)) set(`name.${k}`, v, op);
        return;
    }
  };
  for (const o of ops) {
    if (o.path) set(o.path, o.value, o.op);
    else if (o.value && typeof o.value === 'object' && !Array.isArray(o.value))
      for (const [k, v] of Object.entries(o.value)) set(k, v, o.op);
    else throw scimError('noTarget', 'An operation without a path needs an object value');
  }
  if (named === 'parts') next.displayName = `${next.givenName} ${next.familyName}`.trim() || current.displayName;
  if (!next.userName) throw scimError('invalidValue', 'userName is required');
  if (!next.displayName) next.displayName = current.displayName;
  return { ...next, ...splitName(next.displayName) };
}

/** What a Group PatchOp changes: its name, and its members as a whole list or as additions and removals. */
export type GroupChange = {
  displayName?: string;
  externalId?: string | null;
  members?: string[];
  add: string[];
  remove: string[];
};

const memberIds = (value: unknown): string[] => {
  const list = Array.isArray(value) ? value : value === undefined || value === null ? [] : [value];
  return list.map((m: unknown) => {
    const id = typeof m === 'string' ? m : (m as { value?: unknown } | null)?.value;
    if (typeof id !== 'string' || !id) throw scimError('invalidValue', 'Each member needs a value (the member id)');
    return id;
  });
};

/** Reads a Group PatchOp (Okta's `members[value eq "id"]` removals and Entra's `members` lists alike). */
export function patchGroup(ops: PatchOp[]): GroupChange {
  const change: GroupChange = { add: [], remove: [] };
  const apply = (path: string, value: unknown, op: PatchOp['op']) => {
    const filtered = /^members\[\s*value\s+eq\s+"([^"]+)"\s*\]$/i.exec(path);
    const attr = path.toLowerCase();
    if (filtered) {
      if (op !== 'remove') throw scimError('invalidPath', 'Only remove works on a filtered members path');
      change.remove.push(filtered[1]);
    } else if (attr === 'members') {
      const ids = memberIds(value);
      if (op === 'add') change.add.push(...ids);
      else if (op === 'remove' && ids.length) change.remove.push(...ids);
      else change.members = ids;
    } else if (attr === 'displayname') {
      if (op === 'remove') throw scimError('invalidValue', 'displayName is required');
      change.displayName = scimString(value, 'displayName');
      if (!change.displayName) throw scimError('invalidValue', 'displayName is required');
    } else if (attr === 'externalid') {
      change.externalId = op === 'remove' || value === null ? null : scimString(value, 'externalId');
    }
  };
  for (const o of ops) {
    if (o.path) apply(o.path, o.value, o.op);
    else if (o.value && typeof o.value === 'object' && !Array.isArray(o.value)) {
      for (const [k, v] of Object.entries(o.value)) if (k !== 'id') apply(k, v, o.op);
    } else throw scimError('noTarget', 'An operation without a path needs an object value');
  }
  return change;
}
