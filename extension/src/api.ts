import { isExtensionCall } from '@contracts/extension';

// The one place the extension talks to Routewise. Only the token is kept (chrome.storage.local); everything
// else is asked for when shown. A 401 means the token was revoked or its member deactivated: it is forgotten
// and the popup asks to connect again. Errors are shown where they happen, never as a redirect.

export const APP_URL = __APP_URL__.replace(/\/+$/, '');
const TOKEN_KEY = 'routewiseToken';

export class ApiProblem extends Error {
  constructor(
    readonly status: number,
    detail: string,
  ) {
    super(detail);
  }
}

export const storedToken = async () => ((await chrome.storage.local.get([TOKEN_KEY]))[TOKEN_KEY] as string | undefined) ?? null;
export const saveToken = (token: string) => chrome.storage.local.set({ [TOKEN_KEY]: token });
export const forgetToken = () => chrome.storage.local.remove([TOKEN_KEY]);

async function answerOf(res: Response) {
  const text = await res.text();
  const body = text ? (JSON.parse(text) as { errors?: { detail?: string }[] }) : null;
  if (!res.ok) throw new ApiProblem(res.status, body?.errors?.[0]?.detail ?? `Routewise answered ${res.status}.`);
  return body;
}

/** A call with the extension's token: only the calls its token opens (the worker refuses others anyway). */
export async function apiCall<T>(method: 'GET' | 'POST', path: string, body?: unknown): Promise<T> {
  if (!isExtensionCall(method, path.split('?')[0])) throw new ApiProblem(403, `The extension does not make ${method} ${path}.`);
  const token = await storedToken();
  if (!token) throw new ApiProblem(401, 'Connect the extension to Routewise first.');
  const res = await fetch(`${APP_URL}${path}`, {
    method,
    headers: { authorization: `Bearer ${token}`, ...(body === undefined ? {} : { 'content-type': 'application/json' }) },
    body: body === undefined ? undefined : JSON.stringify(body),
  });
  if (res.status === 401) await forgetToken();
  return (await answerOf(res)) as T;
}

/** The public booking API (no token): a link's open slots. */
export const publicCall = async <T>(path: string): Promise<T> => (await answerOf(await fetch(`${APP_URL}/api/public${path}`))) as T;

/** Content scripts cannot call the app themselves (the page's CORS applies to them): they ask the service worker. */
export const API_MESSAGE = 'routewise:api';
export type ApiMessage = { type: typeof API_MESSAGE; method: 'GET' | 'POST'; path: string; body?: unknown };
export type ApiReply = { ok: true; data: unknown } | { ok: false; status: number; detail: string };

export async function viaWorker<T>(method: 'GET' | 'POST', path: string, body?: unknown): Promise<T> {
  const reply = (await chrome.runtime.sendMessage({ type: API_MESSAGE, method, path, body } satisfies ApiMessage)) as ApiReply;
  if (!reply.ok) throw new ApiProblem(reply.status, reply.detail);
  return reply.data as T;
}
