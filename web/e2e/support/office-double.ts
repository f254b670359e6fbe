import type { BrowserContext, Page } from '@playwright/test';

// A test double of the Office host for the Outlook add-in's taskpanes: served in place of office.js, it
// defines what the taskpanes use (Office.onReady, the mail item's to/cc/from and body.setSelectedDataAsync,
// displayDialogAsync and messageParent). The dialog opens as a real window on the app, like Outlook on the web's,
// and messageParent reaches the taskpane that opened it. What the taskpane inserted is kept in window.__officeInserted.

export type OfficeItem =
  { mode: 'compose'; to: { name: string; email: string }[] } | { mode: 'read'; from: { name: string; email: string } };

const DOUBLE = `(() => {
  const cfg = window.__OFFICE_ITEM__;
  const email = (p) => ({ displayName: p.name, emailAddress: p.email });
  const asyncList = (list) => ({ getAsync: (cb) => cb({ status: 'succeeded', value: list.map(email) }) });
  window.__officeInserted = [];
  const body = {
    setSelectedDataAsync: (data, options, cb) => {
      window.__officeInserted.push({ data, coercionType: options.coercionType });
      cb({ status: 'succeeded' });
    },
  };
  const item = !cfg ? undefined : cfg.mode === 'compose'
    ? { itemType: 'message', to: asyncList(cfg.to), cc: asyncList([]), body }
    : { itemType: 'message', from: email(cfg.from), to: [], cc: [], body };
  const EventType = { DialogMessageReceived: 'dialogMessageReceived', DialogEventReceived: 'dialogEventReceived' };
  window.Office = {
    EventType,
    CoercionType: { Text: 'text', Html: 'html' },
    onReady: (cb) => Promise.resolve().then(() => { const info = { host: item ? 'Outlook' : null, platform: 'OfficeOnline' }; cb && cb(info); return info; }),
    context: {
      mailbox: item ? { item } : undefined,
      ui: {
        displayDialogAsync: (url, options, cb) => {
          const handlers = {};
          const win = window.open(url, '_blank', 'width=500,height=700');
          window.__officeDialogMessage = (message) => handlers[EventType.DialogMessageReceived]?.({ message, origin: location.origin });
          cb({ status: 'succeeded', value: { addEventHandler: (type, h) => (handlers[type] = h), close: () => win && win.close() } });
        },
        messageParent: (message) => window.opener.__officeDialogMessage(message),
      },
    },
  };
})();`;

/** Serves the double for office.js to every page of the context (taskpanes and the dialog). */
export const serveOfficeDouble = (context: BrowserContext) =>
  context.route('**/outlook-addin-assets/office-js/office.js', (route) => route.fulfill({ contentType: 'text/javascript', body: DOUBLE }));

/** The message open in Outlook, for the taskpane on this page (kept across its navigations). */
export const openItem = (page: Page, item: OfficeItem) =>
  page.addInitScript((i) => ((window as unknown as { __OFFICE_ITEM__: OfficeItem }).__OFFICE_ITEM__ = i), item);

export const inserted = (page: Page) =>
  page.evaluate(() => (window as unknown as { __officeInserted: { data: string; coercionType: string }[] }).__officeInserted);
