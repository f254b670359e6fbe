import { Hono } from 'hono';
import type { AppEnv } from '../../env';

/** Swagger UI over /api/openapi.json; its assets are copied into the static build, so no CDN is needed. */
export const docsRoutes = new Hono<AppEnv>().get('/', (c) =>
  c.html(`<!doctype html><html><head><meta charset="utf-8"><title>Routewise API</title>
<link rel="stylesheet" href="/api-docs/swagger-ui.css"></head><body><div id="swagger"></div>
<script src="/api-docs/swagger-ui-bundle.js"></script>
<script>window.ui = SwaggerUIBundle({ url: '/api/openapi.json', dom_id: '#swagger' });</script></body></html>`),
);
