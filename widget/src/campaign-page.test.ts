import { describe, expect, it } from 'vitest';
import type { CampaignQuestionDto } from '@contracts/campaign';
import { answersFromUrl } from './campaign-page';

const q = (id: string): CampaignQuestionDto => ({
  id,
  label: id,
  placeholder: '',
  type: 'text',
  options: [],
  required: false,
  phone: id === 'phone',
});
const questions = ['name', 'email', 'phone', 'company'].map(q);

describe('answersFromUrl', () => {
  it('takes the form fields the link carries and joins first and last name', () => {
    expect(
      answersFromUrl(
        'https://app.test/c/acme/spring?email=pat%40acme.test&first_name=Pat&last_name=Lee&company=Acme&utm_source=x&other=1',
        questions,
      ),
    ).toEqual({
      email: 'pat@acme.test',
      name: 'Pat Lee',
      company: 'Acme',
    });
  });

  it('prefers a full name, and leaves out empty values (a merge tag the tool had nothing for)', () => {
    expect(answersFromUrl('https://app.test/c/a/b?name=Pat%20Lee&first_name=X&email=&phone=%20', questions)).toEqual({ name: 'Pat Lee' });
  });
});
