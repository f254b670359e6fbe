import { getDomain } from 'tldts';
import { parsePhoneNumberFromString, type CountryCode } from 'libphonenumber-js';

const EMAIL = /^[^\s@]+@([^\s@]+\.[^\s@]+)$/;
const E164 = /^\+[1-9]\d{7,14}$/;

/** Lower-cased, trimmed e-mail, or null when it is not shaped like an address. */
export function normaliseEmail(raw: string | null | undefined): string | null {
  if (!raw) return null;
  const email = raw.trim().toLowerCase();
  return EMAIL.test(email) ? email : null;
}

/**
 * Registrable domain of a host, URL or bare domain (www.acme.co.uk, https://acme.com/x -> acme.co.uk, acme.com).
 * Private suffixes (github.io) are not honoured: CRM domains are company domains, not hosted sites.
 */
export function registrableDomain(hostOrUrl: string | null | undefined): string | null {
  if (!hostOrUrl) return null;
  // Stryker disable next-line MethodExpression: tldts trims and lower-cases on its own; this only keeps the intent visible
  const trimmed = hostOrUrl.trim().toLowerCase();
  // Stryker disable next-line StringLiteral: any other string still reaches getDomain, which gives null for ''
  if (trimmed === '') return null;
  return getDomain(trimmed) ?? null;
}

/** Registrable domain of an e-mail address, so sub.acme.co.uk and acme.co.uk are the same company. */
export function emailDomain(email: string | null | undefined): string | null {
  const normalised = normaliseEmail(email);
  if (!normalised) return null;
  // Stryker disable next-line MethodExpression,ArithmeticOperator: tldts reads the host after the @ by itself, so passing more of the address gives the same domain
  return registrableDomain(normalised.slice(normalised.lastIndexOf('@') + 1));
}

/** E.164 form of a phone number (numbers without a country code read in defaultCountry), or null. */
export function normalisePhone(raw: string | null | undefined, defaultCountry?: CountryCode): string | null {
  if (!raw) return null;
  // Stryker disable next-line MethodExpression: the parser below trims as well; only the E.164 shortcut needs it
  const trimmed = raw.trim();
  // CRM exports mostly hold E.164 already; skipping the parser for them keeps a 100k-record index build fast.
  if (E164.test(trimmed)) return trimmed;
  const parsed = parsePhoneNumberFromString(trimmed, defaultCountry);
  return parsed && parsed.isPossible() ? parsed.number : null;
}
