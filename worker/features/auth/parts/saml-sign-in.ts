import type { Db } from '../../../db/client';
import type { Caller, Env } from '../../../env';
import { SAML_NOT_CONFIGURED } from '../../../contracts/saml';
import { SSO_FAILED, SSO_NOT_A_MEMBER } from '../../../contracts/sso';
import { DomainError } from '../../../core/errors';
import { authnRequestUrl, SamlError } from '../../../integrations/sso/saml-metadata';
import { verifySamlResponse } from '../../../integrations/sso/saml-response';
import { auditStmt } from '../../audit-log/service';
import * as repo from '../repo';
import * as samlRepo from '../saml-repo';
import { ssoDomainsOf } from '../sso-repo';
import { allowedSignIn } from './security';
import { createSessionStmt } from './sessions';
import { idpOf, samlSpOf } from './saml-config';

/** How long the browser has at the identity provider before the AuthnRequest is void. */
const REQUEST_TTL_MS = 10 * 60_000;
/** Where a test sign-in comes back to. */
export const SAML_TESTED_PATH = '/settings/security/sso?saml=tested';

const failed = (why: string) => {
  console.warn(`saml: ${why}`);
  return new DomainError('unauthorized', 'sso_failed', SSO_FAILED);
};

/** Only a same-origin relative path is opened after sign-in ("/x", never "//host" or "/\\host"). */
export const safeRelayState = (s: string | null | undefined) => (s && /^\/(?![/\\])[^\s\\]*$/.test(s) && s.length <= 500 ? s : null);

/** Issues an AuthnRequest (remembered for its InResponseTo) and answers the identity provider URL to send the browser to. */
export async function startSamlSignIn(env: Env, db: Db, accountId: string, opts: { relayState?: string | null; testBy?: string } = {}) {
  const row = await samlRepo.findSamlConnection(db, accountId);
  if (!row) throw new DomainError('conflict', 'saml_not_configured', SAML_NOT_CONFIGURED);
  const id = `_${crypto.randomUUID()}`;
  const relayState = safeRelayState(opts.relayState);
  await db.batch([
    samlRepo.insertSamlRequestStmt(db, { id, accountId, relayState, testBy: opts.testBy ?? null, expiresAt: Date.now() + REQUEST_TTL_MS }),
    ...samlRepo.sweepSamlStmts(db, Date.now()),
  ]);
  return authnRequestUrl(idpOf(row), samlSpOf(env, accountId), id, relayState ?? '/');
}

/** "Test sign-in" on the setup screen: the Admin goes through the identity provider and comes back. */
export const startSamlTest = (env: Env, db: Db, caller: Caller) => startSamlSignIn(env, db, caller.accountId, { testBy: caller.userId });

/**
 * The ACS: verifies the posted Response for this organization's service provider, ties it to a request
 * we issued (SP-initiated) or accepts it unasked (IdP-initiated), refuses a replayed assertion, then
 * either records a successful test sign-in or signs the member in, creating one just in time for an
 * address of the organization's domains. Answers the session token (none for a test) and where to go.
 */
export async function finishSaml(env: Env, db: Db, accountId: string, samlResponse: string, postedRelayState?: string) {
  const row = await samlRepo.findSamlConnection(db, accountId);
  if (!row) throw failed('no SAML connection for this ACS');
  let assertion;
  try {
    assertion = verifySamlResponse(samlResponse, idpOf(row), samlSpOf(env, accountId));
  } catch (e) {
    if (e instanceof SamlError) throw failed(e.message);
    throw e;
  }
  const request = assertion.inResponseTo ? await samlRepo.takeSamlRequest(db, accountId, assertion.inResponseTo) : undefined;
  if (assertion.inResponseTo && (!request || request.expiresAt <= Date.now())) throw failed('InResponseTo names no request of ours');
  if (!(await samlRepo.useAssertionId(db, accountId, assertion.assertionId, assertion.expiresAt))) throw failed('assertion replayed');
  const now = Date.now();
  if (request?.testBy) {
    await db.batch([
      samlRepo.markSamlVerifiedStmt(db, accountId, now),
      auditStmt(db, {
        accountId,
        action: 'sso_changed',
        actorUserId: request.testBy,
        detail: { protocol: 'saml', testSignIn: 'succeeded', nameId: assertion.nameId },
        at: now,
      }),
    ]);
    return { token: null, location: SAML_TESTED_PATH };
  }
  const policy = await allowedSignIn(db, accountId, 'sso').catch(() => {
    throw failed('single sign-on is not turned on');
  });
  const email = assertion.nameId.toLowerCase();
  const domain = email.split('@')[1] ?? '';
  let user = await repo.findUserByEmail(db, email);
  let jit: [ReturnType<typeof repo.insertUserStmt>, ReturnType<typeof auditStmt>] | null = null;
  if (!user && (await ssoDomainsOf(db, accountId)).includes(domain)) {
    // Just-in-time membership: the identity provider vouches for an address of one of the organization's domains.
    const id = crypto.randomUUID();
    user = { id, accountId, email, role: row.defaultRole, status: 'active' } as NonNullable<typeof user>;
    jit = [
      repo.insertUserStmt(db, { id, accountId, email, name: email.split('@')[0], role: row.defaultRole, createdAt: now }),
      auditStmt(db, {
        accountId,
        action: 'member_provisioned',
        subjectUserId: id,
        detail: { email, role: row.defaultRole, via: 'saml' },
        at: now,
      }),
    ];
  }
  if (!user || user.accountId !== accountId || user.status !== 'active')
    throw new DomainError('forbidden', 'sso_not_a_member', SSO_NOT_A_MEMBER(email));
  const { token, stmt } = await createSessionStmt(db, user, policy);
  const signedIn = auditStmt(db, {
    accountId,
    action: 'sso_signed_in',
    actorUserId: user.id,
    subjectUserId: user.id,
    detail: { protocol: 'saml', issuer: row.idpEntityId, subject: assertion.nameId, initiatedBy: request ? 'sp' : 'idp' },
    at: now,
  });
  await (jit ? db.batch([...jit, stmt, signedIn]) : db.batch([stmt, signedIn]));
  return { token, location: (request ? request.relayState : safeRelayState(postedRelayState)) ?? '/' };
}
