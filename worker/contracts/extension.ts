// The browser extension (issue 29; spec section 2, "Extension. Tabs: Meetings, My Links, Availability, Team").
// The extension signs in with a personal access token of scope 'extension' that its member approves at
// /extension/connect; it sends the token as `Authorization: Bearer` and never holds the session cookie, so
// CSRF does not arise for it. The token opens only the calls below: what the popup and the hand-over
// button make. Shared by the worker (which enforces the list) and the extension (which makes the calls).

export const EXTENSION_TOKEN_NAME = 'Browser extension';
/**
 * The Outlook add-in's token: the same 'extension' scope and calls (its taskpanes make a subset of the popup's),
 * named apart so that a member sees and revokes each on its own. Approved in an Office dialog at
 * /extension/connect?host=outlook, which hands it to the taskpane with Office's messageParent.
 */
export const OUTLOOK_TOKEN_NAME = 'Outlook add-in';
export const PERSONAL_TOKEN_SCOPES = ['mcp', 'extension'] as const;
export type PersonalTokenScope = (typeof PERSONAL_TOKEN_SCOPES)[number];

/** The app page where a member approves the extension; the extension opens it with its id (`?ext=`). */
export const EXTENSION_CONNECT_PATH = '/extension/connect';
/** The message the connect page sends the extension through `chrome.runtime.sendMessage` (externally_connectable). */
export const EXTENSION_TOKEN_MESSAGE = 'routewise:extension-token';
export type ExtensionTokenMessage = { type: typeof EXTENSION_TOKEN_MESSAGE; token: string; email: string };

const ID = '[^/]+';
/** Method and path (under /api) of every call an extension token may make. */
export const EXTENSION_CALLS: readonly { method: 'GET' | 'POST'; path: RegExp }[] = [
  { method: 'GET', path: /^\/api\/profile$/ },
  { method: 'GET', path: /^\/api\/meetings$/ },
  // A meeting's join link is in its details only.
  { method: 'GET', path: new RegExp(`^/api/meetings/${ID}$`) },
  { method: 'GET', path: /^\/api\/meeting-links$/ },
  { method: 'GET', path: /^\/api\/members$/ },
  { method: 'GET', path: /^\/api\/relays$/ },
  { method: 'GET', path: /^\/api\/relay-links$/ },
  { method: 'POST', path: /^\/api\/relay-sessions$/ },
  { method: 'GET', path: new RegExp(`^/api/relay-sessions/${ID}(/slots)?$`) },
  { method: 'POST', path: new RegExp(`^/api/relay-sessions/${ID}/(hold|bookings)$`) },
];

export const isExtensionCall = (method: string, path: string) =>
  EXTENSION_CALLS.some((c) => c.method === method && c.path.test(path.replace(/\/+$/, '') || '/'));

export const EXTENSION_MESSAGES = {
  signInAgain: 'Connect the extension to Routewise again: its token is unknown or was revoked.',
  notForExtension: 'The browser extension cannot do this. Open Routewise to do it.',
} as const;
