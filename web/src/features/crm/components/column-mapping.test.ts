import { describe, expect, it } from 'vitest';
import { mappingProblems } from '@contracts/crm-import';
import { customKeyFor, guessMapping } from './column-mapping';

const FIXTURE_HEADERS = ['First Name', 'Last Name', 'Email Address', 'Phone Number', 'Company Domain', 'Contact Owner', 'Lead Source'];

describe('guessMapping', () => {
  it('maps a typical contact export to built-in fields and keeps the rest as custom fields', () => {
    expect(guessMapping(FIXTURE_HEADERS, 'contact')).toEqual({
      'First Name': 'first_name',
      'Last Name': 'last_name',
      'Email Address': 'email',
      'Phone Number': 'phone',
      'Company Domain': 'parent_domain',
      'Contact Owner': 'owner_email',
      'Lead Source': 'custom:lead_source',
    });
  });

  it('only offers a module its own fields: leads have no account domain', () => {
    const mapping = guessMapping(FIXTURE_HEADERS, 'lead');
    expect(mapping['Company Domain']).toBe('custom:company_domain');
    expect(mappingProblems('lead', mapping)).toEqual([]);
  });

  it('reads company and website columns as an account name and domain', () => {
    expect(guessMapping(['Company', 'Website', 'Account Owner', 'Industry'], 'account')).toEqual({
      Company: 'name',
      Website: 'domain',
      'Account Owner': 'owner_email',
      Industry: 'custom:industry',
    });
  });

  it("keeps a contact's Company column as a custom field, not the contact's name", () => {
    expect(guessMapping(['Name', 'Company', 'E-mail'], 'contact')).toEqual({ Name: 'name', Company: 'custom:company', 'E-mail': 'email' });
  });

  it('maps each built-in field from the first matching column only', () => {
    const mapping = guessMapping(['Email', 'Work Email', 'email'], 'lead');
    expect(mapping).toEqual({ Email: 'email', 'Work Email': 'custom:work_email', email: 'custom:email_value' });
    expect(mappingProblems('lead', mapping)).toEqual([]);
  });

  it('makes custom keys the server accepts', () => {
    expect(customKeyFor('  Annual Revenue ($) ')).toBe('annual_revenue');
    expect(customKeyFor('Phone')).toBe('phone_value');
    expect(customKeyFor('???')).toBe('field');
  });

  it('reports a file without an email or domain column', () => {
    expect(mappingProblems('contact', guessMapping(['Name', 'Phone'], 'contact'))).toEqual([
      { column: '', message: 'Map a column to Email' },
    ]);
    expect(mappingProblems('account', guessMapping(['Company'], 'account'))).toEqual([{ column: '', message: 'Map a column to Domain' }]);
  });
});
