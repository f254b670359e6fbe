import Papa from 'papaparse';
import type { Db } from '../../../db/client';
import type { Caller } from '../../../env';
import type { ReplayChangeDto, ReplayChangesPageDto, ReplaySide, ReplaySideDto, RouterReplayDto } from '../../../contracts/router-replays';
import { notFound } from '../../../core/errors';
import { namesByIds } from '../../members/service';
import * as replays from '../replay-repo';
import { iso } from '../../../contracts/response-kit';

/** Changed sessions a page shows, and read at a time for the CSV. */
export const CHANGES_PAGE = 50;
const CSV_PAGE = 1000;

/** Names of members of any status, read in chunks that stay under D1's bound-parameter limit. */
export async function names(db: Db, accountId: string, ids: Iterable<string>) {
  const all = [...new Set(ids)];
  const out = new Map<string, string>();
  for (let i = 0; i < all.length; i += 90) for (const [k, v] of await namesByIds(db, accountId, all.slice(i, i + 90))) out.set(k, v);
  return out;
}

const FORMER = 'Former member';

export async function replayDto(db: Db, accountId: string, row: replays.StoredReplay): Promise<RouterReplayDto> {
  const t = row.tally;
  const ids = new Set([...Object.keys(t.before), ...Object.keys(t.after)]);
  const named = await names(db, accountId, ids);
  const distribution = [...ids]
    .map((userId) => ({ userId, name: named.get(userId) ?? FORMER, before: t.before[userId] ?? 0, after: t.after[userId] ?? 0 }))
    .sort((a, b) => b.after - a.after || b.before - a.before || a.name.localeCompare(b.name));
  return {
    id: row.id,
    routerId: row.routerId,
    versionId: row.versionId,
    versionLabel: row.version.label,
    from: iso(row.fromAt),
    to: iso(row.toAt),
    status: row.status,
    total: row.total,
    processed: row.processed,
    skipped: t.skipped,
    changed: { outcome: t.outcome, rule: t.rule, rep: t.rep, total: t.outcome + t.rule + t.rep },
    distribution,
    error: row.error,
    createdAt: iso(row.createdAt),
    finishedAt: row.finishedAt === null ? null : iso(row.finishedAt),
  };
}

async function loadReplay(db: Db, caller: Caller, routerId: string, replayId: string) {
  const row = await replays.findReplay(db, caller.accountId, routerId, replayId);
  if (!row) throw notFound('Replay');
  return row;
}

/** GET /api/routers/{id}/replays/{replayId}: progress, then the counts and the per-rep distribution. */
export const getReplay = async (db: Db, caller: Caller, routerId: string, replayId: string) =>
  replayDto(db, caller.accountId, await loadReplay(db, caller, routerId, replayId));

export const side = (s: ReplaySide, named: Map<string, string>): ReplaySideDto => ({
  ...s,
  repName: s.repId === null ? null : (named.get(s.repId) ?? FORMER),
});

async function toDtos(db: Db, accountId: string, rows: replays.StoredReplayChange[]): Promise<ReplayChangeDto[]> {
  const named = await names(
    db,
    accountId,
    rows.flatMap((r) => [r.before.repId, r.after.repId]).filter((id): id is string => id !== null),
  );
  return rows.map((r) => ({
    sessionId: r.sessionId,
    at: iso(r.sessionAt),
    prospect: { name: r.prospectName, email: r.prospectEmail },
    kind: r.kind,
    before: side(r.before, named),
    after: side(r.after, named),
  }));
}

const cursorOf = (r: replays.StoredReplayChange) => `${r.sessionAt}:${r.sessionId}`;
function keysetOf(cursor: string | undefined): replays.Keyset | null {
  const m = cursor?.match(/^(\d{1,15}):(.{1,64})$/);
  return m ? { at: Number(m[1]), id: m[2] } : null;
}

/** GET .../changes: the changed sessions in submission order, a page at a time. */
export async function listReplayChanges(
  db: Db,
  caller: Caller,
  routerId: string,
  replayId: string,
  cursor?: string,
): Promise<ReplayChangesPageDto> {
  await loadReplay(db, caller, routerId, replayId);
  const rows = await replays.changesPage(db, caller.accountId, replayId, keysetOf(cursor), CHANGES_PAGE + 1);
  const page = rows.slice(0, CHANGES_PAGE);
  return {
    data: await toDtos(db, caller.accountId, page),
    meta: { nextCursor: rows.length > CHANGES_PAGE ? cursorOf(page[page.length - 1]) : null },
  };
}

const OUTCOME_WORDS = { routed: 'Routed', not_routed: 'Not routed', disqualified: 'Disqualified' } as const;
const KIND_WORDS = { outcome: 'Outcome', rule: 'Rule', rep: 'Rep' } as const;
const FIELDS = [
  'Submitted at',
  'Session',
  'Prospect',
  'Email',
  'Change',
  'Outcome before',
  'Rule before',
  'Rep before',
  'Outcome after',
  'Rule after',
  'Rep after',
];

/** GET .../changes.csv: every changed session (prospects typed the names: formulas are escaped). */
export async function replayChangesCsv(db: Db, caller: Caller, routerId: string, replayId: string) {
  const row = await loadReplay(db, caller, routerId, replayId);
  const data: string[][] = [];
  let after: replays.Keyset | null = null;
  for (;;) {
    const rows = await replays.changesPage(db, caller.accountId, replayId, after, CSV_PAGE);
    for (const c of await toDtos(db, caller.accountId, rows)) {
      data.push([
        c.at,
        c.sessionId,
        c.prospect.name,
        c.prospect.email,
        KIND_WORDS[c.kind],
        OUTCOME_WORDS[c.before.outcome],
        c.before.ruleName ?? '',
        c.before.repName ?? '',
        OUTCOME_WORDS[c.after.outcome],
        c.after.ruleName ?? '',
        c.after.repName ?? '',
      ]);
    }
    if (rows.length < CSV_PAGE) break;
    const last = rows[rows.length - 1];
    after = { at: last.sessionAt, id: last.sessionId };
  }
  const csv = Papa.unparse({ fields: FIELDS, data }, { escapeFormulae: true });
  return { csv, fileName: `replay-${row.id.slice(0, 8)}-${new Date(row.createdAt).toISOString().slice(0, 10)}.csv` };
}
