import * as v from 'valibot';
import { describe, expect, it } from 'vitest';
import { CAMPAIGN_MESSAGES, CampaignRouterInputSchema, CampaignSubmissionSchema, MERGE_TAG_TOOLS, prefilledLink } from './campaign';

const base = {
  name: 'Spring',
  slug: 'spring.webinar_2026-q2',
  teamId: 't1',
  assignedMemberIds: ['u1'],
  meetingTypeId: 'm1',
  formId: 'f1',
  redirectUrl: 'https://www.example.com/later',
  fallback: { distribution: 'round_robin_all', teamId: 't1', method: 'round_robin_strict' },
  crmRecords: 'nothing',
};
const issues = (input: unknown) => {
  const r = v.safeParse(CampaignRouterInputSchema, input);
  return r.success ? [] : r.issues.map((i) => [(i.path ?? []).map((p) => String(p.key)).join('.'), i.message]);
};

describe('campaign router input', () => {
  it('accepts the allowed slug characters and fills the defaults', () => {
    const out = v.parse(CampaignRouterInputSchema, base);
    expect(out).toMatchObject({ slug: 'spring.webinar_2026-q2', defaultCountryCode: 'US', consentEnabled: false, assetTemplateId: null });
    expect(out.fallback).toMatchObject({ memberships: [], additionalGroupIds: [] });
  });

  it.each(['a b', 'ünï', 'a/b', 'a?b', ''])('refuses the slug %j', (slug) => {
    expect(issues({ ...base, slug }).map(([p]) => p)).toContain('slug');
  });

  it('upper-cases the country code and refuses anything but two letters', () => {
    expect(v.parse(CampaignRouterInputSchema, { ...base, defaultCountryCode: 'gb' }).defaultCountryCode).toBe('GB');
    expect(issues({ ...base, defaultCountryCode: 'GBR' })).toContainEqual(['defaultCountryCode', CAMPAIGN_MESSAGES.countryCode]);
  });

  it('needs consent text once consent is on, up to 300 characters', () => {
    expect(issues({ ...base, consentEnabled: true })).toContainEqual(['consentText', CAMPAIGN_MESSAGES.consentRequired]);
    expect(issues({ ...base, consentText: 'x'.repeat(301) })).toContainEqual(['consentText', 'Consent text up to 300 characters']);
    expect(issues({ ...base, consentEnabled: true, consentText: 'x'.repeat(300) })).toEqual([]);
  });

  it('an empty post-booking URL means none; a javascript: URL is refused', () => {
    expect(v.parse(CampaignRouterInputSchema, { ...base, postBookingRedirectUrl: '' }).postBookingRedirectUrl).toBeNull();
    expect(issues({ ...base, postBookingRedirectUrl: 'javascript:alert(1)' })).toContainEqual(['postBookingRedirectUrl', 'Invalid URL']);
  });

  it('group round robin needs a primary and an additional group, at most two additional', () => {
    const fb = (f: object) => ({ ...base, fallback: { ...base.fallback, distribution: 'round_robin_group', ...f } });
    expect(issues(fb({ primaryGroupId: 'g1' }))).toContainEqual(['fallback.primaryGroupId', CAMPAIGN_MESSAGES.groupsRequired]);
    expect(issues(fb({ primaryGroupId: 'g1', additionalGroupIds: ['g2'] }))).toEqual([]);
    expect(issues(fb({ primaryGroupId: 'g1', additionalGroupIds: ['g2', 'g3', 'g4'] }))).toContainEqual([
      'fallback.additionalGroupIds',
      'Up to two additional participants',
    ]);
  });
});

describe('pre-filled links', () => {
  it('keeps every merge tag as the tool writes it (spaces encoded)', () => {
    const url = 'https://app.test/c/acme/spring';
    const links = Object.fromEntries(MERGE_TAG_TOOLS.map((t) => [t.key, prefilledLink(url, t)]));
    expect(links.hubspot).toBe(`${url}?email={{contact.email}}&first_name={{contact.firstname}}&last_name={{contact.lastname}}`);
    expect(links.marketo).toBe(`${url}?email={{lead.Email%20Address}}&first_name={{lead.First%20Name}}&last_name={{lead.Last%20Name}}`);
    expect(links.pardot.startsWith(`${url}?email=%%email%%&`)).toBe(true);
    expect(links.mailchimp.startsWith(`${url}?email=*|EMAIL|*&`)).toBe(true);
    expect(links.activecampaign.startsWith(`${url}?email=%EMAIL%&`)).toBe(true);
    expect(links.outreach.startsWith(`${url}?email={{email}}&`)).toBe(true);
  });
});

describe('campaign submission', () => {
  it('stores only http(s) page URLs and referrers', () => {
    expect(v.safeParse(CampaignSubmissionSchema, { answers: {}, pageUrl: 'javascript:alert(1)' }).success).toBe(false);
    expect(v.parse(CampaignSubmissionSchema, { answers: {}, pageUrl: 'https://x.test/c/a/b', referrer: '' })).toMatchObject({
      referrer: null,
      prefilled: false,
      consent: false,
    });
  });

  it('checks answers as a router submission does: line breaks kept, other control characters refused', () => {
    const page = { pageUrl: 'https://x.test/c/a/b' };
    expect(v.parse(CampaignSubmissionSchema, { ...page, answers: { notes: 'one\ntwo', topics: ['a', 'b'] } }).answers).toEqual({
      notes: 'one\ntwo',
      topics: ['a', 'b'],
    });
    const bad = v.safeParse(CampaignSubmissionSchema, { ...page, answers: { notes: 'ring\u0007' } });
    expect(bad.success ? [] : bad.issues.map((i) => i.message)).toContain('Answer cannot contain control characters');
    const many = Object.fromEntries(Array.from({ length: 101 }, (_, i) => [`q${i}`, 'x']));
    expect(v.safeParse(CampaignSubmissionSchema, { ...page, answers: many }).success).toBe(false);
    expect(v.safeParse(CampaignSubmissionSchema, { ...page, answers: { notes: 'x'.repeat(2001) } }).success).toBe(false);
  });
});
