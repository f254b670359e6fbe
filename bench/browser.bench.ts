// What a prospect and an admin wait for in a real browser (headless Debian Chromium over the real worker):
// - the widget on the demo marketing site (web/e2e/fixtures/marketing-site): from the form's submit event
//   to the widget's `availability-loaded` event (times clickable), and from the click on "Schedule meeting"
//   to `booking-confirmed`; cold is the first submit in a new browser context (nothing cached, no CORS
//   preflight remembered), warm the next submit in the same context after a reload;
// - the SPA: navigation start to the sign-in form's inputs in the page and enabled (median of 8 new
//   contexts), and the click on "Sign in" to the home dashboard drawn with its data.
// Every time is read inside the page (event timestamps and performance.now(), on the navigation's clock),
// not by Node. BENCH_DEBUG=1 also prints, per prospect on stderr, when each request of the page started and
// ended relative to the submit (where the wait is: before the request, in it, or in drawing the times).
// dist/web is rebuilt first when it is older than the SPA's or the widget's sources.
import { execFileSync } from 'node:child_process';
import { existsSync, readdirSync, statSync } from 'node:fs';
import path from 'node:path';
import { chromium, type Browser, type Page } from 'playwright-core';
import { percentile, signIn, startServer, type BenchServer } from './support/worker-server';
// @ts-expect-error a plain ES module without types
import { startMarketingSite } from '../web/e2e/fixtures/marketing-site/serve.mjs';

// Fewer for a quick check of the bench itself (BENCH_PROSPECTS=2 BENCH_LOGIN_RUNS=2).
const PROSPECTS = Number(process.env.BENCH_PROSPECTS || 20);
const LOGIN_RUNS = Number(process.env.BENCH_LOGIN_RUNS || 8);
/** How long one step may take before the bench gives up: generous, a loaded machine answers slowly. */
const STEP_MS = Number(process.env.BENCH_STEP_MS || 120_000);
/**
 * How long each prospect waits after the one before booked (BENCH_SETTLE_MS=0 for back to back). Locally one workerd
 * thread runs the worker and the queue consumers, and the e-mail queue delivers its batch a second after the
 * booking: without the wait that rendering lands on the next prospect's submission, which on Cloudflare runs
 * beside it, not in its way.
 */
const SETTLE_MS = Number(process.env.BENCH_SETTLE_MS ?? 1500);
const PORT = Number(process.env.BENCH_PORT || 8793);
/** An app already running with the demo seed (npm start, a bench server left up) instead of a fresh one. */
const RUNNING = process.env.BENCH_APP_URL;
const root = process.cwd();

function newestMtime(file: string): number {
  if (!statSync(file).isDirectory()) return statSync(file).mtimeMs;
  return Math.max(0, ...readdirSync(file).map((name) => newestMtime(path.join(file, name))));
}
const builtAt = (file: string) => (existsSync(path.join(root, file)) ? statSync(path.join(root, file)).mtimeMs : 0);
const contracts = newestMtime(path.join(root, 'worker/contracts'));
const BUILDS: [script: string, output: string, sources: string[]][] = [
  ['build-web.mjs', 'dist/web/index.html', ['web/src', 'web/index.html', 'web/vite.config.ts', 'web/first-route-preload.ts']],
  ['build-widget.mjs', 'dist/web/widget-scheduler.js', ['widget/src']],
];
for (const [script, output, sources] of BUILDS) {
  if (builtAt(output) < Math.max(contracts, ...sources.map((s) => newestMtime(path.join(root, s))))) {
    execFileSync(process.execPath, [path.join(root, 'scripts', script)], {
      stdio: ['ignore', 'ignore', 'inherit'],
      cwd: root,
      env: { ...process.env, CI: '1' },
    });
  }
}

type Probe = {
  submitAt: number | null;
  clickAt: number | null;
  loaded: { at: number; slots: number }[];
  confirmed: { at: number; clickAt: number | null }[];
};
/** The page's window with the probe on it (a cast, not a global type: only the bench's pages have it). */
type Probed = { __bench: Probe };

/** In every page, before its scripts: the moments the bench reads, on the page's own clock. */
function watchWidget() {
  const probe: Probe = { submitAt: null, clickAt: null, loaded: [], confirmed: [] };
  (window as unknown as Probed).__bench = probe;
  // Capturing on the window runs before the page's and the widget's own listeners.
  addEventListener('submit', (e) => (probe.submitAt = e.timeStamp), true);
  addEventListener('click', (e) => (probe.clickAt = e.timeStamp), true);
  addEventListener('availability-loaded', (e) => probe.loaded.push({ at: e.timeStamp, slots: (e as CustomEvent).detail.slots }));
  addEventListener('booking-confirmed', (e) => probe.confirmed.push({ at: e.timeStamp, clickAt: probe.clickAt }));
}

