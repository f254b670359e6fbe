import { Hono } from 'hono';
import { createMiddleware } from 'hono/factory';
import type { AppEnv, AuthedEnv } from '../../env';
import { MCP_MESSAGES } from '../../contracts/mcp';
import { errorJson } from '../../http/errors';
import { resolveTokenCaller } from '../personal-tokens/service';
import { answerMcp } from './service';

const REALM = 'Bearer realm="Routewise MCP"';

/**
 * A personal access token in `Authorization: Bearer`, and nothing else: no session cookie is read here, so
 * a browser can never call /mcp for a signed-in member (no CSRF question arises). The token is never logged.
 */
const bearerToken = createMiddleware<AppEnv>(async (c, next) => {
  const header = c.req.header('authorization') ?? '';
  const token = /^Bearer\s+(\S+)$/i.exec(header)?.[1];
  const caller = token ? await resolveTokenCaller(c.var.db, token, 'mcp') : null;
  if (!caller) {
    c.header('WWW-Authenticate', token ? `${REALM}, error="invalid_token"` : REALM);
    return errorJson(c, 401, [{ status: '401', code: 'unauthorized', detail: MCP_MESSAGES.tokenRequired }]);
  }
  c.set('caller', caller);
  await next();
});

/** /mcp: the MCP server (Streamable HTTP). POST carries JSON-RPC; DELETE ends a (stateless, so empty) session. */
export const mcpRoutes = new Hono<AppEnv>()
  .use(bearerToken)
  // The server pushes nothing of its own accord, so it offers no SSE stream: the transport spec's answer is 405.
  .get('/', (c) => c.body(null, 405, { allow: 'POST, DELETE' }))
  .on(['POST', 'DELETE'], '/', (c) => {
    const { caller } = (c as unknown as { var: AuthedEnv['Variables'] }).var;
    return answerMcp(c.env, c.var.db, caller, c.req.raw);
  });
