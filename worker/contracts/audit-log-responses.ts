import * as v from 'valibot';
import type { AuditEntryDto, AuditPageDto } from './audit-log';
import { examples, instant, schemaOf } from './response-kit';

/**
 * The answer of the audit log API as a valibot schema: the OpenAPI document describes the success
 * body from it, and the type check at the bottom keeps it equal to the DTO type the service returns.
 */

export const auditEntrySchema = schemaOf<AuditEntryDto>()(
  v.object({
    id: v.string(),
    action: v.pipe(
      v.string(),
      v.description('What happened, such as integration_expired or role_changed'),
      v.metadata({ examples: ['integration_expired'] }),
    ),
    label: v.pipe(v.string(), v.description('The action in words'), v.metadata({ examples: ['Integration expired'] })),
    integrationName: v.nullable(v.string()),
    member: v.pipe(
      v.nullable(v.object({ id: v.string(), name: v.string(), email: v.string() })),
      v.description('The member the entry is about'),
    ),
    actor: v.pipe(v.nullable(v.object({ id: v.string(), name: v.string() })), v.description('Who made the change; null for the system')),
    detail: v.pipe(v.record(v.string(), v.unknown()), v.description('What changed, by action (a role change names from and to)')),
    loggedAt: instant,
  }),
);

export const auditPageSchema = schemaOf<AuditPageDto>()(
  v.pipe(
    v.object({
      data: v.array(auditEntrySchema),
      meta: v.object({
        nextCursor: v.pipe(v.nullable(v.string()), v.description('Pass as ?cursor= for the next, older page; null on the last page')),
      }),
    }),
    examples({
      data: [
        {
          id: 'e_1',
          action: 'role_changed',
          label: 'Role changed',
          integrationName: null,
          member: { id: 'u_2', name: 'Uma User', email: 'uma@acme.test' },
          actor: { id: 'u_1', name: 'Ada Admin' },
          detail: { from: 'regular', to: 'manager' },
          loggedAt: '2026-11-29T09:00:00.000Z',
        },
      ],
      meta: { nextCursor: null },
    }),
  ),
);