/** One prospect on the marketing page: fills and submits the form, waits for times, books the first one. */
async function prospect(page: Page, siteUrl: string, k: number) {
  await page.goto(siteUrl);
  await page.locator('form[data-routewise-router]').waitFor({ state: 'attached', timeout: STEP_MS });
  await page.getByLabel('First name').fill('Bench');
  await page.getByLabel('Last name').fill(`Prospect ${k}`);
  await page.getByLabel('Work email').fill(`bench.${k}.${Date.now().toString(36)}@prospect${k}.test`);
  await page.getByLabel('Company').fill(`Prospect ${k} Inc`);
  await page.getByRole('button', { name: 'Request a demo' }).click();
  await page.waitForFunction(() => (window as unknown as Probed).__bench.loaded.length > 0, null, { timeout: STEP_MS });
  const { submitAt, loaded } = await page.evaluate(() => (window as unknown as Probed).__bench);
  if (process.env.BENCH_DEBUG)
    console.error(
      k,
      'loaded',
      (loaded[0].at - submitAt!).toFixed(0),
      JSON.stringify(
        await page.evaluate(
          (t0) =>
            performance
              .getEntriesByType('resource')
              .filter((e) => e.startTime > t0 - 2000)
              .map((e) => {
                const r = e as PerformanceResourceTiming;
                return `${r.name.split('/').slice(-2).join('/').slice(0, 40)} start+${(r.startTime - t0).toFixed(0)} req+${(r.requestStart - t0).toFixed(0)} resp+${(r.responseStart - t0).toFixed(0)} end+${(r.responseEnd - t0).toFixed(0)}`;
              }),
          submitAt!,
        ),
      ),
    );
  if (loaded[0].slots < 1) throw new Error(`prospect ${k} was shown no times`);
  await page.locator('.rw-slot').first().click();
  await page.getByRole('button', { name: 'Schedule meeting' }).click();
  await page.waitForFunction(() => (window as unknown as Probed).__bench.confirmed.length > 0, null, { timeout: STEP_MS });
  const [confirmed] = await page.evaluate(() => (window as unknown as Probed).__bench.confirmed);
  return { loaded: loaded[0].at - submitAt!, booked: confirmed.at - confirmed.clickAt! };
}

const settle = () => new Promise((resolve) => setTimeout(resolve, SETTLE_MS));

async function widgetFigures(browser: Browser, siteUrl: string) {
  const cold: number[] = [];
  const warm: number[] = [];
  const bookedCold: number[] = [];
  const bookedWarm: number[] = [];
  for (let k = 0; k < PROSPECTS; k++) {
    const context = await browser.newContext({ timezoneId: 'America/New_York' });
    await context.addInitScript(watchWidget);
    const page = await context.newPage();
    page.setDefaultTimeout(STEP_MS);
    // A page that breaks says why on stderr, instead of the bench only timing out on a missing element.
    page.on('pageerror', (e) => console.error(`page error: ${e.message}`));
    page.on('console', (m) => m.type() === 'error' && console.error(`page console: ${m.text()}`));
    page.on('response', (r) => r.status() >= 400 && console.error(`${r.status()} ${r.url()}`));
    // (An aborted request is not an error: the widget's background re-send of the form ends with the page.)
    page.on(
      'requestfailed',
      (r) => r.failure()?.errorText !== 'net::ERR_ABORTED' && console.error(`request failed: ${r.url()} ${r.failure()?.errorText}`),
    );
    await settle();
    const first = await prospect(page, siteUrl, 2 * k);
    await settle();
    const second = await prospect(page, siteUrl, 2 * k + 1);
    cold.push(first.loaded);
    warm.push(second.loaded);
    bookedCold.push(first.booked);
    bookedWarm.push(second.booked);
    await context.close();
  }
  return { cold, warm, bookedCold, bookedWarm };
}

/** In the sign-in page, before its scripts: when both inputs are in the page and enabled, on the navigation's clock. */
function watchLogin() {
  const w = window as unknown as { __usable: number | null; __clickAt: number | null; __home: number | null };
  w.__usable = w.__clickAt = w.__home = null;
  const check = () => {
    const email = document.querySelector<HTMLInputElement>('input[type="email"]');
    const password = document.querySelector<HTMLInputElement>('input[type="password"]');
    if (w.__usable === null && email && password && !email.disabled && !password.disabled) w.__usable = performance.now();
    if (w.__clickAt !== null && w.__home === null && document.getElementById('dashboard-today')) w.__home = performance.now();
  };
  new MutationObserver(check).observe(document, { childList: true, subtree: true, attributes: true });
  addEventListener(
    'click',
    (e) => {
      if ((e.target as Element).closest?.('button[type="submit"]')) w.__clickAt = e.timeStamp;
    },
    true,
  );
}

