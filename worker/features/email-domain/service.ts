import type { Db } from '../../db/client';
import type { Caller, Env } from '../../env';
import { DomainError, conflict, fieldError, notFound, isUniqueViolation } from '../../core/errors';
import { emailDnsRecords, emailDomainProblem, emailDomainStatus, fromHeader } from '../../core/domains/email-domain';
import {
  EMAIL_DOMAIN_MESSAGES,
  type EmailDomainStateDto,
  type SaveEmailDomainInput,
  type UpdateNotificationPrefixInput,
} from '../../contracts/email-domain';
import { hasResendKey, ResendDomainError, resendDomains, type ResendDomain } from '../../integrations/email/resend-domains';
import { organizationById } from '../organization/service';
import * as repo from './repo';

export type EmailDomainEnv = Pick<Env, 'APP_URL' | 'RESEND_API_KEY' | 'RESEND_API_URL' | 'MAIL_FROM'>;

/** The product's own From: what every e-mail goes from until its organization's domain is verified. */
export const productFrom = (env: Pick<Env, 'MAIL_FROM'>) => env.MAIL_FROM || 'Routewise <no-reply@routewise.local>';

const ownHost = (env: Pick<Env, 'APP_URL'>) => new URL(env.APP_URL).hostname;
// The sender's own key and base URL: the domain is verified in the Resend account that sends the mail.
const provider = (env: EmailDomainEnv) => resendDomains(env.RESEND_API_KEY!, env.RESEND_API_URL || undefined);
const notConfigured = () => new DomainError('bad_request', 'email_domains_not_configured', EMAIL_DOMAIN_MESSAGES.notConfigured);

/** Resend's refusal in the spec's words; Resend's own message follows so the Admin knows what to fix. */
function providerProblem(e: unknown): never {
  if (!(e instanceof ResendDomainError)) throw e;
  if (e.status === 403 && /registered already/i.test(e.detail)) throw conflict('domain_in_use', EMAIL_DOMAIN_MESSAGES.inUse, '/domain');
  if (e.status === 429)
    throw new DomainError(
      'rate_limited',
      'provider_rate_limited',
      'The e-mail provider is busy. Try again in a moment.',
      undefined,
      [],
      e.retryAfterSeconds ?? 1,
    );
  throw new DomainError(
    'invalid',
    'cannot_verify_domain',
    e.detail ? `${EMAIL_DOMAIN_MESSAGES.cannotVerify}: ${e.detail}` : EMAIL_DOMAIN_MESSAGES.cannotVerify,
  );
}

const stateOf = (d: ResendDomain): repo.ProviderState => ({
  status: emailDomainStatus(d.status),
  providerStatus: d.status,
  records: emailDnsRecords(d),
});

/** `Org name <prefix@domain>` for a verified domain, else the product's own From. */
async function fromOf(db: Db, env: Pick<Env, 'MAIL_FROM'>, row: repo.EmailDomainRecord | null | undefined): Promise<string> {
  if (!row || row.status !== 'verified') return productFrom(env);
  const org = await organizationById(db, row.accountId);
  return fromHeader(org?.company ?? '', `${row.notificationPrefix}@${row.domain}`);
}

async function answer(db: Db, env: EmailDomainEnv, row: repo.EmailDomainRecord | null | undefined): Promise<EmailDomainStateDto> {
  return {
    configured: hasResendKey(env),
    defaultFrom: productFrom(env),
    currentFrom: await fromOf(db, env, row),
    domain: row ? repo.toDto(row) : null,
  };
}

export async function getEmailDomain(db: Db, env: EmailDomainEnv, caller: Caller) {
  return answer(db, env, await repo.findDomain(db, caller.accountId));
}

/** Asks the provider to look for the records now, then reads what it found. */
async function verifyNow(env: EmailDomainEnv, id: string) {
  await provider(env).verify(id);
  return provider(env).get(id);
}

/**
 * Adds the organization's sending domain: registers it with Resend (which answers the DKIM, SPF and return-path
 * records) and asks Resend to start looking for them. Saving the same domain again (a double click, two tabs)
 * answers the domain as it is and registers nothing more.
 */
