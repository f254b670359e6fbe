import { EXTENSION_TOKEN_MESSAGE, type ExtensionTokenMessage } from '@contracts/extension';

// What Chrome gives a page that an extension lists in its externally_connectable: a way to message it by id.
type ChromeRuntime = {
  sendMessage: (id: string, message: unknown, reply: (answer: unknown) => void) => void;
  lastError?: { message?: string };
};
const runtime = () => (window as unknown as { chrome?: { runtime?: ChromeRuntime } }).chrome?.runtime;

/** A Chrome extension id: 32 letters a to p. Anything else in ?ext= is not handed a token. */
export const isExtensionId = (id: string | null): id is string => !!id && /^[a-p]{32}$/.test(id);

/** Can this page reach an extension at all (Chrome or Edge, with the Routewise extension installed)? */
export const canReachExtension = () => typeof runtime()?.sendMessage === 'function';

/** Hands the token to the extension that opened this page; resolves once it says it stored it. */
export function handTokenToExtension(extensionId: string, token: string, email: string): Promise<void> {
  const message: ExtensionTokenMessage = { type: EXTENSION_TOKEN_MESSAGE, token, email };
  return new Promise((resolve, reject) => {
    const rt = runtime();
    if (!rt) return reject(new Error('This browser cannot reach the extension.'));
    rt.sendMessage(extensionId, message, (answer) => {
      if (rt.lastError || (answer as { ok?: boolean } | undefined)?.ok !== true)
        reject(new Error(rt.lastError?.message ?? 'The extension did not accept the token.'));
      else resolve();
    });
  });
}
