import type { Db } from '../../../db/client';
import type { Env } from '../../../env';
import type { SsoStartDto } from '../../../contracts/auth';
import { SSO_FAILED, SSO_NO_EMAIL, SSO_NOT_A_MEMBER, SSO_NOT_CONFIGURED } from '../../../contracts/sso';
import { DomainError } from '../../../core/errors';
import { discover, finishSignIn, OidcError, startSignIn, type OidcAttempt } from '../../../integrations/sso/oidc';
import { outboundPolicy } from '../../../lib/outbound-url';
import { seal, unseal } from '../../../lib/vault';
import { auditStmt } from '../../audit-log/service';
import * as repo from '../repo';
import { accountOfSsoDomain } from '../sso-repo';
import { findSamlConnection } from '../saml-repo';
import { startSamlSignIn } from './saml-sign-in';
import { allowedSignIn } from './security';
import { createSessionStmt } from './sessions';
import { ssoClientOf, ssoRedirectUri } from './sso-config';

/** How long the browser has at the identity provider before the attempt is void. */
export const SSO_ATTEMPT_TTL_MS = 10 * 60_000;

/** The attempt kept in the browser between start and callback, sealed so it can be neither read nor forged. */
type SealedAttempt = OidcAttempt & { accountId: string; expiresAt: number };

const notConfigured = () => new DomainError('bad_request', 'sso_not_configured', SSO_NOT_CONFIGURED, '/email');
const failed = (why: string) => {
  console.warn(`sso: ${why}`);
  return new DomainError('unauthorized', 'sso_failed', SSO_FAILED);
};

/**
 * "Sign in with SSO": the address's domain picks the organization, whose identity provider gets the browser.
 * An organization that has not turned SSO on answers like one without a provider (the spec's message).
 */
export async function startSso(env: Env, db: Db, email: string, next?: string): Promise<SsoStartDto & { attempt: string | null }> {
  const domain = email.trim().toLowerCase().split('@')[1] ?? '';
  const accountId = await accountOfSsoDomain(db, domain);
  // The organization's protocol decides: a SAML identity provider gets an AuthnRequest (no attempt cookie:
  // the issued request is remembered server-side, since the IdP's cross-site POST carries no Lax cookie).
  if (accountId && (await findSamlConnection(db, accountId))) {
    await allowedSignIn(db, accountId, 'sso').catch(() => {
      throw notConfigured();
    });
    return { redirectUrl: await startSamlSignIn(env, db, accountId, { relayState: next }), attempt: null };
  }
  const cfg = accountId && (await ssoClientOf(env, db, accountId));
  if (!accountId || !cfg) throw notConfigured();
  try {
    await allowedSignIn(db, accountId, 'sso');
  } catch {
    throw notConfigured();
  }
  const policy = outboundPolicy(env);
  const as = await discover(cfg.issuer, policy).catch((e: Error) => {
    throw failed(e.message);
  });
  const { url, attempt } = await startSignIn(as, cfg, ssoRedirectUri(env), email.trim().toLowerCase());
  const sealed: SealedAttempt = { ...attempt, accountId, expiresAt: Date.now() + SSO_ATTEMPT_TTL_MS };
  return { redirectUrl: url, attempt: await seal(env, JSON.stringify(sealed)) };
}

async function openAttempt(env: Env, sealed: string | undefined): Promise<SealedAttempt> {
  if (!sealed) throw failed('no attempt cookie');
  let attempt: SealedAttempt;
  try {
    attempt = JSON.parse(await unseal(env, sealed)) as SealedAttempt;
  } catch {
    throw failed('attempt cookie does not open');
  }
  if (attempt.expiresAt <= Date.now()) throw failed('attempt expired');
  return attempt;
}

/**
 * The identity provider's callback: proves the sign-in (state, PKCE, ID token signature, iss, aud, exp,
 * nonce), then signs in the member of the attempt's organization the ID token's e-mail belongs to, if active.
 * Nobody is created here: members come from invitations or SCIM. Answers the new session's token.
 */
export async function finishSso(env: Env, db: Db, callbackUrl: URL, sealedAttempt: string | undefined): Promise<string> {
  const attempt = await openAttempt(env, sealedAttempt);
  const cfg = await ssoClientOf(env, db, attempt.accountId);
  if (!cfg) throw failed('connection removed during the attempt');
  const policy = outboundPolicy(env);
  let identity;
  try {
    const as = await discover(cfg.issuer, policy);
    identity = await finishSignIn(as, cfg, ssoRedirectUri(env), callbackUrl, attempt, policy);
  } catch (err) {
    if (err instanceof OidcError) throw failed(err.message);
    throw err;
  }
  if (!identity.email || identity.emailVerified === false) throw new DomainError('unauthorized', 'sso_no_email', SSO_NO_EMAIL);
  const user = await repo.findUserByEmail(db, identity.email);
  // Another organization's member, a deactivated one and an unknown address get the same answer.
  if (!user || user.accountId !== attempt.accountId || user.status !== 'active')
    throw new DomainError('forbidden', 'sso_not_a_member', SSO_NOT_A_MEMBER(identity.email));
  const policyOfSessions = await allowedSignIn(db, user.accountId, 'sso');
  const { token, stmt } = await createSessionStmt(db, user, policyOfSessions);
  await db.batch([
    stmt,
    auditStmt(db, {
      accountId: user.accountId,
      action: 'sso_signed_in',
      actorUserId: user.id,
      subjectUserId: user.id,
      detail: { protocol: 'oidc', issuer: cfg.issuer, subject: identity.subject },
      at: Date.now(),
    }),
  ]);
  return token;
}