export async function saveEmailDomain(db: Db, env: EmailDomainEnv, caller: Caller, input: SaveEmailDomainInput, now = Date.now()) {
  if (emailDomainProblem(input.domain, ownHost(env))) throw fieldError('domain', EMAIL_DOMAIN_MESSAGES.invalid);
  if (!hasResendKey(env)) throw notConfigured();
  let claimed: repo.EmailDomainRecord | null;
  try {
    claimed = await repo.claimDomain(db, caller.accountId, input.domain, input.notificationPrefix, now);
  } catch (e) {
    if (isUniqueViolation(e)) throw conflict('domain_in_use', EMAIL_DOMAIN_MESSAGES.inUse, '/domain');
    throw e;
  }
  if (!claimed) {
    const current = await repo.findDomain(db, caller.accountId);
    if (current?.domain !== input.domain) throw conflict('domain_exists', EMAIL_DOMAIN_MESSAGES.replace, '/domain');
    return answer(db, env, current);
  }
  let created: ResendDomain;
  try {
    created = await provider(env).create(input.domain);
  } catch (e) {
    await repo.deleteDomain(db, caller.accountId);
    providerProblem(e);
  }
  const saved = await repo.saveState(db, caller.accountId, created.id, stateOf(created), now);
  // Resend looks for the records only once asked; a refusal here leaves it to the cron's next pass.
  const started = await verifyNow(env, created.id).catch(() => null);
  return answer(db, env, started ? await repo.saveState(db, caller.accountId, started.id, stateOf(started), now) : saved);
}

/** Changes the notification prefix: the organization's e-mails go from the new address at once (when verified). */
export async function updateNotificationPrefix(
  db: Db,
  env: EmailDomainEnv,
  caller: Caller,
  input: UpdateNotificationPrefixInput,
  now = Date.now(),
) {
  const row = await repo.savePrefix(db, caller.accountId, input.notificationPrefix, now);
  if (!row) throw notFound('E-mail domain');
  return answer(db, env, row);
}

/** "Check now": asks Resend to verify the records again (a failed domain starts over) and records what it found. */
export async function checkEmailDomain(db: Db, env: EmailDomainEnv, caller: Caller, now = Date.now()) {
  const row = await repo.findDomain(db, caller.accountId);
  if (!row?.providerDomainId) throw notFound('E-mail domain');
  if (!hasResendKey(env)) throw notConfigured();
  try {
    const d = await verifyNow(env, row.providerDomainId);
    return answer(db, env, await repo.saveState(db, caller.accountId, d.id, stateOf(d), now));
  } catch (e) {
    return providerProblem(e);
  }
}

/** Deletes the domain at Resend (already gone there is fine), then here: e-mails go from the product's address again. */
export async function removeEmailDomain(db: Db, env: EmailDomainEnv, caller: Caller) {
  const row = await repo.findDomain(db, caller.accountId);
  if (!row) throw notFound('E-mail domain');
  if (row.providerDomainId) {
    if (!hasResendKey(env)) throw notConfigured();
    try {
      await provider(env).remove(row.providerDomainId);
    } catch (e) {
      if (!(e instanceof ResendDomainError && e.status === 404)) providerProblem(e);
    }
  }
  await repo.deleteDomain(db, caller.accountId);
}

/** The cron's pass: pending domains move on their own once the customer's DNS is right; verified ones are re-read now and then. */
export async function sweepEmailDomains(env: EmailDomainEnv, db: Db, now: number) {
  if (!hasResendKey(env)) return;
  for (const row of await repo.duePolls(db, now, 20)) {
    try {
      const api = provider(env);
      // A domain Resend was never asked to verify (the save's request was refused) is asked now.
      const d = row.providerStatus === 'not_started' ? await verifyNow(env, row.providerDomainId!) : await api.get(row.providerDomainId!);
      await repo.saveState(db, row.accountId, d.id, stateOf(d), now);
    } catch (e) {
      console.warn('email domain poll failed', row.domain, String(e));
      // Resend allows a few requests a second: past a rate limit the rest wait for the next pass.
      if (e instanceof ResendDomainError && e.status === 429) return;
    }
  }
}

/**
 * The From of every e-mail the organization sends: `Org name <prefix@domain>` once its sending domain is verified,
 * the product's own From until then, after it failed, and for e-mail of no organization.
 */
export async function senderFor(db: Db, env: Pick<Env, 'MAIL_FROM'>, accountId: string | null): Promise<string> {
  return fromOf(db, env, accountId ? await repo.findDomain(db, accountId) : null);
}
