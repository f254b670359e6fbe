import * as v from 'valibot';
import { toJsonSchema } from '@valibot/to-json-schema';
import { Server } from '@modelcontextprotocol/sdk/server/index.js';
import { CallToolRequestSchema, ListToolsRequestSchema, type CallToolResult } from '@modelcontextprotocol/sdk/types.js';
import { CfWorkerJsonSchemaValidator } from '@modelcontextprotocol/sdk/validation/cfworker';
import { DomainError } from '../../../core/errors';
import { compareDistribution } from './distribution-tool';
import { explainRoutingDecision } from './explain-tool';
import { previewRouterTool } from './preview-tool';
import { rulesNeverMatching } from './rules-tool';
import type { Tool, ToolContext } from './tool';

/** The one list of tools: tools/list and tools/call both read it. Every tool only reads. */
export const TOOLS: readonly Tool[] = [explainRoutingDecision, previewRouterTool, compareDistribution, rulesNeverMatching];

const INSTRUCTIONS =
  'Routewise routes inbound leads to sales reps and books meetings. These tools read the routing log, preview routers and compare pod distributions for the member whose token you use, with their role; none of them changes anything.';

const failure = (text: string): CallToolResult => ({ isError: true, content: [{ type: 'text', text }] });

async function call(ctx: ToolContext, name: string, args: unknown): Promise<CallToolResult> {
  const t = TOOLS.find((x) => x.name === name);
  if (!t) return failure(`There is no tool named ${name}`);
  try {
    const answer = await t.run(ctx, v.parse(t.input, args ?? {}));
    return { content: [{ type: 'text', text: answer.text }], structuredContent: answer.data };
  } catch (e) {
    // What the member may be told (not found, not their role, bad input) is the tool's answer; anything else is a server error.
    if (e instanceof v.ValiError) return failure(e.issues.map((i) => i.message).join('; '));
    if (e instanceof DomainError) return failure(e.message);
    throw e;
  }
}

/**
 * A stateless MCP server for one request, acting as the caller. The JSON Schema validator is the one for
 * Workers: the SDK's default (ajv) compiles schemas with `new Function`, which workerd refuses.
 */
export function mcpServer(ctx: ToolContext) {
  const server = new Server(
    { name: 'routewise', title: 'Routewise', version: '0.1.0' },
    { capabilities: { tools: {} }, instructions: INSTRUCTIONS, jsonSchemaValidator: new CfWorkerJsonSchemaValidator() },
  );
  server.setRequestHandler(ListToolsRequestSchema, async () => ({
    tools: TOOLS.map((t) => ({
      name: t.name,
      title: t.title,
      description: t.description,
      inputSchema: toJsonSchema(t.input, { errorMode: 'ignore' }) as { type: 'object' },
      annotations: { title: t.title, readOnlyHint: true, destructiveHint: false, idempotentHint: true, openWorldHint: false },
    })),
  }));
  server.setRequestHandler(CallToolRequestSchema, (req) => call(ctx, req.params.name, req.params.arguments));
  return server;
}
