import { expect, type Locator, type Page } from '@playwright/test';
import { defaultMeetingType } from '../../../worker/contracts/meeting-types';
import { DEMO, DEMO_PASSWORD, signIn, signUpAndConfirm, uniqueEmail } from './app';

/** Calls the authenticated API from a signed-in page: its cookies, plus the CSRF header the SPA echoes from rw_csrf. */
export async function callApi<T = any>(page: Page, method: string, path: string, body?: unknown): Promise<{ status: number; body: T }> {
  const csrf = (await page.context().cookies()).find((c) => c.name === 'rw_csrf')?.value;
  const res = await page.request.fetch(path, { method, data: body, headers: csrf ? { 'x-csrf-token': decodeURIComponent(csrf) } : {} });
  const text = await res.text();
  return { status: res.status(), body: text ? JSON.parse(text) : null };
}

const id = () => `${Date.now().toString(36)}${Math.random().toString(36).slice(2, 6)}`;

/** Weekly hours open around the clock every day, in UTC: a test never waits for a free slot. */
export const OPEN_AROUND_THE_CLOCK = {
  availabilitySource: 'recurring',
  recurringAvailability: {
    timeZone: 'UTC',
    weekly: Array.from({ length: 7 }, () => [{ start: '00:00', end: '24:00' }]),
    overrides: [],
    vacations: [],
  },
} as const;

/**
 * Creates, through the API, a meeting type hosted by `hostIds`, open around the clock and bookable from an hour ahead
 * for 60 days; `fields` (at least its name) add to or override those defaults. Returns the created type.
 */
export async function createOpenMeetingType(page: Page, hostIds: string[], fields: { name: string } & Record<string, unknown>) {
  const type = await callApi<{ data: { id: string } }>(page, 'POST', '/api/meeting-types', {
    ...defaultMeetingType(hostIds),
    earliestSlotMinutes: 60,
    bookingWindowDays: 60,
    ...OPEN_AROUND_THE_CLOCK,
    ...fields,
  });
  expect(type.status, JSON.stringify(type.body)).toBe(201);
  return type.body.data;
}

/**
 * Signs up an Admin of a fresh organization (`prefix` names the e-mail), onboarded as `company`, so what a journey
 * changes leaves the demo organization as the other journeys expect it; returns the new user.
 */
export async function signUpFreshOrganization(page: Page, prefix: string, password: string, company: string) {
  await signUpAndConfirm(page, uniqueEmail(prefix), password);
  await callApi(page, 'PATCH', '/api/organization', { onboarded: true, company });
  return (await callApi<{ data: { user: { id: string } } }>(page, 'GET', '/api/auth/session')).body.data.user;
}

/** Creates a CRM contact carrying `fields`: the built-in CRM's field pickers list a field once a record uses it. */
export async function seedContactFields(page: Page, fields: Record<string, string>) {
  const seeded = await callApi(page, 'POST', '/api/crm/records', {
    module: 'contact',
    email: uniqueEmail('seed'),
    name: 'Seed Contact',
    fields,
  });
  expect(seeded.status, JSON.stringify(seeded.body)).toBe(201);
}

/** The seeded members, as the signed-in page's account lists them. */
export async function listMembers(page: Page) {
  return (await callApi<{ data: { id: string; email: string; name: string }[] }>(page, 'GET', '/api/members')).body.data;
}

/** The demo Admin's member record (the page must be signed in to the demo account). */
export async function demoAdmin(page: Page) {
  return (await listMembers(page)).find((m) => m.email === DEMO.admin)!;
}

/** Creates, through the API, a personal meeting link with these fields (name, slug, its meeting type…); it must be created. */
export async function createPersonalLink(page: Page, fields: { name: string; slug: string } & Record<string, unknown>) {
  const link = await callApi<{ data: { id: string } }>(page, 'POST', '/api/meeting-links', { kind: 'personal', ...fields });
  expect(link.status, JSON.stringify(link.body)).toBe(201);
  return link.body.data;
}

/**
 * Signs in as the demo Admin and creates, through the API (the links UI is not built yet), a meeting
 * type open around the clock and a personal meeting link on it; returns the link's slug and names.
 */
export async function createOpenLink(page: Page, extra: Record<string, unknown> = {}) {
  await signIn(page, DEMO.admin, DEMO_PASSWORD);
  await expect(page).not.toHaveURL(/\/login/);
  const admin = await demoAdmin(page);
  const typeName = `E2E call ${id()}`;
  const type = await createOpenMeetingType(page, [admin.id], { name: typeName, durationMinutes: 30, slotIncrementMinutes: 30 });
  const slug = `e2e-${id()}`;
  await createPersonalLink(page, {
    name: `Intro ${slug}`,
    slug,
    meetingTypeId: type.id,
    questions: [{ id: 'company', type: 'short_answer', question: 'Company name', placeholder: '', required: true }],
    ...extra,
  });
  return { slug, typeName, hostName: admin.name };
}

/** On a booking page, or in the widget's dialog: opens the first day that has times. */
export async function openFirstDay(scope: Page | Locator) {
  await scope
    .getByRole('button', { name: /\d+ times? available/ })
    .first()
    .click();
}

/** On a booking page, or in the widget's dialog: the first day with times, its first time, then confirm. */
export async function scheduleFirstSlot(scope: Page | Locator) {
  await openFirstDay(scope);
  await scope.locator('.rw-slot').first().click();
  await scope.getByRole('button', { name: 'Schedule meeting' }).click();
}

/** On a booking page: the first day with times, then its first time (or the one starting at `start`); returns its label and start. */
export async function pickFirstSlot(page: Page, start?: string) {
  await openFirstDay(page);
  const slot = start ? page.locator(`.rw-slot[data-start="${start}"]`) : page.locator('.rw-slot').first();
  await expect(slot).toBeVisible();
  const picked = { time: (await slot.textContent())!, start: (await slot.getAttribute('data-start'))! };
  await slot.click();
  return picked;
}

/** Fills the booking form's fields by their labels. */
export async function fillBookingForm(page: Page, v: { name: string; email: string; company?: string }) {
  await page.getByRole('textbox', { name: 'Name', exact: true }).fill(v.name);
  await page.getByRole('textbox', { name: 'Email', exact: true }).fill(v.email);
  if (v.company !== undefined) await page.getByRole('textbox', { name: 'Company name' }).fill(v.company);
}