async function loginFigures(browser: Browser, base: string) {
  const usable: number[] = [];
  const home: number[] = [];
  for (let i = 0; i < LOGIN_RUNS; i++) {
    const context = await browser.newContext();
    await context.addInitScript(watchLogin);
    const page = await context.newPage();
    page.setDefaultTimeout(STEP_MS);
    await page.goto(`${base}/login`);
    await page.waitForFunction(() => (window as unknown as { __usable: number | null }).__usable !== null, null, { timeout: STEP_MS });
    await page.getByLabel('Email').fill('admin@acme.test');
    await page.getByLabel('Password').fill('Demo-pass1!');
    await page.getByRole('button', { name: 'Sign in' }).click();
    await page.waitForFunction(() => (window as unknown as { __home: number | null }).__home !== null, null, { timeout: STEP_MS });
    const { __usable, __clickAt, __home } = await page.evaluate(() => {
      const w = window as unknown as { __usable: number; __clickAt: number; __home: number };
      return { __usable: w.__usable, __clickAt: w.__clickAt, __home: w.__home };
    });
    usable.push(__usable);
    home.push(__home - __clickAt);
    await context.close();
  }
  return { usable, home };
}

async function runningServer(base: string): Promise<BenchServer> {
  const seeded = await fetch(`${base}/dev/seed`, { method: 'POST' });
  if (!seeded.ok) throw new Error(`seed failed: ${seeded.status}`);
  return { base, admin: await signIn(base, 'admin@acme.test'), stop: async () => {}, group: null };
}

const server = RUNNING ? await runningServer(RUNNING) : await startServer(PORT);
// The bench runs bundled from .tmp/bench, so the site is told where its pages are.
const site = await startMarketingSite(0, path.join(root, 'web/e2e/fixtures/marketing-site'));
const browser = await chromium.launch({
  executablePath: process.env.CHROMIUM_PATH || '/usr/bin/chromium',
  headless: true,
  args: ['--no-sandbox', '--disable-gpu', '--disable-background-networking', '--disable-component-update', '--disable-sync'],
});
try {
  const { admin, base } = server;
  const routers = (await admin.json('GET', '/api/routers')).body.data as { id: string; name: string }[];
  const demo = routers.find((r) => r.name === 'Website demo requests');
  if (!demo) throw new Error('the demo seed has no "Website demo requests" router');
  const origins = (await admin.json('GET', '/api/organization/trusted-origins')).body.data.trustedOrigins as string[];
  const trusted = await admin.json('PUT', '/api/organization/trusted-origins', { trustedOrigins: [...new Set([...origins, site.url])] });
  if (trusted.status !== 200) throw new Error(`trusting the marketing site failed: ${trusted.status}`);

  const fmt = (values: number[], p: number) => percentile(values, p).toFixed(1);
  const widget = await widgetFigures(browser, `${site.url}/?app=${encodeURIComponent(base)}&router=${demo.id}`);
  console.log(`widget.availability-loaded.cold.p50 ${fmt(widget.cold, 50)} ms`);
  console.log(`widget.availability-loaded.cold.p95 ${fmt(widget.cold, 95)} ms`);
  console.log(`widget.availability-loaded.warm.p50 ${fmt(widget.warm, 50)} ms`);
  console.log(`widget.availability-loaded.warm.p95 ${fmt(widget.warm, 95)} ms`);
  console.log(`widget.availability-loaded.p50 ${fmt([...widget.cold, ...widget.warm], 50)} ms`);
  console.log(`widget.availability-loaded.p95 ${fmt([...widget.cold, ...widget.warm], 95)} ms`);
  console.log(`widget.booked.cold.p95 ${fmt(widget.bookedCold, 95)} ms`);
  console.log(`widget.booked.warm.p95 ${fmt(widget.bookedWarm, 95)} ms`);
  console.log(`widget.booked.p95 ${fmt([...widget.bookedCold, ...widget.bookedWarm], 95)} ms`);

  const login = await loginFigures(browser, base);
  console.log(`spa.login-usable.p50 ${fmt(login.usable, 50)} ms`);
  console.log(`spa.signin-to-home.p50 ${fmt(login.home, 50)} ms`);
} finally {
  await browser.close();
  await site();
  await server.stop();
}
