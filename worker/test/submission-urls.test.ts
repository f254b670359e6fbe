import { beforeAll, describe, expect, it, vi } from 'vitest';
import { SUBMISSION_MESSAGES } from '../contracts/routing-sessions';
import { demo, uid, type TestClient } from './client';
import { makeRouter, meetingType, nativeForm, widget } from './routing-session-helpers';

vi.setConfig({ testTimeout: 30_000, hookTimeout: 60_000 });

let admin: TestClient;

beforeAll(async () => {
  ({ admin } = await demo());
});

describe('public submissions store only web page addresses', () => {
  let routerId: string;
  beforeAll(async () => {
    routerId = await makeRouter({ formId: await nativeForm(), meetingTypeId: await meetingType(admin) });
  });
  const submit = (over: Record<string, unknown>) =>
    widget.call('POST', `/api/public/routers/${routerId}/submissions`, {
      answers: { name: 'Pat Prospect', email: `pat@${uid()}.com` },
      pageUrl: 'https://www.acme-site.test/contact',
      ...over,
    });

  it.each([
    ['javascript:alert(document.cookie)'],
    ['JavaScript:alert(1)'],
    ['file:///etc/passwd'],
    ['data:text/html,<script>alert(1)</script>'],
    ['ftp://files.acme.test/x'],
    ['not a url'],
  ])('refuses the page URL %s', async (pageUrl) => {
    const res = await submit({ pageUrl });
    expect(res.status).toBe(422);
    expect(res.body.errors[0]).toMatchObject({ detail: SUBMISSION_MESSAGES.pageUrlInvalid, source: { pointer: '/pageUrl' } });
  });

  it('refuses a javascript: or file: referrer', async () => {
    for (const referrer of ['javascript:alert(1)', 'file:///C:/secrets.txt']) {
      const res = await submit({ referrer });
      expect(res.status).toBe(422);
      expect(res.body.errors[0]).toMatchObject({ detail: SUBMISSION_MESSAGES.referrerInvalid, source: { pointer: '/referrer' } });
    }
  });

  it('accepts http(s) addresses, and an empty or missing referrer', async () => {
    expect((await submit({ pageUrl: 'http://localhost:3000/contact?x=1', referrer: 'https://www.google.com/' })).status).toBe(201);
    expect((await submit({ referrer: '' })).status).toBe(201);
    expect((await submit({ referrer: null })).status).toBe(201);
  });
});
