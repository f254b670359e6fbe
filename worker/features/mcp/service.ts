import { WebStandardStreamableHTTPServerTransport } from '@modelcontextprotocol/sdk/server/webStandardStreamableHttp.js';
import type { Db } from '../../db/client';
import type { Caller, Env } from '../../env';
import { mcpServer } from './parts/server';

export { TOOLS as MCP_TOOLS } from './parts/server';

/**
 * Answers one MCP request (Streamable HTTP, stateless: every request is complete in itself, so any
 * isolate can answer it) for the member the bearer token acts as. JSON answers, not an SSE stream: no tool
 * sends progress, and a plain answer needs nothing kept open.
 */
export async function answerMcp(env: Env, db: Db, caller: Caller, request: Request): Promise<Response> {
  const server = mcpServer({ env, db, caller });
  const transport = new WebStandardStreamableHTTPServerTransport({ sessionIdGenerator: undefined, enableJsonResponse: true });
  await server.connect(transport);
  try {
    return await transport.handleRequest(request);
  } finally {
    await server.close();
  }
}
