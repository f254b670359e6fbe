import { isExtensionCall } from '@contracts/extension';
import { ApiProblem } from '../../extension/src/api';

// The taskpanes' one way to Routewise. They are served from the app's own origin, yet Outlook frames them
// (the web) or runs them in a webview (Windows, Mac) where the app's session cookie is a third-party cookie or
// absent: so, like the browser extension, they call with a token of scope 'extension' as a bearer, never the
// cookie (credentials 'omit', so CSRF does not arise). The token is kept in the taskpane's localStorage.

const TOKEN_KEY = 'routewise.outlookToken';

export const storedToken = () => localStorage.getItem(TOKEN_KEY);
export const saveToken = (token: string) => localStorage.setItem(TOKEN_KEY, token);
export const forgetToken = () => localStorage.removeItem(TOKEN_KEY);

async function answerOf(res: Response) {
  const text = await res.text();
  const body = text ? (JSON.parse(text) as { errors?: { detail?: string }[] }) : null;
  if (!res.ok) throw new ApiProblem(res.status, body?.errors?.[0]?.detail ?? `Routewise answered ${res.status}.`);
  return body;
}

/** A call with the add-in's token: only the calls an extension token opens (the worker refuses others anyway). */
export async function apiCall<T>(method: 'GET' | 'POST', path: string, body?: unknown): Promise<T> {
  if (!isExtensionCall(method, path.split('?')[0])) throw new ApiProblem(403, `The add-in does not make ${method} ${path}.`);
  const token = storedToken();
  if (!token) throw new ApiProblem(401, 'Connect the add-in to Routewise first.');
  const res = await fetch(path, {
    method,
    credentials: 'omit',
    headers: { authorization: `Bearer ${token}`, ...(body === undefined ? {} : { 'content-type': 'application/json' }) },
    body: body === undefined ? undefined : JSON.stringify(body),
  });
  if (res.status === 401) forgetToken();
  return (await answerOf(res)) as T;
}

/** The public booking API (no token): a link's open slots. */
export const publicCall = async <T>(path: string): Promise<T> =>
  (await answerOf(await fetch(`/api/public${path}`, { credentials: 'omit' }))) as T;
