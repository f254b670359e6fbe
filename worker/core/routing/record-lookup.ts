import type { CountryCode } from 'libphonenumber-js';
import {
  ROUTING_REASONS,
  type CrmModule,
  type CrmRecord,
  type MatchResult,
  type MatchingRule,
  type Prospect,
} from '../../contracts/routing';
import { compareRecency, type CrmIndex } from './crm-index';
import { isFreeEmailDomain } from './free-email-domains';
import { emailDomain, normaliseEmail, normalisePhone } from './identity';

/** The prospect's identity, normalised once per decision. */
export interface ProspectFacts {
  emailGiven: boolean;
  email: string | null;
  domain: string | null;
  freeDomain: boolean;
  phoneGiven: boolean;
  phone: string | null;
}

/** Normalises the prospect's e-mail (registrable domain included) and phone (E.164). */
export function prospectFacts(prospect: Prospect, defaultCountry?: CountryCode): ProspectFacts {
  const email = normaliseEmail(prospect.email);
  const domain = emailDomain(email);
  return {
    emailGiven: !!prospect.email?.trim(),
    email,
    domain,
    freeDomain: domain !== null && isFreeEmailDomain(domain),
    phoneGiven: !!prospect.phone?.trim(),
    phone: normalisePhone(prospect.phone, defaultCountry),
  };
}

/** Records found for a rule, best first, or the reason none could be looked up. */
export type Lookup = { ok: true; records: CrmRecord[]; match: MatchResult } | { ok: false; reason: string; detail: string | null };

const notFound = (detail: string | null = null): Lookup => ({ ok: false, reason: ROUTING_REASONS.noMatchingRecord, detail });

function ofModule(records: ReadonlyArray<CrmRecord> | undefined, module: CrmModule, objectType?: string | null) {
  if (!records) return [];
  return records.filter((r) => r.module === module && (module !== 'custom_object' || !objectType || r.objectType === objectType));
}

function emailMissing(facts: ProspectFacts): Lookup {
  return {
    ok: false,
    reason: ROUTING_REASONS.emailNotReceived,
    detail: facts.emailGiven ? 'The e-mail address given is not valid' : null,
  };
}

function byDomain(module: CrmModule, facts: ProspectFacts, crm: CrmIndex, objectType?: string | null): Lookup {
  if (!facts.domain) return emailMissing(facts);
  // Matching gmail.com against CRM domains would hand the prospect to whoever owns some other gmail user.
  if (facts.freeDomain) return notFound(`Domain matching skipped: ${facts.domain} is a free email provider`);
  const source = module === 'account' ? crm.byAccountDomain : crm.byEmailDomain;
  const records = ofModule(source.get(facts.domain), module, objectType);
  return records.length ? { ok: true, records, match: 'exact' } : notFound(`No ${module} with domain ${facts.domain}`);
}

/** Looks records of one CRM module up by the rule's matching field; fuzzy falls back to the domain. */
function lookupModule(rule: MatchingRule, module: CrmModule, facts: ProspectFacts, prospect: Prospect, crm: CrmIndex): Lookup {
  const objectType = rule.customObjectType;
  const by = rule.matchBy;
  switch (by.by) {
    case 'email': {
      if (!facts.email) return emailMissing(facts);
      if (module === 'account') return byDomain(module, facts, crm, objectType);
      const exact = ofModule(crm.byEmail.get(facts.email), module, objectType);
      if (exact.length) return { ok: true, records: exact, match: 'exact' };
      if (!rule.fuzzy) return notFound(`No ${module} with e-mail ${facts.email}`);
      const fuzzy = byDomain(module, facts, crm, objectType);
      return fuzzy.ok ? { ...fuzzy, match: 'fuzzy' } : fuzzy;
    }
    case 'email_domain':
      return byDomain(module, facts, crm, objectType);
    case 'phone': {
      if (!facts.phone) {
        return {
          ok: false,
          reason: ROUTING_REASONS.phoneNotReceived,
          detail: facts.phoneGiven ? 'The phone number given is not valid' : null,
        };
      }
      const records = ofModule(crm.byPhone.get(facts.phone), module, objectType);
      return records.length ? { ok: true, records, match: 'exact' } : notFound(`No ${module} with phone ${facts.phone}`);
    }
    case 'form_field': {
      const raw = prospect.answers[by.formField];
      const atoms = (Array.isArray(raw) ? raw : raw === null || raw === undefined ? [] : [String(raw)])
        .map((s) => s.trim())
        .filter((s) => s !== '');
      if (atoms.length === 0) {
        return { ok: false, reason: ROUTING_REASONS.formFieldNotReceived, detail: `No answer for "${by.formField}"` };
      }
      const seen = new Set<string>();
      const records = atoms
        .flatMap((a) => ofModule(crm.fieldLookup(by.crmField, a), module, objectType))
        .filter((r) => !seen.has(r.id) && seen.add(r.id))
        .sort(compareRecency);
      return records.length
        ? { ok: true, records, match: 'exact' }
        : notFound(`No ${module} whose "${by.crmField}" equals the answer to "${by.formField}"`);
    }
  }
}

function follow(base: Lookup, step: (r: CrmRecord) => ReadonlyArray<CrmRecord>, missing: string): Lookup {
  if (!base.ok) return base;
  const seen = new Set<string>();
  const records = base.records
    .flatMap((r) => step(r))
    .filter((r) => !seen.has(r.id) && seen.add(r.id))
    .sort(compareRecency);
  return records.length ? { ok: true, records, match: base.match } : notFound(missing);
}

/** Finds the records a matching rule is about, following contact -> account and -> opportunities links. */
export function lookupRecords(rule: MatchingRule, facts: ProspectFacts, prospect: Prospect, crm: CrmIndex): Lookup {
  switch (rule.moduleType) {
    case 'related_lead':
      return lookupModule(rule, 'lead', facts, prospect, crm);
    case 'related_contact':
      return lookupModule(rule, 'contact', facts, prospect, crm);
    case 'related_account':
      return lookupModule(rule, 'account', facts, prospect, crm);
    case 'custom_object':
      return lookupModule(rule, 'custom_object', facts, prospect, crm);
    case 'associated_account':
      return follow(
        lookupModule(rule, 'contact', facts, prospect, crm),
        (c) => {
          const account = c.accountId ? crm.byId.get(c.accountId) : undefined;
          return account && account.module === 'account' ? [account] : [];
        },
        'The matched contact has no associated account',
      );
    case 'related_contact_opps':
      return follow(
        lookupModule(rule, 'contact', facts, prospect, crm),
        (c) => crm.oppsByContact.get(c.id) ?? [],
        'The matched contact has no opportunities',
      );
    case 'related_account_opps':
      return follow(
        lookupModule(rule, 'account', facts, prospect, crm),
        (a) => crm.oppsByAccount.get(a.id) ?? [],
        'The matched account has no opportunities',
      );
  }
}
