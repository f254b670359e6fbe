import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { leadQualityFlags, leadQualityReason, looksLikeRandomTyping, type LeadQualityFlag, type MailServer } from './lead-quality';

type Row = [string, { email: string | null; name: string | null; mailServer?: MailServer }, LeadQualityFlag[]];

describe('leadQualityFlags', () => {
  it.each<Row>([
    ['a good lead', { email: 'dana.whitfield@acme.io', name: 'Dana Whitfield' }, []],
    ['a disposable provider', { email: 'dana@mailinator.com', name: 'Dana Whitfield' }, ['disposable_domain']],
    ["a disposable provider's subdomain", { email: 'dana@inbox.mailinator.com', name: 'Dana' }, ['disposable_domain']],
    ['a role address', { email: 'info@acme.io', name: 'Dana Whitfield' }, ['role_address']],
    ['a role address with a tag', { email: 'sales+web@acme.io', name: 'Dana' }, ['role_address']],
    ['a domain without a mail server', { email: 'dana@acme.io', name: 'Dana', mailServer: 'none' }, ['no_mail_server']],
    ['an unknown mail server never counts', { email: 'dana@acme.io', name: 'Dana', mailServer: 'unknown' }, []],
    ['keyboard mashing in the e-mail', { email: 'asdfgh@acme.io', name: 'Dana Whitfield' }, ['gibberish_email']],
    ['keyboard mashing in the name', { email: 'dana@acme.io', name: 'Qwerty Uiop' }, ['gibberish_name']],
    ['a consonant run', { email: 'dana@acme.io', name: 'Xkcdfghz Brrrrr' }, ['gibberish_name']],
    [
      'every sign at once, in the fixed order',
      { email: 'zxcvbn@mailinator.com', name: 'jjjjjj', mailServer: 'none' },
      ['disposable_domain', 'no_mail_server', 'gibberish_email', 'gibberish_name'],
    ],
    ['no e-mail and no name', { email: null, name: null }, []],
    ['free mail is a router setting of its own, not a quality flag', { email: 'dana.whitfield@gmail.com', name: 'Dana' }, []],
  ])('%s', (_, p, flags) => {
    expect(leadQualityFlags({ mailServer: 'found', ...p })).toEqual(flags);
  });

  it.each(['Strzelczyk', 'Nguyen', 'Schwarz', 'Tschirky', 'Brzezinski', 'Llewellyn', 'Oyelaran', 'Xu', 'Ng', "O'Brien", 'Zhang Wei'])(
    'takes the real name %s for a name',
    (name) => {
      expect(name.split(' ').some(looksLikeRandomTyping)).toBe(false);
    },
  );

  it('never flags a name made of syllables (consonant-vowel pairs)', () => {
    const syllable = fc.tuple(fc.constantFrom(...'bcdfghklmnprstvz'), fc.constantFrom(...'aeiou')).map(([c, v]) => c + v);
    fc.assert(
      fc.property(fc.array(syllable, { minLength: 1, maxLength: 6 }), (parts) => {
        const word = parts.join('');
        fc.pre(!/(.)\1{3}/.test(word));
        expect(looksLikeRandomTyping(word)).toBe(false);
      }),
    );
  });

  it('answers the same for the same lead whatever the case of the e-mail', () => {
    fc.assert(
      fc.property(fc.constantFrom('info@Acme.io', 'dana@MAILINATOR.com', 'ASDFGH@acme.io', 'dana@acme.io'), (email) => {
        const lower = leadQualityFlags({ email: email.toLowerCase(), name: null, mailServer: 'found' });
        expect(leadQualityFlags({ email, name: null, mailServer: 'found' })).toEqual(lower);
      }),
    );
  });
});

describe('leadQualityReason', () => {
  it.each<[LeadQualityFlag[], string]>([
    [['role_address'], 'Disqualified as a likely spam lead: a shared role address such as info@'],
    [
      ['disposable_domain', 'no_mail_server'],
      'Disqualified as a likely spam lead: a disposable email provider and a domain that cannot receive email',
    ],
    [
      ['disposable_domain', 'role_address', 'gibberish_name'],
      'Disqualified as a likely spam lead: a disposable email provider, a shared role address such as info@ and a name that looks like random typing',
    ],
  ])('%j reads as a sentence', (flags, text) => {
    expect(leadQualityReason(flags)).toBe(text);
  });
});
