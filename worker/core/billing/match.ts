import { emailDomain, normaliseEmail } from '../routing/identity';
import { isFreeEmailDomain } from '../routing/free-email-domains';

/** The CRM records a Stripe customer may match: accounts by domain, contacts (with their account) by e-mail. */
export type MatchCandidates = {
  accountsByDomain: ReadonlyMap<string, string>;
  accountOfContactEmail: ReadonlyMap<string, string>;
};

/**
 * The CRM account a Stripe customer belongs to: the account of a contact with the customer's exact e-mail,
 * else the account whose domain is the e-mail's registrable domain (never a free-mail provider's: gmail.com
 * is nobody's company). Null when neither finds one.
 */
export function matchCustomer(email: string | null, c: MatchCandidates): string | null {
  const normalised = normaliseEmail(email);
  if (!normalised) return null;
  const byContact = c.accountOfContactEmail.get(normalised);
  if (byContact) return byContact;
  const domain = emailDomain(normalised);
  if (!domain || isFreeEmailDomain(domain)) return null;
  return c.accountsByDomain.get(domain) ?? null;
}

/** The lookups matchCustomer needs for a set of customers' e-mails: their addresses and their company domains. */
export function matchKeys(emails: readonly (string | null)[]): { emails: string[]; domains: string[] } {
  const all = emails.map(normaliseEmail).filter((e): e is string => !!e);
  const domains = all.map(emailDomain).filter((d): d is string => !!d && !isFreeEmailDomain(d));
  return { emails: [...new Set(all)], domains: [...new Set(domains)] };
}
