import { env } from 'cloudflare:workers';
import { describe, expect, it } from 'vitest';
import type { Env } from '../env';
import { AVAILABLE_ROUTER_KINDS, ROUTER_KIND_LIST } from '../contracts/router-kinds';
import { ROUTER_KINDS as REPORT_ROUTER_KINDS, ROUTER_KIND_LABELS } from '../contracts/reports';
import { SESSION_ROUTER_KINDS } from '../contracts/routing-logs';
import { routingSessions } from '../db/schema/routers';
import { ROUTER_KIND_MODULES, kindRouters } from '../features/router-kinds/service';
import { findSession, listSessions } from '../features/routing-logs/repo';
import { listRouters } from '../features/reports/report-repo';
import { addOrg, db } from './client';

const E = env as unknown as Env;

describe('router kinds: one list, one registry', () => {
  it('every list of kinds derives from the one list, and every available kind has its worker module', () => {
    const available = ROUTER_KIND_LIST.filter((k) => k.available).map((k) => k.id);
    expect(AVAILABLE_ROUTER_KINDS).toEqual(available);
    expect([...SESSION_ROUTER_KINDS]).toEqual(available);
    expect([...REPORT_ROUTER_KINDS]).toEqual(available);
    expect(routingSessions.routerKind.enumValues).toEqual(available);
    expect(Object.keys(ROUTER_KIND_LABELS).sort()).toEqual(ROUTER_KIND_LIST.map((k) => k.id).sort());
    expect(kindRouters().map((r) => r.kind)).toEqual(available);
    for (const k of ROUTER_KIND_LIST.filter((e) => e.available)) {
      const m = ROUTER_KIND_MODULES[k.id as keyof typeof ROUTER_KIND_MODULES];
      expect(m.routers.kind, k.id).toBe(k.id);
      // A kind that books names the feature that books it; one that does not (object routers) names none.
      expect(m.bookedBy !== null, k.id).toBe(k.books);
    }
    // Every declared kind has landed (intercom last, issue 25).
    expect(ROUTER_KIND_LIST.filter((k) => !k.available).map((k) => k.id)).toEqual([]);
  });

  it('a new kind is read by the routing log and the reports from its registry entry alone', async () => {
    const { accountId } = await addOrg();
    const at = Date.now();
    await E.DB.prepare(
      'create table if not exists test_kind_routers (id text primary key, account_id text not null, name text not null, deleted_at integer, form_id text)',
    ).run();
    await E.DB.batch([
      E.DB.prepare('insert into test_kind_routers (id, account_id, name, deleted_at, form_id) values (?, ?, ?, ?, ?)').bind(
        'tk-live',
        accountId,
        'Live test router',
        null,
        'form-tk',
      ),
      E.DB.prepare('insert into test_kind_routers (id, account_id, name, deleted_at, form_id) values (?, ?, ?, ?, ?)').bind(
        'tk-gone',
        accountId,
        'Deleted test router',
        at - 1000,
        null,
      ),
      ...(['tk-live', 'tk-gone'] as const).map((routerId, i) =>
        E.DB.prepare(
          `insert into routing_sessions (id, account_id, router_id, router_kind, router_name, answers, attribution, outcome, created_at, updated_at)
           values (?, ?, ?, 'test-kind', ?, '{}', '{"pageUrl":"https://x.test/"}', 'pending', ?, ?)`,
        ).bind(`s-${routerId}`, accountId, routerId, routerId, at + i, at + i),
      ),
    ]);
    const kinds = [...kindRouters(), { kind: 'test-kind', table: 'test_kind_routers', formColumn: 'form_id' }];

    const rows = await listSessions(db(), kinds, { accountId }, 10);
    expect(rows.map((r) => [r.id, !!r.routerExists, r.routerDeletedAt])).toEqual([
      ['s-tk-gone', true, at - 1000],
      ['s-tk-live', true, null],
    ]);
    expect((await findSession(db(), kinds, accountId, 's-tk-live'))?.formId).toBe('form-tk');
    // Without its entry the log knows no router for those sessions: the entry is what the log reads.
    const unknown = await listSessions(db(), kindRouters(), { accountId }, 10);
    expect(unknown.map((r) => !!r.routerExists)).toEqual([false, false]);

    const routers = await listRouters(db(), kinds, accountId, { kind: 'test-kind' });
    expect(routers.map((r) => [r.id, r.kind, r.name, r.deleted])).toEqual([
      ['tk-live', 'test-kind', 'Live test router', false],
      ['tk-gone', 'test-kind', 'Deleted test router', true],
    ]);
  });
});
