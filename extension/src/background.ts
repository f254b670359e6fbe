import { EXTENSION_TOKEN_MESSAGE, type ExtensionTokenMessage } from '@contracts/extension';
import { API_MESSAGE, APP_URL, ApiProblem, apiCall, saveToken, type ApiMessage, type ApiReply } from './api';

// The service worker: receives the token from the app's connect page (externally_connectable lists only the
// app's origin, and the sender's origin is checked again here), and makes the content scripts' calls.

const appOrigin = new URL(APP_URL).origin;
const isTokenMessage = (m: unknown): m is ExtensionTokenMessage =>
  !!m && (m as ExtensionTokenMessage).type === EXTENSION_TOKEN_MESSAGE && /^rwpat_[\w-]{20,90}$/.test((m as ExtensionTokenMessage).token);

chrome.runtime.onMessageExternal.addListener((message, sender, reply) => {
  if (sender.origin !== appOrigin || !isTokenMessage(message)) {
    reply({ ok: false });
    return;
  }
  saveToken(message.token).then(
    () => reply({ ok: true }),
    () => reply({ ok: false }),
  );
  return true;
});

chrome.runtime.onMessage.addListener((message, sender, reply) => {
  const m = message as ApiMessage;
  if (sender.id !== chrome.runtime.id || m?.type !== API_MESSAGE) return;
  apiCall(m.method, m.path, m.body).then(
    (data) => reply({ ok: true, data } satisfies ApiReply),
    (e: unknown) =>
      reply({
        ok: false,
        status: e instanceof ApiProblem ? e.status : 0,
        detail: e instanceof Error ? e.message : String(e),
      } satisfies ApiReply),
  );
  return true;
});
