import { describe, expect, it } from 'vitest';
import {
  fieldsFromLinkAnswers,
  fieldsFromRelayAnswers,
  fieldsFromUtm,
  fieldsText,
  plainVendorMessage,
  withUtmFields,
} from './mapped-fields';

describe('mapped fields', () => {
  it('takes each answered link question that names a CRM field, the later answer winning a shared field', () => {
    const questions = [
      { question: 'Team size', crmField: 'team_size' },
      { question: 'Notes', crmField: null },
      { question: 'Region', crmField: ' region ' },
      { question: 'Unanswered', crmField: 'other' },
      { question: 'Region again', crmField: 'region' },
    ];
    const answers = [
      { question: 'Team size', answer: '50' },
      { question: 'Notes', answer: 'hello' },
      { question: 'Region', answer: 'EMEA' },
      { question: 'Unanswered', answer: '  ' },
      { question: 'Region again', answer: 'APAC' },
    ];
    expect(fieldsFromLinkAnswers(questions, answers)).toEqual([
      { field: 'team_size', value: '50' },
      { field: 'region', value: 'APAC' },
    ]);
  });

  it('maps relay answers by question id, joining multiple choices', () => {
    const fields = fieldsFromRelayAnswers(
      [
        { question: 'company', field: 'company_name' },
        { question: 'tools', field: 'tools' },
        { question: 'missing', field: 'x' },
      ],
      { company: 'Globex', tools: ['a', 'b'] },
    );
    expect(fields).toEqual([
      { field: 'company_name', value: 'Globex' },
      { field: 'tools', value: 'a, b' },
    ]);
    expect(fieldsText(fields)).toBe('company_name = Globex, tools = a, b');
  });

  it('turns a vendor message with nested JSON into plain words', () => {
    const hubspot =
      'hubspot answered 400: Property values were not valid: [{"isValid":false,"message":"Property \\"team_size\\" does not exist","error":"PROPERTY_DOESNT_EXIST","name":"team_size"}]';
    expect(plainVendorMessage(hubspot)).toBe('hubspot answered 400: Property values were not valid: Property "team_size" does not exist');
    expect(plainVendorMessage('zoho answered 400: {"data":[{"code":"INVALID_DATA","details":{},"message":"invalid data"}]}')).toBe(
      'zoho answered 400: invalid data',
    );
    expect(plainVendorMessage('salesforce answered 400: No such column')).toBe('salesforce answered 400: No such column');
    expect(plainVendorMessage('broken: {"message": "cut')).toBe('broken');
    expect(plainVendorMessage('{}')).toBe('The CRM refused the write');
  });
});

describe('plainVendorMessage on a body with no top-level message', () => {
  it('finds the messages inside, or says the CRM refused the write', () => {
    expect(plainVendorMessage('{"status":"error","errors":[{"in":"lastname","message":"Last name is required"}]}')).toBe(
      'Last name is required',
    );
    expect(plainVendorMessage('{"status":"error","code":17}')).toBe('The CRM refused the write');
    expect(plainVendorMessage('{"errors":{"code":400,"message":["Owner is invalid"]}}')).toBe('Owner is invalid');
  });

  it('takes each UTM parameter with a value whose mapping names a field, and says where it came from', () => {
    const fields = fieldsFromUtm(
      { source: 'lead_source', campaign: ' lead_campaign ', term: 'lead_term', content: '' },
      { source: 'ads', medium: 'cpc', campaign: 'spring', term: '  ', content: 'banner' },
    );
    // medium is not mapped, term has no value, content maps to nothing.
    expect(fields).toEqual([
      { field: 'lead_source', value: 'ads', from: 'utm_source' },
      { field: 'lead_campaign', value: 'spring', from: 'utm_campaign' },
    ]);
    expect(fieldsText(fields)).toBe('lead_source = ads (utm_source), lead_campaign = spring (utm_campaign)');
    expect(fieldsFromUtm({ source: 'lead_source' }, null)).toEqual([]);
  });

  it('lets an answer mapped to the same field win over the UTM value, keeping the others', () => {
    const utm = [
      { field: 'lead_source', value: 'ads', from: 'utm_source' },
      { field: 'lead_campaign', value: 'spring', from: 'utm_campaign' },
    ];
    expect(withUtmFields(utm, [{ field: 'lead_campaign', value: 'A friend' }])).toEqual([
      { field: 'lead_source', value: 'ads', from: 'utm_source' },
      { field: 'lead_campaign', value: 'A friend' },
    ]);
  });
});
