import { mkdirSync } from 'node:fs';
import { expect, type BrowserContext, type Page } from '@playwright/test';

/** The demo organization POST /dev/seed creates (scripts/e2e.mjs seeds it before the run). */
export const DEMO_PASSWORD = 'Demo-pass1!';
export const DEMO = {
  admin: 'admin@acme.test',
  manager: 'manager@acme.test',
  ursula: 'ursula@acme.test',
  ravi: 'ravi@acme.test',
  booker: 'booker@acme.test',
} as const;

/** A fresh address on a fresh domain, so each journey gets its own organization and mailbox rows. */
export function uniqueEmail(prefix = 'user') {
  const id = `${Date.now().toString(36)}${Math.random().toString(36).slice(2, 7)}`;
  return `${prefix}-${id}@e2e-${id}.test`;
}

export async function signIn(page: Page, email: string, password: string) {
  await page.goto('/login');
  await page.getByLabel('Email', { exact: true }).fill(email);
  await page.getByLabel('Password', { exact: true }).fill(password);
  // Until the server has answered, a page.goto would cancel the sign-in and land back on /login (enrichment.spec
  // did, once, on a loaded CI machine). Wrong passwords answer too, so callers that expect the error still see it.
  const answered = page.waitForResponse((r) => r.request().method() === 'POST' && new URL(r.url()).pathname === '/api/auth/login');
  await page.getByRole('button', { name: 'Sign in' }).click();
  await answered;
}

/** Signs in as the demo Admin and waits until the app has left the sign-in page. */
export async function signInAsDemoAdmin(page: Page) {
  await signIn(page, DEMO.admin, DEMO_PASSWORD);
  await expect(page).not.toHaveURL(/\/login/);
}

/** Who the browser is signed in as, asked from inside the page so its cookies apply. */
export async function signedInEmail(page: Page): Promise<string | null> {
  return page.evaluate(async () => {
    // The optional probe answers 200 when signed out too, so asking logs no failed request.
    const res = await fetch('/api/auth/session?optional=1', { credentials: 'same-origin' });
    return res.ok ? (((await res.json()) as { data: { user: { email: string } } | null }).data?.user.email ?? null) : null;
  });
}

/**
 * Opens the local mailbox (/dev/mailbox), waits for the newest e-mail to `to` that carries a link
 * matching `href`, and follows that link the way a person would.
 */
export async function followMailedLink(page: Page, to: string, href: RegExp) {
  const mail = page.locator(`[data-testid="mail"][data-to="${to.toLowerCase()}"]`).first();
  await expect(async () => {
    await page.goto('/dev/mailbox');
    await expect(mail.getByRole('link', { name: href })).toBeVisible({ timeout: 1000 });
  }).toPass({ timeout: 15_000 });
  await mail.getByRole('link', { name: href }).click();
}

/** Fills and submits /signup; the caller decides what it expects to see next. */
export async function fillSignup(
  page: Page,
  v: { company?: string; name?: string; email: string; password: string; confirmPassword?: string },
) {
  await page.goto('/signup');
  await page.getByLabel('Company').fill(v.company ?? 'E2E Widgets Ltd');
  await page.getByLabel('Your name').fill(v.name ?? 'Erin Endtoend');
  await page.getByLabel('Work email').fill(v.email);
  await page.getByLabel('Password', { exact: true }).fill(v.password);
  await page.getByLabel('Confirm password').fill(v.confirmPassword ?? v.password);
  await page.getByRole('button', { name: 'Sign up' }).click();
}

/** A complete sign-up through the UI and the mailed confirmation link; ends signed in as `email`. */
export async function signUpAndConfirm(page: Page, email: string, password: string) {
  await fillSignup(page, { email, password });
  await expect(page.getByRole('heading', { level: 1, name: 'Check your e-mail' })).toBeVisible();
  await followMailedLink(page, email, /\/register\?token=/);
  await expect(page).toHaveURL(/\/onboarding$/);
  await expect.poll(() => signedInEmail(page)).toBe(email);
}

/** Screenshots of the page as it is, at 1280 and 390 px wide, in .tmp/screens/<name>-<width>.png; back to 1280 after. */
export async function shot(page: Page, name: string) {
  if (process.env.E2E_SCREENSHOTS === '0') return; // see SCREENSHOTS in ./test.ts
  mkdirSync('.tmp/screens', { recursive: true });
  for (const width of [1280, 390]) {
    await page.setViewportSize({ width, height: 900 });
    await page.screenshot({ path: `.tmp/screens/${name}-${width}.png`, fullPage: true });
  }
  await page.setViewportSize({ width: 1280, height: 900 });
}

/**
 * Screenshots at 1280 × 900 and at a phone's 390 × 844, in .tmp/screens/<name>-<width>.png (the folder made by
 * the spec); back to 1280 × 900 after. Unlike `shot`, it takes them whatever E2E_SCREENSHOTS says.
 */
export async function phoneShot(page: Page, name: string) {
  for (const width of [1280, 390]) {
    await page.setViewportSize({ width, height: width === 390 ? 844 : 900 });
    await page.screenshot({ path: `.tmp/screens/${name}-${width}.png`, fullPage: true });
  }
  await page.setViewportSize({ width: 1280, height: 900 });
}

/** Fills and sends the sign-in form already on screen (a connect dialog or page that asked first), with the demo password. */
export async function fillSignIn(page: Page, email: string) {
  await page.getByLabel('Email', { exact: true }).fill(email);
  await page.getByLabel('Password', { exact: true }).fill(DEMO_PASSWORD);
  await page.getByRole('button', { name: 'Sign in' }).click();
}

/** The demo Admin, signed in on a fresh page of `context` (its cookies cleared first), opens the app path of `href`. */
export async function openAsAdmin(context: BrowserContext, href: string) {
  await context.clearCookies();
  const app = await context.newPage();
  await app.goto('/login');
  await fillSignIn(app, DEMO.admin);
  await expect(app.getByRole('button', { name: 'Account menu' })).toBeVisible();
  await app.goto(new URL(href).pathname);
  return app;
}
