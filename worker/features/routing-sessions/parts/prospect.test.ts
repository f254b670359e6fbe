import { describe, expect, it } from 'vitest';
import { extractProspect, fieldProbe, formView } from './prospect';

const marketing = formView({
  kind: 'marketing_form',
  provider: 'hubspot',
  questions: [],
  mapping: {
    sourceUrl: 'https://www.acme.test/demo',
    selector: '#demo',
    nameFields: { mode: 'split', firstName: 'firstname', lastName: 'lastname' },
    emailField: 'work_email',
    additionalFields: [
      { name: 'mobile', contactField: 'phone', leadField: 'phone' },
      { name: 'org', contactField: null, leadField: 'company' },
      { name: 'size', contactField: 'employees', leadField: 'employees' },
    ],
  },
});

describe('reading a submission through the form mapping', () => {
  it('describes a marketing form to the widget', () => {
    expect(marketing).toMatchObject({
      provider: 'hubspot',
      selector: '#demo',
      emailField: 'work_email',
      fields: ['work_email', 'firstname', 'lastname', 'mobile', 'org', 'size'],
    });
  });

  it('joins split names, finds the phone and fills the CRM fields of each module', () => {
    const p = extractProspect(marketing, {
      firstname: ' Pat ',
      lastname: 'Prospect',
      work_email: ['pat@acme.com'],
      mobile: '+1 415 555 0100',
      org: 'Acme',
      size: '250',
    });
    expect(p).toMatchObject({ email: 'pat@acme.com', name: 'Pat Prospect', phone: '+1 415 555 0100' });
    expect(p.leadFields).toEqual({ company: 'Acme', employees: '250', first_name: 'Pat', last_name: 'Prospect' });
    expect(p.contactFields).toEqual({ employees: '250', first_name: 'Pat', last_name: 'Prospect' });
  });

  it("reads a native form's fixed name and e-mail questions", () => {
    const native = formView({
      kind: 'form',
      provider: 'native',
      mapping: null,
      questions: [
        { id: 'name', label: 'Name', placeholder: '', type: 'text', options: [], required: true, leadField: null, contactField: null },
        { id: 'email', label: 'E-mail', placeholder: '', type: 'text', options: [], required: true, leadField: null, contactField: null },
        { id: 'q1', label: 'Phone', placeholder: '', type: 'text', options: [], required: false, leadField: 'phone', contactField: null },
      ],
    });
    expect(native).toMatchObject({
      provider: 'native',
      selector: null,
      emailField: 'email',
      nameFields: { mode: 'full', fullName: 'name' },
      fields: ['name', 'email', 'q1'],
    });
    expect(extractProspect(native, { name: 'Ann Lee', email: 'ann@x.io', q1: '555' })).toMatchObject({
      name: 'Ann Lee',
      email: 'ann@x.io',
      phone: '555',
      leadFields: {},
    });
    expect(extractProspect(native, {})).toMatchObject({ name: '', email: '', phone: null });
  });

  it('probes the CRM with the answers form-field matching rules compare', () => {
    const rules = [{ matchBy: { by: 'form_field', formField: 'org', crmField: 'company_name' } }, { matchBy: { by: 'email' } }];
    expect(fieldProbe(rules, { org: 'Acme', other: 'x' })).toEqual({ company_name: 'Acme' });
  });
});
