import { SELF } from 'cloudflare:test';
import { beforeAll, describe, expect, it, vi } from 'vitest';
import { addOrg, addUser, demo, signIn, TestClient, BASE } from './client';
import { createLink, openMeetingType, publicGet } from './booking-helpers';

vi.setConfig({ testTimeout: 30_000, hookTimeout: 60_000 });

let admin: TestClient;
let member: TestClient;
let memberId: string;

// A throwaway organization: branding is organization-wide, so the demo organization's pages stay as they are.
beforeAll(async () => {
  const org = await addOrg({ company: 'Brandco' });
  admin = await signIn(org.admin.email);
  const m = await addUser(org.accountId, { role: 'regular', name: 'Mia Member' });
  memberId = m.id;
  member = await signIn(m.email);
});

const page = async (path: string) => {
  const res = await SELF.fetch(`${BASE}${path}`);
  return { status: res.status, html: await res.text() };
};

describe('the branding settings', () => {
  it('starts on the default theme, and an Admin saves colour, mode, style and label', async () => {
    const first = await member.json('GET', '/api/branding');
    expect(first.body.data).toEqual({
      primaryColor: '#4f46e5',
      colorMode: 'light',
      style: 'light_default',
      submitLabel: 'Schedule meeting',
      metaTitle: null,
      metaDescription: null,
      metaImageUrl: null,
      faviconUrl: null,
    });
    const saved = await admin.json('PATCH', '/api/branding', {
      primaryColor: '#0F766E',
      colorMode: 'dark',
      style: 'retro',
      submitLabel: ' Book my demo ',
    });
    expect(saved.status).toBe(200);
    expect(saved.body.data).toMatchObject({ primaryColor: '#0f766e', colorMode: 'dark', style: 'retro', submitLabel: 'Book my demo' });
    // A partial change keeps the rest.
    const again = await admin.json('PATCH', '/api/branding', { style: 'terminal' });
    expect(again.body.data).toMatchObject({ primaryColor: '#0f766e', colorMode: 'dark', style: 'terminal' });
    expect((await member.json('GET', '/api/branding')).body.data.style).toBe('terminal');
  });

  it('only an Admin changes it', async () => {
    const res = await member.json('PATCH', '/api/branding', { style: 'sharp' });
    expect(res.status).toBe(403);
    expect((await admin.json('GET', '/api/branding')).body.data.style).not.toBe('sharp');
  });

  it('refuses a style outside the spec list, a colour that is not hex and an empty label, with pointers', async () => {
    const res = await admin.json('PATCH', '/api/branding', {
      style: 'neon',
      primaryColor: 'teal',
      submitLabel: '  ',
      faviconUrl: 'not a url',
    });
    expect(res.status).toBe(422);
    const errors = (res.body.errors as { detail: string; source: { pointer: string } }[]).map((e) => [e.source.pointer, e.detail]);
    expect(errors).toEqual(
      expect.arrayContaining([
        ['/style', 'Choose a style'],
        ['/primaryColor', 'Choose a colour'],
        ['/submitLabel', 'Submit button label is a required field'],
        ['/faviconUrl', 'Invalid URL'],
      ]),
    );
  });

  it('is 401 without a session', async () => {
    expect((await new TestClient().json('GET', '/api/branding')).status).toBe(401);
  });
});

describe('the booking page carries the brand', () => {
  it('gives the link page the theme, the organization colour on a link with default colours, and the meta info in its head', async () => {
    const type = await openMeetingType(admin, [memberId]);
    const link = await createLink(admin, { meetingTypeId: type.id, ownerUserId: memberId, name: 'Demo call' });
    await admin.json('PATCH', '/api/branding', {
      primaryColor: '#be123c',
      colorMode: 'light',
      style: 'serenity',
      submitLabel: 'Book it',
      metaTitle: 'Book Brandco',
      metaDescription: 'Talk to "us" <now>',
      metaImageUrl: 'https://cdn.brandco.test/og.png',
      faviconUrl: 'https://cdn.brandco.test/favicon.png',
    });
    const data = (await publicGet(`/api/public/links/${link.slug}`)).body.data;
    expect(data.theme).toEqual({ primaryColor: '#be123c', colorMode: 'light', style: 'serenity', submitLabel: 'Book it' });
    expect(data.appearance).toMatchObject({ linkColor: '#be123c', buttonColor: '#be123c' });
    expect(data.meta).toEqual({
      title: 'Book Brandco',
      description: 'Talk to "us" <now>',
      image: 'https://cdn.brandco.test/og.png',
      favicon: 'https://cdn.brandco.test/favicon.png',
    });

    const { status, html } = await page(`/b/${link.slug}`);
    expect(status).toBe(200);
    expect(html).toMatch(/<html[^>]*data-rw-style="serenity"/);
    expect(html).toMatch(/<html[^>]*data-rw-mode="light"/);
    expect(html).toMatch(/<html[^>]*style="--rw-brand:#be123c"/);
    expect(html).toContain('<title>Book Brandco</title>');
    expect(html).toContain('<meta name="description" content="Talk to &#34;us&#34; &#60;now&#62;">');
    expect(html).toContain('<meta property="og:image" content="https://cdn.brandco.test/og.png">');
    expect(html).toMatch(/<link rel="icon" href="https:\/\/cdn\.brandco\.test\/favicon\.png"/);
    expect(html).toContain('<meta name="theme-color" content="#be123c"');
  });

  it("keeps a member's own link colours and meta title over the organization's", async () => {
    const type = await openMeetingType(admin, [memberId]);
    const link = await createLink(admin, {
      meetingTypeId: type.id,
      ownerUserId: memberId,
      appearance: { linkColor: '#15803d', buttonColor: '#15803d', language: 'en' },
      metaTitle: 'Mia’s own page',
    });
    const data = (await publicGet(`/api/public/links/${link.slug}`)).body.data;
    expect(data.appearance).toMatchObject({ linkColor: '#15803d', buttonColor: '#15803d' });
    expect(data.meta.title).toBe('Mia’s own page');
    expect((await page(`/b/${link.slug}`)).html).toContain('<title>Mia’s own page</title>');
  });
});

describe('another organization', () => {
  it('keeps its own default theme', async () => {
    const { admin: demoAdmin } = await demo();
    expect((await demoAdmin.json('GET', '/api/branding')).body.data.style).toBe('light_default');
  });
});
