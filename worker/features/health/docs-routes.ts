import { Hono } from 'hono';
import type { AppEnv } from '../../env';
import { CSRF_COOKIE, CSRF_HEADER } from '../../http/cookies';

/**
 * Swagger UI over /api/openapi.json; its assets are copied into the static build, so no CDN is needed.
 * "Try it out" runs in the signed-in browser: the session cookie goes along by itself, the CSRF and
 * Idempotency-Key fields come filled in, and the request interceptor echoes the current CSRF cookie into
 * its header as the app does, so writes work from this page too.
 *
 * The document is OpenAPI 3.1, and Swagger UI resolves 3.1 through ApiDOM, which walks the whole document for
 * every operation it opens: 9 s before the first answer showed on a quiet machine, and over 30 s under load.
 * Its classic 3.0 resolver gives the same resolved operation (the document has only #/components references)
 * in 1.5 s, so the resolver is told "3.0.3" while the page still renders the 3.1 document, webhooks included.
 */
export const docsRoutes = new Hono<AppEnv>().get('/', (c) =>
  c.html(`<!doctype html><html><head><meta charset="utf-8"><title>Routewise API</title>
<link rel="stylesheet" href="/api-docs/swagger-ui.css"></head><body><div id="swagger"></div>
<script src="/api-docs/swagger-ui-bundle.js"></script>
<script>
const classicResolver = () => ({
  afterLoad(system) {
    const fn = this.fn || system.fn;
    const resolve = fn.resolve;
    const resolveSubtree = fn.resolveSubtree;
    fn.resolve = (options, ...rest) => resolve({ ...options, spec: options.spec && { ...options.spec, openapi: '3.0.3' } }, ...rest);
    fn.resolveSubtree = (spec, ...rest) => resolveSubtree({ ...spec, openapi: '3.0.3' }, ...rest);
  },
});
const csrf = () => (document.cookie.split('; ').find((c) => c.startsWith('${CSRF_COOKIE}=')) || '').slice(${CSRF_COOKIE.length + 1});
window.ui = SwaggerUIBundle({
  url: '/api/openapi.json',
  dom_id: '#swagger',
  plugins: [classicResolver],
  withCredentials: true,
  // Each operation has its own address (#/tag/operationId) to share or bookmark.
  deepLinking: true,
  // 261 operations drawn at once took most of the page's start; tags open on a click or a deep link, and
  // the filter box finds a tag by name.
  docExpansion: 'none',
  filter: true,
  defaultModelsExpandDepth: -1,
  // Fills what the browser already knows: the CSRF token (header and cookie) and a fresh Idempotency-Key.
  parameterMacro: (operation, parameter) => {
    if (parameter.name === '${CSRF_HEADER}' || parameter.name === '${CSRF_COOKIE}') return decodeURIComponent(csrf());
    if (parameter.name === 'Idempotency-Key') return crypto.randomUUID();
    return undefined;
  },
  requestInterceptor: (req) => {
    if (req.method && req.method !== 'GET' && csrf()) req.headers['${CSRF_HEADER}'] = decodeURIComponent(csrf());
    return req;
  },
});
</script></body></html>`),
);
