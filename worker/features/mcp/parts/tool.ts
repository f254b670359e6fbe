import type * as v from 'valibot';
import type { Db } from '../../../db/client';
import type { Caller, Env } from '../../../env';
import { MCP_MESSAGES } from '../../../contracts/mcp';
import { DomainError } from '../../../core/errors';

/** What every tool call runs with: the member the token acts for, in their organization. */
export type ToolContext = { env: Env; db: Db; caller: Caller };
/** A tool's answer: sentences for the assistant to read, and the same facts as data. */
export type ToolAnswer = { text: string; data: Record<string, unknown> };

export type Tool<S extends v.GenericSchema = v.GenericSchema> = {
  name: string;
  title: string;
  /** A product sentence: what the assistant may ask this for, and who may. */
  description: string;
  input: S;
  run: (ctx: ToolContext, args: v.InferOutput<S>) => Promise<ToolAnswer>;
};

export const tool = <S extends v.GenericSchema>(t: Tool<S>) => t as unknown as Tool;

/** The tools that act as a router editor: Admins and Managers only, as on the screens. */
export function requireEditor(caller: Caller) {
  if (caller.role !== 'super_admin' && caller.role !== 'manager') throw new DomainError('forbidden', 'forbidden', MCP_MESSAGES.editorsOnly);
}

export const pct = (x: number | null) => (x === null ? 'n/a' : `${(x * 100).toFixed(1)}%`);
