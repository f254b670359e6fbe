import { isCustomFieldKey } from '@contracts/crm';
import { IMPORT_TARGETS_BY_MODULE, IMPORT_TARGET_LABELS, type ImportModule } from '@contracts/crm-import';

/** Header spellings (lower-cased, letters and digits only) that mean a built-in field. */
const SYNONYMS: Record<string, string[]> = {
  email: ['email', 'emailaddress', 'mail', 'workemail', 'contactemail', 'leademail', 'businessemail', 'emailid'],
  first_name: ['firstname', 'first', 'givenname', 'fname', 'forename'],
  last_name: ['lastname', 'last', 'surname', 'familyname', 'lname'],
  name: ['name', 'fullname', 'contactname', 'leadname', 'accountname', 'companyname', 'company', 'organization', 'organisation'],
  phone: ['phone', 'phonenumber', 'mobile', 'mobilephone', 'mobilenumber', 'tel', 'telephone', 'workphone', 'cell', 'cellphone'],
  domain: ['domain', 'website', 'companydomain', 'companywebsite', 'url', 'web', 'websiteurl', 'emaildomain'],
  parent_domain: ['companydomain', 'accountdomain', 'companywebsite', 'accountwebsite', 'website', 'domain'],
  owner_email: ['owner', 'owneremail', 'contactowner', 'leadowner', 'accountowner', 'ownedby', 'assignedto', 'recordowner', 'salesrep'],
};

const squash = (header: string) => header.toLowerCase().replace(/[^a-z0-9]/g, '');

/** A custom field key from a header: lower-case words joined by _ ("Lead Source" -> lead_source). */
export function customKeyFor(header: string): string {
  const slug =
    header
      .trim()
      .toLowerCase()
      .replace(/[^a-z0-9]+/g, '_')
      .replace(/^_+|_+$/g, '')
      .slice(0, 60) || 'field';
  return isCustomFieldKey(slug) ? slug : `${slug}_value`;
}

/**
 * Guesses where each column goes: a built-in field when the header is a known spelling for the module
 * (each built-in once, first column wins), otherwise a custom field named after the header. Names count
 * as "company" only for accounts, so a contact's Company column stays a custom field.
 */
export function guessMapping(headers: string[], module: ImportModule): Record<string, string> {
  const allowed = IMPORT_TARGETS_BY_MODULE[module] as readonly string[];
  const taken = new Set<string>();
  const customTaken = new Set<string>();
  const out: Record<string, string> = {};
  for (const header of headers) {
    const key = squash(header);
    const target = allowed.find((t) => {
      if (taken.has(t)) return false;
      if (t === 'name' && module !== 'account' && ['accountname', 'companyname', 'company', 'organization', 'organisation'].includes(key))
        return false;
      if (t === 'name' && module === 'account' && ['contactname', 'leadname'].includes(key)) return false;
      return SYNONYMS[t]?.includes(key);
    });
    if (target) {
      taken.add(target);
      out[header] = target;
      continue;
    }
    let custom = customKeyFor(header);
    for (let n = 2; customTaken.has(custom); n++) custom = `${customKeyFor(header)}_${n}`;
    customTaken.add(custom);
    out[header] = `custom:${custom}`;
  }
  return out;
}

/** The choices for one column: skip, the module's built-in fields, or a custom field. */
export function targetOptions(module: ImportModule): { value: string; label: string }[] {
  return IMPORT_TARGETS_BY_MODULE[module].map((t) => ({ value: t, label: IMPORT_TARGET_LABELS[t] }));
}

/** "custom:lead_source" -> "Custom: lead_source"; built-ins by label. */
export function targetLabel(target: string): string {
  if (target.startsWith('custom:')) return `Custom field: ${target.slice(7)}`;
  return IMPORT_TARGET_LABELS[target as keyof typeof IMPORT_TARGET_LABELS] ?? target;
}
