import { test as base, type BrowserContext, type Page } from '@playwright/test';

/**
 * The browser tests' `test`: like Playwright's, but a test fails when any page it opened logged a
 * console error or threw an uncaught error (a failed request counts: the browser logs it as an error).
 * Pages from `browser.newContext()` / `browser.newPage()` inside a test are watched as well. A test that
 * provokes an error on purpose allows exactly that one with `allowConsoleErrors(/pattern/)`.
 */
type Logged = { page: string; text: string };

let current: Logged[] | null = null;
let allowed: RegExp[] = [];
const watched = new WeakSet<Page>();

/**
 * Screenshots into .tmp/screens are for a person to look at, never asserted: `npm test` turns them off
 * (E2E_SCREENSHOTS=0), since on the 2-core CI machine every full-page capture is CPU its journeys wait for.
 */
export const SCREENSHOTS = process.env.E2E_SCREENSHOTS !== '0';

function skipLookingScreenshots(page: Page) {
  if (SCREENSHOTS) return;
  const screenshot = page.screenshot.bind(page);
  page.screenshot = async (options) =>
    options?.path && /(^|\/)\.tmp\/screens\//.test(options.path) ? Buffer.alloc(0) : screenshot(options);
}

function watchPage(page: Page) {
  if (watched.has(page)) return;
  watched.add(page);
  skipLookingScreenshots(page);
  page.on('console', (m) => {
    if (m.type() !== 'error') return;
    const at = m.location().url;
    current?.push({ page: page.url(), text: at && !m.text().includes(at) ? `${m.text()} (${at})` : m.text() });
  });
  page.on('pageerror', (e) => current?.push({ page: page.url(), text: `Uncaught ${e.name}: ${e.message}` }));
}

function watchContext(context: BrowserContext) {
  context.pages().forEach(watchPage);
  context.on('page', watchPage);
}

const patched = new WeakSet<object>();

export const test = base.extend<{ allowConsoleErrors: (pattern: RegExp) => void; consoleErrorGuard: void }>({
  browser: [
    async ({ browser }, use) => {
      if (!patched.has(browser)) {
        patched.add(browser);
        const newContext = browser.newContext.bind(browser);
        browser.newContext = async (...args) => {
          const context = await newContext(...args);
          watchContext(context);
          return context;
        };
        const newPage = browser.newPage.bind(browser);
        browser.newPage = async (...args) => {
          const page = await newPage(...args);
          watchPage(page);
          return page;
        };
      }
      await use(browser);
    },
    { scope: 'worker' },
  ],
  context: async ({ context }, use) => {
    watchContext(context);
    await use(context);
  },
  allowConsoleErrors: async ({}, use) => {
    await use((pattern) => allowed.push(pattern));
  },
  consoleErrorGuard: [
    async ({}, use, testInfo) => {
      const logged: Logged[] = [];
      current = logged;
      allowed = [];
      await use();
      current = null;
      // The tests' own fake marketing sites (127.0.0.1 on another port) have no favicon; that is not the app's.
      const app = new URL(testInfo.project.use.baseURL ?? 'http://127.0.0.1').origin;
      const foreignFavicon = (text: string) =>
        / 404 .*\((http:\/\/[^/]+)\/favicon\.ico\)$/.exec(text)?.[1] !== undefined && !text.includes(`(${app}/favicon.ico)`);
      const unexpected = logged.filter((l) => !foreignFavicon(l.text) && !allowed.some((p) => p.test(l.text)));
      if (unexpected.length && testInfo.status === testInfo.expectedStatus) {
        throw new Error(`Console errors during the test:\n${unexpected.map((l) => `  ${l.text}\n    on ${l.page}`).join('\n')}`);
      }
    },
    { auto: true },
  ],
});

export { expect } from '@playwright/test';
