import type { DetectedField, DetectedForm } from '../../../contracts/forms-detect';

const norm = (s: string) => s.toLowerCase().replace(/[^a-z0-9]/g, '');
const test = (f: DetectedField, re: RegExp) => re.test(norm(f.name)) || re.test(norm(f.label));

const FIRST = /^(first(name)?|fname|givenname|firstname|prenom)$|firstname/;
const LAST = /^(last(name)?|lname|surname|familyname|lastname)$|lastname/;
const FULL = /^(full)?name$|^yourname$|fullname|contactname/;
const EMAIL = /e?mail/;

// Input names and labels that point at a standard CRM property, first match wins.
const KNOWN: { re: RegExp; contactField: string | null; leadField: string | null }[] = [
  { re: /phone|mobile|tel/, contactField: 'phone', leadField: 'phone' },
  // 'company_size' is about employees, not the company name, so it is tried first.
  { re: /employees|companysize|headcount/, contactField: null, leadField: 'employees' },
  { re: /company|organi[sz]ation|business/, contactField: null, leadField: 'company' },
  { re: /title|role|position/, contactField: 'title', leadField: 'title' },
  { re: /website|url|domain/, contactField: null, leadField: 'website' },
  { re: /industry/, contactField: null, leadField: 'industry' },
  { re: /country/, contactField: 'country', leadField: 'country' },
  { re: /city/, contactField: 'city', leadField: null },
  { re: /message|comment|notes|description|question/, contactField: 'description', leadField: 'description' },
];

/** Guesses a mapping from input names, labels and types; hidden inputs and unknown fields are left for the user. */
export function suggestMapping(fields: DetectedField[]): DetectedForm['suggestion'] {
  const visible = fields.filter((f) => f.type !== 'hidden');
  const email = visible.find((f) => f.type === 'email') ?? visible.find((f) => test(f, EMAIL));
  const first = visible.find((f) => f !== email && test(f, FIRST));
  const last = visible.find((f) => f !== email && f !== first && test(f, LAST));
  const full = !first || !last ? visible.find((f) => f !== email && test(f, FULL)) : undefined;
  const nameFields: DetectedForm['suggestion']['nameFields'] =
    first && last
      ? { mode: 'split', firstName: first.name, lastName: last.name }
      : { mode: 'full', fullName: full?.name ?? first?.name ?? '' };
  const used = new Set([email?.name, first?.name, last?.name, full?.name].filter(Boolean));
  const additionalFields = visible
    .filter((f) => !used.has(f.name))
    .flatMap((f) => {
      const known = KNOWN.find((k) => test(f, k.re));
      return known ? [{ name: f.name, contactField: known.contactField, leadField: known.leadField }] : [];
    });
  return { nameFields, emailField: email?.name ?? '', additionalFields };
}
